/// Decode → **Resolve** → {Check, Analysis, CodeModel, Docs, LSP}: computes, once per spec, the
/// facts every later stage reads (`ResolvedSpec`).
enum Resolver {
  /// The resolved form of a decoded spec. Never fails: what cannot be resolved was reported while
  /// validating, and is absent here.
  static func resolve(_ spec: Spec) -> ResolvedSpec {
    ResolvedSpec(spec: spec)
  }
}
