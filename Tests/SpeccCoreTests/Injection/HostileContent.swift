/// The strings and names a hostile spec author would try, for the injection property test.
///
/// Every payload that could escape a string literal or a comment carries a `#error(…)`: should
/// it ever reach Swift as code, the one `swiftc -typecheck` run fails, where a silent escape of
/// plain text would still type-check.
enum HostileContent {
  static let fragments: [String] = [
    "\"", "\\", "\\\\", "'", "`", "$0", "{", "}", "(", ")", "[", "]", "#", "##", "/*", "*/", "//", "///",
    "\\(exit(1))", "\\(#error(\"interpolated\"))", "\\#(#error(\"raw interpolation\"))",
    "\"; #error(\"quote\"); let _ = \"", "\"\"\"\n#error(\"triple quote\")\n\"\"\"",
    "\"# #error(\"raw string\") \"#", "\"## #error(\"raw string 2\") ##\"",
    "\n#error(\"newline\")\n", "\r#error(\"carriage return\")\r", "\r\n#error(\"crlf\")\r\n",
    "*/ #error(\"block comment\") /*", "\u{2028}#error(\"line separator\")", "\u{2029}", "\u{85}#error(\"NEL\")",
    "\u{0}", "\u{0}#error(\"nul\")", "\u{7}", "\u{1B}[31m", "\u{7F}", "\t", "\u{B}", "\u{C}",
    "\u{202E}", "\u{202A}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200F}", "\u{200B}", "\u{FEFF}",
    "#if false", "#endif", "#sourceLocation(file: \"x\", line: 1)", "@MainActor", "func", "}\nfunc injected() {",
    "\\u{41}", "\\0", "\\n", "%@", "%s", "{token}", "🕌", "👨‍👩‍👧", "e\u{301}", "\u{10FFFD}", "ﷺ", "مرحبا", "日本",
    "<script>", "&amp;", "|", "-->",
  ]

  static let words = ["Fajr", "prayer", "Allow", "notifications", "alarm", "time", "", " "]

  /// A string of 1–5 fragments and words.
  static func string(_ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<random.int(1...5) {
      text += random.chance(0.7) ? random.pick(fragments) : random.pick(words)
    }
    return text
  }

  /// A template title or body: hostile text of at most `maxLength` characters with no `{{` or
  /// `}}` of its own, and sometimes `token`.
  static func templateText(maxLength: Int, token: String, _ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<random.int(1...4) {
      let next = text + random.pick(fragments)
      if next.count <= maxLength && !next.contains("{{") && !next.contains("}}") { text = next }
    }
    if random.chance(0.5) && !text.hasSuffix("{") && !text.hasSuffix("}") { text += token }
    return text
  }

  /// Lowercase ids (the `^[a-z][a-z0-9_]*$` pattern) that are Swift keywords or members a
  /// generated type declares itself. All differ after dropping case and punctuation.
  static let lowerNames = [
    "class", "default", "self", "init", "deinit", "type", "protocol", "func", "enum", "in", "is", "as", "nil",
    "true", "false", "super", "subscript", "any", "some", "async", "await", "throws", "rethrows", "inout", "let",
    "var", "where", "while", "repeat", "return", "switch", "case", "import", "operator", "internal", "public",
    "private", "static", "struct", "extension", "typealias", "associatedtype", "all_cases", "raw_value",
    "hash_value", "description", "label", "state", "platform", "hash", "value", "id", "name", "unnamed", "string",
    "int", "bool", "array", "optional", "never", "sendable", "swift", "foundation", "speccruntime", "main",
  ]

  /// Upper- and mixed-case ids for sections that allow them.
  static let upperNames = [
    "Self", "Type", "Protocol", "Any", "String", "Int", "Bool", "Never", "Optional", "Error", "Sendable",
    "CaseIterable", "SELF", "TYPE", "INIT", "DEFAULT", "CLASS", "RAW_VALUE", "ALL_CASES", "SWIFT", "URL.Session",
  ]

  /// `count` distinct ids shaped by `shape` from `names`, never two that could become one Swift
  /// identifier (they differ after dropping case and every non-alphanumeric character).
  static func ids(
    _ count: Int, from names: [String], _ random: inout SeededRandom, shape: (String) -> String? = { $0 }
  ) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    var attempt = 0
    while result.count < count && attempt < count * 20 {
      attempt += 1
      let base = random.pick(names)
      let candidate = random.chance(0.5) ? base : base + "_" + String(random.int(1...999))
      guard let id = shape(candidate) else { continue }
      let key = String(
        id.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
      if seen.insert(key).inserted { result.append(id) }
    }
    return result
  }
}
