import Foundation

/// Prayers and extras with the options a user can choose.
enum PrayerTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable([
      "Prayer", "Id", "Kind", "Days", "At-time options", "Reminder options", "Defaults", "Reminder offsets (min)",
      "Sounds",
    ])
    for prayer in spec.prayers {
      let days = prayer.onlyOn.map { $0.value.map { $0.rawValue.capitalized }.joined(separator: ", ") } ?? "Every day"
      var defaults: [String] = []
      if let atTime = prayer.defaultAtTime { defaults.append("at-time \(atTime.value.rawValue)") }
      if let reminder = prayer.defaultReminder { defaults.append("reminder \(reminder.value.rawValue)") }
      table.append([
        MarkdownTable.text(prayer.name.value),
        MarkdownTable.code(prayer.id.value),
        prayer.kind.value.rawValue,
        MarkdownTable.text(days),
        prayer.atTime.value.map(\.rawValue).joined(separator: ", "),
        prayer.canRemind ? prayer.reminder.value.map(\.rawValue).joined(separator: ", ") : "not offered",
        MarkdownTable.text(defaults.joined(separator: ", ")),
        prayer.reminderOffsets.map { $0.map { String($0.value) }.joined(separator: ", ") } ?? "",
        MarkdownTable.codes(prayer.sounds.map(\.value)),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.prayers.isEmpty else { return nil }
    return .table("prayers", "Prayers", table(spec))
  }
}
