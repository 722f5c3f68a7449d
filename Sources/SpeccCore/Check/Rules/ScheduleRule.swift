/// Every slot and kind of user item has one schedule that means something: a time or an interval,
/// at most one of monthly, yearly and on_dates, and no key that does not apply to the kind chosen.
struct ScheduleRule: Rule {
  static let description = RuleDescription(
    id: "schedule_kind", title: "One meaningful schedule",
    summary:
      "A slot has exactly one of time, every, random or after_event (every: exactly one of minutes or hours, from before to; random: its count fits its window at its gap), at most one of monthly, yearly, on_dates, rrule, cycle and after_done (rrule and cycle with an anchor, and an anchor only with them), and only the keys its kind uses: notify_at_time: false and reminder_template, reminder_channel and reminder_sound only with reminders, snooze_template only with a snooze, missing only for days 29–31 (and then required), nth with a weekday, user_weekdays not with only_on, user_weekdays_from (the weekdays the user picks for another slot) with neither and naming a slot that has user weekdays, with no loop, time_range not with every, max_reminders only with reminders, and no two after_event slots with the same minutes and template (one notification twice when the app reports the event to both). A prayer with notify_at_time: false offers reminders and no at_time options; a prayer's reminder_template, reminder_channel and reminder_sound need reminders too. A kind of user item lists what it repeats as, and its reminder defaults are among its options and within its max.",
    rationale:
      "A key that does not apply is ignored by every runtime, so the spec would say something the app never does; a day 31 without a rule for shorter months fires in seven months a year or in twelve depending on a guess (RFC 5545 skips them, RFC 7529 SKIP=BACKWARD moves them to the last day): the spec must say which. Item ids share one namespace in the planner, so a kind of user item cannot take a slot's or a prayer's id.",
    triggering: [
      LoadingRules.header + "slots:\n  - ↓id: nap\n    label: Nap\n",
      LoadingRules.header
        + "slots:\n  - id: water\n    every:\n      ↓minutes: 90\n      hours: 2\n      from: \"09:00\"\n      to: \"21:00\"\n",
      LoadingRules.header
        + "slots:\n  - id: water\n    every:\n      minutes: 90\n      from: \"21:00\"\n      to: ↓\"09:00\"\n",
      LoadingRules.header + "slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: ↓31\n",
      LoadingRules.header
        + "slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 15\n      missing: ↓skip\n",
      LoadingRules.header + "slots:\n  - id: club\n    time: \"19:00\"\n    monthly:\n      nth: ↓second\n",
      LoadingRules.header + "slots:\n  - id: tax\n    time: \"09:00\"\n    yearly:\n      month: 4\n      day: ↓31\n",
      LoadingRules.header
        + "slots:\n  - id: gym\n    time: \"07:00\"\n    only_on: [monday]\n    user_weekdays: ↓[monday]\n",
      LoadingRules.header
        + "slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 1\n    yearly:\n      ↓month: 1\n      day: 1\n",
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [10]\nslots:\n  - id: dose\n    time: \"08:00\"\n    reminder: [off, sound]\n"
        + "    max_reminders: ↓2\n  - id: nap\n    time: \"13:00\"\n    max_reminders: ↓2\n",
      LoadingRules.header
        + "templates:\n  - id: due\n    title: Due\n    body: Due.\n"
        + "user_items:\n  - id: bill\n    max_count: 20\n    repeats: [monthly]\n    template: due\n"
        + "    reminders:\n      offsets_minutes: [1440, 60]\n      max: ↓3\n      default_offsets_minutes: [↓15]\n",
      LoadingRules.header
        + "slots:\n  - id: payday\n    time: \"09:00\"\n    rrule: ↓\"FREQ=WEEKLY;INTERVAL=2;BYDAY=FR\"\n",
      LoadingRules.header + "slots:\n  - id: walk\n    time: \"09:00\"\n    anchor: ↓app\n",
      LoadingRules.header
        + "slots:\n  - id: nudge\n    random:\n      count: ↓5\n      from: \"09:00\"\n      to: \"10:00\"\n      gap_minutes: 60\n",
      LoadingRules.header
        + "slots:\n  - id: nudge\n    time: \"08:00\"\n    random:\n      ↓count: 2\n      from: \"09:00\"\n      to: \"12:00\"\n      gap_minutes: 60\n",
      LoadingRules.header + "slots:\n  - id: exam\n    time: \"09:00\"\n    notify_at_time: ↓false\n",
      LoadingRules.header
        + "slots:\n  - id: gym\n    time: \"07:00\"\n  - id: nudge\n    time: \"12:00\"\n    user_weekdays_from: ↓gym\n"
        + "  - id: stretch\n    time: \"13:00\"\n    only_on: [monday]\n    user_weekdays_from: ↓nudge\n",
      LoadingRules.header
        + "slots:\n  - id: nudge\n    time: \"12:00\"\n    user_weekdays_from: ↓stretch\n"
        + "  - id: stretch\n    time: \"13:00\"\n    user_weekdays_from: nudge\n",
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [30]\nprayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n"
        + "    notify_at_time: false\n    at_time: ↓[sound]\n    reminder: [sound]\n"
        + "  - id: dusk\n    name: Dusk\n    kind: daily\n    notify_at_time: ↓false\n",
      // A reminder's own template, channel or sound on what offers no reminder.
      LoadingRules.header
        + "templates:\n  - id: soon\n    title: Soon\n    body: Soon.\n"
        + "channels:\n  - id: soon\n    name: Soon\n    importance: high\n"
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off]\n"
        + "    reminder_template: ↓soon\n    reminder_sound: ↓soon.wav\n"
        + "slots:\n  - id: nap\n    time: \"13:00\"\n    reminder_channel: ↓soon\n",
      // Two slots showing one template 30 minutes after their event: one notification twice.
      LoadingRules.header
        + "slots:\n  - id: check_in\n    after_event:\n      minutes: 30\n"
        + "  - id: check_again\n    after_event:\n      minutes: ↓30\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "slots:\n  - id: water\n    every:\n      minutes: 90\n      from: \"09:00\"\n      to: \"21:00\"\n"
        + "    only_on: [monday, tuesday, wednesday, thursday, friday]\n"
        + "  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n      missing: last_day\n"
        + "  - id: club\n    time: \"19:00\"\n    monthly:\n      nth: last\n      weekday: friday\n"
        + "  - id: birthday\n    time: \"08:00\"\n    yearly:\n      month: 2\n      day: 29\n      missing: last_day\n"
        + "  - id: gym\n    time: \"07:00\"\n    user_weekdays: [monday, thursday]\n"
        + "  - id: launch\n    time: \"10:00\"\n    on_dates: [\"2026-03-01\", \"2026-04-01\"]\n"
        + "  - id: payday\n    time: \"09:00\"\n    rrule: \"FREQ=WEEKLY;INTERVAL=2;BYDAY=FR\"\n    anchor: \"2026-01-09\"\n"
        + "  - id: shift\n    time: \"07:00\"\n    cycle:\n      on: 4\n      off: 4\n    anchor: app\n"
        + "  - id: plants\n    time: \"18:00\"\n    after_done:\n      days: 3\n"
        + "  - id: nudge\n    random:\n      count: 3\n      from: \"09:00\"\n      to: \"17:00\"\n      gap_minutes: 90\n"
        + "  - id: check_in\n    after_event:\n      minutes: 30\n"
        + "  - id: walk\n    time: \"12:00\"\n    user_weekdays_from: gym\n"
        + "  - id: stretch\n    time: \"13:00\"\n    user_weekdays_from: walk\n",
      LoadingRules.header
        + "reminders:\n  offsets_minutes: [30]\nprayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n"
        + "    notify_at_time: false\n    reminder: [off, sound]\n",
      LoadingRules.header
        + "slots:\n  - id: check_in\n    after_event:\n      minutes: 30\n"
        + "  - id: follow_up\n    after_event:\n      minutes: 90\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let shared = spec.reminders?.offsetsMinutes.count
    for slot in spec.slots { check(slot, offered: slot.reminderOffsets?.count ?? shared, &sink) }
    sharedWeekdays(spec.slots, &sink)
    sameAfterEvent(spec.slots, &sink)
    for prayer in spec.prayers {
      if prayer.remindersOnly { checkRemindersOnly(prayer, &sink) }
      checkReminderRole(prayer.reminderRole, "prayer '\(prayer.id.value)'", canRemind: prayer.canRemind, &sink)
    }
    let itemIDs = Set(spec.slots.map(\.id.value) + spec.prayers.map(\.id.value))
    for kind in spec.userItems { check(kind, itemIDs, &sink) }
  }

