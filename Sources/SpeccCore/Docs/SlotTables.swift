/// Daily slots and the scheduling policies that apply to them.
enum SlotTables {
  static func slots(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(
      ["Slot", "Local time", "User picks", "Days", "Dates", "Template", "Label", "Reminder", "Snooze", "Opt-in"])
    for slot in spec.slots {
      let days = slot.onlyOn.map { $0.value.map(\.rawValue).joined(separator: ", ") } ?? ""
      let reminder = slot.canRemind ? (slot.reminder?.value.map(\.rawValue).joined(separator: ", ") ?? "") : ""
      let snooze = slot.snooze.map { "\($0.minutes.value) min, at most \($0.maxCount.value)×" } ?? ""
      let picks = slot.timeRange.map {
        "\(MarkdownTable.text($0.earliest.value))–\(MarkdownTable.text($0.latest.value)) every \($0.stepMinutes.value) min"
      }
      let dates = slot.dates.map {
        MarkdownTable.text(($0.from?.value ?? "…") + " to " + ($0.until?.value ?? "…"))
      }
      table.append([
        MarkdownTable.code(slot.id.value), MarkdownTable.text(slot.time.value), picks ?? "", days, dates ?? "",
        slot.template.map { MarkdownTable.code($0.value) } ?? "", MarkdownTable.text(slot.label ?? ""), reminder,
        snooze, slot.optIn?.value == true ? "yes" : "",
      ])
    }
    return table.droppingEmptyColumns()
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

  static func slotSection(_ spec: Spec) -> DocSection? {
    guard !spec.slots.isEmpty else { return nil }
    return .table("slots", "Slots", slots(spec))
  }

  static func schedulingSection(_ spec: Spec) -> DocSection? {
    guard let scheduling = spec.scheduling else { return nil }
    let table = policies(scheduling)
    guard !table.rows.isEmpty else { return nil }
    return .table("scheduling", "Scheduling policies", table)
  }
}
