/// Checks across all specs of one compile: their generated namespaces must differ.
public enum ProjectChecks {
  /// Diagnostics for problems between specs (each spec's own checks ran already).
  public static func check(_ specs: [Spec]) -> [Diagnostic] {
    var first: [String: Spec] = [:]
    var diagnostics: [Diagnostic] = []
    for spec in specs {
      let namespace = SwiftEmitter.namespace(of: spec)
      if let previous = first[namespace] {
        diagnostics.append(
          Diagnostic(
            .error, "duplicate_namespace",
            "spec '\(spec.id.value)' generates the Swift namespace '\(namespace)', which \(previous.path) already uses; give one spec another id",
            at: SourceLocation(path: spec.path, line: spec.id.mark.line, column: spec.id.mark.column)))
      } else {
        first[namespace] = spec
      }
    }
    return diagnostics
  }
}
