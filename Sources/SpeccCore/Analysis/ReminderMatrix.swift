/// How many notifications a prayer schedules per occurrence for each at-time × reminder choice:
/// seed 000's reminder matrix. None → 0 (the reminder is unavailable); Silent or Sound with the
/// reminder Off → 1; with a Silent or Sound reminder → 2.
enum ReminderMatrix {
  /// One row of the matrix. `reminder` is nil when the reminder is unavailable (at-time None).
  struct Row: Sendable, Hashable {
    var atTime: AtTimeOption
    var reminder: ReminderOption?
    var notifications: Int
  }

  /// Notifications scheduled for one occurrence of a prayer with these settings (a prayer with
  /// reminders only: its reminder, or none).
  static func notifications(atTime: AtTimeOption, reminder: ReminderOption, remindersOnly: Bool = false) -> Int {
    if remindersOnly { return reminder == .off ? 0 : 1 }
    guard atTime != .none else { return 0 }
    return reminder == .off ? 1 : 2
  }

  /// The rows of a prayer with reminders only (`notify_at_time: false`): at-time none, one row per
  /// reminder option.
  static func remindersOnlyRows(_ reminder: [ReminderOption]) -> [Row] {
    ReminderOption.allCases.filter(reminder.contains).map {
      Row(atTime: .none, reminder: $0, notifications: notifications(atTime: .none, reminder: $0, remindersOnly: true))
    }
  }

  /// The rows for the given options, in option order: at-time None gives one row (reminder
  /// unavailable), every other at-time one row per reminder option. With every option this is
  /// the seed's 7-row table.
  static func rows(
    atTime: [AtTimeOption] = AtTimeOption.allCases, reminder: [ReminderOption] = ReminderOption.allCases
  ) -> [Row] {
    AtTimeOption.allCases.filter(atTime.contains).flatMap { at -> [Row] in
      if at == .none { return [Row(atTime: at, reminder: nil, notifications: 0)] }
      return ReminderOption.allCases.filter(reminder.contains).map {
        Row(atTime: at, reminder: $0, notifications: notifications(atTime: at, reminder: $0))
      }
    }
  }

  /// The rows a prayer offers.
  static func rows(for prayer: Prayer) -> [Row] {
    prayer.remindersOnly
      ? remindersOnlyRows(prayer.reminder.value) : rows(atTime: prayer.atTime.value, reminder: prayer.reminder.value)
  }

  /// The most notifications one occurrence of `prayer` can schedule, over every choice it offers.
  static func worstCase(for prayer: Prayer) -> Int {
    rows(for: prayer).map(\.notifications).max() ?? 0
  }
}
