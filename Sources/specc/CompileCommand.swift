import ArgumentParser
import SpeccCore

/// `specc compile`: check specs, then generate Swift into an output folder (or check it is current).
struct CompileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile",
    abstract: "Check specs and generate Swift from them.",
    discussion: """
      Nothing is written when any spec has an error. Files are written atomically and only when
      their bytes change; generated files (recognised by specc's header) that no spec produces any
      more are removed. With --check nothing is written: a unified diff of what would change is
      printed and the exit code is 1 when Generated/ is out of date.
      """)

  @OptionGroup var specs: SpecInputs

  @Option(name: .shortAndLong, help: "Folder the generated Swift files go to.")
  var output: String

  @Flag(help: "Write nothing; print a diff of what would change and exit 1 on drift.")
  var check = false

  @Flag(help: "Print the names of the files that would be generated, one a line, and exit.")
  var listOutputs = false

  func run() throws {
    let run = try specs.run()
    specs.errorPrinter.print(run)
    guard let files = run.swiftFiles else { throw ExitCode(1) }
    if listOutputs {
      Output.out(files.map { $0.name + "\n" }.joined())
      return
    }
    let emitted: SpecRun.Emitted
    do {
      emitted = try SpecRun.emit(files, to: output, check: check)
    } catch {
      throw InputError(error.description)
    }
    switch emitted {
    case .drift(let changes):
      guard !changes.isEmpty else { return }
      Output.out(changes.map { $0.diff(directory: output) }.joined())
      Output.error(
        "error: \(output)/ is out of date (\(changes.count) file\(changes.count == 1 ? "" : "s")): run specc compile \(specs.inputs.joined(separator: " ")) --output \(output)"
      )
      throw ExitCode(1)
    case .written(let report):
      var summary = "specc: \(report.written.count) written, \(report.unchanged.count) unchanged"
      if !report.deleted.isEmpty { summary += ", \(report.deleted.count) stale removed" }
      Output.out(summary + " in \(output)\n")
    }
  }
}
