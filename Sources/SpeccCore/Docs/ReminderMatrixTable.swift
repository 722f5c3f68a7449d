/// The reminder matrix: at-time × reminder → notifications per prayer (seed 000).
enum ReminderMatrixTable {
  /// Rows for every option some prayer offers, in option order, as `ReminderMatrix` counts them;
  /// an "Offered by" column appears when not every prayer offers every row.
  static func table(_ spec: Spec) -> MarkdownTable {
    let usual = spec.prayers.filter { !$0.remindersOnly }
    let atTime = AtTimeOption.allCases.filter { option in usual.contains { $0.atTime.value.contains(option) } }
    let reminder = ReminderOption.allCases.filter { option in
      usual.contains { $0.canRemind && $0.reminder.value.contains(option) }
    }
    var rows = usual.isEmpty ? [] : ReminderMatrix.rows(atTime: atTime, reminder: reminder.isEmpty ? [.off] : reminder)
    // Prayers with reminders only (notify_at_time: false): a reminder and nothing at the time.
    let only = ReminderOption.allCases.filter { option in
      spec.prayers.contains { $0.remindersOnly && $0.reminder.value.contains(option) }
    }
    rows += ReminderMatrix.remindersOnlyRows(only)
    var table = MarkdownTable(
      ["At-time setting", "Reminder setting", "Total notifications", "Description", "Offered by"],
      alignments: [.left, .left, .right, .left, .left])
    for row in rows {
      let offering = spec.prayers.filter { ReminderMatrix.rows(for: $0).contains(row) }
      let offeredBy =
        offering.count == spec.prayers.count
        ? "" : offering.map { MarkdownTable.text($0.name.value) }.joined(separator: ", ")
      table.append([
        atTimeName(row.atTime), reminderName(row.reminder), String(row.notifications), description(row), offeredBy,
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func atTimeName(_ option: AtTimeOption) -> String {
    switch option {
    case .none: "None"
    case .silent: "Silent"
    case .sound: "Sound"
    }
  }

  /// "(unavailable)", "Off", "On + Silent", "On + Sound", as the seed writes them.
  static func reminderName(_ option: ReminderOption?) -> String {
    switch option {
    case nil: "(unavailable)"
    case .off?: "Off"
    case .silent?: "On + Silent"
    case .sound?: "On + Sound"
    }
  }

  /// What the user gets, in the seed's words.
  static func description(_ row: ReminderMatrix.Row) -> String {
    if row.atTime == .none, let reminder = row.reminder {
      return reminder == .off
        ? "No notifications for this prayer"
        : "\(reminder == .silent ? "Silent" : "Sound") reminder only (reminders-only prayer)"
    }
    guard row.atTime != .none, let reminder = row.reminder else { return "No notifications for this prayer" }
    if reminder == .off { return "\(atTimeName(row.atTime)) notification at prayer time" }
    return "\(reminder == .silent ? "Silent" : "Sound") reminder + \(atTimeName(row.atTime).lowercased()) at-time"
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.prayers.isEmpty else { return nil }
    return .table(
      "reminder_matrix", "Reminder matrix", table(spec),
      intro: "Notifications one prayer schedules per day for each choice; a reminder needs an at-time notification.")
  }
}
