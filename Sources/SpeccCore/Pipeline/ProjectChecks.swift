/// Checks across all specs of one lint, compile or docs run: their generated namespaces must differ.
enum ProjectChecks {
  /// The cross-spec rule. Its examples are several files, each opened by a `# file: NAME` line.
  static let description = RuleDescription(
    id: "duplicate_namespace", title: "Distinct namespaces",
    summary: "Specs checked together (one lint, compile or docs run) must generate different Swift namespaces.",
    rationale: "Two specs whose ids map to one namespace would generate clashing Swift types in one module.",
    triggering: [
      "# file: a.yaml\nspec: daily\nname: A\nversion: \"1\"\n# file: b.yaml\nspec: ↓daily_\nname: B\nversion: \"1\"\n"
    ],
    nonTriggering: [
      "# file: a.yaml\nspec: daily\nname: A\nversion: \"1\"\n# file: b.yaml\nspec: weekly\nname: B\nversion: \"1\"\n"
    ],
    scope: .project)

  /// Diagnostics for problems between specs (each spec's own checks ran already).
  static func check(_ specs: [Spec]) -> [Diagnostic] {
    var first: [String: Spec] = [:]
    var diagnostics: [Diagnostic] = []
    for spec in specs {
      let namespace = SwiftEmitter.namespace(of: spec)
      if let previous = first[namespace] {
        diagnostics.append(
          Diagnostic(
            .error, description.id,
            "spec '\(spec.id.value)' generates the Swift namespace '\(namespace)', which \(previous.path) already uses; give one spec another id",
            at: SourceLocation(path: spec.path, line: spec.id.mark.line, column: spec.id.mark.column)))
      } else {
        first[namespace] = spec
      }
    }
    return diagnostics
  }
}
