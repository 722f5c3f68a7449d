import Foundation
import Testing

/// `specc strings export` and `import` from the command line: files written and named, the
/// round trip leaves the spec unchanged, and a bad imported file is a located error (exit 1).
@Suite struct StringsCommandTests {
  static func project() throws -> URL {
    let text = try String(
      contentsOf: CLI.root.appendingPathComponent("Examples/localized.yaml"), encoding: .utf8)
    return try CompileCommandTests.project(text)
  }

  @Test func exportThenImportLeavesTheSpecAsItWas() throws {
    let dir = try Self.project()
    let before = try String(contentsOf: dir.appendingPathComponent("Specs/x.yaml"), encoding: .utf8)
    let export = try CLI.run(
      ["strings", "export", "Specs/x.yaml", "--xcstrings", "L10n/App.xcstrings", "--android", "res"], in: dir)
    #expect(export.status == 0, "\(export.output)")
    #expect(
      export.stdout
        == "wrote L10n/App.xcstrings\nwrote res/values/strings.xml\nwrote res/values-ar/strings.xml\nwrote res/values-fr/strings.xml\n"
    )
    let again = try CLI.run(["strings", "export", "Specs/x.yaml", "--xcstrings", "L10n/App.xcstrings"], in: dir)
    #expect(again.stdout == "1 unchanged\n", "\(again.output)")
    let imported = try CLI.run(
      [
        "strings", "import", "Specs/x.yaml", "L10n/App.xcstrings", "res/values-fr/strings.xml",
        "res/values-ar/strings.xml",
      ],
      in: dir)
    #expect(imported.status == 0 && imported.stdout == "1 unchanged\n", "\(imported.output)")
    #expect(try String(contentsOf: dir.appendingPathComponent("Specs/x.yaml"), encoding: .utf8) == before)
  }

  @Test func aBadImportIsALocatedErrorAndWritesNothing() throws {
    let dir = try Self.project()
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("res/values-fr"), withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="utf-8"?>
    <!DOCTYPE resources [<!ENTITY name SYSTEM "file:///etc/passwd">]>
    <resources>
        <string name="specc_study__breaks_channels_breaks_name">&name;</string>
    </resources>

    """.write(
      to: dir.appendingPathComponent("res/values-fr/strings.xml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["strings", "import", "Specs/x.yaml", "res/values-fr/strings.xml"], in: dir)
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.stderr.contains(
        "res/values-fr/strings.xml:2:1: error: a DOCTYPE: specc reads no DTD and expands no entity (XXE)"
      ), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let usage = try CLI.run(["strings", "export", "Specs/x.yaml"], in: dir)
    #expect(usage.status == 2 && usage.stderr.contains("--xcstrings"), "\(usage.output)")
  }

  /// Export into the app's own catalog keeps the app's keys; import reads specc's keys and notes
  /// the others once (exit 0); a disagreement between two files is an error (exit 1).
  @Test func theAppsOwnCatalogKeepsItsKeysAndImportNotesThem() throws {
    let dir = try Self.project()
    let app =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"About\" : {\n      \"comment\" : \"Menu item\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("L10n"), withIntermediateDirectories: true)
    try app.write(to: dir.appendingPathComponent("L10n/App.xcstrings"), atomically: true, encoding: .utf8)
    let export = try CLI.run(["strings", "export", "Specs/x.yaml", "--xcstrings", "L10n/App.xcstrings"], in: dir)
    #expect(export.status == 0 && export.stdout == "wrote L10n/App.xcstrings\n", "\(export.output)")
    let merged = try String(contentsOf: dir.appendingPathComponent("L10n/App.xcstrings"), encoding: .utf8)
    #expect(
      merged.hasPrefix(
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"About\" : {\n      \"comment\" : \"Menu item\"\n    },\n    \"specc.study_breaks."
      ))
    let imported = try CLI.run(["strings", "import", "Specs/x.yaml", "L10n/App.xcstrings"], in: dir)
    #expect(imported.status == 0 && imported.stdout == "1 unchanged\n", "\(imported.output)")
    #expect(
      imported.stderr.contains(
        "L10n/App.xcstrings:4:5: note: 1 key is not specc's (first 'About'): specc reads and writes only the keys starting 'specc.study_breaks.'"
      ), "\(imported.stderr)")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("res/values-fr"), withIntermediateDirectories: true)
    try "<resources>\n  <string name=\"specc_study__breaks_channels_breaks_name\">Pausen</string>\n</resources>\n"
      .write(
        to: dir.appendingPathComponent("res/values-fr/strings.xml"), atomically: true, encoding: .utf8)
    let disagree = try CLI.run(
      ["strings", "import", "Specs/x.yaml", "L10n/App.xcstrings", "res/values-fr/strings.xml"], in: dir)
    #expect(disagree.status == 1 && disagree.stdout.isEmpty, "\(disagree.output)")
    #expect(
      disagree.stderr.contains(
        "res/values-fr/strings.xml:2:3: error: the fr text of 'specc.study_breaks.channels.breaks.name' is \"Pausen\" here but \"Pauses\" at L10n/App.xcstrings:"
      ), "\(disagree.stderr)")
  }
}
