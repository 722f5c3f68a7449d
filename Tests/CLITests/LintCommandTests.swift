import Foundation
import Testing

@Suite struct LintCommandTests {
  static let clean = "spec: demo\nname: Demo\nversion: \"1\"\n"

  @Test func cleanSpecExitsZero() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.clean.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "x.yaml"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.stdout.isEmpty)
  }

  @Test func largestLimitsAreAcceptedNegativeOnesAreNot() throws {
    // --max-file-bytes Int.max once overflowed (`limit + 1`) and crashed while reading.
    let dir = try CLI.temporaryDirectory()
    try Self.clean.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let max = String(Int.max)
    let run = try CLI.run(["lint", "--max-file-bytes", max, "--max-diagnostics", max, "x.yaml"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    let negative = try CLI.run(["lint", "--max-diagnostics=-1", "x.yaml"], in: dir)
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("--max-diagnostics must be 0 or more"), "\(negative.output)")
  }

  @Test func crossSpecChecksRun() throws {
    // Two specs compile into one namespace: compile refuses them, so lint must too.
    let dir = try CLI.temporaryDirectory()
    try Self.clean.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try Self.clean.replacingOccurrences(of: "spec: demo", with: "spec: demo_").write(
      to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "a.yaml", "b.yaml"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("b.yaml:2:7: error: spec 'demo_' generates the namespace 'Demo'"), "\(run.stdout)")
  }

  @Test func errorsPrintLocationExcerptAndCaret() throws {
    let dir = try CLI.temporaryDirectory()
    try (Self.clean + "platforms:\n  ios:\n    pendng_cap: 64\n").write(
      to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "x.yaml"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "x.yaml:6:5: error: unknown key 'pendng_cap' in spec.platforms.ios; did you mean 'pending_cap'? [schema_unknown_key]\n        pendng_cap: 64\n        ^\n"
      ), "\(run.stdout)")
    #expect(run.stdout.contains("1 error, 0 warnings in 1 file"))
  }

  @Test func folderIsSearchedForSpecs() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("specs/sub"), withIntermediateDirectories: true)
    try Self.clean.write(to: dir.appendingPathComponent("specs/a.yaml"), atomically: true, encoding: .utf8)
    try "spec: [".write(to: dir.appendingPathComponent("specs/sub/b.yml"), atomically: true, encoding: .utf8)
    try "ignored".write(to: dir.appendingPathComponent("specs/notes.txt"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "specs"], in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("specs/sub/b.yml:"))
    #expect(!run.stdout.contains("specs/a.yaml:"))
  }

  @Test func usageAndIOProblemsExitTwo() throws {
    #expect(try CLI.run(["lint", "does/not/exist.yaml"]).status == 2)
    #expect(try CLI.run(["lint"]).status == 2)
    #expect(try CLI.run(["lint", "--no-such-flag", "x"]).status == 2)
    #expect(try CLI.run(["frobnicate"]).status == 2)
    let empty = try CLI.temporaryDirectory()
    #expect(try CLI.run(["lint", "."], in: empty).status == 2)
  }

  @Test func helpIsAvailableOnEveryCommand() throws {
    for command in [["--help"], ["lint", "--help"], ["compile", "--help"]] {
      let run = try CLI.run(command)
      #expect(run.status == 0, "\(command)")
      #expect(run.stdout.contains("USAGE"), "\(command)")
    }
  }

  @Test func diagnosticsAreCapped() throws {
    let dir = try CLI.temporaryDirectory()
    let keys = (0..<50).map { "bad\($0): 1\n" }.joined()
    try (Self.clean + keys).write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "x.yaml", "--max-diagnostics", "5"], in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("45 more diagnostics not shown"))
    #expect(run.stdout.contains("50 errors"))
  }
}
