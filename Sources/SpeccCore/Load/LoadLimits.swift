/// Bounds on what one hostile file may cost to load.
public struct LoadLimits: Sendable, Hashable {
  /// Largest file accepted, in bytes.
  public var maxFileBytes: Int
  /// Deepest nesting of mappings and sequences.
  var maxDepth: Int
  /// Most nodes one file may hold, counting every alias expansion.
  var maxNodes: Int
  /// Most nodes that aliases may add by expansion.
  var maxAliasExpansion: Int
  /// Most diagnostics kept for one file; the rest are counted in one last diagnostic, so a file
  /// of 200,000 wrong keys costs no more than its first problems.
  public var maxDiagnostics: Int

  init(
    maxFileBytes: Int = 16 * 1024 * 1024, maxDepth: Int = 64, maxNodes: Int = 4_000_000,
    maxAliasExpansion: Int = 10_000, maxDiagnostics: Int = 1_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxAliasExpansion = maxAliasExpansion
    self.maxDiagnostics = maxDiagnostics
  }

  /// The limits specc uses unless told otherwise.
  public static let `default` = LoadLimits()
}

extension LoadLimits {
  /// Small limits used when running rule examples, so every limit has a short example.
  static let examples = LoadLimits(
    maxFileBytes: 4096, maxDepth: 16, maxNodes: 1000, maxAliasExpansion: 50, maxDiagnostics: 20)
}
