/// A reminder is only available when the prayer notifies at its time.
struct ReminderRequiresAtTimeRule: Rule {
  static let description = RuleDescription(
    id: "reminder_requires_at_time", title: "Reminders need an at-time notification",
    summary:
      "A prayer offering reminders must offer an at-time notification other than none, and a default reminder needs a default at-time other than none, unless it declares reminders only (notify_at_time: false).",
    rationale:
      "The apps forbid reminder-only prayers (the reminder matrix: at-time None makes the reminder unavailable); a spec must not promise one.",
    triggering: [
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [10]\n"
        + "prayers:\n  - id: sunrise\n    name: Sunrise\n    kind: daily\n    at_time: [none]\n    reminder: ↓[off, sound]\n",
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [10]\n"
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off, sound]\n"
        + "    default_at_time: none\n    default_reminder: ↓sound\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [10]\n"
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off, sound]\n"
        + "    default_at_time: sound\n    default_reminder: sound\n"
        + "  - id: sunrise\n    name: Sunrise\n    kind: daily\n    at_time: [none]\n    reminder: [off]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    // A prayer with notify_at_time: false declares its reminders only (schedule_kind checks it).
    for prayer in spec.prayers where !prayer.remindersOnly {
      let offersReminder = prayer.reminder.value.contains { $0 != .off }
      if offersReminder && !prayer.canNotifyAtTime {
        sink.error(
          id,
          "prayer '\(prayer.id.value)' offers reminders, but its only at-time option is none; a reminder requires an at-time notification: add silent or sound to at_time, or offer reminder: [off]",
          at: prayer.reminder.mark)
      }
      if let reminder = prayer.defaultReminder, reminder.value != .off, prayer.defaultAtTime?.value == AtTimeOption.none
      {
        sink.error(
          id,
          "prayer '\(prayer.id.value)' defaults to a \(reminder.value.rawValue) reminder with default_at_time none; a reminder requires an at-time notification: set default_reminder: off or default_at_time: silent or sound",
          at: reminder.mark)
      }
    }
  }
}
