/// A slot between 02:00 and 02:59 does not exist on a spring-forward day in many time zones, and
/// between 01:00 and 01:59 occurs twice on a fall-back day: the spec is told what the planner does.
struct DSTTimeRule: Rule {
  static let description = RuleDescription(
    id: "dst_sensitive_time", title: "Times daylight saving skips or repeats", severity: .warning,
    summary:
      "A slot at 02:00–02:59 (or a time range reaching into it) is warned about: on a spring-forward day it does not exist, and the planner fires it the gap's length later (02:30 → 03:30).",
    rationale:
      "Local wall-clock times move with daylight saving (a platform fact): in most zones that change clocks, 02:00–02:59 is skipped once a year. The generated planner has one behaviour for it (later by the gap; skipped when that reaches another date, as on a day a zone skipped); the warning makes sure the team chose the time knowing it. Times that occur twice (01:00–01:59 on a fall-back day) fire at their first occurrence and need no warning.",
    triggering: [
      LoadingRules.header + "slots:\n  - id: \"0230\"\n    time: ↓\"02:30\"\n"
        + "  - id: \"0100\"\n    time: \"01:00\"\n"
        + "    time_range:\n      ↓earliest: \"00:00\"\n      latest: \"03:00\"\n      step_minutes: 60\n"
    ],
    nonTriggering: [
      LoadingRules.header + "slots:\n  - id: \"0130\"\n    time: \"01:30\"\n  - id: \"0300\"\n    time: \"03:00\"\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let gap = WallClock.Span(from: 120, to: 180)
    let behaviour =
      "on a spring-forward day it does not exist, and the planner fires it the gap's length later (02:30 → 03:30)"
    for slot in spec.slots {
      guard let time = slot.time.typed?.minutes else { continue }
      if gap.firstHit(start: time, step: 1, count: 0) != nil {
        sink.warning(id, "slot '\(slot.id.value)' at \(slot.time.value): \(behaviour)", at: slot.time.mark)
      } else if let range = slot.timeRange, let earliest = range.earliest.typed?.minutes,
        let latest = range.latest.typed?.minutes, latest >= earliest,
        let hit = gap.firstHit(
          start: earliest, step: range.stepMinutes.value, count: (latest - earliest) / range.stepMinutes.value)
      {
        sink.warning(
          id, "slot '\(slot.id.value)' lets the user pick \(WallClock.text(hit)): \(behaviour)", at: range.mark)
      }
    }
  }
}
