import Foundation

/// `specc lint --against`: reads each spec's previous version and compares the two.
public enum BreakingCheck {
  /// Breaking-change diagnostics for every linted spec that decoded, against `against` (a spec
  /// file, when exactly one spec is linted, or a git ref). Specs that were in one of the `folders`
  /// at the git ref and are gone now are reported too.
  public static func run(
    _ results: [LintResult], against: String, folders: [String] = [], limits: LoadLimits = .default
  ) throws -> [Diagnostic] {
    // The ref is looked up in the repository of the specs, wherever specc runs from.
    let folder =
      results.lazy.compactMap { $0.spec?.path }.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      ?? folders.first ?? "."
    let baseline = try Baseline.resolve(against, in: folder)
    if case .file = baseline, results.count != 1 {
      throw InputError("--against a spec file compares one spec; give one spec, or a git ref")
    }
    var diagnostics: [Diagnostic] = []
    for result in results {
      guard let spec = result.resolved,
        let previous = try baseline.previousVersion(of: spec.path, limit: limits.maxFileBytes)
      else { continue }
      diagnostics += compare(previous: previous.bytes, named: previous.name, current: spec, limits: limits)
    }
    for folder in folders {
      for path in try baseline.deletedSpecs(under: folder) {
        guard let previous = try baseline.previousVersion(of: path, limit: limits.maxFileBytes) else { continue }
        diagnostics += deleted(previous: previous.bytes, named: previous.name, path: path, limits: limits)
      }
    }
    return diagnostics
  }

  /// A warning for a deleted spec that persisted ids on devices (it cannot hold a
  /// `breaking_changes_ok`, so it warns instead of failing, except under `--strict`).
  static func deleted(previous bytes: [UInt8], named name: String, path: String, limits: LoadLimits)
    -> [Diagnostic]
  {
    guard let previous = Pipeline.lint(bytes: bytes, path: name, limits: limits).resolved else { return [] }
    // Every kind of id whose removal breaks apps, as its symbol table declares them.
    let groups: [(String, [String])] = previous.sections.idKinds.filter { $0.removal != nil }.map { kind in
      ("\(kind.what) ids", previous.symbols.declarations(of: kind.schema.name).map(\.id.value))
    }
    .filter { !$0.1.isEmpty }
    guard !groups.isEmpty else { return [] }
    let listed = groups.map { "\($0.0) \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
    var sink = DiagnosticSink(path: path)
    sink.warning(
      BreakingRules.specRemoved,
      "spec '\(previous.id.value)' was deleted (it was \(name)); installed apps keep what it defined: \(listed); "
        + "keep the spec, or make sure the app migrates away from these ids",
      at: .start)
    return sink.diagnostics
  }

  /// Reads the previous version's bytes and compares; a previous version that does not decode is
  /// a warning, never a silent pass.
  static func compare(previous bytes: [UInt8], named name: String, current: ResolvedSpec, limits: LoadLimits)
    -> [Diagnostic]
  {
    guard let previous = Pipeline.lint(bytes: bytes, path: name, limits: limits, sections: current.sections).resolved
    else {
      var sink = DiagnosticSink(path: current.path)
      sink.warning(
        BreakingRules.baselineUnreadable,
        "the previous version (\(name)) does not decode, so breaking changes were not checked; "
          + "lint it to see why, or compare against another version",
        at: .start)
      return sink.diagnostics
    }
    return BreakingChanges.compare(previous: previous, current: current)
  }
}
