import Foundation

/// The project configurations of spec files, each read once: a spec follows the nearest
/// `.specc.yml` above its folder, or the one given (`--config`). `SpecRun` and the language
/// server both go through it and through `ProjectConfig.lint`, so a file is linted in the editor
/// exactly as by `specc lint`: in its project's languages, at its severities, and only when the
/// project names it (`ProjectConfig.covers`, `contributes`).
struct ProjectConfigs {
  /// The configuration every spec follows; nil: each spec's nearest.
  let explicit: String?
  let backends: BackendRegistry
  let rules: RuleRegistry
  /// The ids a configuration's `rules` may name (`rules`' with `backends`' limit checks): made
  /// when a configuration has `rules`, since every rule's description is built to list them.
  var ruleIDs: [String] { rules.ids(backends: backends) }
  /// The configurations read, by path.
  private(set) var loaded: [String: ProjectConfig] = [:]

  init(explicit: String? = nil, backends: BackendRegistry = .standard, rules: RuleRegistry = .standard) {
    self.explicit = explicit
    self.backends = backends
    self.rules = rules
  }

  /// The path of the configuration the spec at `path` follows; nil: the defaults.
  func configPath(for path: String) -> String? {
    // The folder as text: Foundation's first URL costs more than reading a small spec.
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    return explicit ?? ProjectConfig.find(from: directory.isEmpty ? "/" : directory)
  }

  /// The configuration of the spec at `path`. Throws `InputError` when its file cannot be read.
  mutating func config(for path: String) throws -> ProjectConfig {
    guard let found = configPath(for: path) else { return .defaults }
    if let config = loaded[found] { return config }
    let config = try ProjectConfig.load(found, backends: backends, ruleIDs: ruleIDs)
    loaded[found] = config
    return config
  }

  /// Forgets the configuration read from `path`, so that the next spec reads it again (the
  /// language server, when the file changed on disk).
  mutating func forget(_ path: String) { loaded[path] = nil }

  /// The problems of every configuration read, by path.
  var diagnostics: [Diagnostic] { loaded.keys.sorted().flatMap { loaded[$0]?.diagnostics ?? [] } }
}

extension ProjectConfig {
  /// Checks one spec of this project: in this configuration's languages (`languages`, from
  /// `--lang`, replaces them) and at its rules' severities. `read` is the spec's YAML, read
  /// once by the caller (`YAMLReader.read(bytes)`).
  func lint(
    read: consuming Result<Node, LoadFailure>, bytes: [UInt8], path: String, limits: LoadLimits,
    sections: SectionList = .standard, languages: [Language]? = nil, backends: BackendRegistry,
    rules: RuleRegistry = .standard
  ) -> LintResult {
    var result = Pipeline.lint(
      read: consume read, bytes: bytes, path: path, limits: limits, sections: sections,
      languages: languages ?? self.languages, backends: backends, rules: rules)
    result.diagnostics = apply(result.diagnostics)
    return result
  }
}
