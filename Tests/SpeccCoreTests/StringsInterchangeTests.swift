import Foundation
import Testing

@testable import SpeccCore

/// Issue 21, item 5: `specc strings export` / `import` to and from `.xcstrings` and Android
/// `strings.xml`: a round trip is lossless and byte-identical, import errors are located in the
/// imported file, and Android's escaping rules hold.
@Suite struct StringsInterchangeTests {
  /// A fresh folder with a copy of `Examples/localized.yaml` (or `text`) as `app.yaml`.
  static func folder(_ text: String? = nil) throws -> (URL, String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-strings-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let spec = directory.appendingPathComponent("app.yaml").path
    let original = try text ?? LocalizedExampleTests.text()
    try original.write(toFile: spec, atomically: true, encoding: .utf8)
    return (directory, spec)
  }

  static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  static func entries(_ text: String) throws -> [StringsInterchange.Entry] {
    let spec = try #require(Pipeline.lint(text: text, path: "app.yaml").resolved)
    return StringsInterchange.entries(of: spec)
  }

  /// Export, then import each format on its own: the spec comes back byte for byte, and the
  /// import wrote nothing (the file did not change).
  @Test(arguments: ["xcstrings", "android", "both"])
  func roundTripIsByteIdentical(format: String) throws {
    let (directory, spec) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Self.read(spec)
    let catalog = directory.appendingPathComponent("App.xcstrings").path
    let res = directory.appendingPathComponent("res").path
    let exported = try StringsInterchange.export(spec: spec, xcstrings: catalog, android: res)
    #expect(exported.diagnostics.isEmpty && exported.written.count == 4)
    let android = ["values", "values-ar", "values-fr"].map { "\(res)/\($0)/strings.xml" }
    let files = format == "xcstrings" ? [catalog] : format == "android" ? android : [catalog] + android
    let imported = try StringsInterchange.importFiles(files, into: spec)
    #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
    #expect(imported.written.isEmpty && imported.unchanged == [spec])
    #expect(try Self.read(spec) == before)
  }

  /// The spec without its Arabic and French translations gets every one back from an export of
  /// the full spec, and becomes byte-identical to it.
  @Test(arguments: ["xcstrings", "android"])
  func importRestoresRemovedTranslations(format: String) throws {
    let (directory, full) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = directory.appendingPathComponent("App.xcstrings").path
    let res = directory.appendingPathComponent("res").path
    _ = try StringsInterchange.export(spec: full, xcstrings: catalog, android: res)
    let text = try Self.read(full)
    let lines = text.components(separatedBy: "\n")
    // Keep the English plural forms only: drop translations.fr/ar and plurals.fr/ar.
    var stripped: [String] = []
    var skipping = false
    for line in lines {
      if line == "    fr:" || line == "    ar:" {
        skipping = true
        continue
      }
      if skipping && (line.hasPrefix("      ") || line.hasPrefix("        ")) { continue }
      skipping = false
      stripped.append(line)
    }
    let strippedText = stripped.joined(separator: "\n").replacingOccurrences(of: "  translations:\n", with: "")
    #expect(try Self.entries(strippedText).count < Self.entries(text).count)
    let spec = directory.appendingPathComponent("stripped.yaml").path
    try strippedText.write(toFile: spec, atomically: true, encoding: .utf8)
    let files =
      format == "xcstrings" ? [catalog] : ["values-ar", "values-fr"].map { "\(res)/\($0)/strings.xml" }
    let imported = try StringsInterchange.importFiles(files, into: spec)
    #expect(imported.diagnostics.isEmpty && imported.written == [spec], "\(imported.diagnostics.map(\.message))")
    #expect(try Self.entries(Self.read(spec)) == Self.entries(text))
    #expect(try Self.read(spec) == text)
  }

  /// A locale's Android folder is built from the subtags the Resolve stage read once, and read back.
  @Test(arguments: [
    ("fr", "values-fr"), ("fr-CA", "values-fr-rCA"), ("pt_BR", "values-pt-rBR"), ("zh-Hant-TW", "values-b+zh+Hant+TW"),
    ("es-419", "values-b+es+419"), ("en", "values"),
  ])
  func aLocalesValuesFolderComesFromItsSubtags(_ tag: String, _ folder: String) {
    #expect(StringsInterchange.valuesFolder(LocaleValue(tag), source: "en") == folder)
    let back = StringsInterchange.locale(ofFolder: folder, source: "en")
    #expect(back == tag.replacingOccurrences(of: "_", with: "-"))
  }

