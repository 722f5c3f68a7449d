/// `specc lint --against`: reads each spec's previous version and compares the two.
public enum BreakingCheck {
  /// Breaking-change diagnostics for every linted spec that decoded, against `against` (a spec
  /// file, when exactly one spec is linted, or a git ref).
  public static func run(_ results: [LintResult], against: String, limits: LoadLimits = .default) throws
    -> [Diagnostic]
  {
    let baseline = try Baseline.resolve(against)
    if case .file = baseline, results.count != 1 {
      throw InputError("--against a spec file compares one spec; give one spec, or a git ref")
    }
    var diagnostics: [Diagnostic] = []
    for result in results {
      guard let spec = result.spec,
        let previous = try baseline.previousVersion(of: spec.path, limit: limits.maxFileBytes)
      else { continue }
      diagnostics += compare(previous: previous.bytes, named: previous.name, current: spec, limits: limits)
    }
    return diagnostics
  }

  /// Reads the previous version's bytes and compares; a previous version that does not decode is
  /// a warning, never a silent pass.
  public static func compare(previous bytes: [UInt8], named name: String, current: Spec, limits: LoadLimits)
    -> [Diagnostic]
  {
    guard let previous = Pipeline.lint(bytes: bytes, path: name, limits: limits).spec else {
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
