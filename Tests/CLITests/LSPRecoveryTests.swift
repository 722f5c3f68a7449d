import Foundation
import SpeccCore
import Testing

/// Issue 42, item 8: the built `specc lsp` over a real framing stream keeps answering after bad
/// framing, and its rename reaches every reference, localization keys included, with
/// `prepareRename` and a warning for ids frozen on devices.
@Suite(.serialized) struct LSPRecoveryTests {
  static let uri = "file:///lsp-recovery/localized.yaml"

  static var localized: String {
    get throws {
      try String(contentsOf: CLI.root.appendingPathComponent("Examples/localized.yaml"), encoding: .utf8)
    }
  }

  func started() throws -> LSPClient {
    let client = try LSPClient()
    #expect(client.request("initialize", .object(["capabilities": .object([:])]))?["result"] != nil)
    client.notify("initialized", .object([:]))
    client.notify(
      "textDocument/didOpen",
      .object([
        "textDocument": .object([
          "uri": .string(Self.uri), "languageId": .string("yaml"), "version": .number(1),
          "text": .string(try Self.localized),
        ])
      ]))
    return client
  }

  static func request(_ id: Int, _ method: String, _ params: JSON) -> [UInt8] {
    Array(
      JSON.object(["jsonrpc": .string("2.0"), "id": .number(Double(id)), "method": .string(method), "params": params])
        .text.utf8)
  }

  static func at(_ line: Int, _ character: Int) -> JSON {
    .object(["textDocument": .object(["uri": .string(uri)]), "position": .pos(line, character)])
  }

