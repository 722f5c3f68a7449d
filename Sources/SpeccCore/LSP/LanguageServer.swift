import Foundation

/// specc's language server (LSP 3.17) without its transport: JSON-RPC messages in, messages out.
/// `specc lsp` frames them over standard input and output; tests drive it in-process too.
///
/// Diagnostics are computed lazily: an edit only marks its document stale; `idle()` (called by
/// the transport when no message is waiting) lints every stale document once and publishes, so a
/// burst of keystrokes costs one lint. A request about a stale document lints it first.
///
/// A document is linted exactly as `specc lint` lints the file (`ProjectConfigs`,
/// `ProjectConfig.lint`): in its project's languages, at its severities, and only when the
/// project's `include` and `exclude` name it — other YAML files are left alone. The problems of
/// a `.specc.yml` are published on that file. Its text is read as YAML once per version, for the
/// lint and the index. Requests are answered by `LSPFeature`s.
public final class LanguageServer {
  /// What a client is told the server can do (`features`' capabilities). A test checks that
  /// each advertised capability is answered and each answered request is advertised.
  public static var capabilities: JSON { capabilities(of: LSPFeature.standard) }

  /// The request methods answered, by the capability that advertises them.
  public static var requestCapabilities: [String: String] {
    Dictionary(LSPFeature.standard.map { ($0.method, $0.capability) }, uniquingKeysWith: { _, last in last })
  }

  static func capabilities(of features: [LSPFeature]) -> JSON {
    var members: [String: JSON] = [
      "textDocumentSync": .object([
        "openClose": .bool(true), "change": .int(2), "save": .object(["includeText": .bool(false)]),
      ])
    ]
    for feature in features { members[feature.capability] = feature.options }
    return .object(members)
  }

  private struct OpenDocument {
    var document: TextDocument
    var path: String
    var analysis: Analysis?
    /// The last index of a version that parsed, for requests while the YAML is broken.
    var lastIndex: SpecIndex?
    var published = false
  }

  private var documents: [String: OpenDocument] = [:]
  /// The configurations read, shared with `specc lint`'s way of finding them.
  private var projects: ProjectConfigs
  /// The modification date of each configuration when it was read.
  private var configStamps: [String: Date?] = [:]
  /// The diagnostics last published on each `.specc.yml` that is not open.
  private var publishedConfigs: [String: [Diagnostic]] = [:]
  /// Configurations that could not be read, with why, until the user has been told.
  private var unreadableConfigs: [String: String] = [:]
  private var closed: [String] = []
  private var initialized = false
  private var shutdownRequested = false
  private let limits: LoadLimits
  /// The sections documents are read with (the spec format's, or a test's with a toy section).
  private let sections: SectionList
  private let backends: BackendRegistry
  private let rules: RuleRegistry
  private let features: [String: LSPFeature]
  private let advertised: JSON
  /// The exit status once `exit` arrived: 0 after `shutdown`, 1 without.
  public private(set) var exitCode: Int32?

  public convenience init(limits: LoadLimits = .default) {
    self.init(limits: limits, features: LSPFeature.standard)
  }

