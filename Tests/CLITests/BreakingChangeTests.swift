import Foundation
import Testing

@testable import SpeccCore

/// `specc lint --against`: the seeds' specs in a temporary git repository, changed and linted
/// against the previous commit.
@Suite struct BreakingChangeTests {
  /// A temporary git repository holding Specs/timesafari.yaml and Specs/ontime.yaml, committed.
  static func repository() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    for name in ["timesafari.yaml", "ontime.yaml"] {
      try FileManager.default.copyItem(
        at: CLI.root.appendingPathComponent("Specs/\(name)"), to: dir.appendingPathComponent("Specs/\(name)"))
    }
    try git(["init", "-q"], in: dir)
    try git(["add", "."], in: dir)
    try git(["commit", "-q", "-m", "specs"], in: dir)
    return dir
  }

  static func git(_ arguments: [String], in dir: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=test", "-c", "user.email=test@example.invalid"] + arguments
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments) failed")
  }

  /// Replaces `old` with `new` in a spec of the repository.
  static func edit(_ dir: URL, _ name: String, _ old: String, _ new: String) throws {
    let url = dir.appendingPathComponent("Specs/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    try #require(text.contains(old), "\(name) no longer contains \(old)")
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func unchangedSpecsPass() throws {
    let dir = try Self.repository()
    let run = try CLI.run(["lint", "Specs", "--against", "HEAD"], in: dir)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func theRefIsLookedUpInTheSpecsRepositoryNotTheWorkingDirectorys() throws {
    // Run from outside the repository (its parent folder), as CI scripts often do.
    let dir = try Self.repository()
    let run = try CLI.run(
      ["lint", dir.lastPathComponent + "/Specs", "--against", "HEAD"], in: dir.deletingLastPathComponent())
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func renamingTimeSafarisChannelFails() throws {
    let dir = try Self.repository()
    try Self.edit(dir, "timesafari.yaml", "  - id: timesafari.daily\n", "  - id: timesafari.daily_v2\n")
    let run = try CLI.run(["lint", "Specs", "--against", "HEAD"], in: dir)
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.stdout.contains(
        "error: channel 'timesafari.daily' was renamed to 'timesafari.daily_v2'"), "\(run.stdout)")
    #expect(run.stdout.contains("[breaking_channel_removed]"))
  }

  @Test func addingAChannelPasses() throws {
    let dir = try Self.repository()
    try Self.edit(
      dir, "timesafari.yaml", "    importance: high\n",
      "    importance: high\n  - id: timesafari.news\n    name: TimeSafari News\n    importance: default\n")
    let run = try CLI.run(["lint", "Specs", "--against", "HEAD"], in: dir)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func removingOnTimesStatusLabelFailsUnlessAccepted() throws {
    let dir = try Self.repository()
    try Self.edit(
      dir, "ontime.yaml",
      "  - id: android_exact_armed\n    state: Android exact timing armed\n    label: Precise notification\n    platform: android\n",
      "")
    let run = try CLI.run(["lint", "Specs/ontime.yaml", "--against", "HEAD", "--format", "github"], in: dir)
    #expect(
      run.stdout.contains("title=breaking_status_label_removed::status label 'android_exact_armed'"), "\(run.output)")
    #expect(run.status == 1)
    let url = dir.appendingPathComponent("Specs/ontime.yaml")
    try
      (String(contentsOf: url, encoding: .utf8)
      + "breaking_changes_ok:\n  - id: android_exact_armed\n    reason: Exact timing was dropped in 2.0.\n")
      .write(to: url, atomically: true, encoding: .utf8)
    let accepted = try CLI.run(["lint", "Specs/ontime.yaml", "--against", "HEAD"], in: dir)
    #expect(accepted.stdout.contains("note: accepted in breaking_changes_ok"), "\(accepted.output)")
    #expect(accepted.stdout.contains("Specs/ontime.yaml:1:1: note: status label 'android_exact_armed'"))
    // Other rules may flag the flow state that used the label; the breaking finding itself is a note.
    #expect(!accepted.stdout.contains("error: status label 'android_exact_armed'"))
  }

  @Test func previousSpecFileWorksToo() throws {
    let dir = try Self.repository()
    try FileManager.default.copyItem(
      at: dir.appendingPathComponent("Specs/timesafari.yaml"), to: dir.appendingPathComponent("old.yaml"))
    try Self.edit(dir, "timesafari.yaml", "    importance: high\n", "    importance: low\n")
    let run = try CLI.run(["lint", "Specs/timesafari.yaml", "--against", "old.yaml"], in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("[breaking_channel_changed]"), "\(run.stdout)")
  }

  @Test func unknownRefIsAUsageProblem() throws {
    let dir = try Self.repository()
    let run = try CLI.run(["lint", "Specs", "--against", "no-such-ref"], in: dir)
    #expect(run.status == 2)
    #expect(run.stderr.contains("neither a spec file nor a git commit"))
  }

  @Test func deletingASpecWarnsAndFailsWhenStrict() throws {
    let dir = try Self.repository()
    try FileManager.default.removeItem(at: dir.appendingPathComponent("Specs/timesafari.yaml"))
    let run = try CLI.run(["lint", "Specs", "--against", "HEAD"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.stdout.contains(
        "Specs/timesafari.yaml:1:1: warning: spec 'timesafari' was deleted (it was HEAD:Specs/timesafari.yaml)"),
      "\(run.stdout)")
    #expect(run.stdout.contains("channel ids timesafari.daily"))
    #expect(try CLI.run(["lint", "Specs", "--against", "HEAD", "--strict"], in: dir).status == 1)
  }

  @Test func newSpecHasNothingToCompare() throws {
    let dir = try Self.repository()
    try FileManager.default.copyItem(
      at: dir.appendingPathComponent("Specs/ontime.yaml"), to: dir.appendingPathComponent("Specs/new.yaml"))
    let run = try CLI.run(["lint", "Specs/new.yaml", "--against", "HEAD"], in: dir)
    #expect(run.status == 0, "\(run.output)")
  }
}

/// The previous version read from git is bounded like a file on disk.
@Suite struct BreakingBaselineLimitTests {
  @Test func anOversizedPreviousVersionIsNotReadWhole() throws {
    let dir = try BreakingChangeTests.repository()
    let url = dir.appendingPathComponent("Specs/ontime.yaml")
    let current = try String(contentsOf: url, encoding: .utf8)
    // Commit a version padded with a 3 MB comment, then restore the small one.
    try (current + "# " + String(repeating: "x", count: 3_000_000) + "\n").write(
      to: url, atomically: true, encoding: .utf8)
    try BreakingChangeTests.git(["commit", "-q", "-am", "big"], in: dir)
    try current.write(to: url, atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "Specs/ontime.yaml", "--against", "HEAD", "--max-file-bytes", "100000"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.stdout.contains("[breaking_baseline_unreadable]"), "\(run.stdout)")
    #expect(run.stdout.contains("HEAD:Specs/ontime.yaml"), "\(run.stdout)")
    // The blob is read up to one byte past the limit, then git is stopped.
    let specs = dir.appendingPathComponent("Specs").path
    #expect(try Git.run(["show", "HEAD:./ontime.yaml"], in: specs, limit: 100_000).count == 100_001)
    #expect(try Git.run(["show", "HEAD:./ontime.yaml"], in: specs).count > 3_000_000)
  }
}
