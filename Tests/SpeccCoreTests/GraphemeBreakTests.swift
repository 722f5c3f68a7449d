import Foundation
import Testing

@testable import SpeccCore
@testable import SpeccRuntime

/// Issue 19, item 7: the Unicode Consortium's GraphemeBreakTest of the pinned version
/// (Tests/Vectors/unicode/GraphemeBreakTest.txt) passes line by line in SpeccRuntime's segmenter
/// and in the build-time checks' counting; Kotlin and TypeScript run the same file
/// (Tests/Vectors/Graphemes.kt, graphemes.ts, from scripts/check-foreign.sh).
@Suite struct GraphemeBreakTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Vectors/unicode/GraphemeBreakTest.txt")

  /// One line of the test file: its number, the text and its expected clusters.
  struct Case {
    var line: Int
    var text: String
    var clusters: [String]
  }

  /// Every case of the file (`÷ 0020 × 0308 ÷  # comment`: ÷ a break, × none).
  static func cases() throws -> [Case] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var cases: [Case] = []
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let data = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !fields.isEmpty else { continue }
      var clusters: [String] = []
      var current = ""
      for field in fields {
        switch field {
        case "÷":
          if !current.isEmpty { clusters.append(current) }
          current = ""
        case "×": continue
        default:
          let scalar = try #require(UInt32(field, radix: 16).flatMap(Unicode.Scalar.init), "line \(number + 1)")
          current.unicodeScalars.append(scalar)
        }
      }
      if !current.isEmpty { clusters.append(current) }
      cases.append(Case(line: number + 1, text: clusters.joined(), clusters: clusters))
    }
    return cases
  }

  /// The clusters' scalars, shown as code points (String's `==` is canonical equivalence).
  static func scalars(_ clusters: [String]) -> [[UInt32]] { clusters.map { $0.unicodeScalars.map(\.value) } }

  @Test func theFileIsTheOneOfThePinnedVersion() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(text.hasPrefix("# GraphemeBreakTest-\(Graphemes.unicodeVersion).txt"))
    #expect(try Self.cases().count == 766)
  }

  @Test func everyLineSegmentsAsTheFileSays() throws {
    var failures: [String] = []
    for test in try Self.cases() {
      let clusters = Graphemes.clusters(test.text)
      if Self.scalars(clusters) != Self.scalars(test.clusters) || Graphemes.count(test.text) != test.clusters.count {
        failures.append("line \(test.line): \(Self.scalars(clusters)) ≠ \(Self.scalars(test.clusters))")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) lines fail:\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// The build-time checks count a text's characters with the same segmentation.
  @Test func theBuildTimeCountIsTheSameOnEveryLine() throws {
    for test in try Self.cases() {
      let parsed = TemplateText(test.text, known: [])
      #expect(parsed.literalLength == test.clusters.count, "line \(test.line)")
      #expect(parsed.literalLength(in: .utf16) == test.text.utf16.count, "line \(test.line)")
    }
  }

  /// Truncation keeps whole clusters of the file: a text of n clusters cut to n − 1 keeps n − 2 and "…".
  @Test func truncationKeepsTheFilesClusters() throws {
    for test in try Self.cases() where test.clusters.count >= 3 && !test.text.unicodeScalars.contains("&") {
      let n = test.clusters.count
      let cut = TemplateRendering.truncate(test.text, to: n - 1)
      let expected = test.clusters.prefix(n - 2).joined() + "…"
      #expect(cut.unicodeScalars.elementsEqual(expected.unicodeScalars), "line \(test.line)")
      #expect(TemplateRendering.truncate(test.text, to: n) == test.text, "line \(test.line)")
    }
  }

  /// The tables SpeccRuntime carries are what the pinned data says, for every code point: the
  /// same check as `scripts/generate-graphemes.py --check`, without Python.
  @Test func theTablesAreWhatTheUnicodeDataSays() throws {
    let folder = Self.file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/unicode/\(Graphemes.unicodeVersion)")
    let breaks = [
      "Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark", "L", "V", "T",
      "LV", "LVT",
    ]
    let conjuncts = ["None", "Linker", "Consonant", "Extend"]
    var expected = [UInt32](repeating: 0, count: 0x11_0000)
    func lines(_ name: String) throws -> [(ClosedRange<Int>, [String])] {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return try text.split(separator: "\n").compactMap { line in
        let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count >= 2, !fields[0].isEmpty else { return nil }
        let bounds = fields[0].components(separatedBy: "..").compactMap { Int($0, radix: 16) }
        let first = try #require(bounds.first, "\(name): \(line)")
        return (first...(bounds.last ?? first), Array(fields.dropFirst()))
      }
    }
    for (range, fields) in try lines("GraphemeBreakProperty.txt") {
      let value = try #require(breaks.firstIndex(of: fields[0]), "\(fields)")
      for cp in range { expected[cp] = expected[cp] & ~0xF | UInt32(value) }
    }
    for (range, fields) in try lines("DerivedCoreProperties-InCB.txt") where fields[0] == "InCB" {
      let value = try #require(conjuncts.firstIndex(of: fields[1]), "\(fields)")
      for cp in range { expected[cp] |= UInt32(value) << 4 }
    }
    for (range, fields) in try lines("emoji-data.txt") where fields[0] == "Extended_Pictographic" {
      for cp in range { expected[cp] |= 0x40 }
    }
    var wrong: [String] = []
    for cp in 0..<0x11_0000 where Graphemes.property(of: UInt32(cp)) != expected[cp] {
      wrong.append(String(cp, radix: 16, uppercase: true))
    }
    #expect(
      wrong.isEmpty, "\(wrong.count) code points differ, first \(wrong.prefix(10)): run scripts/generate-graphemes.py")
  }

  /// The shared grapheme vectors (Tests/Vectors/graphemes.json, expected clusters from an
  /// independent implementation), which Kotlin and TypeScript run too.
  @Test func theSharedGraphemeVectorsPass() throws {
    let url = Self.file.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("graphemes.json")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["unicodeVersion"] as? String == Graphemes.unicodeVersion)
    let cases = try #require(json["cases"] as? [[String: Any]])
    #expect(cases.count >= 20)
    for test in cases {
      let text = try #require(test["text"] as? String)
      let clusters = try #require(test["clusters"] as? [String])
      #expect(Self.scalars(Graphemes.clusters(text)) == Self.scalars(clusters), "\(test["name"] ?? "?")")
      #expect(TemplateText(text, known: []).literalLength == clusters.count, "\(test["name"] ?? "?")")
    }
  }

  /// Scripts and emoji whose clusters Unicode 17 (and 14–16) changed, as every runtime counts them.
  @Test(arguments: [
    ("\u{1780}\u{17D2}\u{1780}", 1),  // Khmer KA, COENG, KA: a conjunct (InCB=Linker since 17.0)
    ("\u{1000}\u{1039}\u{1000}", 1),  // Myanmar KA, VIRAMA, KA
    ("\u{1B13}\u{1B44}\u{1B13}", 1),  // Balinese KA, ADEG ADEG, KA
    ("\u{0915}\u{094D}\u{0937}", 1),  // Devanagari क्ष (GB9c since 15.1)
    ("\u{1FAE8}\u{FE0F}", 1),  // SHAKING FACE (Unicode 15), emoji presentation
    ("\u{1FAEA}\u{200D}\u{1F6D8}", 1),  // DISTORTED FACE, ZWJ, LANDSLIDE (both Unicode 17)
    ("\u{1F9D1}\u{200D}\u{1FA70}", 1),  // ZWJ sequence with a pictograph of Unicode 12
    ("\u{1FAF1}\u{1F3FB}\u{200D}\u{1FAF2}\u{1F3FF}", 1),  // handshake with two skin tones (Unicode 14)
    ("a\u{1ACE}", 1),  // a combining mark of Unicode 14
    ("a\u{1FAE8}b", 3),
  ])
  func newerScriptsAndEmojiCountAsOne(text: String, expected: Int) {
    #expect(Graphemes.count(text) == expected)
    #expect(TemplateText(text, known: []).literalLength == expected)
  }

  /// A title of 50 Khmer conjuncts (150 scalars) fits; 51 do not: the build-time check counts as
  /// the runtimes truncate.
  @Test func theTemplateLengthRuleCountsConjunctsAsOneCharacter() {
    let head = "spec: x\nname: X\nversion: \"1\"\ntemplates:\n  - id: daily\n"
    let conjunct = "\u{1780}\u{17D2}\u{1780}"
    let fits = Pipeline.lint(
      text: head + "    title: \(String(repeating: conjunct, count: 50))\n    body: ok\n", path: "Specs/x.yaml")
    #expect(!fits.diagnostics.contains { $0.ruleID == "template_length" })
    let over = Pipeline.lint(
      text: head + "    title: \(String(repeating: conjunct, count: 51))\n    body: ok\n", path: "Specs/x.yaml")
    #expect(over.diagnostics.contains { $0.ruleID == "template_length" && $0.message.contains("51 characters") })
  }
}
