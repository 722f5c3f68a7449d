/// Reminder offsets come from the fixed set the apps offer.
struct ReminderOffsetsRule: Rule {
  /// The offsets, in minutes before the prayer, a reminder may use.
  static let allowed = [5, 10, 15, 20, 25, 30]

  static let description = RuleDescription(
    id: "reminder_offsets", title: "Reminder offsets",
    summary:
      "Reminder offsets (spec-wide and per prayer) are 5, 10, 15, 20, 25 or 30 minutes, listed once; the default is one of them; a prayer offering reminders has offsets to choose from.",
    rationale:
      "The reminder picker offers exactly these intervals; any other value cannot be chosen or shown by the app.",
    triggering: [
      LoadingRules.header + "reminders:\n  offsets_minutes: [5, ↓7, 10, ↓10]\n  default_offset_minutes: ↓12\n",
      LoadingRules.header + "reminders:\n  offsets_minutes: [5, 10]\n  default_offset_minutes: ↓15\n",
      LoadingRules.header
        + "prayers:\n  - id: fajr\n    name: Fajr\n    kind: daily\n    reminder: [off, sound]\n"
        + "    reminder_offsets_minutes: [↓45]\n",
      LoadingRules.header
        + "prayers:\n  - id: fajr\n    name: Fajr\n    kind: daily\n    reminder: ↓[off, sound]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [5, 10, 15, 20, 25, 30]\n  default_offset_minutes: 10\n"
        + "prayers:\n  - id: fajr\n    name: Fajr\n    kind: daily\n    reminder: [off, silent, sound]\n"
        + "    reminder_offsets_minutes: [15, 30]\n"
    ])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    let offsets = spec.reminders?.offsetsMinutes ?? []
    checkList(offsets, "reminders.offsets_minutes", &sink)
    if let offset = spec.reminders?.defaultOffsetMinutes {
      if !allowed.contains(offset.value) {
        sink.error(
          id, "default reminder offset \(offset.value) must be one of \(list(allowed)) minutes", at: offset.mark)
      } else if !offsets.isEmpty && !offsets.contains(where: { $0.value == offset.value }) {
        sink.error(
          id, "default reminder offset \(offset.value) is not in offsets_minutes (\(list(offsets.map(\.value))))",
          at: offset.mark)
      }
    }
    for prayer in spec.prayers {
      if let own = prayer.reminderOffsets {
        checkList(own, "reminder_offsets_minutes of '\(prayer.id.value)'", &sink)
      }
      let available = prayer.reminderOffsets ?? offsets
      if prayer.canRemind && available.isEmpty {
        sink.error(
          id,
          "prayer '\(prayer.id.value)' offers reminders but has no reminder offsets to choose from: add reminders.offsets_minutes or reminder_offsets_minutes",
          at: prayer.reminder.mark)
      }
    }
  }

  private static func checkList(_ offsets: [Located<Int>], _ what: String, _ sink: inout DiagnosticSink) {
    var seen = Set<Int>()
    for offset in offsets {
      if !allowed.contains(offset.value) {
        sink.error(
          id, "reminder offset \(offset.value) in \(what) must be one of \(list(allowed)) minutes", at: offset.mark)
      } else if !seen.insert(offset.value).inserted {
        sink.error(id, "reminder offset \(offset.value) is listed twice in \(what)", at: offset.mark)
      }
    }
  }

  private static func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: ", ") }
}
