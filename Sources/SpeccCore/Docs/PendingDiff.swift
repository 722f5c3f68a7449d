import Foundation

/// TEMPORARY stand-in until the emit branch's `UnifiedDiff` and `Writer` land on main; then
/// this file is deleted and `DocsChange` uses them.
enum PendingDiff {
  static func diff(old: String?, new: String?, path: String) -> String {
    if old == new { return "" }
    var out = "--- " + (old == nil ? "/dev/null" : "a/" + path) + "\n"
    out += "+++ " + (new == nil ? "/dev/null" : "b/" + path) + "\n"
    let a = (old ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let b = (new ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    out += "@@ -1,\(a.count) +1,\(b.count) @@\n"
    out += a.map { "-\($0)\n" }.joined() + b.map { "+\($0)\n" }.joined()
    return out
  }

  static func atomicWrite(_ text: String, to path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
