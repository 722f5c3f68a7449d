import Foundation

/// A baseline of accepted findings (`specc lint --write-baseline FILE`, `--baseline FILE`), for
/// adopting specc on an existing spec: later runs report only findings not in it. A finding is
/// matched by its rule, its file and the entity it is about — the text of the line it points at,
/// trimmed — not by line numbers, so edits elsewhere in the file do not bring old findings back.
///
/// Files are named relative to the project root (`ProjectRoot`), never as typed: `specc lint
/// Specs`, `./Specs`, an absolute path and `specc lint .` inside `Specs/` name a file the same way.
public enum FindingsBaseline {
  public struct Entry: Sendable, Hashable, Comparable {
    public var rule: String
    public var file: String
    public var entity: String

    public static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.entity) < (b.file, b.rule, b.entity) }
  }

  /// What applying a baseline did.
  public struct Outcome: Sendable {
    /// The findings the baseline does not accept.
    public var diagnostics: [Diagnostic]
    /// How many findings it hid.
    public var hidden: Int
    /// Its entries that matched no finding (fixed, or their file was not linted), sorted.
    public var stale: [Entry]
  }

  /// The entry of each diagnostic (its file read through `source`, named by `root`).
  static func entries(_ diagnostics: [Diagnostic], root: ProjectRoot, source: (String) -> [UInt8]?) -> [Entry] {
    var lines: [String: [Substring]] = [:]
    var names: [String: String] = [:]
    return diagnostics.map { diagnostic in
      let path = diagnostic.location.path
      if lines[path] == nil {
        names[path] = root.name(path)
        lines[path] =
          source(path).map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
          } ?? []
      }
      let index = diagnostic.location.line - 1
      let text = lines[path].flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? ""
      return Entry(
        rule: diagnostic.ruleID, file: names[path] ?? path, entity: text.trimmingCharacters(in: .whitespacesAndNewlines)
      )
    }
  }

  /// The baseline file at `baselinePath` for `diagnostics`: JSON, sorted, one entry per finding.
  public static func render(_ diagnostics: [Diagnostic], baselinePath: String, source: (String) -> [UInt8]?) -> String {
    let root = ProjectRoot(baselinePath: baselinePath)
    let items = entries(diagnostics, root: root, source: source).sorted().map { entry in
      JSONValue.object([
        JSONMember("rule", .string(entry.rule)), JSONMember("file", .string(entry.file)),
        JSONMember("entity", .string(entry.entity)),
      ])
    }
    return JSONValue.object([JSONMember("version", 2), JSONMember("findings", .array(items))]).text
  }

  /// The entries of the baseline file at `path`; throws `InputError` when it is not one. A
  /// version 1 file named files as they were typed: they are read from the current folder.
  public static func parse(_ data: Data, path: String) throws -> [Entry] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = object["findings"] as? [[String: Any]]
    else { throw InputError("\(path) is not a specc baseline (write one with --write-baseline)") }
    let typed = (object["version"] as? Int ?? 1) < 2
    let root = ProjectRoot(baselinePath: path)
    return findings.compactMap { item in
      guard let rule = item["rule"] as? String, let file = item["file"] as? String,
        let entity = item["entity"] as? String
      else { return nil }
      return Entry(rule: rule, file: typed ? root.name(file) : file, entity: entity)
    }
  }

  /// `diagnostics` less those in `baseline` (each entry accepts one finding), with how many it
  /// hid and which of its entries are stale.
  public static func apply(
    _ baseline: [Entry], to diagnostics: [Diagnostic], baselinePath: String, source: (String) -> [UInt8]?
  ) -> Outcome {
    var remaining: [Entry: Int] = [:]
    for entry in baseline { remaining[entry, default: 0] += 1 }
    let root = ProjectRoot(baselinePath: baselinePath)
    let kept = zip(diagnostics, entries(diagnostics, root: root, source: source)).compactMap {
      diagnostic, entry -> Diagnostic? in
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
        return nil
      }
      return diagnostic
    }
    let stale = remaining.flatMap { entry, count in Array(repeating: entry, count: count) }.sorted()
    return Outcome(diagnostics: kept, hidden: diagnostics.count - kept.count, stale: stale)
  }
}

/// Names a file relative to its project root: the folder of the nearest `.specc.yml` above it,
/// else the top of its git work tree, else the folder of the baseline file. Symbolic links and
/// `.`/`..` are resolved, so every spelling of a path gives one name; a file outside the root
/// keeps its absolute path.
struct ProjectRoot {
  let fallback: String
  private let current: String

  init(baselinePath: String) {
    current = FileManager.default.currentDirectoryPath
    fallback = Self.absolute(URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path, from: current)
  }

  /// `path` as the project names it.
  func name(_ path: String) -> String {
    let full = Self.absolute(path, from: current)
    let directory = URL(fileURLWithPath: full).deletingLastPathComponent().path
    let root = Self.root(from: directory) ?? fallback
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  static func absolute(_ path: String, from current: String) -> String {
    let url =
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: current).appendingPathComponent(path)
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The nearest folder from `directory` upward holding `.specc.yml`, else `.git`.
  static func root(from directory: String) -> String? {
    if let config = ProjectConfig.find(from: directory) {
      return URL(fileURLWithPath: config).deletingLastPathComponent().path
    }
    var url = URL(fileURLWithPath: directory)
    for _ in 0..<64 {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
    return nil
  }
}
