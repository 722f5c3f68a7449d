import Testing

@testable import SpeccCore

/// Excerpts and carets of the text reporter.
@Suite struct TextReporterTests {
  static func render(_ source: String, line: Int, column: Int) -> String {
    let diagnostic = Diagnostic(
      .error, "rule", "message", at: SourceLocation(path: "a.yaml", line: line, column: column))
    return TextReporter().render(diagnostic, source: Array(source.utf8))
  }

  @Test func caretSitsUnderTheColumn() {
    #expect(
      Self.render("a: 1\nbé:\tx\n", line: 2, column: 5)
        == "a.yaml:2:5: error: message [rule]\n    bé:\tx\n       \t^\n")
  }

  @Test func byteOrderMarkIsNotAColumn() {
    #expect(
      Self.render("\u{FEFF}key: v\n", line: 1, column: 6)
        == "a.yaml:1:6: error: message [rule]\n    key: v\n         ^\n")
  }

  @Test func farRightColumnShowsAWindowNotMegabytesOfPadding() {
    // One 100,000-scalar line (é is two bytes): the excerpt starts 60 scalars before the column.
    let line = String(repeating: "é", count: 99_999) + "X"
    let text = Self.render(line + "\n", line: 1, column: 100_000)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(text.utf8.count < 1_000)
    #expect(lines[1] == "    …" + String(repeating: "é", count: 60) + "X")
    #expect(lines[2] == "    " + String(repeating: " ", count: 61) + "^")
  }

  @Test func precomputedLineStartsGiveTheSameExcerpts() {
    let source = Array("\u{FEFF}a: 1\r\n\nb:\n  - c\nlast".utf8)
    let starts = TextReporter.lineStarts(of: source)
    #expect(starts.count == 5)
    for line in 0...6 {
      let diagnostic = Diagnostic(.error, "r", "m", at: SourceLocation(path: "a", line: line, column: 2))
      #expect(
        TextReporter().render(diagnostic, source: source, lineStarts: starts)
          == TextReporter().render(diagnostic, source: source))
    }
  }
}
