import Foundation

/// specc diagnostics as LSP diagnostics: the range of the value at the mark, the rule id as
/// `code` with a link to its documentation, and the other places a message names as
/// `relatedInformation`.
struct DiagnosticConverter {
  let document: TextDocument
  let index: SpecIndex?
  let uri: String
  /// The index's definitions by id (a message's quoted ids are looked up here).
  private let definitionsByID: [String: [SpecIndex.Definition]]

  init(document: TextDocument, index: SpecIndex?, uri: String) {
    self.document = document
    self.index = index
    self.uri = uri
    definitionsByID = Dictionary(grouping: index?.definitions ?? [], by: \.id)
  }

  /// Where a rule is documented (one call, so the base URL is set in one place: `ToolInfo`): at
  /// `SPECC_RULES_URL`, as SARIF's links; nil without it (no link to a placeholder).
  static func documentation(rule: String) -> String? {
    ToolInfo.specc(rulesURL: getenv("SPECC_RULES_URL").map { String(cString: $0) }).helpURI(rule: rule)
  }

  /// The diagnostic's range: its fix's old text, else the scalar written at its mark.
  func range(of diagnostic: Diagnostic) -> LSPRange {
    let start = document.position(line: diagnostic.location.line, column: diagnostic.location.column)
    let column = document.scalarColumn(line: start.line, utf16: start.character)
    var length = document.scalars(start.line).map { TokenRange.length(in: $0, from: column) } ?? 0
    if let fix = diagnostic.fix, fixApplies(fix, line: start.line, column: column) {
      length = fix.old.unicodeScalars.count
    }
    if length == 0, let line = document.scalars(start.line) {
      // A mark past the text (the end of a line or file): the rest of the line, or nothing.
      length = max(0, line.count - column)
    }
    return LSPRange(start: start, end: document.position(line: start.line, scalarColumn: column + length))
  }

  private func fixApplies(_ fix: Fix, line: Int, column: Int) -> Bool {
    guard let scalars = document.scalars(line) else { return false }
    let old = Array(fix.old.unicodeScalars)
    return column + old.count <= scalars.count && Array(scalars[column..<column + old.count]) == old
  }

  /// The `--fix` edit of a diagnostic, when its old text still stands at its mark.
  func fix(of diagnostic: Diagnostic) -> (LSPRange, String)? {
    guard let fix = diagnostic.fix, !Fixer.unsafe.contains(diagnostic.ruleID) else { return nil }
    let start = document.position(line: diagnostic.location.line, column: diagnostic.location.column)
    let column = document.scalarColumn(line: start.line, utf16: start.character)
    guard fixApplies(fix, line: start.line, column: column) else { return nil }
    let end = document.position(line: start.line, scalarColumn: column + fix.old.unicodeScalars.count)
    return (LSPRange(start: start, end: end), fix.new)
  }

  /// The diagnostic's suggested value (`Diagnostic.suggestion`) as an edit of the value at the
  /// mark (quotes kept).
  func suggestion(of diagnostic: Diagnostic) -> (LSPRange, String)? {
    guard let meant = diagnostic.suggestion else { return nil }
    let range = range(of: diagnostic)
    guard range.start.line == range.end.line, range.start != range.end,
      let line = document.scalars(range.start.line)
    else { return nil }
    let column = document.scalarColumn(line: range.start.line, utf16: range.start.character)
    let quote = line[column]
    let new = quote == "\"" || quote == "'" ? "\(quote)\(meant)\(quote)" : meant
    return (range, new)
  }

  func json(_ diagnostic: Diagnostic) -> JSON {
    let severity: Int
    switch diagnostic.severity {
    case .error: severity = 1
    case .warning: severity = 2
    case .note: severity = 3
    }
    let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
    let related = related(diagnostic)
    var members: [String: JSON] = [
      "range": range(of: diagnostic).json, "severity": .int(severity), "code": .string(diagnostic.ruleID),
      "source": .string("specc"), "message": .string(message),
    ]
    if !related.isEmpty { members["relatedInformation"] = .array(related) }
    if let href = Self.documentation(rule: diagnostic.ruleID) {
      members["codeDescription"] = .object(["href": .string(href)])
    }
    return .object(members)
  }

  /// The other places a message names: "line N" and the ids it quotes.
  func related(_ diagnostic: Diagnostic) -> [JSON] {
    let own = diagnostic.location.line - 1
    var places: [(LSPRange, String)] = []
    var seen = Set<Int>([own])
    let message = diagnostic.message
    var search = message.startIndex
    while let found = message.range(of: "line ", range: search..<message.endIndex) {
      let digits = message[found.upperBound...].prefix { $0.isASCII && $0.isNumber }
      search = found.upperBound
      guard let number = Int(digits), number >= 1, number <= document.lines.count, seen.insert(number - 1).inserted
      else { continue }
      let text = document.scalars(number - 1) ?? []
      let indent = text.prefix { $0 == " " || $0 == "-" }.count
      let start = document.position(line: number - 1, scalarColumn: indent)
      let end = document.position(line: number - 1, scalarColumn: text.count)
      places.append((LSPRange(start: start, end: end), "line \(number)"))
    }
    if index != nil {
      let parts = message.split(separator: "'", omittingEmptySubsequences: false)
      for (position, part) in parts.enumerated() where position % 2 == 1 && !part.isEmpty {
        for definition in definitionsByID[String(part)] ?? [] {
          guard seen.insert(definition.range.start.line).inserted else { continue }
          places.append((definition.range, "\(definition.kind) '\(definition.id)' is defined here"))
          if places.count >= 8 { break }
        }
        if places.count >= 8 { break }
      }
    }
    return places.prefix(8).map { range, text in
      .object([
        "location": .object(["uri": .string(uri), "range": range.json]), "message": .string(text),
      ])
    }
  }
}
