/// What a user may choose about a slot is consistent: the times they may pick include the
/// default, on a step, and the dates it fires inside are real and in order.
struct SlotChoicesRule: Rule {
  static let description = RuleDescription(
    id: "slot_choices", title: "Slot time ranges and dates",
    summary:
      "A slot's time_range runs from earliest to latest (valid HH:MM, earliest first) and contains the slot's time on one of its steps; its dates (and a prayer's) run from not after until, and at least one is given (times and dates themselves are checked where they are written: schema_value).",
    rationale:
      "The slot's time is the default the user starts from and its id: a default the picker cannot show, a range that runs backwards or dates that never occur are settings the app cannot offer.",
    triggering: [
      LoadingRules.header
        + "slots:\n  - id: \"0800\"\n    time: ↓\"08:00\"\n"
        + "    time_range:\n      earliest: \"06:00\"\n      latest: \"07:30\"\n      step_minutes: 15\n"
        + "  - id: \"0910\"\n    time: ↓\"09:10\"\n"
        + "    time_range:\n      earliest: \"09:00\"\n      latest: \"10:00\"\n      step_minutes: 15\n"
        + "  - id: \"1200\"\n    time: \"12:00\"\n"
        + "    time_range:\n      earliest: \"13:00\"\n      latest: ↓\"11:00\"\n      step_minutes: 15\n",
      LoadingRules.header
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n"
        + "    dates:\n      from: \"2026-03-20\"\n      until: ↓\"2026-03-10\"\n"
        + "  - id: \"0900\"\n    time: \"09:00\"\n"
        + "    dates:\n      from: \"2026-03-10\"\n      until: ↓\"2026-03-01\"\n"
        + "  - id: \"1000\"\n    time: \"10:00\"\n    dates: ↓{}\n",
      LoadingRules.header
        + "prayers:\n  - id: night\n    name: Night\n    kind: extra\n"
        + "    dates:\n      from: \"2027-03-09\"\n      until: ↓\"2027-02-08\"\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    opt_in: true\n"
        + "    time_range:\n      earliest: \"06:00\"\n      latest: \"10:00\"\n      step_minutes: 30\n"
        + "    dates:\n      from: \"2026-02-18\"\n      until: \"2026-03-19\"\n"
        + "  - id: \"0900\"\n    time: \"09:00\"\n    dates:\n      from: \"2024-02-29\"\n"
        + "prayers:\n  - id: night\n    name: Night\n    kind: extra\n"
        + "    dates:\n      from: \"2027-02-08\"\n      until: \"2027-03-09\"\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for slot in spec.slots {
      let name = "slot '\(slot.id.value)'"
      if let range = slot.timeRange { timeRange(range, slot, name, &sink) }
      if let dates = slot.dates { dateRange(dates, name, &sink) }
    }
    for prayer in spec.prayers {
      if let dates = prayer.dates { dateRange(dates, "prayer '\(prayer.id.value)'", &sink) }
    }
  }

  private static func timeRange(_ range: TimeRange, _ slot: Slot, _ name: String, _ sink: inout DiagnosticSink) {
    // A time that is not one was reported where it is written (schema_value).
    guard let earliest = range.earliest.typed?.minutes, let latest = range.latest.typed?.minutes
    else { return }
    guard latest >= earliest else {
      sink.error(
        id,
        "\(name)'s time_range ends at \(range.latest.value), before it starts at \(range.earliest.value): a range cannot wrap past midnight",
        at: range.latest.mark)
      return
    }
    guard let time = slot.time.typed?.minutes else { return }
    let step = range.stepMinutes.value
    if time < earliest || time > latest {
      sink.error(
        id,
        "\(name)'s time \(slot.time.value) is outside its time_range \(range.earliest.value)–\(range.latest.value): the default must be one of the choices",
        at: slot.time.mark)
    } else if (time - earliest) % step != 0 {
      let below = earliest + (time - earliest) / step * step
      sink.error(
        id,
        "\(name)'s time \(slot.time.value) is not a step of its time_range (every \(step) minutes from \(range.earliest.value)): the nearest choices are \(WallClock.text(below)) and \(WallClock.text(below + step))",
        at: slot.time.mark)
    }
  }

  private static func dateRange(_ dates: DateRange, _ name: String, _ sink: inout DiagnosticSink) {
    guard dates.from != nil || dates.until != nil else {
      sink.error(id, "\(name)'s dates say nothing: give from, until or both", at: dates.mark)
      return
    }
    var days: [LocalDate] = []
    for date in [dates.from, dates.until].compactMap({ $0 }) {
      // A date that does not exist was reported where it is written (schema_value).
      guard let day = date.typed else { return }
      days.append(day)
    }
    if days.count == 2, days[0] > days[1], let until = dates.until, let from = dates.from {
      sink.error(id, "\(name)'s dates end on \(until.value), before they start on \(from.value)", at: until.mark)
    }
  }
}
