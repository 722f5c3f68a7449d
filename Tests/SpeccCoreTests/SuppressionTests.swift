import Testing

@testable import SpeccCore

/// In-file suppressions with a reason (issue 14, item 2).
@Suite struct SuppressionTests {
  static func lint(_ yaml: String) -> [String] {
    Pipeline.lint(text: "spec: t\nname: T\nversion: \"1\"\n" + yaml, path: "t.yaml").diagnostics.map {
      "\($0.location.line):\($0.ruleID)"
    }
  }

  static let unusedCategories = "categories:\n  - id: ONE\n  - id: TWO\n"

  @Test func aBlockHidesItsLinesOnly() {
    #expect(Self.lint(Self.unusedCategories) == ["5:unused_declaration", "6:unused_declaration"])
    let block =
      "# specc:disable unused_declaration -- categories for the next release\n" + Self.unusedCategories
      + "# specc:enable unused_declaration\n"
    #expect(Self.lint(block).isEmpty)
    let half =
      "categories:\n# specc:disable unused_declaration -- ONE ships next release\n  - id: ONE\n"
      + "# specc:enable unused_declaration\n  - id: TWO\n"
    #expect(Self.lint(half) == ["8:unused_declaration"])
  }

  @Test func theNextLineCoversTheBlockItOpens() {
    let next = "# specc:disable-next-line unused_declaration -- next release\n" + Self.unusedCategories
    #expect(Self.lint(next).isEmpty)
  }

  @Test func aSuppressionNeedsAReasonAKnownRuleAndSomethingToHide() {
    #expect(
      Self.lint("# specc:disable-next-line unused_declaration\n" + Self.unusedCategories).contains("4:suppression"))
    // A misspelt rule is one report (issue 22, item 11), not also "hides nothing".
    #expect(Self.lint("# specc:disable-next-line unused_declarations -- x\ndescription: d\n") == ["4:suppression"])
    #expect(Self.lint("# specc:disable-next-line template_tokens -- nothing\ndescription: d\n") == ["4:suppression"])
    #expect(Self.lint("# specc:ignore unused_declaration -- x\ndescription: d\n") == ["4:suppression"])
    // A trailing directive, one on the last line, an enable that ends nothing: each one report.
    #expect(
      Self.lint("description: d  # specc:disable-next-line unused_declaration -- x\n") == ["4:suppression"])
    #expect(Self.lint("description: d\n# specc:disable-next-line unused_declaration -- x\n") == ["5:suppression"])
    #expect(Self.lint("# specc:enable unused_declaration\ndescription: d\n") == ["4:suppression"])
    // A `#` inside a value (no space before it) is no comment.
    #expect(Self.lint("description: \"a#specc:disable x\"\n").isEmpty)
    // Prose that merely mentions specc is no directive.
    #expect(Self.lint("# specc: the tool that checks this file\ndescription: d\n").isEmpty)
  }
}
