import Foundation

/// specc's language server (LSP 3.17) without its transport: JSON-RPC messages in, messages out.
/// `specc lsp` frames them over standard input and output; tests drive it in-process too.
///
/// Diagnostics are computed lazily: an edit only marks its document stale; `idle()` (called by
/// the transport when no message is waiting) lints every stale document once and publishes, so a
/// burst of keystrokes costs one lint. A request about a stale document lints it first.
public final class LanguageServer {
  /// What a client is told the server can do; `methods` lists what it answers. A test checks
  /// that each advertised capability is answered and each answered request is advertised.
  public static let capabilities: JSON = .object([
    "textDocumentSync": .object([
      "openClose": .bool(true), "change": .int(2), "save": .object(["includeText": .bool(false)]),
    ]),
    "hoverProvider": .bool(true),
    "completionProvider": .object([
      "triggerCharacters": .array([":", " ", "{", "[", ","].map(JSON.string)), "resolveProvider": .bool(false),
    ]),
    "definitionProvider": .bool(true),
    "referencesProvider": .bool(true),
    "documentSymbolProvider": .bool(true),
    "codeActionProvider": .object([
      "codeActionKinds": .array([.string("quickfix"), .string("source.fixAll.specc")])
    ]),
  ])

  /// The request methods answered, by the capability that advertises them.
  public static let requestCapabilities: [String: String] = [
    "textDocument/hover": "hoverProvider", "textDocument/completion": "completionProvider",
    "textDocument/definition": "definitionProvider", "textDocument/references": "referencesProvider",
    "textDocument/documentSymbol": "documentSymbolProvider", "textDocument/codeAction": "codeActionProvider",
  ]

  private struct OpenDocument {
    var document: TextDocument
    var path: String
    var analysis: Analysis?
    /// The last index of a version that parsed, for requests while the YAML is broken.
    var lastIndex: SpecIndex?
    var published = false
  }

  private var documents: [String: OpenDocument] = [:]
  private var configs: [String: (stamp: Date?, config: ProjectConfig)] = [:]
  private var initialized = false
  private var shutdownRequested = false
  private let limits: LoadLimits
  /// The exit status once `exit` arrived: 0 after `shutdown`, 1 without.
  public private(set) var exitCode: Int32?

  public init(limits: LoadLimits = .default) { self.limits = limits }

  /// Number of open documents (tests check that closing frees them).
  public var openDocumentCount: Int { documents.count }

  // MARK: Dispatch

  /// Handles one message; returns the response (for a request) and any notifications.
  public func handle(_ message: JSON) -> [JSON] {
    guard case .object = message, let method = message["method"].string else {
      if message["id"] != .null, message["method"] == .null { return [] }  // a response to us: none expected
      return [Self.error(id: message["id"], code: -32600, "not a JSON-RPC request or notification")]
    }
    let id = message["id"]
    let isRequest = id != .null
    let params = message["params"]
    if method == "exit" {
      exitCode = shutdownRequested ? 0 : 1
      return []
    }
    if isRequest && method == "initialize" {
      initialized = true
      return [
        Self.result(
          id: id,
          .object([
            "capabilities": Self.capabilities,
            "serverInfo": .object(["name": .string("specc"), "version": .string(ToolInfo.specc.version)]),
          ]))
      ]
    }
    guard initialized else {
      return isRequest ? [Self.error(id: id, code: -32002, "the server is not initialized")] : []
    }
    if shutdownRequested && isRequest {
      return [Self.error(id: id, code: -32600, "the server is shutting down")]
    }
    if !isRequest {
      notify(method, params)
      return []
    }
    if method == "shutdown" {
      shutdownRequested = true
      return [Self.result(id: id, .null)]
    }
    guard Self.requestCapabilities[method] != nil else {
      return [Self.error(id: id, code: -32601, "method not found: \(method)")]
    }
    guard let uri = params["textDocument"]["uri"].string else {
      return [Self.error(id: id, code: -32602, "params.textDocument.uri is missing")]
    }
    guard documents[uri] != nil else { return [Self.result(id: id, .null)] }
    var analysis = analyzed(uri)
    if method != "textDocument/codeAction" { analysis.index = analyzedIndex(uri) }
    guard let state = documents[uri] else { return [Self.result(id: id, .null)] }
    let position = LSPPosition(params["position"]).map { state.document.clamp($0) }
    switch method {
    case "textDocument/documentSymbol":
      return [Self.result(id: id, .array((analysis.index?.symbols ?? []).map(\.json)))]
    case "textDocument/codeAction":
      guard let range = LSPRange(params["range"]) else { return [Self.error(id: id, code: -32602, "invalid range")] }
      let only = params["context"]["only"].array?.compactMap(\.string)
      return [Self.result(id: id, .array(codeActions(state, analysis, range: range, only: only)))]
    default:
      guard let position else { return [Self.error(id: id, code: -32602, "invalid position")] }
      let features = Features(document: state.document, index: analysis.index, uri: uri)
      switch method {
      case "textDocument/hover": return [Self.result(id: id, features.hover(at: position))]
      case "textDocument/completion": return [Self.result(id: id, features.completion(at: position))]
      case "textDocument/definition": return [Self.result(id: id, features.definition(at: position))]
      default:
        let declaration = params["context"]["includeDeclaration"].bool ?? true
        return [Self.result(id: id, features.references(at: position, includeDeclaration: declaration))]
      }
    }
  }

