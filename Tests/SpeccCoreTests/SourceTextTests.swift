import Testing

@testable import SpeccCore

/// Pointing inside string values: the column of a scalar of a value, as written in the file.
@Suite struct SourceTextTests {
  /// Lints `yaml` and returns where `template_tokens` reported.
  func tokenMarks(_ yaml: String) -> [String] {
    Pipeline.lint(text: yaml, path: "x.yaml").diagnostics.filter { $0.ruleID == "template_tokens" }
      .map { "\($0.location.line):\($0.location.column)" }
  }

  let head = "spec: demo\nname: Demo\nversion: \"1\"\ntemplates:\n  - id: t\n    body: b\n"

  @Test func plainScalarColumnsAreSourceColumns() {
    #expect(tokenMarks(head + "    title: ab {{x}}\n") == ["7:15"])
  }

  @Test func emojiAndArabicBeforeTheTokenCountAsScalars() {
    // 👍🏽 is two scalars (columns 12–13), so the token starts one column later than Characters would say.
    #expect(tokenMarks(head + "    title: 👍🏽 مرحبا {{x}}\n") == ["7:21"])
  }

  @Test func doubleQuotedEscapesAreMappedBack() {
    // "\u00e9" is six source columns for one scalar; \" is two for one.
    #expect(tokenMarks(head + "    title: \"\\u00e9\\\" {{x}}\"\n") == ["7:22"])
  }

  @Test func singleQuotedDoubledQuotesAreMappedBack() {
    #expect(tokenMarks(head + "    title: 'it''s {{x}}'\n") == ["7:19"])
  }

  @Test func multiLineValuesFallBackToTheValueMark() {
    #expect(tokenMarks(head + "    title: >\n      long\n      {{x}}\n") == ["7:12"])
    #expect(tokenMarks(head + "    title: \"first\n      {{x}}\"\n") == ["7:12"])
    #expect(tokenMarks(head + "    title: first\n      {{x}}\n") == ["7:12"])
  }

  @Test func crlfLinesAndByteOrderMarks() {
    let crlf = (head + "    title: ab {{x}}\n").replacingOccurrences(of: "\n", with: "\r\n")
    #expect(tokenMarks(crlf) == ["7:15"])
    let bom = Pipeline.lint(bytes: [0xEF, 0xBB, 0xBF] + Array((head + "    title: ab {{x}}\n").utf8), path: "x.yaml")
    #expect(bom.diagnostics.filter { $0.ruleID == "template_tokens" }.map(\.location.column) == [15])
  }

  @Test func aSourceThatDisagreesFallsBack() {
    let value = Located("hello", at: Mark(line: 1, column: 1))
    #expect(SourceText(bytes: Array("goodbye".utf8)).mark(ofScalar: 2, in: value) == Mark(line: 1, column: 1))
    #expect(SourceText(bytes: Array("hello".utf8)).mark(ofScalar: 2, in: value) == Mark(line: 1, column: 3))
    #expect(SourceText().mark(ofScalar: 2, in: value) == Mark(line: 1, column: 1))
  }
}
