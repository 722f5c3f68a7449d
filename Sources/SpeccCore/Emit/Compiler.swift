/// The public entry of compilation: specs in, generated Swift files out.
///
/// The CLI lints every spec (and `ProjectChecks`) first and compiles only when none has errors:
/// ```swift
/// let files = Compiler.outputs(for: specs)                                   // sorted by name
/// let report = try Writer.write(files, to: "Generated", deleteStale: true)   // specc compile
/// let drift = try Writer.changes(files, in: "Generated")                     // specc compile --check
/// print(drift.map { $0.diff(directory: "Generated") }.joined())
/// ```
public enum Compiler {
  /// Every generated Swift file for `specs` (each already linted without errors), sorted by name.
  public static func outputs(for specs: [Spec]) -> [OutputFile] {
    outputs(for: specs, language: .swift)
  }

  /// Every generated file of `language` for `specs` at the default configuration, sorted by
  /// name (the runtime's files among them); none for a language `backends` does not know. Every
  /// language prints the same `CodeModel`.
  public static func outputs(for specs: [Spec], language: Language, backends: BackendRegistry = .standard)
    -> [OutputFile]
  {
    outputs(for: specs, language: language, backends: backends, options: .defaults)
  }

  /// `outputs(for:language:backends:)` printed with `options` (access level, file layout).
  static func outputs(
    for specs: [Spec], language: Language, backends: BackendRegistry = .standard, options: PrinterOptions
  ) -> [OutputFile] {
    guard let backend = backends.backend(language) else { return [] }
    return backend.generate(
      specs.map { BackendInput(spec: $0, code: CodeModel.build($0), options: options) })
  }
}
