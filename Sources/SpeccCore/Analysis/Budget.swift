import Foundation
import SpeccRuntime

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
    let daily = counter.total(days: window, model: model)
    let cap = settings.cap?.value
    let reserve = settings.reserve.value
    let perDay = model == .peakDay ? counter.busiestDay : counter.ordinaryDay
    let terms = spec.budgetTerms(on: platform.name.value)
    let windowTotal = terms.reduce(0) { $0 + $1.total(days: window) }
    let advisor = advisor(spec, platform, settings, counter, terms)
    let current = levers(spec, settings, terms)
    var largest: Int?
    if cap != nil, counter.busiestDay > 0 || !terms.isEmpty {
      largest = advisor.largest(in: 1...longestWindow, from: current, headroom: false) { $0.windowDays = $1 } ?? 0
    }
    let available = cap.map { $0 - reserve }
    let total = daily + windowTotal
    var report = BudgetReport(
      platform: platform.name.value, model: model, windowDays: window, windowMark: mark, perDay: perDay,
      busiestDay: counter.busiestDay, weekdayExtra: daily - window * perDay - counter.perWindow,
      perWindow: counter.perWindowTriggers, snoozes: counter.snoozes,
      remindersPerDay: model == .peakDay ? counter.remindersOnBusiestDay : 0, triggersPerDay: counter.perDayTriggers,
      total: total, cap: cap, reserve: reserve,
      headroomWarning: settings.headroomWarning.value, largestWindowThatFits: largest,
      items: counter.items(days: window, model: model) + terms.map { $0.item(days: window) },
      weekdayOnly: counter.weekdayOnly(days: window, model: model))
    report.worstDay =
      counter.busiestDay + terms.reduce(0) { $0 + $1.count * $1.recurrence.proof(days: 1).worst * $1.perOccurrence }
    var one = current
    one.windowDays = 1
    report.oneDayTotal = advisor.total(one)
    if let available {
      for index in report.items.indices where report.items[index].source == .userItem {
        guard let term = terms.firstIndex(where: { $0.source == .userItem && $0.id == report.items[index].id }) else {
          continue
        }
        let per = terms[term].perItem(days: window)
        if per > 0 {
          report.items[index].largestCountThatFits = max(
            0, (available - (total - terms[term].total(days: window))) / per)
        }
      }
      if total > available {
        report.advice = advisor.advice(current, headroom: false)
      } else if available - total < settings.headroomWarning.value {
        report.advice = advisor.advice(current, headroom: true)
      }
    }
    return report
  }

  /// The values the advice may change, as the spec has them.
  private static func levers(_ spec: Spec, _ settings: PlatformSettings, _ terms: [BudgetTerm]) -> BudgetLevers {
    BudgetLevers(
      windowDays: settings.windowDays.value, reserve: settings.reserve.value,
      headroomWarning: settings.headroomWarning.value, counts: terms.map(\.count),
      maxReminders: terms.map { term in term.userItem.map { spec.userItems[$0].maxReminders?.value ?? 1 } })
  }

  private static func advisor(
    _ spec: Spec, _ platform: Platform, _ settings: PlatformSettings, _ counter: DayCounter, _ terms: [BudgetTerm]
  ) -> BudgetAdvisor {
    let model = platform.worstCase
    let user = terms.map { $0.userItem.map { spec.userItems[$0] } }
    return BudgetAdvisor(
      cap: settings.cap?.value ?? Int.max, model: model, daily: { counter.total(days: $0, model: model) }, terms: terms,
      reminderOptions: user.map { $0?.reminderOffsets.count ?? 0 },
      marks: BudgetAdvisor.Marks(
        window: platform.windowDays?.mark, reserve: platform.reserve?.mark,
        headroomWarning: platform.headroomWarning?.mark, platform: platform.name.mark,
        counts: user.map { $0?.maxCount.mark }, maxReminders: user.map { $0?.maxReminders?.mark },
        reminders: user.map { $0?.remindersMark }))
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
    // Monthly, yearly and dated items are counted per window (`WindowItems`), not per day, and
    // what the OS repeats by itself once (`Spec.budgetTerms(on:)`).
    let repeating = Set(spec.osRepeats(on: platform.name.value).map(\.slot.id.value))
    let firing = spec.firingItems.filter {
      $0.recurrence == nil && !($0.source == .slot && repeating.contains($0.id.value))
    }
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

/// How something counted per window repeats, as the budget proves its most occurrences in any
/// `W` consecutive days. A new kind of schedule only has to say which of these it is (most are a
/// `RecurrenceBudget.Pattern`: a rule, a cycle, every N days).
enum BudgetRecurrence: Sendable, Hashable {
  /// A rule, cycle or every N days whose anchor may fall anywhere: `RecurrenceBudget`'s exact proof.
  case pattern(RecurrenceBudget.Pattern)
  /// On these dates, as day numbers.
  case dates([Int])
  /// Once, whatever the window (a one-off item, one pending after an event).
  case once
  /// Every day of the window (a daily item, or one on weekdays the user picks).
  case everyDay
  /// Whichever of these holds the most (a kind of user item that may repeat as any of them).
  case worstOf([BudgetRecurrence])
  /// Repeated by the OS itself (`os_repeat`): its requests are pending once, whatever the window.
  case repeating

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var proofs: [BudgetRecurrence: [Int: RecurrenceBudget.Proof]] = [:]
  }
  private static let cache = Cache()

  /// The most occurrences in any `days` consecutive days, with the arithmetic (once per process
  /// for each recurrence and length).
  func proof(days: Int) -> RecurrenceBudget.Proof {
    Self.cache.lock.lock()
    if let known = Self.cache.proofs[self]?[days] {
      Self.cache.lock.unlock()
      return known
    }
    Self.cache.lock.unlock()
    let proof = computeProof(days: days)
    Self.cache.lock.lock()
    if Self.cache.proofs.count > 4_096 { Self.cache.proofs.removeAll() }
    Self.cache.proofs[self, default: [:]][days] = proof
    Self.cache.lock.unlock()
    return proof
  }

  private func computeProof(days w: Int) -> RecurrenceBudget.Proof {
    guard w > 0 else { return RecurrenceBudget.Proof(worst: 0, windowDays: w, arithmetic: "no days, none") }
    switch self {
    case .pattern(let pattern):
      return RecurrenceBudget.worst(pattern, windowDays: w)
    case .once:
      return RecurrenceBudget.Proof(worst: 1, windowDays: w, arithmetic: "once")
    case .repeating:
      return RecurrenceBudget.Proof(
        worst: 1, windowDays: w, arithmetic: "the OS repeats it: one pending request per trigger, whatever the window")
    case .everyDay:
      return RecurrenceBudget.Proof(worst: w, windowDays: w, arithmetic: "every day: \(w)")
    case .dates(let dates):
      let best = FiringItem.Recurrence.dates(dates).occurrences(in: w)
      return RecurrenceBudget.Proof(
        worst: best, windowDays: w, arithmetic: "\(best) of its \(Set(dates).count) dates fall within \(Budget.days(w))"
      )
    case .worstOf(let choices):
      let proofs = choices.map { $0.proof(days: w) }
      guard let best = proofs.max(by: { $0.worst < $1.worst }) else {
        return RecurrenceBudget.Proof(worst: 0, windowDays: w, arithmetic: "never")
      }
      return best
    }
  }
}

