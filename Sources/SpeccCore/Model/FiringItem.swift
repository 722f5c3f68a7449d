import SpeccRuntime

/// Something that fires, whatever section declares it (a prayer, a slot): when it occurs, how
/// many notifications one occurrence schedules at most, and what comes with it. The budget, the
/// reminder checks and the docs read prayers and slots through this one view.
struct FiringItem: Sendable, Hashable {
  /// The section it comes from.
  enum Source: String, Sendable, Hashable { case prayer, slot }
  var source: Source
  var id: Located<String>
  /// Weekdays it occurs on; every day when nil.
  var onlyOn: Located<[Weekday]>?
  /// True when the user can have it notify at its time (a slot always does).
  var notifiesAtTime: Bool
  /// True when the user can enable a reminder before it.
  var canRemind: Bool
  /// Where its reminder options are written, if anywhere.
  var reminderMark: Mark?
  /// Its own reminder offsets, overriding `reminders.offsets_minutes`.
  var reminderOffsets: [Located<Int>]?
  var snooze: Snooze?
  /// The template it shows.
  var template: Ref<Template>?
  var mark: Mark
  /// Times it fires on a day it occurs (1, or the count of an `every` repeat).
  var timesPerDay = 1
  /// Reminders the user may have before each time (0 when it cannot remind).
  var remindersPerTime = 0
  /// How it recurs when not daily: counted per window, not per day.
  var recurrence: Recurrence? = nil

  /// A recurrence that is not daily.
  enum Recurrence: Sendable, Hashable {
    /// Monthly by day of month or nth weekday: two occurrences are at least 28 days apart.
    case monthly
    /// Yearly: two occurrences are at least 365 days apart.
    case yearly
    /// On these dates, as day numbers (days since 0001-01-01).
    case dates([Int])
    /// A rule, cycle or every N days whose anchor may fall anywhere: the budget proves its
    /// exact worst case (`RecurrenceBudget`).
    case pattern(RecurrencePattern)
    /// Once after each event the app reports: one pending at a time.
    case afterEvent
    /// Otherwise daily, only inside a date range of at most `DateRange.longestCounted` days: the
    /// day numbers it occurs on there (after its weekdays and season), counted as dates are.
    case within(from: LocalDate, until: LocalDate, days: [Int])

    /// `monthly`, `yearly`, `on 3 dates`.
    var phrase: String {
      switch self {
      case .monthly: "monthly"
      case .yearly: "yearly"
      case .dates(let dates): "on \(dates.count) date\(dates.count == 1 ? "" : "s")"
      case .pattern(.rule(let rule)): rule.rrule
      case .pattern(.cycle(let on, let off)): "\(on) on, \(off) off"
      case .pattern(.everyDays(let days)): "every \(days) days from the last time done"
      case .afterEvent: "after an event"
      case .within(let from, let until, let days): "\(days.count) days from \(from) to \(until)"
      }
    }
  }

  /// Notifications one occurrence schedules at most: each time's at-time and its reminders.
  var perOccurrence: Int {
    timesPerDay * ((notifiesAtTime ? 1 : 0) + (canRemind ? max(remindersPerTime, 1) : 0))
  }

  /// True on `day`.
  func occurs(on day: Weekday) -> Bool { onlyOn?.value.contains(day) ?? true }

  /// `prayer 'x'`, `slot '0800'`.
  var name: String { "\(source.rawValue) '\(id.value)'" }
}

