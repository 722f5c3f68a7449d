import SpeccCore

/// Prints diagnostics of compile, docs and plugin-compile in lint's `text` format (`TextReport`:
/// excerpts, at most `maxDiagnostics`, a summary line).
struct DiagnosticPrinter {
  var reporter: TextReporter
  var maxDiagnostics: Int
  var toStdout: Bool

  /// Prints every result's diagnostics and a summary; returns the diagnostics printed or counted.
  func print(_ results: [LintResult], extra: [Diagnostic] = []) -> [Diagnostic] {
    let all = results.flatMap(\.diagnostics) + extra
    let report = LintReport(diagnostics: all, fileCount: results.count)
    let text = TextReport(colour: reporter.colour, maxDiagnostics: maxDiagnostics).render(report)
    if toStdout { Output.out(text) } else if !text.isEmpty { Output.error(text) }
    return all
  }
}
