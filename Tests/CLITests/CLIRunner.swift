import Foundation

/// Runs the built `specc` binary and captures its output and exit code.
enum CLI {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var output: String { stdout + stderr }
  }

  /// The repository root (two levels above this file's folder).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `specc` executable built beside the test bundle.
  static var binary: URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("specc"),
      Bundle.main.bundleURL.appendingPathComponent("specc"),
      root.appendingPathComponent(".build/debug/specc"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
  }

  /// Runs `specc` (or `executable`) with `arguments` in `directory` (default: the repository
  /// root), with `input` on standard input (none: standard input is the test's own).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String?] = [:], input: String? = nil,
    executable: URL? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? root
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for name in ["FORCE_COLOR", "CLICOLOR_FORCE", "TERM"] { environment[name] = nil }
    for (name, value) in extra { environment[name] = value }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    if input != nil { process.standardInput = stdin }
    try process.run()
    if let input {
      // Small inputs only: written whole before the output is read.
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("specc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
