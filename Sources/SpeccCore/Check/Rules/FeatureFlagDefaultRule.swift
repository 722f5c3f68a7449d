/// A feature flag's default must be a value of its type.
struct FeatureFlagDefaultRule: Rule {
  static let description = RuleDescription(
    id: "feature_flag_default", title: "Feature flag defaults",
    summary: "An integer flag's default is a decimal integer; a boolean flag's default is true or false.",
    rationale:
      "The default becomes a typed Swift constant (`prefetchLeadMinutes: Int = 20`); a default of another type "
      + "would change the constant's type or not compile.",
    triggering: [
      LoadingRules.header
        + "feature_flags:\n  - id: prefetchLeadMinutes\n    type: integer\n    default: ↓twenty\n"
        + "  - id: verbose\n    type: boolean\n    default: ↓yes\n"
        + "  - id: ttlSeconds\n    type: integer\n    default: ↓8:00\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "feature_flags:\n  - id: prefetchLeadMinutes\n    type: integer\n    default: 20\n"
        + "  - id: verbose\n    type: boolean\n    default: false\n"
        + "  - id: scheduler\n    type: string\n    default: capacitor\n"
        + "  - id: label\n    type: string\n    default: 20\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for flag in spec.featureFlags where !flag.defaultMatchesType {
      let expected = flag.type.value == .integer ? "a decimal integer such as 20" : "true or false"
      sink.error(
        id,
        "feature flag '\(flag.id.value)' is of type \(flag.type.value.rawValue) but its default "
          + "'\(Suggest.clip(flag.defaultValue.value))' is not; write \(expected)",
        at: flag.defaultValue.mark)
    }
  }
}
