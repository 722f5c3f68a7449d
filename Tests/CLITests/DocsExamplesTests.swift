import Foundation
import Testing

/// The specs and outputs shown in README.md and docs/ are run (issue 31, item 5), as rustdoc runs
/// a crate's examples:
/// - a fenced `yaml` block holding a whole spec (top-level `spec:` and `version:`) is linted;
/// - when the next fenced block is `text` starting `$ specc lint PATH`, the spec is written to
///   PATH and specc's output must be the rest of that block, byte for byte;
/// - otherwise the spec must lint without an error (a spec shown is a spec that works);
/// - a block that is not meant to run says so on the line before it: `<!-- specc: not run -->`.
/// docs/rules.md is generated from the rules' own examples, which `RuleExampleTests` runs.
@Suite struct DocsExamplesTests {
  struct Block {
    var info: String
    var body: String
    var line: Int
    var notRun: Bool
  }

  static let notRunMark = "<!-- specc: not run -->"

  /// README.md and docs/*.md, less the generated rules page.
  static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") && $0 != "rules.md" }.sorted().map { "docs/" + $0 }
  }

  /// The fenced blocks of a Markdown page, in order.
  static func blocks(of text: String) -> [Block] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let info = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      let notRun = index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces) == notRunMark
      var body: [String] = []
      var end = index + 1
      while end < lines.count && !lines[end].hasPrefix("```") {
        body.append(lines[end])
        end += 1
      }
      blocks.append(Block(info: info, body: body.joined(separator: "\n") + "\n", line: index + 1, notRun: notRun))
      index = end + 1
    }
    return blocks
  }

  /// Whether a block holds a whole spec: YAML with top-level `spec:` and `version:` keys.
  static func isSpec(_ block: Block) -> Bool {
    let lines = block.body.split(separator: "\n")
    return ["yaml", "yml"].contains(block.info) && lines.contains { $0.hasPrefix("spec:") }
      && lines.contains { $0.hasPrefix("version:") }
  }

  @Test(arguments: pages)
  func examplesRunAsShown(page: String) throws {
    let text = try String(contentsOf: CLI.root.appendingPathComponent(page), encoding: .utf8)
    let blocks = Self.blocks(of: text)
    var checked = Set<Int>()
    for (index, block) in blocks.enumerated() where Self.isSpec(block) && !block.notRun {
      let dir = try CLI.temporaryDirectory()
      let next = index + 1 < blocks.count ? blocks[index + 1] : nil
      if let next, next.info == "text", next.body.hasPrefix("$ specc lint ") {
        checked.insert(index + 1)
        var shown = next.body.components(separatedBy: "\n")
        let command = shown.removeFirst().dropFirst("$ specc ".count).split(separator: " ").map(String.init)
        let path = try #require(command.last)
        let file = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try block.body.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(command, in: dir)
        #expect(run.stderr.isEmpty, "\(page):\(next.line): \(run.stderr)")
        #expect(
          run.stdout == shown.joined(separator: "\n"),
          "\(page):\(next.line): the output shown is not what specc prints; it prints:\n\(run.stdout)")
      } else {
        try block.body.write(to: dir.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["lint", "spec.yaml"], in: dir)
        #expect(run.status == 0, "\(page):\(block.line): the spec shown does not lint clean:\n\(run.output)")
      }
    }
    // An output shown must come from a spec shown, or say it is not run.
    for (index, block) in blocks.enumerated()
    where block.info == "text" && block.body.hasPrefix("$ specc lint ") && !checked.contains(index) && !block.notRun {
      Issue.record("\(page):\(block.line): specc output with no spec before it (mark it \(Self.notRunMark))")
    }
  }

  @Test func theMarkdownReaderFindsBlocksAndMarks() {
    let page = "text\n```yaml\nspec: a\nversion: \"1\"\n```\n\(Self.notRunMark)\n```text\n$ specc lint x\n```\n"
    let blocks = Self.blocks(of: page)
    #expect(blocks.count == 2)
    #expect(Self.isSpec(blocks[0]) && !blocks[0].notRun && blocks[0].line == 2)
    #expect(blocks[1].notRun && blocks[1].info == "text")
  }
}
