import ArgumentParser
import Foundation
import SpeccCore

/// Options shared by the commands that read specs.
struct SpecInputs: ParsableArguments {
  @Argument(
    help:
      "Spec files or folders (folders are searched for *.yaml and *.yml); none: what the include of .specc.yml (here or above) names."
  )
  var inputs: [String] = []

  @Option(help: "Largest spec file accepted, in bytes.")
  var maxFileBytes: Int = LoadLimits.default.maxFileBytes

  @Option(help: "Most diagnostics printed; the rest are counted.")
  var maxDiagnostics: Int = 200

  @Option(
    help: ArgumentHelp(
      "Colour diagnostics: auto (a terminal, unless NO_COLOR or TERM=dumb; FORCE_COLOR or CLICOLOR_FORCE force it), always or never.",
      valueName: "when"))
  var color: ColorMode = .auto

  /// The printer of diagnostics to standard error (compile, docs, plugin-compile).
  var errorPrinter: DiagnosticPrinter {
    DiagnosticPrinter(
      reporter: TextReporter(colour: Output.colour(color, descriptor: STDERR_FILENO)), maxDiagnostics: maxDiagnostics,
      toStdout: false)
  }

  func validate() throws {
    if maxFileBytes < 1 { throw ValidationError("--max-file-bytes must be positive") }
    if maxDiagnostics < 0 { throw ValidationError("--max-diagnostics must be 0 or more") }
  }

  var limits: LoadLimits {
    var limits = LoadLimits.default
    limits.maxFileBytes = maxFileBytes
    limits.maxDiagnostics = max(limits.maxDiagnostics, maxDiagnostics)
    return limits
  }

  @Option(
    help: ArgumentHelp(
      "The project configuration to use (default: the nearest .specc.yml above each spec).", valueName: "file"))
  var config: String?

  /// The spec files and folders to read: the ones given, or without any, what the project
  /// configuration's `include` names (`ProjectConfig.defaultInputs`).
  func resolvedInputs() throws -> [String] {
    guard inputs.isEmpty else { return inputs }
    guard let found = config ?? ProjectConfig.find(from: FileManager.default.currentDirectoryPath) else {
      throw InputError(
        "give at least one spec file or folder, or add a \(ProjectConfig.fileName) whose include names them (specc init writes one)"
      )
    }
    return try ProjectConfig.defaultInputs(of: found)
  }

  /// The whole run over the inputs: every spec read and checked, and the specs together.
  /// `languages` (`--lang`) replace the configurations' languages.
  func run(languages: [Language]? = nil) throws -> SpecRun {
    try SpecRun(inputs: resolvedInputs(), limits: limits, config: config, languages: languages)
  }
}
