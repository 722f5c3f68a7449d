/// Daily slots and the scheduling policies that apply to them.
enum SlotTables {
  static func slots(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(
      [
        "Slot", "Local time", "User picks", "Days", "Repeats", "Dates", "Template", "Label", "Reminder", "Snooze",
        "Opt-in",
      ])
    for slot in spec.slots {
      var days = slot.onlyOn.map { $0.value.map(\.rawValue).joined(separator: ", ") } ?? ""
      if let chosen = slot.userWeekdays {
        days = "user's choice (" + chosen.value.map(\.rawValue).joined(separator: ", ") + ")"
      }
      if let from = slot.userWeekdaysFrom { days = "the user's choice for " + links.named(from.id) }
      var time = slot.time.value
      if let every = slot.every, let minutes = every.minutes?.value {
        time = "\(every.from.value)–\(every.to.value) every \(minutes) min (\(every.times.count) a day)"
      }
      if let random = slot.pattern.random {
        time =
          "\(random.count.value) at random \(random.from.value)–\(random.to.value), ≥ \(random.gap.value) min apart"
      }
      if let minutes = slot.pattern.afterEvent?.value { time = "\(minutes) min after the app's event" }
      if !slot.roles.atTime { time += " (reminders only)" }
      let reminder = slot.canRemind ? (slot.reminder?.value.map(\.rawValue).joined(separator: ", ") ?? "") : ""
      let snooze = slot.snooze.map(snoozeCell) ?? ""
      let picks = slot.timeRange.map {
        "\(MarkdownTable.text($0.earliest.value))–\(MarkdownTable.text($0.latest.value)) every \($0.stepMinutes.value) min"
      }
      var dates = slot.dates.map {
        MarkdownTable.text(($0.from?.value ?? "…") + " to " + ($0.until?.value ?? "…"))
      }
      if let season = slot.pattern.season {
        dates = (dates.map { $0 + "; " } ?? "") + "every year \(season.from.value) to \(season.until.value)"
      }
      table.append([
        MarkdownTable.code(slot.id.value), MarkdownTable.text(time), picks ?? "", days,
        MarkdownTable.text(repeats(slot)), dates ?? "",
        slot.template.map { links.named($0.id) } ?? "", MarkdownTable.text(slot.label ?? ""), reminder,
        snooze, slot.optIn?.value == true ? "yes" : "",
      ])
    }
    return table.droppingEmptyColumns()
  }

  /// `monthly on day 31 (last day of shorter months)`, `yearly on 2-29`, `on 2026-03-01`; empty for daily.
  static func repeats(_ slot: Slot) -> String {
    if let monthly = slot.monthly {
      if let day = monthly.day?.value {
        let missing = monthly.missing.map {
          $0.value == .lastDay ? " (last day of shorter months)" : " (skips shorter months)"
        }
        return "monthly on day \(day)" + (missing ?? "")
      }
      let names = [1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last"]
      return "monthly on the \(monthly.nth.flatMap { names[$0.value] } ?? "") \(monthly.weekday?.value.rawValue ?? "")"
    }
    if let yearly = slot.yearly {
      let missing = yearly.missing.map {
        $0.value == .lastDay ? " (28 February in common years)" : " (leap years only)"
      }
      return "yearly on \(yearly.month.value)-\(yearly.day.value)" + (missing ?? "")
    }
    if let dates = slot.onDates { return "on " + dates.map(\.value).joined(separator: ", ") }
    let anchor = slot.pattern.anchor.map { $0.typed == .app ? " from the app's date" : " from \($0.value)" } ?? ""
    if let rule = slot.pattern.rrule { return rule.value + anchor }
    if let cycle = slot.pattern.cycle { return "\(cycle.on.value) days on, \(cycle.off.value) off" + anchor }
    if let days = slot.pattern.afterDone?.value { return "every \(days) days from the last time done" }
    return ""
  }

  /// The kinds of items users create, with their maximum count and reminders.
  static func userItems(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(
      [
        "Kind", "Label", "At most", "Repeats", "Reminders (minutes before)", "At once", "Starts with", "Template",
        "Snooze",
      ],
      alignments: [.left, .left, .right, .left, .left, .right, .left, .left, .left])
    for kind in spec.userItems {
      table.append([
        MarkdownTable.code(kind.id.value), MarkdownTable.text(kind.label ?? ""), String(kind.maxCount.value),
        kind.repeats.value.map(\.rawValue).joined(separator: ", "),
        kind.reminderOffsets.map { String($0.value) }.joined(separator: ", "),
        kind.reminderOffsets.isEmpty ? "" : String(kind.remindersPerOccurrence),
        kind.defaultReminderOffsets.map { String($0.value) }.joined(separator: ", "),
        links.named(kind.template.id),
        kind.snooze.map(snoozeCell) ?? "",
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func userItemSection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.userItems.isEmpty else { return nil }
    return .table("user_items", "User items", userItems(spec, links: links))
  }

  static func policies(_ scheduling: Scheduling) -> MarkdownTable {
    var table = MarkdownTable(["Policy", "Value"])
    func row(_ name: String, _ value: Located<Int>?, _ unit: String) {
      if let value { table.append([name, "\(value.value) \(unit)"]) }
    }
    row("Prefetch lead", scheduling.prefetchLeadMinutes, "min")
    row("Content TTL", scheduling.ttlSeconds, "s")
    row("Delivery cooldown", scheduling.deliveryCooldownSeconds, "s")
    if let depth = scheduling.scheduleDepth {
      table.append(["Schedule depth", depth.value == 0 ? "0 (today)" : "\(depth.value) (today and tomorrow)"])
    }
    row("Retention", scheduling.retentionDays, "days")
    if let oneShot = scheduling.oneShotPerSlot { table.append(["One-shot per slot per day", oneShot ? "yes" : "no"]) }
    return table
  }

  static func slotSection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.slots.isEmpty else { return nil }
    return .table("slots", "Slots", slots(spec, links: links))
  }

  static func schedulingSection(_ spec: Spec) -> DocSection? {
    guard let scheduling = spec.scheduling else { return nil }
    let table = policies(scheduling)
    guard !table.rows.isEmpty else { return nil }
    return .table("scheduling", "Scheduling policies", table)
  }

  /// A snooze's length (and the lengths the user picks from) and how often in a row.
  static func snoozeCell(_ snooze: Snooze) -> String {
    let options =
      snooze.options.isEmpty
      ? "" : " (user picks \(snooze.options.map { String($0.value) }.joined(separator: ", ")))"
    return "\(snooze.minutes.value) min\(options), at most \(snooze.maxCount.value)×"
  }
}
