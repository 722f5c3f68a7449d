/// The budget proof: the worst case of pending notifications per platform (issue 3 §1).
///
/// Worst case = everything that fires (`FiringItem`: prayers and slots) that the user can enable,
/// with its at-time notification and its reminder where allowed, over every day of the rolling
/// window, plus the spec's extra triggers and the snoozes that can be pending at once (one per
/// snoozable item, more when a whole snooze chain is longer than a day). Weekday-limited items count as the platform's `worst_case` says: `peak_day`
/// (default) counts every day as the busiest weekday, as seed 000's table does; `calendar` places
/// the window on the weekdays where they add the most. The reserve is taken off the cap.
enum Budget {
  /// The default headroom below which `pending_cap_headroom` warns.
  static let defaultHeadroomWarning = 4
  /// The longest window searched for `largestWindowThatFits` (window_days' schema maximum).
  static let longestWindow = 366

  /// One report per platform that schedules local notifications, in platform order.
  static func report(for spec: Spec) -> [BudgetReport] {
    spec.platforms.filter(\.localScheduling).sorted { $0.name.value < $1.name.value }.map { report(spec, $0) }
  }

  /// The report of one platform.
  static func report(for spec: Spec, platform: PlatformName) -> BudgetReport? {
    report(for: spec).first { $0.platform == platform }
  }

  static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  private static func report(_ spec: Spec, _ platform: Platform) -> BudgetReport {
    let depth = spec.scheduling?.scheduleDepth
    let window = platform.windowDays?.value ?? (depth?.value ?? 0) + 1
    let mark = platform.windowDays?.mark ?? depth?.mark ?? platform.name.mark
    let counter = DayCounter(spec: spec, platform: platform)
    let model = platform.worstCase
    let total = counter.total(days: window, model: model)
    let cap = PlatformFacts.pendingCap(of: platform)
    let reserve = platform.reserve?.value ?? 0
    let perDay = model == .peakDay ? counter.busiestDay : counter.ordinaryDay
    var largest: Int?
    if let cap, counter.busiestDay > 0 {
      var days = 0
      while days < longestWindow && counter.total(days: days + 1, model: model) <= cap - reserve { days += 1 }
      largest = days
    }
    return BudgetReport(
      platform: platform.name.value, model: model, windowDays: window, windowMark: mark, perDay: perDay,
      busiestDay: counter.busiestDay, weekdayExtra: total - window * perDay - counter.perWindow,
      perWindow: counter.perWindowTriggers, snoozes: counter.snoozes,
      remindersPerDay: model == .peakDay ? counter.remindersOnBusiestDay : 0, triggersPerDay: counter.perDayTriggers,
      total: total, cap: cap, reserve: reserve,
      headroomWarning: platform.headroomWarning ?? defaultHeadroomWarning, largestWindowThatFits: largest,
      items: counter.items(days: window, model: model))
  }
}

/// Counts notifications per weekday for one platform, over every item that fires (`FiringItem`).
private struct DayCounter {
  let spec: Spec
  let platform: Platform
  let firing: [FiringItem]
  /// Notifications on each weekday (Monday first).
  let byWeekday: [Int]
  /// Reminders among them, on each weekday.
  let remindersByWeekday: [Int]
  /// Notifications on a day with no weekday-limited item.
  let ordinaryDay: Int
  /// Triggers counted once per window.
  let perWindowTriggers: Int
  /// Snoozes that can be pending at once (counted once per window).
  let snoozes: Int
  /// Per-day self-scheduled triggers.
  let perDayTriggers: Int

  init(spec: Spec, platform: Platform) {
    self.spec = spec
    self.platform = platform
    var perDayTriggers = 0
    var perWindow = 0
    for trigger in platform.extraTriggers {
      if trigger.per == .day { perDayTriggers += trigger.count } else { perWindow += trigger.count }
    }
    self.perDayTriggers = perDayTriggers
    perWindowTriggers = perWindow
    let firing = spec.firingItems
    self.firing = firing
    snoozes = firing.reduce(0) { $0 + ($1.notifiesAtTime ? $1.snooze?.pendingAtOnce ?? 0 : 0) }
    byWeekday = Weekday.allCases.map { day in
      firing.reduce(perDayTriggers) { $0 + ($1.occurs(on: day) ? $1.perOccurrence : 0) }
    }
    remindersByWeekday = Weekday.allCases.map { day in
      firing.reduce(0) { $0 + ($1.occurs(on: day) && $1.canRemind ? 1 : 0) }
    }
    ordinaryDay = firing.reduce(perDayTriggers) { $0 + ($1.onlyOn == nil ? $1.perOccurrence : 0) }
  }

  /// Everything counted once per window: triggers and snoozes.
  var perWindow: Int { perWindowTriggers + snoozes }

  var busiestDay: Int { byWeekday.max() ?? 0 }

  /// Reminders on the busiest weekday.
  var remindersOnBusiestDay: Int {
    byWeekday.firstIndex(of: busiestDay).map { remindersByWeekday[$0] } ?? 0
  }

  /// The worst-case pending count of a window of `days` days.
  func total(days: Int, model: WorstCaseModel) -> Int {
    switch model {
    case .peakDay: days * busiestDay + perWindow
    case .calendar: days * ordinaryDay + weekdayExtra(days: days).total + perWindow
    }
  }

  /// The start weekday where weekday-limited items add the most, and how much they add.
  func weekdayExtra(days: Int) -> (start: Int, total: Int) {
    var best = (start: 0, total: 0)
    for start in 0..<7 {
      let extra = (0..<days).reduce(0) { sum, offset in
        sum + byWeekday[(start + offset) % 7] - ordinaryDay
      }
      if extra > best.total { best = (start, extra) }
    }
    return best
  }

  /// How often an item occurs in the worst-case window.
  func occurrences(of item: FiringItem, days: Int, model: WorstCaseModel) -> Int {
    guard let onlyOn = item.onlyOn?.value else { return days }
    if model == .peakDay {
      // Every day is the busiest weekday: an item on that weekday occurs every day.
      guard let busiest = byWeekday.firstIndex(of: busiestDay) else { return 0 }
      return onlyOn.contains(Weekday.allCases[busiest]) ? days : 0
    }
    let start = weekdayExtra(days: days).start
    return (0..<days).filter { onlyOn.contains(Weekday.allCases[(start + $0) % 7]) }.count
  }

  func items(days: Int, model: WorstCaseModel) -> [BudgetReport.Item] {
    let firing = self.firing.map {
      BudgetReport.Item(
        source: $0.source == .prayer ? .prayer : .slot, id: $0.id.value, perOccurrence: $0.perOccurrence,
        occurrences: occurrences(of: $0, days: days, model: model))
    }
    let snoozes = self.firing.compactMap { item -> BudgetReport.Item? in
      guard item.notifiesAtTime, let snooze = item.snooze else { return nil }
      return BudgetReport.Item(source: .snooze, id: item.id.value, perOccurrence: snooze.pendingAtOnce, occurrences: 1)
    }
    let triggers = platform.extraTriggers.map {
      BudgetReport.Item(
        source: .trigger, id: $0.id.value, perOccurrence: $0.count, occurrences: $0.per == .day ? days : 1)
    }
    return firing + snoozes + triggers
  }
}
