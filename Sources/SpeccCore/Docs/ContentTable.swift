/// What each template's notifications carry beyond their text (issue 29): one row per template
/// that says any of it.
enum ContentTable {
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable([
      "Template", "Interruption level", "Group", "Badge", "Actions", "Android", "Lock screen", "Attachments",
    ])
    for template in spec.templates where !template.content.isEmpty {
      let content = template.content
      var group = content.group.map { MarkdownTable.code($0.value) } ?? ""
      if content.groupSummary?.value == true { group += " (summary)" }
      let category = spec[template.category]
      let actions = category.map { category in
        category.actions.map { MarkdownTable.code($0.id.value) }.joined(separator: ", ")
          + (category.onAndroid ? " (iOS and Android)" : " (iOS)")
      }
      var android: [String] = []
      if content.fullScreenIntent?.value == true { android.append("full-screen intent") }
      if content.ongoing?.value == true { android.append("ongoing") }
      table.append([
        links.named(template.id),
        content.interruptionLevel.map { MarkdownTable.code($0.value.rawValue) } ?? "",
        group,
        content.badge.map { MarkdownTable.code($0.value) } ?? "",
        actions ?? "",
        android.joined(separator: ", "),
        content.visibility.map { MarkdownTable.code($0.value) } ?? "",
        content.attachments.map { MarkdownTable.code($0.value) }.joined(separator: ", "),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard spec.templates.contains(where: { !$0.content.isEmpty }) else { return nil }
    return .table("notification_content", "What notifications carry", table(spec, links: links))
  }
}
