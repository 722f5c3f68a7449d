/// Turns spec text into Swift source text that cannot change the meaning of the generated code:
/// string literals where every character is data, and comments that cannot end early.
///
/// A string literal escapes `\` and `"` (so `\(` and `"""` stay text), writes `\0 \t \n \r` for
/// those controls, and writes every other character of `unsafeScalars` (controls, line and
/// paragraph separators, bidirectional and other invisible format characters, unusual spaces)
/// as `\u{…}`, so generated source never holds an invisible or reordering character
/// ("Trojan Source", CVE-2021-42574). Everything else, emoji included, is kept as written.
enum SwiftLiteral {
  /// A double-quoted Swift string literal whose value is exactly `text`.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\0": out += "\\0"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default:
        if isUnsafe(scalar) {
          out += unicodeEscape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A literal for an optional string: `nil` or a string literal.
  static func optionalString(_ text: String?) -> String {
    text.map(string) ?? "nil"
  }

  /// An array literal of string literals: `["a", "b"]`.
  static func stringArray(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ", ") + "]"
  }

  /// An array literal of integers: `[5, 10]`.
  static func intArray(_ values: [Int]) -> String {
    "[" + values.map(String.init).joined(separator: ", ") + "]"
  }

  /// `text` as lines safe to put after `//` or `///`: split at every line break (LF, CR, VT, FF,
  /// NEL, U+2028, U+2029), other unsafe characters shown as `\u{…}`, trailing spaces trimmed.
  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    var previousWasCR = false
    let scalars = text.unicodeScalars
    // Runs of scalars written as they are are copied whole, not scalar by scalar.
    var run = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      defer {
        previousWasCR = scalar == "\r"
        index = next
      }
      // Printable ASCII is never a line break nor unsafe.
      guard scalar.value < 0x20 || scalar.value >= 0x7F, isLineBreak(scalar) || scalar == "\t" || isUnsafe(scalar)
      else { continue }
      line += Substring(scalars[run..<index])
      run = next
      if isLineBreak(scalar) {
        if scalar == "\n" && previousWasCR { continue }
        lines.append(trimmedTrailingSpaces(line))
        line = ""
      } else if scalar == "\t" {
        line += " "
      } else {
        line += unicodeEscape(scalar)
      }
    }
    line += Substring(scalars[run..<scalars.endIndex])
    lines.append(trimmedTrailingSpaces(line))
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// `text` on one comment line: its lines joined with spaces.
  static func comment(_ text: String) -> String {
    commentLines(text).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// True for characters never written as themselves into generated source: C0 and C1 controls,
  /// DEL, unusual spaces, bidirectional controls, zero-width and other invisible format
  /// characters, line/paragraph separators, tag characters and noncharacters.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    unsafeScalars.contains { $0.contains(scalar.value) }
  }

  /// Ranges of scalar values `isUnsafe` reports, as an explicit table so output never depends on
  /// the Unicode version of the toolchain.
  static let unsafeScalars: [ClosedRange<UInt32>] = [
    0x0000...0x001F,  // C0 controls
    0x007F...0x009F,  // DEL, C1 controls
    0x00A0...0x00A0,  // no-break space
    0x00AD...0x00AD,  // soft hyphen
    0x034F...0x034F,  // combining grapheme joiner
    0x061C...0x061C,  // Arabic letter mark (bidi)
    0x115F...0x1160,  // Hangul fillers
    0x1680...0x1680,  // Ogham space
    0x180B...0x180F,  // Mongolian selectors and vowel separator
    0x2000...0x200F,  // spaces, zero-width space/joiners, LRM, RLM
    0x2028...0x202F,  // line/paragraph separators, LRE RLE PDF LRO RLO, narrow no-break space
    0x205F...0x206F,  // math space, word joiner, invisible operators, LRI RLI FSI PDI, deprecated
    0x3000...0x3000,  // ideographic space
    0x3164...0x3164,  // Hangul filler
    0xFE00...0xFE0E,  // variation selectors (FE0F, the emoji selector, is kept)
    0xFEFF...0xFEFF,  // byte-order mark
    0xFFA0...0xFFA0,  // halfwidth Hangul filler
    0xFFF0...0xFFFB,  // unassigned specials, interlinear annotation controls
    0xFFFE...0xFFFF,  // noncharacters
    0x1D173...0x1D17A,  // musical format controls
    0xE0000...0xE0FFF,  // tags and variation selectors supplement
  ]

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  private static func trimmedTrailingSpaces(_ line: String) -> String {
    guard line.utf8.last == UInt8(ascii: " ") else { return line }
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
