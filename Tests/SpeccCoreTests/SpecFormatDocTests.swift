import Foundation
import Testing

@testable import SpeccCore

/// `docs/spec-format.md` must keep up with the format: every key of `SpecSchema` is documented
/// there, and every YAML example in it is valid as far as reading and the schema go.
@Suite struct SpecFormatDocTests {
  static let docURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs").appendingPathComponent("spec-format.md")

  static func document() throws -> String { try String(contentsOf: docURL, encoding: .utf8) }

  @Test func everyTopLevelKeyIsAHeadingOrCode() throws {
    let text = try Self.document()
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n")
    let missing = SpecSchema.root.fields.map(\.name).filter { key in
      !headings.contains(key) && !text.contains("`\(key)`")
    }
    #expect(
      missing.isEmpty,
      "docs/spec-format.md does not document the top-level keys \(missing): add them to the key table and give each a section with an example"
    )
  }

  @Test func everyKeyOfEverySectionIsDocumentedAsCode() throws {
    let text = try Self.document()
    var missing: [String] = []
    for object in Self.objects(SpecSchema.root) {
      for field in object.fields where !text.contains("`\(field.name)`") {
        missing.append("\(object.name).\(field.name)")
      }
    }
    #expect(missing.isEmpty, "docs/spec-format.md does not mention these keys as `code`: \(missing)")
  }

  @Test func everyObjectOfTheFormatHasItsGeneratedKeyTable() throws {
    let text = try Self.document()
    let markers = Set(MarkerInjector.names(in: Array(text.utf8)))
    let missing = FormatTables.blocks().keys.filter { !markers.contains($0) }.sorted()
    #expect(missing.isEmpty, "docs/spec-format.md has no <!-- specc:begin NAME --> for \(missing)")
    guard case .success(let filled) = MarkerInjector.inject(into: Array(text.utf8), blocks: FormatTables.blocks())
    else {
      Issue.record("the markers of docs/spec-format.md are broken")
      return
    }
    #expect(String(decoding: filled, as: UTF8.self) == text, "run specc schema --inject docs/spec-format.md")
  }

  @Test func everyYAMLExampleReadsAndMatchesTheSchema() throws {
    let blocks = Self.yamlBlocks(try Self.document())
    #expect(blocks.count >= 16, "expected an example for every section, found \(blocks.count)")
    let readingRules = Set(RuleRegistry.loading.map(\.id))
    for (index, block) in blocks.enumerated() {
      let text = block.hasPrefix("spec:") ? block : LoadingRules.header + block
      let problems = Pipeline.lint(text: text, path: "example\(index + 1).yaml").diagnostics
        .filter { readingRules.contains($0.ruleID) }
      #expect(
        problems.isEmpty,
        "YAML example \(index + 1) of docs/spec-format.md:\n\(block)\n\(problems.map { "\($0.location): \($0.message)" })"
      )
    }
  }

  @Test func theCompleteExampleLintsClean() throws {
    let first = try #require(Self.yamlBlocks(try Self.document()).first)
    let diagnostics = Pipeline.lint(text: first, path: "first.yaml").diagnostics
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }

  /// Every object schema reachable from `root`, each once.
  static func objects(_ root: ObjectSchema) -> [ObjectSchema] {
    var result: [ObjectSchema] = []
    var names = Set<String>()
    var queue = [root]
    while let object = queue.popLast() {
      guard names.insert(object.name).inserted else { continue }
      result.append(object)
      for field in object.fields {
        var type = field.type
        while true {
          switch type {
          case .list(let element): type = element
          case .map(let value, _): type = value
          case .object(let nested): queue.append(nested)
          default: break
          }
          if case .list = type { continue }
          if case .map = type { continue }
          break
        }
      }
    }
    return result
  }

  /// The contents of the ```yaml fenced blocks.
  static func yamlBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```yaml" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
