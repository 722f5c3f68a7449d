import SpeccCore
import Testing

/// Worst-case rendered lengths (issue 3 §2), counted in user-perceived characters.
@Suite struct TemplateAnalysisTests {
  static func template(title: String, body: String, limits: String = "", overflow: String = "") throws -> (
    TemplateAnalysis, [Diagnostic]
  ) {
    let yaml =
      "spec: t\nname: T\nversion: \"1\"\ntemplates:\n  - id: daily\n    title: \"\(title)\"\n    body: \"\(body)\"\n"
      + overflow + (limits.isEmpty ? "" : "    token_max_lengths:\n\(limits)")
    let result = Pipeline.lint(text: yaml, path: "t.yaml")
    let spec = try #require(result.spec)
    return (try #require(TemplateAnalysis.all(in: spec).first), result.diagnostics)
  }

  @Test func timeSafariFitsWithItsBounds() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "{{headline}}", body: "{{summary}} · {{date}} {{time}}", limits: "      headline: 50\n      summary: 180\n"
    )
    #expect(analysis.title.worstCaseLength == 50)
    #expect(analysis.body.worstCaseLength == 180 + 3 + 10 + 1 + 5)
    #expect(analysis.body.worstCaseLoss == 0)
    #expect(diagnostics.isEmpty)
  }

  @Test func emojiCombiningMarksAndArabicCountAsOneCharacterEach() throws {
    // 👨‍👩‍👧 (5 scalars), 🇸🇦 (2), é as e + U+0301 (2), شدّة (4 scalars, 3 characters): 6 characters + 1 space.
    let (analysis, diagnostics) = try Self.template(
      title: "👨‍👩‍👧🇸🇦e\u{301}شدّة {{headline}}", body: "b", limits: "      headline: 43\n")
    #expect(analysis.title.literalLength == 7)
    #expect(analysis.title.worstCaseLength == 50)
    #expect(diagnostics.isEmpty)
  }

  @Test func overflowSaysWhatTheUserLoses() throws {
    let (analysis, diagnostics) = try Self.template(
      title: "Today: {{headline}}", body: "b", limits: "      headline: 60\n", overflow: "    overflow: error\n")
    #expect(analysis.title.worstCaseLength == 67)
    #expect(analysis.title.worstCaseLoss == 18)
    let error = try #require(diagnostics.first { $0.ruleID == "template_overflow" })
    #expect(error.severity == .error)
    #expect(error.location.line == 6 && error.location.column == 12)
    #expect(error.message.contains("can render 67 characters (7 literal + {{headline}} 60)"))
    #expect(error.message.contains("the user can lose the last 18 characters"))
  }

  @Test func unboundedTokensAreSaidToBeUnbounded() throws {
    let (analysis, diagnostics) = try Self.template(title: "{{headline}}", body: "{{summary}} {{summary}}")
    #expect(analysis.title.worstCaseLength == nil && analysis.title.unboundedTokens == [.headline])
    #expect(analysis.body.unboundedTokens == [.summary])
    let warnings = diagnostics.filter { $0.ruleID == "template_overflow" }
    #expect(warnings.map(\.severity) == [.warning, .warning])
    #expect(warnings.first?.message.contains("{{headline}} has no bound in token_max_lengths") == true)
  }
}