extension FiringItem.Recurrence {
  /// The recurrence the budget proves.
  var budget: BudgetRecurrence {
    switch self {
    case .monthly: .pattern(.rule(RecurrenceRule(frequency: .monthly, skip: .backward)))
    case .yearly: .pattern(.rule(RecurrenceRule(frequency: .yearly, skip: .backward)))
    case .dates(let dates), .within(_, _, let dates): .dates(dates)
    case .pattern(let pattern): .pattern(pattern.budget)
    case .afterEvent: .once
    }
  }
}

extension UserItemKind.Repeat {
  /// Every day-rule an item repeating this way can have: the app picks its day, so the budget
  /// takes the worst of them.
  var budget: BudgetRecurrence {
    switch self {
    case .once: return .once
    case .daily, .weekly: return .everyDay
    case .monthly:
      // A day of the month (a missing day moves to the last: at least as many as skipping it),
      // or an nth weekday from the start or the end.
      let nth = [1, 2, 3, 4, 5, -1, -2, -3, -4, -5].flatMap { ordinal in
        (1...7).map { weekday in
          BudgetRecurrence.pattern(
            .rule(
              RecurrenceRule(frequency: .monthly, byDay: [Recurrence.WeekdayRule(ordinal: ordinal, weekday: weekday)]))
          )
        }
      }
      return .worstOf([.pattern(.rule(RecurrenceRule(frequency: .monthly, skip: .backward)))] + nth)
    case .yearly: return .pattern(.rule(RecurrenceRule(frequency: .yearly, skip: .backward)))
    }
  }
}

