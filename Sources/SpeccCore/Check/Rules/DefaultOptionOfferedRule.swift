/// A prayer's preselected options are among the options it offers.
struct DefaultOptionOfferedRule: Rule {
  static let description = RuleDescription(
    id: "default_option_offered", title: "Defaults are offered options",
    summary:
      "A prayer's default_at_time is one of its at_time options and its default_reminder one of its reminder options.",
    rationale:
      "A preselected option the picker does not offer leaves the settings screen in a state the user cannot reach.",
    triggering: [
      LoadingRules.header
        + "prayers:\n  - id: sunrise\n    name: Sunrise\n    kind: daily\n    at_time: [none, silent]\n"
        + "    default_at_time: ↓sound\n    default_reminder: ↓silent\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "prayers:\n  - id: sunrise\n    name: Sunrise\n    kind: daily\n    at_time: [none, silent]\n"
        + "    default_at_time: silent\n    default_reminder: off\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for prayer in spec.prayers {
      // A prayer with reminders only has no at-time option: schedule_kind reports a default.
      if let value = prayer.defaultAtTime, !prayer.remindersOnly, !prayer.atTime.value.contains(value.value) {
        sink.error(
          id,
          "default_at_time '\(value.value.rawValue)' of '\(prayer.id.value)' is not one of its at_time options (\(names(prayer.atTime.value)))",
          at: value.mark)
      }
      if let value = prayer.defaultReminder, !prayer.reminder.value.contains(value.value) {
        sink.error(
          id,
          "default_reminder '\(value.value.rawValue)' of '\(prayer.id.value)' is not one of its reminder options (\(names(prayer.reminder.value)))",
          at: value.mark)
      }
    }
  }

  private static func names<T: RawRepresentable>(_ values: [T]) -> String where T.RawValue == String {
    values.map(\.rawValue).joined(separator: ", ")
  }
}
