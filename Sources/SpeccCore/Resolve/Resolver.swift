/// Decode → **Resolve** → {Check, Analysis, CodeModel, Docs, LSP}: computes, once per spec, the
/// facts every later stage reads (`ResolvedSpec`).
enum Resolver {
  /// The resolved form of a decoded spec. Never fails: what cannot be resolved was reported while
  /// validating, and is absent here.
  /// `naming`: the naming of each language the spec generates, which names its ids; `symbols`: the
  /// table of its tree (`symbols(of:sections:)`).
  static func resolve(_ spec: consuming Spec, symbols: SymbolTable = SymbolTable(), naming: [LanguageNaming] = [])
    -> ResolvedSpec
  {
    var resolved = ResolvedSpec(spec: consume spec, symbols: symbols)
    resolved.names = NameTable(spec: resolved.spec, languages: naming)
    return resolved
  }

  /// The declarations and references of a spec's tree (`root`), read along `sections` while the
  /// tree is alive; `SymbolTable(walk)` indexes them once the tree is freed, for `resolve`.
  static func symbols(of root: Node, sections: SectionList) -> SymbolTable.Walk {
    SymbolTable.walk(root, sections: sections)
  }
}
