import Foundation

/// A baseline of accepted findings (`specc lint --write-baseline FILE`, `--baseline FILE`), for
/// adopting specc on an existing spec: later runs report only findings not in it. A finding is
/// matched by its rule, its file and the entity it is about — the text of the line it points at,
/// trimmed — not by line numbers, so edits elsewhere in the file do not bring old findings back.
public enum FindingsBaseline {
  public struct Entry: Sendable, Hashable, Comparable {
    public var rule: String
    public var file: String
    public var entity: String

    public static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.entity) < (b.file, b.rule, b.entity) }
  }

  /// The entry of each diagnostic (its file read through `source`).
  static func entries(_ diagnostics: [Diagnostic], source: (String) -> [UInt8]?) -> [Entry] {
    var lines: [String: [Substring]] = [:]
    return diagnostics.map { diagnostic in
      let path = diagnostic.location.path
      if lines[path] == nil {
        lines[path] =
          source(path).map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
          } ?? []
      }
      let index = diagnostic.location.line - 1
      let text = lines[path].flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? ""
      return Entry(rule: diagnostic.ruleID, file: path, entity: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// The baseline file for `diagnostics`: JSON, sorted, one entry per finding.
  public static func render(_ diagnostics: [Diagnostic], source: (String) -> [UInt8]?) -> String {
    let items = entries(diagnostics, source: source).sorted().map { entry in
      JSONValue.object([
        JSONMember("rule", .string(entry.rule)), JSONMember("file", .string(entry.file)),
        JSONMember("entity", .string(entry.entity)),
      ])
    }
    return JSONValue.object([JSONMember("version", 1), JSONMember("findings", .array(items))]).text
  }

  /// The entries of a baseline file; throws `InputError` when it is not one.
  public static func parse(_ data: Data, path: String) throws -> [Entry] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = object["findings"] as? [[String: Any]]
    else { throw InputError("\(path) is not a specc baseline (write one with --write-baseline)") }
    return findings.compactMap { item in
      guard let rule = item["rule"] as? String, let file = item["file"] as? String,
        let entity = item["entity"] as? String
      else { return nil }
      return Entry(rule: rule, file: file, entity: entity)
    }
  }

  /// `diagnostics` less those in `baseline` (each entry accepts one finding).
  public static func filter(_ diagnostics: [Diagnostic], baseline: [Entry], source: (String) -> [UInt8]?)
    -> [Diagnostic]
  {
    var remaining: [Entry: Int] = [:]
    for entry in baseline { remaining[entry, default: 0] += 1 }
    return zip(diagnostics, entries(diagnostics, source: source)).compactMap { diagnostic, entry in
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
        return nil
      }
      return diagnostic
    }
  }
}
