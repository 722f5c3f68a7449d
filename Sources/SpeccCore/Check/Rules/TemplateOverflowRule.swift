/// The worst-case rendered title and body fit their limits, or the spec says what it accepts.
struct TemplateOverflowRule: Rule {
  static let description = RuleDescription(
    id: "template_overflow", title: "Rendered template limits",
    summary:
      "With every token at its longest (date 10, time 5, headline and summary from token_max_lengths), a rendered title fits 50 and a body 200 characters; reported with the template's overflow severity (default warning).",
    rationale:
      "The runtime truncates with an ellipsis, so an overflow is not a crash but lost text; the report says how much the user can lose, and a token without a bound cannot be proven to fit.",
    triggering: [
      LoadingRules.header
        + "templates:\n  - id: t\n    title: ↓\"{{headline}} on {{date}}\"\n    body: ↓\"{{summary}}\"\n"
        + "    token_max_lengths:\n      headline: 40\n",
      LoadingRules.header
        + "templates:\n  - id: t\n    title: \"{{date}} {{time}}\"\n    body: ↓\"{{summary}} {{summary}}\"\n"
        + "    overflow: error\n    token_max_lengths:\n      summary: 100\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "templates:\n  - id: t\n    title: \"{{headline}}\"\n    body: \"{{summary}} · {{date}} {{time}}\"\n"
        + "    token_max_lengths:\n      headline: 50\n      summary: 180\n",
      // Already over without tokens: template_length reports it.
      LoadingRules.header
        + "templates:\n  - id: t\n    title: \"\(String(repeating: "x", count: 51)) {{date}}\"\n    body: b\n",
    ])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    for template in spec.templates {
      let analysis = TemplateAnalysis(template)
      report(analysis.title, "title", template.title, template, &sink)
      report(analysis.body, "body", template.body, template, &sink)
    }
  }

  private static func report(
    _ field: TemplateAnalysis.Field, _ what: String, _ text: Located<String>, _ template: Template,
    _ sink: inout DiagnosticSink
  ) {
    guard field.literalLength <= field.limit else { return }
    let name = "\(what) of template '\(template.id.value)'"
    if !field.unboundedTokens.isEmpty {
      let tokens = field.unboundedTokens.map(\.placeholder).joined(separator: ", ")
      sink.report(
        template.overflow, id,
        "\(name) has no worst-case length: \(tokens) \(field.unboundedTokens.count == 1 ? "has" : "have") no bound in token_max_lengths, so it can exceed \(field.limit) characters and be truncated; add the longest value the content source sends",
        at: text.mark)
      return
    }
    guard let worst = field.worstCaseLength, let loss = field.worstCaseLoss, worst > field.limit else { return }
    let parts = field.tokens.map {
      "\($0.placeholder) \(TemplateAnalysis.maxLength(of: $0, in: template.tokenMaxLengths) ?? 0)"
    }
    sink.report(
      template.overflow, id,
      "\(name) can render \(worst) characters (\(field.literalLength) literal + \(parts.joined(separator: " + "))), over the limit of \(field.limit): the runtime keeps \(field.limit - 1) and an ellipsis, so the user can lose the last \(loss) characters; shorten the text or lower token_max_lengths",
      at: text.mark)
  }
}
