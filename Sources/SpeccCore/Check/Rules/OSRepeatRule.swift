/// A slot's `os_repeat` asks a platform's OS to repeat it by itself (issue 37, item 5): the
/// platform must be one the spec schedules on, and the slot one that platform's OS can repeat
/// as the planner promises (`OSRepeat.refusal`). Each refusal is reported at the key that makes
/// it so, with the platforms that asked.
struct OSRepeatRule: Rule {
  static let description = RuleDescription(
    id: "os_repeat", title: "Repeats the OS keeps by itself",
    summary:
      "A slot's `os_repeat: [ios, android]` must name platforms the spec schedules on, and the slot must be one their OS repeats by itself: a fixed time daily, on fixed or picked weekdays, on a day of the month or of the year; not several times a day, dates, a rule, a cycle, a season, an nth weekday, a missing day moved to the last, or (on iOS) a time daylight saving skips.",
    rationale:
      "iOS's `UNCalendarNotificationTrigger(dateMatching:repeats: true)` is one pending request that fires on every matching date and never runs out (Apple's UserNotifications reference), so it costs one of the 64 where a window costs one a day; Capacitor's `schedule.on` and Expo's daily, weekly, monthly and yearly triggers are the same request. Android has no exact repeating alarm (`AlarmManager.setRepeating` is inexact since API 19, AlarmManager reference), so specc's Android adapter arms the next occurrence exactly and re-arms the one after it when it fires. A repeating request matches date components: it cannot skip a date, stop at one, move a missing day, follow a rule or a cycle, or obey quiet hours and a daily maximum, and what iOS does with a time a spring-forward day lacks is not documented. Asking for it there would silently change what fires, so it is an error where it is written.",
    triggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "slots:\n  - id: water\n    every:\n      minutes: 90\n      from: ↓\"09:00\"\n      to: \"21:00\"\n"
        + "    os_repeat: [ios]\n"
        + "  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n      missing: ↓last_day\n"
        + "    os_repeat: [ios]\n"
        + "  - id: late\n    time: ↓\"02:30\"\n    os_repeat: [ios]\n"
        + "  - id: stretch\n    time: \"08:00\"\n    os_repeat: [ios, ↓android]\n"
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "slots:\n  - id: stretch\n    time: \"08:00\"\n    only_on: [monday, friday]\n    os_repeat: [ios, android]\n"
        + "  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n      missing: skip\n    os_repeat: [ios, android]\n"
        + "  - id: late\n    time: \"02:30\"\n    os_repeat: [android]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let scheduling = Set(spec.spec.platforms.filter(\.localScheduling).map(\.name.value))
    for slot in spec.slots {
      guard let asked = slot.osRepeat, !asked.isEmpty else { continue }
      // One finding per reason: a schedule no OS repeats is reported once, for every platform asked.
      var refused: [(refusal: OSRepeat.Refusal, platforms: [Located<PlatformName>])] = []
      for platform in asked {
        guard scheduling.contains(platform.value) else {
          sink.error(
            id,
            "slot '\(slot.id.value)' asks \(platform.value.displayName) to repeat it (os_repeat), but the spec does not schedule on \(platform.value.displayName): declare it under platforms, or remove it here",
            at: platform.mark)
          continue
        }
        guard let refusal = OSRepeat.refusal(slot, in: spec.spec, on: platform.value) else { continue }
        if let index = refused.firstIndex(where: { $0.refusal == refusal }) {
          refused[index].platforms.append(platform)
        } else {
          refused.append((refusal, [platform]))
        }
      }
      for (refusal, platforms) in refused {
        let names = platforms.map(\.value.displayName).joined(separator: " and ")
        sink.error(
          id,
          "slot '\(slot.id.value)' asks \(names) to repeat it by itself (os_repeat), but \(refusal.reason): plan it as a window of one-shots (remove \(platforms.count == 1 ? "it" : "them") from os_repeat), or change the schedule",
          at: refusal.mark, related: platforms.map { RelatedPlace($0.mark, "os_repeat asks \($0.value.displayName)") })
      }
    }
  }
}
