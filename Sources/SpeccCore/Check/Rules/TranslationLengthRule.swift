import SpeccRuntime

/// Every translated template text fits the notification limits with its tokens at their longest.
struct TranslationLengthRule: Rule {
  static let description = RuleDescription(
    id: "translation_length", title: "Translated template limits",
    summary:
      "Each translation and plural form of a template's title and body fits 50 and 200 user-perceived characters (and UTF-16 code units when the spec counts them) with its tokens at their longest as rendered, counted as template_length and template_overflow count the source; over without tokens is an error, over with them has the template's overflow severity (default warning; truncate declares it intended). The message names the locale and the plural category.",
    rationale:
      "Translations are often longer than the source (French and German by a third): a title that fits in English can lose its end in French, and each plural form is a different length.",
    triggering: [
      TranslationKeysRule.example(
        translations: "    fr:\n      templates.soon.title: ↓\"\(String(repeating: "x", count: 51))\"\n"),
      TranslationKeysRule.example(
        translations: "    fr:\n      templates.soon.title: ↓\"Votre traitement commence bientôt : {{name}}\"\n",
        tokens: "  - id: name\n    kind: text\n    max_length: 20\n", title: "\"Soon: {{name}}\"",
        overflow: "    overflow: error\n"),
    ],
    nonTriggering: [
      TranslationKeysRule.example(),
      TranslationKeysRule.example(
        translations: "    fr:\n      templates.soon.title: \"Votre traitement commence bientôt : {{name}}\"\n",
        tokens: "  - id: name\n    kind: text\n    max_length: 20\n", title: "\"Soon: {{name}}\"",
        overflow: "    overflow: truncate\n"),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    // By index, not a copy of every template (a spec of many templates would hold them twice).
    let templateIndex = Dictionary(
      spec.templates.indices.map { (spec.templates[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
    for written in WrittenTranslation.all(in: spec.spec) {
      guard let id = written.text.templateID, let index = templateIndex[id] else { continue }
      let template = spec.templates[index]
      let isTitle = written.text.kind == .templateTitle
      let limit = isTitle ? TemplateRendering.titleLimit : TemplateRendering.bodyLimit
      let placeholder = spec.missing(of: template)?.placeholder?.value
      for unit in spec.lengthUnits {
        let field = TemplateAnalysis.field(
          isTitle ? "title" : "body", written.value, limit: limit, unit: unit, spec: spec.spec,
          escaping: spec.escaping(of: template), placeholder: placeholder)
        let what = "the \(written.place) \(written.text.name)"
        if field.literalLength > limit {
          sink.error(
            Self.id,
            "\(what) is \(field.literalLength) \(field.unitName) without its tokens; the limit is \(limit): shorten it by \(field.literalLength - limit)",
            at: written.value.mark)
          continue
        }
        guard template.overflow != .truncate, let worst = field.worstCaseLength, worst > limit,
          let loss = field.worstCaseLoss
        else { continue }
        let parts = field.costs.map(\.arithmetic).joined(separator: " + ")
        sink.report(
          template.overflow == .error ? .error : .warning, Self.id,
          "\(what) can render \(worst) \(field.unitName) (\(field.literalLength) literal + \(parts)), over the limit of \(limit): the runtime keeps \(limit - 1) and an ellipsis, so the user can lose the last \(loss)",
          at: written.value.mark)
      }
    }
  }
}
