/// Text from a spec (or a path) made safe to show inside one line of a report: a diagnostic's
/// message, notes, related places and path in every format (text, GitHub commands, JSON, SARIF,
/// JUnit, Checkstyle, LSP). Control characters (C0 including tab, DEL, C1), the line and
/// paragraph separators (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069) become visible escapes (`\n`, `\r`, `\t`, `\0`, `\u{202E}`), so
/// a value cannot start a forged line or reorder what a reader sees. Everything else is kept.
public enum DisplayText {
  /// Whether `scalar` must be escaped.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every unsafe scalar escaped (the same text when none is).
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        out.append(scalar)
        continue
      }
      let escaped: String
      switch scalar {
      case "\n": escaped = "\\n"
      case "\r": escaped = "\\r"
      case "\t": escaped = "\\t"
      case "\0": escaped = "\\0"
      default: escaped = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
      out.append(contentsOf: escaped.unicodeScalars)
    }
    return String(out)
  }
}
