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
  var maxFileBytes: Int = SpecInputValues.defaultMaxFileBytes

  @Option(help: "Most diagnostics printed; the rest are counted.")
  var maxDiagnostics: Int = SpecInputValues.defaultMaxDiagnostics

  @Option(
    help: ArgumentHelp(
      "Colour diagnostics: auto (a terminal, unless NO_COLOR or TERM=dumb; FORCE_COLOR or CLICOLOR_FORCE force it), always or never.",
      valueName: "when"))
  var color: ColorMode = .auto

  @Option(
    help: ArgumentHelp(
      "The project configuration to use (default: the nearest .specc.yml above each spec).", valueName: "file"))
  var config: String?

  func validate() throws {
    if maxFileBytes < 1 { throw ValidationError("--max-file-bytes must be positive") }
    if maxDiagnostics < 0 { throw ValidationError("--max-diagnostics must be 0 or more") }
  }

  /// The options' values, as a plain value that the commands work with.
  var values: SpecInputValues {
    SpecInputValues(
      inputs: inputs, maxFileBytes: maxFileBytes, maxDiagnostics: maxDiagnostics, color: color, config: config)
  }

  /// The printer of diagnostics to standard error (compile, docs, plugin-compile).
  var errorPrinter: DiagnosticPrinter { values.errorPrinter }

  var limits: LoadLimits { values.limits }

  func resolvedInputs() throws -> [String] { try values.resolvedInputs() }

  func run(languages: [Language]? = nil) throws -> SpecRun { try values.run(languages: languages) }
}

/// What `SpecInputs` parsed, without ArgumentParser's property wrappers: `specc lint PATH…` makes
/// one directly (`LintOptions.plain`), and every command reads its specs through one.
struct SpecInputValues: Equatable, Sendable {
  static let defaultMaxFileBytes = LoadLimits.default.maxFileBytes
  static let defaultMaxDiagnostics = 200

  var inputs: [String] = []
  var maxFileBytes: Int = defaultMaxFileBytes
  var maxDiagnostics: Int = defaultMaxDiagnostics
  var color: ColorMode = .auto
  var config: String?

  /// The printer of diagnostics to standard error (compile, docs, plugin-compile).
  var errorPrinter: DiagnosticPrinter {
    DiagnosticPrinter(
      reporter: TextReporter(colour: Output.colour(color, descriptor: STDERR_FILENO)), maxDiagnostics: maxDiagnostics,
      toStdout: false)
  }

  var limits: LoadLimits {
    var limits = LoadLimits.default
    limits.maxFileBytes = maxFileBytes
    limits.maxDiagnostics = max(limits.maxDiagnostics, maxDiagnostics)
    return limits
  }

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
