import Testing

@testable import SpeccCore

/// `textDocument/formatting` through the language server: advertised, and its edits turn the
/// document into `specc format`'s text.
@Suite struct LSPFormattingTests {
  static let text = """
    spec: demo
    version: "1"
    name: 'Demo'   # the app
    tokens:
    - id: medicine
      kind: text

    """

  func format(_ session: LSPServerTests.Session) -> [JSON] {
    session.request(
      "textDocument/formatting",
      .object([
        "textDocument": .object(["uri": .string(LSPServerTests.uri)]),
        "options": .object(["tabSize": .int(4), "insertSpaces": .bool(true)]),
      ]))["result"].array ?? []
  }

  @Test func formattingIsAdvertisedAndItsEditsGiveTheFormattedText() throws {
    let server = LanguageServer()
    let initialize = server.handle(
      LSPServerTests.Session.message("initialize", id: 0, .object(["capabilities": .object([:])])))
    #expect(initialize.first?["result"]["capabilities"]["documentFormattingProvider"] == .bool(true))

    let session = LSPServerTests.Session()
    session.open(Self.text)
    let edits = format(session)
    #expect(edits.count == 1)
    var document = TextDocument(uri: LSPServerTests.uri, version: 1, text: Self.text)
    for edit in edits {
      document.apply(edit["newText"].string ?? "", in: LSPRange(edit["range"]))
    }
    let expected = SpecFormatter.format(bytes: Array(Self.text.utf8), path: "demo.yaml").formatted
    #expect(document.text == expected)
    #expect(
      document.text == "spec: demo\nname: Demo # the app\nversion: \"1\"\ntokens:\n  - id: medicine\n    kind: text\n")
    // Only the lines that change are in the edit: the first line is kept.
    #expect(LSPRange(edits[0]["range"])?.start.line == 1)

    // Formatted: no edit. Broken: no edit (the diagnostics say why).
    session.change(nil, document.text)
    #expect(format(session).isEmpty)
    session.change(nil, "spec: demo\nname: [unclosed\n")
    #expect(format(session).isEmpty)
  }
}
