/// A blank line or a full-line comment between nodes, kept with the node it belongs to.
enum Trivia: Equatable {
  case blank
  case comment(String)
}

/// One node of the located tree, with what the formatter needs beside it: where it ends in the
/// source, whether it is inside a flow collection, its schema type (for key order) and the
/// comments attached to it.
struct LayoutEntry {
  var node: Node
  var parent: Int?
  var line: Int
  var column: Int
  /// The last source line the node's own text occupies (a quoted or plain scalar over several
  /// lines, a block scalar's body, a flow collection); its start line otherwise.
  var endLine: Int
  /// The outermost flow collection that holds it (itself when it is one).
  var flowRoot: Int?
  var pairs: [(key: Int, value: Int)] = []
  var items: [Int] = []
  var type: SchemaType?
  /// Blank lines and full-line comments written before it.
  var leading: [Trivia] = []
  /// The comment at the end of its line.
  var trailing: String?
  /// The comment after an item's `- ` when the item's text starts on the next line (`- # note`).
  var dashComment: String?
  /// Blank lines and comments after the last item of a block collection, at its indentation.
  var footer: [Trivia] = []

  var isCollection: Bool {
    if case .scalar = node.kind { return false }
    return true
  }
  var isBlockCollection: Bool { isCollection && flowRoot == nil }
}

/// The lines of a YAML text as Unicode scalars (columns count scalars, as libyaml's marks do).
struct SourceLines {
  var lines: [[Unicode.Scalar]]

  init(_ text: String) {
    // Split on the scalar `\n`: in a `String`, `\r\n` is one Character and would not split.
    lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var scalars = Array(line)
      if scalars.last == "\r" { scalars.removeLast() }
      return scalars
    }
    // The text's last line break ends its last line; it does not start one more (which a `|+`
    // block would otherwise keep as a line of its own).
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
  }

  /// The number of spaces of a line that holds only spaces (nil: it holds something else, or
  /// nothing).
  func spacesOnly(_ line: Int) -> Int? {
    guard line >= 1, line <= lines.count, !lines[line - 1].isEmpty, lines[line - 1].allSatisfy({ $0 == " " })
    else { return nil }
    return lines[line - 1].count
  }

  var count: Int { lines.count }

  /// The scalar at a 1-based line and column.
  subscript(line: Int, column: Int) -> Unicode.Scalar? {
    guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
    return lines[line - 1][column - 1]
  }

  /// The 1-based column of the line's first character that is not a space or tab; nil when blank.
  func indent(_ line: Int) -> Int? {
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1].firstIndex { $0 != " " && $0 != "\t" }.map { $0 + 1 }
  }

  /// The closing quote of the quoted scalar whose opening quote is at `line`, `column`.
  func quotedEnd(line: Int, column: Int) -> (line: Int, column: Int)? {
    guard let quote = self[line, column], quote == "\"" || quote == "'" else { return nil }
    var l = line
    var c = column + 1
    while l <= lines.count {
      let chars = lines[l - 1]
      while c <= chars.count {
        let character = chars[c - 1]
        if quote == "\"" {
          if character == "\\" {
            c += 2
            continue
          }
          if character == "\"" { return (l, c) }
        } else if character == "'" {
          if c < chars.count, chars[c] == "'" {
            c += 2
            continue
          }
          return (l, c)
        }
        c += 1
      }
      l += 1
      c = 1
    }
    return nil
  }

  /// The closing bracket of the flow collection opened at `line`, `column`, and whether a
  /// comment is written inside it.
  func flowEnd(line: Int, column: Int) -> (line: Int, column: Int, comment: Bool)? {
    var depth = 0
    var atToken = true
    var comment = false
    var l = line
    var c = column
    while l <= lines.count {
      let chars = lines[l - 1]
      var previousSpace = true
      while c <= chars.count {
        let character = chars[c - 1]
        switch character {
        case "[", "{":
          depth += 1
          atToken = true
        case "]", "}":
          depth -= 1
          if depth == 0 { return (l, c, comment) }
          atToken = false
        case ",", ":", "?":
          atToken = true
        case "\"" where atToken, "'" where atToken:
          guard let end = quotedEnd(line: l, column: c) else { return nil }
          if end.line != l { return nil }
          c = end.column
          atToken = false
        case "#" where previousSpace:
          comment = true
          c = chars.count
        case " ", "\t":
          break
        default:
          atToken = false
        }
        previousSpace = character == " " || character == "\t"
        c += 1
      }
      l += 1
      c = 1
    }
    return nil
  }
}
