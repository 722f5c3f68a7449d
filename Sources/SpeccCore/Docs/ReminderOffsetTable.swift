/// Reminder offsets a user may pick, the default and the reminder sound, with per-item overrides.
enum ReminderOffsetTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Applies to", "Offsets (minutes before)", "Default", "Sound"])
    if let reminders = spec.reminders {
      table.append([
        everything(spec),
        minutes(reminders.offsetsMinutes),
        reminders.defaultOffsetMinutes.map { String($0.value) } ?? "",
        reminders.sound.map { MarkdownTable.code($0.value) } ?? "",
      ])
    }
    for prayer in spec.prayers {
      guard let offsets = prayer.reminderOffsets else { continue }
      table.append([MarkdownTable.text(prayer.name.value), minutes(offsets), "", ""])
    }
    for slot in spec.slots where slot.canRemind {
      guard let offsets = slot.reminderOffsets else { continue }
      table.append(["Slot " + MarkdownTable.code(slot.id.value), minutes(offsets), "", ""])
    }
    return table.droppingEmptyColumns()
  }

  /// What the spec-wide offsets apply to: "Every prayer", "Every slot" or both.
  private static func everything(_ spec: Spec) -> String {
    let kinds = [(FiringItem.Source.prayer, "prayer"), (.slot, "slot")].filter { source, _ in
      spec.firingItems.contains { $0.source == source && $0.canRemind && $0.reminderOffsets == nil }
    }
    guard !kinds.isEmpty else { return "Nothing (no prayer or slot offers reminders without its own offsets)" }
    return "Every " + kinds.map(\.1).joined(separator: " and ") + " offering reminders"
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard spec.reminders != nil || spec.firingItems.contains(where: { $0.reminderOffsets != nil }) else { return nil }
    return .table("reminder_offsets", "Reminder offsets", table(spec))
  }

  private static func minutes(_ values: [Located<Int>]) -> String {
    values.map { String($0.value) }.joined(separator: ", ")
  }
}
