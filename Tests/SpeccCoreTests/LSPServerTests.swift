import Foundation
import Testing

@testable import SpeccCore

/// The language server driven in-process: positions, edits, each feature on its edges, the
/// project configuration, and hostile input.
@Suite struct LSPServerTests {
  static let uri = "file:///lsp/demo.yaml"

  static let flows = """
    spec: demo
    name: Demo
    version: "1"
    copy:
      - { id: ask_copy, platform: android, context: prompt, requests: notification_permission, text: Allow notifications }
    status_labels:
      - id: armed
        state: Armed
        label: On
        platform: android
    flows:
      - id: perms
        platform: android
        start: ask
        states:
          - id: ask
            kind: prompt
            title: Ask
            copy: ask_copy
            transitions:
              - { on: answered, to: done }
          - id: done
            kind: end
            title: Done
            status: armed

    """

  // MARK: Helpers

  final class Session {
    let server: LanguageServer
    var nextID = 1

    init(server: LanguageServer = LanguageServer()) {
      self.server = server
      _ = server.handle(Self.message("initialize", id: 0, .object(["capabilities": .object([:])])))
      _ = server.handle(Self.message("initialized", .object([:])))
    }

    static func message(_ method: String, id: Int? = nil, _ params: JSON) -> JSON {
      var members: [String: JSON] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": params]
      if let id { members["id"] = .int(id) }
      return .object(members)
    }

    /// Opens `text` and returns the diagnostics published for it.
    @discardableResult
    func open(_ text: String, uri: String = LSPServerTests.uri) -> [JSON] {
      let params: JSON = .object([
        "textDocument": .object([
          "uri": .string(uri), "languageId": .string("yaml"), "version": .int(1), "text": .string(text),
        ])
      ])
      return diagnostics(server.handleAndSettle(Self.message("textDocument/didOpen", params)), uri: uri)
    }

    @discardableResult
    func change(_ range: LSPRange?, _ text: String, uri: String = LSPServerTests.uri, settle: Bool = true) -> [JSON] {
      var change: [String: JSON] = ["text": .string(text)]
      if let range { change["range"] = range.json }
      let params: JSON = .object([
        "textDocument": .object(["uri": .string(uri), "version": .int(nextID)]),
        "contentChanges": .array([.object(change)]),
      ])
      nextID += 1
      let message = Self.message("textDocument/didChange", params)
      return settle
        ? diagnostics(server.handleAndSettle(message), uri: uri) : diagnostics(server.handle(message), uri: uri)
    }

    func diagnostics(_ messages: [JSON], uri: String) -> [JSON] {
      messages.last { $0["method"].string == "textDocument/publishDiagnostics" && $0["params"]["uri"].string == uri }?[
        "params"]["diagnostics"].array ?? []
    }

    func request(_ method: String, _ params: JSON) -> JSON {
      nextID += 1
      let responses = server.handle(Self.message(method, id: nextID, params))
      return responses.first { $0["id"].int == nextID } ?? .null
    }

    func at(_ method: String, _ line: Int, _ character: Int, uri: String = LSPServerTests.uri) -> JSON {
      request(
        method,
        .object([
          "textDocument": .object(["uri": .string(uri)]),
          "position": LSPPosition(line: line, character: character).json,
          "context": .object(["includeDeclaration": .bool(true)]),
        ]))["result"]
    }

    func labels(_ line: Int, _ character: Int) -> [String] {
      at("textDocument/completion", line, character)["items"].array?.compactMap { $0["label"].string } ?? []
    }
  }

  static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> LSPRange {
    LSPRange(start: LSPPosition(line: l1, character: c1), end: LSPPosition(line: l2, character: c2))
  }

  // MARK: Positions

