/// Checks across all specs of one lint, compile or docs run: their ids (docs pages and blocks) and
/// their generated namespaces must differ.
enum ProjectChecks {
  /// The cross-spec rule. Its examples are several files, each opened by a `# file: NAME` line.
  static let description = RuleDescription(
    id: "duplicate_namespace", title: "Distinct namespaces",
    summary:
      "Specs checked together (one lint, compile or docs run) have different ids and generate different Swift namespaces (from their name or swift_name).",
    rationale:
      "Two specs with one id would write one docs page; two whose names map to one namespace would generate clashing Swift types in one module.",
    triggering: [
      "# file: a.yaml\nspec: daily\nname: Daily\nversion: \"1\"\n# file: b.yaml\nspec: weekly\nname: ↓Daily!\nversion: \"1\"\n",
      "# file: a.yaml\nspec: daily\nname: A\nversion: \"1\"\n# file: b.yaml\nspec: ↓daily\nname: B\nversion: \"1\"\n",
    ],
    nonTriggering: [
      "# file: a.yaml\nspec: daily\nname: A\nversion: \"1\"\n# file: b.yaml\nspec: weekly\nname: B\nversion: \"1\"\n"
    ],
    scope: .project)

  /// Diagnostics for problems between specs (each spec's own checks ran already).
  static func check(_ specs: [Spec]) -> [Diagnostic] {
    var firstID: [String: Spec] = [:]
    var first: [String: Spec] = [:]
    var diagnostics: [Diagnostic] = []
    for spec in specs {
      if let previous = firstID[spec.id.value] {
        diagnostics.append(
          Diagnostic(
            .error, description.id,
            "spec id '\(spec.id.value)' is already the id of \(previous.path); give one spec another id",
            at: SourceLocation(path: spec.path, line: spec.id.mark.line, column: spec.id.mark.column)))
        continue
      }
      firstID[spec.id.value] = spec
      let namespace = SwiftEmitter.namespace(of: spec)
      if let previous = first[namespace] {
        let mark = spec.swiftName?.mark ?? spec.name.mark
        diagnostics.append(
          Diagnostic(
            .error, description.id,
            "spec '\(spec.id.value)' generates the Swift namespace '\(namespace)', which \(previous.path) already uses; give one spec another name or a swift_name",
            at: SourceLocation(path: spec.path, line: mark.line, column: mark.column)))
      } else {
        first[namespace] = spec
      }
    }
    return diagnostics
  }
}
