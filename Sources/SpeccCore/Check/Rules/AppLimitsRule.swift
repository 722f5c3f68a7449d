/// App-wide limits hold: the busiest day fires at most `max_per_day` notifications, and nothing
/// — a slot, its reminders, its snoozes, at any time the user may pick — fires in quiet hours.
struct AppLimitsRule: Rule {
  static let description = RuleDescription(
    id: "app_limits", title: "App-wide limits",
    summary:
      "limits.max_per_day is at least the notifications the busiest day can fire (at-time, reminders, every snooze), and no slot, reminder or snooze fires inside limits.quiet_hours at any time the user may pick or the slot's random times may be drawn (a reminders-only item counts its reminders, and its time itself fires nothing); quiet hours cannot be proven for prayers, whose times the app provides, for user items, whose times users pick, nor for slots after an event the app reports, which fire at any time of day; nor the daily maximum for user items, all of which may fall on one day, nor for slots after an event, reported any number of times a day (warnings: the planner drops those at run time).",
    rationale:
      "A promise such as \"at most 8 a day\" or \"nothing between 22:00 and 07:00\" is only kept if every path to a notification respects it; a reminder 30 minutes before a 07:15 slot fires at 06:45, inside quiet hours until 07:00.",
    triggering: [
      LoadingRules.header + "limits:\n  max_per_day: ↓3\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n"
        + "reminders:\n  offsets_minutes: [30]\n"
        + "slots:\n  - id: \"0715\"\n    time: \"07:15\"\n    reminder: ↓[off, sound]\n"
        + "  - id: \"2100\"\n    time: \"21:00\"\n    snooze:\n      ↓minutes: 30\n      max_count: 3\n"
        + "  - id: \"1200\"\n    time: \"12:00\"\n"
        + "    time_range:\n      ↓earliest: \"12:00\"\n      latest: \"23:00\"\n      step_minutes: 60\n",
      LoadingRules.header + "limits:\n  quiet_hours:\n    from: ↓\"22:00\"\n    to: \"22:00\"\n",
      LoadingRules.header + "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n"
        + "prayers:\n  - ↓id: night\n    name: Night\n    kind: daily\n",
      LoadingRules.header + "limits:\n  max_per_day: ↓1\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n"
        + "reminders:\n  offsets_minutes: [60]\n"
        + "slots:\n  - id: nudge\n    random:\n      count: 1\n      from: ↓\"20:00\"\n      to: \"23:00\"\n      gap_minutes: 60\n"
        + "  - id: exam\n    time: \"12:00\"\n    notify_at_time: false\n    reminder: [sound]\n",
      LoadingRules.header + "limits:\n  max_per_day: 6\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n"
        + "slots:\n  - id: refill\n    after_event:\n      ↓minutes: 180\n",
    ],
    nonTriggering: [
      LoadingRules.header + "limits:\n  max_per_day: 6\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n"
        + "reminders:\n  offsets_minutes: [10, 30]\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    reminder: [off, sound]\n"
        + "    snooze:\n      minutes: 10\n      max_count: 2\n"
        + "  - id: \"1200\"\n    time: \"12:00\"\n"
        + "    time_range:\n      earliest: \"07:00\"\n      latest: \"21:30\"\n      step_minutes: 30\n",
      // Without app-wide limits, a slot after an event has nothing to prove.
      LoadingRules.header + "slots:\n  - id: refill\n    after_event:\n      minutes: 180\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard let limits = spec.limits else { return }
    if let max = limits.maxPerDay { perDay(spec.spec, max, &sink) }
    if let quiet = limits.quietHours { quietHours(spec.spec, quiet, &sink) }
  }

  /// The busiest weekday's fires: each item's at-time and reminder, and every snooze of it.
  private static func perDay(_ spec: Spec, _ max: Located<Int>, _ sink: inout DiagnosticSink) {
    var busiest = (fires: 0, items: 0, reminders: 0, snoozes: 0)
    for day in Weekday.allCases {
      // A monthly, yearly or dated slot can fall on any weekday: it counts on every one.
      // Reminders-only items (notify_at_time: false) count their reminders.
      let items = spec.firingItems.filter {
        ($0.notifiesAtTime || $0.canRemind) && ($0.recurrence != nil || $0.occurs(on: day))
      }
      let atTime = items.reduce(0) { $0 + ($1.notifiesAtTime ? $1.timesPerDay : 0) }
      let reminders = items.reduce(0) { $0 + ($1.canRemind ? $1.timesPerDay * Swift.max($1.remindersPerTime, 1) : 0) }
      let snoozes = items.reduce(0) { $0 + ($1.notifiesAtTime ? $1.timesPerDay * ($1.snooze?.maxCount.value ?? 0) : 0) }
      let fires = atTime + reminders + snoozes
      if fires > busiest.fires { busiest = (fires, atTime, reminders, snoozes) }
    }
    if busiest.fires > max.value {
      sink.error(
        id,
        "the busiest day can fire \(busiest.fires) notifications (\(busiest.items) at-time + \(busiest.reminders) reminders + \(busiest.snoozes) snoozes), over limits.max_per_day of \(max.value): raise it, or offer fewer reminders or snoozes",
        at: max.mark)
      return
    }
    // Items users create can all fall on one day: the planner keeps the daily maximum by
    // dropping the rest (reason maxPerDay), which no proof can rule out.
    let users = spec.userItems.reduce(0) {
      $0 + $1.maxCount.value * (1 + $1.remindersPerOccurrence + ($1.snooze?.maxCount.value ?? 0))
    }
    if users > 0, busiest.fires + users > max.value, let kind = spec.userItems.first {
      sink.warning(
        id,
        "limits.max_per_day of \(max.value) cannot be proven for user items: \(users) of their notifications can fall on one day beside \(busiest.fires) others; the planner drops those over the maximum (reason maxPerDay)",
        at: kind.maxCount.mark)
    }
    if let (names, mark) = afterEvent(spec) {
      sink.warning(
        id,
        "limits.max_per_day of \(max.value) cannot be proven for \(names): the app may report its event any number of times a day; the planner drops a fire over the day's maximum (reason maxPerDay)",
        at: mark)
    }
  }

  /// The slots that fire after an event the app reports (at-time, reminders or snoozes), named,
  /// and the first one's `after_event` mark; nil when there are none.
  private static func afterEvent(_ spec: Spec) -> (String, Mark)? {
    let slots = spec.slots.filter {
      $0.pattern.afterEventMark != nil && ($0.roles.atTime || $0.canRemind || $0.snooze != nil)
    }
    guard let mark = slots.first?.pattern.afterEventMark else { return nil }
    let ids = slots.map { "'\($0.id.value)'" }.joined(separator: ", ")
    return ("slot\(slots.count == 1 ? "" : "s") \(ids), after an event", mark)
  }

  private static func quietHours(_ spec: Spec, _ quiet: QuietHours, _ sink: inout DiagnosticSink) {
    guard let from = quiet.from.typed?.minutes, let to = quiet.to.typed?.minutes else { return }
    let window = "quiet hours \(quiet.from.value)–\(quiet.to.value)"
    guard from != to else {
      sink.error(id, "\(window) are empty: from and to must differ", at: quiet.from.mark)
      return
    }
    let span = WallClock.Span(from: from, to: to)
    let offsets = spec.reminders?.offsetsMinutes ?? []
    for slot in spec.slots {
      guard let time = slot.time.typed?.minutes else { continue }
      // The times the slot can fire at: its time, or every step of the range the user picks from.
      var start = time
      var step = 1
      var count = 0
      var picked = ""
      if let every = slot.every, let minutes = every.minutes?.value, !every.times.isEmpty {
        (start, step, count) = (every.times[0], minutes, every.times.count - 1)
      } else if let random = slot.pattern.random, let from = random.from.typed?.minutes,
        let to = random.to.typed?.minutes, to >= from
      {
        // Random times may be drawn at any minute from `from` to `to`.
        (start, step, count) = (from, 1, to - from)
        picked = " when its random time is "
      } else if let range = slot.timeRange, let earliest = range.earliest.typed?.minutes,
        let latest = range.latest.typed?.minutes, latest >= earliest
      {
        (start, step, count) = (earliest, range.stepMinutes.value, (latest - earliest) / range.stepMinutes.value)
        picked = " when the user picks "
      }
      let name = "slot '\(slot.id.value)'"
      // A slot with reminders only (notify_at_time: false) fires nothing at its time.
      if slot.roles.atTime, let hit = span.firstHit(start: start, step: step, count: count) {
        let mark = slot.timeRange?.mark ?? slot.time.mark
        let at = picked.isEmpty ? "" : picked + WallClock.text(hit)
        sink.error(id, "\(name) fires at \(WallClock.text(hit))\(at), inside \(window)", at: mark)
        continue
      }
      if slot.canRemind {
        for offset in slot.reminderOffsets ?? offsets {
          guard let hit = span.firstHit(start: start - offset.value, step: step, count: count) else { continue }
          let at = picked.isEmpty ? "" : picked + WallClock.text(hit + offset.value)
          sink.error(
            id,
            "the reminder \(offset.value) minutes before \(name) fires at \(WallClock.text(hit))\(at), inside \(window)",
            at: slot.reminder?.mark ?? slot.mark)
          break
        }
      }
      if let snooze = slot.snooze {
        for k in 1...snooze.maxCount.value {
          let shift = k * snooze.minutes.value
          guard let hit = span.firstHit(start: start + shift, step: step, count: count) else { continue }
          sink.error(
            id,
            "snooze \(k) of \(name) (\(k) × \(snooze.minutes.value) minutes after it) fires at \(WallClock.text(hit)), inside \(window)",
            at: snooze.mark)
          break
        }
      }
    }
    if let kind = spec.userItems.first {
      sink.warning(
        id,
        "\(window) cannot be proven for user items: users pick their times, so the planner drops what falls inside (reason quietHours)",
        at: kind.mark)
    }
    if let prayer = spec.prayers.first {
      sink.warning(
        id,
        "\(window) cannot be proven for prayers: the app provides their times at run time, so the planner drops what falls inside (reason quietHours)",
        at: prayer.mark)
    }
    if let (names, mark) = afterEvent(spec) {
      sink.warning(
        id,
        "\(window) cannot be proven for \(names): the app reports its event at any time of day, so the planner drops what falls inside (reason quietHours)",
        at: mark)
    }
  }
}