  @Test func utf16PositionsAndScalarColumnsConvertExactly() {
    // 😀 is one scalar (one column for libyaml) and two UTF-16 units (two characters for LSP).
    let document = TextDocument(uri: "u", version: 1, text: "a: \"😀é😀x\"\nb: 1")
    #expect(document.scalarColumn(line: 0, utf16: 4) == 4)  // the first 😀
    #expect(document.utf16Offset(line: 0, scalarColumn: 5) == 6)  // é: `a: "` is 4 units, 😀 two
    #expect(document.scalarColumn(line: 0, utf16: 6) == 5)
    #expect(document.scalarColumn(line: 0, utf16: 7) == 6)  // the second 😀
    #expect(document.position(line: 1, column: 8) == LSPPosition(line: 0, character: 9))  // the x
    // A position inside a surrogate pair is moved to the pair's start.
    #expect(document.clamp(LSPPosition(line: 0, character: 5)) == LSPPosition(line: 0, character: 4))
    // Past the end: clamped.
    #expect(document.clamp(LSPPosition(line: 9, character: 0)) == LSPPosition(line: 1, character: 4))
  }

  @Test func incrementalEditsAcrossAstralCharactersAndLines() {
    var document = TextDocument(uri: "u", version: 1, text: "one 😀 two\nthree\nfour")
    document.apply("🎉", in: Self.range(0, 4, 0, 6))  // replace the 😀
    #expect(document.text == "one 🎉 two\nthree\nfour")
    document.apply("X\nY", in: Self.range(0, 7, 2, 2))
    #expect(document.text == "one 🎉 X\nYur")
    document.apply("", in: Self.range(0, 0, 1, 3))
    #expect(document.text == "")
    document.apply("whole", in: nil)
    #expect(document.text == "whole")
  }

  @Test func diagnosticRangesCountUTF16AfterAstralCharacters() {
    let session = Session()
    let text = LoadingRules.header + "description: \"😀😀\"\nreminders: { offsets_minutes: [10], 😀: 1 }\n"
    let diagnostics = session.open(text)
    let unknown = diagnostics.first { $0["code"].string == "schema_unknown_key" }
    // `reminders: { offsets_minutes: [10], ` is 36 units; the key 😀 is two.
    #expect(unknown?["range"] == Self.range(4, 36, 4, 38).json, "\(diagnostics)")
  }

  // MARK: Diagnostics and actions

