import Foundation

/// specc diagnostics as LSP diagnostics: the range of the value at the mark, the rule id as
/// `code` with a link to its documentation, and the other places the finding is about as
/// `relatedInformation`, from data on the diagnostic (never from its message).
struct DiagnosticConverter {
  let document: TextDocument
  let index: SpecIndex?
  let uri: String
  /// The index's definitions by id (a suggested id's are looked up here).
  private let definitionsByID: [String: [SpecIndex.Definition]]
  /// The index's references by where their value starts.
  private let referencesAt: [LSPPosition: [SpecIndex.Reference]]

  init(document: TextDocument, index: SpecIndex?, uri: String) {
    self.document = document
    self.index = index
    self.uri = uri
    definitionsByID = Dictionary(grouping: index?.definitions ?? [], by: \.id)
    referencesAt = Dictionary(grouping: index?.references ?? [], by: \.range.start)
  }

  /// Where a rule is documented (one call, so the base URL is set in one place: `ToolInfo`): at
  /// `SPECC_RULES_URL`, as SARIF's links; nil without it (no link to a placeholder).
  static func documentation(rule: String) -> String? {
    ToolInfo.specc(rulesURL: getenv("SPECC_RULES_URL").map { String(cString: $0) }).helpURI(rule: rule)
  }

  /// The diagnostic's range: its fix's old text, else the scalar written at its mark.
  func range(of diagnostic: Diagnostic) -> LSPRange {
    range(line: diagnostic.location.line, column: diagnostic.location.column, fix: diagnostic.fix)
  }

  /// The range of the scalar written at a 1-based line and column (`fix`'s old text when it
  /// stands there).
  func range(line: Int, column: Int, fix: Fix? = nil) -> LSPRange {
    let start = document.position(line: line, column: column)
    let column = document.scalarColumn(line: start.line, utf16: start.character)
    var length = document.scalars(start.line).map { TokenRange.length(in: $0, from: column) } ?? 0
    if let fix, fixApplies(fix, line: start.line, column: column) {
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

  /// The other places the finding is about, from data on the diagnostic: the places its rule
  /// names (`Diagnostic.related`), the definitions of the id it suggests (`suggestion`), and those
  /// the reference it is located at resolves to.
  func related(_ diagnostic: Diagnostic) -> [JSON] {
    var places = diagnostic.related.map { place in
      (range(line: place.mark.line, column: place.mark.column), place.message)
    }
    if index != nil {
      let at = document.position(line: diagnostic.location.line, column: diagnostic.location.column)
      let named =
        (diagnostic.suggestion.map { definitionsByID[$0] ?? [] } ?? [])
        + (referencesAt[at] ?? []).flatMap { reference in reference.targets.compactMap { index?.definitions[$0] } }
      var seen = Set(places.map(\.0.start))
      for definition in named
      where definition.range.start.line != at.line && seen.insert(definition.range.start).inserted {
        places.append((definition.range, "\(definition.kind) '\(definition.id)' is defined here"))
      }
    }
    return places.prefix(8).map { range, text in
      .object([
        "location": .object(["uri": .string(uri), "range": range.json]), "message": .string(text),
      ])
    }
  }
}
