import Foundation
import SpeccCore
import Testing

/// One version string (issue 22, item 1): `--version`, the reports, the changelog and the docs.
@Suite struct VersionTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func versionIsOneStringEverywhere() throws {
    let version = ToolInfo.version
    let run = try CLI.run(["--version"])
    #expect(run.status == 0 && run.stdout == version + "\n", "\(run.output)")
    let changelog = try Self.read("CHANGELOG.md")
    let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
    #expect(newest?.hasPrefix("## [\(version)]") == true, "CHANGELOG.md's newest entry: \(newest ?? "none")")
    #expect(try Self.read("docs/integration.md").contains("from: \"\(version)\""))
    #expect(try Self.read("docs/reporters.md").contains("\"version\": \"\(version)\""))
    #expect(try Self.read("LICENSE").contains("Apache License"))
  }
}
