/// The status-label table: platform / capability state → user-facing status (seed 002).
enum StatusLabelTable {
  /// The table, one row per label in spec order, with the seed's two columns.
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Platform / capability state", "User-facing status"])
    for label in spec.statusLabels {
      table.append([
        links.declared(label.id, shown: MarkdownTable.text(label.state.value)), MarkdownTable.text(label.label.value),
      ])
    }
    return table
  }

  /// The section, or nil when the spec has no status labels.
  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.statusLabels.isEmpty else { return nil }
    return .table("status_labels", "Status labels", table(spec, links: links))
  }
}
