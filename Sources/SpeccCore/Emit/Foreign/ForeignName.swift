/// Identifiers and literals for the non-Swift outputs, built on `SwiftName`'s word rules (only
/// ASCII letters and digits survive; everything else separates words), so every language makes
/// its names from the same words.
///
/// - Enum entries are `UPPER_SNAKE_CASE` in Kotlin and TypeScript alike (`doses.daily` →
///   `DOSES_DAILY`, slot `0800` → `SLOT_0800`), the constant style both languages' guides name.
/// - Members are `lowerCamelCase`; a Kotlin hard keyword gets a `_` suffix.
/// - Names that still coincide within one scope get `_2`, `_3`, … in spec order.
enum ForeignName {
  /// `UPPER_SNAKE_CASE` of `raw`: humps and separators become `_`.
  /// Works on bytes: `camelCase` leaves only ASCII letters and digits.
  static func upperSnake(_ raw: String, digitPrefix: String) -> String {
    let camel = SwiftName.camelCase(raw, lowerFirst: false)
    guard !camel.isEmpty else { return "UNNAMED" }
    func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    var out: [UInt8] = []
    out.reserveCapacity(camel.utf8.count + 4)
    var previous: UInt8?
    for byte in camel.utf8 {
      if let previous, isUpper(byte), isLower(previous) || isDigit(previous) { out.append(UInt8(ascii: "_")) }
      if let previous, isDigit(byte), isLower(previous) || isUpper(previous) { out.append(UInt8(ascii: "_")) }
      out.append(isLower(byte) ? byte - 0x20 : byte)
      previous = byte
    }
    let name = String(decoding: out, as: UTF8.self)
    if let first = out.first, isDigit(first) { return digitPrefix.uppercased() + "_" + name }
    return name
  }

  /// `lowerCamelCase` of `raw`, with `n` before a leading digit and `_` after a keyword.
  static func lowerCamel(_ raw: String, keywords: Set<String>) -> String {
    var name = SwiftName.camelCase(raw, lowerFirst: true)
    if name.isEmpty { name = "unnamed" }
    // camelCase leaves ASCII letters and digits only: a digit is a byte (no Unicode lookup).
    if let first = name.utf8.first, (0x30...0x39).contains(first) { name = "n" + name }
    return keywords.contains(name) ? name + "_" : name
  }

  /// `UpperCamelCase` of a model path: `["Prayer", "Kind"]` → `PrayerKind`.
  static func joined(_ path: [String]) -> String {
    var name = ""
    for part in path { name += SwiftName.camelCase(part, lowerFirst: false) }
    return name
  }

  /// Each of `names` made unique in order (`a`, `a_2`, …), avoiding `taken` too.
  static func uniqued(_ names: [String], taken: Set<String> = []) -> [String] {
    Naming.unique(names, taken: taken)
  }

  /// Kotlin's hard keywords, which cannot name anything without backticks.
  static let kotlinKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
    "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
    "when", "while",
  ]

  /// Words TypeScript reserves; a destructured parameter or local named so would not compile.
  static let typeScriptKeywords: Set<String> = [
    "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
    "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
    "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "as",
    "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield", "any",
    "boolean", "number", "string", "symbol", "type", "from", "of", "await", "async", "arguments", "eval",
    "undefined", "never", "unknown", "object",
  ]
}

/// String literals and comments for Kotlin and TypeScript that hold spec text as data only. Both
/// languages get every character `SwiftLiteral.isUnsafe` names as an escape, so no invisible or
/// reordering character reaches generated source.
enum ForeignLiteral {
  enum Language { case kotlin, typeScript }

  /// A double-quoted literal whose value is exactly `text`. Kotlin escapes `$` (string
  /// templates); TypeScript writes `\u{…}` escapes, Kotlin UTF-16 `\uXXXX` pairs.
  static func string(_ text: String, _ language: Language) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "$" where language == .kotlin: out += "\\$"
      default:
        if SwiftLiteral.isUnsafe(scalar) {
          switch language {
          case .typeScript: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          case .kotlin:
            for unit in String(scalar).utf16 {
              let hex = String(unit, radix: 16, uppercase: true)
              out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
          }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The lines of a `/** … */` doc comment for `text`: unsafe characters shown as `\u{…}`, and
  /// `*/` and `/*` broken apart (Kotlin's block comments nest, so an opening one would swallow
  /// code as surely as a closing one would end the comment early).
  static func docLines(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    let lines = SwiftLiteral.commentLines(text).map { line in
      // Most lines have no comment delimiter: looked for in the bytes before replacing.
      let bytes = line.utf8
      guard zip(bytes, bytes.dropFirst()).contains(where: { ($0 == 0x2A && $1 == 0x2F) || ($0 == 0x2F && $1 == 0x2A) })
      else { return line }
      return line.replacingOccurrences(of: "*/", with: "*\u{2215}").replacingOccurrences(of: "/*", with: "\u{2215}*")
    }
    guard !lines.isEmpty else { return [] }
    if lines.count == 1 { return ["/** " + lines[0] + " */"] }
    return ["/**"] + lines.map { $0.isEmpty ? " *" : " * " + $0 } + [" */"]
  }
}
