import Foundation

/// Where the previous version of a spec comes from: one spec file, or a git ref at which each
/// spec is read from the same path (`git show REF:./path`).
enum Baseline: Sendable, Equatable {
  case file(String)
  case gitRef(String)

  /// A path to an existing file is a file; anything else must name a git commit of the
  /// repository that holds `directory` (the specs' folder, not the working directory).
  static func resolve(_ argument: String, in directory: String = ".") throws -> Baseline {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
      return .file(argument)
    }
    guard !argument.hasPrefix("-"),
      (try? Git.run(["rev-parse", "--verify", "--quiet", argument + "^{commit}"], in: directory)) != nil
    else {
      throw InputError(
        "--against '\(argument)' is neither a spec file nor a git commit of the repository of \(directory)")
    }
    return .gitRef(argument)
  }

  /// The previous bytes of the spec at `path`, or nil when it did not exist then.
  func previousVersion(of path: String, limit: Int) throws -> (name: String, bytes: [UInt8])? {
    switch self {
    case .file(let file):
      return (file, try SpecSources.read(file, limit: limit).bytes)
    case .gitRef(let ref):
      let url = URL(fileURLWithPath: path)
      let directory = url.deletingLastPathComponent().path
      let object = "\(ref):./\(url.lastPathComponent)"
      guard (try? Git.run(["cat-file", "-e", object], in: directory)) != nil else { return nil }
      // Read no more than the file limit allows (one byte past it, so the reader reports
      // file_too_large as for a file on disk): a hostile old blob cannot exhaust memory.
      guard let bytes = try? Git.run(["show", object], in: directory, limit: limit) else {
        throw InputError("cannot read \(path) at \(ref) with git show")
      }
      return ("\(ref):\(path)", bytes)
    }
  }
}

extension Baseline {
  /// Spec files (`*.yaml`, `*.yml`, hidden entries skipped) that were under `folder` at the git
  /// ref but are gone now, as `folder/relative` paths like `SpecSources.paths` makes; none for a
  /// file baseline.
  func deletedSpecs(under folder: String) throws -> [String] {
    guard case .gitRef(let ref) = self else { return [] }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      let listing = try? Git.run(["ls-tree", "-r", "--name-only", ref, "--", "."], in: folder)
    else { return [] }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { relative in
        (relative.hasSuffix(".yaml") || relative.hasSuffix(".yml"))
          && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
      }
      .map { base + "/" + $0 }
      .filter { !FileManager.default.fileExists(atPath: $0) }
      .sorted()
  }
}

/// Runs git as a child process.
enum Git {
  /// Runs `git arguments` in `directory`; returns standard output, or throws on a non-zero exit.
  /// With a `limit`, reads at most `limit + 1` bytes and then stops git: the caller sees that the
  /// output was longer than `limit` without holding all of it.
  static func run(_ arguments: [String], in directory: String, limit: Int = .max) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let handle = output.fileHandleForReading
    // However reading ends (a throw included), git is stopped and reaped.
    defer {
      if process.isRunning { process.terminate() }
      try? handle.close()
      process.waitUntilExit()
    }
    let wanted = limit < Int.max ? limit + 1 : Int.max
    var bytes: [UInt8] = []
    while bytes.count < wanted, let chunk = try handle.read(upToCount: min(1 << 16, wanted - bytes.count)),
      !chunk.isEmpty
    {
      bytes.append(contentsOf: chunk)
    }
    let truncated = bytes.count >= wanted && wanted < Int.max
    if truncated { process.terminate() }
    try? handle.close()
    process.waitUntilExit()
    guard truncated || process.terminationStatus == 0 else {
      throw InputError("git \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
    }
    return bytes
  }
}
