import SpeccCore

/// Prints diagnostics as text with excerpts, capped at a maximum count.
struct DiagnosticPrinter {
  var reporter: TextReporter
  var maxDiagnostics: Int
  var toStdout: Bool

  /// Prints every result's diagnostics and a summary; returns the diagnostics printed or counted.
  func print(_ results: [LintResult], extra: [Diagnostic] = []) -> [Diagnostic] {
    let all = (results.flatMap(\.diagnostics) + extra)
    var sources: [String: [UInt8]] = [:]
    var printed = 0
    var text = ""
    for diagnostic in all {
      guard printed < maxDiagnostics else { break }
      let path = diagnostic.location.path
      if sources[path] == nil { sources[path] = (try? SpecSources.read(path))?.bytes ?? [] }
      text += reporter.render(diagnostic, source: sources[path])
      printed += 1
    }
    if all.count > printed {
      text += "note: \(all.count - printed) more diagnostics not shown (--max-diagnostics \(maxDiagnostics))\n"
    }
    if !all.isEmpty { text += TextReporter.summary(all, files: results.count) + "\n" }
    if toStdout { Output.out(text) } else if !text.isEmpty { Output.error(text) }
    return all
  }
}
