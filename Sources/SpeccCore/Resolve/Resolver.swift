/// Decode → **Resolve** → {Check, Analysis, CodeModel, Docs, LSP}: computes, once per spec, the
/// facts every later stage reads (`ResolvedSpec`).
enum Resolver {
  /// The resolved form of a decoded spec. Never fails: what cannot be resolved was reported while
  /// validating, and is absent here.
  /// `naming`: the naming of each language the spec generates, which names its ids.
  static func resolve(_ spec: Spec, naming: [LanguageNaming] = []) -> ResolvedSpec {
    var resolved = ResolvedSpec(spec: spec)
    resolved.names = NameTable(spec: spec, languages: naming)
    return resolved
  }
}
