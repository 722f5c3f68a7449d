/// The budget proof: the worst case of pending notifications per platform (issue 3 §1).
///
/// Worst case = everything that fires (`FiringItem`: prayers and slots) that the user can enable,
/// with its at-time notification and its reminder where allowed, over every day of the rolling
/// window, plus the spec's extra triggers and the snoozes that can be pending at once (one per
/// snoozable item, more when a whole snooze chain is longer than a day). Weekday-limited items count as the platform's `worst_case` says: `peak_day`
/// (default) counts every day as the busiest weekday, as seed 000's table does; `calendar` places
/// the window on the weekdays where they add the most. The reserve is taken off the cap.
enum Budget {
  /// The longest window searched for `largestWindowThatFits` (window_days' schema maximum).
  static let longestWindow = 366

  /// One report per platform that schedules local notifications, in platform order.
  static func report(for spec: Spec) -> [BudgetReport] {
    SpecAnalyses.computations?.bump()
    return spec.platforms.filter(\.localScheduling).sorted { $0.name.value < $1.name.value }.map { report(spec, $0) }
  }

  /// The report of one platform.
  static func report(for spec: Spec, platform: PlatformName) -> BudgetReport? {
    spec.platforms.first { $0.localScheduling && $0.name.value == platform }.map { report(spec, $0) }
  }

