import ArgumentParser
import SpeccCore

/// `specc lint`: check specs and print diagnostics.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check spec files and print every problem as path:line:col: severity: message [rule_id].")

  @OptionGroup var specs: SpecInputs

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  func run() throws {
    let results = try specs.lintAll()
    let printer = DiagnosticPrinter(
      reporter: TextReporter(colour: Output.colourStdout), maxDiagnostics: specs.maxDiagnostics, toStdout: true)
    let all = printer.print(results)
    if all.hasErrors || (strict && all.contains { $0.severity == .warning }) {
      throw ExitCode(1)
    }
  }
}