  private func notify(_ method: String, _ params: JSON) {
    let uri = params["textDocument"]["uri"].string
    switch method {
    case "textDocument/didOpen":
      guard let uri, let text = params["textDocument"]["text"].string else { return }
      let version = params["textDocument"]["version"].int ?? 0
      documents[uri] = OpenDocument(
        document: TextDocument(uri: uri, version: version, text: text), path: Self.path(of: uri))
    case "textDocument/didChange":
      guard let uri, var state = documents[uri] else { return }
      documents[uri] = nil  // edit in place, without a second copy of the lines
      for change in params["contentChanges"].array ?? [] {
        guard let text = change["text"].string else { continue }
        if change["range"] == .null {
          state.document.apply(text, in: nil)
        } else if let range = LSPRange(change["range"]) {
          state.document.apply(text, in: range)
        }  // a malformed range edits nothing rather than replacing the whole text
      }
      state.document.version = params["textDocument"]["version"].int ?? state.document.version + 1
      state.analysis = nil
      state.published = false
      documents[uri] = state
    case "textDocument/didSave":
      // A saved `.specc.yml` may change every document's severities.
      for key in documents.keys {
        documents[key]?.analysis = nil
        documents[key]?.published = false
      }
    case "textDocument/didClose":
      guard let uri else { return }
      documents[uri] = nil
      closed.append(uri)
    default: break
    }
  }

  private var closed: [String] = []

  /// Lints every stale document and returns their `publishDiagnostics` (and empty ones for
  /// documents just closed). The transport calls it when no message is waiting.
  public func idle() -> [JSON] {
    var out: [JSON] = closed.sorted().map { uri in
      Self.notification(
        "textDocument/publishDiagnostics", .object(["uri": .string(uri), "diagnostics": .array([])]))
    }
    closed = []
    for uri in documents.keys.sorted() where documents[uri]?.published == false {
      let analysis = analyzed(uri)
      documents[uri]?.published = true
      guard let state = documents[uri] else { continue }
      let index = analysis.needsIndexForRelated ? analyzedIndex(uri) : nil
      let converter = DiagnosticConverter(document: state.document, index: index, uri: uri)
      out.append(
        Self.notification(
          "textDocument/publishDiagnostics",
          .object([
            "uri": .string(uri), "version": .int(state.document.version),
            "diagnostics": .array(analysis.diagnostics.map(converter.json)),
          ])))
    }
    return out
  }

  /// `handle` then `idle`: what a client sees once the server has caught up.
  public func handleAndSettle(_ message: JSON) -> [JSON] { handle(message) + idle() }

  // MARK: Analysis

  struct Analysis {
    var diagnostics: [Diagnostic]
    var index: SpecIndex? = nil
    var indexed = false
    var needsIndexForRelated: Bool {
      diagnostics.contains { $0.message.contains("'") || $0.message.contains("line ") }
    }
  }

  /// The diagnostics of a document's current text (linted once per version).
  @discardableResult
  private func analyzed(_ uri: String) -> Analysis {
    if let analysis = documents[uri]?.analysis { return analysis }
    guard let state = documents[uri] else { return Analysis(diagnostics: []) }
    var diagnostics: [Diagnostic] = []
    // A `.specc.yml` open in the editor is not a spec: hover still explains its rule ids.
    if URL(fileURLWithPath: state.path).lastPathComponent != ProjectConfig.fileName {
      let result = Pipeline.lint(bytes: Array(state.document.text.utf8), path: state.path, limits: limits)
      diagnostics = config(for: state.path).apply(result.diagnostics)
    }
    let analysis = Analysis(diagnostics: diagnostics)
    documents[uri]?.analysis = analysis
    return analysis
  }

  /// The ids and outline of a document's current text, read when a request first needs them;
  /// while the YAML does not parse, those of the last version that did.
  private func analyzedIndex(_ uri: String) -> SpecIndex? {
    analyzed(uri)
    guard let state = documents[uri], let analysis = state.analysis else { return nil }
    if analysis.indexed { return analysis.index ?? state.lastIndex }
    var index: SpecIndex? = nil
    if case .success(let root) = YAMLReader.read(Array(state.document.text.utf8), limits: limits) {
      index = SpecIndex.build(root, in: state.document)
    }
    documents[uri]?.analysis?.index = index
    documents[uri]?.analysis?.indexed = true
    if let index { documents[uri]?.lastIndex = index }
    return index ?? state.lastIndex
  }

