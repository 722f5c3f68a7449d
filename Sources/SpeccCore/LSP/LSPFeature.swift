/// One request to a feature, with what it is answered from: the document, its index and its
/// diagnostics (the project configuration applied), computed by the server from one read of
/// the document.
struct LSPRequest {
  var method: String
  var params: JSON
  var uri: String
  var document: TextDocument
  /// The ids and outline of the document, of its last version that parsed.
  var index: SpecIndex?
  /// The document's diagnostics, as published.
  var diagnostics: [Diagnostic]

  /// `params.position`, moved inside the document; nil when it is missing or malformed.
  var position: LSPPosition? { LSPPosition(params["position"]).map { document.clamp($0) } }

  /// The hover, completion, definition and references of the document.
  var features: Features { Features(document: document, index: index, uri: uri) }
}

/// A request that cannot be answered: a JSON-RPC error.
struct LSPRequestError: Error, Sendable, Hashable {
  var code: Int
  var message: String

  static func invalidParams(_ message: String) -> LSPRequestError { LSPRequestError(code: -32602, message: message) }
}

/// A feature of the language server: one request method it answers and the capability that
/// advertises it. `LanguageServer` answers requests through its list of features and builds
/// `initialize`'s capabilities from it, so a feature is added by one value in `standard` (or
/// from a test, `LanguageServer(features:)`) with no edit to the server.
struct LSPFeature: Sendable {
  /// The request method (`textDocument/hover`).
  var method: String
  /// The key of the server capabilities that advertises it (`hoverProvider`), and its value.
  var capability: String
  var options: JSON = .bool(true)
  var answer: @Sendable (LSPRequest) -> Result<JSON, LSPRequestError>
  /// Notifications sent after a successful answer (a rename's warning), none by default.
  var notices: @Sendable (LSPRequest) -> [JSON] = { _ in [] }

  /// A feature answered at the request's position (an invalid position is an error).
  static func atPosition(
    _ method: String, _ capability: String, options: JSON = .bool(true),
    _ answer: @escaping @Sendable (LSPRequest, LSPPosition) -> JSON
  ) -> LSPFeature {
    LSPFeature(method: method, capability: capability, options: options) { request in
      guard let position = request.position else { return .failure(.invalidParams("invalid position")) }
      return .success(answer(request, position))
    }
  }

  /// Rename, with `prepareRename` (the editor shows the id's range before asking for a name).
  static let renameOptions: JSON = .object(["prepareProvider": .bool(true)])

  /// What `specc lsp` offers.
  static let standard: [LSPFeature] = [
    atPosition(
      "textDocument/hover", "hoverProvider"
    ) { $0.features.hover(at: $1) },
    atPosition(
      "textDocument/completion", "completionProvider",
      options: .object([
        "triggerCharacters": .array([":", " ", "{", "[", ","].map(JSON.string)), "resolveProvider": .bool(false),
      ])
    ) { $0.features.completion(at: $1) },
    atPosition("textDocument/definition", "definitionProvider") { $0.features.definition(at: $1) },
    atPosition("textDocument/references", "referencesProvider") { request, position in
      let declaration = request.params["context"]["includeDeclaration"].bool ?? true
      return request.features.references(at: position, includeDeclaration: declaration)
    },
    LSPFeature(
      method: "textDocument/rename", capability: "renameProvider", options: renameOptions,
      answer: { request in
        guard let position = request.position else { return .failure(.invalidParams("invalid position")) }
        let renamed = request.features.rename(at: position, to: request.params["newName"].string ?? "")
        if let error = renamed.error { return .failure(.invalidParams(error)) }
        return .success(renamed.edit ?? .null)
      },
      notices: { request in
        // window/showMessage, not a field of the edit: every client shows it, and the edit
        // stays the plain WorkspaceEdit that every client applies.
        guard let position = request.position, let warning = request.features.renameWarning(at: position) else {
          return []
        }
        return [
          LanguageServer.notification(
            "window/showMessage", .object(["type": .int(2), "message": .string("specc: " + warning)]))
        ]
      }),
    atPosition("textDocument/prepareRename", "renameProvider", options: renameOptions) {
      $0.features.prepareRename(at: $1)
    },
    LSPFeature(method: "textDocument/documentSymbol", capability: "documentSymbolProvider") { request in
      .success(.array((request.index?.symbols ?? []).map(\.json)))
    },
    LSPFeature(method: "textDocument/formatting", capability: "documentFormattingProvider") { request in
      .success(.array(DocumentFormatting.edits(request)))
    },
    LSPFeature(
      method: "textDocument/codeAction", capability: "codeActionProvider",
      options: .object(["codeActionKinds": .array([.string("quickfix"), .string(CodeActions.fixAll)])])
    ) { request in
      guard let range = LSPRange(request.params["range"]) else { return .failure(.invalidParams("invalid range")) }
      let only = request.params["context"]["only"].array?.compactMap(\.string)
      return .success(.array(CodeActions(request: request).actions(in: range, only: only)))
    },
  ]
}

