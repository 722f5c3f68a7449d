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
    outputs(for: specs, languages: [language]).first?.files ?? []
  }

  /// The files of each of `languages`, in that order. The language-neutral model of each spec is
  /// built once for every language that prints it.
  static func outputs(for specs: [Spec], languages: [Language]) -> [(language: Language, files: [OutputFile])] {
    let models = languages.contains { $0 != .swift } ? specs.map(CodeModel.build) : []
    return languages.map { language in
      let files: [OutputFile]
      switch language {
      case .swift: files = outputs(for: specs)
      case .kotlin: files = KotlinEmitter.files(for: models)
      case .typescript: files = TypeScriptEmitter.files(for: models)
      }
      return (language, files.sorted { $0.name < $1.name })
    }
  }
}
