import Testing

@testable import SpeccCore

/// One mistake, one diagnostic (issue 14, item 5).
@Suite struct DiagnosticsWithoutNoiseTests {
  static func lint(_ yaml: String) -> [Diagnostic] {
    Pipeline.lint(text: "spec: t\nname: T\nversion: \"1\"\n" + yaml, path: "t.yaml").diagnostics
  }

  @Test func aMisspeltRequiredKeyIsOneErrorAndReferencesToItsItemAddNone() {
    let found = Self.lint(
      "channels:\n  - id: app.daily\n    name: Daily\n    importnce: high\n"
        + "templates:\n  - { id: a, title: A, body: B, channel: app.daily }\n"
        + "  - { id: b, title: B, body: B, channel: app.daily }\n")
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.message.contains("did you mean 'importance'? (importance is required and missing)") == true)
  }

  @Test func aMalformedIDIsNeverOfferedAsTheFix() {
    let found = Self.lint(
      "channels:\n  - { id: Pill.Doses, name: Doses, importance: high }\n"
        + "templates:\n  - { id: a, title: A, body: B, channel: pill.doses }\n")
    let reference = found.first { $0.ruleID == "unknown_reference" }
    #expect(reference != nil && reference?.message.contains("did you mean") == false, "\(found.map(\.message))")
    #expect(found.contains { $0.ruleID == "id_format" })
  }
}
