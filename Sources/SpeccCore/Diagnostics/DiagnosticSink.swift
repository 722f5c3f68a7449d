/// Collects diagnostics for one file; checks report into it instead of throwing.
public struct DiagnosticSink: Sendable {
  /// The path every location in this sink refers to.
  public let path: String
  public private(set) var diagnostics: [Diagnostic] = []

  public init(path: String) { self.path = path }

  /// Reports a problem at a mark of this file.
  public mutating func report(
    _ severity: Severity, _ ruleID: String, _ message: String, at mark: Mark,
    notes: [String] = []
  ) {
    diagnostics.append(
      Diagnostic(
        severity, ruleID, message,
        at: SourceLocation(path: path, line: mark.line, column: mark.column), notes: notes))
  }

  /// Reports an error at a mark of this file.
  public mutating func error(_ ruleID: String, _ message: String, at mark: Mark, notes: [String] = []) {
    report(.error, ruleID, message, at: mark, notes: notes)
  }

  /// Reports a warning at a mark of this file.
  public mutating func warning(
    _ ruleID: String, _ message: String, at mark: Mark, notes: [String] = []
  ) {
    report(.warning, ruleID, message, at: mark, notes: notes)
  }

  /// Appends already-built diagnostics.
  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }
}
