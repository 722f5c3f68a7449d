import ArgumentParser
import Foundation
import SpeccCore

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