  /// Every later request is answered with its own id, never with a parse error of `id: null`.
  func expectAnswering(_ client: LSPClient, _ what: Comment) {
    for _ in 0..<3 {
      let response = client.request(
        "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(Self.uri)])]))
      #expect(response?["result"].array?.isEmpty == false, what)
    }
  }

  @Test func aContentLengthTenBytesShortIsRecovered() throws {
    let client = try started()
    let body = Self.request(100, "textDocument/hover", Self.at(36, 10))
    client.sendBytes(Array("Content-Length: \(body.count - 10)\r\n\r\n".utf8) + body)
    // The tail arrives before the next header: the server resynchronises on that header.
    expectAnswering(client, "after a Content-Length 10 bytes short")
    let errors = client.drain { $0["error"]["code"].int == -32700 }
    #expect(errors.count <= 1, "one broken frame, at most one parse error: \(errors)")
    #expect(client.request("shutdown", .null)?["result"] == .null)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }

  @Test func aShortFrameAndTheNextWrittenTogetherAreBothAnswered() throws {
    let client = try started()
    let short = Self.request(101, "textDocument/hover", Self.at(36, 10))
    let next = Self.request(102, "textDocument/hover", Self.at(36, 10))
    client.sendBytes(
      Array("Content-Length: \(short.count - 10)\r\n\r\n".utf8) + short
        + Array("Content-Length: \(next.count)\r\n\r\n".utf8) + next)
    #expect(client.wait { $0["id"].int == 101 }?["result"] != nil)
    #expect(client.wait { $0["id"].int == 102 }?["result"] != nil)
    expectAnswering(client, "after a short frame written with the next")
  }

  @Test func aContentLengthTenBytesLongEndsAtTheNextHeader() throws {
    let client = try started()
    let long = Self.request(103, "textDocument/hover", Self.at(36, 10))
    let next = Self.request(104, "textDocument/hover", Self.at(36, 10))
    client.sendBytes(Array("Content-Length: \(long.count + 10)\r\n\r\n".utf8) + long)
    client.sendBytes(Array("Content-Length: \(next.count)\r\n\r\n".utf8) + next)
    #expect(client.wait { $0["id"].int == 103 }?["result"] != nil)
    #expect(client.wait { $0["id"].int == 104 }?["result"] != nil)
    expectAnswering(client, "after a Content-Length 10 bytes long")
  }

  @Test func headersEndingInLFAloneAreRead() throws {
    let client = try started()
    let body = Self.request(105, "textDocument/hover", Self.at(36, 10))
    client.sendBytes(Array("Content-Length: \(body.count)\n\n".utf8) + body)
    #expect(client.wait { $0["id"].int == 105 }?["result"] != nil)
    let body2 = Self.request(106, "textDocument/hover", Self.at(36, 10))
    client.sendBytes(
      Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\nContent-Length: \(body2.count)\n\n".utf8) + body2)
    #expect(client.wait { $0["id"].int == 106 }?["result"] != nil)
    expectAnswering(client, "after LF-only headers")
  }

  @Test func noiseBetweenMessagesIsOneParseError() throws {
    let client = try started()
    client.sendBytes(Array("}}garbage without a header\r\n\r\nmore\n".utf8))
    expectAnswering(client, "after noise")
    #expect(client.drain { $0["error"]["code"].int == -32700 }.count == 1)
  }

  // MARK: Rename

  /// Three renames (a channel, a template, a category), each applied as the editor applies it:
  /// the spec still lints clean, its translations follow their ids.
  @Test func threeRenamesLeaveTheSpecClean() throws {
    let client = try started()
    var text = try Self.localized
    #expect(client.diagnostics(Self.uri)?.isEmpty == true)
    var version = 1
    for (old, new) in [("breaks", "pauses"), ("break_soon", "pause_soon"), ("BREAK", "PAUSE")] {
      let position = try #require(Self.declaration(of: old, in: text))
      let prepared = try #require(
        client.request("textDocument/prepareRename", Self.at(position.line, position.character)))
      #expect(prepared["result"]["placeholder"].string == old, "\(prepared)")
      let response = try #require(
        client.request(
          "textDocument/rename",
          .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "position": .pos(position.line, position.character),
            "newName": .string(new),
          ])))
      let edits = try #require(response["result"]["changes"][Self.uri].array, "\(response)")
      text = Self.apply(edits, to: text)
      version += 1
      client.notify(
        "textDocument/didChange",
        .object([
          "textDocument": .object(["uri": .string(Self.uri), "version": .number(Double(version))]),
          "contentChanges": .array([.object(["text": .string(text)])]),
        ]))
      let diagnostics = try #require(client.diagnostics(Self.uri))
      #expect(diagnostics.isEmpty, "after renaming \(old) to \(new): \(diagnostics)")
    }
    #expect(!text.contains("channels.breaks.") && text.contains("channels.pauses.name"))
    #expect(text.contains("templates.pause_soon.title") && text.contains("categories.PAUSE.actions.START"))
  }

  @Test func renamingAShippedChannelOrActionWarns() throws {
    let client = try started()
    let text = try Self.localized
    for id in ["breaks", "START"] {
      let position = try #require(Self.declaration(of: id, in: text))
      let response = client.request(
        "textDocument/rename",
        .object([
          "textDocument": .object(["uri": .string(Self.uri)]), "position": .pos(position.line, position.character),
          "newName": .string(id == "START" ? "BEGIN" : "pauses"),
        ]))
      #expect(response?["result"]["changes"] != nil)
      let warning = client.wait(timeout: 10) { $0["method"].string == "window/showMessage" }
      #expect(warning?["params"]["type"].int == 2, "\(String(describing: warning))")
      #expect(warning?["params"]["message"].string?.contains("breaks installed apps") == true)
      #expect(warning?["params"]["message"].string?.contains("'\(id)'") == true)
    }
    // A template is not frozen on devices: no warning.
    let template = try #require(Self.declaration(of: "break_soon", in: text))
    _ = client.request(
      "textDocument/rename",
      .object([
        "textDocument": .object(["uri": .string(Self.uri)]), "position": .pos(template.line, template.character),
        "newName": .string("soon"),
      ]))
    #expect(client.wait(timeout: 2) { $0["method"].string == "window/showMessage" } == nil)
  }

  @Test func prepareRenameIsAdvertisedAndAnswersNullOffAnID() throws {
    let client = try LSPClient()
    let capabilities = client.request("initialize", .object(["capabilities": .object([:])]))?["result"]["capabilities"]
    #expect(capabilities?["renameProvider"]["prepareProvider"].bool == true)
    client.notify("initialized", .object([:]))
    client.notify(
      "textDocument/didOpen",
      .object([
        "textDocument": .object([
          "uri": .string(Self.uri), "languageId": .string("yaml"), "version": .number(1),
          "text": .string(try Self.localized),
        ])
      ]))
    let off = client.request("textDocument/prepareRename", Self.at(0, 0))
    #expect(off?["result"] == .null && off?["error"] == .null, "\(String(describing: off))")
  }

  /// The position of `id:` OLD's value in `text` (its first declaration).
  static func declaration(of id: String, in text: String) -> (line: Int, character: Int)? {
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      for written in ["id: \(id)", "id: \"\(id)\""] {
        if let range = line.range(of: written), line[range.upperBound...].allSatisfy({ $0 == " " }) {
          let column = line.utf16.distance(from: line.startIndex, to: range.lowerBound) + 4
          return (number, column + (written.hasSuffix("\"") ? 1 : 0))
        }
      }
    }
    return nil
  }

  /// The text after a WorkspaceEdit's edits of one document (UTF-16 positions, applied last first).
  static func apply(_ edits: [JSON], to text: String) -> String {
    var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
    let sorted = edits.sorted {
      ($0["range"]["start"]["line"].int ?? 0, $0["range"]["start"]["character"].int ?? 0)
        > ($1["range"]["start"]["line"].int ?? 0, $1["range"]["start"]["character"].int ?? 0)
    }
    for edit in sorted {
      let line = edit["range"]["start"]["line"].int ?? 0
      let start = edit["range"]["start"]["character"].int ?? 0
      let end = edit["range"]["end"]["character"].int ?? 0
      #expect(edit["range"]["end"]["line"].int == line)
      lines[line].replaceSubrange(start..<end, with: Array((edit["newText"].string ?? "").utf16))
    }
    return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
  }
}

extension LSPClient {
  /// Every message received so far (after a short wait) that matches, taken.
  func drain(_ matches: (JSON) -> Bool) -> [JSON] {
    var taken: [JSON] = []
    while let message = wait(timeout: 0.5, matches) { taken.append(message) }
    return taken
  }
}
