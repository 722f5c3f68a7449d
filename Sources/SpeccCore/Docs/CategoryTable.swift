/// iOS categories, one row per action.
enum CategoryTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Category", "Action", "Title", "Options", "Thread identifier"])
    for category in spec.categories {
      let thread = category.threadIdentifier.map { MarkdownTable.code($0.value) } ?? ""
      if category.actions.isEmpty {
        table.append([MarkdownTable.code(category.id.value), "", "", "", thread])
      }
      for action in category.actions {
        var options: [String] = []
        if action.foreground { options.append("foreground") }
        if action.destructive { options.append("destructive") }
        if action.snoozes?.value == true { options.append("snoozes") }
        table.append([
          MarkdownTable.code(category.id.value), MarkdownTable.code(action.id.value),
          MarkdownTable.text(action.title.value), options.joined(separator: ", "), thread,
        ])
      }
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.categories.isEmpty else { return nil }
    return .table("categories", "iOS categories and actions", table(spec))
  }
}
