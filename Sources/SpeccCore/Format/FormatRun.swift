import Foundation

/// `specc format` over files and folders: each spec formatted (`SpecFormatter`) and, unless only
/// checked, rewritten atomically when its text changes. Standard input (`-`) is formatted to
/// `standardOutput`.
public struct FormatRun: Sendable {
  /// Why files were left as they are (a file that does not parse, YAML the formatter keeps).
  public private(set) var diagnostics: [Diagnostic] = []
  /// The files whose text is not canonical: rewritten, or with `check` only listed.
  public private(set) var changed: [String] = []
  public private(set) var fileCount = 0
  /// What standard input formats to (its text unchanged when left as it is, nil when it does
  /// not parse), when `-` is an input.
  public private(set) var standardOutput: String?

  public init(inputs: [String], check: Bool, limits: LoadLimits = .default) throws {
    var seen = Set<String>()
    for path in try SpecSources.paths(inputs) {
      // A symbolic link is followed: the file it names is written (once), the link stays a link.
      let target = path == SpecSources.stdinPath ? path : URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard seen.insert(target).inserted else { continue }
      fileCount += 1
      let source = try SpecSources.read(path, limit: limits.maxFileBytes)
      let result = SpecFormatter.format(bytes: source.bytes, path: path, limits: limits)
      diagnostics += result.diagnostics
      if result.changed { changed.append(path) }
      if path == SpecSources.stdinPath {
        if !result.diagnostics.hasErrors {
          standardOutput = result.formatted ?? String(decoding: source.bytes, as: UTF8.self)
        }
        continue
      }
      guard !check, result.changed, let formatted = result.formatted else { continue }
      do {
        try Writer.writeFile(formatted, to: target == path ? path : target)
      } catch {
        throw InputError("cannot write \(path): \(error.description)")
      }
    }
  }
}
