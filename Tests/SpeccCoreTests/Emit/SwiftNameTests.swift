import Testing

@testable import SpeccCore

/// Table-driven tests of spec name → Swift identifier (after OAG's `Test_SwiftSafeNames`).
@Suite struct SwiftNameTests {
  @Test(arguments: [
    ("on_time", "OnTime"),
    ("timesafari", "Timesafari"),
    ("timesafari.daily", "TimesafariDaily"),
    ("TS_DAILY", "TsDaily"),
    ("prefetchLeadMinutes", "PrefetchLeadMinutes"),
    ("athan-app v2", "AthanAppV2"),
    ("0800", "N0800"),
    ("2fa", "N2fa"),
    ("", "Unnamed"),
    ("!!!", "Unnamed"),
    ("مرحبا", "Unnamed"),
    ("café au lait", "CafAuLait"),
    ("🕌 prayer", "Prayer"),
    ("string", "String_"),
    ("int", "Int_"),
    ("self", "Self_"),
    ("type", "Type_"),
    ("protocol", "Protocol_"),
    ("any", "Any_"),
  ])
  func typeNames(_ input: String, _ expected: String) {
    #expect(SwiftName.typeName(input) == expected)
  }

  @Test(arguments: [
    ("timesafari.daily", "timesafariDaily"),
    ("fajr", "fajr"),
    ("last_third", "lastThird"),
    ("FETCH_TIMEOUT", "fetchTimeout"),
    ("OPEN", "open"),
    ("TSDaily", "tsDaily"),
    ("URLSession", "urlSession"),
    ("prefetchLeadMinutes", "prefetchLeadMinutes"),
    ("android_exact_armed", "androidExactArmed"),
    ("0800", "n0800"),
    ("default", "`default`"),
    ("class", "`class`"),
    ("func", "`func`"),
    ("true", "`true`"),
    ("nil", "`nil`"),
    ("self", "self_"),
    ("init", "init_"),
    ("_", "unnamed"),
    ("__", "unnamed"),
    ("a\"b", "aB"),
    ("a\\(b)", "aB"),
    ("line\nbreak", "lineBreak"),
    ("x\u{202E}y", "xY"),
    ("", "unnamed"),
  ])
  func caseNames(_ input: String, _ expected: String) {
    #expect(SwiftName.caseName(input) == expected)
  }

  @Test func digitPrefixAndReserved() {
    #expect(SwiftName.caseName("0800", digitPrefix: "slot") == "slot0800")
    #expect(SwiftName.typeName("0800", digitPrefix: "Slot") == "Slot0800")
    #expect(SwiftName.caseName("label", reserved: ["label"]) == "label_")
    #expect(SwiftName.bare("`default`") == "default")
    #expect(SwiftName.bare("fajr") == "fajr")
  }

  @Test func everyIdentifierIsASCIIAndWellFormed() {
    let inputs = ["", "0", "9lives", "a-b-c", "ÄÖÜ", "🙂", "x y z", "a..b", "`x`", "default", "Self", "\u{0}"]
    for input in inputs {
      for name in [SwiftName.typeName(input), SwiftName.caseName(input)] {
        let bare = SwiftName.bare(name)
        #expect(
          bare.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
          }, "\(name)")
        #expect(bare.first.map { !$0.isNumber } ?? false, "\(name)")
      }
    }
  }

  @Test func collisionsPointAtTheLaterName() {
    let names = [
      Located("a.daily", at: Mark(line: 1, column: 1)), Located("a_daily", at: Mark(line: 2, column: 1)),
      Located("a.daily", at: Mark(line: 3, column: 1)), Located("b", at: Mark(line: 4, column: 1)),
      Located("aDaily", at: Mark(line: 5, column: 1)),
    ]
    var swift = LanguageNames(language: .swift, displayName: "Swift")
    swift.add(names, in: .channels, NamingProfile.swift.idName ?? { id, _ in id })
    let found = swift.collisions
    #expect(found.map(\.second.mark.line) == [2, 5])
    #expect(found.allSatisfy { $0.first.mark.line == 1 && $0.name == "aDaily" })
    #expect(swift.ids.map(\.name) == ["aDaily", "aDaily", "aDaily", "b", "aDaily"])
  }

  @Test func scopesDeduplicateAndSuffix() {
    let names = NameScope.channels.names(["a.b", "a_b", "a.b", "display_name"]) { $0 }
    #expect(names.map(\.name) == ["aB", "aB_2", "displayName_"])
  }
}

/// The byte-level `SwiftName.camelCase` agrees with a plain reading of rules 1 and 2 written on
/// Unicode scalars and `Character` properties (the implementation before it was made fast).
@Suite struct SwiftNameReferenceTests {
  static let names = [
    "", "a", "A", "_", "__a__", "on_time", "OnTime", "URLSession", "URL", "TS_DAILY", "ts.daily", "a1b2", "1a",
    "0800", "FETCH__TIMEOUT", "prefetchLeadMinutes", "iOS", "IOSApp", "x-Y-z", "ÀB", "café au lait", "مرحبا", "🕌fajr",
    "a\u{0}b", "e\u{301}x", "ＡＢＣ", "a\tb\nc", "\"quoted\"", "back\\slash", "HTTPSProxy", "aB", "Ab", "ABc",
    "9", "_9a", "A_B_C", "ABC1def", "aBC", "a__B", "x.ÀBc.Dé", "UPPER_snake_Mixed9",
  ]

  static func referenceWords(_ name: String) -> [String] {
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

  static func reference(_ name: String, lowerFirst: Bool) -> String {
    let words = referenceWords(name)
    func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    guard let first = words.first else { return "" }
    guard lowerFirst else { return words.map(capitalized).joined() }
    let chars = Array(first)
    var end = 0
    while end < chars.count, chars[end].isUppercase { end += 1 }
    if end > 1, end < chars.count, chars[end].isLowercase { end -= 1 }
    return String(chars[..<end]).lowercased() + String(chars[end...]) + words.dropFirst().map(capitalized).joined()
  }

  @Test(arguments: names)
  func agreesWithTheReference(_ name: String) {
    #expect(SwiftName.camelCase(name, lowerFirst: true) == Self.reference(name, lowerFirst: true))
    #expect(SwiftName.camelCase(name, lowerFirst: false) == Self.reference(name, lowerFirst: false))
  }
}
