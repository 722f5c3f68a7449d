import Testing

@testable import SpeccCore

/// Issue 37, item 5 (the analysis under it): which slots the OS repeats by itself, as which
/// triggers, and why not where it cannot; each refusal is located at the key that causes it.
@Suite struct OSRepeatTests {
  static let head = """
    spec: example
    name: Example
    version: "1"
    platforms:
      ios:
        window_days: 2
    templates:
      - id: nudge
        title: Stretch
        body: Time to stretch
      - id: dose
        title: Dose
        body: "Take {{medicine}}"
    tokens:
      - id: medicine
        kind: text
        max_length: 20

    """

  static func slot(_ yaml: String, limits: String = "") throws -> (Slot, Spec, String) {
    let text = head + limits + "slots:\n" + yaml
    let spec = try #require(Pipeline.lint(text: text, path: "example.yaml", limits: .examples).spec, "\(text)")
    return (try #require(spec.slots.first), spec, text)
  }

  static func triggers(_ yaml: String) throws -> [OSRepeat.Trigger] {
    let (slot, spec, _) = try slot(yaml)
    guard case .success(let plan) = OSRepeat.plan(slot, in: spec) else {
      Issue.record("not repeatable:\n\(yaml)")
      return []
    }
    return plan.triggers
  }

  static let eight = LocalTime(hour: 8, minute: 0)

  @Test func aDailySlotIsOneDailyTrigger() throws {
    #expect(try Self.triggers("  - id: stretch\n    time: \"08:00\"\n    template: nudge\n") == [.daily(Self.eight)])
  }

  /// iOS's calendar trigger matches one weekday: one request per weekday (Sunday = 1).
  @Test func weekdaysAreOneTriggerEach() throws {
    let triggers = try Self.triggers(
      "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    only_on: [friday, monday]\n")
    #expect(triggers == [.weekly(weekday: 2, Self.eight), .weekly(weekday: 6, Self.eight)])
  }

  @Test func weekdaysTheUserPicksCountAllSeven() throws {
    let triggers = try Self.triggers(
      "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    user_weekdays: [monday]\n")
    #expect(triggers.count == 7)
  }

  @Test func monthlyAndYearlyDaysRepeat() throws {
    #expect(
      try Self.triggers("  - id: rent\n    time: \"08:00\"\n    template: nudge\n    monthly:\n      day: 31\n")
        == [.monthly(day: 31, Self.eight)])
    #expect(
      try Self.triggers(
        "  - id: birthday\n    time: \"08:00\"\n    template: nudge\n    yearly:\n      month: 3\n      day: 14\n")
        == [.yearly(month: 3, day: 14, Self.eight)])
  }

  /// Reminders repeat with it: the budget counts each.
  @Test func remindersAreRepeatingRequestsToo() throws {
    let (slot, spec, _) = try Self.slot(
      "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    only_on: [monday, friday]\n"
        + "    reminder: [off, sound]\n    reminder_offsets_minutes: [10, 30]\n    max_reminders: 2\n")
    guard case .success(let plan) = OSRepeat.plan(slot, in: spec) else {
      Issue.record("not repeatable")
      return
    }
    #expect(plan.pending == 2 + 2 * 2)
  }

  /// Each schedule no OS repeats is refused at the key that makes it so (line, column).
  @Test(arguments: [
    (
      "  - id: a\n    every:\n      minutes: 90\n      from: \"09:00\"\n      to: \"21:00\"\n    template: nudge\n",
      "every"
    ),
    (
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    rrule: \"FREQ=WEEKLY;INTERVAL=2;BYDAY=FR\"\n    anchor: \"2026-01-09\"\n",
      "rule"
    ),
    (
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    season:\n      from: \"03-01\"\n      until: \"09-30\"\n",
      "season"
    ),
    ("  - id: a\n    time: \"08:00\"\n    template: nudge\n    on_dates: [\"2026-03-01\"]\n", "dates"),
    (
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    dates:\n      from: \"2026-03-01\"\n      until: \"2026-04-01\"\n",
      "dates"
    ),
    (
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    monthly:\n      day: 31\n      missing: last_day\n",
      "last"
    ),
    (
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    monthly:\n      nth: last\n      weekday: friday\n",
      "nth"
    ),
    (
      "  - id: a\n    time: \"00:10\"\n    template: nudge\n    monthly:\n      day: 3\n    reminder: [off, sound]\n    reminder_offsets_minutes: [30]\n",
      "another day"
    ),
  ])
  func whatNoOSRepeatsIsRefusedWhereItIsWritten(_ yaml: String, _ word: String) throws {
    let (slot, spec, text) = try Self.slot(yaml)
    guard case .failure(let refusal) = OSRepeat.plan(slot, in: spec) else {
      Issue.record("repeatable:\n\(yaml)")
      return
    }
    #expect(refusal.reason.contains(word), "\(refusal.reason)")
    // Located on the slot's own lines, never at the slot's id when a key says why.
    let lines = text.components(separatedBy: "\n")
    let line = lines[refusal.mark.line - 1]
    #expect(refusal.mark.line > slot.id.mark.line, "\(refusal.mark) \(line)")
  }

  @Test func appLimitsAreRefusedAtTheLimits() throws {
    let (slot, spec, _) = try Self.slot(
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n", limits: "limits:\n  max_per_day: 3\n")
    guard case .failure(let refusal) = OSRepeat.plan(slot, in: spec) else {
      Issue.record("repeatable")
      return
    }
    #expect(refusal.mark == spec.limits?.mark)
  }

  /// The suggestion's condition: a fixed slot whose text is the same every day.
  @Test func aWindowBuysNothingOnlyForFixedText() throws {
    let (fixed, spec, _) = try Self.slot("  - id: a\n    time: \"08:00\"\n    template: nudge\n")
    #expect(OSRepeat.buysNothing(fixed, in: spec))
    let (tokened, spec2, _) = try Self.slot("  - id: a\n    time: \"08:00\"\n    template: dose\n")
    #expect(!OSRepeat.buysNothing(tokened, in: spec2))
    let (monthly, spec3, _) = try Self.slot(
      "  - id: a\n    time: \"08:00\"\n    template: nudge\n    monthly:\n      day: 3\n")
    #expect(!OSRepeat.buysNothing(monthly, in: spec3))
  }
}
