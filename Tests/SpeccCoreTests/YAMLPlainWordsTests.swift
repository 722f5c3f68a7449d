import Testing

@testable import SpeccCore

/// YAML syntax errors in plain words, libyaml's text kept as a note (issue 14, item 5).
@Suite struct YAMLPlainWordsTests {
  static func error(_ line: String) -> Diagnostic? {
    Pipeline.lint(text: "spec: t\nname: T\nversion: \"1\"\n" + line + "\n", path: "t.yaml").diagnostics.first
  }

  @Test(arguments: [
    ("title: Note: take it", "must be quoted", "mapping values are not allowed"),
    ("title: @home", "cannot start with '@' unquoted", "cannot start any token"),
    ("description: \"a \\q b\"", "unknown escape in double quotes", "unknown escape character"),
    ("slots:\n  - id: a\n   time: b", "indent it like its siblings", "expected '-' indicator"),
  ])
  func saysWhatToDo(_ yaml: String, _ plain: String, _ libyaml: String) throws {
    let found = try #require(Self.error(yaml))
    #expect(found.ruleID == "yaml_syntax")
    #expect(found.message.contains(plain), "\(found.message)")
    #expect(found.notes.contains { $0.hasPrefix("libyaml: ") && $0.contains(libyaml) }, "\(found.notes)")
  }

  @Test func anUnclosedQuoteIsPointedAtItsOpeningQuote() throws {
    let found = try #require(Self.error("description: \"never closed\nname2: x"))
    #expect(found.message.contains("never closed"))
    #expect(found.location.line == 4 && found.location.column == 14)
  }
}
