import Foundation
import Testing

@testable import SpeccCore

/// A rule is one registration: this test registers a toy rule that SpeccCore has never heard of
/// (`RuleRegistry.adding`), and `Pipeline.lint`, `specc lint`'s run (`SpecRun`), the language
/// server, `.specc.yml`'s `rules` and the in-file suppressions all cover it, with no edit to
/// SpeccCore (as `SectionExtensionTests`, `BackendRegistryTests` and `LSPProjectTests` do for a
/// section, a language and an LSP feature).
@Suite struct RuleRegistryTests {
  /// Reports a spec whose name is shouted (all capitals), at the name.
  struct ToyRule: Rule {
    static let description = RuleDescription(
      id: "toy_shouted_name", title: "Toy: a quiet name",
      summary: "A spec's name is not all capitals.", rationale: "A test of rule registration.",
      triggering: ["spec: loud\nname: ↓LOUD\nversion: \"1\"\n"],
      nonTriggering: [LoadingRules.header])

    static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
      let name = spec.name.value
      guard name.count > 1, name == name.uppercased(), name != name.lowercased() else { return }
      sink.warning(id, "the name '\(name)' is shouted; write it as people read it", at: spec.name.mark)
    }
  }

  static let rules = RuleRegistry.standard.adding(ToyRule.self)
  static let loud = "spec: loud\nname: LOUD\nversion: \"1\"\n"

  static func found(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)" }
  }

  @Test func itRunsOnlyWhenRegistered() {
    #expect(
      Self.found(Pipeline.lint(text: Self.loud, path: "l.yaml", rules: Self.rules).diagnostics) == [
        "2:7 toy_shouted_name warning"
      ])
    #expect(Pipeline.lint(text: Self.loud, path: "l.yaml").diagnostics.isEmpty)
    #expect(Pipeline.lint(text: LoadingRules.header, path: "q.yaml", rules: Self.rules).diagnostics.isEmpty)
  }

  @Test func itsIDIsInTheOneList() {
    let ids = Self.rules.ids(backends: .standard)
    #expect(ids.contains("toy_shouted_name"))
    #expect(ids == ids.sorted())
    #expect(Set(ids) == Set(RuleRegistry.ids).union(["toy_shouted_name"]))
    #expect(!RuleRegistry.ids.contains("toy_shouted_name"))
  }

  /// Its examples hold as every rule's do (`RuleExampleTests`): a report at each `↓`, none on
  /// the non-triggering ones.
  @Test func itsExamplesHold() throws {
    let toy = try #require(Self.rules.descriptions(backends: .standard).first { $0.id == "toy_shouted_name" })
    for example in toy.triggering {
      let (text, expected) = Markers.strip(example)
      let found = Pipeline.lint(text: text, path: "e.yaml", rules: Self.rules).diagnostics.filter {
        $0.ruleID == toy.id
      }
      #expect(found.map { Markers.Position(line: $0.location.line, column: $0.location.column) } == expected)
    }
    for example in toy.nonTriggering {
      #expect(
        !Pipeline.lint(text: example, path: "e.yaml", rules: Self.rules).diagnostics.contains { $0.ruleID == toy.id })
    }
  }

  /// A suppression may name it where it is registered, and only there.
  @Test func aSuppressionNamesIt() {
    let suppressed =
      "spec: loud\n# specc:disable-next-line toy_shouted_name -- the brand is written so\nname: LOUD\nversion: \"1\"\n"
    #expect(Pipeline.lint(text: suppressed, path: "l.yaml", rules: Self.rules).diagnostics.isEmpty)
    #expect(
      Pipeline.lint(text: suppressed, path: "l.yaml").diagnostics.map(\.message) == [
        "specc:disable-next-line names no known rule 'toy_shouted_name'"
      ])
  }

  /// `specc lint`'s run and the language server check it, and `.specc.yml` may set its severity.
  @Test func theProjectConfiguresItAndTheEditorShowsIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specc-toy-rule-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let spec = root.appendingPathComponent("loud.yaml")
    try Self.loud.write(to: spec, atomically: true, encoding: .utf8)
    let config = root.appendingPathComponent(".specc.yml")
    try "rules:\n  toy_shouted_name: error\n".write(to: config, atomically: true, encoding: .utf8)

    let run = try SpecRun(inputs: [root.path], rules: Self.rules)
    #expect(Self.found(run.diagnostics) == ["2:7 toy_shouted_name error"])
    // Without the toy, the configuration names an unknown rule: one located error on it.
    let standard = try SpecRun(inputs: [root.path])
    #expect(standard.diagnostics.map(\.location.path) == [config.path])
    #expect(standard.diagnostics.first?.message.hasPrefix("no rule 'toy_shouted_name'") == true)

    let session = LSPServerTests.Session(server: LanguageServer(rules: Self.rules))
    let published = session.open(Self.loud, uri: spec.absoluteString)
    #expect(published.map { $0["code"].string } == ["toy_shouted_name"])
    #expect(published.first?["severity"].int == 1)
  }
}
