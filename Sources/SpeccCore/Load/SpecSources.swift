import Foundation

/// A problem with the command line's paths (exit code 2), not with a spec.
public struct InputError: Error, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// One spec file read from disk.
public struct SourceFile: Sendable {
  /// The path as given or as found under a given folder (never made absolute).
  var path: String
  public var bytes: [UInt8]
}

/// Finds and reads spec files.
public enum SpecSources {
  /// The argument that names standard input (`specc lint -`).
  public static let stdinArgument = "-"
  /// Standard input's name in diagnostics and reports.
  public static let stdinPath = "<stdin>"

  /// Expands files and folders into spec file paths: folders contribute their `*.yaml` and `*.yml`
  /// files (recursively, hidden entries skipped), sorted; duplicates are dropped.
  static func paths(_ arguments: [String]) throws -> [String] {
    let manager = FileManager.default
    var result: [String] = []
    var seen = Set<String>()
    for argument in arguments {
      if argument == stdinArgument {
        if seen.insert(stdinPath).inserted { result.append(stdinPath) }
        continue
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        // A symlink loop or a folder without permission is not "missing": say why.
        if let problem = IOFailure.readProblem(argument), problem != IOFailure.reason(ENOENT) {
          throw InputError("cannot read \(argument): \(problem)")
        }
        throw InputError("no such file or directory: \(argument)")
      }
      var found: [String] = []
      if isDirectory.boolValue {
        guard let enumerator = manager.enumerator(atPath: argument) else {
          throw InputError("cannot read directory: \(argument)")
        }
        for case let relative as String in enumerator {
          let name = (relative as NSString).lastPathComponent
          if isHidden(name) {
            enumerator.skipDescendants()
            continue
          }
          if isSpecName(name) {
            let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            found.append(base + "/" + relative)
          }
        }
        found.sort()
      } else {
        found = [argument]
      }
      for path in found where seen.insert(path).inserted {
        result.append(path)
      }
    }
    return result
  }

  /// A hidden file or folder, which the folder search skips.
  static func isHidden(_ name: some StringProtocol) -> Bool { name.hasPrefix(".") }

  /// A file name the folder search takes for a spec.
  static func isSpecName(_ name: some StringProtocol) -> Bool { name.hasSuffix(".yaml") || name.hasSuffix(".yml") }

  /// Whether the folder search of a folder finds the file at `relative` below it.
  static func isFound(_ relative: String) -> Bool {
    let components = relative.split(separator: "/")
    guard let name = components.last else { return false }
    return !components.contains(where: isHidden) && isSpecName(name)
  }

  /// Reads a file's bytes, refusing more than `limit` bytes without reading them all.
  /// `-` reads standard input (once: a second read, for a report's excerpts, returns the same
  /// bytes), named `<stdin>` in diagnostics.
  public static func read(_ path: String, limit: Int = LoadLimits.default.maxFileBytes) throws -> SourceFile {
    if path == stdinPath { return SourceFile(path: stdinPath, bytes: try StandardInput.shared.bytes(limit: limit)) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw InputError("cannot read \(path)" + (IOFailure.readProblem(path).map { ": \($0)" } ?? ""))
    }
    defer { try? handle.close() }
    do {
      // One byte past the limit tells a file over it from one at it; Int.max cannot grow by one.
      let data = try handle.read(upToCount: limit < Int.max ? limit + 1 : limit) ?? Data()
      return SourceFile(path: path, bytes: [UInt8](data))
    } catch {
      throw InputError(IOFailure.describe(error, path: path, doing: "read"))
    }
  }
}

/// Standard input, read once up to a limit and kept: the spec's bytes for linting, and again for
/// the excerpts of the report.
final class StandardInput: @unchecked Sendable {
  static let shared = StandardInput()
  private let lock = NSLock()
  private var read: [UInt8]?

  func bytes(limit: Int) throws -> [UInt8] {
    try lock.withLock {
      if let read { return read }
      do {
        // One byte past the limit tells a file over it from one at it, as for files.
        let data = try FileHandle.standardInput.read(upToCount: limit < Int.max ? limit + 1 : limit) ?? Data()
        read = [UInt8](data)
        return [UInt8](data)
      } catch {
        throw InputError("cannot read standard input: \(error.localizedDescription)")
      }
    }
  }
}
