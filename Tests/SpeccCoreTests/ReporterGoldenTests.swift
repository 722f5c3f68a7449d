import Foundation
import Testing

@testable import SpeccCore

/// One broken spec, rendered in every format and compared with golden files in
/// Fixtures/Reporters (re-record with `SPECC_RECORD=1 swift test --filter ReporterGoldenTests`).
@Suite struct ReporterGoldenTests {
  /// The path the diagnostics carry (as a user would type it).
  static let path = "Specs/broken.yaml"
  /// A fixed tool, so a version bump does not change the golden files.
  static let tool = ToolInfo(
    name: "specc", version: "0.0.0-golden", rulesURL: "https://example.com/specc/docs/rules.md")

  /// The broken spec's diagnostics, plus a hand-made warning with a note whose text holds every
  /// character the github format must escape.
  static func report() throws -> (LintReport, [UInt8]) {
    let text = try Golden.read("Reporters/broken.yaml")
    var diagnostics = Pipeline.lint(text: text, path: path).diagnostics
    #expect(diagnostics.count >= 3, "the broken spec no longer breaks: \(diagnostics.map(\.message))")
    diagnostics.append(
      Diagnostic(
        .warning, "example_warning", "name has 100% of: commas, colons\nand line breaks",
        at: SourceLocation(path: path, line: 3, column: 7), notes: ["a note, with \"quotes\" and a \\ backslash"]))
    return (LintReport(diagnostics: diagnostics, fileCount: 1, tool: tool), Array(text.utf8))
  }

  @Test func text() throws {
    let (report, bytes) = try Self.report()
    try Golden.check(TextReport(source: { _ in bytes }).render(report), "Reporters/broken.txt")
  }

  @Test func textIsCappedAndColoured() throws {
    let (report, bytes) = try Self.report()
    let capped = TextReport(colour: true, maxDiagnostics: 1, source: { _ in bytes }).render(report)
    #expect(capped.contains("\u{1B}[1;31merror\u{1B}[0m"))
    #expect(capped.contains("note: \(report.diagnostics.count - 1) more diagnostics not shown"))
    #expect(capped.hasSuffix("in 1 file\n"))
  }

  @Test func json() throws {
    let (report, _) = try Self.report()
    let text = JSONReport().render(report)
    try Golden.check(text, "Reporters/broken.json")
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(parsed?["version"] as? Int == 1)
    #expect((parsed?["diagnostics"] as? [Any])?.count == report.diagnostics.count)
  }

  @Test func github() throws {
    let (report, _) = try Self.report()
    try Golden.check(GitHubReport().render(report), "Reporters/broken.github")
  }

  @Test func sarif() throws {
    let (report, _) = try Self.report()
    let text = SARIFReport().render(report)
    try Golden.check(text, "Reporters/broken.sarif")
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(parsed?["version"] as? String == "2.1.0")
  }

  @Test func githubEscapesDataAndProperties() {
    let diagnostic = Diagnostic(
      .note, "a,b:c", "50% done\r\nnext", at: SourceLocation(path: "dir,1/x:y.yaml", line: 2, column: 3))
    let line = GitHubReport().render(LintReport(diagnostics: [diagnostic], fileCount: 1))
    #expect(line == "::notice file=dir%2C1/x%3Ay.yaml,line=2,col=3,title=a%2Cb%3Ac::50%25 done%0D%0Anext\n")
  }

  @Test func sarifURIsAreRelativeAndEncoded() {
    #expect(SARIFReport.uri("./Specs/a b.yaml") == "Specs/a%20b.yaml")
    #expect(SARIFReport.uri("Specs/é.yaml") == "Specs/%C3%A9.yaml")
    #expect(SARIFReport.uri("/tmp/x.yaml") == "file:///tmp/x.yaml")
  }

  @Test func reportRequestsParse() {
    #expect(ReportRequest(argument: "sarif=out/x.sarif") == ReportRequest(format: .sarif, path: "out/x.sarif"))
    #expect(ReportRequest(argument: "github") == ReportRequest(format: .github))
    #expect(ReportRequest(argument: "xml") == nil)
    #expect(ReportRequest(argument: "json=") == nil)
  }

  @Test func jsonStringsEscapeControlCharacters() {
    #expect(JSONValue.string("a\u{1}\"\\\n").text == "\"a\\u0001\\\"\\\\\\n\"\n")
  }
}