/// One thing the budget counts per window from its recurrence: a slot that is not daily, or a
/// kind of user item at its `max_count`.
struct BudgetTerm: Sendable, Hashable {
  var source: BudgetReport.Item.Source
  var id: String
  /// The index of the user item kind it counts in `Spec.userItems` (nil for a slot or a prayer).
  var userItem: Int? = nil
  /// `monthly`, `FREQ=MONTHLY;BYMONTHDAY=31`, `once, monthly`.
  var phrase: String
  var recurrence: BudgetRecurrence
  /// Notifications at the time itself per occurrence.
  var atTime: Int
  /// Reminders per occurrence.
  var reminders: Int
  /// How many of it there can be (a user kind's max_count; 1 for a slot).
  var count: Int = 1
  /// Snoozes each can have pending at once.
  var snoozes: Int = 0

  var perOccurrence: Int { atTime + reminders }

  /// Its notifications in the worst `days`-day window.
  func total(days: Int) -> Int { count * perItem(days: days) }

  /// One item's notifications in the worst `days`-day window, snoozes included.
  func perItem(days: Int) -> Int { recurrence.proof(days: days).worst * perOccurrence + snoozes }

  /// The budget's item, with its arithmetic.
  func item(days: Int) -> BudgetReport.Item {
    let proof = recurrence.proof(days: days)
    let split = Self.split(perOccurrence, reminders: reminders)
    if source == .userItem {
      var item = BudgetReport.Item(source: source, id: id, perOccurrence: perItem(days: days), occurrences: count)
      var text = "\(count) \(id) × \(split)"
      if proof.worst != 1 { text += " × \(proof.worst) occurrences in \(Budget.days(days))" }
      if snoozes > 0 { text += " + \(snoozes) snooze\(snoozes == 1 ? "" : "s") each" }
      item.arithmetic = text + " = \(item.total)"
      item.proof = "\(id) (\(phrase)): \(proof.arithmetic)"
      return item
    }
    var item = BudgetReport.Item(source: source, id: id, perOccurrence: perOccurrence, occurrences: proof.worst)
    var text =
      recurrence == .repeating
      ? "\(id) (\(phrase)): \(split), whatever the window"
      : "\(id) (\(phrase)): \(proof.worst) in \(Budget.days(days)) × \(split)"
    if snoozes > 0 {
      item = BudgetReport.Item(
        source: source, id: id, perOccurrence: 1, occurrences: proof.worst * perOccurrence + snoozes)
      text += " + \(snoozes) snooze\(snoozes == 1 ? "" : "s")"
    }
    item.arithmetic = text + " = \(item.total)"
    item.proof = "\(id) (\(phrase)): \(proof.arithmetic)"
    return item
  }

  /// `3 (1 at-time + 2 reminders)`, or `1` without reminders.
  static func split(_ total: Int, reminders: Int) -> String {
    reminders == 0 || total == reminders
      ? "\(total)" + (reminders == 0 ? "" : " (reminders only)")
      : "\(total) (\(total - reminders) at-time + \(reminders) reminder\(reminders == 1 ? "" : "s"))"
  }
}

