import Testing

@testable import SpeccCore

/// Each case under "Why" of the general-format issue, as a new user wrote it.
@Suite struct GeneralFormatWhyTests {
  static let head = "spec: pills\nname: Pills\nversion: \"1\"\nplatforms:\n  ios:\n    window_days: 7\n"

  static func lint(_ yaml: String) -> LintResult { Pipeline.lint(text: head + yaml, path: "pills.yaml") }

  static let slots =
    "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n  - id: \"1400\"\n    time: \"14:00\"\n"
    + "  - id: \"2000\"\n    time: \"20:00\"\n"

  @Test func remindersBesideSlotsThatOfferNoneAreReportedAndOnesThatDoAreCounted() throws {
    let silent = Self.lint("reminders:\n  offsets_minutes: [10]\n" + Self.slots)
    #expect(silent.diagnostics.map(\.ruleID) == ["unused_declaration"])
    let offered = Self.lint(
      "reminders:\n  offsets_minutes: [10]\n"
        + Self.slots.replacingOccurrences(of: "\"\n  - id", with: "\"\n    reminder: [off, sound]\n  - id")
        + "    reminder: [off, sound]\n")
    #expect(offered.diagnostics.isEmpty, "\(offered.diagnostics)")
    let spec = try #require(offered.spec)
    let report = try #require(Budget.report(for: spec, platform: .ios))
    #expect(report.perDay == 6 && report.total == 42)
  }

  @Test func anAppDeclaresItsOwnTokensWithTheirBounds() {
    let template = "templates:\n  - id: dose\n    title: \"Take {{medicine}}\"\n    body: Now\n"
    #expect(Self.lint(template).diagnostics.map(\.ruleID) == ["template_tokens"])
    let declared = Self.lint("tokens:\n  - id: medicine\n    kind: text\n    max_length: 40\n" + template)
    #expect(declared.diagnostics.isEmpty, "\(declared.diagnostics)")
  }

  @Test func offsetsAreTheAppsOwnAndNoPrayerIsBuiltIn() {
    let dayBefore = Self.lint(
      "reminders:\n  offsets_minutes: [1440]\nslots:\n  - id: \"0900\"\n    time: \"09:00\"\n    reminder: [off, sound]\n"
    )
    #expect(dayBefore.diagnostics.isEmpty, "\(dayBefore.diagnostics)")
    #expect(!RuleRegistry.descriptions.contains { $0.id == "friday_only_extras" })
  }

  @Test func iOSsCapIsCheckedWhenTheSpecSaysNothingAndTheWindowIsNeverAssumed() {
    let busy = (0..<20).map {
      "  - id: \"\(10 + $0 / 2)\($0 % 2 == 0 ? "00" : "30")\"\n    time: \"\(10 + $0 / 2):\($0 % 2 == 0 ? "00" : "30")\"\n"
    }
    let thirtyDays = Pipeline.lint(
      text: "spec: busy\nname: Busy\nversion: \"1\"\nplatforms:\n  ios:\n    window_days: 30\nslots:\n"
        + busy.joined(), path: "busy.yaml")
    let exceeded = thirtyDays.diagnostics.first { $0.ruleID == "pending_cap_exceeded" }
    #expect(exceeded?.message.contains("30 days × 20/day = 600 > 64") == true, "\(thirtyDays.diagnostics)")
    let noWindow = Pipeline.lint(
      text:
        "spec: busy\nname: Busy\nversion: \"1\"\nplatforms:\n  ios: {}\nslots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
      path: "busy.yaml")
    #expect(noWindow.diagnostics.map(\.ruleID).contains("platform_limits"))
  }
}
