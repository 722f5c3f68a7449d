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

  /// The whole run over the inputs: every spec read and checked, and the specs together.
  func run() throws -> SpecRun { try SpecRun(inputs: inputs, limits: limits) }
}
