/// The literal text of a template fits the notification limits before any token is filled in.
struct TemplateLengthRule: Rule {
  static let description = RuleDescription(
    id: "template_length", title: "Template text limits",
    summary:
      "A template's literal title is at most 50 and its body at most 200 user-perceived characters (extended grapheme clusters, Unicode 17.0.0), tokens left out; in UTF-16 code units too when rendering.length_units includes utf16.",
    rationale:
      "Notifications are truncated past these limits; text that is too long before any token is filled in always loses its end. JavaScript, Java and Kotlin count UTF-16 code units: one family emoji is 1 character and 8 code units. "
      + PlatformFacts.textLimitSource,
    triggering: [
      LoadingRules.header
        + "templates:\n  - id: long\n    title: ↓\"\(String(repeating: "x", count: 51))\"\n    body: Short\n",
      LoadingRules.header + TemplateTokensRule.tokens
        + "templates:\n  - id: long\n    title: \"{{medicine}} \(String(repeating: "👍🏽", count: 49))\"\n"
        + "    body: ↓\(String(repeating: "e\u{301}", count: 201))\n",
      LoadingRules.header + "rendering:\n  length_units: [characters, utf16]\n"
        + "templates:\n  - id: family\n    title: ↓\"\(String(repeating: "👨‍👩‍👧", count: 10))\"\n    body: b\n",
    ],
    nonTriggering: [
      LoadingRules.header + TemplateTokensRule.tokens
        + "templates:\n  - id: fits\n    title: \"\(String(repeating: "👨‍👩‍👧", count: 49)) {{medicine}}\"\n"
        + "    body: \"\(String(repeating: "س", count: 190)) {{dose}}\"\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for analysis in spec.templateAnalyses.all {
      for field in analysis.fields where field.literalLength > field.limit {
        sink.error(
          id,
          "\(field.name) of \(analysis.name) is \(field.literalLength) \(field.unitName) without its tokens; the limit is \(field.limit): shorten it by \(field.literalLength - field.limit)",
          at: field.text.mark)
      }
    }
  }
}
