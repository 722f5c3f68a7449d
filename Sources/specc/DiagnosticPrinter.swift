import SpeccCore

/// Prints diagnostics of compile, docs and plugin-compile in lint's `text` format (`TextReport`:
/// excerpts, at most `maxDiagnostics`, a summary line).
struct DiagnosticPrinter {
  var reporter: TextReporter
  var maxDiagnostics: Int
  var toStdout: Bool

  /// Prints the run's diagnostics (only errors with `errorsOnly`) and a summary.
  func print(_ run: SpecRun, errorsOnly: Bool = false) {
    let all = run.diagnostics.filter { !errorsOnly || $0.severity == .error }
    let report = LintReport(diagnostics: all, fileCount: run.results.count)
    let text = TextReport(colour: reporter.colour, maxDiagnostics: maxDiagnostics).render(report)
    if toStdout { Output.out(text) } else if !text.isEmpty { Output.error(text) }
  }
}
