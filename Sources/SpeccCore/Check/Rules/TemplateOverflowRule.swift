/// The worst-case rendered title and body fit their limits, or the spec says what it accepts.
struct TemplateOverflowRule: Rule {
  static let description = RuleDescription(
    id: "template_overflow", title: "Rendered template limits", severity: .warning,
    summary:
      "With every token at its longest as rendered (after escaping, or the missing-value placeholder when longer), a title fits 50 and a body 200, in every unit the spec counts; reported with the template's overflow severity (default warning; truncate declares the ellipsis intended).",
    rationale:
      "The runtime truncates with an ellipsis, so an overflow is not a crash but lost text; the report says how much the user can lose. A token without a longest value cannot be proven to fit, html escaping can make one character six, and a placeholder can be longer than the value it replaces.",
    triggering: [
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 40\n  - id: note\n    kind: text\n"
        + "  - id: day\n    kind: date\n    format: yyyy-MM-dd\n"
        + "templates:\n  - id: t\n    title: ↓\"{{name}} on {{day}}\"\n    body: ↓\"{{note}}\"\n",
      LoadingRules.header
        + "tokens:\n  - id: note\n    kind: text\n    max_length: 100\n"
        + "templates:\n  - id: t\n    title: t\n    body: ↓\"{{note}} {{note}}\"\n    overflow: error\n",
      // Seen with apostrophes: 50 characters of text escape to up to 300.
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 50\n"
        + "templates:\n  - id: t\n    title: ↓\"{{name}}\"\n    body: b\n    escaping: html\n    overflow: error\n",
      // A missing time renders its 9-character placeholder, not 5 digits.
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 40\n  - id: at\n    kind: time\n    format: HH:mm\n"
        + "templates:\n  - id: t\n    title: ↓\"{{name}} at {{at}}\"\n    body: b\n"
        + "    missing:\n      placeholder: \"[Missing]\"\n",
      // 25 characters can be 100 UTF-16 code units when the spec counts them.
      LoadingRules.header + "rendering:\n  length_units: [characters, utf16]\n"
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 25\n    max_utf16_length: 100\n"
        + "templates:\n  - id: t\n    title: ↓\"{{name}}\"\n    body: b\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 50\n  - id: note\n    kind: text\n    max_length: 180\n"
        + "  - id: day\n    kind: date\n    format: yyyy-MM-dd\n  - id: at\n    kind: time\n    format: HH:mm\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: \"{{note}} · {{day}} {{at}}\"\n",
      // Already over without tokens: template_length reports it.
      LoadingRules.header
        + "tokens:\n  - id: day\n    kind: date\n    format: yyyy-MM-dd\n"
        + "templates:\n  - id: t\n    title: \"\(String(repeating: "x", count: 51)) {{day}}\"\n    body: b\n",
      LoadingRules.header + "rendering:\n  length_units: [characters, utf16]\n  escaping: html\n"
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 8\n    max_utf16_length: 8\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n"
        + "    missing:\n      placeholder: \"—\"\n",
      LoadingRules.header
        + "tokens:\n  - id: note\n    kind: text\n"
        + "templates:\n  - id: t\n    title: t\n    body: \"{{note}}\"\n    escaping: html\n    overflow: truncate\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let analyses = spec.templateAnalyses
    // Tokens whose length is written but is not one: schema_type reported each once.
    let refused = Set(spec.tokens.filter(\.lengthRefused).map(\.id.value))
    for (index, template) in spec.templates.enumerated() where template.overflow != .truncate {
      let severity: Severity = template.overflow == .error ? .error : .warning
      for analysis in analyses.wordings(ofTemplateAt: index) {
        for field in analysis.fields { report(field, analysis, severity, refused, &sink) }
      }
    }
  }

  private static func report(
    _ field: TemplateAnalysis.Field, _ analysis: TemplateAnalysis, _ severity: Severity,
    _ refused: Set<String>, _ sink: inout DiagnosticSink
  ) {
    guard field.literalLength <= field.limit else { return }
    // Named only when reported: most fields fit.
    var what: String { "\(field.name) of \(analysis.name)" }
    if field.worstCaseLength == nil, !field.unboundedTokens.isEmpty {
      if field.unboundedTokens.allSatisfy(refused.contains) { return }
      let tokens = field.unboundedTokens.map(TemplateText.placeholder).joined(separator: ", ")
      let key = field.unit == .characters ? "max_length" : "max_utf16_length"
      sink.report(
        severity, id,
        "\(what) has no worst-case length in \(field.unitName): \(tokens) \(field.unboundedTokens.count == 1 ? "has" : "have") no \(key), so it can exceed \(field.limit) and be truncated; declare the longest value the app sends",
        at: field.text.mark)
      return
    }
    guard let worst = field.worstCaseLength, let loss = field.worstCaseLoss, worst > field.limit else { return }
    let parts = field.costs.map(\.arithmetic).joined(separator: " + ")
    sink.report(
      severity, id,
      "\(what) can render \(worst) \(field.unitName) (\(field.literalLength) literal + \(parts)), over the limit of \(field.limit): the runtime keeps \(field.limit - 1) and an ellipsis, so the user can lose the last \(loss); shorten the text or the tokens' longest values",
      at: field.text.mark)
  }
}
