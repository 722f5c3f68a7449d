/// Notification templates.
enum TemplateTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Template", "Title", "Body", "Channel", "Category", "Token limits", "Overflow"])
    for template in spec.templates {
      let limits = template.tokenMaxLengths.sorted { $0.key < $1.key }.map { "\($0.key) ≤ \($0.value.value)" }
      table.append([
        MarkdownTable.code(template.id.value), MarkdownTable.code(template.title.value),
        MarkdownTable.code(template.body.value), template.channel.map { MarkdownTable.code($0.value) } ?? "",
        template.category.map { MarkdownTable.code($0.value) } ?? "", limits.joined(separator: ", "),
        template.overflow.rawValue,
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.templates.isEmpty else { return nil }
    return .table("templates", "Templates", table(spec))
  }
}