  /// The `.specc.yml` that governs `path` (the nearest from its folder upward), re-read when its
  /// modification date changes.
  private func config(for path: String) -> ProjectConfig {
    guard path.hasPrefix("/") else { return .defaults }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard let found = ProjectConfig.find(from: directory) else { return .defaults }
    let stamp = (try? FileManager.default.attributesOfItem(atPath: found))?[.modificationDate] as? Date
    if let cached = configs[found], cached.stamp == stamp { return cached.config }
    let config = (try? ProjectConfig.load(found)) ?? .defaults
    configs[found] = (stamp, config)
    return config
  }

  /// The file path of a `file:` URI (percent-decoded), or the URI itself.
  static func path(of uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    let rest = String(uri.dropFirst("file://".count))
    return rest.removingPercentEncoding ?? rest
  }

  // MARK: Code actions

  private func codeActions(_ state: OpenDocument, _ analysis: Analysis, range: LSPRange, only: [String]?)
    -> [JSON]
  {
    let converter = DiagnosticConverter(document: state.document, index: nil, uri: state.document.uri)
    let uri = state.document.uri
    func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind.hasPrefix($0) } } ?? true }
    func edit(_ edits: [JSON]) -> JSON { .object(["changes": .object([uri: .array(edits)])]) }
    func textEdit(_ range: LSPRange, _ text: String) -> JSON {
      .object(["range": range.json, "newText": .string(text)])
    }
    var actions: [JSON] = []
    if wanted("quickfix") {
      for diagnostic in analysis.diagnostics {
        let diagnosticRange = converter.range(of: diagnostic)
        guard diagnosticRange.intersects(range) else { continue }
        let lsp = converter.json(diagnostic)
        if let (fixRange, new) = converter.fix(of: diagnostic) {
          actions.append(
            .object([
              "title": .string("Replace with '\(new)' (specc lint --fix)"), "kind": .string("quickfix"),
              "isPreferred": .bool(true), "diagnostics": .array([lsp]), "edit": edit([textEdit(fixRange, new)]),
            ]))
        } else if let (fixRange, new) = converter.suggestion(of: diagnostic) {
          actions.append(
            .object([
              "title": .string("Change to '\(new)'"), "kind": .string("quickfix"), "isPreferred": .bool(true),
              "diagnostics": .array([lsp]), "edit": edit([textEdit(fixRange, new)]),
            ]))
        }
        if diagnostic.ruleID != Suppressions.description.id {
          let line = diagnosticRange.start.line
          let indent = String(state.document.lines[line].prefix { $0 == " " })
          let comment = "\(indent)# specc:disable-next-line \(diagnostic.ruleID) -- REASON: why this is accepted\n"
          let at = LSPRange(start: LSPPosition(line: line, character: 0), end: LSPPosition(line: line, character: 0))
          actions.append(
            .object([
              "title": .string("Suppress \(diagnostic.ruleID) on this line (with a reason)"),
              "kind": .string("quickfix"), "diagnostics": .array([lsp]), "edit": edit([textEdit(at, comment)]),
            ]))
        }
      }
    }
    if wanted("source.fixAll.specc"), let (text, changes) = Fixer.apply(analysis.diagnostics, to: state.document.text) {
      let lines = state.document.lines
      let end = LSPPosition(line: lines.count - 1, character: lines[lines.count - 1].utf16.count)
      actions.append(
        .object([
          "title": .string("Apply every specc fix (\(changes.count))"), "kind": .string("source.fixAll.specc"),
          "edit": edit([textEdit(LSPRange(start: LSPPosition(line: 0, character: 0), end: end), text)]),
        ]))
    }
    return actions
  }

  // MARK: JSON-RPC

  static func result(id: JSON, _ result: JSON) -> JSON {
    .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
  }

  static func error(id: JSON, code: Int, _ message: String) -> JSON {
    .object([
      "jsonrpc": .string("2.0"), "id": id,
      "error": .object(["code": .int(code), "message": .string(message)]),
    ])
  }

  static func notification(_ method: String, _ params: JSON) -> JSON {
    .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
  }

  /// The response to a request cancelled before it was handled (the transport's `$/cancelRequest`).
  public static func cancelled(id: JSON) -> JSON { error(id: id, code: -32800, "request cancelled") }

  /// The response to a message that is not JSON.
  public static func parseError(_ message: String) -> JSON { error(id: .null, code: -32700, message) }
}

extension LanguageServer {
  /// The current text of an open document (tests check edits against it).
  public func documentText(_ uri: String) -> String? { documents[uri]?.document.text }
}
