import Foundation
import Testing

/// The rest of issue 14's items, through the real binary: suppressions, one error per mistake,
/// YAML syntax in plain words, Mermaid edge labels.
@Suite struct AdoptionCLITests {
  static func lint(_ yaml: String, _ arguments: [String] = []) throws -> CLI.Run {
    let dir = try CLI.temporaryDirectory()
    try (LintCommandTests.clean + yaml).write(
      to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    return try CLI.run(["lint", "x.yaml"] + arguments, in: dir)
  }

  @Test func aSuppressionWithAReasonHidesItsFinding() throws {
    let plain = try Self.lint("categories:\n  - id: UNUSED\n", ["--strict"])
    #expect(plain.status == 1)
    let suppressed = try Self.lint(
      "# specc:disable-next-line unused_declaration -- ships next release\ncategories:\n  - id: UNUSED\n", ["--strict"])
    #expect(suppressed.status == 0, "\(suppressed.output)")
    let noReason = try Self.lint("# specc:disable-next-line unused_declaration\ncategories:\n  - id: UNUSED\n")
    #expect(noReason.status == 1 && noReason.stdout.contains("needs a reason"))
  }

  @Test func aMisspeltKeyIsOneError() throws {
    let run = try Self.lint(
      "channels:\n  - id: app.daily\n    name: Daily\n    importnce: high\n"
        + "templates:\n  - { id: a, title: A, body: B, channel: app.daily }\n")
    #expect(run.stdout.contains("1 error, 0 warnings"), "\(run.stdout)")
  }

  @Test func yamlSyntaxIsSaidInPlainWordsWithLibyamlsAsANote() throws {
    let run = try Self.lint("description: Note: take it\n")
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("must be quoted") && run.stdout.contains("note: libyaml: mapping values"), "\(run.stdout)")
  }

  @Test func everyMermaidEdgeHasItsLabel() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    let ontime = try String(contentsOf: CLI.root.appendingPathComponent("Specs/ontime.yaml"), encoding: .utf8)
    try ontime.write(to: dir.appendingPathComponent("Specs/ontime.yaml"), atomically: true, encoding: .utf8)
    #expect(try CLI.run(["docs", "Specs", "--output", "out"], in: dir).status == 0)
    let page = try String(contentsOf: dir.appendingPathComponent("out/ontime.md"), encoding: .utf8)
    let edges = page.split(separator: "\n").filter { $0.contains("-->") && !$0.hasPrefix("<!--") }
    #expect(!edges.isEmpty && edges.allSatisfy { $0.contains("-- \"") }, "\(edges.filter { !$0.contains("-- \"") })")
  }
}
