/// A feature flag whose default names something (`names: channel`) names one that exists, and a
/// flag that restates a setting (`equals: scheduling.ttl_seconds`) says the same value.
struct FlagValuesRule: Rule {
  static let description = RuleDescription(
    id: "flag_values", title: "Flag values that name things",
    summary:
      "A feature flag with names: KIND has a default that is the id of a KIND of the spec (with a suggestion for a typo); one with equals: SETTING has the setting's value, and the setting is given.",
    rationale:
      "A flag such as androidChannelId or iosCategoryIdentifier is read by the app at run time: a default naming a channel that does not exist posts to nothing, and a ttlSeconds flag that disagrees with scheduling.ttl_seconds makes two truths.",
    triggering: [
      LoadingRules.header
        + "scheduling:\n  ttl_seconds: 86400\n"
        + "channels:\n  - { id: doses.daily, name: Doses, importance: high }\n"
        + "feature_flags:\n  - { id: androidChannelId, type: string, default: ↓doses.dialy, names: channel }\n"
        + "  - { id: iosCategory, type: string, default: ↓DOSE, names: category }\n"
        + "  - { id: ttlSeconds, type: integer, default: ↓3600, equals: scheduling.ttl_seconds }\n"
        + "  - { id: leadMinutes, type: integer, default: 20, equals: ↓scheduling.prefetch_lead_minutes }\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "scheduling:\n  ttl_seconds: 86400\n"
        + "channels:\n  - { id: doses.daily, name: Doses, importance: high }\n"
        + "feature_flags:\n  - { id: androidChannelId, type: string, default: doses.daily, names: channel }\n"
        + "  - { id: ttlSeconds, type: integer, default: 86400, equals: scheduling.ttl_seconds }\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for flag in spec.featureFlags {
      let name = "flag '\(flag.id.value)'"
      if let kind = flag.names, let entry = FlagValues.kinds.first(where: { $0.key == kind.value }) {
        let ids = entry.ids(spec.spec)
        if !ids.contains(flag.defaultValue.value) {
          let guess = Suggest.closest(to: flag.defaultValue.value, in: ids.count <= 2_000 ? ids : [])
          let hint = guess.map { "; did you mean '\($0)'?" } ?? (ids.isEmpty ? "; the spec defines none" : "")
          sink.error(
            id,
            "\(name) names \(kind.value.replacingOccurrences(of: "_", with: " ")) '\(flag.defaultValue.value)', which the spec does not define\(hint) (define it under \(entry.section))",
            at: flag.defaultValue.mark, suggestion: guess)
        }
      }
      if let path = flag.equals, let setting = FlagValues.settings.first(where: { $0.key == path.value }) {
        guard let value = setting.value(spec.spec) else {
          sink.error(
            id, "\(name) restates \(path.value), which the spec does not set: set it, or drop equals", at: path.mark)
          continue
        }
        if Int(flag.defaultValue.value) != value.value {
          sink.error(
            id,
            "\(name) defaults to \(flag.defaultValue.value) but restates \(path.value), which is \(value.value) (line \(value.mark.line)): make them equal",
            at: flag.defaultValue.mark, related: [RelatedPlace(value.mark, "\(path.value) is set here")])
        }
      }
    }
  }
}
