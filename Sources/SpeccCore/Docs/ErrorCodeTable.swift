/// The error taxonomy.
enum ErrorCodeTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Code", "Meaning"])
    for code in spec.errorCodes {
      table.append([MarkdownTable.code(code.id.value), MarkdownTable.text(code.description ?? "")])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.errorCodes.isEmpty else { return nil }
    return .table("error_codes", "Error codes", table(spec))
  }
}
