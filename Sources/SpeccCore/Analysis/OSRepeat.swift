/// Whether a slot is one the OS repeats by itself, and as which repeating triggers (issue 37,
/// item 5): the analysis the budget, coverage, the planner and the adapters are to share, so
/// they cannot disagree about what repeats.
///
/// What each platform repeats by itself (one pending request each, never running out):
/// - iOS: `UNCalendarNotificationTrigger(dateMatching:repeats: true)` on hour and minute (daily),
///   plus `weekday` (weekly: one request per weekday, as the components match one weekday),
///   `day` (monthly) or `month` and `day` (yearly). A day that a month lacks is skipped, as
///   `missing: skip` says; `missing: last_day` cannot be said.
/// - Android: `AlarmManager` has no exact repeating alarm (every repeating alarm is inexact since
///   API 19), so the decision is to arm the next occurrence exactly (or windowed, as one-shots are)
///   and re-arm the one after it when it fires: still one pending request per trigger.
/// - Capacitor: `schedule.on` with the same components; Expo: daily, weekly, monthly and yearly
///   triggers.
///
/// What no OS repeats (asking for it is an error at the key that makes it so): more than one
/// time a day (`every`, `random`), a time after an event, dates (`on_dates`, `dates`: the OS
/// would not start or stop there), an RFC 5545 rule, a cycle or every N days, a season, an nth
/// weekday of the month, a missing day moved to the month's last, a reminder that moves a
/// monthly or yearly occurrence to another day, and app-wide limits (quiet hours and a daily
/// maximum drop single occurrences, which a repeating request cannot).
enum OSRepeat {
  /// One repeating trigger, in wall-clock time (it follows the device's time zone by itself).
  enum Trigger: Sendable, Hashable {
    case daily(LocalTime)
    /// Calendar weekday 1 = Sunday … 7 = Saturday (the number iOS, Capacitor and Expo take).
    case weekly(weekday: Int, LocalTime)
    case monthly(day: Int, LocalTime)
    case yearly(month: Int, day: Int, LocalTime)
  }

  /// How a slot repeats: its triggers at the time itself and those of its reminders.
  struct Plan: Sendable, Hashable {
    var triggers: [Trigger]
    /// Repeating requests pending at once, reminders included: what the budget counts.
    var pending: Int
  }

  /// Why the OS cannot repeat a slot, at the key that makes it so.
  struct Refusal: Error, Sendable, Hashable {
    var reason: String
    var mark: Mark
  }

  /// The repeating triggers of `slot` in `spec`, or why there are none. Weekdays the user picks
  /// (`user_weekdays`, `user_weekdays_from`) are counted at their worst, all seven.
  static func plan(_ slot: Slot, in spec: Spec) -> Result<Plan, Refusal> {
    if let refusal = refusal(slot, in: spec) { return .failure(refusal) }
    guard let time = slot.time.typed else {
      return .failure(Refusal(reason: "its time does not read", mark: slot.time.mark))
    }
    var triggers: [Trigger]
    if let monthly = slot.monthly, let day = monthly.day?.value {
      triggers = [.monthly(day: day, time)]
    } else if let yearly = slot.yearly {
      triggers = [.yearly(month: yearly.month.value, day: yearly.day.value, time)]
    } else if let onlyOn = slot.onlyOn?.value {
      triggers = onlyOn.map(\.calendarWeekday).sorted().map { .weekly(weekday: $0, time) }
    } else if slot.userWeekdays != nil || slot.userWeekdaysFrom != nil {
      triggers = (1...7).map { .weekly(weekday: $0, time) }
    } else {
      triggers = [.daily(time)]
    }
    let atTime = slot.roles.atTime ? triggers.count : 0
    return .success(Plan(triggers: triggers, pending: atTime + triggers.count * slot.remindersPerOccurrence))
  }

  /// The repeating triggers of `slot` on `platform`, or why that platform's OS cannot repeat it:
  /// what no OS repeats (`refusal(_:in:)`), then what only that platform cannot keep.
  static func plan(_ slot: Slot, in spec: Spec, on platform: PlatformName) -> Result<Plan, Refusal> {
    if let refusal = refusal(slot, in: spec, on: platform) { return .failure(refusal) }
    return plan(slot, in: spec)
  }

