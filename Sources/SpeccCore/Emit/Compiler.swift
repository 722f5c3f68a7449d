/// The public entry of compilation: specs in, generated Swift files out.
///
/// The CLI lints every spec first and compiles only when none has errors:
/// ```swift
/// let problems = Compiler.collisions(in: specs)        // add to the lint diagnostics
/// let files = Compiler.outputs(for: specs)             // sorted by name
/// let report = try Writer.write(files, to: "Generated")                 // specc compile
/// let drift = try Writer.changes(files, in: "Generated")                // specc compile --check
/// print(drift.map { $0.diff(directory: "Generated") }.joined())
/// ```
public enum Compiler {
  /// Rule id of `collisions(in:)`.
  public static let namespaceCollisionID = "namespace_collision"

  /// Every generated Swift file for `specs` (each already linted without errors), sorted by name.
  public static func outputs(for specs: [Spec]) -> [OutputFile] {
    SwiftEmitter.generate(specs)
  }

  /// Specs whose ids give the same Swift namespace (`on_time` and `on__time` are both `OnTime`, or
  /// one id in two files): their files would overwrite each other and their enums clash.
  /// One error per later spec, at its `spec:` value.
  public static func collisions(in specs: [Spec]) -> [Diagnostic] {
    var owners: [String: Spec] = [:]
    var diagnostics: [Diagnostic] = []
    for spec in specs {
      let namespace = SwiftEmitter.namespace(of: spec)
      guard let owner = owners[namespace] else {
        owners[namespace] = spec
        continue
      }
      var sink = DiagnosticSink(path: spec.path)
      sink.error(
        namespaceCollisionID,
        "spec id '\(spec.id.value)' gives the Swift namespace '\(namespace)', like spec '\(owner.id.value)' in "
          + "\(owner.path); give one of them another id",
        at: spec.id.mark)
      diagnostics += sink.diagnostics
    }
    return diagnostics
  }
}
