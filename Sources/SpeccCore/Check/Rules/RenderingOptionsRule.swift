/// Escaping and missing-value options are complete and apply to something.
struct RenderingOptionsRule: Rule {
  static let description = RuleDescription(
    id: "rendering_options", title: "Rendering options",
    summary:
      "A missing-value option says exactly one of placeholder or skip; escaping and missing on a template without tokens, and rendering defaults in a spec without templates, are reported as doing nothing.",
    rationale:
      "What a notification shows when a value is missing is a product decision: an option that is empty, says two things, or applies to no token would be read as a decision that was never made.",
    triggering: [
      LoadingRules.header + "error_codes:\n  - id: NO_VALUE\n"
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 20\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n"
        + "    missing:\n      placeholder: ↓\"?\"\n      skip: NO_VALUE\n"
        + "  - id: u\n    title: \"{{name}}\"\n    body: b\n    missing: ↓{}\n"
        + "  - id: plain\n    title: Plain\n    body: b\n    escaping: ↓html\n    missing:\n      placeholder: ↓\"?\"\n",
      LoadingRules.header + "rendering:\n  escaping: ↓html\n",
    ],
    nonTriggering: [
      LoadingRules.header + "error_codes:\n  - id: NO_VALUE\n"
        + "rendering:\n  escaping: html\n  missing:\n    skip: NO_VALUE\n"
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 20\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n"
        + "    missing:\n      placeholder: \"?\"\n    escaping: none\n"
        + "  - id: plain\n    title: Plain\n    body: b\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    if let rendering = spec.rendering {
      missing(rendering.missing, "rendering.missing", &sink)
      if spec.templates.isEmpty {
        let first = [rendering.escaping?.mark, rendering.missing?.mark, rendering.lengthUnits?.mark].compactMap { $0 }
        sink.warning(id, "rendering does nothing: the spec has no templates", at: first.first ?? rendering.mark)
      }
    }
    for (index, template) in spec.templates.enumerated() {
      missing(template.missing, "missing of template '\(template.id.value)'", &sink)
      // The analyses parsed each title and body once.
      guard !spec.templateAnalyses.wordings(ofTemplateAt: index).contains(where: \.insertsTokens) else { continue }
      if let escaping = template.escaping, escaping.value != .none {
        sink.warning(
          id, "escaping of template '\(template.id.value)' does nothing: the template inserts no token",
          at: escaping.mark)
      }
      if let missing = template.missing {
        sink.warning(
          id, "missing of template '\(template.id.value)' does nothing: the template inserts no token",
          at: missing.placeholder?.mark ?? missing.skip?.mark ?? missing.mark)
      }
    }
  }

  private static func missing(_ option: MissingValue?, _ what: String, _ sink: inout DiagnosticSink) {
    guard let option else { return }
    switch (option.placeholder, option.skip) {
    case (let placeholder?, _?):
      sink.error(
        id, "\(what) says both placeholder and skip: keep the one the app does", at: placeholder.mark)
    case (nil, nil):
      sink.error(
        id, "\(what) is empty: say placeholder (the text shown instead) or skip (the error code recorded)",
        at: option.mark)
    default: break
    }
  }
}
