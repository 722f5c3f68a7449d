/// Reminder offsets a user may pick, the default and the reminder sound, with per-prayer overrides.
enum ReminderOffsetTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Applies to", "Offsets (minutes before)", "Default", "Sound"])
    if let reminders = spec.reminders {
      table.append([
        "Every prayer",
        minutes(reminders.offsetsMinutes),
        reminders.defaultOffsetMinutes.map { String($0.value) } ?? "",
        reminders.sound.map { MarkdownTable.code($0.value) } ?? "",
      ])
    }
    for prayer in spec.prayers {
      guard let offsets = prayer.reminderOffsets else { continue }
      table.append([MarkdownTable.text(prayer.name.value), minutes(offsets), "", ""])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard spec.reminders != nil || spec.prayers.contains(where: { $0.reminderOffsets != nil }) else { return nil }
    return .table("reminder_offsets", "Reminder offsets", table(spec))
  }

  private static func minutes(_ values: [Located<Int>]) -> String {
    values.map { String($0.value) }.joined(separator: ", ")
  }
}
