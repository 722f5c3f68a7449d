/// Collects diagnostics for one file; checks report into it instead of throwing.
struct DiagnosticSink: Sendable {
  /// The path every location in this sink refers to.
  let path: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Most diagnostics kept; later reports are only counted.
  let limit: Int
  /// How many reports arrived after the sink was full.
  private(set) var suppressed = 0
  /// Where the first report that did not fit points.
  private(set) var firstSuppressed: SourceLocation?

  init(path: String, limit: Int = .max) {
    self.path = path
    self.limit = limit
  }

  /// True once `limit` diagnostics are kept: callers may skip costly message details.
  var isFull: Bool { diagnostics.count >= limit }

  /// Reports a problem at a mark of this file.
  mutating func report(
    _ severity: Severity, _ rule: RuleID, _ message: String, at mark: Mark,
    notes: [String] = [], fix: Fix? = nil, suggestion: String? = nil, related: [RelatedPlace] = []
  ) {
    let location = SourceLocation(path: path, line: mark.line, column: mark.column)
    if isFull {
      suppressed += 1
      if firstSuppressed == nil { firstSuppressed = location }
      return
    }
    var diagnostic = Diagnostic(severity, rule.rawValue, message, at: location, notes: notes)
    diagnostic.fix = fix
    diagnostic.suggestion = suggestion
    diagnostic.related = related
    diagnostics.append(diagnostic)
  }

  /// Reports an error at a mark of this file.
  mutating func error(
    _ rule: RuleID, _ message: String, at mark: Mark, notes: [String] = [], fix: Fix? = nil, suggestion: String? = nil,
    related: [RelatedPlace] = []
  ) {
    report(.error, rule, message, at: mark, notes: notes, fix: fix, suggestion: suggestion, related: related)
  }

  /// Reports a warning at a mark of this file.
  mutating func warning(
    _ rule: RuleID, _ message: String, at mark: Mark, notes: [String] = [], related: [RelatedPlace] = []
  ) {
    report(.warning, rule, message, at: mark, notes: notes, related: related)
  }

  /// The diagnostics, plus one error counting the suppressed ones when the sink overflowed.
  var diagnosticsWithOverflow: [Diagnostic] {
    guard suppressed > 0, let location = firstSuppressed else { return diagnostics }
    let more = suppressed == 1 ? "1 more problem" : "\(suppressed) more problems"
    return diagnostics + [
      Diagnostic(
        .error, LoadingRules.tooManyDiagnostics.rawValue,
        "\(more) from here on not reported: the limit is \(limit) per file; fix the problems above first",
        at: location)
    ]
  }

  /// Appends already-built diagnostics (never limited).
  mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }
}
