import Testing

@testable import SpeccCore

/// Issue 2's acceptance: a 51-character title is an error located at the title's value.
@Suite struct TemplateLimitTests {
  let head =
    "spec: x\nname: X\nversion: \"1\"\ntokens:\n  - id: day\n    kind: date\n    format: yyyy-MM-dd\n"
    + "  - id: note\n    kind: text\n    max_length: 200\ntemplates:\n  - id: daily\n"

  @Test func aFiftyOneCharacterTitleIsAnErrorAtItsValue() throws {
    let title = String(repeating: "a", count: 51)
    let result = Pipeline.lint(text: head + "    title: \(title)\n    body: ok\n", path: "Specs/x.yaml")
    let diagnostic = try #require(result.diagnostics.first { $0.ruleID == "template_length" })
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location.description == "Specs/x.yaml:13:12")
    #expect(diagnostic.message.contains("51 characters"))
    #expect(result.diagnostics.hasErrors)
  }

  @Test func fiftyCharactersAndATokenAreClean() {
    let title = String(repeating: "a", count: 50)
    let result = Pipeline.lint(
      text: head + "    title: \"\(title){{day}}\"\n    body: \"{{note}}\"\n", path: "Specs/x.yaml")
    #expect(result.diagnostics.filter { $0.ruleID.hasPrefix("template_") && $0.severity == .error }.isEmpty)
  }
}
