/// Feature flags with their types and defaults.
enum FeatureFlagTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Flag", "Type", "Default", "Description"])
    for flag in spec.featureFlags {
      table.append([
        MarkdownTable.code(flag.id.value), flag.type.value.rawValue, defaultValue(flag),
        MarkdownTable.text(flag.description ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  /// The default as a code span; an empty string shows as `""`.
  private static func defaultValue(_ flag: FeatureFlag) -> String {
    flag.defaultValue.value.isEmpty ? "`\"\"`" : MarkdownTable.code(flag.defaultValue.value)
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.featureFlags.isEmpty else { return nil }
    return .table("feature_flags", "Feature flags", table(spec))
  }
}
