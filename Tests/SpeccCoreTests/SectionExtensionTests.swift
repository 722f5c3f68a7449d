import SpeccCore
import Testing

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

  static let habits = SpecSection(
    FieldSchema("habits", .list(.object(habit)), "Habits."),
    ids: [
      .list(
        "habit", section: "habits", schema: habit, example: "drink_water", nameScope: NameScope(what: "habit"),
        removal: IDKind.Removal(rule: "breaking_habit_removed", why: "streaks are stored by habit id"))
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
    let result = Self.lint("  - id: walk\n    nmae: Walk\n")
    #expect(result.diagnostics.map(\.ruleID).contains("schema_unknown_key"))
    #expect(result.diagnostics.map(\.ruleID).contains("schema_required"))
  }

  @Test func withoutTheDeclarationTheSectionIsUnknown() {
    let result = Pipeline.lint(
      text: "spec: h\nname: H\nversion: \"1\"\nhabits:\n  - id: walk\n    name: Walk\n", path: "h.yaml")
    #expect(result.diagnostics.map(\.ruleID) == ["schema_unknown_key"])
  }

  @Test func removingAHabitIsABreakingChange() throws {
    let previous = try #require(Self.lint("  - id: walk\n    name: Walk\n  - id: read\n    name: Read\n").spec)
    let current = try #require(Self.lint("  - id: walk\n    name: Walk\n").spec)
    let findings = BreakingChanges.compare(previous: previous, current: current)
    #expect(findings.map(\.ruleID) == ["breaking_habit_removed"])
    #expect(findings.first?.message.contains("streaks are stored by habit id") == true)
  }
}