  static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  private static func report(_ spec: Spec, _ platform: Platform) -> BudgetReport {
    let settings = PlatformSettings(platform, scheduling: spec.scheduling)
    let window = settings.windowDays.value
    let mark = settings.windowDays.mark ?? platform.name.mark
    let counter = DayCounter(spec: spec, platform: platform)
    let model = platform.worstCase
    let total = counter.total(days: window, model: model)
    let cap = settings.cap?.value
    let reserve = settings.reserve.value
    let perDay = model == .peakDay ? counter.busiestDay : counter.ordinaryDay
    let windowItems = WindowItems(spec: spec)
    var largest: Int?
    if let cap, counter.busiestDay > 0 || !windowItems.isEmpty {
      var days = 0
      while days < longestWindow
        && counter.total(days: days + 1, model: model) + windowItems.total(days: days + 1) <= cap - reserve
      {
        days += 1
      }
      largest = days
    }
    let windowTotal = windowItems.total(days: window)
    let available = cap.map { $0 - reserve }
    let others = total + windowTotal
    return BudgetReport(
      platform: platform.name.value, model: model, windowDays: window, windowMark: mark, perDay: perDay,
      busiestDay: counter.busiestDay, weekdayExtra: total - window * perDay - counter.perWindow,
      perWindow: counter.perWindowTriggers, snoozes: counter.snoozes,
      remindersPerDay: model == .peakDay ? counter.remindersOnBusiestDay : 0, triggersPerDay: counter.perDayTriggers,
      total: others, cap: cap, reserve: reserve,
      headroomWarning: settings.headroomWarning.value, largestWindowThatFits: largest,
      items: counter.items(days: window, model: model)
        + windowItems.items(days: window, available: available, total: others),
      weekdayOnly: counter.weekdayOnly(days: window, model: model))
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
    // Monthly, yearly and dated items are counted per window (`WindowItems`), not per day.
    let firing = spec.firingItems.filter { $0.recurrence == nil }
    self.firing = firing
    snoozes = firing.reduce(0) { $0 + ($1.notifiesAtTime ? $1.snooze?.pendingAtOnce ?? 0 : 0) }
    byWeekday = Weekday.allCases.map { day in
      firing.reduce(perDayTriggers) { $0 + ($1.occurs(on: day) ? $1.perOccurrence : 0) }
    }
    remindersByWeekday = Weekday.allCases.map { day in
      firing.reduce(0) { $0 + ($1.occurs(on: day) && $1.canRemind ? $1.timesPerDay * max($1.remindersPerTime, 1) : 0) }
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

  /// Weekday-only items on their worst calendar placement (calendar only): `9 a day × 5 weekdays`.
  func weekdayOnly(days: Int, model: WorstCaseModel) -> [String] {
    guard model == .calendar else { return [] }
    return firing.compactMap { item in
      guard item.onlyOn != nil else { return nil }
      let count = occurrences(of: item, days: days, model: model)
      return "\(item.id.value): \(item.perOccurrence) a day × \(count) \(count == 1 ? "weekday" : "weekdays")"
    }
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

/// What the budget counts per window rather than per day: monthly, yearly and dated slots, and
/// the items users create (each kind at its maximum count).
private struct WindowItems {
  /// A slot that is not daily.
  struct Recurring {
    var item: FiringItem
    var recurrence: FiringItem.Recurrence
  }
  var recurring: [Recurring]
  var kinds: [UserItemKind]
  /// The snoozes that can be pending at once, per kind.
  var isEmpty: Bool { recurring.isEmpty && kinds.isEmpty }

  init(spec: Spec) {
    recurring = spec.firingItems.compactMap { item in item.recurrence.map { Recurring(item: item, recurrence: $0) } }
    kinds = spec.userItems
  }

  /// The most occurrences of one user item in `days` days: its most frequent repeat.
  static func occurrences(of kind: UserItemKind, days: Int) -> Int {
    kind.repeats.value.map { kind -> Int in
      switch kind {
      case .once: days > 0 ? 1 : 0
      case .daily, .weekly: days
      case .monthly: FiringItem.Recurrence.monthly.occurrences(in: days)
      case .yearly: FiringItem.Recurrence.yearly.occurrences(in: days)
      }
    }.max() ?? 0
  }

  /// Notifications of one user item per occurrence: at-time and reminders.
  static func perOccurrence(_ kind: UserItemKind) -> Int { 1 + kind.remindersPerOccurrence }

  /// Snoozes of one user item that can be pending at once.
  static func snoozes(_ kind: UserItemKind) -> Int { kind.snooze?.pendingAtOnce ?? 0 }

  /// Notifications of one user item in the window, snoozes included.
  static func perItem(_ kind: UserItemKind, days: Int) -> Int {
    occurrences(of: kind, days: days) * perOccurrence(kind) + snoozes(kind)
  }

  func total(days: Int) -> Int {
    recurring.reduce(0) { $0 + $1.recurrence.occurrences(in: days) * $1.item.perOccurrence }
      + kinds.reduce(0) { $0 + $1.maxCount.value * Self.perItem($1, days: days) }
  }

  /// One budget item each, with its arithmetic; a user kind also with the largest max_count that
  /// fits beside everything else (`available` − the rest).
  func items(days: Int, available: Int?, total: Int) -> [BudgetReport.Item] {
    let slots = recurring.map { recurring in
      var item = BudgetReport.Item(
        source: .slot, id: recurring.item.id.value, perOccurrence: recurring.item.perOccurrence,
        occurrences: recurring.recurrence.occurrences(in: days))
      item.arithmetic =
        "\(recurring.item.id.value) (\(recurring.recurrence.phrase)): \(item.occurrences) in \(Budget.days(days)) × \(Self.split(recurring.item.perOccurrence, reminders: recurring.item.canRemind ? recurring.item.timesPerDay * max(recurring.item.remindersPerTime, 1) : 0)) = \(item.total)"
      return item
    }
    let users = kinds.map { kind in
      let occurrences = Self.occurrences(of: kind, days: days)
      let per = Self.perItem(kind, days: days)
      var item = BudgetReport.Item(
        source: .userItem, id: kind.id.value, perOccurrence: per, occurrences: kind.maxCount.value)
      var text =
        "\(kind.maxCount.value) \(kind.id.value) × \(Self.split(Self.perOccurrence(kind), reminders: kind.remindersPerOccurrence))"
      if occurrences != 1 { text += " × \(occurrences) occurrences in \(Budget.days(days))" }
      if Self.snoozes(kind) > 0 { text += " + \(Self.snoozes(kind)) snooze\(Self.snoozes(kind) == 1 ? "" : "s") each" }
      item.arithmetic = text + " = \(item.total)"
      if let available, per > 0 {
        item.largestCountThatFits = max(0, (available - (total - item.total)) / per)
      }
      return item
    }
    return slots + users
  }

  /// `3 (1 at-time + 2 reminders)`, or `1` without reminders.
  static func split(_ total: Int, reminders: Int) -> String {
    reminders == 0
      ? "\(total)" : "\(total) (\(total - reminders) at-time + \(reminders) reminder\(reminders == 1 ? "" : "s"))"
  }
}
