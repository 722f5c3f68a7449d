/// The `json` format: a stable document described in docs/reporters.md.
///
/// ```json
/// { "version": 1, "tool": {"name", "version"},
///   "diagnostics": [{"file", "line", "column", "severity", "rule", "message", "notes"}],
///   "summary": {"files", "errors", "warnings", "notes"} }
/// ```
/// `version` changes only when a member is removed or changes meaning; new members may be added.
public struct JSONReport: ReportRenderer {
  /// The schema version printed as `version`.
  static let schemaVersion = 1

  public init() {}

  public func render(_ report: LintReport) -> String {
    let diagnostics = report.diagnostics.map { diagnostic -> JSONValue in
      .members([
        ("file", .string(DisplayText.escape(diagnostic.location.path))),
        ("line", .int(diagnostic.location.line)),
        ("column", .int(diagnostic.location.column)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("rule", .string(diagnostic.ruleID)),
        ("message", .string(diagnostic.message)),
        ("notes", .array(diagnostic.notes.map(JSONValue.string))),
      ])
    }
    return JSONValue.members([
      ("version", .int(Self.schemaVersion)),
      ("tool", .members([("name", .string(report.tool.name)), ("version", .string(report.tool.version))])),
      ("diagnostics", .array(diagnostics)),
      (
        "summary",
        .members([
          ("files", .int(report.fileCount)),
          ("errors", .int(report.count(.error))),
          ("warnings", .int(report.count(.warning))),
          ("notes", .int(report.count(.note))),
        ])
      ),
    ]).text
  }
}
