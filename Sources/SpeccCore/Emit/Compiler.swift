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
    SwiftEmitter.generate(specs)
  }

  /// Every generated file of `language` for `specs`, sorted by name: Swift's as above; Kotlin's
  /// and TypeScript's are the runtime file and one file per spec.
  public static func outputs(for specs: [Spec], language: Language) -> [OutputFile] {
    language == .swift ? outputs(for: specs) : outputs(for: specs.map(CodeModel.build), language: language)
  }

  /// The Kotlin or TypeScript files of already built models, sorted by name (Swift is printed
  /// from specs, not models: none).
  static func outputs(for codes: [CodeFile], language: Language) -> [OutputFile] {
    switch language {
    case .swift: []
    case .kotlin: KotlinEmitter.files(for: codes).sorted { $0.name < $1.name }
    case .typescript: TypeScriptEmitter.files(for: codes).sorted { $0.name < $1.name }
    }
  }
}
