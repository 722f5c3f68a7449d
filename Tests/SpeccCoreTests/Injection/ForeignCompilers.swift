import Foundation
import Testing

@testable import SpeccCore

/// `kotlinc` and `tsc`, for the tests that compile generated Kotlin and TypeScript. A machine
/// without them skips those tests, unless `SPECC_REQUIRE_FOREIGN_COMPILERS` is set (as `.ci/run`
/// sets it after installing both), where a missing compiler fails the test instead.
enum ForeignCompilers {
  /// The path of `tool` on `PATH`, or nil.
  static func find(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static var required: Bool { ProcessInfo.processInfo.environment["SPECC_REQUIRE_FOREIGN_COMPILERS"] != nil }

  /// Whether a test of `tool` runs at all (`.enabled(if: ForeignCompilers.expected("kotlinc"))`):
  /// it is installed, or required. Without it the test is reported as skipped, never as passed.
  static func expected(_ tool: String) -> Bool { find(tool) != nil || required }

  /// True when the tests of `tool` should run: it is installed, or it is required (and its
  /// absence then fails the calling test).
  static func available(_ tool: String) -> Bool {
    if find(tool) != nil { return true }
    if required { Issue.record("\(tool) is required (SPECC_REQUIRE_FOREIGN_COMPILERS) but not on PATH") }
    return false
  }

  /// Runs `tool` (kotlinc, tsc, swiftc) with `arguments` in `directory`; its exit status and
  /// everything it printed, less the JVM's deprecation notice that every kotlinc run prints.
  static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("OpenJDK") }
    return (process.terminationStatus, lines.joined(separator: "\n"))
  }

  /// The Kotlin runtime's files (compiled with every batch of generated files).
  static let kotlinRuntime = Set(ForeignRuntime.files(folder: "kotlin", languageName: "Kotlin").map(\.name))

  /// The strictest flags TypeScript projects set (issue 31): generated code compiles under them.
  static let tscOptions = [
    "--strict", "--exactOptionalPropertyTypes", "--noUncheckedIndexedAccess", "--noEmit", "--target", "es2022",
    "--module", "es2022", "--moduleResolution", "node",
  ]
}
