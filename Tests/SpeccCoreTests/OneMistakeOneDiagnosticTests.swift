import Testing

@testable import SpeccCore

/// One mistake, one diagnostic (issue 22, item 9): a value the validator rejects is not also
/// reported as absent by the rules that read the model.
@Suite struct OneMistakeOneDiagnosticTests {
  static func lint(_ yaml: String) -> [String] {
    Pipeline.lint(text: "spec: t\nname: T\nversion: \"1\"\n" + yaml, path: "t.yaml").diagnostics.map {
      "\($0.location.line):\($0.ruleID)"
    }
  }

  static let slot = "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n"

  @Test func anOutOfRangeWindowIsNotAlsoAMissingOne() {
    #expect(Self.lint("platforms:\n  ios:\n    window_days: 400\n" + Self.slot) == ["6:schema_value"])
    #expect(Self.lint("platforms:\n  ios:\n    window_days: 7.0\n" + Self.slot) == ["6:schema_type"])
    // Absent, it is still reported.
    #expect(Self.lint("platforms:\n  ios:\n    pending_cap: 64\n" + Self.slot) == ["5:platform_limits"])
  }

  @Test func aTemplateMissingItsBodyAddsNoUnusedWarnings() {
    let spec =
      "tokens:\n  - { id: medicine, kind: text, max_length: 20 }\ncategories:\n  - id: DOSE\n"
      + "slots:\n  - { id: \"0800\", time: \"08:00\", template: dose }\n"
      + "templates:\n  - id: dose\n    title: \"Take {{medicine}}\"\n    category: DOSE\n"
      + "platforms:\n  ios:\n    window_days: 2\n"
    #expect(Self.lint(spec) == ["11:schema_required"])
  }

  @Test func aSlotWithAnInvalidReminderDoesNotMakeRemindersUnused() {
    let spec =
      "reminders:\n  offsets_minutes: [10]\n"
      + "slots:\n  - { id: \"0800\", time: \"08:00\", reminder: [off, loud] }\n"
    #expect(!Self.lint(spec).contains { $0.hasSuffix("unused_declaration") }, "\(Self.lint(spec))")
  }

  @Test func invalidReminderOffsetsAreNotAlsoMissingOnes() {
    let spec =
      "reminders:\n  offsets_minutes: [ten]\n"
      + "slots:\n  - { id: \"0800\", time: \"08:00\", reminder: [off, sound] }\n"
    #expect(Self.lint(spec) == ["5:schema_type"], "\(Self.lint(spec))")
  }
}
