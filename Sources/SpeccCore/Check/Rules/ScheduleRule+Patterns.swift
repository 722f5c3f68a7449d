import SpeccRuntime

/// The checks of issue 28's patterns: a rule or cycle with its anchor, random times that fit
/// their window, one way to give the time, and role keys that do something.
extension ScheduleRule {
  /// The day kinds beyond monthly, yearly and on_dates that a slot uses (at most one in all).
  static func patternKinds(_ slot: Slot) -> [(String, Mark)] {
    var kinds: [(String, Mark)] = []
    if let rrule = slot.pattern.rrule { kinds.append(("rrule", rrule.mark)) }
    if let mark = slot.pattern.cycleMark { kinds.append(("cycle", mark)) }
    if let mark = slot.pattern.afterDoneMark { kinds.append(("after_done", mark)) }
    return kinds
  }

  static func checkPattern(_ slot: Slot, _ name: String, _ sink: inout DiagnosticSink) {
    let pattern = slot.pattern
    // One way to give the time: time, every, random or after_event.
    var whens: [(String, Mark)] = []
    let derived = [slot.every?.from.mark, pattern.random?.from.mark].contains(slot.time.mark)
    if !slot.time.value.isEmpty, !derived { whens.append(("time", slot.time.mark)) }
    if let random = pattern.random { whens.append(("random", random.mark)) }
    if let mark = pattern.afterEventMark { whens.append(("after_event", mark)) }
    if slot.every != nil, whens.count > (whens.first?.0 == "time" ? 1 : 0) {
      sink.error(
        id,
        "\(name) has every and \(whens.map(\.0).joined(separator: " and ")): one of time, every, random or after_event",
        at: whens.last?.1 ?? slot.mark)
    } else if whens.count > 1, let second = whens.dropFirst().first {
      sink.error(
        id,
        "\(name) has \(whens.map(\.0).joined(separator: " and ")): one of time, every, random or after_event",
        at: second.1)
    }
    if let range = slot.timeRange, pattern.random != nil || pattern.afterEventMark != nil {
      sink.error(
        id, "\(name) has no single time for time_range to let the user pick (random or after_event)", at: range.mark)
    }
    if let random = pattern.random { check(random, name, &sink) }
    // A rule or cycle needs its anchor; an anchor needs one of them.
    let anchored = pattern.rrule.map { ("rrule", $0.mark) } ?? pattern.cycleMark.map { ("cycle", $0) }
    if let (key, mark) = anchored, pattern.anchor == nil {
      sink.error(
        id,
        "\(key) of \(name) needs an anchor: the date it starts from (anchor: \"2026-01-05\", DTSTART) or anchor: app when the app supplies it",
        at: mark)
    } else if anchored == nil, let anchor = pattern.anchor {
      sink.error(id, "anchor of \(name) does not apply: only rrule and cycle start from an anchor", at: anchor.mark)
    }
    if let rule = pattern.rrule?.typed, case .date(let start)? = pattern.anchor?.typed, let mark = pattern.rrule?.mark,
      Recurrence.dates(
        rule, start: start, from: start, through: SpeccRuntime.Scheduling.adding(146_097, to: start), limit: 1
      ).isEmpty
    {
      sink.error(id, "rrule of \(name) never occurs from its anchor \(start)", at: mark)
    }
    checkRoles(slot.roles, name, canRemind: slot.canRemind, snoozes: slot.snooze != nil, &sink)
  }

  private static func check(_ random: RandomTimes, _ name: String, _ sink: inout DiagnosticSink) {
    guard let from = random.from.typed?.minutes, let to = random.to.typed?.minutes else { return }
    if to < from {
      sink.error(
        id,
        "random of \(name) runs from \(random.from.value) to \(random.to.value), which ends before it starts (the times stay within one day)",
        at: random.to.mark)
      return
    }
    let fitting = (to - from) / random.gap.value + 1
    if random.count.value > fitting {
      sink.error(
        id,
        "random of \(name) asks for \(random.count.value) times \(random.gap.value) minutes apart, but \(random.from.value)–\(random.to.value) holds only \(fitting)",
        at: random.count.mark)
    }
  }

  static func checkPattern(_ kind: UserItemKind, _ name: String, _ sink: inout DiagnosticSink) {
    let repeats = Set(kind.repeats.value)
    if let monthly = kind.monthly {
      check(monthly, name, &sink)
      if !repeats.contains(.monthly) {
        sink.error(id, "monthly of \(name) does not apply: its repeats does not list monthly", at: monthly.mark)
      }
    }
    if let yearly = kind.yearly {
      check(yearly, name, &sink)
      if !repeats.contains(.yearly) {
        sink.error(id, "yearly of \(name) does not apply: its repeats does not list yearly", at: yearly.mark)
      } else if kind.monthly != nil {
        sink.error(id, "\(name) has monthly and yearly: a new item starts with one day rule", at: yearly.mark)
      }
    }
    checkRoles(
      kind.roles, name, canRemind: kind.remindersPerOccurrence > 0, snoozes: kind.snooze != nil, &sink)
  }

