import Foundation

/// The result of reading and checking one spec file.
public struct LintResult: Sendable {
  /// The resolved spec, when the file was readable enough to build one.
  public var resolved: ResolvedSpec?
  /// Every diagnostic, sorted by location.
  public var diagnostics: [Diagnostic]
  /// The spec's code model, built once by lint when the spec generates a language other than
  /// Swift (for the checks that run that language's naming or limits); compiling the spec reuses
  /// it (`codeModel()`), with the names of `resolved.names`.
  var code: CodeFile? = nil

  /// The decoded model, when the file was readable enough to build one.
  public var spec: Spec? { resolved?.spec }

  /// The spec's code model: the one lint built, else a new one (nil when nothing decoded).
  func codeModel() -> CodeFile? { code ?? resolved.map(CodeModel.build) }

  /// The result with the spec's path made relative to `root` when it lies inside it
  /// (`Spec.relative(to:)`), in its model's header too.
  func relative(to root: String) -> LintResult {
    var result = self
    guard let spec = resolved?.spec.relative(to: root) else { return result }
    result.resolved?.spec = spec
    result.code?.specPath = spec.path
    return result
  }
}

/// load → validate → decode → resolve → check, for one file's bytes.
public enum Pipeline {
  /// Reads and checks one spec. Never throws: every problem is a diagnostic.
  /// `languages` are those the spec generates (by `backends`): the checks of their limits run too.
  /// `rules` are the checks run (a test adds a toy rule); a suppression may name any of their ids.
  public static func lint(
    bytes: [UInt8], path: String, limits: LoadLimits = .default, sections: SectionList = .standard,
    languages: [Language] = [.swift], backends: BackendRegistry = .standard, rules: RuleRegistry = .standard
  ) -> LintResult {
    lint(
      read: YAMLReader.read(bytes, limits: limits), bytes: bytes, path: path, limits: limits, sections: sections,
      languages: languages, backends: backends, rules: rules)
  }

  /// Checks one spec whose bytes were read already (`YAMLReader.read(bytes)`): the language
  /// server reads a document once for its lint and its index. The tree is consumed, so on the
  /// command line's path it is still freed before any rule runs.
  static func lint(
    read: consuming Result<Node, LoadFailure>, bytes: [UInt8], path: String, limits: LoadLimits = .default,
    sections: SectionList = .standard, languages: [Language] = [.swift], backends: BackendRegistry = .standard,
    rules: RuleRegistry = .standard
  ) -> LintResult {
    var sink = DiagnosticSink(path: path, limit: limits.maxDiagnostics)
    // A YAML tag is written with '!', so a file without one has no tag to check.
    let tagged = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(UInt8(ascii: "!")), buffer.count) != nil
    }
    guard
      let (decoded, walk) = decode(
        consume read, bytes: bytes, path: path, sections: sections, tagged: tagged, into: &sink)
    else {
      let kept = Suppressions.apply(
        sink.diagnosticsWithOverflow, source: bytes, path: path, ruleIDs: rules.ids(backends: backends))
      return LintResult(resolved: nil, diagnostics: kept.sorted())
    }
    // The tree is freed by now: the table's indexes take its place.
    let symbols = SymbolTable(walk)
    // The languages it generates, whose naming and limits are checked.
    let generated = languages.compactMap(backends.backend)
    // The template analyses and budgets are computed here, once for every rule and the code model.
    // The decoded spec is consumed: one still held here would share its lists with the resolved
    // one, and linking the references (`Spec.link()`) would copy every list it edits (the slots:
    // 8 MB of the 25 MB heap peak of a 1 MB slot-heavy spec).
    var resolved = Resolver.resolve(
      Self.sourced(consume decoded, bytes), symbols: symbols, naming: generated.compactMap(\.languageNaming))
    // One model for every language-dependent check (identifier collisions, the limits), which
    // compiling the spec reuses (`LintResult.codeModel()`).
    let code = generated.contains { $0.language != .swift } ? CodeModel.build(resolved) : nil
    // The names of every language it generates, assigned once (`identifier_collision` reads them;
    // compiling the spec prints them).
    if let code { resolved.names.name(code, of: resolved.spec, with: generated) }
    for rule in rules.checks {
      rule.check(resolved, into: &sink)
    }
    BackendLimits.check(resolved, backends: generated, code: code, into: &sink)
    let kept = Suppressions.apply(
      Array(Set(sink.diagnosticsWithOverflow)), source: bytes, path: path, ruleIDs: rules.ids(backends: backends))
    return LintResult(resolved: resolved, diagnostics: kept.sorted(), code: code)
  }

  /// `spec` with the source text of `bytes` (for the marks of its diagnostics).
  private static func sourced(_ spec: consuming Spec, _ bytes: [UInt8]) -> Spec {
    spec.source = SourceText(bytes: bytes)
    return spec
  }

  /// load → validate → decode, and the declarations and references read from the tree along the
  /// schema. The node tree lives only inside this function, so it is freed before the symbol
  /// table is indexed and any rule runs (on a 10 MB spec the tree is about a third of the memory).
  private static func decode(
    _ read: consuming Result<Node, LoadFailure>, bytes: [UInt8], path: String, sections: SectionList, tagged: Bool,
    into sink: inout DiagnosticSink
  ) -> (Spec, SymbolTable.Walk)? {
    let root: Node
    switch consume read {
    case .failure(let failure):
      sink.error(failure.ruleID, failure.message, at: failure.mark, notes: failure.notes, related: failure.related)
      return nil
    case .success(let node):
      root = node
    }
    guard case .mapping = root.kind else {
      sink.error(
        LoadingRules.schemaType,
        "a spec must be a mapping with keys spec, name, version, …; found \(root.kindDescription)",
        at: root.mark)
      return nil
    }
    if tagged { TagValidator.validate(root, into: &sink) }
    var validator = SchemaValidator(sink: sink)
    validator.bytes = bytes
    validator.validate(root, against: .object(sections.root), path: "spec")
    sink = validator.sink
    guard var spec = SpecDecoder.decode(root, path: path, sections: sections) else { return nil }
    spec.invalidPaths = validator.invalid
    return (spec, Resolver.symbols(of: root, sections: sections))
  }

  /// Reads and checks YAML text (tests and examples).
  public static func lint(
    text: String, path: String, limits: LoadLimits = .default, sections: SectionList = .standard,
    languages: [Language] = [.swift], backends: BackendRegistry = .standard, rules: RuleRegistry = .standard
  ) -> LintResult {
    lint(
      bytes: Array(text.utf8), path: path, limits: limits, sections: sections, languages: languages,
      backends: backends, rules: rules)
  }
}
