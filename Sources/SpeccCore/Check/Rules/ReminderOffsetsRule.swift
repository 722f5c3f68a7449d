/// Reminder offsets are the spec's own choices: the default among them (a repeat is the
/// validator's `duplicate_list_item`), and
/// every prayer or slot offering reminders has some to choose from.
struct ReminderOffsetsRule: Rule {
  static let description = RuleDescription(
    id: "reminder_offsets", title: "Reminder offsets",
    summary:
      "Reminder offsets (spec-wide and per prayer or slot, 1–10,080 minutes; each listed once, which `duplicate_list_item` checks): the default is one of them; whatever offers reminders has offsets to choose from; offsets on something that offers no reminder are reported, and so are offsets of an after_event slot larger than its minutes (the reminder would fall before the event that plans it).",
    rationale:
      "The reminder picker offers exactly the declared offsets: a repeat shows twice, a default that is not offered cannot be shown as chosen, an item offering reminders without offsets cannot schedule one, and offsets on an item without reminders do nothing.",
    triggering: [
      LoadingRules.header + "reminders:\n  offsets_minutes: [5, 7, 10]\n  default_offset_minutes: ↓12\n",
      LoadingRules.header
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    reminder: ↓[off, sound]\n"
        + "  - id: \"0900\"\n    time: \"09:00\"\n    reminder_offsets_minutes: [↓15]\n",
      LoadingRules.header
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: ↓[off, sound]\n",
      // Reminders before a time 30 minutes after an event would fall before the event itself.
      LoadingRules.header + "reminders:\n  offsets_minutes: [10, 60]\n"
        + "slots:\n  - id: check_in\n    after_event:\n      minutes: ↓30\n    reminder: [off, sound]\n"
        + "  - id: cool_down\n    after_event:\n      minutes: 45\n    reminder: [off, sound]\n"
        + "    reminder_offsets_minutes: [15, ↓50]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [1, 10, 90, 1440, 10080]\n  default_offset_minutes: 10\n"
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off, silent, sound]\n"
        + "    reminder_offsets_minutes: [15, 30]\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    reminder: [off, sound]\n"
        + "  - id: check_in\n    after_event:\n      minutes: 30\n    reminder: [off, sound]\n"
        + "    reminder_offsets_minutes: [10, 30]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let offsets = spec.reminders?.offsetsMinutes ?? []
    if let offset = spec.reminders?.defaultOffsetMinutes, !offsets.isEmpty,
      !offsets.contains(where: { $0.value == offset.value })
    {
      sink.error(
        id, "default reminder offset \(offset.value) is not in offsets_minutes (\(list(offsets.map(\.value))))",
        at: offset.mark)
    }
    beforeTheEvent(spec, offsets, &sink)
    for item in spec.firingItems {
      if let own = item.reminderOffsets {
        if !item.canRemind, item.source == .slot, let first = own.first {
          sink.warning(
            id,
            "reminder_offsets_minutes of \(item.name) does nothing: it offers no reminder (add reminder: [off, sound])",
            at: first.mark)
          continue
        }
      }
      let available = item.reminderOffsets ?? offsets
      // Offsets written but invalid are the validator's error alone.
      if item.canRemind && available.isEmpty && !spec.isInvalid(at: "spec.reminders.offsets_minutes") {
        sink.error(
          id,
          "\(item.name) offers reminders but has no reminder offsets to choose from: add reminders.offsets_minutes or reminder_offsets_minutes",
          at: item.reminderMark ?? item.mark)
      }
    }
  }

  /// An after_event slot's time is `minutes` after the event that plans it, so a reminder more
  /// than `minutes` before that time would fall before the event: planned after it, it never fires.
  private static func beforeTheEvent(_ spec: ResolvedSpec, _ shared: [Located<Int>], _ sink: inout DiagnosticSink) {
    for slot in spec.slots where slot.canRemind {
      guard let minutes = slot.pattern.afterEvent else { continue }
      let own = slot.reminderOffsets
      let late = (own ?? shared).filter { $0.value > minutes.value }
      guard let first = late.first else { continue }
      let offsets = list(late.map(\.value))
      sink.warning(
        id,
        "reminder offset\(late.count == 1 ? "" : "s") \(offsets) of slot '\(slot.id.value)' \(late.count == 1 ? "is" : "are") more than its after_event minutes (\(minutes.value)): a reminder \(first.value) minutes before a time \(minutes.value) minutes after the event falls \(first.value - minutes.value) minutes before the event that plans it, so it never fires; offer offsets of at most \(minutes.value) (reminder_offsets_minutes)",
        at: own == nil ? minutes.mark : first.mark)
    }
  }

  private static func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: ", ") }
}
