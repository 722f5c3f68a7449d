/// The worst case of pending notifications on one platform, against its cap (issue 3 §1).
/// `Budget.report(for:)` computes it; the budget rules, the docs and the emitted constants use it.
struct BudgetReport: Sendable, Hashable {
  /// One source of pending notifications in the window.
  struct Item: Sendable, Hashable {
    enum Source: String, Sendable, Hashable {
      case prayer, slot, snooze, trigger
      case userItem = "user item kind"
    }
    var source: Source
    /// Prayer id, slot id (also for its snoozes) or trigger id.
    var id: String
    /// Notifications each time it occurs (a prayer: 1, or 2 with its reminder).
    var perOccurrence: Int
    /// How often it occurs in the worst-case window (days, Fridays, or 1 for a per-window trigger).
    var occurrences: Int
    /// perOccurrence × occurrences.
    var total: Int { perOccurrence * occurrences }
    /// How a window-counted item's total is formed (`20 bill × 3 (1 at-time + 2 reminders) = 60`).
    var arithmetic: String? = nil
    /// A kind of user item: the largest max_count whose worst case fits beside the rest.
    var largestCountThatFits: Int? = nil
    /// A window-counted item's proof of its most occurrences (`RecurrenceBudget`'s arithmetic).
    var proof: String? = nil
  }

  var platform: PlatformName
  var model: WorstCaseModel
  /// Days of the rolling window (window_days, or schedule_depth + 1 when the platform has none).
  var windowDays: Int
  /// Where the window is set: window_days' value, else schedule_depth's, else the platform key.
  var windowMark: Mark
  /// Notifications per day the arithmetic multiplies by: the busiest day (peak_day) or a day
  /// without weekday-limited prayers (calendar).
  var perDay: Int
  /// Notifications on the busiest weekday.
  var busiestDay: Int
  /// Weekday-limited notifications on their worst placement, beyond `windowDays × perDay` (calendar only).
  var weekdayExtra: Int
  /// Triggers counted once per window.
  var perWindow: Int
  /// Snoozes that can be pending at once, counted once per window.
  var snoozes: Int = 0
  /// Reminders among `perDay` (peak_day only; 0 otherwise).
  var remindersPerDay: Int = 0
  /// Self-scheduled triggers among `perDay`.
  var triggersPerDay: Int = 0
  /// The worst-case pending notifications the app schedules.
  var total: Int
  /// The platform's pending cap, when it has one.
  var cap: Int?
  /// Pending slots kept free for system or meta notifications.
  var reserve: Int
  /// The warning threshold for headroom.
  var headroomWarning: Int
  /// The largest window_days whose worst case fits (nil without a cap, or when no day schedules anything).
  var largestWindowThatFits: Int?
  /// Where the total comes from, sorted by source then id order in the spec.
  var items: [Item]
  /// Weekday-only items on their worst placement, as `id: 9 a day × 5 weekdays` (calendar only).
  var weekdayOnly: [String] = []
  /// The most notifications one day can hold: the busiest day of daily items plus every
  /// window-counted item's most in one day (user items at their max_count).
  var worstDay = 0
  /// The worst case of a 1-day window: above `available`, no window helps.
  var oneDayTotal = 0
  /// What makes the worst case fit (when it does not) or leave the headroom (when it fits with
  /// less): each alone, or one combination; every value in range and checked.
  var advice: [BudgetAdvice] = []

  /// Items counted per window (monthly, yearly, dated slots; user items), with their arithmetic.
  var windowItems: [Item] { items.filter { $0.arithmetic != nil } }
  /// Their total.
  var windowItemsTotal: Int { windowItems.reduce(0) { $0 + $1.total } }

  /// cap − reserve.
  var available: Int? { cap.map { $0 - reserve } }
  /// available − total; negative when over.
  var headroom: Int? { available.map { $0 - total } }
  /// True when the worst case fits (or there is no cap).
  var fits: Bool { headroom.map { $0 >= 0 } ?? true }

  /// `6 days × 20/day = 120`, with the day's reminders, per-window triggers, snoozes and weekday
  /// extras when there are any: `7 days × 6/day (3 at-time + 3 reminders) + 3 snoozes = 45`.
  var arithmetic: String {
    var terms: [String] = []
    let daily = total - windowItemsTotal
    if daily > 0 || windowItems.isEmpty { terms.append(dailyArithmetic) }
    terms += windowItems.compactMap(\.arithmetic)
    guard terms.count > 1 else { return terms.first ?? dailyArithmetic }
    return terms.map { "(" + $0 + ")" }.joined(separator: " + ") + " = \(total)"
  }

  /// The arithmetic of everything counted per day, snoozes and triggers.
  private var dailyArithmetic: String {
    var text = "\(Budget.days(windowDays)) × \(perDay)/day"
    if remindersPerDay > 0 {
      var parts = [
        "\(perDay - remindersPerDay - triggersPerDay) at-time",
        "\(remindersPerDay) reminder\(remindersPerDay == 1 ? "" : "s")",
      ]
      if triggersPerDay > 0 { parts.append("\(triggersPerDay) trigger\(triggersPerDay == 1 ? "" : "s")") }
      text += " (" + parts.joined(separator: " + ") + ")"
    }
    if weekdayExtra > 0 {
      text += " + \(weekdayExtra) weekday-only"
      if !weekdayOnly.isEmpty { text += " (" + weekdayOnly.joined(separator: ", ") + ")" }
    }
    if perWindow > 0 { text += " + \(perWindow) per-window trigger\(perWindow == 1 ? "" : "s")" }
    if snoozes > 0 { text += " + \(snoozes) snooze\(snoozes == 1 ? "" : "s")" }
    return text + " = \(total - windowItemsTotal)"
  }

  /// `64 − 4 reserve = 60`, or `64` without a reserve.
  var capArithmetic: String? {
    guard let cap, let available else { return nil }
    return reserve == 0 ? "\(cap)" : "\(cap) − \(reserve) reserve = \(available)"
  }
}
