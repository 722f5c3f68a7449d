/// A time-sensitive or critical interruption level is used only when the app declares the
/// entitlement it needs (issue 29).
struct InterruptionEntitlementRule: Rule {
  static let description = RuleDescription(
    id: "interruption_entitlement", title: "Interruption levels have their entitlement",
    summary:
      "A template whose interruption_level is time_sensitive or critical, in a spec that targets iOS, needs platforms.ios.entitlements to list com.apple.developer.usernotifications.time-sensitive or com.apple.developer.usernotifications.critical-alerts.",
    rationale: ContentFacts.interruptionSource
      + " The app's entitlements are app facts: the spec declares them, so that the level it asks for is one the app can have.",
    triggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "templates:\n  - id: due\n    title: Due\n    body: Now\n    interruption_level: ↓time_sensitive\n"
        + "  - id: urgent\n    title: Urgent\n    body: Now\n    interruption_level: ↓critical\n",
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "    entitlements: [com.apple.developer.usernotifications.time-sensitive]\n"
        + "templates:\n  - id: urgent\n    title: Urgent\n    body: Now\n    interruption_level: ↓critical\n",
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "    entitlements: [com.apple.developer.usernotifications.time-sensitive]\n"
        + "templates:\n  - id: due\n    title: Due\n    body: Now\n    interruption_level: time_sensitive\n"
        + "  - id: quiet\n    title: Quiet\n    body: Later\n    interruption_level: passive\n",
      // Not an iOS spec: the level is never used.
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "templates:\n  - id: urgent\n    title: Urgent\n    body: Now\n    interruption_level: critical\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard let ios = spec.platforms.first(where: { $0.name.value == .ios }) else { return }
    let declared = Set((ios.entitlements ?? []).map(\.value))
    for template in spec.templates {
      guard let level = template.content.interruptionLevel,
        let entitlement = ContentFacts.entitlementOfLevel[level.value],
        !declared.contains(entitlement)
      else { continue }
      sink.error(
        id,
        "template '\(template.id.value)' is \(level.value.rawValue), which needs the \(entitlement) entitlement: list it under platforms.ios.entitlements (the app must be signed with it), or use active",
        at: level.mark,
        related: ios.entitlements?.first.map { [RelatedPlace($0.mark, "the entitlements declared")] } ?? [])
    }
  }
}