  /// Why `platform`'s OS cannot repeat `slot` as the planner promises, beyond what no OS repeats.
  ///
  /// iOS: a time of 02:00–02:59 (the slot's, one the user may pick, or one of its reminders')
  /// does not exist on a spring-forward day in most zones that change clocks. The planner fires
  /// it the gap's length later (02:30 → 03:30, `dst_sensitive_time`); what a repeating
  /// `UNCalendarNotificationTrigger` does on a day without its time Apple does not document, so
  /// the promise cannot be kept. Android re-arms each occurrence with the planner's own rule, so
  /// it keeps it.
  static func refusal(_ slot: Slot, in spec: Spec, on platform: PlatformName) -> Refusal? {
    if let common = refusal(slot, in: spec) { return common }
    guard platform == .ios else { return nil }
    let gap = WallClock.Span(from: 120, to: 180)
    if let time = slot.time.typed?.minutes {
      if gap.firstHit(start: time, step: 1, count: 0) != nil {
        return Refusal(reason: dstReason("\(slot.time.value)"), mark: slot.time.mark)
      }
      let offsets =
        slot.canRemind ? slot.reminderOffsets?.map(\.value) ?? spec.reminders?.offsetsMinutes.map(\.value) ?? [] : []
      for offset in offsets {
        let at = ((time - offset) % 1_440 + 1_440) % 1_440
        if gap.firstHit(start: at, step: 1, count: 0) != nil {
          let mark = slot.reminderOffsets?.first { $0.value == offset }?.mark ?? slot.reminder?.mark ?? slot.time.mark
          return Refusal(reason: dstReason("\(Spec.clock(at)), its \(offset)-minute reminder,"), mark: mark)
        }
      }
    }
    if let range = slot.timeRange, let earliest = range.earliest.typed?.minutes,
      let latest = range.latest.typed?.minutes, latest >= earliest,
      let hit = gap.firstHit(
        start: earliest, step: range.stepMinutes.value, count: (latest - earliest) / range.stepMinutes.value)
    {
      return Refusal(reason: dstReason("\(WallClock.text(hit)), which the user may pick,"), mark: range.mark)
    }
    return nil
  }

  private static func dstReason(_ what: String) -> String {
    "\(what) does not exist on a spring-forward day in many zones: the planner fires it the gap's length later, "
      + "while what a repeating iOS calendar trigger does on such a day Apple does not document"
  }

  /// The first thing about `slot` that no OS repeats, or nil.
  static func refusal(_ slot: Slot, in spec: Spec) -> Refusal? {
    func no(_ reason: String, _ mark: Mark?) -> Refusal { Refusal(reason: reason, mark: mark ?? slot.id.mark) }
    if let every = slot.every { return no("it fires several times a day (every)", every.from.mark) }
    if let random = slot.pattern.random { return no("its times are random", random.mark) }
    if slot.pattern.afterEvent != nil {
      return no("it follows an event the app reports", slot.pattern.afterEventMark)
    }
    if let rule = slot.pattern.rrule { return no("an RFC 5545 rule is not a calendar repeat", rule.text.mark) }
    if slot.pattern.cycle != nil || slot.pattern.cycleMark != nil { return no("it is a cycle", slot.pattern.cycleMark) }
    if slot.pattern.afterDone != nil { return no("it counts from the last time done", slot.pattern.afterDoneMark) }
    if let season = slot.pattern.season { return no("it is limited to a season", season.mark) }
    if let dates = slot.onDates?.first { return no("it fires on dates", dates.mark) }
    if let range = slot.dates { return no("it is limited to dates, where the OS would not start or stop", range.mark) }
    if let monthly = slot.monthly {
      guard let day = monthly.day?.value else {
        return no("no OS repeats an nth weekday of the month", monthly.nth?.mark ?? monthly.mark)
      }
      if day > 28, monthly.missing?.value == .lastDay {
        return no("the OS skips a month without its day; it cannot move it to the last", monthly.missing?.mark)
      }
    }
    if let yearly = slot.yearly, yearly.month.value == 2, yearly.day.value == 29, yearly.missing?.value == .lastDay {
      return no("the OS skips a year without February 29; it cannot move it to the 28th", yearly.missing?.mark)
    }
    if slot.monthly != nil || slot.yearly != nil, let time = slot.time.typed, slot.canRemind {
      let offsets = slot.reminderOffsets?.map(\.value) ?? spec.reminders?.offsetsMinutes.map(\.value) ?? []
      if let crossing = offsets.first(where: { $0 > time.minutes }) {
        return no(
          "a reminder \(crossing) minutes before falls on another day, which a monthly or yearly repeat cannot say",
          slot.reminderOffsets?.first(where: { $0.value == crossing })?.mark ?? slot.reminder?.mark)
      }
    }
    if let limits = spec.limits, limits.maxPerDay != nil || limits.quietHours != nil {
      return no("the app's limits drop single occurrences, which a repeating request cannot", limits.mark)
    }
    return nil
  }