  @Test func theCatalogIsXcodeShapedAndSorted() throws {
    let spec = try #require(Pipeline.lint(text: try LocalizedExampleTests.text(), path: "app.yaml").resolved)
    let catalog = StringsInterchange.xcstrings(spec)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
    #expect(json["sourceLanguage"] as? String == "en" && json["version"] as? String == "1.0")
    let strings = try #require(json["strings"] as? [String: [String: Any]])
    let body = try #require(
      strings["specc.study_breaks.templates.break_soon.body"]?["localizations"] as? [String: [String: Any]])
    let arabic = try #require((body["ar"]?["variations"] as? [String: Any])?["plural"] as? [String: Any])
    #expect(Set(arabic.keys) == ["zero", "one", "two", "few", "many", "other"])
    let english = try #require((body["en"]?["variations"] as? [String: Any])?["plural"] as? [String: Any])
    #expect(Set(english.keys) == ["one", "other"])
    // Keys in order, Xcode's " : " separators.
    let keys = catalog.components(separatedBy: "\n").filter { $0.hasPrefix("    \"") }
    #expect(keys == keys.sorted() && keys.count == strings.count)
    #expect(catalog.contains("\"sourceLanguage\" : \"en\",\n"))
    #expect(StringsInterchange.xcstrings(spec) == catalog)
  }

  /// Android's escaping: what goes out is read back exactly, and looks as Android wants it.
  @Test func androidEscapingRoundTrips() throws {
    let texts = [
      "It's \"quoted\"", "@string/not_a_reference", "?attr", "Two\nlines\tand tab", "100% sure", " padded  twice ",
      "a & b < c > d", "back\\slash", "\u{2068}isolated\u{2069}", "",
    ]
    for text in texts {
      let escaped = StringsInterchange.androidEscape(text)
      // The XML parser decodes the entities before Android's unescaping.
      let characterData = escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
        of: "&gt;", with: ">"
      )
      .replacingOccurrences(of: "&amp;", with: "&")
      #expect(StringsInterchange.androidUnescape(characterData).text == text, "\(text) → \(escaped)")
    }
    #expect(StringsInterchange.androidEscape("It's \"q\"") == "It\\'s \\\"q\\\"")
    #expect(StringsInterchange.androidEscape("@x ?y") == "\\@x ?y")
    #expect(StringsInterchange.androidEscape(" a  b ") == "\\u0020a \\u0020b\\u0020")
    // Android collapses unescaped white space and keeps it inside double quotes.
    #expect(StringsInterchange.androidUnescape("  a \n  b ").text == "a b")
    #expect(StringsInterchange.androidUnescape("\"  a  \"").text == "  a  ")
    #expect(StringsInterchange.androidUnescape("it's").problem != nil)
    #expect(StringsInterchange.androidUnescape("\\x").problem != nil)
  }

  /// Copy with every character Android escapes survives export → import into the spec.
  @Test func androidSpecialCharactersRoundTripThroughTheSpec() throws {
    let spec = """
      spec: demo
      name: Demo
      version: "1"
      copy:
        - id: ask
          platform: all
          context: prompt
          text: Allow notifications
      localization:
        source_language: en
        locales: [fr]
        translations:
          fr:
            copy.ask: "L'appli dit \\"oui\\" à 100 % & <plus>\\n@ ?  \\\\ fin "

      """
    let (directory, path) = try Self.folder(spec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let res = directory.appendingPathComponent("res").path
    _ = try StringsInterchange.export(spec: path, xcstrings: nil, android: res)
    let xml = try Self.read("\(res)/values-fr/strings.xml")
    #expect(
      xml.contains(
        "<string name=\"specc_demo_copy_ask\" formatted=\"false\">L\\'appli dit \\\"oui\\\" à 100 % &amp; &lt;plus&gt;\\n@ ? \\u0020\\\\ fin\\u0020</string>"
      ), "\(xml)")
    let imported = try StringsInterchange.importFiles(["\(res)/values-fr/strings.xml"], into: path)
    #expect(imported.diagnostics.isEmpty && imported.unchanged == [path], "\(imported.diagnostics.map(\.message))")
    #expect(try Self.read(path) == spec)
  }

  /// Each problem of an imported file is one error at its line and column there, and nothing is written.
  @Test(arguments: [
    (
      "App.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"x\" : 1,,\n", 4, 13,
      "not valid JSON"
    ),
    (
      "App.xcstrings",
      "{\"sourceLanguage\":\"en\",\"strings\":{\"specc.study_breaks.templates.break_soon.body\":{\"localizations\":{\"fr\":{\"variations\":{\"plural\":{\n  \"lots\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}}}}}}",
      2, 3,
      "plural category 'lots' of 'specc.study_breaks.templates.break_soon.body' in fr is not a CLDR plural category"
    ),
    (
      "App.xcstrings",
      "{\"sourceLanguage\":\"en\",\"strings\":{\n\"specc.study_breaks.channels.breaks.name\":{\"localizations\":{\"fr\":\n  {\"variations\":{\"plural\":{}}}}}}}",
      3, 17, "'specc.study_breaks.channels.breaks.name' has no plural forms"
    ),
    (
      "res/values-fr/strings.xml",
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <plurals name=\"specc_study__breaks_templates_break_soon_body\">\n        <item quantity=\"lots\">x</item>\n    </plurals>\n</resources>\n",
      4, 9, "bad plural quantity of 'templates.break_soon.body': 'lots' is not a CLDR plural category"
    ),
    (
      "res/values-fr/strings.xml",
      "<resources>\n  <string name=\"specc_study__breaks_templates_break_soon_body\">x</string>\n</resources>\n", 2, 3,
      "'templates.break_soon.body' varies with a count"
    ),
    (
      "res/values-fr/strings.xml", "<resources>\n  <string name=\"a\">x</strin>\n</resources>\n", 2, 21,
      "not well-formed XML: </strin> closes <string>"
    ),
  ])
  func importErrorsAreLocatedInTheImportedFile(
    file: String, contents: String, line: Int, column: Int, message: String
  ) throws {
    let (directory, spec) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Self.read(spec)
    let path = directory.appendingPathComponent(file).path
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    let outcome = try StringsInterchange.importFiles([path], into: spec)
    #expect(outcome.failed && outcome.written.isEmpty)
    #expect(outcome.diagnostics.count == 1, "\(outcome.diagnostics.map(\.message))")
    let error = try #require(outcome.diagnostics.first)
    #expect(error.ruleID == "strings_import" && error.location.path == path)
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(error.location.line == line, "\(error.location)")
    if column > 0 { #expect(error.location.column == column, "\(error.location)") }
    #expect(try Self.read(spec) == before)
  }
}