extension Spec {
  /// Every prayer, then every slot, as something that fires.
  var firingItems: [FiringItem] {
    let prayers = self.prayers.map {
      FiringItem(
        source: .prayer, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: $0.canNotifyAtTime, canRemind: $0.canRemind,
        reminderMark: $0.reminder.mark, reminderOffsets: $0.reminderOffsets, snooze: nil, template: $0.template,
        mark: $0.mark,
        recurrence: $0.dates?.recurrence(onlyOn: $0.onlyOn?.value, season: $0.season))
    }
    let slots = self.slots.map {
      FiringItem(
        source: .slot, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: $0.roles.atTime, canRemind: $0.canRemind,
        reminderMark: $0.reminder?.mark, reminderOffsets: $0.reminderOffsets, snooze: $0.snooze, template: $0.template,
        mark: $0.mark, timesPerDay: $0.timesPerDay, remindersPerTime: $0.remindersPerOccurrence,
        recurrence: $0.recurrence)
    }
    return prayers + slots
  }
}

extension Slot {
  /// How it recurs when not daily (nil: every day, or on its weekdays).
  var recurrence: FiringItem.Recurrence? {
    if monthly != nil { return .monthly }
    if yearly != nil { return .yearly }
    if let onDates { return .dates(onDates.compactMap { $0.typed.map(DayNumber.of) }) }
    return pattern.budgetPattern.map(FiringItem.Recurrence.pattern)
      ?? (pattern.afterEventMark != nil ? .afterEvent : nil)
      ?? dates?.recurrence(onlyOn: onlyOn?.value, season: pattern.season)
  }
}

extension DateRange {
  /// The longest range counted by its days (`FiringItem.Recurrence.within`): the budget's longest
  /// window (366 days), within which a longer range counts as every day anyway.
  static let longestCounted = 366

  /// An otherwise daily item's days inside the range, on its weekdays and in its season; nil when
  /// the range is open at one end, does not read, runs backwards (slot_choices reports it) or is
  /// longer than `longestCounted` days.
  func recurrence(onlyOn: [Weekday]?, season: Season?) -> FiringItem.Recurrence? {
    guard let first = from?.typed, let last = until?.typed else { return nil }
    let start = SpeccRuntime.Scheduling.dayNumber(first)
    let end = SpeccRuntime.Scheduling.dayNumber(last)
    guard start <= end, end - start < Self.longestCounted else { return nil }
    let weekdays = onlyOn.map { Set($0.map(\.calendarWeekday)) }
    let span = season.flatMap { season -> SpeccRuntime.Scheduling.Season? in
      guard let from = season.from.typed, let until = season.until.typed else { return nil }
      return SpeccRuntime.Scheduling.Season(
        fromMonth: from.month, fromDay: from.day, untilMonth: until.month, untilDay: until.day)
    }
    let days = (start...end).filter { number in
      let date = SpeccRuntime.Scheduling.date(ofDayNumber: number)
      return (weekdays.map { $0.contains(SpeccRuntime.Scheduling.weekday(date)) } ?? true)
        && (span.map { $0.contains(date) } ?? true)
    }
    return .within(from: first, until: last, days: days)
  }
}

/// A recurrence whose anchor may fall anywhere (a rule, a cycle, every N days from the last time
/// done): the budget proves its worst window over every alignment (`RecurrenceBudget.Pattern`).
enum RecurrencePattern: Sendable, Hashable {
  case rule(RecurrenceRule)
  case cycle(on: Int, off: Int)
  case everyDays(Int)
}

extension SlotPattern {
  /// The rule, cycle or every N days, whose worst case the budget proves over every alignment of
  /// its anchor; nil for none of them.
  var budgetPattern: RecurrencePattern? {
    if let rule = rrule?.typed { return .rule(rule) }
    if let cycle { return .cycle(on: cycle.on.value, off: cycle.off.value) }
    if let afterDone { return .everyDays(afterDone.value) }
    return nil
  }
}

/// Days since 0001-01-01 of a date (proleptic Gregorian).
enum DayNumber {
  static func of(_ date: LocalDate) -> Int {
    let (year, month, day) = (date.year, date.month, date.day)
    let y = year - 1
    var days = y * 365 + y / 4 - y / 100 + y / 400
    for m in 1..<month { days += TextFormat.daysIn(month: m, year: year) }
    return days + day - 1
  }
}