  @Test func fixesOfLintFixAreQuickFixesAndFixAll() {
    let session = Session()
    let text = LoadingRules.header + "reminders:\n  offset_minutes: [10]\n"
    let diagnostics = session.open(text)
    let unknown = diagnostics.first { $0["code"].string == "schema_unknown_key" }
    #expect(unknown?["range"] == Self.range(4, 2, 4, 16).json)
    let actions =
      session.request(
        "textDocument/codeAction",
        .object([
          "textDocument": .object(["uri": .string(Self.uri)]), "range": Self.range(4, 2, 4, 2).json,
          "context": .object(["diagnostics": .array([])]),
        ]))["result"].array ?? []
    let fix = actions.first { $0["isPreferred"].bool == true }
    #expect(fix?["edit"]["changes"][Self.uri].array?.first?["newText"].string == "offsets_minutes")
    let all = actions.first { $0["kind"].string == "source.fixAll.specc" }
    #expect(
      all?["edit"]["changes"][Self.uri].array?.first?["newText"].string?.contains("  offsets_minutes: [10]") == true)
    // Only the source action when asked for it.
    let only =
      session.request(
        "textDocument/codeAction",
        .object([
          "textDocument": .object(["uri": .string(Self.uri)]), "range": Self.range(4, 2, 4, 2).json,
          "context": .object(["diagnostics": .array([]), "only": .array([.string("source.fixAll")])]),
        ]))["result"].array ?? []
    #expect(only.map { $0["kind"] } == [.string("source.fixAll.specc")])
  }

  @Test func suppressionActionSilencesTheFinding() throws {
    let session = Session()
    let text = LoadingRules.header + "templates:\n  - id: t\n    title: T\n    body: B\n    channel: nope\n"
    let diagnostics = session.open(text)
    #expect(diagnostics.contains { $0["code"].string == "unknown_reference" })
    let actions =
      session.request(
        "textDocument/codeAction",
        .object([
          "textDocument": .object(["uri": .string(Self.uri)]), "range": Self.range(7, 13, 7, 13).json,
          "context": .object(["diagnostics": .array([])]),
        ]))["result"].array ?? []
    let suppress = try #require(actions.first { $0["title"].string?.hasPrefix("Suppress unknown_reference") == true })
    let edit = try #require(suppress["edit"]["changes"][Self.uri].array?.first)
    #expect(
      edit["newText"].string == "    # specc:disable-next-line unknown_reference -- REASON: why this is accepted\n")
    let after = session.change(LSPRange(edit["range"]), edit["newText"].string ?? "")
    #expect(!after.contains { $0["code"].string == "unknown_reference" }, "\(after)")
  }

  @Test func duplicateIdPointsAtTheFirstAsRelatedInformation() {
    let session = Session()
    let text =
      LoadingRules.header + "channels:\n  - { id: a.b, name: A, importance: high }\n"
      + "  - { id: a.b, name: B, importance: high }\n"
    let diagnostics = session.open(text)
    let duplicate = diagnostics.first { $0["code"].string == "unique_ids" }
    let related = duplicate?["relatedInformation"].array ?? []
    #expect(related.contains { $0["location"]["range"]["start"]["line"].int == 4 }, "\(diagnostics)")
  }

  /// Related information comes from data on the diagnostic (`related`, `suggestion`, the
  /// reference it is at), never from its wording: a message that names a line and quotes a
  /// defined id adds nothing by itself.
  @Test func relatedInformationComesFromDataNotTheMessage() throws {
    let text = LoadingRules.header + "channels:\n  - { id: a.b, name: A, importance: high }\n"
    let document = TextDocument(uri: Self.uri, version: 1, text: text)
    guard case .success(let root) = YAMLReader.read(Array(text.utf8)) else { throw CancellationError() }
    let converter = DiagnosticConverter(
      document: document, index: SpecIndex.build(root, in: document), uri: Self.uri)
    let wordy = Diagnostic(
      .warning, "toy", "see line 5 and channel 'a.b'", at: SourceLocation(path: "t.yaml", line: 2, column: 7))
    #expect(converter.related(wordy).isEmpty)
    var placed = wordy
    placed.related = [RelatedPlace(Mark(line: 5, column: 11), "the channel")]
    let related = converter.related(placed)
    #expect(related.map { $0["message"].string } == ["the channel"])
    #expect(
      related.first?["location"]["range"]
        == LSPRange(start: .init(line: 4, character: 10), end: .init(line: 4, character: 13)).json)
    var suggesting = wordy
    suggesting.suggestion = "a.b"
    #expect(converter.related(suggesting).map { $0["message"].string } == ["channel 'a.b' is defined here"])
  }

  @Test func projectConfigurationIsHonoured() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "rules:\n  unknown_reference: warning\n".write(
      to: directory.appendingPathComponent(".specc.yml"), atomically: true, encoding: .utf8)
    let session = Session()
    let fileURI = "file://" + directory.appendingPathComponent("Specs").path + "/a%20b.yaml"
    let text = LoadingRules.header + "templates:\n  - id: t\n    title: T\n    body: B\n    channel: nope\n"
    let diagnostics = session.open(text, uri: fileURI)
    let unknown = diagnostics.first { $0["code"].string == "unknown_reference" }
    #expect(unknown?["severity"].int == 2, "\(diagnostics)")
    // Outside the project: the rule's own severity.
    let outside = session.open(text, uri: "file:///nowhere/x.yaml")
    #expect(outside.first { $0["code"].string == "unknown_reference" }?["severity"].int == 1)
  }

  // MARK: Hover, completion, navigation

  @Test func hoverOnKeysValuesIdsAndRules() {
    let session = Session()
    session.open(
      Self.flows + "    # specc:disable-next-line unused_declaration -- kept\n    notes_x: 1\n")
    let key = session.at("textDocument/hover", 12, 5)["contents"]["value"].string ?? ""
    #expect(key.contains("**platform** (flow)") && key.contains("one of `ios`"), "\(key)")
    let state = session.at("textDocument/hover", 20, 33)["contents"]["value"].string ?? ""
    #expect(state.contains("**flow state** `done`") && state.contains("kind: end"), "\(state)")
    let rule = session.at("textDocument/hover", 25, 35)["contents"]["value"].string ?? ""
    #expect(rule.contains("**unused_declaration**") && rule.contains("docs/rules.md"), "\(rule)")
    #expect(session.at("textDocument/hover", 2, 0) != .null)
  }

  @Test func completionOfKeysEnumsStatesCopyStatusAndTokens() {
    let session = Session()
    session.open(Self.flows)
    // A key of a flow state not yet written (kind, title, copy, transitions and id are).
    session.change(Self.range(21, 0, 21, 0), "        \n")
    let keys = session.labels(21, 8)
    #expect(keys.contains("answers") && keys.contains("status") && !keys.contains("title"), "\(keys)")
    session.change(Self.range(21, 0, 22, 0), "")
    // `to:` inside a flow mapping offers the flow's states.
    session.change(Self.range(20, 32, 20, 36), "")
    #expect(session.labels(20, 32) == ["ask", "done"])
    session.change(Self.range(20, 32, 20, 32), "done")
    // An enum value, the copy and the status label.
    #expect(session.labels(16, 14) == ["prompt", "decision", "action", "end"])
    #expect(session.labels(18, 14) == ["ask_copy"])
    #expect(session.labels(24, 16) == ["armed"])
    // A token inside {{ }} of a template title, while the YAML is broken (an unclosed quote):
    // the ids of the last version that parsed.
    let parsed =
      LoadingRules.header + "tokens:\n  - id: medicine\n    kind: text\n    max_length: 9\n"
      + "templates:\n  - id: t\n    title: \"Take\"\n    body: b\n"
    session.open(parsed, uri: "file:///lsp/t4.yaml")
    session.change(Self.range(9, 16, 9, 17), " {{me", uri: "file:///lsp/t4.yaml")
    let completion = session.at("textDocument/completion", 9, 21, uri: "file:///lsp/t4.yaml")
    let token = completion["items"].array?.first
    #expect(token?["label"].string == "medicine", "\(completion)")
    #expect(token?["textEdit"]["newText"].string == "medicine}}")
    #expect(token?["textEdit"]["range"] == Self.range(9, 19, 9, 21).json)
  }

  @Test func definitionAndReferencesOfFlowStatesAreScopedToTheirFlow() {
    let session = Session()
    let second = """
        - id: other
          platform: ios
          start: done
          states:
            - id: done
              kind: end
              title: Done
              status: armed

      """
    session.open(Self.flows + second)
    // `to: done` in flow perms goes to perms' done (line 21), not other's (line 29).
    let definition = session.at("textDocument/definition", 20, 33)
    #expect(definition.array?.map { $0["range"]["start"]["line"] } == [.int(21)], "\(definition)")
    let references = session.at("textDocument/references", 21, 13)
    #expect(references.array?.map { $0["range"]["start"]["line"] } == [.int(20), .int(21)], "\(references)")
    // The status label is referenced from both flows.
    let labels = session.at("textDocument/references", 6, 10)
    #expect(labels.array?.count == 3, "\(labels)")
    // The outline nests states under their flow.
    let symbols = session.request(
      "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(Self.uri)])]))["result"]
    let flows = symbols.array?.first { $0["name"].string == "flows" }
    #expect(flows?["children"].array?.map { $0["name"] } == [.string("perms"), .string("other")])
    #expect(
      flows?["children"].array?.first?["children"].array?.map { $0["name"] } == [.string("ask"), .string("done")])
  }

  // MARK: Robustness

  @Test func hostileInputsAndEditsLeaveTheServerAnswering() throws {
    let session = Session()
    var texts = HostileCorpusTests.checkedIn.map { name in
      String(
        decoding: (try? Data(contentsOf: HostileCorpusTests.folder.appendingPathComponent(name))) ?? Data(),
        as: UTF8.self)
    }
    texts.append(LoadingRules.header + "notes_typo: " + String(repeating: "x", count: 2 * 1024 * 1024) + "\n")
    texts.append(LoadingRules.header + (0..<50_000).map { "key_\($0): \($0)\n" }.joined())
    texts.append(String(repeating: "[", count: 100_000))
    texts.append(String(repeating: "- ", count: 5_000) + "x")
    texts.append("{{{{" + String(repeating: "\"", count: 1000) + "\u{0}\u{FFFF}😀\r\r\n\t")
    for (number, text) in texts.enumerated() {
      let uri = "file:///hostile/\(number).yaml"
      let diagnostics = session.open(text, uri: uri)
      _ = diagnostics
      for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
        for (line, character) in [(0, 0), (0, 3), (2, 1), (5, 9), (1_000_000, 5)] {
          let response = session.request(
            method,
            .object([
              "textDocument": .object(["uri": .string(uri)]),
              "position": LSPPosition(line: line, character: character).json,
            ]))
          #expect(response["error"] == .null && response["id"] != .null, "\(number) \(method)")
        }
      }
      // The same text typed into a valid spec, in pieces.
      let edited = "file:///hostile/edit\(number).yaml"
      session.open(Self.flows, uri: edited)
      session.change(Self.range(11, 0, 11, 0), text, uri: edited)
      session.change(Self.range(3, 2, 5, 0), String(text.prefix(100)), uri: edited)
      let symbols = session.request(
        "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(edited)])]))
      #expect(symbols["error"] == .null)
      _ = session.server.handle(
        Session.message("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])])))
      _ = session.server.handle(
        Session.message("textDocument/didClose", .object(["textDocument": .object(["uri": .string(edited)])])))
    }
    #expect(session.server.openDocumentCount == 0)
    // Malformed messages get errors, not crashes.
    #expect(session.server.handle(.string("x")).first?["error"]["code"].int == -32600)
    #expect(session.request("textDocument/hover", .null)["error"]["code"].int == -32602)
    #expect(
      session.request("textDocument/hover", .object(["textDocument": .object(["uri": .string(Self.uri)])]))["error"]
        == .null)
    #expect(throws: JSON.ParseError.self) { try JSON.parse(String(repeating: "[", count: 10_000)) }
  }

  @Test func tenThousandEditsKeepOneDocumentAndTheRightText() {
    let session = Session()
    session.open(Self.flows)
    for edit in 0..<10_000 {
      // Type a character into the title of `ask`, then delete it, settling after every 100.
      if edit % 2 == 0 {
        session.change(Self.range(17, 18, 17, 18), "x", settle: edit % 100 == 0)
      } else {
        session.change(Self.range(17, 18, 17, 19), "", settle: edit % 100 == 99)
      }
    }
    _ = session.server.idle()
    #expect(session.server.openDocumentCount == 1)
    let symbols = session.request(
      "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(Self.uri)])]))
    #expect(symbols["result"].array?.count == 6)
    #expect(session.server.documentText(Self.uri) == Self.flows)
    #expect(session.at("textDocument/hover", 17, 10)["contents"]["value"].string?.contains("**title**") == true)
  }

  @Test func framingSplitsMessagesAndSurvivesGarbage() throws {
    var framing = LSPFraming(maxBodyBytes: 100)
    let one = LSPFraming.frame(.object(["a": .int(1)]))
    framing.append(one.prefix(5))
    #expect(framing.next() == nil)
    framing.append(one.dropFirst(5) + one)
    #expect(framing.next() == .body(Array("{\"a\":1}".utf8)))
    #expect(framing.next() == .body(Array("{\"a\":1}".utf8)))
    framing.append(Array("X-Nothing: 1\r\n\r\n".utf8))
    if case .invalid? = framing.next() {} else { Issue.record("a header without Content-Length must be reported") }
    // An oversized body is refused at its header and dropped as it arrives; the next message reads.
    framing.append(Array("Content-Length: 200\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 150))
    if case .invalid? = framing.next() {} else { Issue.record("an oversized body must be refused") }
    framing.append(Array(repeating: UInt8(ascii: " "), count: 50) + one)
    #expect(framing.next() == .body(Array("{\"a\":1}".utf8)))
    #expect(framing.next() == nil)
    #expect(JSON.number(.infinity).text == "null")
    #expect(
      try JSON.parse("{\"s\": \"\\ud83d\\ude00\\u00e9\", \"n\": [1.5, -2, true, null]}").text
        == "{\"n\":[1.5,-2,true,null],\"s\":\"😀é\"}")
  }
}
