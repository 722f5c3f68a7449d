import ArgumentParser
import Foundation
import SpeccCore

/// `specc format`: rewrites spec files in their canonical form.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Rewrite spec files in canonical form: key order, quoting, indentation; comments kept.",
    discussion: """
      Keys follow the spec format's order (specc schema; keys it does not know come after, in \
      their order), quotes stay only where YAML needs them, indentation is two spaces, and every \
      comment stays with the key or item it is written before or beside. A file is written \
      atomically and only when its text changes; one that does not parse is reported and left \
      as it is. The result is read back before it is written: it must hold the same values and \
      comments. - reads standard input and writes the result to standard output.

      --check writes nothing: it lists the files that would change, and exits 1 if there are \
      any (for CI).
      """)

  @OptionGroup var specs: SpecInputs

  @Flag(help: "Write nothing; list the files that are not formatted and exit 1 if there are any.")
  var check = false

  func run() throws {
    let values = specs.values
    let run = try FormatRun(inputs: try values.resolvedInputs(), check: check, limits: values.limits)
    let report = LintReport(diagnostics: run.diagnostics, fileCount: run.fileCount)
    if !run.diagnostics.isEmpty {
      let colour = Output.colour(values.color, descriptor: STDERR_FILENO)
      Output.error(TextReport(colour: colour, maxDiagnostics: values.maxDiagnostics).render(report))
    }
    if !check, let text = run.standardOutput { Output.out(text) }
    let files = run.changed.filter { $0 != SpecSources.stdinPath }
    if check {
      for path in run.changed { Output.out(path + "\n") }
      if !run.changed.isEmpty {
        Output.error(
          "specc: \(run.changed.count) file\(run.changed.count == 1 ? " is" : "s are") not formatted; run specc format")
      }
    } else if !files.isEmpty {
      Output.error("specc: formatted \(files.count) file\(files.count == 1 ? "" : "s")")
    }
    if run.diagnostics.hasErrors || (check && !run.changed.isEmpty) { throw ExitCode(1) }
  }
}