  /// Two after_event slots with the same minutes and template post the same notification at
  /// one instant when the app reports the event to both (it reports one per slot id).
  private static func sameAfterEvent(_ slots: [Slot], _ sink: inout DiagnosticSink) {
    var first: [String: Slot] = [:]
    for slot in slots {
      guard let minutes = slot.pattern.afterEvent else { continue }
      let key = "\(minutes.value)\u{0}\(slot.template?.value ?? "")"
      guard let earlier = first[key] else {
        first[key] = slot
        continue
      }
      let shows = slot.template.map { "template '\($0.value)'" } ?? "the default template"
      sink.warning(
        id,
        "slot '\(slot.id.value)' fires \(minutes.value) minutes after its event with \(shows), as slot '\(earlier.id.value)' does: reported the same event, the two post one notification twice at one instant; keep one slot, or give this one other minutes or its own template",
        at: minutes.mark,
        related: [
          RelatedPlace(earlier.pattern.afterEvent?.mark ?? earlier.mark, "the first slot at \(minutes.value) minutes")
        ])
    }
  }

  private static func check(_ slot: Slot, offered: Int?, _ sink: inout DiagnosticSink) {
    let name = "slot '\(slot.id.value)'"
    if let every = slot.every {
      check(every, name, &sink)
      if slot.time.mark != every.from.mark {
        sink.error(
          id, "\(name) has both time and every: keep time for once a day, or every for a repeat", at: every.mark)
      }
      if let range = slot.timeRange {
        sink.error(
          id, "\(name) repeats every N minutes, so there is no single time for time_range to let the user pick",
          at: range.mark)
      }
    } else if slot.time.value.isEmpty, slot.pattern.afterEvent == nil, slot.pattern.afterEventMark == nil {
      sink.error(id, "\(name) has neither time nor every: give it a time (\"08:00\") or an every", at: slot.mark)
    }
    checkPattern(slot, name, &sink)
    if let chosen = slot.userWeekdays, slot.onlyOn != nil {
      sink.error(
        id, "\(name) has both only_on and user_weekdays: fixed weekdays or weekdays the user picks, not both",
        at: chosen.mark)
    } else if let chosen = slot.userWeekdays, chosen.value.isEmpty {
      sink.error(id, "user_weekdays of \(name) preselects no weekday, so it starts never firing", at: chosen.mark)
    }
    var kinds: [(String, Mark)] = []
    if let monthly = slot.monthly {
      kinds.append(("monthly", monthly.mark))
      check(monthly, name, &sink)
    }
    if let yearly = slot.yearly {
      kinds.append(("yearly", yearly.mark))
      check(yearly, name, &sink)
    }
    if let dates = slot.onDates {
      kinds.append(("on_dates", dates.first?.mark ?? slot.mark))
      if dates.isEmpty { sink.error(id, "on_dates of \(name) lists no date, so it never fires", at: slot.mark) }
    }
    kinds += patternKinds(slot)
    if kinds.count > 1 {
      sink.error(
        id, "\(name) has \(kinds.map(\.0).joined(separator: " and ")): a slot repeats in one way", at: kinds[1].1)
    }
    if let max = slot.maxReminders {
      if !slot.canRemind {
        sink.error(
          id, "max_reminders of \(name) does not apply: it offers no reminder (reminder: [off, sound])", at: max.mark)
      } else if let offered, max.value > offered {
        sink.error(
          id, "max_reminders of \(name) is \(max.value), but it offers \(offered) offset\(offered == 1 ? "" : "s")",
          at: max.mark)
      }
    }
  }

