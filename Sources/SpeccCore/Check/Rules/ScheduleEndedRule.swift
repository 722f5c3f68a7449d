import Foundation
import SpeccRuntime

/// A schedule whose last date is already past (issue 39): a prayer's or slot's `dates` that end
/// before today, `on_dates` all before today, an `rrule` whose `UNTIL` or `COUNT` ends before today.
/// Such an item plans nothing from now on, and an app that ships it says nothing.
struct ScheduleEndedRule: Rule {
  static let description = RuleDescription(
    id: "schedule_ended", title: "Schedules have not ended", severity: .warning,
    summary:
      "Warns at a prayer or slot whose every date lies before today: dates that end before it, on_dates all before it, an rrule from a fixed anchor whose UNTIL, or whose COUNT-th date, is before it. Today is the UTC date lint runs on, or SPECC_TODAY (yyyy-MM-dd) when set, so that a build is repeatable.",
    rationale:
      "A campaign, a fasting month or a course of doses written for last year lints clean and compiles, and the planner schedules nothing: nobody learns that the spec's dates ran out until users say so. The dates are the app's; the warning says which one ended.",
    triggering: [
      LoadingRules.header
        + "slots:\n  - id: campaign\n    time: \"08:00\"\n    dates: { from: \"2001-01-01\", until: ↓\"2001-01-31\" }\n",
      LoadingRules.header
        + "slots:\n  - id: course\n    time: \"08:00\"\n    rrule: ↓\"FREQ=DAILY;COUNT=1\"\n    anchor: \"2001-03-01\"\n",
      LoadingRules.header
        + "slots:\n  - id: course\n    time: \"08:00\"\n    rrule: ↓\"FREQ=WEEKLY;UNTIL=20010401\"\n    anchor: \"2001-03-01\"\n",
      LoadingRules.header
        + "slots:\n  - id: launch\n    time: \"08:00\"\n    on_dates: [\"2001-01-10\", ↓\"2001-02-01\"]\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "slots:\n  - id: campaign\n    time: \"08:00\"\n    dates: { from: \"2001-01-01\", until: \"2999-01-31\" }\n"
        + "  - id: open\n    time: \"08:30\"\n    dates: { from: \"2001-01-01\" }\n"
        + "  - id: course\n    time: \"09:00\"\n    rrule: \"FREQ=DAILY;COUNT=400000\"\n    anchor: \"2001-03-01\"\n"
        + "  - id: supplied\n    time: \"09:30\"\n    rrule: \"FREQ=DAILY;COUNT=1\"\n    anchor: app\n"
        + "  - id: launch\n    time: \"10:00\"\n    on_dates: [\"2001-01-10\", \"2999-02-01\"]\n"
    ])

  /// The date lint judges against: `SPECC_TODAY` (`yyyy-MM-dd`) when set and valid, else today's
  /// UTC date.
  static var today: LocalDate {
    if let text = ProcessInfo.processInfo.environment["SPECC_TODAY"], let date = TextFormat.date(text) {
      return date
    }
    let seconds = Int(Date().timeIntervalSince1970.rounded(.down))
    return SpeccRuntime.Scheduling.date(ofDayNumber: seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400))
  }

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let items =
      spec.prayers.map {
        (what: "prayer '\($0.id.value)'", dates: $0.dates, on: [DateField]?.none, pattern: SlotPattern?.none)
      }
      + spec.slots.map {
        (what: "slot '\($0.id.value)'", dates: $0.dates, on: $0.onDates, pattern: Optional($0.pattern))
      }
    guard items.contains(where: { $0.dates?.until != nil || $0.on?.isEmpty == false || $0.pattern?.rrule != nil })
    else {
      return
    }
    let today = Self.today
    for item in items {
      if let until = item.dates?.until, let last = until.typed, last < today {
        sink.warning(
          id,
          "\(item.what) is limited to dates that ended on \(last), before today (\(today)): it plans nothing from now on; move the dates, or remove the item",
          at: until.mark)
      } else if let dates = item.on, !dates.isEmpty {
        let typed = dates.compactMap(\.typed)
        guard typed.count == dates.count, let last = typed.max(), last < today,
          let mark = dates.first(where: { $0.typed == last })?.mark
        else { continue }
        sink.warning(
          id,
          "\(item.what) fires only on its on_dates, and the last of them, \(last), is before today (\(today)): it plans nothing from now on",
          at: mark)
      } else if let pattern = item.pattern, let rrule = pattern.rrule, let rule = rrule.typed,
        case .date(let anchor) = pattern.anchor?.typed, let end = Self.end(of: rule, from: anchor, before: today)
      {
        sink.warning(
          id,
          "\(item.what)'s rule \(rrule.value) from \(anchor) \(end), before today (\(today)): it plans nothing from now on; extend the rule's COUNT or UNTIL, or remove the item",
          at: rrule.text.mark)
      }
    }
  }

  /// How the rule ends before `today`: its `UNTIL` before it, or its `COUNT`-th date before it;
  /// nil for a rule that goes on. The count is walked from the anchor, one period at a time, so an
  /// anchor more than a century before today is not walked (a cost every lint would pay).
  static func end(of rule: RecurrenceRule, from anchor: LocalDate, before today: LocalDate) -> String? {
    if let until = rule.until { return until < today ? "ends with its UNTIL on \(until)" : nil }
    guard let count = rule.count, anchor < today,
      SpeccRuntime.Scheduling.dayNumber(today) - SpeccRuntime.Scheduling.dayNumber(anchor) <= 36_600
    else { return nil }
    let yesterday = SpeccRuntime.Scheduling.date(ofDayNumber: SpeccRuntime.Scheduling.dayNumber(today) - 1)
    let dates = Recurrence.dates(rule, start: anchor, from: anchor, through: yesterday, limit: count)
    guard dates.count == count, let last = dates.last else { return nil }
    return "has its last date (COUNT=\(count)) on \(last)"
  }
}