extension Spec {
  /// Everything the budget counts per window: slots that are not daily, then the kinds of user
  /// items, in spec order.
  var budgetTerms: [BudgetTerm] {
    var rules: [String: RecurrenceRule] = [:]
    for slot in self.slots where rules[slot.id.value] == nil { rules[slot.id.value] = slot.calendarRule }
    let slots = firingItems.compactMap { item -> BudgetTerm? in
      guard let recurrence = item.recurrence else { return nil }
      let exact = item.source == .slot ? rules[item.id.value].map { BudgetRecurrence.pattern(.rule($0)) } : nil
      let reminders = item.canRemind ? item.timesPerDay * max(item.remindersPerTime, 1) : 0
      return BudgetTerm(
        source: item.source == .prayer ? .prayer : .slot, id: item.id.value, phrase: recurrence.phrase,
        recurrence: exact ?? recurrence.budget, atTime: item.perOccurrence - reminders, reminders: reminders,
        snoozes: item.notifiesAtTime ? item.snooze?.pendingAtOnce ?? 0 : 0)
    }
    let kinds = userItems.enumerated().map { index, kind in
      BudgetTerm(
        source: .userItem, id: kind.id.value, userItem: index,
        phrase: kind.repeats.value.map(\.rawValue).joined(separator: ", "),
        recurrence: .worstOf(kind.repeats.value.map(\.budget)), atTime: kind.roles.atTime ? 1 : 0,
        reminders: kind.remindersPerOccurrence,
        count: kind.maxCount.value, snoozes: kind.snooze?.pendingAtOnce ?? 0)
    }
    return slots + kinds
  }

  /// What the budget counts per window on `platform`: `budgetTerms`, less the slots its OS
  /// repeats by itself, which are each one term of their repeating requests (a weekly slot on
  /// k weekdays is k calendar triggers on iOS, each with its reminders), placed after the slots.
  func budgetTerms(on platform: PlatformName) -> [BudgetTerm] {
    let repeats = osRepeats(on: platform)
    guard !repeats.isEmpty else { return budgetTerms }
    let ids = Set(repeats.map(\.slot.id.value))
    let terms = budgetTerms.filter { !($0.source == .slot && ids.contains($0.id)) }
    let repeating = repeats.map { slot, plan in
      BudgetTerm(
        source: .slot, id: slot.id.value, phrase: "repeats by itself, \(plan.phrase)", recurrence: .repeating,
        atTime: plan.pending - plan.triggers.count * slot.remindersPerOccurrence,
        reminders: plan.triggers.count * slot.remindersPerOccurrence,
        snoozes: slot.roles.atTime ? slot.snooze?.pendingAtOnce ?? 0 : 0)
    }
    let slots = terms.prefix { $0.source != .userItem }
    return Array(slots) + repeating + terms.dropFirst(slots.count)
  }
}

extension Slot {
  /// The RFC 5545 rule its `monthly` or `yearly` spells (`Scheduling.rule(for:)`'s), nil for
  /// another kind or one that never occurs.
  var calendarRule: RecurrenceRule? {
    if let monthly {
      if let day = monthly.day?.value {
        return SpeccRuntime.Scheduling.rule(
          for: .monthly(day: day, missing: monthly.missing?.value == .lastDay ? .lastDay : .skip))
      }
      if let nth = monthly.nth?.value, let weekday = monthly.weekday?.value,
        let number = SpeccRuntime.Weekday(rawValue: weekday.rawValue)?.calendarWeekday
      {
        return SpeccRuntime.Scheduling.rule(for: .monthlyNth(ordinal: nth, weekday: number))
      }
      return nil
    }
    if let yearly {
      return SpeccRuntime.Scheduling.rule(
        for: .yearly(
          month: yearly.month.value, day: yearly.day.value,
          missing: yearly.missing?.value == .lastDay ? .lastDay : .skip))
    }
    return nil
  }
}