  private static func check(_ every: Every, _ name: String, _ sink: inout DiagnosticSink) {
    if every.minutesAndHours {
      sink.error(id, "every of \(name) needs exactly one of minutes or hours", at: every.mark)
    }
    guard let from = every.from.typed?.minutes, let to = every.to.typed?.minutes else { return }
    if to < from {
      sink.error(
        id,
        "every of \(name) runs from \(every.from.value) to \(every.to.value), which ends before it starts (a repeat stays within one day)",
        at: every.to.mark)
    }
  }

  static func check(_ monthly: Monthly, _ name: String, _ sink: inout DiagnosticSink) {
    switch (monthly.day, monthly.nth) {
    case (let day?, nil):
      if day.value >= 29, monthly.missing == nil {
        sink.error(
          id,
          "monthly day \(day.value) of \(name) does not exist in every month: say what a shorter month does (missing: last_day fires on its last day, missing: skip does not fire)",
          at: day.mark)
      } else if day.value < 29, let missing = monthly.missing {
        sink.error(id, "missing does not apply to \(name): every month has a day \(day.value)", at: missing.mark)
      }
      if let weekday = monthly.weekday {
        sink.error(id, "weekday of \(name) applies only with nth (the second Tuesday)", at: weekday.mark)
      }
    case (nil, let nth?):
      if monthly.weekday == nil {
        sink.error(id, "nth of \(name) needs a weekday (nth: second, weekday: tuesday)", at: nth.mark)
      }
      if let missing = monthly.missing {
        sink.error(id, "missing does not apply to \(name): an nth weekday is never moved", at: missing.mark)
      }
    case (let day?, _?):
      sink.error(id, "monthly of \(name) has both day and nth: one of them", at: day.mark)
    case (nil, nil):
      sink.error(id, "monthly of \(name) needs a day (1–31) or an nth weekday", at: monthly.mark)
    }
  }

