/// How `specc format` writes a scalar: a plain scalar stays plain (its plainness is what makes
/// `40` an integer, `true` a boolean and an empty value null); quotes are removed only where every
/// YAML reader, 1.1 and 1.2, reads the plain text as the same string; a quoted scalar that keeps
/// its quotes is written in double quotes, or in single quotes when that saves escapes. Text
/// holding a quote or a backslash keeps its quotes.
enum FormatScalars {
  /// The text of a scalar as written in block (`flow` false) or flow context; nil for block
  /// scalars (`|`, `>`), which are copied line by line.
  static func render(_ text: String, style: ScalarStyle, flow: Bool) -> String? {
    switch style {
    case .literal, .folded:
      return nil
    case .plain:
      // A plain scalar over several lines folds to one line; a blank line inside it is a line break.
      return text.contains("\n") ? doubleQuoted(text) : text
    case .singleQuoted, .doubleQuoted:
      if canBePlain(text, flow: flow) { return text }
      // Text with a double quote or a backslash and no single quote reads best in single
      // quotes, where neither is an escape.
      if text.contains(where: { $0 == "\"" || $0 == "\\" }), !text.contains("'"),
        !text.unicodeScalars.contains(where: needsEscape)
      {
        return "'" + text + "'"
      }
      return doubleQuoted(text)
    }
  }

  /// Words YAML 1.1 reads as booleans or null when plain (`on`, `no`, `~`).
  private static let specialWords: Set<String> = [
    "y", "n", "yes", "no", "on", "off", "true", "false", "null", "~",
  ]

  /// Characters that cannot start a plain scalar, or start something else there (a number, a
  /// date, a time, `.inf`, a merge key `<<`, YAML 1.1's `=`).
  private static let badFirst: Set<Unicode.Scalar> = [
    "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", "+", ".",
    "~", "=", "<", " ",
  ]

  /// True when `text` written plain reads back as the same string in every YAML reader.
  static func canBePlain(_ text: String, flow: Bool) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
    if badFirst.contains(first) || ("0"..."9").contains(first) || last == " " || last == ":" { return false }
    if specialWords.contains(text.lowercased()) { return false }
    // A quote (an apostrophe too: `"C'est l'heure"`) or a backslash reads as an escape to
    // people: such text keeps its quotes.
    if text.contains(": ") || text.contains(" #") || text.contains("\"") || text.contains("'") || text.contains("\\") {
      return false
    }
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) || scalar == "\t" { return false }
      if flow, [",", "[", "]", "{", "}", ":"].contains(scalar) { return false }
    }
    return true
  }

  /// Characters a double-quoted scalar writes as an escape.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Controls, line separators and invisible format characters (bidirectional overrides, the
    // byte-order mark) are written as escapes, where a reader can see them.
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || scalar.properties.generalCategory == .format
  }

  /// `text` in double quotes, with `\\`, `\"` and escapes for control characters.
  static func doubleQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if needsEscape(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// What a scalar means to the spec format: its text, and for a plain one whether YAML reads it
  /// as null, a number or a boolean (the validator's reading) rather than text.
  static func meaning(_ node: Node) -> String {
    guard case .scalar(let text, let style) = node.kind else { return "" }
    if style == .plain {
      if node.isNull { return "null" }
      if ScalarText.coreType(node) != nil { return "plain:" + text }
    }
    return "text:" + text
  }
}
