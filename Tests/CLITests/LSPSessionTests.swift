import Foundation
import SpeccCore
import Testing

/// A real LSP client: starts the built `specc lsp`, speaks JSON-RPC with Content-Length framing
/// over its standard input and output, and waits for answers with a deadline (a hung server
/// fails the test instead of hanging it).
final class LSPClient: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let condition = NSCondition()
  private var framing = LSPFraming()
  private var received: [JSON] = []
  private var nextID = 1

  init() throws {
    process.executableURL = CLI.binary
    process.arguments = ["lsp"]
    process.currentDirectoryURL = CLI.root
    // Rule links need a published rules page (issue 22: no placeholder address).
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["SPECC_RULES_URL": "https://example.com/specc/docs/rules.md"], uniquingKeysWith: { _, new in new })
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      self.condition.lock()
      self.framing.append(data)
      while let frame = self.framing.next() {
        if case .body(let bytes) = frame, let message = try? JSON.parse(bytes) { self.received.append(message) }
      }
      self.condition.broadcast()
      self.condition.unlock()
    }
    try process.run()
  }

  deinit {
    output.fileHandleForReading.readabilityHandler = nil
    if process.isRunning { process.terminate() }
  }

  func send(_ message: JSON) {
    input.fileHandleForWriting.write(Data(LSPFraming.frame(message)))
  }

  func notify(_ method: String, _ params: JSON) {
    send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
  }

  /// Sends a request and returns its response (nil after `timeout` seconds).
  func request(_ method: String, _ params: JSON, timeout: TimeInterval = 30) -> JSON? {
    let id = nextID
    nextID += 1
    send(.object(["jsonrpc": .string("2.0"), "id": .number(Double(id)), "method": .string(method), "params": params]))
    return wait(timeout: timeout) { $0["id"].int == id && $0["method"] == .null }
  }

  /// The first message received (and not yet taken) that matches, waiting up to `timeout`.
  func wait(timeout: TimeInterval = 30, _ matches: (JSON) -> Bool) -> JSON? {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
      guard condition.wait(until: deadline) else { return nil }
    }
  }

  /// The next diagnostics published for `uri`.
  func diagnostics(_ uri: String, timeout: TimeInterval = 30) -> [JSON]? {
    wait(timeout: timeout) {
      $0["method"].string == "textDocument/publishDiagnostics" && $0["params"]["uri"].string == uri
    }?["params"]["diagnostics"].array
  }

  /// Waits for the process to end (up to `timeout`); its status, or nil while it still runs.
  func exitStatus(timeout: TimeInterval = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return process.isRunning ? nil : process.terminationStatus
  }
}

extension JSON {
  static func pos(_ line: Int, _ character: Int) -> JSON {
    .object(["line": .number(Double(line)), "character": .number(Double(character))])
  }

  static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
    .object(["start": pos(l1, c1), "end": pos(l2, c2)])
  }
}

/// The acceptance session of the language server, over stdio with the built binary, and every
/// capability it advertises.
@Suite(.serialized) struct LSPSessionTests {
  static let uri = "file:///lsp-session/demo.yaml"

  /// Line 17 holds an astral character before the token, line 19 the misspelt channel.
  static let spec = """
    spec: lsp_demo
    name: Demo 😀 App
    version: "1.0"
    platforms:
      android:
        pending_cap: 64
        window_days: 2
    channels:
      - id: doses.daily
        name: Daily doses
        importance: high
    tokens:
      - id: medicine
        kind: text
        max_length: 20
    templates:
      - id: dose_due
        title: "😀 Time for {{medicine}}"
        body: "Take it now."
        channel: doses.dialy
    slots:
      - id: "0800"
        time: "08:00"
        template: dose_due

    """

  static func textDocument(_ extra: [String: JSON] = [:]) -> JSON {
    var members: [String: JSON] = ["textDocument": .object(["uri": .string(uri)])]
    for (key, value) in extra { members[key] = value }
    return .object(members)
  }

  static func at(_ line: Int, _ character: Int) -> JSON { textDocument(["position": .pos(line, character)]) }

  func open(_ client: LSPClient, _ text: String = spec, uri: String = uri) {
    client.notify(
      "textDocument/didOpen",
      .object([
        "textDocument": .object([
          "uri": .string(uri), "languageId": .string("yaml"), "version": .number(1), "text": .string(text),
        ])
      ]))
  }

  func change(_ client: LSPClient, version: Int, range: JSON, text: String, uri: String = uri) {
    client.notify(
      "textDocument/didChange",
      .object([
        "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
        "contentChanges": .array([.object(["range": range, "text": .string(text)])]),
      ]))
  }

