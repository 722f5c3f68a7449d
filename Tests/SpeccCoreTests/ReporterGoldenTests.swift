import Foundation
import Testing

@testable import SpeccCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
  /// With `clean`, a second checked file without findings (the XML formats list it too).
  static func report(clean: Bool = false) throws -> (LintReport, [UInt8]) {
    let text = try Golden.read("Reporters/broken.yaml")
    var diagnostics = Pipeline.lint(text: text, path: path).diagnostics
    #expect(diagnostics.count >= 3, "the broken spec no longer breaks: \(diagnostics.map(\.message))")
    diagnostics.append(
      Diagnostic(
        .warning, "example_warning", "name has 100% of: commas, colons\nand line breaks",
        at: SourceLocation(path: path, line: 3, column: 7), notes: ["a note, with \"quotes\" and a \\ backslash"]))
    let paths = clean ? [path, "Specs/clean.yaml"] : [path]
    return (
      LintReport(diagnostics: diagnostics, fileCount: paths.count, tool: tool, paths: paths), Array(text.utf8)
    )
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

  @Test func junit() throws {
    let (report, _) = try Self.report(clean: true)
    try Golden.check(JUnitReport().render(report), "Reporters/broken.junit.xml")
  }

  @Test func checkstyle() throws {
    let (report, _) = try Self.report(clean: true)
    try Golden.check(CheckstyleReport().render(report), "Reporters/broken.checkstyle.xml")
  }

  /// The JUnit document has the shape CI systems read (Jenkins' JUnit plugin schema, GitLab's
  /// parser): `testsuites` of `testsuite`s with `name` and counts that add up, `testcase`s with
  /// `classname` and `name`, `failure`s with `type` and `message`; every error and warning is a
  /// failure whose message is the diagnostic's, escapes undone by an XML parser.
  @Test func junitHasTheShapeCISystemsRead() throws {
    let (report, _) = try Self.report(clean: true)
    let document = try XMLDocument(data: Data(JUnitReport().render(report).utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    func int(_ element: XMLElement, _ name: String) -> Int? {
      element.attribute(forName: name)?.stringValue.flatMap { Int($0) }
    }
    let suites = root.elements(forName: "testsuite")
    #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == [Self.path, "Specs/clean.yaml"])
    var messages: [String] = []
    var totals = (tests: 0, failures: 0)
    for suite in suites {
      let cases = suite.elements(forName: "testcase")
      let failures = cases.flatMap { $0.elements(forName: "failure") }
      #expect(int(suite, "tests") == cases.count)
      #expect(int(suite, "failures") == failures.count)
      #expect(int(suite, "errors") == 0 && int(suite, "skipped") == 0)
      for testCase in cases {
        #expect(testCase.attribute(forName: "classname")?.stringValue == suite.attribute(forName: "name")?.stringValue)
        #expect(testCase.attribute(forName: "name")?.stringValue?.isEmpty == false)
      }
      for failure in failures {
        #expect(["error", "warning"].contains(failure.attribute(forName: "type")?.stringValue ?? ""))
        messages.append(failure.attribute(forName: "message")?.stringValue ?? "")
      }
      totals.tests += cases.count
      totals.failures += failures.count
    }
    #expect(int(root, "tests") == totals.tests && int(root, "failures") == totals.failures)
    #expect(messages == report.diagnostics.filter { $0.severity != .note }.map(\.message))
  }

  /// The Checkstyle document parses, lists both files, and carries each diagnostic's position,
  /// severity, rule and message (notes after it), escapes undone by an XML parser.
  @Test func checkstyleHasCheckstylesShape() throws {
    let (report, _) = try Self.report(clean: true)
    let document = try XMLDocument(data: Data(CheckstyleReport().render(report).utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "checkstyle")
    let files = root.elements(forName: "file")
    #expect(files.map { $0.attribute(forName: "name")?.stringValue } == [Self.path, "Specs/clean.yaml"])
    let errors = files.flatMap { $0.elements(forName: "error") }
    #expect(errors.count == report.diagnostics.count)
    for (error, diagnostic) in zip(errors, report.diagnostics) {
      #expect(error.attribute(forName: "line")?.stringValue == "\(diagnostic.location.line)")
      #expect(error.attribute(forName: "column")?.stringValue == "\(diagnostic.location.column)")
      #expect(error.attribute(forName: "source")?.stringValue == "specc.\(diagnostic.ruleID)")
      #expect(error.attribute(forName: "severity")?.stringValue == diagnostic.severity.rawValue)
      let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
      #expect(error.attribute(forName: "message")?.stringValue == message)
    }
  }

  @Test func xmlEscapesWhatXMLCannotCarry() {
    #expect(XMLReport.escape("a<b>&\"'\t\n\r\u{1}") == "a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;&#13;\u{FFFD}")
    #expect(XMLReport.escape("a\"\n", attribute: false) == "a\"\n")
  }

  @Test func githubEscapesDataAndProperties() {
    let diagnostic = Diagnostic(
      .note, "a,b:c", "50% done\r\nnext", at: SourceLocation(path: "dir,1/x:y.yaml", line: 2, column: 3))
    let line = GitHubReport().render(LintReport(diagnostics: [diagnostic], fileCount: 1))
    // A CR or LF inside a message is shown as \\r, \\n (issue 42: no value starts a line of its own).
    #expect(line == "::notice file=dir%2C1/x%3Ay.yaml,line=2,col=3,title=a%2Cb%3Ac::50%25 done\\r\\nnext\n")
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
    #expect(ReportRequest(argument: "junit=out/specc.xml") == ReportRequest(format: .junit, path: "out/specc.xml"))
    #expect(ReportRequest(argument: "checkstyle") == ReportRequest(format: .checkstyle))
    #expect(ReportRequest(argument: "json=") == nil)
  }

  @Test func jsonStringsEscapeControlCharacters() {
    #expect(JSONValue.string("a\u{1}\"\\\n").text == "\"a\\u0001\\\"\\\\\\n\"\n")
  }
}