  /// A prayer with reminders only: no at-time option or default applies, and it needs reminders.
  static func checkRemindersOnly(_ prayer: Prayer, _ sink: inout DiagnosticSink) {
    let name = "prayer '\(prayer.id.value)'"
    if prayer.atTime.mark != prayer.mark {
      sink.error(
        id, "at_time of \(name) does not apply: it has notify_at_time: false (reminders only)", at: prayer.atTime.mark)
    } else if let value = prayer.defaultAtTime {
      sink.error(
        id, "default_at_time of \(name) does not apply: it has notify_at_time: false (reminders only)", at: value.mark)
    }
    if !prayer.canRemind, let notify = prayer.notifyAtTime {
      sink.error(
        id, "\(name) has notify_at_time: false but offers no reminder, so it never notifies", at: notify.mark)
    }
  }

  /// `user_weekdays_from`: not beside weekdays of the slot's own, naming a slot with user weekdays
  /// (its own or from another in turn), and no loop (reported once, at its first slot in the spec).
  /// Follows the links the Resolve stage made (`Spec.link()`): no table of the slots is built.
  static func sharedWeekdays(_ slots: [Slot], _ sink: inout DiagnosticSink) {
    for (index, slot) in slots.enumerated() {
      guard let from = slot.userWeekdaysFrom else { continue }
      let name = "slot '\(slot.id.value)'"
      if slot.onlyOn != nil || slot.userWeekdays != nil {
        let other = slot.onlyOn != nil ? "only_on" : "user_weekdays"
        sink.error(
          id, "\(name) has both \(other) and user_weekdays_from: its weekdays come from one place", at: from.mark)
        continue
      }
      // An id that names no slot is unknown_reference's.
      guard let targetIndex = from.target, targetIndex < slots.count else { continue }
      let target = slots[targetIndex]
      // The slots the chain passes, by their index (the first of each id, as linked).
      var path = [index]
      var next: Int? = targetIndex
      while let current = next, current < slots.count, let link = slots[current].userWeekdaysFrom {
        if let start = path.firstIndex(of: current) {
          let loop = path[start...]
          // Once per loop: from its member first in the spec.
          if loop.min() == index {
            let names = (loop + [current]).map { slots[$0].id.value }
            sink.error(
              id,
              "\(name) takes its weekdays from a loop (\(names.joined(separator: " → "))): one of them needs user_weekdays",
              at: from.mark)
          }
          break
        }
        path.append(current)
        next = link.target
      }
      if target.userWeekdays == nil, target.userWeekdaysFrom == nil {
        sink.error(
          id,
          "\(name) takes its weekdays from slot '\(target.id.value)', whose weekdays the user does not pick: name a slot with user_weekdays",
          at: from.mark)
      }
    }
  }

  /// `reminder_template`, `reminder_channel` and `reminder_sound` need reminders (of a prayer,
  /// slot or user item), each reported where it is written.
  static func checkReminderRole(
    _ role: ReminderRole, _ name: String, canRemind: Bool, _ sink: inout DiagnosticSink
  ) {
    guard !canRemind, role.isGiven else { return }
    let keys: [(String, Mark?)] = [
      ("reminder_template", role.template?.mark), ("reminder_channel", role.channel?.mark),
      ("reminder_sound", role.sound?.mark),
    ]
    for case (let key, let mark?) in keys {
      sink.error(id, "\(key) of \(name) does not apply: it offers no reminder", at: mark)
    }
  }

  /// `notify_at_time: false` and the reminders' own keys need reminders, `snooze_template` a snooze.
  private static func checkRoles(
    _ roles: Roles, _ name: String, canRemind: Bool, snoozes: Bool, _ sink: inout DiagnosticSink
  ) {
    if let notify = roles.notifyAtTime, !notify.value, !canRemind {
      sink.error(
        id, "\(name) has notify_at_time: false but offers no reminder, so it never notifies", at: notify.mark)
    }
    checkReminderRole(roles.reminder, name, canRemind: canRemind, &sink)
    if let template = roles.snoozeTemplate, !snoozes {
      sink.error(id, "snooze_template of \(name) does not apply: it has no snooze", at: template.mark)
    }
  }
}
