/// The error taxonomy.
enum ErrorCodeTable {
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Code", "Meaning"])
    for code in spec.errorCodes {
      table.append([links.declared(code.id), MarkdownTable.text(code.description ?? "")])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.errorCodes.isEmpty else { return nil }
    return .table("error_codes", "Error codes", table(spec, links: links))
  }
}
