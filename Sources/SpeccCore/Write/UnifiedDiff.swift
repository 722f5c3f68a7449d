/// A unified diff (`diff -u` format) of two texts, for `specc compile --check` and `docs --check`.
///
/// The edit script is a longest common subsequence of lines (common prefix and suffix trimmed
/// first); above `maxTableCells` the changed middle is shown as one deletion plus one insertion,
/// which is still a correct diff, only not a minimal one. A last line without a newline is marked
/// `\ No newline at end of file`, as `diff` and `git` do.
enum UnifiedDiff {
  /// Lines of context around each change.
  static let defaultContext = 3
  /// Largest LCS table (old lines × new lines of the changed middle) computed.
  static let maxTableCells = 4_000_000

  /// The diff turning `old` into `new` for the file at `path` (shown as `a/path` and `b/path`);
  /// `nil` is a missing file (`/dev/null`). Empty when both are the same.
  static func diff(old: String?, new: String?, path: String, context: Int = defaultContext) -> String {
    if old == new { return "" }
    let a = lines(old ?? "")
    let b = lines(new ?? "")
    var out = "--- " + (old == nil ? "/dev/null" : "a/" + path) + "\n"
    out += "+++ " + (new == nil ? "/dev/null" : "b/" + path) + "\n"
    for hunk in hunks(editScript(a, b), context: max(0, context)) {
      out += render(hunk, a, b)
    }
    return out
  }

  /// One line of a text; the last may lack its newline.
  struct Line: Equatable {
    var text: Substring.UTF8View.SubSequence
    var hasNewline: Bool

    static func == (x: Line, y: Line) -> Bool {
      x.hasNewline == y.hasNewline && x.text.elementsEqual(y.text)
    }
  }

  /// One step of an edit script, with the indices of the lines it refers to.
  enum Edit: Equatable {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// Splits at `\n` only (a `\r` stays part of its line).
  static func lines(_ text: String) -> [Line] {
    let utf8 = Substring(text).utf8
    var parts = utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var lastHasNewline = true
    if let last = parts.last, last.isEmpty {
      parts.removeLast()
    } else {
      lastHasNewline = false
    }
    return parts.enumerated().map { index, part in
      Line(text: part, hasNewline: index < parts.count - 1 || lastHasNewline)
    }
  }

  /// A shortest-or-simple edit script from `a` to `b`.
  static func editScript(_ a: [Line], _ b: [Line]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    var edits = (0..<prefix).map { Edit.keep($0, $0) }
    let aEnd = a.count - suffix
    let bEnd = b.count - suffix
    let n = aEnd - prefix
    let m = bEnd - prefix
    if n > 0, m > 0, n * m <= maxTableCells {
      edits += lcsEdits(a, b, aRange: prefix..<aEnd, bRange: prefix..<bEnd)
    } else {
      edits += (prefix..<aEnd).map { Edit.delete($0) }
      edits += (prefix..<bEnd).map { Edit.insert($0) }
    }
    edits += (0..<suffix).map { Edit.keep(aEnd + $0, bEnd + $0) }
    return edits
  }

  /// Edits from a longest common subsequence; deletions come before insertions.
  private static func lcsEdits(_ a: [Line], _ b: [Line], aRange: Range<Int>, bRange: Range<Int>) -> [Edit] {
    let n = aRange.count
    let m = bRange.count
    // table[i * (m + 1) + j] = LCS length of a[i...] and b[j...] (relative indices).
    var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * (m + 1) + j] =
          a[aRange.lowerBound + i] == b[bRange.lowerBound + j]
          ? table[(i + 1) * (m + 1) + j + 1] + 1
          : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[aRange.lowerBound + i] == b[bRange.lowerBound + j] {
        edits.append(.keep(aRange.lowerBound + i, bRange.lowerBound + j))
        i += 1
        j += 1
      } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
        edits.append(.delete(aRange.lowerBound + i))
        i += 1
      } else {
        edits.append(.insert(bRange.lowerBound + j))
        j += 1
      }
    }
    return edits
  }

  /// A run of edits shown together, with where it starts in both files.
  struct Hunk {
    var edits: ArraySlice<Edit>
    var oldStart: Int
    var newStart: Int
  }

  /// Groups changes with `context` lines around them; changes closer than `2 × context` share a hunk.
  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    var oldBefore: [Int] = []
    var newBefore: [Int] = []
    var oldLine = 0
    var newLine = 0
    for edit in edits {
      oldBefore.append(oldLine)
      newBefore.append(newLine)
      switch edit {
      case .keep: (oldLine, newLine) = (oldLine + 1, newLine + 1)
      case .delete: oldLine += 1
      case .insert: newLine += 1
      }
    }
    let changes = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
    var result: [Hunk] = []
    var index = 0
    while index < changes.count {
      let first = changes[index]
      var last = first
      while index + 1 < changes.count, changes[index + 1] - last - 1 <= 2 * context {
        index += 1
        last = changes[index]
      }
      let start = max(0, first - context)
      let end = min(edits.count, last + context + 1)
      result.append(Hunk(edits: edits[start..<end], oldStart: oldBefore[start], newStart: newBefore[start]))
      index += 1
    }
    return result
  }

  private static func render(_ hunk: Hunk, _ a: [Line], _ b: [Line]) -> String {
    var oldCount = 0
    var newCount = 0
    var body = ""
    for edit in hunk.edits {
      switch edit {
      case .keep(let i, _):
        oldCount += 1
        newCount += 1
        body += line(" ", a[i])
      case .delete(let i):
        oldCount += 1
        body += line("-", a[i])
      case .insert(let j):
        newCount += 1
        body += line("+", b[j])
      }
    }
    let oldStart = oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
    let newStart = newCount == 0 ? hunk.newStart : hunk.newStart + 1
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func line(_ sign: String, _ line: Line) -> String {
    sign + String(decoding: line.text, as: UTF8.self) + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
  }
}
