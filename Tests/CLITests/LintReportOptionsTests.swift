import Foundation
import Testing

/// `specc lint --format` and `--report`: which format goes where, and exit codes.
@Suite struct LintReportOptionsTests {
  static let broken = LintCommandTests.clean + "platforms:\n  ios:\n    pendng_cap: 64\n"

  static func directory(with text: String = broken) throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try text.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    return dir
  }

  @Test func formatPicksStandardOutput() throws {
    let dir = try Self.directory()
    let github = try CLI.run(["lint", "x.yaml", "--format", "github"], in: dir)
    #expect(github.status == 1)
    #expect(github.stdout.hasPrefix("::error file=x.yaml,line=6,col=5,title=schema_unknown_key::unknown key"))
    let json = try CLI.run(["lint", "x.yaml", "--format", "json"], in: dir)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((object?["summary"] as? [String: Any])?["errors"] as? Int == 1)
  }

  @Test func reportsGoToFilesAndStdoutAtOnce() throws {
    let dir = try Self.directory()
    // A missing folder is created (issue 22, item 6).
    let run = try CLI.run(["lint", "x.yaml", "--report", "github", "--report", "sarif=new/x.sarif"], in: dir)
    #expect(run.status == 1, "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("new/x.sarif").path))
    let ok = try CLI.run(
      ["lint", "x.yaml", "--report", "github", "--report", "sarif=out/x.sarif", "--report", "json=out/x.json"], in: dir)
    #expect(ok.status == 1)
    #expect(ok.stdout.hasPrefix("::error "), "only --report options: no text on stdout\n\(ok.stdout)")
    let sarif = try String(contentsOf: dir.appendingPathComponent("out/x.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"ruleId\": \"schema_unknown_key\""))
    let json = try String(contentsOf: dir.appendingPathComponent("out/x.json"), encoding: .utf8)
    #expect(json.contains("\"rule\": \"schema_unknown_key\""))
  }

  @Test func formatAndReportCombine() throws {
    let dir = try Self.directory()
    let run = try CLI.run(["lint", "x.yaml", "--format", "text", "--report", "json=x.json"], in: dir)
    #expect(run.stdout.contains("x.yaml:6:5: error:"))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.json").path))
  }

  @Test func badFormatsAreUsageErrors() throws {
    let dir = try Self.directory()
    #expect(try CLI.run(["lint", "x.yaml", "--format", "xml"], in: dir).status == 2)
    #expect(try CLI.run(["lint", "x.yaml", "--report", "sarif="], in: dir).status == 2)
  }

  @Test func cleanSpecPrintsEmptyButValidReports() throws {
    let dir = try Self.directory(with: LintCommandTests.clean)
    let run = try CLI.run(["lint", "x.yaml", "--format", "sarif"], in: dir)
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"results\": []"))
    #expect(try CLI.run(["lint", "x.yaml", "--format", "github"], in: dir).stdout.isEmpty)
  }
}
