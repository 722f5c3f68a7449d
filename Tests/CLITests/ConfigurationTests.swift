import Foundation
import Testing

/// `.specc.yml` (issue 14, item 1).
@Suite struct ConfigurationTests {
  static let spec = LintCommandTests.clean + "categories:\n  - id: UNUSED\n"

  static func project(_ config: String?) throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Specs/drafts"), withIntermediateDirectories: true)
    try spec.write(to: dir.appendingPathComponent("Specs/a.yaml"), atomically: true, encoding: .utf8)
    try (LintCommandTests.clean.replacingOccurrences(of: "spec: demo", with: "spec: draft") + "slotz: []\n").write(
      to: dir.appendingPathComponent("Specs/drafts/b.yaml"), atomically: true, encoding: .utf8)
    if let config { try config.write(to: dir.appendingPathComponent(".specc.yml"), atomically: true, encoding: .utf8) }
    return dir
  }

  @Test func rulesCanBeTurnedOffOrMadeErrors() throws {
    let none = try CLI.run(["lint", "Specs/a.yaml"], in: try Self.project(nil))
    #expect(none.status == 0 && none.stdout.contains("warning:"))
    let off = try CLI.run(["lint", "Specs/a.yaml"], in: try Self.project("rules:\n  unused_declaration: off\n"))
    #expect(off.status == 0 && !off.stdout.contains("unused_declaration"), "\(off.output)")
    let error = try CLI.run(["lint", "Specs/a.yaml"], in: try Self.project("rules:\n  unused_declaration: error\n"))
    #expect(error.status == 1 && error.stdout.contains("error: category 'UNUSED'"), "\(error.output)")
  }

  @Test func excludeLeavesFilesOutOfAFolder() throws {
    let all = try CLI.run(["lint", "Specs"], in: try Self.project(nil))
    #expect(all.status == 1 && all.stdout.contains("slotz"))
    let dir = try Self.project("exclude: [\"Specs/drafts/**\"]\n")
    let run = try CLI.run(["lint", "Specs"], in: dir)
    #expect(run.status == 0 && !run.stdout.contains("slotz"), "\(run.output)")
  }

  @Test func itsOwnMistakesAreLocatedDiagnostics() throws {
    let dir = try Self.project("rules:\n  unused_declarations: off\ngenerator:\n  access: internal\n")
    let run = try CLI.run(["lint", "Specs/a.yaml"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(".specc.yml:2:3: error: no rule 'unused_declarations'; did you mean 'unused_declaration'?"),
      "\(run.output)")
    #expect(run.stdout.contains(".specc.yml:4:3: error: unknown key 'access'"), "\(run.output)")
  }

  @Test func aBrokenOrShapelessConfigIsALocatedError() throws {
    let broken = try CLI.run(["lint", "Specs/a.yaml"], in: try Self.project("rules: [\n"))
    #expect(
      broken.status == 1 && broken.stdout.contains(".specc.yml:2:1: error: YAML syntax error"), "\(broken.output)")
    let list = try CLI.run(["lint", "Specs/a.yaml"], in: try Self.project("- rules\n"))
    #expect(
      list.status == 1 && list.stdout.contains(".specc.yml:1:1: error: .specc.yml must be a mapping"), "\(list.output)")
  }

  @Test func generatedCodeCanBeInternal() throws {
    let dir = try Self.project("generator:\n  access_level: internal\n")
    #expect(try CLI.run(["compile", "Specs/a.yaml", "--output", "Out"], in: dir).status == 0)
    let text = try String(contentsOf: dir.appendingPathComponent("Out/Demo.swift"), encoding: .utf8)
    #expect(text.contains("\nenum Demo {") && !text.contains("public "), "\(text)")
  }

  @Test func oneFilePerSpecCompiles() throws {
    let dir = try Self.project("generator:\n  layout: file_by_spec\n")
    try (LintCommandTests.clean + "status_labels:\n  - { id: off, state: Off, label: \"Off\" }\n").write(
      to: dir.appendingPathComponent("Specs/a.yaml"), atomically: true, encoding: .utf8)
    #expect(try CLI.run(["compile", "Specs/a.yaml", "--output", "Out"], in: dir).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Out").path)
    #expect(files == ["Demo.swift"])
    let text = try String(contentsOf: dir.appendingPathComponent("Out/Demo.swift"), encoding: .utf8)
    #expect(text.contains("// MARK: - Demo+StatusLabels") && text.contains("enum StatusLabel"))
  }

  @Test func anExplicitConfigWins() throws {
    let dir = try Self.project("rules:\n  unused_declaration: error\n")
    try "rules:\n  unused_declaration: off\n".write(
      to: dir.appendingPathComponent("quiet.yml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "Specs/a.yaml", "--config", "quiet.yml"], in: dir)
    #expect(run.status == 0 && !run.stdout.contains("UNUSED"), "\(run.output)")
  }
}
