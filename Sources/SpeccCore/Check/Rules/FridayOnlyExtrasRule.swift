/// Weekday-limited prayers are extras, and Istijaba is limited to Fridays.
struct FridayOnlyExtrasRule: Rule {
  static let description = RuleDescription(
    id: "friday_only_extras", title: "Friday-only extras",
    summary:
      "Istijaba is an extra with only_on: [friday]; only extras may be limited to weekdays, and only_on is never empty.",
    rationale:
      "The apps skip non-Friday Istijaba; a spec that schedules it daily overcounts the budget and notifies on the wrong days.",
    triggering: [
      LoadingRules.header + "prayers:\n  - ↓id: istijaba\n    name: Istijaba\n    kind: extra\n",
      LoadingRules.header
        + "prayers:\n  - id: jumua\n    name: Istijaba (Friday)\n    kind: extra\n    only_on: ↓[thursday]\n",
      LoadingRules.header + "prayers:\n  - id: fajr\n    name: Fajr\n    kind: daily\n    only_on: ↓[friday]\n",
      LoadingRules.header + "prayers:\n  - id: duha\n    name: Duha\n    kind: extra\n    only_on: ↓[]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "prayers:\n  - id: istijaba\n    name: Istijaba\n    kind: extra\n    only_on: [friday]\n"
        + "  - id: fajr\n    name: Fajr\n    kind: daily\n"
    ])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    for prayer in spec.prayers {
      let name = "'\(prayer.id.value)'"
      if let onlyOn = prayer.onlyOn {
        if prayer.kind.value != .extra {
          sink.error(
            id,
            "only extras may be limited to weekdays; \(name) is a daily prayer: remove only_on or make it kind: extra",
            at: onlyOn.mark)
          continue
        }
        if onlyOn.value.isEmpty {
          sink.error(
            id, "only_on of \(name) is empty, so it never occurs: list its weekdays or remove only_on", at: onlyOn.mark)
          continue
        }
      }
      let isIstijaba = [prayer.id.value, prayer.name.value].contains { $0.lowercased().contains("istijaba") }
      guard isIstijaba, prayer.onlyOn?.value != [.friday] else { continue }
      sink.error(
        id, "Istijaba exists only on Fridays: give \(name) only_on: [friday]", at: prayer.onlyOn?.mark ?? prayer.mark)
    }
  }
}
