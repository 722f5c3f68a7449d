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
  /// Every spec file read, in the order of `results`.
  public let paths: [String]
  /// The checks across specs (`ProjectChecks`), and the problems of the configuration files.
  let projectDiagnostics: [Diagnostic]
  /// The configuration of each result's spec (`.specc.yml`), in the order of `results`.
  let configs: [ProjectConfig]
  /// The languages each result's spec generates (`--lang`, else its configuration's), in the
  /// order of `results`.
  let languagesOf: [[Language]]
  /// The languages specc knows.
  public let backends: BackendRegistry

  /// Finds, reads and checks every spec of `inputs` (files, or folders searched for *.yaml and
  /// *.yml, less what a `.specc.yml` excludes). Each spec follows the nearest `.specc.yml` above
  /// it, or the one given as `config`, and generates the languages of `languages` (`--lang`) or,
  /// without it, of its configuration; the limits of those languages are checked with the rest.
  /// Throws `InputError` when a path cannot be read or no spec is found. `rules` are the checks
  /// run (a test adds a toy rule), whose ids the configurations' `rules` may name.
  public init(
    inputs: [String], limits: LoadLimits = .default, config explicit: String? = nil, languages: [Language]? = nil,
    backends: BackendRegistry = .standard, rules: RuleRegistry = .standard
  ) throws {
    var projectConfigs = ProjectConfigs(explicit: explicit, backends: backends, rules: rules)
    let named = Set(inputs)
    let paths = try SpecSources.paths(inputs).filter { path in
      // A file named on the command line is always read; so is standard input (`-`).
      try named.contains(path) || (path == SpecSources.stdinPath && named.contains(SpecSources.stdinArgument))
        || projectConfigs.config(for: path).contributes(path)
    }
    if paths.isEmpty {
      throw InputError("no spec files (*.yaml, *.yml) found in \(inputs.joined(separator: ", "))")
    }
    let configs = try paths.map { try projectConfigs.config(for: $0) }
    self.paths = paths
    self.configs = configs
    self.backends = backends
    languagesOf = configs.map { languages ?? $0.languages }
    results = try LintRunner.lint(
      paths: paths, configs: configs, limits: limits, languages: languages, backends: backends, rules: rules)
    let ownProblems = projectConfigs.diagnostics
    projectDiagnostics = ownProblems + ProjectChecks.check(results.compactMap(\.spec))
  }

  /// Every spec that decoded.
  public var specs: [Spec] { results.compactMap(\.spec) }

  /// Every diagnostic: each file's, then the project's.
  public var diagnostics: [Diagnostic] { results.flatMap(\.diagnostics) + projectDiagnostics }

  /// True when any spec, or the specs together, have an error: nothing may be generated.
  public var hasErrors: Bool { diagnostics.hasErrors }

  /// The generated Swift of every spec, sorted by name; nil when the run has errors.
  public var swiftFiles: [OutputFile]? { hasErrors ? nil : generated(results) }

  /// The languages the run generates (every spec's, by `--lang` or its configuration), in the
  /// registry's order.
  public var languages: [Language] {
    let asked = Set(languagesOf.joined())
    return backends.languages.filter(asked.contains)
  }

  /// The generated files of each language of the run, sorted by name; nil when the run has
  /// errors. Each spec is generated in its own languages (a project's iOS-only spec stays
  /// Swift-only beside a shared one), from one model per spec that every language prints.
  public func files() -> [(language: Language, files: [OutputFile])]? {
    guard !hasErrors else { return nil }
    var inputs: [String: BackendInput] = [:]
    func input(_ result: LintResult, _ config: ProjectConfig) -> BackendInput? {
      guard let spec = result.resolved else { return nil }
      if let built = inputs[spec.id.value] { return built }
      guard let code = result.codeModel() else { return nil }
      // The model and names lint made for the spec's languages, when it made them.
      let built = BackendInput(
        spec: spec.spec, code: code, options: config.printerOptions, names: result.code == nil ? nil : spec.names)
      inputs[spec.id.value] = built
      return built
    }
    return languages.compactMap { language in
      guard let backend = backends.backend(language) else { return nil }
      var chosen: [BackendInput] = []
      for ((result, config), own) in zip(zip(results, configs), languagesOf) where own.contains(language) {
        if let input = input(result, config) { chosen.append(input) }
      }
      return (language, backend.generate(chosen))
    }
  }

  /// The runtimes a project writes once, in a folder of their own (`generator.kotlin.runtime_output`),
  /// instead of beside each language's files: one entry per folder, for the specs of the run
  /// that generate that language; none when the run has errors.
  public func runtimeFiles() -> [(language: Language, folder: String, files: [OutputFile])] {
    guard !hasErrors else { return [] }
    var folders: [String] = []
    for ((result, config), own) in zip(zip(results, configs), languagesOf)
    where result.resolved != nil && own.contains(.kotlin) {
      if let folder = config.kotlinRuntimeFolder, !folders.contains(folder) { folders.append(folder) }
    }
    return folders.sorted().map { (.kotlin, $0, KotlinEmitter.runtime) }
  }

  /// Each spec's Swift files at its configuration's access level, with the iOS adapter its
  /// configuration asks for (`generator.adapters: [ios]`), sorted by name (`results` are this
  /// run's, in its order, with their paths possibly made relative).
  private func generated(_ results: [LintResult]) -> [OutputFile] {
    zip(results, configs).flatMap { result, config -> [OutputFile] in
      guard let spec = result.resolved, let code = result.codeModel() else { return [] }
      return SwiftBackend.backend.generate([BackendInput(spec: spec.spec, code: code, options: config.printerOptions)])
    }
    .sorted { $0.name < $1.name }
  }

  /// Every generated file in one Swift file (what the build plugin declares as its one output);
  /// nil when the run has errors. Spec paths under `root` are named relative to it in the
  /// headers, so every machine generates the same bytes.
  public func singleSwiftFile(relativeTo root: String? = nil) -> String? {
    guard !hasErrors else { return nil }
    let files = generated(results.map { root.map($0.relative) ?? $0 })
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
  /// `backend`, stale files are looked for among that language's files only (languages may
  /// share a folder).
  public static func emit(_ files: [OutputFile], to directory: String, check: Bool, backend: Backend? = nil)
    throws(WriteError) -> Emitted
  {
    let extensions = backend.map { [$0.fileExtension] } ?? Writer.generatedExtensions
    if check { return .drift(try Writer.changes(files, in: directory, extensions: extensions)) }
    return .written(try Writer.write(files, to: directory, deleteStale: true, extensions: extensions))
  }

  /// Writes the files of several folders as one change (`Writer.write(_:deleteStale:)`): a kill
  /// or a full disk leaves every folder old, or a journal that the next run finishes; stale files
  /// removed. One report per entry, in order. With `backend`, stale files are looked for among that
  /// language's files only.
  public static func write(_ writes: [(directory: String, files: [OutputFile], backend: Backend?)])
    throws(WriteError) -> [WriteReport]
  {
    try Writer.write(
      writes.map { directory, files, backend in
        Writer.FolderOutput(
          files: files, directory: directory,
          extensions: backend.map { [$0.fileExtension] } ?? Writer.generatedExtensions)
      }, deleteStale: true)
  }
}
