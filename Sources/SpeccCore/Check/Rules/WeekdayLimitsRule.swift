/// Weekday limits (`only_on`) of prayers and slots say something and do not contradict the item.
struct WeekdayLimitsRule: Rule {
  static let description = RuleDescription(
    id: "weekday_limits", title: "Weekday limits",
    summary:
      "An only_on list is never empty and does not name all seven weekdays (a repeat is `duplicate_list_item`); a prayer of kind daily has none (only extras are limited to weekdays).",
    rationale:
      "The budget, the docs and the schedule count an item only on its weekdays: an empty list never fires, all seven days is every day written the long way, and a daily prayer limited to weekdays contradicts its kind.",
    triggering: [
      LoadingRules.header
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    only_on: ↓[friday]\n"
        + "  - id: vigil\n    name: Vigil\n    kind: extra\n    only_on: ↓[]\n",
      LoadingRules.header
        + "slots:\n  - id: \"1000\"\n    time: \"10:00\"\n"
        + "    only_on: ↓[monday, tuesday, wednesday, thursday, friday, saturday, sunday]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "prayers:\n  - id: vigil\n    name: Vigil\n    kind: extra\n    only_on: [friday]\n"
        + "  - id: dawn\n    name: Dawn\n    kind: daily\n"
        + "slots:\n  - id: \"0900\"\n    time: \"09:00\"\n    only_on: [monday, wednesday, friday]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for prayer in spec.prayers where prayer.kind.value == .daily {
      guard let onlyOn = prayer.onlyOn else { continue }
      sink.error(
        id,
        "prayer '\(prayer.id.value)' is kind daily, so it occurs every day: remove only_on or make it kind: extra",
        at: onlyOn.mark)
    }
    let daily = Set(spec.prayers.filter { $0.kind.value == .daily }.map(\.id.value))
    for item in spec.firingItems {
      guard let onlyOn = item.onlyOn, !(item.source == .prayer && daily.contains(item.id.value)) else { continue }
      if onlyOn.value.isEmpty {
        sink.error(
          id, "only_on of \(item.name) is empty, so it never occurs: list its weekdays or remove only_on",
          at: onlyOn.mark)
        continue
      }
      if Set(onlyOn.value).count == Weekday.allCases.count {
        sink.warning(
          id, "only_on of \(item.name) lists every weekday: it is every day; remove only_on", at: onlyOn.mark)
      }
    }
  }
}
