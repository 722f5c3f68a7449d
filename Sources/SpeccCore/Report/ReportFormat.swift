/// The output formats of `specc lint`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// Compiler-style lines with excerpts and carets, and a summary (people).
  case text
  /// specc's own JSON (docs/reporters.md).
  case json
  /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations on the PR.
  case github
  /// SARIF 2.1.0, for code scanning and IDE viewers.
  case sarif
  /// JUnit XML (one test suite per file, a failure per error or warning), for CI systems that
  /// show test reports (Jenkins, GitLab, Azure Pipelines, CircleCI).
  case junit
  /// Checkstyle XML, for tools that read Checkstyle's report (Jenkins' Warnings plugin, reviewdog).
  case checkstyle

  /// Every format's name, for help and error messages: `text, json, …, checkstyle`.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// One requested output: a format, written to a file or (no path) to standard output.
public struct ReportRequest: Sendable, Hashable {
  public var format: ReportFormat
  /// Where to write; nil for standard output.
  public var path: String?

  public init(format: ReportFormat, path: String? = nil) {
    self.format = format
    self.path = path
  }

  /// Parses `FORMAT` or `FORMAT=PATH` (`sarif=out.sarif`); nil when the format is unknown or the
  /// path is empty.
  public init?(argument: String) {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let format = ReportFormat(rawValue: String(parts[0])) else { return nil }
    if parts.count == 2 {
      guard !parts[1].isEmpty else { return nil }
      self.init(format: format, path: String(parts[1]))
    } else {
      self.init(format: format)
    }
  }
}
