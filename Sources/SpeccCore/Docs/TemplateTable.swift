import SpeccRuntime

/// Notification templates with their worst-case rendered lengths (`TemplateAnalysis`), and the
/// tokens they insert.
enum TemplateTable {
  /// `analyses`: the spec's, computed once by its Resolve stage (computed here without them).
  static func table(_ spec: Spec, analyses: TemplateAnalyses? = nil, links: DocLinks = DocLinks()) -> MarkdownTable {
    let utf16 = spec.lengthUnits.contains(.utf16)
    var table = MarkdownTable(
      ["Template", "Title", "Title worst case"] + (utf16 ? ["Title worst case (UTF-16)"] : [])
        + ["Body", "Body worst case"] + (utf16 ? ["Body worst case (UTF-16)"] : [])
        + ["Channel", "Category", "Escaping", "Missing value", "Overflow"])
    let analyses = analyses ?? TemplateAnalyses(spec)
    for (index, template) in spec.templates.enumerated() {
      for (wording, analysis) in analyses.wordings(ofTemplateAt: index).enumerated() {
        table.append(row(spec, template, analysis, utf16, links: links, anchored: wording == 0))
      }
    }
    return table.droppingEmptyColumns()
  }

  /// One wording's row; `anchored`: the first of its template, which carries the template's anchor.
  private static func row(
    _ spec: Spec, _ template: Template, _ analysis: TemplateAnalysis, _ utf16: Bool, links: DocLinks, anchored: Bool
  ) -> [String] {
    let id = MarkdownTable.code(analysis.variantID.map { "\(template.id.value) / \($0)" } ?? template.id.value)
    var missing = "required"
    if let option = spec.missing(of: template) {
      missing =
        option.placeholder.map { "placeholder " + MarkdownTable.code($0.value) }
        ?? option.skip.map { "skip, record " + links.named($0) } ?? ""
    }
    return [
      anchored ? links.declared(template.id, shown: id) : id, MarkdownTable.code(analysis.title.text.value),
      worstCase(analysis.title),
    ]
      + (analysis.utf16.map { [worstCase($0.title)] } ?? [])
      + [MarkdownTable.code(analysis.body.text.value), worstCase(analysis.body)]
      + (analysis.utf16.map { [worstCase($0.body)] } ?? [])
      + [
        template.channel.map { links.named($0.id) } ?? "", template.category.map { links.named($0.id) } ?? "",
        spec.escaping(of: template).rawValue,
        missing, template.overflow.rawValue,
      ]
  }

  /// `1 + {{name}} 40 = 41 / 50 ✓`, `… = 210 / 200 ✗ (truncated: 11 lost)` or `unbounded (name)`.
  static func worstCase(_ field: TemplateAnalysis.Field) -> String {
    guard let length = field.worstCaseLength else {
      return "unbounded (" + field.unboundedTokens.joined(separator: ", ") + ")"
    }
    let sum =
      field.costs.isEmpty
      ? "" : ([String(field.literalLength)] + field.costs.map(\.arithmetic)).joined(separator: " + ") + " = "
    if length <= field.limit { return "\(sum)\(length) / \(field.limit) ✓" }
    return "\(sum)\(length) / \(field.limit) ✗ (truncated: \(field.worstCaseLoss ?? 0) lost)"
  }

  static func tokens(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Token", "Kind", "Longest", "Longest (UTF-16)", "Format", "Description"])
    for token in spec.tokens {
      let fixed = token.format.flatMap { TokenLength.filled($0.value) }
      table.append([
        links.declared(token.id, shown: MarkdownTable.code(TemplateText.placeholder(token.id.value))),
        token.kind.value.rawValue,
        fixed.map { "\(Graphemes.count($0)) (format)" } ?? token.maxLength.map { String($0.value) } ?? "unbounded",
        token.maxUTF16Length.map { String($0.value) } ?? "",
        token.format.map { MarkdownTable.code($0.value) } ?? "", token.description ?? "",
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec, analyses: TemplateAnalyses? = nil, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.templates.isEmpty else { return nil }
    let units =
      spec.lengthUnits.contains(.utf16)
      ? "user-perceived characters and UTF-16 code units" : "user-perceived characters"
    return .table(
      "templates", "Templates", table(spec, analyses: analyses, links: links),
      intro:
        "Worst case: the literal text plus every token at its longest as rendered (after escaping; a missing "
        + "value's placeholder when longer), in \(units); title ≤ \(TemplateRendering.titleLimit), body ≤ \(TemplateRendering.bodyLimit)."
    )
  }

  static func tokenSection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.tokens.isEmpty else { return nil }
    return .table("tokens", "Tokens", tokens(spec, links: links), intro: "Values templates insert as `{{name}}`.")
  }
}
