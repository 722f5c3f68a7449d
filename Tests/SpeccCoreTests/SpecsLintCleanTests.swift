import Foundation
import Testing

@testable import SpeccCore

/// The specs in `Specs/` are the seeds' own systems: each must lint with no diagnostic at all
/// (no error, no warning, no note). When a new rule flags one, either the spec or the rule is
/// wrong.
@Suite struct SpecsLintCleanTests {
  /// The repository's root, found from this file's path (Tests/SpeccCoreTests/…).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every spec file of `Specs/` (`.yaml`, `.yml`; hidden files such as `.specc.yml` are not
  /// specs, as for specc itself), sorted.
  static var specFiles: [String] {
    let folder = repositoryRoot.appendingPathComponent("Specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }.sorted()
  }

  @Test func specsFolderHoldsTheFourSeedSystems() {
    #expect(Self.specFiles == ["athan.yaml", "ontime.yaml", "prayer_times.yaml", "timesafari.yaml"])
  }

  @Test(arguments: specFiles)
  func specLintsClean(_ name: String) throws {
    let url = Self.repositoryRoot.appendingPathComponent("Specs").appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = Pipeline.lint(bytes: bytes, path: "Specs/\(name)")
    #expect(result.spec != nil, "Specs/\(name) did not decode")
    let lines = result.diagnostics.map {
      "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]"
    }
    #expect(lines.isEmpty, "Specs/\(name) is not clean:\n\(lines.joined(separator: "\n"))")
  }
}
