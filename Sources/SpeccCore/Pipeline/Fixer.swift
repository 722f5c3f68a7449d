/// Applies the mechanical fixes of diagnostics (`specc lint --fix`) to a file's text. A fix
/// applies only where its `old` text still stands at its location, so a fix can never edit
/// anything else; fixes are applied from the end of the file backwards, one per location.
public enum Fixer {
  /// One change made.
  public struct Change: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var rule: String
    public var old: String
    public var new: String
  }

  /// Loading problems that leave a file's text in doubt: a file with one is never edited.
  static let unsafe: Set<String> = Set(
    [
      LoadingRules.yamlSyntax, LoadingRules.invalidEncoding, LoadingRules.emptyFile, LoadingRules.multipleDocuments,
      LoadingRules.fileTooLarge, LoadingRules.nestingTooDeep, LoadingRules.aliasExpansionLimit,
      LoadingRules.tooManyNodes, LoadingRules.duplicateKey,
    ].map(\.rawValue))

  /// The file's new text and the changes made, or nil when the file must not be touched or
  /// nothing applies.
  public static func apply(_ diagnostics: [Diagnostic], to text: String) -> (text: String, changes: [Change])? {
    guard !diagnostics.contains(where: { unsafe.contains($0.ruleID) }) else { return nil }
    let fixes = diagnostics.compactMap { diagnostic in
      diagnostic.fix.map { (diagnostic.location.line, diagnostic.location.column, diagnostic.ruleID, $0) }
    }
    guard !fixes.isEmpty else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    var changes: [Change] = []
    var done = Set<[Int]>()
    for (line, column, rule, fix) in fixes.sorted(by: { ($0.0, $0.1) > ($1.0, $1.1) }) {
      guard done.insert([line, column]).inserted, lines.indices.contains(line - 1), column >= 1 else { continue }
      let old = Array(fix.old.unicodeScalars)
      var scalars = lines[line - 1]
      let start = column - 1
      guard start + old.count <= scalars.count, Array(scalars[start..<start + old.count]) == old else { continue }
      scalars.replaceSubrange(start..<start + old.count, with: Array(fix.new.unicodeScalars))
      lines[line - 1] = scalars
      changes.append(Change(line: line, column: column, rule: rule, old: fix.old, new: fix.new))
    }
    guard !changes.isEmpty else { return nil }
    let joined = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    return (joined, changes.reversed())
  }

  /// Rewrites every spec file of `run` with the fixes its diagnostics offer (atomically, through
  /// `Writer`); a file with a YAML problem is never touched. Returns the changes per file.
  public static func fix(_ run: SpecRun, maxFileBytes: Int) throws -> [(path: String, changes: [Change])] {
    var byFile: [String: [Diagnostic]] = [:]
    for diagnostic in run.diagnostics { byFile[diagnostic.location.path, default: []].append(diagnostic) }
    var result: [(path: String, changes: [Change])] = []
    for path in byFile.keys.sorted() {
      guard let bytes = try? SpecSources.read(path, limit: maxFileBytes).bytes,
        let (text, changes) = apply(byFile[path] ?? [], to: String(decoding: bytes, as: UTF8.self))
      else { continue }
      do {
        try Writer.writeFile(text, to: path)
      } catch {
        throw InputError("cannot write \(path): \(error.description)")
      }
      result.append((path, changes))
    }
    return result
  }
}
