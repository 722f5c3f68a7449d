/// Everything a reporter needs: the diagnostics of one run, in the order they are printed, and
/// how many files were checked.
public struct LintReport: Sendable {
  /// Every diagnostic of the run, in print order (files in input order, each file's sorted).
  var diagnostics: [Diagnostic]
  /// How many spec files were checked.
  var fileCount: Int
  var tool: ToolInfo
  /// The spec files checked, in input order, when known: the XML formats list a file without
  /// findings too (JUnit as a passing case).
  var paths: [String]

  public init(diagnostics: [Diagnostic], fileCount: Int, tool: ToolInfo = .specc, paths: [String] = []) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.tool = tool
    self.paths = paths
  }

  /// Counts by severity.
  func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

  /// Whether the run fails: any error, or any warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}

/// Turns a report into the text of one output format.
public protocol ReportRenderer: Sendable {
  func render(_ report: LintReport) -> String
}
