import Foundation
import Testing

@testable import SpeccCore

/// The same spec written differently — CRLF line endings, a byte-order mark, extra comments,
/// top-level keys reordered, block style turned into flow style, or all text rewrites at once —
/// must decode to the same model, lint just as clean and compile to byte-identical Swift.
@Suite struct MetamorphicTests {
  /// One rewrite of a spec's text.
  struct Variant: CustomStringConvertible, Sendable {
    var name: String
    var rewrite: @Sendable (String) -> String
    var description: String { name }
  }

  static let variants: [Variant] = [
    Variant(name: "crlf", rewrite: TextVariants.crlf),
    Variant(name: "bom", rewrite: TextVariants.bom),
    Variant(name: "comments", rewrite: TextVariants.commented),
    Variant(name: "reordered", rewrite: TextVariants.reorderedTopLevel),
    Variant(name: "flow", rewrite: flowStyle),
    Variant(name: "flow+crlf+bom", rewrite: { TextVariants.bom(TextVariants.crlf(flowStyle($0))) }),
    Variant(
      name: "all text rewrites",
      rewrite: { TextVariants.bom(TextVariants.crlf(TextVariants.commented(TextVariants.reorderedTopLevel($0)))) }),
  ]

  /// The spec re-read and written back in flow style.
  @Sendable static func flowStyle(_ text: String) -> String {
    guard case .success(let root) = YAMLReader.read(Array(text.utf8)) else { return "" }
    return FlowStyleWriter.write(root)
  }

  static func load(_ name: String) throws -> String {
    let url = SpecsLintCleanTests.repositoryRoot.appendingPathComponent("Specs").appendingPathComponent(name)
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  static func decode(_ text: String, _ path: String) -> (
    dump: String?, diagnostics: [String], swift: [OutputFile]
  ) {
    let result = Pipeline.lint(text: text, path: path)
    return (
      result.spec.map(MarklessDump.of), result.diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" },
      result.spec.map { Compiler.outputs(for: [$0]) } ?? []
    )
  }

  @Test(arguments: SpecsLintCleanTests.specFiles, variants)
  func variantDecodesToTheSameModel(_ name: String, _ variant: Variant) throws {
    let original = try Self.load(name)
    let rewritten = variant.rewrite(original)
    #expect(rewritten != original, "the \(variant) rewrite changed nothing in \(name)")
    let expected = Self.decode(original, "Specs/\(name)")
    let actual = Self.decode(rewritten, "Specs/\(name)")
    #expect(actual.diagnostics.isEmpty, "\(variant) of \(name):\n\(actual.diagnostics.joined(separator: "\n"))")
    let expectedDump = try #require(expected.dump)
    let actualDump = try #require(actual.dump, "\(variant) of \(name) did not decode")
    #expect(actualDump == expectedDump, "\(variant) of \(name) decodes to a different model")
    #expect(!expected.swift.isEmpty)
    #expect(actual.swift == expected.swift, "\(variant) of \(name) compiles to different Swift")
  }

  /// The comparison can fail: a changed value, even one deep in a list, changes the dump.
  @Test func changingOneValueChangesTheModel() throws {
    let original = try Self.load("athan.yaml")
    let changed = original.replacingOccurrences(of: "pending_cap: 64", with: "pending_cap: 63")
    #expect(changed != original)
    let a = try #require(Self.decode(original, "a.yaml").dump)
    let b = try #require(Self.decode(changed, "a.yaml").dump)
    #expect(a != b)
  }

  /// Marks differ between variants, and the dump ignores them.
  @Test func marksAreIgnored() throws {
    let original = try Self.load("athan.yaml")
    let shifted = "\n\n" + original
    let a = try #require(Pipeline.lint(text: original, path: "a.yaml").spec)
    let b = try #require(Pipeline.lint(text: shifted, path: "a.yaml").spec)
    #expect(a != b)
    #expect(MarklessDump.of(a) == MarklessDump.of(b))
  }

  @Test func flowWriterQuotesWhatPlainCannotHold() {
    #expect(FlowStyleWriter.isFlowSafePlain("64"))
    #expect(FlowStyleWriter.isFlowSafePlain("peak_day"))
    #expect(!FlowStyleWriter.isFlowSafePlain("a, b"))
    #expect(!FlowStyleWriter.isFlowSafePlain("a: b"))
    #expect(!FlowStyleWriter.isFlowSafePlain("- a"))
    #expect(FlowStyleWriter.doubleQuoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
  }
}
