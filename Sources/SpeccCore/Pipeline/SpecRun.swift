import Foundation

/// One whole run of specc, the same for every command and the build plugin: find the spec files
/// of the inputs, read and check each (in parallel), check the specs together, and — only when
/// nothing has an error — generate. Writing goes through `Writer`.
///
/// ```swift
/// let run = try SpecRun(inputs: ["Specs"])
/// guard let files = run.swiftFiles else { /* print run.diagnostics; exit 1 */ }
/// let outcome = try SpecRun.emit(files, to: "Generated", check: false)
/// ```
public struct SpecRun: Sendable {
  /// Every file's result, in input order.
  public let results: [LintResult]
  /// The checks across specs (`ProjectChecks`), and the problems of the configuration files.
  let projectDiagnostics: [Diagnostic]
  /// The configuration of each result's spec (`.specc.yml`), in the order of `results`.
  let configs: [ProjectConfig]

  /// Finds, reads and checks every spec of `inputs` (files, or folders searched for *.yaml and
  /// *.yml, less what a `.specc.yml` excludes). Each spec follows the nearest `.specc.yml` above
  /// it, or the one given as `config`. Throws `InputError` when a path cannot be read or no spec
  /// is found.
  public init(inputs: [String], limits: LoadLimits = .default, config explicit: String? = nil) throws {
    var loaded: [String: ProjectConfig] = [:]
    func config(for path: String) throws -> ProjectConfig {
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
      guard let found = explicit ?? ProjectConfig.find(from: directory.isEmpty ? "." : directory) else {
        return .defaults
      }
      if let config = loaded[found] { return config }
      let config = try ProjectConfig.load(found)
      loaded[found] = config
      return config
    }
    let named = Set(inputs)
    let paths = try SpecSources.paths(inputs).filter { path in
      try named.contains(path) || config(for: path).contributes(path)
    }
    if paths.isEmpty {
      throw InputError("no spec files (*.yaml, *.yml) found in \(inputs.joined(separator: ", "))")
    }
    let configs = try paths.map(config)
    self.configs = configs
    results = zip(try LintRunner.lint(paths: paths, limits: limits), configs).map { result, config in
      var result = result
      result.diagnostics = config.apply(result.diagnostics)
      return result
    }
    let ownProblems = loaded.keys.sorted().flatMap { loaded[$0]?.diagnostics ?? [] }
    projectDiagnostics = ownProblems + ProjectChecks.check(results.compactMap(\.spec))
  }

  /// Every spec that decoded.
  public var specs: [Spec] { results.compactMap(\.spec) }

  /// Every diagnostic: each file's, then the project's.
  public var diagnostics: [Diagnostic] { results.flatMap(\.diagnostics) + projectDiagnostics }

  /// True when any spec, or the specs together, have an error: nothing may be generated.
  public var hasErrors: Bool { diagnostics.hasErrors }

  /// The generated Swift of every spec, sorted by name; nil when the run has errors.
  public var swiftFiles: [OutputFile]? { hasErrors ? nil : generated(specs) }

  /// The languages the configurations ask for (`generator.languages`), in `Language` order;
  /// Swift alone when none does.
  public var configuredLanguages: [Language] {
    let asked = Set(configs.flatMap(\.languages))
    return Language.allCases.filter(asked.contains)
  }

  /// The generated files of each language, sorted by name; nil when the run has errors. With
  /// `languages` (`--lang`), every spec in each of them; without, each spec in the languages its
  /// own configuration asks for (a project's iOS-only spec stays Swift-only beside a shared one),
  /// in `configuredLanguages` order. Swift follows each configuration's access level and layout.
  /// `warnings` are what the language is known to reject or misread in the output (the JVM's
  /// limits for Kotlin, integers past 2^53 for TypeScript); the files are still written.
  public func files(_ languages: [Language]?) -> [(language: Language, files: [OutputFile], warnings: [String])]? {
    guard !hasErrors else { return nil }
    var specsOf: [Language: [Spec]] = [:]
    for language in languages ?? configuredLanguages {
      specsOf[language] =
        languages == nil
        ? zip(results, configs).compactMap { result, config in config.languages.contains(language) ? result.spec : nil }
        : specs
    }
    // The model of a spec is built once for every foreign language that prints it.
    let foreignSpecs = specsOf.filter { $0.key != .swift }.values.joined()
    var models: [String: CodeFile] = [:]
    for spec in foreignSpecs where models[spec.id.value] == nil { models[spec.id.value] = CodeModel.build(spec) }
    return (languages ?? configuredLanguages).map { language in
      let chosen = specsOf[language] ?? []
      switch language {
      case .swift: return (language, generated(chosen), [])
      case .kotlin, .typescript:
        let codes = chosen.compactMap { models[$0.id.value] }
        let warnings = codes.flatMap(
          language == .kotlin ? KotlinEmitter.limitWarnings : TypeScriptEmitter.limitWarnings)
        return (language, Compiler.outputs(for: codes, language: language), warnings)
      }
    }
  }

  /// Each spec's files at its configuration's access level, sorted by name.
  private func generated(_ specs: [Spec]) -> [OutputFile] {
    var configOf: [String: ProjectConfig] = [:]
    for (result, config) in zip(results, configs) { if let id = result.spec?.id.value { configOf[id] = config } }
    return specs.flatMap { spec in (configOf[spec.id.value] ?? .defaults).adjusted(Compiler.outputs(for: [spec])) }
      .sorted { $0.name < $1.name }
  }

  /// Every generated file in one Swift file (what the build plugin declares as its one output);
  /// nil when the run has errors. Spec paths under `root` are named relative to it in the
  /// headers, so every machine generates the same bytes.
  public func singleSwiftFile(relativeTo root: String? = nil) -> String? {
    guard !hasErrors else { return nil }
    let specs = self.specs.map { spec in root.map(spec.relative) ?? spec }
    let files = generated(specs)
    var text = "// Generated by specc plugin-compile from \(results.count) spec(s). Do not edit.\n"
    for file in files {
      text += "\n// MARK: - \(file.name)\n\n" + file.contents
    }
    return text
  }

  /// What `emit` did.
  public enum Emitted: Sendable, Hashable {
    /// Files were written (only those whose bytes changed; stale generated files removed).
    case written(WriteReport)
    /// `check`: the changes that writing would make (empty when the folder is current).
    case drift([FileChange])
  }

  /// Writes `files` into `directory`, or with `check` only reports what would change. With
  /// `language`, stale files are looked for among that language's files only (Kotlin may share
  /// the Swift folder).
  public static func emit(_ files: [OutputFile], to directory: String, check: Bool, language: Language? = nil)
    throws(WriteError) -> Emitted
  {
    let extensions = language.map { [$0.fileExtension] } ?? Writer.generatedExtensions
    if check { return .drift(try Writer.changes(files, in: directory, extensions: extensions)) }
    return .written(try Writer.write(files, to: directory, deleteStale: true, extensions: extensions))
  }
}
