/// The literal text of a template fits the notification limits before any token is filled in.
struct TemplateLengthRule: Rule {
  static let description = RuleDescription(
    id: "template_length", title: "Template text limits",
    summary:
      "A template's literal title is at most 50 and its body at most 200 user-perceived characters (Swift Characters), tokens left out.",
    rationale:
      "Notifications are truncated past these limits; text that is too long before any token is filled in always loses its end.",
    triggering: [
      LoadingRules.header
        + "templates:\n  - id: long\n    title: ↓\"\(String(repeating: "x", count: 51))\"\n    body: Short\n",
      LoadingRules.header
        + "templates:\n  - id: long\n    title: \"{{headline}} \(String(repeating: "👍🏽", count: 49))\"\n"
        + "    body: ↓\(String(repeating: "e\u{301}", count: 201))\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "templates:\n  - id: fits\n    title: \"\(String(repeating: "👨‍👩‍👧", count: 49)) {{headline}}\"\n"
        + "    body: \"\(String(repeating: "س", count: 190)) {{summary}}\"\n"
    ])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    for template in spec.templates {
      measure(template.title, "title", limit: TemplateAnalysis.titleLimit, template, &sink)
      measure(template.body, "body", limit: TemplateAnalysis.bodyLimit, template, &sink)
    }
  }

  private static func measure(
    _ text: Located<String>, _ what: String, limit: Int, _ template: Template, _ sink: inout DiagnosticSink
  ) {
    let length = TemplateText(text.value).literalLength
    guard length > limit else { return }
    sink.error(
      id,
      "\(what) of template '\(template.id.value)' is \(length) characters without its tokens; the limit is \(limit) (user-perceived characters): shorten it by \(length - limit)",
      at: text.mark)
  }
}
