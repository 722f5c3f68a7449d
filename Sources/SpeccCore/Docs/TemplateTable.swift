/// Notification templates with their worst-case rendered lengths (`TemplateAnalysis`).
enum TemplateTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable([
      "Template", "Title", "Title worst case", "Body", "Body worst case", "Channel", "Category", "Token limits",
      "Overflow",
    ])
    for template in spec.templates {
      let analysis = TemplateAnalysis(template)
      let limits = template.tokenMaxLengths.sorted { $0.key < $1.key }.map { "\($0.key) ≤ \($0.value.value)" }
      table.append([
        MarkdownTable.code(template.id.value), MarkdownTable.code(template.title.value), worstCase(analysis.title),
        MarkdownTable.code(template.body.value), worstCase(analysis.body),
        template.channel.map { MarkdownTable.code($0.value) } ?? "",
        template.category.map { MarkdownTable.code($0.value) } ?? "", limits.joined(separator: ", "),
        template.overflow.rawValue,
      ])
    }
    return table.droppingEmptyColumns()
  }

  /// `199 / 200 ✓`, `210 / 200 ✗ (truncated: 11 lost)` or `unbounded (headline)`.
  static func worstCase(_ field: TemplateAnalysis.Field) -> String {
    guard let length = field.worstCaseLength else {
      return "unbounded (" + field.unboundedTokens.map(\.rawValue).joined(separator: ", ") + ")"
    }
    if length <= field.limit { return "\(length) / \(field.limit) ✓" }
    return "\(length) / \(field.limit) ✗ (truncated: \(field.worstCaseLoss ?? 0) lost)"
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.templates.isEmpty else { return nil }
    return .table(
      "templates", "Templates", table(spec),
      intro:
        "Worst case: the literal text plus every token at its longest (date 10, time 5, headline and summary "
        + "as token_max_lengths bound them), in user-perceived characters; title ≤ 50, body ≤ 200.")
  }
}
