import ArgumentParser
import SpeccCore

/// `--output <file>` and `--check`, shared by the commands that print one generated file
/// (`specc rules`, `specc schema`): print it, write it, or check that the file is current.
struct FileOutput: ParsableArguments {
  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "With --output: write nothing; print a diff and exit 1 when the file is out of date.")
  var check = false

  /// `--check` needs a file to compare: --output (or a command's own, such as `schema --inject`).
  /// Each command calls this from its own `validate()`.
  func validate(otherFile: String? = nil) throws {
    if check && output == nil && otherFile == nil { throw ValidationError("--check needs --output <file>") }
  }

  /// Prints `text`, or writes it to --output (only when it changed), or with --check prints
  /// the diff and exits 1 when the file differs. `command` is the subcommand and its leading
  /// arguments (`specc rules`), named in the out-of-date message with `--output <file>`.
  func emit(_ text: String, command: String) throws {
    guard let output else {
      Output.out(text)
      return
    }
    guard let change = try DocsFiles.change(output, to: text) else { return }
    if check {
      Output.out(change.diff(directory: ""))
      Output.error("error: \(output) is out of date: run swift run \(command) --output \(output)")
      throw ExitCode(1)
    }
    try DocsFiles.write(text, to: output)
    Output.out("wrote \(output)\n")
  }
}
