/// Where a window of one-shots buys nothing over the OS's own repeat (issue 37, item 5): a slot at
/// a fixed time, every day or on fixed weekdays, whose text is the same every time
/// (`OSRepeat.buysNothing`), planned as one-shots on a platform whose OS could repeat it. The
/// window spends a pending request per day and stops when the app is not opened; a repeating
/// trigger is one request per time that never runs out.
struct OSRepeatSuggestedRule: Rule {
  static let description = RuleDescription(
    id: "os_repeat_suggested", title: "A repeat the OS could keep", severity: .warning,
    summary:
      "A slot at a fixed time every day (or on fixed weekdays) whose template has no token and no variant, planned as one-shots on iOS or Android, is warned about: `os_repeat` would make it one pending request per time that never runs out.",
    rationale:
      "A rolling window re-plans every occurrence so that each can differ (its date, its tokens, a skipped day); when none differs, the window only spends one of the 64 pending requests per day and stops firing when the user does not open the app for longer than it. The OS repeats such a slot by itself (iOS `UNCalendarNotificationTrigger` with `repeats: true`, Expo's daily and weekly triggers, Capacitor's `schedule.on`; on Android specc re-arms the next exact alarm when one fires). Silence it with a suppression and a reason where the window is wanted (the copy will gain a token, the slot will skip days).",
    triggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 7\n"
        + "templates:\n  - id: nudge\n    title: Stretch\n    body: Time to stretch\n"
        + "slots:\n  - id: ↓stretch\n    time: \"08:00\"\n    template: nudge\n"
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 7\n"
        + "templates:\n  - id: nudge\n    title: Stretch\n    body: Time to stretch\n"
        + "  - id: dose\n    title: Dose\n    body: \"Take {{medicine}}\"\n"
        + "tokens:\n  - id: medicine\n    kind: text\n    max_length: 20\n"
        + "slots:\n  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    os_repeat: [ios]\n"
        + "  - id: pill\n    time: \"09:00\"\n    template: dose\n"
        + "  # specc:disable-next-line os_repeat_suggested -- the copy gains the day's tip next release\n"
        + "  - id: evening\n    time: \"20:00\"\n    template: nudge\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let platforms = spec.spec.platforms.filter {
      $0.localScheduling && $0.name.value != .web && $0.name.value != .electron
    }
    .map(\.name.value).sorted()
    for slot in spec.slots where slot.osRepeat == nil {
      let could = platforms.filter { OSRepeat.buysNothing(slot, in: spec.spec, on: $0) }
      guard !could.isEmpty else { continue }
      let costs = could.compactMap { platform -> String? in
        guard
          let item = spec.analyses.budget(for: platform)?.items.first(where: {
            $0.source == .slot && $0.id == slot.id.value
          })
        else { return nil }
        return "\(item.total) pending on \(platform.displayName)"
      }
      let pending =
        costs.isEmpty ? "" : " (its window keeps \(costs.joined(separator: " and ")))"
      sink.warning(
        id,
        "slot '\(slot.id.value)' fires at \(slot.time.value) with the same text every time: a window of one-shots buys nothing\(pending); `os_repeat: [\(could.map(\.rawValue).joined(separator: ", "))]` makes it one pending request per time that never runs out",
        at: slot.id.mark)
    }
  }
}
