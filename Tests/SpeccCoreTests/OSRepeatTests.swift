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

  /// A spec on iOS and Android with `slots` (each asking as it says).
  static func lint(_ slots: String, platforms: String = "") -> LintResult {
    let text =
      "spec: example\nname: Example\nversion: \"1\"\nplatforms:\n  ios:\n    window_days: 7\n"
      + "  android:\n    window_days: 2\n" + platforms
      + "templates:\n  - id: nudge\n    title: Stretch\n    body: Time to stretch\nslots:\n" + slots
    return Pipeline.lint(text: text, path: "example.yaml", limits: .examples)
  }

  /// iOS: one calendar trigger per weekday, with its reminders, whatever the window; Android,
  /// which the spec did not ask, still counts its window of one-shots.
  @Test func theBudgetCountsOnePendingRequestPerTrigger() throws {
    let result = Self.lint(
      "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    only_on: [monday, friday]\n"
        + "    reminder: [off, sound]\n    reminder_offsets_minutes: [10]\n    os_repeat: [ios]\n")
    let spec = try #require(result.spec)
    let ios = try #require(Budget.report(for: spec, platform: .ios))
    #expect(ios.total == 2 + 2)
    let item = try #require(ios.items.first { $0.id == "stretch" })
    #expect(item.arithmetic?.contains("repeats by itself, 2 weekly triggers") == true, "\(item)")
    #expect(item.arithmetic?.contains("whatever the window") == true)
    // The same slot as one-shots on iOS: 7 days hold two Mondays or Fridays at worst... every day
    // at peak_day: 7 × 2.
    let plain = try #require(
      Self.lint(
        "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    only_on: [monday, friday]\n"
          + "    reminder: [off, sound]\n    reminder_offsets_minutes: [10]\n"
      ).spec)
    #expect(try #require(Budget.report(for: plain, platform: .ios)).total == 7 * 2)
    let android = try #require(Budget.report(for: spec, platform: .android))
    #expect(android.total == 2 * 2)
    // The window no longer matters on iOS: the same total with 60 days.
    #expect(try #require(Budget.report(for: spec.withWindow(.ios, 60), platform: .ios)).total == 4)
  }

  /// Coverage: what the OS repeats never runs out, so a promise longer than the window holds when
  /// every pattern repeats; a one-shot slot beside it brings the window back into the proof.
  @Test func coverageTreatsARepeatAsNeverRunningOut() throws {
    let promise = "    coverage:\n      promise_days: 30\n      refresh: [opens]\n"
    let repeating = Self.lint(
      "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    os_repeat: [ios, android]\n",
      platforms: "  electron:\n    delivers_while_running_only: true\n")
    #expect(!repeating.diagnostics.contains { $0.ruleID == "coverage_promise" }, "\(repeating.diagnostics)")
    let text =
      "spec: example\nname: Example\nversion: \"1\"\nplatforms:\n  ios:\n    window_days: 7\n" + promise
      + "templates:\n  - id: nudge\n    title: Stretch\n    body: Time to stretch\nslots:\n"
      + "  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    os_repeat: [ios]\n"
    let kept = Pipeline.lint(text: text, path: "example.yaml", limits: .examples)
    #expect(!kept.diagnostics.contains { $0.ruleID == "coverage_promise" }, "\(kept.diagnostics)")
    let coverage = try #require(kept.resolved?.coverageReports.first)
    #expect(coverage.neverRunsOut)
    let mixed = Pipeline.lint(
      text: text + "  - id: evening\n    time: \"20:00\"\n    template: nudge\n", path: "example.yaml",
      limits: .examples)
    #expect(mixed.diagnostics.contains { $0.ruleID == "coverage_promise" }, "\(mixed.diagnostics)")
  }

  /// Per platform: a time daylight saving skips is refused on iOS (what its calendar trigger
  /// does then is not documented) and kept on Android (re-armed by the planner's rule).
  @Test func aTimeDaylightSavingSkipsIsRefusedOnIOSOnly() throws {
    let (slot, spec, _) = try Self.slot("  - id: late\n    time: \"02:30\"\n    template: nudge\n")
    guard case .failure(let refusal) = OSRepeat.plan(slot, in: spec, on: .ios) else {
      Issue.record("repeatable on iOS")
      return
    }
    #expect(refusal.mark == slot.time.mark)
    #expect(refusal.reason.contains("spring-forward"))
    guard case .success = OSRepeat.plan(slot, in: spec, on: .android) else {
      Issue.record("not repeatable on Android")
      return
    }
    // A reminder landing in the gap is refused at its offset.
    let (reminded, spec2, _) = try Self.slot(
      "  - id: early\n    time: \"03:00\"\n    template: nudge\n    reminder: [off, sound]\n"
        + "    reminder_offsets_minutes: [30]\n")
    guard case .failure(let second) = OSRepeat.plan(reminded, in: spec2, on: .ios) else {
      Issue.record("repeatable on iOS")
      return
    }
    #expect(second.mark == reminded.reminderOffsets?.first?.mark)
  }

  /// One finding per reason, naming every platform that asked, at the key that makes it so; an
  /// undeclared platform at its entry.
  @Test func theRuleReportsOncePerReasonWhereItIsWritten() {
    let result = Self.lint(
      "  - id: water\n    every:\n      minutes: 90\n      from: \"09:00\"\n      to: \"21:00\"\n"
        + "    os_repeat: [ios, android]\n")
    let findings = result.diagnostics.filter { $0.ruleID == "os_repeat" }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.message.contains("iOS and Android") == true, "\(findings)")
    #expect(findings.first?.location.line == 17, "\(findings)")
    let web = Self.lint("  - id: stretch\n    time: \"08:00\"\n    template: nudge\n    os_repeat: [web]\n")
    #expect(web.diagnostics.contains { $0.ruleID == "schema_value" }, "\(web.diagnostics)")
  }

  /// The suggestion names only the platforms whose OS could repeat it, and is silent once asked.
  @Test func theSuggestionNamesThePlatformsThatCouldRepeatIt() {
    let late = Self.lint("  - id: late\n    time: \"02:30\"\n    template: nudge\n")
    let finding = late.diagnostics.first { $0.ruleID == "os_repeat_suggested" }
    #expect(finding?.message.contains("`os_repeat: [android]`") == true, "\(late.diagnostics)")
    let asked = Self.lint("  - id: late\n    time: \"02:30\"\n    template: nudge\n    os_repeat: [android]\n")
    #expect(!asked.diagnostics.contains { $0.ruleID == "os_repeat_suggested" || $0.ruleID == "os_repeat" })
  }
}
