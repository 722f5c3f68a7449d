import Testing

@testable import SpeccCore

/// Issue 37, item 4: an id the app shipped before its spec (an Android channel `REMINDERS`) is
/// kept with `shipped: true`: it lints clean, the breaking-change check still protects it, new
/// ids still answer to specc's format, and every language names it.
@Suite struct ShippedIDTests {
  static let spec = """
    spec: habits
    name: Habits
    version: "1"
    platforms:
      android:
        window_days: 2
      ios:
        window_days: 2
    channels:
      - id: REMINDERS
        shipped: true
        name: Reminders
        importance: high
    categories:
      - id: "habit-due:v1"
        shipped: true
        actions:
          - id: "com.habits:DONE"
            shipped: true
            title: Done
    templates:
      - id: habit_due
        title: Habit
        body: Time for your habit
        channel: REMINDERS
        category: "habit-due:v1"

    """

  static func lint(_ text: String) -> LintResult { Pipeline.lint(text: text, path: "habits.yaml", limits: .examples) }

  @Test func aShippedChannelIdLintsClean() {
    let result = Self.lint(Self.spec)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test func withoutTheKeyTheIdIsMalformed() {
    let text = Self.spec.replacingOccurrences(of: "    shipped: true\n    name: Reminders", with: "    name: Reminders")
    let found = Self.lint(text).diagnostics.filter { $0.severity == .error }
    #expect(found.map(\.ruleID) == ["id_format"])
    #expect(found.first?.location.line == 10)
  }

  @Test func aNewIdBesideItStillAnswersToTheFormat() {
    let text = Self.spec.replacingOccurrences(
      of: "categories:", with: "  - id: NEW_CHANNEL\n    name: New\n    importance: low\ncategories:")
    let found = Self.lint(text).diagnostics.filter { $0.severity == .error }
    #expect(found.map(\.ruleID) == ["id_format"])
    #expect(found.first?.message.contains("'NEW_CHANNEL'") == true)
  }

  /// `lint --against`: renaming the shipped id to specc's format is breaking.
  @Test func renamingItIsBreaking() throws {
    let renamed = Self.spec.replacingOccurrences(
      of: "  - id: REMINDERS\n    shipped: true\n", with: "  - id: reminders\n"
    )
    .replacingOccurrences(of: "channel: REMINDERS", with: "channel: reminders")
    let current = try #require(Self.lint(renamed).resolved)
    #expect(!Self.lint(renamed).diagnostics.hasErrors)
    let findings = BreakingCheck.compare(
      previous: Array(Self.spec.utf8), named: "previous.yaml", current: current, limits: .examples)
    #expect(findings.map(\.ruleID) == ["breaking_channel_removed"], "\(findings.map(\.message))")
    #expect(findings.first?.message.contains("'REMINDERS' was renamed to 'reminders'") == true)
  }

  @Test func removingTheShippedChannelIsBreaking() throws {
    let removed = Self.spec.replacingOccurrences(of: "REMINDERS", with: "habits.reminders")
      .replacingOccurrences(of: "    shipped: true\n    name: Reminders", with: "    name: Reminders")
    let current = try #require(Self.lint(removed).resolved)
    let findings = BreakingCheck.compare(
      previous: Array(Self.spec.utf8), named: "previous.yaml", current: current, limits: .examples)
    #expect(findings.map(\.ruleID) == ["breaking_channel_removed"])
  }

  /// The generated code names the ids in every language and hands the platform the id as shipped.
  @Test func everyLanguageNamesTheShippedIds() throws {
    let spec = try #require(Self.lint(Self.spec).spec)
    let swift = Compiler.outputs(for: [spec]).map(\.contents).joined()
    let kotlin = Compiler.outputs(for: [spec], language: .kotlin).map(\.contents).joined()
    let typeScript = Compiler.outputs(for: [spec], language: .typescript).map(\.contents).joined()
    #expect(swift.contains("case reminders = \"REMINDERS\""))
    #expect(swift.contains("case habitDueV1 = \"habit-due:v1\""))
    #expect(swift.contains("\"com.habits:DONE\""))
    #expect(kotlin.contains("REMINDERS(\"REMINDERS\"") || kotlin.contains("REMINDERS(rawValue = \"REMINDERS\""))
    #expect(kotlin.contains("\"habit-due:v1\""))
    #expect(typeScript.contains("\"REMINDERS\""))
    #expect(typeScript.contains("\"habit-due:v1\""))
  }
}
