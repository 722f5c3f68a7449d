import ArgumentParser
import Foundation
import SpeccCore

/// `specc plugin-compile`: what the SwiftPM build-tool plugin runs. Compiles every spec of a target
/// into ONE Swift file whose name the plugin knows before specc runs, so the build system can
/// declare it as the command's output (and skip the command when no spec changed).
struct PluginCompileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plugin-compile",
    abstract: "Compile specs into one Swift file (used by SpeccBuildPlugin).",
    shouldDisplay: false)

  @OptionGroup var specs: SpecInputs

  @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
  var output: String

  @Option(
    help: ArgumentHelp(
      "Name specs under this folder (the package root) relative to it in the generated headers.", valueName: "folder"))
  var relativeTo: String?

  func run() throws {
    let run = try specs.run()
    specs.errorPrinter.print(run)
    guard let text = run.singleSwiftFile(relativeTo: relativeTo) else { throw ExitCode(1) }
    // Always written, even when unchanged: the build system compares the output's time with the
    // inputs' to decide that the command is up to date. Atomically: a build that is cancelled
    // mid-write must not leave half a Swift file that the next build skips as up to date.
    do {
      try Writer.replaceFile(text, at: output)
    } catch {
      throw InputError("cannot write \(output): \(error.description)")
    }
  }
}
