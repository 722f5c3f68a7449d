import Foundation

/// Prayers and extras with the options a user can choose.
enum PrayerTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable([
      "Prayer", "Id", "Kind", "Days", "Dates", "At-time options", "Reminder options", "Defaults",
      "Reminder offsets (min)", "Sounds", "Opt-in",
    ])
    for prayer in spec.prayers {
      let days = prayer.onlyOn.map { $0.value.map { $0.rawValue.capitalized }.joined(separator: ", ") } ?? "Every day"
      var defaults: [String] = []
      if let atTime = prayer.defaultAtTime { defaults.append("at-time \(atTime.value.rawValue)") }
      if let reminder = prayer.defaultReminder { defaults.append("reminder \(reminder.value.rawValue)") }
      var dates = prayer.dates.map { ($0.from?.value ?? "…") + " to " + ($0.until?.value ?? "…") }
      if let season = prayer.season {
        dates = (dates.map { $0 + "; " } ?? "") + "every year \(season.from.value) to \(season.until.value)"
      }
      table.append([
        MarkdownTable.text(prayer.name.value),
        MarkdownTable.code(prayer.id.value),
        prayer.kind.value.rawValue,
        MarkdownTable.text(days),
        MarkdownTable.text(dates ?? ""),
        prayer.remindersOnly ? "none (reminders only)" : prayer.atTime.value.map(\.rawValue).joined(separator: ", "),
        prayer.canRemind ? prayer.reminder.value.map(\.rawValue).joined(separator: ", ") : "not offered",
        MarkdownTable.text(defaults.joined(separator: ", ")),
        prayer.reminderOffsets.map { $0.map { String($0.value) }.joined(separator: ", ") } ?? "",
        MarkdownTable.codes(prayer.sounds.map(\.value)),
        prayer.optIn?.value == true ? "yes" : "",
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.prayers.isEmpty else { return nil }
    return .table("prayers", "Prayers", table(spec))
  }
}