  static func check(_ yearly: Yearly, _ name: String, _ sink: inout DiagnosticSink) {
    let month = yearly.month.value
    let longest = TextFormat.daysIn(month: month, year: 2000)
    if yearly.day.value > longest {
      sink.error(id, "yearly day \(yearly.day.value) of \(name) does not exist in month \(month)", at: yearly.day.mark)
      return
    }
    let leapDay = month == 2 && yearly.day.value == 29
    if leapDay, yearly.missing == nil {
      sink.error(
        id,
        "29 February of \(name) exists only in leap years: say what other years do (missing: last_day fires on 28 February, missing: skip does not fire)",
        at: yearly.day.mark)
    } else if !leapDay, let missing = yearly.missing {
      sink.error(id, "missing does not apply to \(name): that day exists every year", at: missing.mark)
    }
  }

  private static func check(_ kind: UserItemKind, _ itemIDs: Set<String>, _ sink: inout DiagnosticSink) {
    let name = "user item kind '\(kind.id.value)'"
    if itemIDs.contains(kind.id.value) {
      sink.error(
        id, "\(name) has the id of a slot or prayer: the planner's items share one namespace", at: kind.id.mark)
    }
    if kind.repeats.value.isEmpty {
      sink.error(
        id, "repeats of \(name) is empty: list what an item may repeat as (once, daily, …)", at: kind.repeats.mark)
    }
    let offsets = Set(kind.reminderOffsets.map(\.value))
    if let max = kind.maxReminders, max.value > kind.reminderOffsets.count {
      sink.error(
        id,
        "reminders.max of \(name) is \(max.value), but it offers \(kind.reminderOffsets.count) offset\(kind.reminderOffsets.count == 1 ? "" : "s")",
        at: max.mark)
    }
    for offset in kind.defaultReminderOffsets where !offsets.contains(offset.value) {
      sink.error(
        id, "default reminder offset \(offset.value) of \(name) is not one of its offsets_minutes", at: offset.mark)
    }
    checkPattern(kind, name, &sink)
    let limit = kind.maxReminders?.value ?? 1
    if kind.defaultReminderOffsets.count > limit, let extra = kind.defaultReminderOffsets.dropFirst(limit).first {
      sink.error(
        id, "\(name) starts with \(kind.defaultReminderOffsets.count) reminders, more than its max of \(limit)",
        at: extra.mark)
    }
  }
}
