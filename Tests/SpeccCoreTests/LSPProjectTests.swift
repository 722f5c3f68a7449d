import Foundation
import Testing

@testable import SpeccCore

/// The language server applies a project exactly as `specc lint` does — languages, severities,
/// include and exclude, the `.specc.yml`'s own problems — reads each document once per version,
/// builds quick fixes from the data diagnostics carry, and answers through registered features.
/// Everything goes through real JSON-RPC messages and `LanguageServer.handle`.
@Suite struct LSPProjectTests {
  typealias Session = LSPServerTests.Session

  /// A project folder on disk, removed when the test ends.
  final class Project {
    let root: String

    init(config: String?) throws {
      root =
        FileManager.default.temporaryDirectory.appendingPathComponent("specc-lsp-project-\(UUID().uuidString)")
        .standardizedFileURL.path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      if let config { try write(ProjectConfig.fileName, config) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }
    func uri(_ relative: String) -> String { LanguageServer.uri(of: path(relative)) }

    func write(_ relative: String, _ text: String) throws {
      let url = URL(fileURLWithPath: path(relative))
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// A feature flag whose default no JavaScript number holds (line 6, `default:`).
  static let bigFlag =
    LoadingRules.header + "feature_flags:\n  - id: seed\n    type: integer\n    default: 123456789012345678\n"

  static func codes(_ diagnostics: [JSON]) -> [String] { diagnostics.compactMap { $0["code"].string }.sorted() }

  static func didOpen(_ uri: String, _ text: String) -> JSON {
    Session.message(
      "textDocument/didOpen",
      .object([
        "textDocument": .object([
          "uri": .string(uri), "languageId": .string("yaml"), "version": .int(1), "text": .string(text),
        ])
      ]))
  }

  static func published(_ messages: [JSON], _ uri: String) -> [JSON]? {
    messages.last { $0["method"].string == "textDocument/publishDiagnostics" && $0["params"]["uri"].string == uri }?[
      "params"]["diagnostics"].array
  }

  // MARK: Languages and severities

  @Test func typeScriptWarningShowsWhenTheProjectGeneratesTypeScript() throws {
    let project = try Project(config: "generator:\n  languages: [swift, typescript]\n")
    let session = Session()
    let diagnostics = session.open(Self.bigFlag, uri: project.uri("Specs/flags.yaml"))
    let unsafe = try #require(diagnostics.first { $0["code"].string == "typescript_unsafe_integer" }, "\(diagnostics)")
    #expect(unsafe["severity"].int == 2)
    #expect(unsafe["range"]["start"]["line"].int == 6)
    // Outside any project the spec generates Swift only: no TypeScript check.
    let outside = session.open(Self.bigFlag, uri: "file:///nowhere/flags.yaml")
    #expect(!Self.codes(outside).contains("typescript_unsafe_integer"), "\(outside)")
  }

  @Test func severityOverridesApplyAndMatchSpeccLint() throws {
    let project = try Project(
      config: "rules:\n  typescript_unsafe_integer: error\n  unused_declaration: off\n"
        + "generator:\n  languages: [typescript]\n")
    let text =
      Self.bigFlag + "channels:\n  - { id: a.b, name: A, importance: high }\n"
      + "templates:\n  - id: t\n    title: T\n    body: B\n    channel: a.c\n"
    try project.write("Specs/flags.yaml", text)
    let session = Session()
    let diagnostics = session.open(text, uri: project.uri("Specs/flags.yaml"))
    #expect(diagnostics.first { $0["code"].string == "typescript_unsafe_integer" }?["severity"].int == 1)
    // Exactly what `specc lint` reports for the same file: rule, place and severity.
    let run = try SpecRun(inputs: [project.root])
    let lint = run.results.flatMap(\.diagnostics).map { diagnostic in
      "\(diagnostic.ruleID) \(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity)"
    }
    let severities = [1: "error", 2: "warning", 3: "note"]
    let editor = diagnostics.map { diagnostic in
      let start = diagnostic["range"]["start"]
      return "\(diagnostic["code"].string ?? "") \((start["line"].int ?? 0) + 1):\((start["character"].int ?? 0) + 1) "
        + (severities[diagnostic["severity"].int ?? 0] ?? "?")
    }
    #expect(editor.sorted() == lint.sorted())
    #expect(!lint.contains { $0.hasPrefix("unused_declaration") } && lint.count >= 2, "\(lint)")
  }

  // MARK: Include and exclude

  @Test func filesTheProjectDoesNotNameAreLeftAlone() throws {
    let project = try Project(config: "include: [\"Specs/**/*.yaml\"]\nexclude: [\"Specs/drafts/**\"]\n")
    let broken = "spec: [\n"
    let session = Session()
    #expect(Self.codes(session.open(broken, uri: project.uri("Specs/a.yaml"))) == ["yaml_syntax"])
    let reads = YAMLReader.ReadCount()
    YAMLReader.$reads.withValue(reads) {
      for relative in ["Specs/drafts/b.yaml", ".github/workflows/ci.yml", "tools/c.yaml", "Specs/.hidden/d.yaml"] {
        let uri = project.uri(relative)
        #expect(session.open(broken, uri: uri) == [], "\(relative)")
        #expect(session.at("textDocument/documentSymbol", 0, 0, uri: uri) == .null, "\(relative)")
      }
    }
    #expect(reads.value == 0, "a file left alone is not even read")
  }

  /// `covers` names exactly the files `specc lint` without paths lints, on a tree with files
  /// inside and outside `include`, excluded, hidden, and not YAML.
  @Test func coversExactlyWhatSpeccLintFinds() throws {
    let project = try Project(
      config: "include: [\"Specs/**/*.yaml\", \"Extra/one.yml\"]\nexclude: [\"Specs/drafts/**\"]\n")
    let files = [
      "Specs/a.yaml", "Specs/sub/b.yaml", "Specs/c.yml", "Specs/drafts/d.yaml", "Specs/.hidden/e.yaml",
      "Specs/notes.txt", "Extra/one.yml", "Extra/two.yml", "tools/f.yaml", ".github/workflows/ci.yml", "g.yaml",
    ]
    for file in files { try project.write(file, LoadingRules.header) }
    let config = try ProjectConfig.load(project.path(ProjectConfig.fileName), ruleIDs: RuleRegistry.ids)
    let inputs = try ProjectConfig.defaultInputs(of: project.path(ProjectConfig.fileName))
    let linted = Set(
      try SpecRun(inputs: inputs).results.compactMap(\.spec).map {
        URL(fileURLWithPath: $0.path).standardizedFileURL.path
      })
    let covered = Set(files.map(project.path).filter(config.covers))
    #expect(covered == linted)
    #expect(covered == Set(["Specs/a.yaml", "Specs/sub/b.yaml", "Extra/one.yml"].map(project.path)))
  }

  // MARK: The configuration's own problems

  @Test func configurationProblemsArePublishedOnTheConfigurationFile() throws {
    let project = try Project(config: "rules:\n  typescript_unsafe_integr: off\n")
    let session = Session()
    let configURI = project.uri(ProjectConfig.fileName)
    let messages = session.server.handleAndSettle(Self.didOpen(project.uri("a.yaml"), LoadingRules.header))
    let problems = try #require(Self.published(messages, configURI), "\(messages)")
    #expect(Self.codes(problems) == ["schema_unknown_key"])
    #expect(problems.first?["range"] == LSPServerTests.range(1, 2, 1, 26).json, "\(problems)")
    // Published once, not again with every lint.
    #expect(Self.published(session.server.handleAndSettle(Self.didOpen(project.uri("b.yaml"), "")), configURI) == nil)

    // Broken YAML, saved: published again at its line.
    try project.write(ProjectConfig.fileName, "rules:\n  unknown_reference: warning\ninclude: [\n")
    let saved = session.server.handleAndSettle(
      Session.message("textDocument/didSave", .object(["textDocument": .object(["uri": .string(configURI)])])))
    let syntax = try #require(Self.published(saved, configURI))
    #expect(Self.codes(syntax) == ["yaml_syntax"])
    #expect(syntax.first?["range"]["start"]["line"].int ?? 0 >= 2, "\(syntax)")

    // Open in the editor: its own text is checked, with a quick fix from the suggestion.
    let typed = "rules:\n  unknown_referenc: warning\n"
    let own = session.open(typed, uri: configURI)
    #expect(Self.codes(own) == ["schema_unknown_key"])
    let actions =
      session.request(
        "textDocument/codeAction",
        .object([
          "textDocument": .object(["uri": .string(configURI)]), "range": LSPServerTests.range(1, 4, 1, 4).json,
          "context": .object(["diagnostics": .array([])]),
        ]))["result"].array ?? []
    let change = actions.first { $0["isPreferred"].bool == true }
    #expect(change?["edit"]["changes"][configURI].array?.first?["newText"].string == "unknown_reference")

    // Fixed on disk: the problems are cleared.
    try project.write(ProjectConfig.fileName, "rules:\n  unknown_reference: warning\n")
    _ = session.server.handle(
      Session.message("textDocument/didClose", .object(["textDocument": .object(["uri": .string(configURI)])])))
    let cleared = session.server.handleAndSettle(
      Session.message("textDocument/didSave", .object(["textDocument": .object(["uri": .string(configURI)])])))
    #expect(Self.published(cleared, configURI) == [])
  }

  // MARK: One read per version

  /// Every YAML read is counted (`YAMLReader.$reads`), whoever makes it: one per version of the
  /// document, for its lint and its index, however many requests follow.
  @Test func eachVersionIsReadOnceForLintAndIndex() {
    let session = Session()
    let reads = YAMLReader.ReadCount()
    YAMLReader.$reads.withValue(reads) {
      session.open(LSPServerTests.flows)
      #expect(reads.value == 1)
      for method in ["textDocument/hover", "textDocument/definition", "textDocument/references"] {
        _ = session.at(method, 20, 33)
      }
      let symbols = session.at("textDocument/documentSymbol", 0, 0).array ?? []
      #expect(symbols.contains { $0["name"].string == "flows" })
      let actions = session.request(
        "textDocument/codeAction",
        .object([
          "textDocument": .object(["uri": .string(LSPServerTests.uri)]),
          "range": LSPServerTests.range(0, 0, 30, 0).json, "context": .object(["diagnostics": .array([])]),
        ]))
      #expect(actions["result"].array != nil)
      #expect(reads.value == 1, "requests reuse the version's one read")
      session.change(LSPServerTests.range(0, 6, 0, 10), "demo2")
      _ = session.at("textDocument/definition", 20, 33)
      #expect(reads.value == 2)
    }
  }

  // MARK: Quick fixes from data

  /// The "Change to" quick fix comes from `Diagnostic.suggestion`: reworded messages keep it,
  /// and a message that only mentions "did you mean" without one gets none.
  @Test func quickFixesComeFromDataNotMessages() throws {
    let text =
      LoadingRules.header + "channels:\n  - { id: doses.daily, name: A, importance: high }\n"
      + "templates:\n  - id: t\n    title: T\n    body: B\n    channel: \"doses.dayly\"\n"
      + "  - id: u\n    title: T\n    body: B\n    channel: qqqqqqqq\n"
    // A code-action provider registered from the test target, over the standard one, that
    // rewords every message before the actions are built.
    let standard = try #require(LSPFeature.standard.first { $0.method == "textDocument/codeAction" })
    var reworded = standard
    reworded.answer = { request in
      var request = request
      for index in request.diagnostics.indices {
        request.diagnostics[index].message = "reworded"
        if request.diagnostics[index].suggestion == nil { request.diagnostics[index].message = "did you mean 'zzz'?" }
      }
      return standard.answer(request)
    }
    for server in [LanguageServer(), LanguageServer(features: LSPFeature.standard + [reworded])] {
      let session = Session(server: server)
      let diagnostics = session.open(text)
      #expect(Self.codes(diagnostics).filter { $0 == "unknown_reference" }.count == 2, "\(diagnostics)")
      let unknown = try #require(diagnostics.first { $0["code"].string == "unknown_reference" })
      let range = try #require(LSPRange(unknown["range"]))
      let actions =
        session.request(
          "textDocument/codeAction",
          .object([
            "textDocument": .object(["uri": .string(LSPServerTests.uri)]),
            "range": LSPServerTests.range(0, 0, 20, 0).json,
            "context": .object(["diagnostics": .array([])]),
          ]))["result"].array ?? []
      let changes = actions.filter { $0["title"].string?.hasPrefix("Change to") == true }
      #expect(changes.count == 1, "\(actions)")
      let edit = changes.first?["edit"]["changes"][LSPServerTests.uri].array?.first
      #expect(edit?["newText"].string == "\"doses.daily\"", "quotes kept")
      #expect(edit?["range"] == range.json)
    }
  }

  // MARK: Registering a feature

  /// A feature added from the test target: advertised in `initialize` and answered, with no
  /// edit to `LanguageServer`.
  @Test func aFeatureRegisteredFromTheTestsIsAdvertisedAndAnswered() throws {
    let folding = LSPFeature(method: "textDocument/foldingRange", capability: "foldingRangeProvider") { request in
      // One range per top-level key of the outline.
      .success(
        .array(
          (request.index?.symbols ?? []).map { symbol in
            .object(["startLine": .int(symbol.range.start.line), "endLine": .int(symbol.range.end.line)])
          }))
    }
    let server = LanguageServer(features: LSPFeature.standard + [folding])
    let initialize = server.handle(Session.message("initialize", id: 0, .object([:])))
    #expect(initialize.first?["result"]["capabilities"]["foldingRangeProvider"] == .bool(true))
    #expect(initialize.first?["result"]["capabilities"]["hoverProvider"] == .bool(true))
    let session = Session(server: server)
    session.open(LSPServerTests.flows)
    let ranges = session.request(
      "textDocument/foldingRange", .object(["textDocument": .object(["uri": .string(LSPServerTests.uri)])]))[
        "result"]
    #expect(ranges.array?.contains { $0["startLine"].int == 10 && $0["endLine"].int ?? 0 > 20 } == true, "\(ranges)")
    // The standard server does not answer it.
    let plain = Session()
    plain.open(LSPServerTests.flows)
    #expect(
      plain.request(
        "textDocument/foldingRange", .object(["textDocument": .object(["uri": .string(LSPServerTests.uri)])]))[
          "error"]["code"].int == -32601)
  }
}
