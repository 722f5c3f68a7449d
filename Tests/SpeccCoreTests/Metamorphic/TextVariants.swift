/// Rewrites of a block-style spec's text that must not change what it means: line endings, a
/// byte-order mark, comments, and the order of top-level keys.
enum TextVariants {
  /// Every `\n` becomes `\r\n`.
  static func crlf(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
  }

  /// A UTF-8 byte-order mark in front.
  static func bom(_ text: String) -> String { "\u{FEFF}" + text }

  /// Comments wherever a comment cannot change a value: at both ends, as full lines before each
  /// mapping key, and after each `key:` that opens a nested block. Lines inside block scalars
  /// (`|`, `>`) are left alone.
  static func commented(_ text: String) -> String {
    var out = ["# metamorphic: a comment before everything", "#", ""]
    var blockScalarParent: Int?
    for line in lines(text) {
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      if let parent = blockScalarParent {
        if body.isEmpty || indent > parent {
          out.append(line)
          continue
        }
        blockScalarParent = nil
      }
      if startsWithKey(body) || (body.hasPrefix("- ") && startsWithKey(body.dropFirst(2))) {
        out.append(String(repeating: " ", count: indent) + "# metamorphic: before a key")
      }
      if opensBlockScalar(body) {
        blockScalarParent = indent
        out.append(line)
      } else if body.hasSuffix(":") && startsWithKey(body) && !body.contains("#") {
        out.append(line + "   # metamorphic: after a key")
      } else {
        out.append(line)
      }
    }
    out.append("# metamorphic: a comment after everything")
    return out.joined(separator: "\n") + "\n"
  }

  /// The top-level keys in reverse order, each carrying its leading comments along.
  static func reorderedTopLevel(_ text: String) -> String {
    var chunks: [[String]] = []
    var pending: [String] = []
    for line in lines(text) {
      let topLevelKey = !line.isEmpty && line.first != " " && line.first != "#" && line.first != "-"
      if topLevelKey {
        chunks.append(pending + [line])
        pending = []
      } else if line.isEmpty || line.first == "#" {
        pending.append(line)
      } else if chunks.isEmpty {
        pending.append(line)
      } else {
        chunks[chunks.count - 1] += pending + [line]
        pending = []
      }
    }
    let reordered = chunks.reversed().flatMap { $0 } + pending
    return reordered.joined(separator: "\n") + "\n"
  }

  private static func lines(_ text: String) -> [String] {
    var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if all.last == "" { all.removeLast() }
    return all
  }

  /// `key:` followed by a space or the end of the line, key made of `[A-Za-z0-9_-]`.
  private static func startsWithKey(_ body: Substring) -> Bool {
    let key = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    guard !key.isEmpty, key.first != "-" else { return false }
    let rest = body.dropFirst(key.count)
    return rest == ":" || rest.hasPrefix(": ")
  }

  /// A line ending in a block scalar header such as `key: >-` or `- |`.
  private static func opensBlockScalar(_ body: Substring) -> Bool {
    let words = body.split(separator: " ")
    guard let last = words.last, let first = last.first, first == "|" || first == ">" else { return false }
    return last.dropFirst().allSatisfy { "+-0123456789".contains($0) }
  }
}
