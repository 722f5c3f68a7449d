/// The `text` format: `TextReporter`'s compiler-style lines with excerpts, at most
/// `maxDiagnostics` of them, then a summary line ("2 errors, 1 warning in 3 files").
public struct TextReport: ReportRenderer {
  var colour: Bool
  var maxDiagnostics: Int
  /// Whether the summary line ends the report (not with `--quiet`).
  var summary: Bool
  /// The bytes of a file, for excerpts (nil: print no excerpt).
  var source: @Sendable (String) -> [UInt8]?

  public init(
    colour: Bool = false, maxDiagnostics: Int = .max, summary: Bool = true,
    source: @escaping @Sendable (String) -> [UInt8]? = { try? SpecSources.read($0).bytes }
  ) {
    self.colour = colour
    self.maxDiagnostics = maxDiagnostics
    self.summary = summary
    self.source = source
  }

  public func render(_ report: LintReport) -> String {
    let reporter = TextReporter(colour: colour)
    var sources: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]
    var text = ""
    let shown = report.diagnostics.prefix(max(0, maxDiagnostics))
    for diagnostic in shown {
      let path = diagnostic.location.path
      if sources[path] == nil { sources[path] = .some(source(path).map { ($0, TextReporter.lineStarts(of: $0)) }) }
      let file = sources[path] ?? nil
      text += reporter.render(diagnostic, source: file?.bytes, lineStarts: file?.lineStarts)
    }
    let hidden = report.diagnostics.count - shown.count
    if hidden > 0 {
      text += "note: \(hidden) more diagnostics not shown (--max-diagnostics \(maxDiagnostics))\n"
    }
    if summary && !report.diagnostics.isEmpty {
      text += TextReporter.summary(report.diagnostics, files: report.fileCount) + "\n"
    }
    return text
  }
}
