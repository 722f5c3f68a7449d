import Testing

@testable import SpeccCore

/// Every fix a rule describes turns its "before" into its "after" (issue 14, item 4).
@Suite struct FixExampleTests {
  static let withFixes = RuleRegistry.everyDescription.filter { !$0.fixes.isEmpty }

  @Test func someRulesOfferFixes() {
    #expect(
      Set(Self.withFixes.map(\.id)).isSuperset(of: ["schema_value", "template_tokens", "schema_unknown_key"]))
  }

  @Test(arguments: withFixes.map(\.id))
  func fixTurnsBeforeIntoAfter(_ id: String) throws {
    let rule = try #require(Self.withFixes.first { $0.id == id })
    for example in rule.fixes {
      var text = example.before
      // Rounds, as specc lint --fix makes them: one fix can make the next possible.
      for _ in 0..<3 {
        let diagnostics = Pipeline.lint(text: text, path: "x.yaml").diagnostics.filter { $0.ruleID == id }
        guard let (fixed, _) = Fixer.apply(diagnostics, to: text) else { break }
        text = fixed
      }
      #expect(text == example.after)
      #expect(!Pipeline.lint(text: text, path: "x.yaml").diagnostics.contains { $0.ruleID == id })
    }
  }

  @Test func aFileWithAYAMLErrorIsNeverTouched() {
    let text = "spec: t\nname: T\nversion: \"1\"\nslots: [\n"
    let diagnostics = Pipeline.lint(text: text, path: "x.yaml").diagnostics
    #expect(Fixer.apply(diagnostics, to: text) == nil)
  }

  @Test func aFixAppliesOnlyWhereItsTextStillStands() {
    var diagnostic = Diagnostic(.error, "r", "m", at: SourceLocation(path: "x", line: 1, column: 1))
    diagnostic.fix = Fix(old: "abc", new: "xyz")
    #expect(Fixer.apply([diagnostic], to: "abd\n") == nil)
    #expect(Fixer.apply([diagnostic], to: "abc\n")?.text == "xyz\n")
  }
}
