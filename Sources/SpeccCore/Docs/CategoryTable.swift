/// iOS categories, one row per action.
enum CategoryTable {
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Category", "Action", "Title", "Options", "Thread identifier"])
    for category in spec.categories {
      let thread = category.threadIdentifier.map { MarkdownTable.code($0.value) } ?? ""
      if category.actions.isEmpty {
        table.append([links.declared(category.id), "", "", "", thread])
      }
      for (index, action) in category.actions.enumerated() {
        var options: [String] = []
        if action.foreground { options.append("foreground") }
        if action.destructive { options.append("destructive") }
        if action.snoozes?.value == true { options.append("snoozes") }
        table.append([
          index == 0 ? links.declared(category.id) : MarkdownTable.code(category.id.value),
          MarkdownTable.code(action.id.value),
          MarkdownTable.text(action.title.value), options.joined(separator: ", "), thread,
        ])
      }
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.categories.isEmpty else { return nil }
    return .table("categories", "iOS categories and actions", table(spec, links: links))
  }
}
