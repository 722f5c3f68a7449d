import Testing

@testable import SpeccCore

/// A section is one declaration: this test adds a `habits` section that SpeccCore has never heard
/// of, and unique ids, id format, identifier collisions and the breaking-change check cover it
/// with no edit anywhere else.
@Suite struct SectionExtensionTests {
  static let habit = ObjectSchema(
    "habit", doc: "A habit to keep.",
    fields: [
      FieldSchema("id", .string(pattern: "^[a-z][a-z0-9_]*$"), required: true, "Stable id."),
      FieldSchema("name", .string(), required: true, "Display name."),
    ])

  /// The breaking-change rule of the new section: a rule id is made from its description.
  static let habitRemoved = RuleDescription(
    id: "breaking_habit_removed", title: "Habit removed", summary: "A habit id of the previous version is gone.",
    rationale: "Streaks are stored by habit id.", triggering: [], nonTriggering: [], scope: .baseline)

  static let habits = SpecSection(
    FieldSchema("habits", .list(.object(habit)), "Habits."),
    ids: [
      .list(
        "habit", section: "habits", schema: habit, example: "drink_water", nameScope: NameScope(what: "habit"),
        removal: IDKind.Removal(rule: habitRemoved.ruleID, why: "streaks are stored by habit id"))
    ])

  static let sections = SectionList(SpecSections.all + [habits])

  static func lint(_ habits: String) -> LintResult {
    Pipeline.lint(
      text: "spec: h\nname: H\nversion: \"1\"\nhabits:\n" + habits, path: "h.yaml", sections: sections)
  }

  @Test func theSectionIsReadAndItsIdsAreChecked() throws {
    let result = Self.lint(
      "  - id: walk\n    name: Walk\n  - id: walk\n    name: Again\n  - id: Read\n    name: Read\n"
        + "  - id: drink_water\n    name: Water\n  - id: drink__water\n    name: Water too\n")
    let spec = try #require(result.spec)
    #expect(spec.sectionIDs["habits"]?.map(\.value) == ["walk", "walk", "Read", "drink_water", "drink__water"])
    let found = result.diagnostics.map { "\($0.location.line):\($0.ruleID)" }
    #expect(found.contains("7:unique_ids"))
    #expect(found.contains("9:id_format"))
    #expect(found.contains("13:identifier_collision"))
    #expect(!result.diagnostics.contains { $0.ruleID.hasPrefix("schema_") })
  }

  @Test func anUnknownKeyInsideTheSectionIsStillASchemaError() {
    // One mistake, one diagnostic: the misspelt required key is one schema_unknown_key that
    // says the key it suggests is required and missing, not a second schema_required.
    let result = Self.lint("  - id: walk\n    nmae: Walk\n")
    let schema = result.diagnostics.filter { $0.ruleID.hasPrefix("schema_") }
    #expect(schema.map(\.ruleID) == ["schema_unknown_key"])
    #expect(schema.first?.message.contains("did you mean 'name'?") == true)
    #expect(schema.first?.message.contains("name is required and missing") == true)
  }

  @Test func withoutTheDeclarationTheSectionIsUnknown() {
    let result = Pipeline.lint(
      text: "spec: h\nname: H\nversion: \"1\"\nhabits:\n  - id: walk\n    name: Walk\n", path: "h.yaml")
    #expect(result.diagnostics.map(\.ruleID) == ["schema_unknown_key"])
  }

  @Test func removingAHabitIsABreakingChange() throws {
    let previous = try #require(Self.lint("  - id: walk\n    name: Walk\n  - id: read\n    name: Read\n").resolved)
    let current = try #require(Self.lint("  - id: walk\n    name: Walk\n").resolved)
    let findings = BreakingChanges.compare(previous: previous, current: current)
    #expect(findings.map(\.ruleID) == ["breaking_habit_removed"])
    #expect(findings.first?.message.contains("streaks are stored by habit id") == true)
  }
}

/// Every id SpeccCore reports is tied to a description: the named ids of reading and of the
/// breaking-change check are all described, and every rule example reports only described ids
/// (or the spec's own copy-rule ids).
@Suite struct RuleIDTests {
  @Test func namedIDsAreDescribed() {
    let described = Set(RuleRegistry.everyDescription.map(\.id))
    for id in LoadingRules.ids { #expect(described.contains(id.rawValue), "\(id) has no description") }
    for id in BreakingRules.acceptableIDs { #expect(described.contains(id), "\(id) has no description") }
    #expect(RuleRegistry.everyDescription.count == described.count, "two descriptions share an id")
  }

  @Test func examplesReportOnlyDescribedIDs() {
    let described = Set(RuleRegistry.everyDescription.map(\.id))
    for rule in RuleRegistry.all {
      for example in rule.description.triggering + rule.description.nonTriggering {
        let text = example.replacingOccurrences(of: "↓", with: "")
        let result = Pipeline.lint(text: text, path: "x.yaml", limits: .examples)
        let copyRules: Set<String> = Set(result.spec.map { $0.copyRules.map(\.id.value) } ?? [])
        for diagnostic in result.diagnostics {
          #expect(
            described.contains(diagnostic.ruleID) || copyRules.contains(diagnostic.ruleID),
            "\(diagnostic.ruleID) (from an example of \(rule.id)) has no description")
        }
      }
    }
  }
}