  func initialize(_ client: LSPClient) throws -> JSON {
    let response = try #require(client.request("initialize", .object(["capabilities": .object([:])])))
    client.notify("initialized", .object([:]))
    return response["result"]["capabilities"]
  }

  @Test func acceptanceSession() throws {
    let client = try LSPClient()
    _ = try initialize(client)
    open(client)

    // An unknown channel: the rule id, its documentation and the value's range.
    let diagnostics = try #require(client.diagnostics(Self.uri))
    let unknown = try #require(diagnostics.first { $0["code"].string == "unknown_reference" })
    #expect(unknown["range"] == .range(19, 13, 19, 24))
    #expect(unknown["severity"].int == 1)
    #expect(unknown["codeDescription"]["href"].string?.hasSuffix("docs/rules.md#unknown_reference") == true)
    // The channel it probably means is related information.
    let related = unknown["relatedInformation"].array ?? []
    #expect(related.contains { $0["location"]["range"] == .range(8, 8, 8, 19) })

    // The did-you-mean fix as a code action, applied: the diagnostic goes.
    let actions = try #require(
      client.request(
        "textDocument/codeAction",
        Self.textDocument([
          "range": .range(19, 13, 19, 24), "context": .object(["diagnostics": .array([unknown])]),
        ]))?["result"].array)
    let fix = try #require(actions.first { $0["title"].string == "Change to 'doses.daily'" })
    #expect(fix["kind"].string == "quickfix")
    let edit = try #require(fix["edit"]["changes"][Self.uri].array?.first)
    #expect(edit["range"] == .range(19, 13, 19, 24))
    change(client, version: 2, range: edit["range"], text: edit["newText"].string ?? "")
    let after = try #require(client.diagnostics(Self.uri))
    #expect(!after.contains { $0["code"].string == "unknown_reference" }, "\(after)")
    // A suppression with a reason placeholder is offered too.
    #expect(
      actions.contains {
        ($0["edit"]["changes"][Self.uri].array?.first?["newText"].string ?? "")
          .contains("# specc:disable-next-line unknown_reference -- ")
      })

    // Hover on pending_cap explains it, with its bounds.
    let hover = try #require(client.request("textDocument/hover", Self.at(5, 6)))
    let text = hover["result"]["contents"]["value"].string ?? ""
    #expect(text.contains("pending_cap") && text.contains("from 1 to 100000"), "\(text)")

    // Definition on the template's channel jumps to the channel.
    let definition = try #require(client.request("textDocument/definition", Self.at(19, 16)))
    #expect(definition["result"].array?.first?["range"] == .range(8, 8, 8, 19))
    #expect(definition["result"].array?.first?["uri"].string == Self.uri)

    // References of the channel: its definition and the template's use.
    let references = try #require(
      client.request(
        "textDocument/references",
        Self.textDocument(["position": .pos(8, 10), "context": .object(["includeDeclaration": .bool(true)])])))
    #expect(references["result"].array?.map { $0["range"] } == [.range(8, 8, 8, 19), .range(19, 13, 19, 24)])

    // Completion after `channel: ` offers the spec's channel ids.
    change(client, version: 3, range: .range(19, 4, 19, 24), text: "channel: ")
    let completion = try #require(client.request("textDocument/completion", Self.at(19, 13)))
    let labels = completion["result"]["items"].array?.compactMap { $0["label"].string } ?? []
    #expect(labels == ["doses.daily"], "\(labels)")
    // With the template's channel gone, the channel is used by nothing.
    let unused = try #require(client.diagnostics(Self.uri))
    #expect(unused.compactMap { $0["code"].string } == ["unused_declaration", "missing_reference"], "\(unused)")

    // The outline: channels holds doses.daily.
    let symbols = try #require(client.request("textDocument/documentSymbol", Self.textDocument())?["result"].array)
    let channels = symbols.first { $0["name"].string == "channels" }
    #expect(channels?["children"].array?.first?["name"].string == "doses.daily")

    client.notify("textDocument/didClose", Self.textDocument())
    #expect(client.diagnostics(Self.uri) == [])
    #expect(client.request("shutdown", .null)?["result"] == .null)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }

  /// Each advertised capability is answered (no "method not found"), each answered request is
  /// advertised, and a method not advertised is refused.
  @Test func advertisedCapabilitiesAreImplemented() throws {
    let client = try LSPClient()
    let capabilities = try initialize(client)
    #expect(capabilities == LanguageServer.capabilities)
    guard case .object(let members) = capabilities else { return }
    let providers = Set(members.keys).subtracting(["textDocumentSync"])
    #expect(providers == Set(LanguageServer.requestCapabilities.values))
    open(client)
    _ = client.diagnostics(Self.uri)
    for (method, capability) in LanguageServer.requestCapabilities.sorted(by: { $0.key < $1.key }) {
      var params = Self.at(8, 10)
      if method == "textDocument/codeAction" {
        params = Self.textDocument(["range": .range(19, 13, 19, 24), "context": .object(["diagnostics": .array([])])])
      }
      if method == "textDocument/references" {
        params = Self.textDocument(["position": .pos(8, 10), "context": .object(["includeDeclaration": .bool(true)])])
      }
      if method == "textDocument/rename" {
        params = Self.textDocument(["position": .pos(8, 10), "newName": .string("doses.nightly")])
      }
      let response = try #require(client.request(method, params), "\(method) unanswered")
      #expect(response["error"] == .null, "\(capability): \(method) answered \(response)")
      #expect(response["result"] != .null, "\(capability): \(method) answered nothing")
    }
    #expect(client.request("textDocument/rangeFormatting", Self.at(8, 10))?["error"]["code"].int == -32601)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 1, "exit without shutdown is status 1")
  }

  /// A request and its cancellation written at once: it is answered — cancelled when the server
  /// read both before working on it, else with its result — and the session goes on.
  @Test func cancelledRequestIsStillAnswered() throws {
    let client = try LSPClient()
    _ = try initialize(client)
    open(client)
    let hover: JSON = .object([
      "jsonrpc": .string("2.0"), "id": .number(500), "method": .string("textDocument/hover"), "params": Self.at(5, 6),
    ])
    let cancel: JSON = .object([
      "jsonrpc": .string("2.0"), "method": .string("$/cancelRequest"), "params": .object(["id": .number(500)]),
    ])
    client.sendBytes(LSPFraming.frame(hover) + LSPFraming.frame(cancel))
    let response = try #require(client.wait { $0["id"].int == 500 })
    #expect(response["error"]["code"].int == -32800 || response["result"]["contents"] != .null, "\(response)")
    #expect(client.request("textDocument/hover", Self.at(5, 6))?["result"]["contents"] != .null)
    #expect(client.request("shutdown", .null)?["result"] == .null)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }

  /// Every file of the hostile corpus, opened and then typed into a valid spec: the server
  /// publishes diagnostics and keeps answering.
  @Test func hostileCorpusLeavesTheServerAnswering() throws {
    let folder = CLI.root.appendingPathComponent("Tests/SpeccCoreTests/Fixtures/Hostile")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    #expect(names.count >= 20)
    let client = try LSPClient()
    _ = try initialize(client)
    for (number, name) in names.enumerated() {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let text = String(decoding: data, as: UTF8.self)
      let uri = "file:///hostile/\(name)"
      open(client, text, uri: uri)
      let published = client.diagnostics(uri)
      // JSON carries Unicode only: bytes that are not UTF-8 reach the server as U+FFFD, which
      // may read as a clean spec; every other file keeps its diagnostics.
      if Array(text.utf8) == [UInt8](data) {
        #expect(published?.isEmpty == false, "\(name): no diagnostics")
      } else {
        #expect(published != nil, "\(name): nothing published")
      }
      open(client, Self.spec, uri: "file:///hostile/edit\(number).yaml")
      change(client, version: 2, range: .range(11, 0, 11, 0), text: text, uri: "file:///hostile/edit\(number).yaml")
      let hover = client.request(
        "textDocument/hover",
        .object(["textDocument": .object(["uri": .string(uri)]), "position": .pos(0, 1)]))
      #expect(hover?["error"] == .null && hover != nil, "\(name): \(String(describing: hover))")
      let completion = client.request(
        "textDocument/completion",
        .object([
          "textDocument": .object(["uri": .string("file:///hostile/edit\(number).yaml")]), "position": .pos(12, 3),
        ]))
      #expect(completion?["error"] == .null && completion != nil, "\(name): \(String(describing: completion))")
    }
    // Garbage on the wire is answered with parse errors, and the session goes on.
    client.send(.string("not a request"))
    let body = Array("{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ".utf8)
    client.sendRaw(body)
    #expect(client.request("shutdown", .null)?["result"] == .null)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }
}

extension LSPClient {
  /// A framed message with a body that is not JSON.
  func sendRaw(_ body: [UInt8]) {
    let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    sendBytes(header + body)
  }

  func sendBytes(_ bytes: [UInt8]) {
    (process.standardInput as? Pipe)?.fileHandleForWriting.write(Data(bytes))
  }
}
