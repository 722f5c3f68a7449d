/// A 1-based position in a source file. Columns count Unicode scalars, as libyaml does.
struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file path as the user gave it (never made absolute).
  var path: String
  /// 1-based line.
  var line: Int
  /// 1-based column, in Unicode scalars.
  var column: Int

  init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    // Integers first: diagnostics of one file share their path, and sorting 200,000 of them
    // must not compare strings each time.
    if a.path != b.path { return a.path < b.path }
    if a.line != b.line { return a.line < b.line }
    return a.column < b.column
  }

  var description: String { "\(DisplayText.escape(path)):\(line):\(column)" }
}

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem found in a spec: severity, stable rule id, message and location.
public struct Diagnostic: Sendable, Hashable, Comparable {
  public var severity: Severity
  /// Stable snake_case id of the rule that produced it.
  var ruleID: String
  /// What is wrong, one line: values from the spec in it are escaped (`DisplayText`), so no
  /// report format can print a forged line or reordered text.
  var message: String {
    get { escapedMessage }
    set { escapedMessage = DisplayText.escape(newValue) }
  }
  private var escapedMessage: String
  var location: SourceLocation
  /// Extra lines printed after the excerpt (arithmetic, suggestions), escaped like the message.
  var notes: [String] {
    get { escapedNotes }
    set { escapedNotes = newValue.map { DisplayText.escape($0) } }
  }
  private var escapedNotes: [String]
  /// A mechanical fix `specc lint --fix` applies: the text at the location, and its replacement.
  var fix: Fix? = nil
  /// A value proposed for the scalar written at the location (the "did you mean" of the
  /// message, set beside its wording and never read back from it). The editor offers it as a
  /// quick fix that keeps the scalar's quotes; `--fix` never applies it: it is a guess.
  var suggestion: String? = nil
  /// Other places of the same file the finding is about (the first of two duplicates), each
  /// with what it is there: the editor's related information, set by the rule beside its
  /// wording and never read back from the message.
  var related: [RelatedPlace] = []

  init(
    _ severity: Severity, _ ruleID: String, _ message: String, at location: SourceLocation,
    notes: [String] = []
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.escapedMessage = DisplayText.escape(message)
    self.location = location
    self.escapedNotes = notes.map { DisplayText.escape($0) }
  }

  /// A total order (every stored property takes part), so sorting diagnostics that came out of
  /// a `Set` gives one order on every run.
  public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
    if a.location != b.location { return a.location < b.location }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    if a.message != b.message { return a.message < b.message }
    if a.severity != b.severity { return a.severity > b.severity }
    if a.notes != b.notes { return a.notes.lexicographicallyPrecedes(b.notes) }
    if a.fix != b.fix { return (a.fix?.old ?? "", a.fix?.new ?? "") < (b.fix?.old ?? "", b.fix?.new ?? "") }
    if a.suggestion != b.suggestion { return (a.suggestion ?? "") < (b.suggestion ?? "") }
    return a.related.lexicographicallyPrecedes(b.related)
  }
}

/// A place of a diagnostic's file that the finding is about besides its own location.
struct RelatedPlace: Sendable, Hashable, Comparable {
  var mark: Mark
  /// What is there: "first defined here" (escaped like a diagnostic's message).
  var message: String

  init(_ mark: Mark, _ message: String) {
    self.mark = mark
    self.message = DisplayText.escape(message)
  }

  static func < (a: RelatedPlace, b: RelatedPlace) -> Bool { (a.mark, a.message) < (b.mark, b.message) }
}

/// A mechanical fix: `old` as written at the diagnostic's location becomes `new`.
struct Fix: Sendable, Hashable {
  var old: String
  var new: String
}

extension Array where Element == Diagnostic {
  /// True when any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }
}