  /// True when a window of one-shots buys `slot` nothing over a repeat: the OS can repeat it at
  /// a fixed time every day or on fixed weekdays, and its template is the same text every day
  /// (no token, no variant), so nothing differs from one occurrence to the next. The condition
  /// `lint` suggests a repeat on.
  static func buysNothing(_ slot: Slot, in spec: Spec, on platform: PlatformName? = nil) -> Bool {
    let repeats = platform.map { plan(slot, in: spec, on: $0) } ?? plan(slot, in: spec)
    guard case .success = repeats, slot.monthly == nil, slot.yearly == nil, slot.timeRange == nil,
      slot.userWeekdays == nil, slot.userWeekdaysFrom == nil, slot.snooze == nil
    else { return false }
    // Every template it shows must read (one that does not is reported where it is written).
    for ref in [slot.template, slot.roles.reminder.template] where ref != nil {
      guard let template = spec[ref] else { return false }
      if template.title.value.contains("{{") || template.body.value.contains("{{") || !template.variants.isEmpty {
        return false
      }
    }
    return slot.template != nil
  }
}

extension OSRepeat.Trigger {
  /// `daily at 08:00`, `weekly on Monday at 08:00`: what the docs and the budget's arithmetic say.
  var phrase: String {
    switch self {
    case .daily(let time): "daily at \(Spec.clock(time.minutes))"
    case .weekly(let weekday, let time):
      "weekly on \(Weekday.allCases.first { $0.calendarWeekday == weekday }?.rawValue ?? "\(weekday)") at \(Spec.clock(time.minutes))"
    case .monthly(let day, let time): "monthly on day \(day) at \(Spec.clock(time.minutes))"
    case .yearly(let month, let day, let time): "yearly on \(month)/\(day) at \(Spec.clock(time.minutes))"
    }
  }
}

extension OSRepeat.Plan {
  /// `1 daily trigger`, `2 weekly triggers`.
  var phrase: String {
    let kind: String
    switch triggers.first {
    case .weekly: kind = "weekly"
    case .monthly: kind = "monthly"
    case .yearly: kind = "yearly"
    case .daily, nil: kind = "daily"
    }
    return "\(triggers.count) \(kind) trigger\(triggers.count == 1 ? "" : "s")"
  }
}

extension Spec {
  /// The slots `platform`'s OS repeats by itself, with their triggers: those whose `os_repeat`
  /// names it and that it can repeat. A slot it cannot repeat is planned and counted as
  /// one-shots, and `os_repeat` reports why. The generated planners plan the same (the slots'
  /// `osRepeat`, `osRepeatPlatforms(of:)`), so the budget and coverage count what runs.
  /// The platforms whose OS repeats `slot` by itself, in platform order: those its `os_repeat`
  /// names that can repeat it, what the generated planners are told.
  func osRepeatPlatforms(of slot: Slot) -> [PlatformName] {
    return PlatformName.allCases.filter { platform in
      guard slot.repeatsByItself(on: platform), case .success = OSRepeat.plan(slot, in: self, on: platform) else {
        return false
      }
      return true
    }
  }

  func osRepeats(on platform: PlatformName) -> [(slot: Slot, plan: OSRepeat.Plan)] {
    return slots.compactMap { slot in
      guard slot.repeatsByItself(on: platform), case .success(let plan) = OSRepeat.plan(slot, in: self, on: platform)
      else { return nil }
      return (slot, plan)
    }
  }
}
