import ArgumentParser
import Foundation
import SpeccCore

/// Writing to standard output and error.
enum Output {
  /// Writes `text` to standard error, adding a newline when missing.
  static func error(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Writes `text` to standard output without adding anything.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Whether to colour output: a terminal, and NO_COLOR unset.
  static var colourStdout: Bool {
    isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}

/// Options shared by the commands that read specs.
struct SpecInputs: ParsableArguments {
  @Argument(help: "Spec files or folders (folders are searched for *.yaml and *.yml).")
  var inputs: [String]

  @Option(help: "Largest spec file accepted, in bytes.")
  var maxFileBytes: Int = LoadLimits.default.maxFileBytes

  @Option(help: "Most diagnostics printed; the rest are counted.")
  var maxDiagnostics: Int = 200

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("give at least one spec file or folder") }
    if maxFileBytes < 1 { throw ValidationError("--max-file-bytes must be positive") }
    if maxDiagnostics < 0 { throw ValidationError("--max-diagnostics must be 0 or more") }
  }

  var limits: LoadLimits {
    var limits = LoadLimits.default
    limits.maxFileBytes = maxFileBytes
    limits.maxDiagnostics = max(limits.maxDiagnostics, maxDiagnostics)
    return limits
  }

  /// Finds, reads and lints every spec.
  func lintAll() throws -> [LintResult] {
    let paths = try SpecSources.paths(inputs)
    if paths.isEmpty { throw InputError("no spec files (*.yaml, *.yml) found in \(inputs.joined(separator: ", "))") }
    return try LintRunner.lint(paths: paths, limits: limits)
  }
}

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