  /// A server answering `features` (a later feature of the same method replaces an earlier one).
  init(
    limits: LoadLimits = .default, features: [LSPFeature] = LSPFeature.standard,
    backends: BackendRegistry = .standard, rules: RuleRegistry = .standard, sections: SectionList = .standard
  ) {
    self.limits = limits
    self.sections = sections
    self.backends = backends
    self.rules = rules
    projects = ProjectConfigs(backends: backends, rules: rules)
    self.features = Dictionary(features.map { ($0.method, $0) }, uniquingKeysWith: { _, last in last })
    advertised = Self.capabilities(of: Array(self.features.values).sorted { $0.method < $1.method })
  }

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
            "capabilities": advertised,
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
    guard let feature = features[method] else {
      return [Self.error(id: id, code: -32601, "method not found: \(method)")]
    }
    guard let uri = params["textDocument"]["uri"].string else {
      return [Self.error(id: id, code: -32602, "params.textDocument.uri is missing")]
    }
    let analysis = analyzed(uri)
    guard let state = documents[uri], !analysis.ignored else { return [Self.result(id: id, .null)] }
    let request = LSPRequest(
      method: method, params: params, uri: uri, document: state.document, index: analysis.index ?? state.lastIndex,
      diagnostics: analysis.diagnostics)
    switch feature.answer(request) {
    case .success(let result): return [Self.result(id: id, result)] + feature.notices(request)
    case .failure(let error): return [Self.error(id: id, code: error.code, error.message)]
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
      // A saved `.specc.yml` may change every document's languages, severities and files.
      if let uri, Self.isConfiguration(Self.path(of: uri)) {
        projects.forget(Self.path(of: uri))
        configStamps[Self.path(of: uri)] = nil
      }
      for key in documents.keys {
        documents[key]?.analysis = nil
        documents[key]?.published = false
      }
    case "textDocument/didClose":
      guard let uri else { return }
      if let path = documents[uri]?.path, Self.isConfiguration(path) { publishedConfigs[path] = nil }
      documents[uri] = nil
      closed.append(uri)
    default: break
    }
  }

  /// Lints every stale document and returns their `publishDiagnostics` (and empty ones for
  /// documents just closed), then those of the `.specc.yml` files they follow that are not
  /// open. The transport calls it when no message is waiting.
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
      let converter = DiagnosticConverter(
        document: state.document, index: analysis.index ?? state.lastIndex, uri: uri)
      out.append(
        Self.notification(
          "textDocument/publishDiagnostics",
          .object([
            "uri": .string(uri), "version": .int(state.document.version),
            "diagnostics": .array(analysis.diagnostics.map(converter.json)),
          ])))
    }
    return out + configurationProblems()
  }

  /// `handle` then `idle`: what a client sees once the server has caught up.
  public func handleAndSettle(_ message: JSON) -> [JSON] { handle(message) + idle() }

  // MARK: Analysis

  struct Analysis {
    var diagnostics: [Diagnostic]
    var index: SpecIndex? = nil
    /// A YAML file its project does not name: no diagnostics, no answers.
    var ignored = false
    /// The `.specc.yml` the document follows, if any.
    var configuration: String? = nil
  }

  /// The diagnostics and index of a document's current text (computed once per version).
  @discardableResult
  private func analyzed(_ uri: String) -> Analysis {
    if let analysis = documents[uri]?.analysis { return analysis }
    guard let state = documents[uri] else { return Analysis(diagnostics: [], ignored: true) }
    var analysis: Analysis
    let bytes = Array(state.document.text.utf8)
    if Self.isConfiguration(state.path) {
      // A `.specc.yml` open in the editor: its own problems, from its text as typed.
      analysis = Analysis(
        diagnostics: ProjectConfig.parse(bytes, path: state.path, backends: backends, ruleIDs: projects.ruleIDs)
          .diagnostics)
    } else {
      let (config, path) = configuration(for: state.path)
      if config.covers(state.path) {
        let read = YAMLReader.read(bytes, limits: limits)
        var index: SpecIndex? = nil
        if case .success(let root) = read { index = SpecIndex.build(root, in: state.document, sections: sections) }
        // The tree goes to the lint, which frees it before any rule runs.
        let result = config.lint(
          read: consume read, bytes: bytes, path: state.path, limits: limits, sections: sections, backends: backends,
          rules: rules)
        analysis = Analysis(diagnostics: result.diagnostics, index: index)
        if let index { documents[uri]?.lastIndex = index }
      } else {
        analysis = Analysis(diagnostics: [], ignored: true)
      }
      analysis.configuration = path
    }
    documents[uri]?.analysis = analysis
    return analysis
  }

  /// The project configuration of the spec at `path` and where it was read from, as `specc
  /// lint` finds it (`ProjectConfigs`), read again when its modification date changes.
  private func configuration(for path: String) -> (ProjectConfig, String?) {
    guard path.hasPrefix("/"), let found = projects.configPath(for: path) else { return (.defaults, nil) }
    let stamp = (try? FileManager.default.attributesOfItem(atPath: found))?[.modificationDate] as? Date
    if configStamps[found] != .some(stamp) {
      projects.forget(found)
      configStamps[found] = stamp
    }
    do {
      return (try projects.config(for: path), found)
    } catch {
      unreadableConfigs[found] = "\(error)"
      return (.defaults, found)
    }
  }

  /// The `publishDiagnostics` of every `.specc.yml` that an open document follows, is not open
  /// itself, and whose problems changed since they were last published; a `window/showMessage`
  /// for one that cannot be read.
  private func configurationProblems() -> [JSON] {
    var out: [JSON] = unreadableConfigs.keys.sorted().map { path in
      Self.notification(
        "window/showMessage",
        .object(["type": .int(1), "message": .string("specc: \(unreadableConfigs[path] ?? path)")]))
    }
    unreadableConfigs = [:]
    let open = Set(documents.values.map(\.path))
    let followed = Set(documents.values.compactMap { $0.analysis?.configuration })
    for path in followed.sorted() where !open.contains(path) {
      let diagnostics = projects.loaded[path]?.diagnostics ?? []
      guard publishedConfigs[path] != diagnostics else { continue }
      publishedConfigs[path] = diagnostics
      let text = (try? SpecSources.read(path)).map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
      let uri = Self.uri(of: path)
      let converter = DiagnosticConverter(
        document: TextDocument(uri: uri, version: 0, text: text), index: nil, uri: uri)
      out.append(
        Self.notification(
          "textDocument/publishDiagnostics",
          .object(["uri": .string(uri), "diagnostics": .array(diagnostics.map(converter.json))])))
    }
    return out
  }

  static func isConfiguration(_ path: String) -> Bool {
    URL(fileURLWithPath: path).lastPathComponent == ProjectConfig.fileName
  }

  /// The file path of a `file:` URI (percent-decoded), or the URI itself.
  static func path(of uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    let rest = String(uri.dropFirst("file://".count))
    return rest.removingPercentEncoding ?? rest
  }

  /// The `file:` URI of an absolute path (percent-encoded as a URL path).
  static func uri(of path: String) -> String {
    "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
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
