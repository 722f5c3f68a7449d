import Testing

@testable import SpeccCore

/// The loader and validator fixes made for the hostile corpus, each pinned by a small case.
@Suite struct LoaderHardeningTests {
  static let header = "spec: demo\nname: Demo\nversion: \"1\"\n"

  @Test func suggestionsStillFindTyposWithoutCaseOrLengthNoise() {
    let keys = SpecSchema.root.fields.map(\.name)
    #expect(Suggest.closest(to: "slotz", in: keys) == "slots")
    #expect(Suggest.closest(to: "PLATFORMS", in: keys) == "platforms")
    #expect(Suggest.closest(to: "copy_rule", in: keys) == "copy_rules")
    #expect(Suggest.closest(to: "key_123456", in: keys) == nil)
    #expect(Suggest.closest(to: String(repeating: "x", count: 100_000), in: keys) == nil)
    #expect(Suggest.closest(to: "", in: keys) == nil)
  }

  @Test func tabIndentationSaysSoAtTheTab() {
    let result = Pipeline.lint(text: Self.header + "platforms:\n\tios: {}\n", path: "t.yaml")
    #expect(result.diagnostics.map(\.ruleID) == ["yaml_syntax"])
    #expect(result.diagnostics.first?.message.contains("tab") == true)
    #expect(result.diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (5, 1))
  }

  @Test func unclosedQuoteIsReportedWhereItOpens() {
    let text = Self.header + "description: 'never closed\nslots: []\nflows: []\n"
    let result = Pipeline.lint(text: text, path: "q.yaml")
    #expect(result.diagnostics.map(\.ruleID) == ["yaml_syntax"])
    #expect(result.diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (4, 14))
    #expect(result.diagnostics.first?.message.contains("never closed") == true)
  }

  @Test func libyamlNestingCapReadsAsOurLimit() {
    let text = Self.header + "description: " + String(repeating: "[", count: 5_000) + "\n"
    let result = Pipeline.lint(text: text, path: "deep.yaml")
    #expect(result.diagnostics.map(\.ruleID) == ["nesting_too_deep"])
    #expect(result.diagnostics.first?.message == "nesting is deeper than 64 levels")
  }

  @Test func encodingErrorsAreLocatedInCharactersNotBytes() {
    // UTF-16LE with a lone high surrogate after "description: bad " (17 characters).
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in (Self.header + "description: bad ").utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    utf16 += [0x00, 0xD8, 0x78, 0x00, 0x0A, 0x00]
    let lone = Pipeline.lint(bytes: utf16, path: "u.yaml").diagnostics
    #expect(lone.map(\.ruleID) == ["invalid_encoding"])
    #expect(lone.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (4, 18))
    // A UTF-8 byte-order mark is not a column.
    let bom = Pipeline.lint(bytes: [0xEF, 0xBB, 0xBF] + Array("spec: d".utf8) + [0xFF, 0x0A], path: "b.yaml")
    #expect(bom.diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (1, 8))
  }

  @Test func customAndFloatTagsAreErrorsAtTheTaggedValue() {
    let text = "%TAG !app! tag:example.com,2026:\n---\n" + Self.header + "name2: !app!x y\nz: !!float 1\n"
    let tags = Pipeline.lint(text: text, path: "t.yaml").diagnostics.filter { $0.ruleID == "unsupported_tag" }
    #expect(tags.map(\.location.line) == [6, 7])
    #expect(tags.first?.message.contains("tag:example.com,2026:x") == true)
    #expect(tags.last?.message.contains("!!float") == true)
  }

  @Test func coreTagsAreAccepted() {
    let text = Self.header + "platforms:\n  ios:\n    pending_cap: !!int \"64\"\n    notes: !!str 8:00\n"
    #expect(Pipeline.lint(text: text, path: "t.yaml").diagnostics.isEmpty)
  }

  @Test func sinkKeepsItsLimitAndCountsTheRest() {
    var sink = DiagnosticSink(path: "x.yaml", limit: 2)
    for line in 1...5 { sink.error(LoadingRules.yamlSyntax, "m", at: Mark(line: line, column: 1)) }
    #expect(sink.diagnostics.count == 2)
    #expect(sink.suppressed == 3)
    let all = sink.diagnosticsWithOverflow
    #expect(all.count == 3)
    #expect(all.last?.ruleID == "too_many_diagnostics")
    #expect(all.last?.location.line == 3)
    #expect(all.last?.message.hasPrefix("3 more problems") == true)
  }

  @Test func sortingComparesLocationsByLineThenColumn() {
    let a = SourceLocation(path: "a.yaml", line: 2, column: 10)
    let b = SourceLocation(path: "a.yaml", line: 10, column: 1)
    let c = SourceLocation(path: "b.yaml", line: 1, column: 1)
    #expect(a < b && b < c && !(b < a))
    #expect(!(a < a))
  }
}
