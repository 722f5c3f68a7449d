import Foundation
import Testing

@testable import SpeccCore

/// Issue 31, item 2: hostile translation files. Entities are never expanded, malformed UTF-8,
/// duplicate JSON keys and duplicate resources or plural forms in strings.xml are errors at
/// their place, and well-formed files of any size are
/// read. Each case is one located error of rule `strings_import`, and nothing is written.
@Suite struct StringsHostileFilesTests {
  static let owned = "specc_garden_copy_ask"

  /// (file, contents, line, column, message prefix).
  static let cases: [(String, [UInt8], Int, Int, String)] = [
    (
      "A.xcstrings",
      Array("{\"sourceLanguage\":\"en\",\n\"strings\":{\"a".utf8) + [0xC3, 0x28] + Array("\":{}}}".utf8),
      2, 14, "malformed UTF-8 at byte offset 37 (0xC3)"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n  <string name=\"x\">".utf8) + [0x80] + Array("</string>\n</resources>".utf8),
      2, 20, "malformed UTF-8 at byte offset 31 (0x80)"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n  <string name=\"x\">".utf8) + [0xC0, 0xAF] + Array("</string>\n</resources>".utf8),
      2, 20, "malformed UTF-8 at byte offset 31 (0xC0)"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n  <string name=\"x\">".utf8) + [0xED, 0xA0, 0x80] + Array("</string>\n</resources>".utf8),
      2, 20, "malformed UTF-8 at byte offset 31 (0xED)"
    ),
    (
      "res/values-fr/strings.xml", Array("<resources>\n  <string name=\"x\">".utf8) + [0xE2, 0x82], 2, 20,
      "malformed UTF-8 at byte offset 31 (0xE2)"
    ),
    (
      "res/values-fr/strings.xml",
      Array(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE resources [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <resources>
            <string name="\(owned)">&secret;</string>
        </resources>
        """.utf8), 2, 1, "a DOCTYPE: specc reads no DTD and expands no entity (XXE)"
    ),
    (
      "res/values-fr/strings.xml",
      Array(
        """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        ]>
        <resources><string name="\(owned)">&lol2;</string></resources>
        """.utf8), 2, 1, "a DOCTYPE: specc reads no DTD and expands no entity (XXE)"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n    <string name=\"\(owned)\">Autoriser&nbsp;les rappels</string>\n</resources>\n".utf8), 2,
      51,
      "the entity &nbsp; is not expanded: specc reads no DTD and expands no entity"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n    <string name=\"\(owned)\">A & B</string>\n</resources>\n".utf8),
      2, 44, "not well-formed XML: '&' must be written &amp;"
    ),
    (
      "res/values-fr/strings.xml",
      Array("<resources>\n    <string name=\"\(owned)\" name=\"other\">A</string>\n</resources>\n".utf8), 2, 42,
      "not well-formed XML: duplicate attribute 'name' in <string>"
    ),
    (
      "res/values-fr/strings.xml", Array("<resources>\n    <string name=\"\(owned)\">A".utf8), 2, 5,
      "not well-formed XML: <string> is not closed (the file ends first)"
    ),
    (
      "res/values-fr/strings.xml",
      Array(
        "<resources>\n    <string name=\"\(owned)\">A</string>\n    <string name=\"\(owned)\">B</string>\n</resources>\n"
          .utf8), 3, 5, "duplicate resource '\(owned)' (first at line 2, column 5)"
    ),
    (
      "res/values-fr/strings.xml",
      Array(
        "<resources>\n  <plurals name=\"specc_garden_templates_water_body\">\n    <item quantity=\"one\">a</item>\n    <item quantity=\"one\">b</item>\n  </plurals>\n</resources>\n"
          .utf8), 4, 5, "duplicate plural form 'one' in 'specc_garden_templates_water_body' (first at line 3, column 5)"
    ),
    (
      "A.xcstrings",
      Array(
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "specc.garden.copy.ask" : {},
            "specc.garden.copy.ask" : {}
          },
          "version" : "1.0"
        }
        """.utf8), 5, 5, "not valid JSON: duplicate key 'specc.garden.copy.ask' (first at line 4, column 5)"
    ),
    (
      "A.xcstrings",
      Array(
        "{\"sourceLanguage\":\"en\",\"strings\":{\"specc.garden.copy.ask\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"A\",\n\"value\":\"B\"}}}}}}"
          .utf8), 2, 1, "not valid JSON: duplicate key 'value' (first at line 1, column 118)"
    ),
    (
      "A.xcstrings",
      Array(("{\"strings\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}").utf8),
      1, 75, "not valid JSON: nested more than 64 levels deep"
    ),
  ]

  @Test(arguments: 0..<cases.count)
  func aHostileFileIsOneLocatedErrorAndWritesNothing(index: Int) throws {
    let (name, bytes, line, column, message) = Self.cases[index]
    let (directory, spec) = try StringsInAppFilesTests.folder(StringsInAppFilesTests.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(name).path
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let outcome = try StringsInterchange.importFiles([path], into: spec)
    #expect(outcome.failed && outcome.written.isEmpty)
    #expect(outcome.diagnostics.count == 1, "\(StringsInAppFilesTests.messages(outcome))")
    let error = try #require(outcome.diagnostics.first)
    #expect(error.severity == .error && error.ruleID == "strings_import" && error.location.path == path)
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(
      error.location.line == line && error.location.column == column,
      "\(error.location.line):\(error.location.column) \(error.message)")
    #expect(try StringsInterchangeTests.read(spec) == StringsInAppFilesTests.bareSpec)
    // Export into the same file refuses it too, and leaves it as it was.
    let exported = try StringsInterchange.export(
      spec: spec, xcstrings: name.hasSuffix(".xcstrings") ? path : nil,
      android: name.hasSuffix(".xml") ? directory.appendingPathComponent("res").path : nil)
    #expect(exported.failed && exported.written.isEmpty)
    #expect(exported.diagnostics.contains { $0.message == error.message && $0.location == error.location })
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("res/values/strings.xml").path))
  }

  /// The UTF-8 check itself: what is well-formed passes, every malformed shape is caught at its first byte.
  @Test func utf8Validation() {
    #expect(ImportedFile.firstMalformedUTF8(Array("aé€𝄞🧘".utf8)) == nil)
    #expect(ImportedFile.firstMalformedUTF8([0x61, 0xF4, 0x90, 0x80, 0x80]) == 1)  // past U+10FFFF
    #expect(ImportedFile.firstMalformedUTF8([0x61, 0x62, 0xE0, 0x80, 0x80]) == 2)  // overlong
    #expect(ImportedFile.firstMalformedUTF8([0xF0, 0x9F, 0x98]) == 0)  // truncated
    #expect(ImportedFile.firstMalformedUTF8([0xFF]) == 0)
  }

  /// A well-formed strings.xml of 12 MB (the app's strings around specc's) is read whatever its size.
  @Test func aTwelveMegabyteStringsXMLIsRead() throws {
    let (directory, spec) = try StringsInAppFilesTests.folder(StringsInAppFilesTests.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
    let filler = String(repeating: "Une phrase de l’application, avec des accents : é à ç. ", count: 2)
    var index = 0
    while xml.utf8.count < 12_000_000 {
      xml += "    <string name=\"app_text_\(index)\">\(filler)\(index)</string>\n"
      index += 1
    }
    xml += "    <string name=\"\(Self.owned)\">Autoriser les rappels</string>\n</resources>\n"
    let file = try StringsInAppFilesTests.write(xml, directory, "res/values-fr/strings.xml")
    let outcome = try StringsInterchange.importFiles([file], into: spec)
    #expect(!outcome.failed && outcome.written == [spec], "\(StringsInAppFilesTests.messages(outcome))")
    #expect(outcome.diagnostics.map(\.message).first?.hasPrefix("\(index) resources are not specc's") == true)
    #expect(try StringsInterchangeTests.read(spec).contains("copy.ask: Autoriser les rappels"))
  }

  /// A catalog of 40,000 keys (the app's and specc's) imports; its time is measured in
  /// docs/benchmarks.md, not here.
  @Test func aFortyThousandKeyCatalogIsRead() throws {
    let (directory, spec) = try StringsInAppFilesTests.folder(StringsInAppFilesTests.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try StringsInAppFilesTests.write(Self.catalog(keys: 40_000), directory, "A.xcstrings")
    let outcome = try StringsInterchange.importFiles([catalog], into: spec)
    #expect(!outcome.failed && outcome.written == [spec], "\(StringsInAppFilesTests.messages(outcome))")
    #expect(outcome.diagnostics.first?.message.hasPrefix("39999 keys are not specc's") == true)
  }

  /// A catalog as Xcode writes one, with `keys` keys: the app's, each in French and Japanese,
  /// and specc's `copy.ask`.
  static func catalog(keys: Int) -> String {
    var members: [String] = []
    for index in 0..<(keys - 1) {
      members.append(
        """
            "app.key.\(index)" : {
              "comment" : "Shown somewhere in the app",
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Texte \(index)"
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "テキスト\(index)"
                  }
                }
              }
            }
        """)
    }
    members.append(
      """
          "specc.garden.copy.ask" : {
            "localizations" : {
              "fr" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Autoriser les rappels"
                }
              }
            }
          }
      """)
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + members.joined(separator: ",\n")
      + "\n  },\n  \"version\" : \"1.0\"\n}\n"
  }
}
