/// Turns names written in specs (ids such as `on_time`, `timesafari.daily`, `FETCH_TIMEOUT`,
/// `0800`) into valid Swift identifiers. The rules, in order:
///
/// 1. Words: the name is split at every character that is not an ASCII letter or digit
///    (`_`, `.`, `-`, spaces, punctuation, emoji and other non-ASCII characters are dropped).
///    A word written in capitals only (`FETCH`) is read as a plain word (`Fetch`); mixed case
///    (`prefetchLead`) is kept.
/// 2. Case: `typeName` capitalises every word (`OnTime`); `caseName` lowercases the first word's
///    leading capitals (`URLSession` → `urlSession`) and capitalises the rest (`timesafariDaily`).
/// 3. Leading digit: a result starting with a digit gets a prefix — the caller's `digitPrefix`
///    (slots use `slot`: `0800` → `slot0800`), by default `n` for members and `N` for types.
/// 4. Empty: a name with no ASCII letter or digit becomes `unnamed` / `Unnamed`.
/// 5. Reserved: a Swift keyword is escaped with backticks (`` `default` ``), except the few that
///    cannot be used as member names even with backticks (`self`, `Self`, `init`, `Type`, …),
///    which get a `_` suffix, as does any name in the caller's `reserved` set (members the
///    generated type declares itself, such as `rawValue` or `label`). Type names that would
///    shadow a standard-library type (`String`, `Int`, …) also get a `_` suffix.
public enum SwiftName {
  /// UpperCamelCase type name: `typeName("on_time") == "OnTime"`.
  public static func typeName(_ name: String, digitPrefix: String = "N", reserved: Set<String> = []) -> String {
    var result = words(name).map(capitalized).joined()
    result = prefixed(result, digitPrefix: digitPrefix, empty: "Unnamed")
    if reserved.contains(result) || shadowedTypes.contains(result) || suffixedKeywords.contains(result) {
      return result + "_"
    }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// lowerCamelCase member name: `caseName("timesafari.daily") == "timesafariDaily"`.
  public static func caseName(_ name: String, digitPrefix: String = "n", reserved: Set<String> = []) -> String {
    let parts = words(name)
    var result = ""
    if let first = parts.first {
      result = lowercasedLeadingCapitals(first) + parts.dropFirst().map(capitalized).joined()
    }
    result = prefixed(result, digitPrefix: digitPrefix, empty: "unnamed")
    if reserved.contains(result) || suffixedKeywords.contains(result) {
      return result + "_"
    }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// The identifier without backticks (`` `default` `` → `default`), for comparisons and for
  /// use after a dot (`.default`).
  public static func bare(_ identifier: String) -> String {
    identifier.hasPrefix("`") && identifier.hasSuffix("`") && identifier.count > 1
      ? String(identifier.dropFirst().dropLast()) : identifier
  }

  /// The ASCII words of `name` (rule 1).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { word in word.contains(where: \.isLowercase) ? word : word.lowercased() }
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// `URLSession` → `urlSession`, `Fajr` → `fajr`, `TS` → `ts`.
  private static func lowercasedLeadingCapitals(_ word: String) -> String {
    let chars = Array(word)
    var end = 0
    while end < chars.count, chars[end].isUppercase { end += 1 }
    if end > 1, end < chars.count, chars[end].isLowercase { end -= 1 }
    return String(chars[..<end]).lowercased() + String(chars[end...])
  }

  private static func prefixed(_ name: String, digitPrefix: String, empty: String) -> String {
    if name.isEmpty { return empty }
    if let first = name.first, first.isNumber { return digitPrefix + name }
    return name
  }

  /// Reserved Swift keywords, which need backticks as names. Contextual keywords (`open`,
  /// `some`, `async`, `package`, …) are valid names as they are and are not escaped.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "any",
  ]

  /// Names that stay ambiguous even in backticks (`Foo.self`, `Foo.init`, `Foo.Type`): suffixed.
  static let suffixedKeywords: Set<String> = [
    "self", "Self", "init", "deinit", "Type", "Protocol", "_", "subscript", "super", "Any", "Sendable",
  ]

  /// Standard-library types generated code names; a namespace called so would shadow them.
  static let shadowedTypes: Set<String> = [
    "Array", "Bool", "CaseIterable", "Character", "Dictionary", "Double", "Equatable", "Error", "Float", "Hashable",
    "Int", "Never", "Optional", "RawRepresentable", "Sendable", "Set", "String", "Swift", "Void",
  ]
}
