import Foundation

/// Type-checks many generated files in one `swiftc -typecheck` run (one process for all of them).
enum SwiftcBatch {
  /// The repository's root, from this file's path (Tests/SpeccCoreTests/Injection/…).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `swiftc` with `arguments`; returns its exit status and everything it printed.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ForeignCompilers.run("swiftc", arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Builds the `SpeccRuntime` module from `Sources/SpeccRuntime` into `directory`, so generated
  /// code that imports it type-checks with `-I directory`.
  static func buildRuntimeModule(into directory: URL, includes: [URL] = []) throws -> (status: Int32, output: String) {
    let sources = repositoryRoot.appendingPathComponent("Sources/SpeccRuntime")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
    return try run(
      ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SpeccRuntime"]
        + includes.flatMap { ["-I", $0.path] } + files
        + ["-emit-module-path", directory.appendingPathComponent("SpeccRuntime.swiftmodule").path])
  }

  /// Type-checks `files` (paths) as one Swift 6 module, with the runtime module when given.
  static func typecheck(_ files: [String], moduleName: String, includes: [URL] = []) throws -> (
    status: Int32, output: String
  ) {
    try run(
      ["-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", moduleName]
        + includes.flatMap { ["-I", $0.path] } + files)
  }

  /// Builds `files` (generated code and a `main.swift`) with the runtime as a static library into
  /// an executable in `directory`, runs it and returns what it printed; a failed compile fails
  /// the calling test with the compiler's output.
  static func buildAndRun(_ files: [String], in directory: URL) throws -> String {
    let sources = repositoryRoot.appendingPathComponent("Sources/SpeccRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
    let library = try run(
      [
        "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
        "SpeccRuntime", "-o", directory.appendingPathComponent("libSpeccRuntime.a").path,
      ] + runtimeFiles)
    guard library.status == 0 else { throw BuildFailure(output: library.output) }
    let app = directory.appendingPathComponent("app")
    let build = try run(
      [
        "-swift-version", "6", "-strict-concurrency=complete", "-I", directory.path, "-L", directory.path,
        "-lSpeccRuntime", "-o", app.path,
      ] + files)
    guard build.status == 0 else { throw BuildFailure(output: build.output) }
    let process = Process()
    process.executableURL = app
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
  }

  /// swiftc failed; `output` is what it printed.
  struct BuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "swiftc failed:\n\(output)" }
  }
}
