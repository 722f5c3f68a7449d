import SpeccRuntime

/// A schedule whose own limits leave no day it can fire on (issue 39): a season and a date range
/// (or the dates of `on_dates`) that never meet. It lints clean otherwise and plans nothing.
struct ScheduleNeverFiresRule: Rule {
  static let description = RuleDescription(
    id: "schedule_never_fires", title: "Schedules can fire",
    summary:
      "A prayer or slot limited to a season and to dates (a dates range, or on_dates) has a day in both: a range that lies wholly outside the season, or on_dates none of which falls in it, plans nothing.",
    rationale:
      "Each limit is valid alone, so the item lints clean and compiles, and the planner never schedules it: a seasonal reminder whose campaign dates were moved to another part of the year is silent without a word.",
    triggering: [
      LoadingRules.header
        + "slots:\n  - id: winter\n    time: \"08:00\"\n    season: { from: \"12-01\", until: \"02-28\" }\n"
        + "    dates: ↓{ from: \"2026-06-01\", until: \"2026-08-31\" }\n",
      LoadingRules.header
        + "slots:\n  - id: spring\n    time: \"08:00\"\n    season: { from: \"03-01\", until: \"05-31\" }\n"
        + "    on_dates: [↓\"2026-01-10\", \"2026-10-01\"]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "slots:\n  - id: winter\n    time: \"08:00\"\n    season: { from: \"12-01\", until: \"02-28\" }\n"
        + "    dates: { from: \"2026-02-01\", until: \"2026-03-31\" }\n"
        + "  - id: open_ended\n    time: \"09:00\"\n    season: { from: \"06-01\", until: \"06-30\" }\n"
        + "    dates: { until: \"2026-01-31\" }\n"
        + "  - id: spring\n    time: \"10:00\"\n    season: { from: \"03-01\", until: \"05-31\" }\n"
        + "    on_dates: [\"2026-01-10\", \"2026-04-01\"]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for prayer in spec.prayers {
      guard let season = prayer.season, let range = prayer.dates else { continue }
      report("prayer '\(prayer.id.value)'", season, range, into: &sink)
    }
    for slot in spec.slots {
      guard let season = slot.pattern.season else { continue }
      if let range = slot.dates { report("slot '\(slot.id.value)'", season, range, into: &sink) }
      if let dates = slot.onDates, !dates.isEmpty {
        let typed = dates.compactMap(\.typed)
        guard typed.count == dates.count, let from = season.from.typed, let until = season.until.typed,
          !typed.contains(where: Self.season(from, until).contains)
        else { continue }
        sink.error(
          id,
          "slot '\(slot.id.value)' fires only on its on_dates, and none of them lies in its season (\(season.from.value) to \(season.until.value)): it never fires; move the dates into the season or widen the season",
          at: dates[0].mark, related: [RelatedPlace(season.mark, "the season")])
      }
    }
  }

  /// Reports a range with both ends that holds no day of the season (a range of a year or more
  /// always holds one; an open end reaches every later or earlier year).
  static func report(_ what: String, _ season: Season, _ range: DateRange, into sink: inout DiagnosticSink) {
    guard let from = season.from.typed, let until = season.until.typed, let first = range.from?.typed,
      let last = range.until?.typed
    else { return }
    let start = SpeccRuntime.Scheduling.dayNumber(first)
    let end = SpeccRuntime.Scheduling.dayNumber(last)
    guard start <= end, end - start < 366 else { return }
    let runtime = Self.season(from, until)
    for day in start...end where runtime.contains(SpeccRuntime.Scheduling.date(ofDayNumber: day)) { return }
    sink.error(
      id,
      "\(what) is limited to \(first) … \(last) and to the season \(season.from.value) to \(season.until.value), which never meet: it never fires; move the dates or the season so that they overlap",
      at: range.mark, related: [RelatedPlace(season.mark, "the season")])
  }

  /// The runtime's season, whose `contains` the planner itself uses.
  static func season(_ from: MonthDay, _ until: MonthDay) -> SpeccRuntime.Scheduling.Season {
    SpeccRuntime.Scheduling.Season(
      fromMonth: from.month, fromDay: from.day, untilMonth: until.month, untilDay: until.day)
  }
}
