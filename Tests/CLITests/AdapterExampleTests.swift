import Foundation
import Testing

/// Issue 30: Examples/Adapters drives a week of Examples/platform.yaml through the generated
/// adapters against fakes that record calls and prints the calls. Its Android (JVM) and Capacitor
/// and Expo (node) weeks print exactly Examples/Adapters/expected/*.txt. (Its iOS week builds a
/// package of its own with the build plugin: `.ci/run` runs `Examples/Adapters/run.sh --check`
/// for all three.)
@Suite struct AdapterExampleTests {
  static let required = ProcessInfo.processInfo.environment["SPECC_REQUIRE_FOREIGN_COMPILERS"] != nil

  static func onPath(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
  }

  /// Every `<!-- excerpt: FILE -->` block of docs/scheduling.md is a run of consecutive lines of
  /// FILE (the recorded output), so the docs show what the example prints today.
  @Test func theDocsExcerptIsTheRecordedOutput() throws {
    let docs = try String(contentsOf: CLI.root.appendingPathComponent("docs/scheduling.md"), encoding: .utf8)
    let lines = docs.components(separatedBy: "\n")
    var checked = 0
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- excerpt: ") {
      let path = line.dropFirst("<!-- excerpt: ".count).replacingOccurrences(of: " -->", with: "")
      #expect(lines.indices.contains(index + 1) && lines[index + 1] == "```text", "line \(index + 1)")
      let block = lines.dropFirst(index + 2).prefix { $0 != "```" }.joined(separator: "\n")
      let recorded = try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
      #expect(!block.isEmpty && recorded.contains(block + "\n"), "docs/scheduling.md:\(index + 1): not in \(path)")
      checked += 1
    }
    #expect(checked >= 1)
  }

  /// Each platform passes, or (without SPECC_REQUIRE_FOREIGN_COMPILERS) says it was skipped
  /// because a compiler is missing: never "passed" without running.
  @Test(.enabled(if: required || ["kotlinc", "tsc"].contains(where: onPath)))
  func theAndroidCapacitorAndExpoWeeksPrintTheExpectedCalls() throws {
    let run = try CLI.run(
      ["Examples/Adapters/run.sh", "--check", "android", "capacitor-expo"],
      environment: ["SPECC": CLI.binary.path, "SPECC_RECORD": nil], executable: URL(fileURLWithPath: "/bin/bash"))
    let output = run.output
    #expect(run.status == 0, "\(output.prefix(20_000))")
    for platform in ["android", "capacitor-expo"] {
      let passed = output.contains("\(platform): passed")
      let skipped = output.contains("\(platform): skipped")
      #expect(passed || (skipped && !Self.required), "\(platform): \(output.prefix(20_000))")
    }
  }
}
