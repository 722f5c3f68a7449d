/// Checks across all specs of one lint, compile or docs run: their ids (docs pages and blocks) and
/// their generated namespaces must differ.
enum ProjectChecks {
  /// The cross-spec rule. Its examples are several files, each opened by a `# file: NAME` line.
  static let description = RuleDescription(
    id: "duplicate_namespace", title: "Distinct namespaces",
    summary:
      "Specs checked together (one lint, compile or docs run) have different ids and generate different namespaces (from their name or swift_name), different in more than letter case.",
    rationale:
      "Two specs with one id would write one docs page; two whose names map to one namespace would generate clashing Swift types in one module. Namespaces that differ only in case (PillPal, Pillpal) share one Kotlin package and clash as file names on case-insensitive file systems (macOS, Windows).",
    triggering: [
      "# file: a.yaml\nspec: daily\nname: Daily\nversion: \"1\"\n# file: b.yaml\nspec: weekly\nname: ↓Daily!\nversion: \"1\"\n",
      "# file: a.yaml\nspec: daily\nname: A\nversion: \"1\"\n# file: b.yaml\nspec: ↓daily\nname: B\nversion: \"1\"\n",
      "# file: a.yaml\nspec: pills\nname: PillPal\nversion: \"1\"\n# file: b.yaml\nspec: pills_lite\nname: ↓Pillpal\nversion: \"1\"\n",
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
      let namespace = CodeModel.namespace(of: spec)
      if let previous = first[namespace.lowercased()] {
        let mark = spec.swiftName?.mark ?? spec.name.mark
        let theirs = CodeModel.namespace(of: previous)
        let what =
          theirs == namespace
          ? "which \(previous.path) already uses"
          : "which differs only in letter case from '\(theirs)' of \(previous.path) (one Kotlin package, and one file name on a case-insensitive file system)"
        diagnostics.append(
          Diagnostic(
            .error, description.id,
            "spec '\(spec.id.value)' generates the namespace '\(namespace)', \(what); give one spec another name or a swift_name",
            at: SourceLocation(path: spec.path, line: mark.line, column: mark.column)))
      } else {
        first[namespace.lowercased()] = spec
      }
    }
    return diagnostics
  }
}
