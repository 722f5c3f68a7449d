import Testing

@testable import SpeccCore

/// Worst-case rendered lengths: declared tokens at their longest, after escaping, with the
/// placeholder of a missing value, in every unit the spec counts.
@Suite struct TemplateAnalysisTests {
  static let tokens =
    "tokens:\n  - id: headline_text\n    kind: text\n    max_length: 50\n"
    + "  - id: summary_text\n    kind: text\n    max_length: 180\n"
    + "  - id: day\n    kind: date\n    format: yyyy-MM-dd\n  - id: at\n    kind: time\n    format: HH:mm\n"

  static func template(title: String, body: String, tokens: String = tokens, extra: String = "") throws -> (
    TemplateAnalysis, [Diagnostic]
  ) {
    let yaml =
      "spec: t\nname: T\nversion: \"1\"\n" + tokens
      + "templates:\n  - id: daily\n    title: \"\(title)\"\n    body: \"\(body)\"\n" + extra
    let result = Pipeline.lint(text: yaml, path: "t.yaml")
    let spec = try #require(result.resolved)
    return (
      try #require(spec.templateAnalyses.all.first),
      result.diagnostics.filter { !["token_declaration", "unused_declaration"].contains($0.ruleID) }
    )
  }

  @Test func boundedTokensWithoutEscapingFit() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "{{headline_text}}", body: "{{summary_text}} · {{day}} {{at}}")
    #expect(analysis.title.worstCaseLength == 50)
    #expect(analysis.body.worstCaseLength == 180 + 3 + 10 + 1 + 5)
    #expect(analysis.body.worstCaseLoss == 0)
    #expect(diagnostics.isEmpty)
  }

  @Test func htmlEscapingCountsItsGrowth() throws {
    // A 50-character value of apostrophes renders 250 characters (&#39;), quotes 300 (&quot;).
    let (analysis, diagnostics) = try Self.template(
      title: "{{headline_text}}", body: "b", extra: "    escaping: html\n    overflow: error\n")
    #expect(analysis.title.worstCaseLength == 300)
    let error = try #require(diagnostics.first { $0.ruleID == "template_overflow" })
    #expect(error.severity == .error)
    #expect(error.message.contains("{{headline_text}} 50 (html ×6 = 300)"))
  }

  @Test func aMissingValueCountsItsPlaceholder() throws {
    // A missing {{at}} renders "[Content]" (9), not five digits.
    let (analysis, _) = try Self.template(
      title: "{{at}}", body: "b", extra: "    missing:\n      placeholder: \"[Content]\"\n")
    #expect(analysis.title.worstCaseLength == 9)
    #expect(analysis.title.costs.map(\.arithmetic) == ["{{at}} 5 (placeholder 9)"])
  }

  @Test func utf16IsCountedWhenTheSpecSaysSo() throws {
    // 50 family emoji: 50 characters, 400 UTF-16 code units.
    let family = String(repeating: "👨‍👩‍👧", count: 50)
    let (analysis, diagnostics) = try Self.template(
      title: family, body: "b", tokens: "rendering:\n  length_units: [characters, utf16]\n")
    #expect(analysis.title.worstCaseLength == 50)
    #expect(analysis.utf16?.title.worstCaseLength == 400)
    let error = try #require(diagnostics.first { $0.ruleID == "template_length" })
    #expect(error.message.contains("400 UTF-16 code units without its tokens; the limit is 50"))
    let (charactersOnly, clean) = try Self.template(title: family, body: "b", tokens: "")
    #expect(charactersOnly.utf16 == nil)
    #expect(clean.isEmpty)
  }

  @Test func emojiCombiningMarksAndArabicCountAsOneCharacterEach() throws {
    // 👨‍👩‍👧 (5 scalars), 🇸🇦 (2), é as e + U+0301 (2), شدّة (4 scalars, 3 characters): 6 characters + 1 space.
    let (analysis, diagnostics) = try Self.template(
      title: "👨‍👩‍👧🇸🇦e\u{301}شدّة {{name}}", body: "b",
      tokens: "tokens:\n  - id: name\n    kind: text\n    max_length: 43\n")
    #expect(analysis.title.literalLength == 7)
    #expect(analysis.title.worstCaseLength == 50)
    #expect(diagnostics.isEmpty)
  }

  @Test func overflowSaysWhatTheUserLoses() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "Today: {{name}}", body: "b", tokens: "tokens:\n  - id: name\n    kind: text\n    max_length: 60\n",
      extra: "    overflow: error\n")
    #expect(analysis.title.worstCaseLength == 67)
    #expect(analysis.title.worstCaseLoss == 18)
    let error = try #require(diagnostics.first { $0.ruleID == "template_overflow" })
    #expect(error.severity == .error)
    #expect(error.location.line == 10 && error.location.column == 12)
    #expect(error.message.contains("can render 67 characters (7 literal + {{name}} 60)"))
    #expect(error.message.contains("the user can lose the last 18"))
  }

  @Test func unboundedTokensAreSaidToBeUnbounded() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "{{name}}", body: "{{note}} {{note}}",
      tokens: "tokens:\n  - id: name\n    kind: text\n  - id: note\n    kind: text\n")
    #expect(analysis.title.worstCaseLength == nil && analysis.title.unboundedTokens == ["name"])
    #expect(analysis.body.unboundedTokens == ["note"])
    let warnings = diagnostics.filter { $0.ruleID == "template_overflow" }
    #expect(warnings.map(\.severity) == [.warning, .warning])
    #expect(warnings.first?.message.contains("{{name}} has no max_length") == true)
  }

  @Test func truncateDeclaresTheEllipsisIntended() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "{{headline_text}}", body: "b", extra: "    escaping: html\n    overflow: truncate\n")
    #expect(analysis.title.worstCaseLoss == 251)
    #expect(diagnostics.isEmpty)
  }
}