/// The code actions of a document's diagnostics, from the data each carries: its `--fix` edit
/// (`Diagnostic.fix`), its suggested value (`Diagnostic.suggestion`), a suppression comment; and
/// every `--fix` edit at once. Never from a message's text.
struct CodeActions {
  static let fixAll = "source.fixAll.specc"

  let request: LSPRequest

  private var uri: String { request.uri }
  private var document: TextDocument { request.document }

  func actions(in range: LSPRange, only: [String]?) -> [JSON] {
    let converter = DiagnosticConverter(document: document, index: nil, uri: uri)
    func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind.hasPrefix($0) } } ?? true }
    var actions: [JSON] = []
    if wanted("quickfix") {
      for diagnostic in request.diagnostics {
        let diagnosticRange = converter.range(of: diagnostic)
        guard diagnosticRange.intersects(range) else { continue }
        let lsp = converter.json(diagnostic)
        if let (fixRange, new) = converter.fix(of: diagnostic) {
          actions.append(
            action(
              "Replace with '\(new)' (specc lint --fix)", preferred: true, lsp, [textEdit(fixRange, new)]))
        } else if let (fixRange, new) = converter.suggestion(of: diagnostic) {
          actions.append(action("Change to '\(new)'", preferred: true, lsp, [textEdit(fixRange, new)]))
        }
        if diagnostic.ruleID != Suppressions.description.id {
          let line = diagnosticRange.start.line
          let indent = String(document.lines[line].prefix { $0 == " " })
          let comment = "\(indent)# specc:disable-next-line \(diagnostic.ruleID) -- REASON: why this is accepted\n"
          let at = LSPRange(start: LSPPosition(line: line, character: 0), end: LSPPosition(line: line, character: 0))
          actions.append(
            action(
              "Suppress \(diagnostic.ruleID) on this line (with a reason)", preferred: false, lsp,
              [textEdit(at, comment)]))
        }
      }
    }
    if wanted(Self.fixAll), let (text, changes) = Fixer.apply(request.diagnostics, to: document.text) {
      let lines = document.lines
      let end = LSPPosition(line: lines.count - 1, character: lines[lines.count - 1].utf16.count)
      actions.append(
        .object([
          "title": .string("Apply every specc fix (\(changes.count))"), "kind": .string(Self.fixAll),
          "edit": edit([textEdit(LSPRange(start: LSPPosition(line: 0, character: 0), end: end), text)]),
        ]))
    }
    return actions
  }

  private func action(_ title: String, preferred: Bool, _ diagnostic: JSON, _ edits: [JSON]) -> JSON {
    var members: [String: JSON] = [
      "title": .string(title), "kind": .string("quickfix"), "diagnostics": .array([diagnostic]),
      "edit": edit(edits),
    ]
    if preferred { members["isPreferred"] = .bool(true) }
    return .object(members)
  }

  private func edit(_ edits: [JSON]) -> JSON { .object(["changes": .object([uri: .array(edits)])]) }

  private func textEdit(_ range: LSPRange, _ text: String) -> JSON {
    .object(["range": range.json, "newText": .string(text)])
  }
}

/// `textDocument/formatting`: `specc format`'s text as the edit of the lines that change (none
/// when the document is formatted, does not parse or is left as it is; the editor's tab options
/// are not read: the canonical form has two spaces).
enum DocumentFormatting {
  static func edits(_ request: LSPRequest) -> [JSON] {
    let document = request.document
    let result = SpecFormatter.format(
      bytes: Array(document.text.utf8), path: request.uri, sections: request.index?.sections ?? .standard)
    guard result.changed, let formatted = result.formatted else { return [] }
    let old = document.lines
    let new = TextDocument.split(formatted)
    // The lines both share at the start and at the end are kept; one line of the old text always
    // stays inside the edit, so that its range ends on a line of the document.
    var prefix = 0
    while prefix < min(old.count, new.count) - 1, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix - 1, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let range: LSPRange
    let text: String
    if suffix > 0 {
      range = LSPRange(
        start: LSPPosition(line: prefix, character: 0), end: LSPPosition(line: old.count - suffix, character: 0))
      text = new[prefix..<(new.count - suffix)].map { $0 + "\n" }.joined()
    } else {
      range = LSPRange(
        start: LSPPosition(line: prefix, character: 0),
        end: LSPPosition(line: old.count - 1, character: old[old.count - 1].utf16.count))
      text = new[prefix...].joined(separator: "\n")
    }
    return [.object(["range": range.json, "newText": .string(text)])]
  }
}
