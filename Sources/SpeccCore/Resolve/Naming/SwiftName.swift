/// Turns names written in specs (ids such as `on_time`, `doses.daily`, `FETCH_TIMEOUT`,
/// `0800`) into valid Swift identifiers. The rules, in order:
///
/// 1. Words: the name is split at every character that is not an ASCII letter or digit
///    (`_`, `.`, `-`, spaces, punctuation, emoji and other non-ASCII characters are dropped).
///    A word written in capitals only (`FETCH`) is read as a plain word (`Fetch`); mixed case
///    (`prefetchLead`) is kept.
/// 2. Case: `typeName` capitalises every word (`PillPal`); `caseName` lowercases the first word's
///    leading capitals (`URLSession` → `urlSession`) and capitalises the rest (`dosesDaily`).
/// 3. Leading digit: a result starting with a digit gets a prefix — the caller's `digitPrefix`
///    (slots use `slot`: `0800` → `slot0800`), by default `n` for members and `N` for types.
/// 4. Empty: a name with no ASCII letter or digit becomes `unnamed` / `Unnamed`.
/// 5. Reserved: a Swift keyword is escaped with backticks (`` `default` ``), except the few that
///    cannot be used as member names even with backticks (`self`, `Self`, `init`, `Type`, …),
///    which get a `_` suffix, as does any name in the caller's `reserved` set (members the
///    generated type declares itself, such as `rawValue` or `label`). Type names that would
///    shadow a standard-library type (`String`, `Int`, …) also get a `_` suffix.
enum SwiftName {
  /// UpperCamelCase type name: `typeName("pill_pal") == "PillPal"`.
  static func typeName(_ name: String, digitPrefix: String = "N", reserved: Set<String> = []) -> String {
    let result = prefixed(camelCase(name, lowerFirst: false), digitPrefix: digitPrefix, empty: "Unnamed")
    if reserved.contains(result) || shadowedTypes.contains(result) || suffixedKeywords.contains(result) {
      return result + "_"
    }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// lowerCamelCase member name: `caseName("doses.daily") == "dosesDaily"`.
  static func caseName(_ name: String, digitPrefix: String = "n", reserved: Set<String> = []) -> String {
    let result = prefixed(camelCase(name, lowerFirst: true), digitPrefix: digitPrefix, empty: "unnamed")
    if reserved.contains(result) || suffixedKeywords.contains(result) {
      return result + "_"
    }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// The identifier without backticks (`` `default` `` → `default`), for comparisons and for
  /// use after a dot (`.default`).
  static func bare(_ identifier: String) -> String {
    identifier.hasPrefix("`") && identifier.hasSuffix("`") && identifier.count > 1
      ? String(identifier.dropFirst().dropLast()) : identifier
  }

  /// Rules 1 and 2 on the name's UTF-8 bytes: every byte that is not an ASCII letter or digit
  /// (including each byte of a non-ASCII character) ends a word. Writes straight into the
  /// result's storage (never longer than the name), since every id of every spec goes through
  /// here several times on each lint.
  static func camelCase(_ name: String, lowerFirst: Bool) -> String {
    let count = name.utf8.count
    guard count > 0 else { return "" }
    return String(unsafeUninitializedCapacity: count) { out in
      name.utf8.withContiguousStorageIfAvailable { camelCase($0, lowerFirst: lowerFirst, into: out) }
        ?? Array(name.utf8).withUnsafeBufferPointer { camelCase($0, lowerFirst: lowerFirst, into: out) }
    }
  }

  /// `camelCase(_:lowerFirst:)` of the bytes `input` into `out` (at least as long); returns the
  /// number of bytes written.
  private static func camelCase(
    _ input: UnsafeBufferPointer<UInt8>, lowerFirst: Bool, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var written = 0
    var wordCount = 0
    var index = 0
    while index < input.count {
      guard isWordByte(input[index]) else {
        index += 1
        continue
      }
      let start = index
      var hasLower = false
      while index < input.count, isWordByte(input[index]) {
        if isLower(input[index]) { hasLower = true }
        index += 1
      }
      // A word in capitals only (`FETCH`) is a plain word: its letters after the first (and, for
      // the first word of a lowerCamelCase name, the first too) are lowercased.
      if lowerFirst && wordCount == 0 {
        // `URLSession` → `urlSession`, `Dawn` → `dawn`, `TS` → `ts`.
        var upperEnd = start
        if hasLower {
          while upperEnd < index, isUpper(input[upperEnd]) { upperEnd += 1 }
          if upperEnd - start > 1, upperEnd < index, isLower(input[upperEnd]) { upperEnd -= 1 }
        } else {
          upperEnd = index
        }
        for position in start..<index {
          out[written] = position < upperEnd ? lowercased(input[position]) : input[position]
          written += 1
        }
      } else {
        out[written] = uppercased(input[start])
        written += 1
        for position in (start + 1)..<index {
          out[written] = hasLower ? input[position] : lowercased(input[position])
          written += 1
        }
      }
      wordCount += 1
    }
    return written
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    isLower(byte) || isUpper(byte) || (0x30...0x39).contains(byte)
  }
  private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
  private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
  private static func uppercased(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }

  private static func prefixed(_ name: String, digitPrefix: String, empty: String) -> String {
    if name.isEmpty { return empty }
    if let first = name.utf8.first, (0x30...0x39).contains(first) { return digitPrefix + name }
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
  /// Also Foundation's and the runtime's types the generated code names, and the modules it
  /// imports (a spec named `Date` or `Scheduling` would shadow them; issue 42).
  static let shadowedTypes: Set<String> = [
    "Array", "Bool", "CaseIterable", "Character", "Dictionary", "Double", "Equatable", "Error", "Float", "Hashable",
    "Int", "Never", "Optional", "RawRepresentable", "Sendable", "Set", "String", "Swift", "Void",
    "Result", "Task", "Substring", "Range", "Comparable", "Identifiable", "Codable", "Collection", "Sequence",
    "Unicode", "UInt", "Int64", "UInt64",
    "Foundation", "Date", "Calendar", "TimeZone", "Locale", "URL", "Data", "UUID", "TimeInterval", "DateComponents",
    "UserNotifications", "SpeccRuntime", "Scheduling", "Recurrence", "RecurrenceRule", "TemplateRendering",
    "TemplateLocalization", "Plurals", "PluralCategory", "Graphemes", "Locales", "NotificationIDs",
    "NotificationImportance", "NotificationVisibility", "FlowMachine", "FlowMachineState", "FlowTestVector", "Weekday",
    "UserNotificationsAdapter", "SpeccRuntimeVersion",
  ]
}
