import Foundation
import Testing

@testable import SpeccCore

/// Issue 20, the spec side: every time and date is validated where it is written, the schedule
/// vocabulary means one thing each, and the budget counts every kind with its arithmetic.
@Suite struct ScheduleSpecTests {
  static let head = "spec: t\nname: T\nversion: \"1\"\n"

  /// `line:column:rule` of every diagnostic, in order.
  static func lint(_ yaml: String) -> [String] {
    Pipeline.lint(text: head + yaml, path: "t.yaml").diagnostics.map {
      "\($0.location.line):\($0.location.column):\($0.ruleID)"
    }
  }

  static func spec(_ yaml: String) throws -> Spec {
    try #require(Pipeline.lint(text: head + yaml, path: "t.yaml").spec)
  }

  // MARK: - Validation holes: each fails lint at the value's location.

  static func quiet(_ to: String) -> String { "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \(to)\n" }

  @Test(arguments: ["7:00", "\"25:00\"", "seven", "\"07:60\"", "\"7:00\""])
  func quietHoursToMustBeATime(_ value: String) {
    // Line 7, column 9: the value of `to`.
    #expect(Self.lint(Self.quiet(value)) == ["7:9:schema_value"], "\(value)")
  }

  @Test func aValidQuietHoursToIsClean() {
    #expect(Self.lint(Self.quiet("\"07:00\"")) == [])
  }

  @Test func anUnpaddedTimeIsFixedByPadding() {
    let result = Pipeline.lint(text: Self.head + Self.quiet("7:00"), path: "t.yaml")
    #expect(result.diagnostics.first?.fix == Fix(old: "7:00", new: "\"07:00\""))
  }

  static func dates(_ from: String) -> String {
    "slots:\n  - id: launch\n    time: \"09:00\"\n    dates:\n      from: \(from)\n"
  }

  @Test(arguments: ["\"26-03-01\"", "\"2026-3-1\"", "\"2026-02-30\"", "\"2025-02-29\"", "\"2026-13-01\""])
  func datesFromMustBeARealDate(_ value: String) {
    // Line 8, column 13: the value of `from`.
    #expect(Self.lint(Self.dates(value)) == ["8:13:schema_value"], "\(value)")
  }

  @Test func realDatesAreClean() {
    #expect(Self.lint(Self.dates("\"2028-02-29\"")) == [])
    #expect(Self.lint(Self.dates("\"2026-03-01\"")) == [])
  }

  @Test func onDatesAndTimeRangesAreChecked() {
    let onDates = "slots:\n  - id: launch\n    time: \"09:00\"\n    on_dates: [\"2026-03-01\", \"2026-02-30\"]\n"
    #expect(Self.lint(onDates) == ["7:30:schema_value"])
    let range =
      "slots:\n  - id: walk\n    time: \"09:00\"\n    time_range:\n      earliest: \"06:00\"\n      latest: \"24:00\"\n      step_minutes: 30\n"
    #expect(Self.lint(range) == ["9:15:schema_value"])
    let every = "slots:\n  - id: water\n    every:\n      minutes: 90\n      from: \"9:00\"\n      to: \"21:00\"\n"
    #expect(Self.lint(every) == ["8:13:schema_value"])
  }

  @Test func flowSetsNamesAreCheckedAgainstTheirPattern() {
    let flow =
      "flows:\n  - id: ask\n    platform: ios\n    start: q\n    states:\n"
      + "      - id: q\n        kind: decision\n        title: Allowed?\n        answers: [\"Yes\", \"No\"]\n"
      + "        transitions:\n"
      + "          - { on: \"Yes\", to: done, sets: [Alarm-Kit] }\n"
      + "          - { on: \"No\", to: done }\n"
      + "      - id: done\n        kind: end\n        title: Done\n"
    let diagnostics = Self.lint(flow)
    #expect(diagnostics.contains("14:43:schema_value"), "\(diagnostics)")
  }

  @Test func copyRuleLanguagesAreChecked() {
    let rule = "copy_rules:\n  - id: r\n    message: m\n    languages: [\"Not A Tag!\"]\n"
    #expect(Self.lint(rule).contains("7:17:schema_value"), "\(Self.lint(rule))")
  }

  @Test func swiftNameIsChecked() {
    #expect(Self.lint("swift_name: my_app\n") == ["4:13:schema_value"])
    #expect(Self.lint("swift_name: MyApp\n") == [])
  }

  /// No string the schema gives a pattern is accepted without a check: every one has a format
  /// (the validator checks it) or is an id, a slot time or a reference, which rules check.
  @Test func everyPatternIsEnforced() {
    var unchecked: [String] = []
    var seen: Set<String> = []
    func walk(_ type: SchemaType, _ path: String) {
      switch type {
      case .string(_?, nil):
        let key = path.split(separator: ".").last.map(String.init) ?? path
        // ids: id_format; the slot time: slot_id_matches_time; references: references; locale
        // tags and a template's count token: translation_keys.
        let checkedByRules: Set<String> = [
          "id", "spec", "time", "template", "copy", "status", "start", "to", "skip", "except", "unless_facts",
          "source_language", "locales", "count", "reminder_template", "snooze_template", "user_weekdays_from", "group",
        ]
        if !checkedByRules.contains(key) { unchecked.append(path) }
      case .list(let element): walk(element, path)
      case .map(let element, _): walk(element, path)
      case .object(let object):
        guard seen.insert(object.name).inserted else { return }
        for field in object.fields { walk(field.type, path + "." + field.name) }
      default: break
      }
    }
    walk(.object(SpecSchema.root), "spec")
    #expect(unchecked == [])
  }

  // MARK: - Vocabulary: a kind that does not apply is an error.

  @Test func slotScheduleKinds() {
    #expect(Self.lint("slots:\n  - id: nap\n    label: Nap\n") == ["5:5:schedule_kind"])
    #expect(
      Self.lint("slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n") == ["8:12:schedule_kind"])
    #expect(
      Self.lint("slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n      missing: last_day\n")
        == [])
    #expect(
      Self.lint("slots:\n  - id: gym\n    time: \"07:00\"\n    only_on: [monday]\n    user_weekdays: [friday]\n")
        == ["8:20:schedule_kind"])
  }

  @Test func namedSlotIDsAndTheHHmmContract() {
    #expect(Self.lint("slots:\n  - id: morning_dose\n    time: \"08:30\"\n") == [])
    #expect(
      Self.lint("slot_ids: hhmm\nslots:\n  - id: morning_dose\n    time: \"08:30\"\n") == ["6:9:slot_id_matches_time"])
    #expect(Self.lint("slot_ids: hhmm\nslots:\n  - id: \"0830\"\n    time: \"08:30\"\n") == [])
  }

  // MARK: - Budget: every kind with its arithmetic.

  static let events =
    "platforms:\n  android:\n    pending_cap: 500\n    pending_cap_reason: AlarmManager holds 500 alarms per app.\n    window_days: 7\n"
    + "templates:\n  - id: event\n    title: Event\n    body: Soon.\n"
    + "user_items:\n  - id: event\n    max_count: 50\n    repeats: [once]\n    template: event\n"
    + "    reminders:\n      offsets_minutes: [1440, 60, 15]\n      max: 3\n      default_offsets_minutes: [60]\n"

  @Test func userItemsMultiplyByTheirMaximum() throws {
    let spec = try Self.spec(Self.events)
    let report = try #require(Budget.report(for: spec, platform: .android))
    #expect(report.total == 200)
    #expect(report.arithmetic == "50 event × 4 (1 at-time + 3 reminders) = 200")
    let item = try #require(report.items.first { $0.source == .userItem })
    #expect(item.largestCountThatFits == 125)
  }

  @Test func anEventsAppIsNotProvedAsDaysTimesADay() throws {
    // On iOS's 64 the same kind cannot fit: 50 × 4 = 200 > 64, and the largest count is 16.
    let ios = Self.events.replacingOccurrences(
      of: "  android:\n    pending_cap: 500\n    pending_cap_reason: AlarmManager holds 500 alarms per app.\n",
      with: "  ios:\n")
    let spec = try Self.spec(ios)
    let report = try #require(Budget.report(for: spec, platform: .ios))
    #expect(report.total == 200)
    #expect(report.items.first { $0.source == .userItem }?.largestCountThatFits == 16)
    #expect(Self.lint(ios).contains { $0.hasSuffix("pending_cap_exceeded") })
  }

  @Test func billsOnDay31AreCountedOncePerWindow() throws {
    let bills =
      "platforms:\n  ios:\n    window_days: 14\n"
      + "templates:\n  - id: bill\n    title: Bill\n    body: Due.\n"
      + "user_items:\n  - id: bill\n    max_count: 20\n    repeats: [monthly]\n    template: bill\n"
      + "    reminders:\n      offsets_minutes: [1440, 60]\n      max: 2\n"
    let report = try #require(Budget.report(for: try Self.spec(bills), platform: .ios))
    #expect(report.arithmetic == "20 bill × 3 (1 at-time + 2 reminders) = 60")
    #expect(Self.lint(bills).allSatisfy { !$0.hasSuffix("pending_cap_exceeded") })
    // One bill is not rejected.
    let one = bills.replacingOccurrences(of: "max_count: 20", with: "max_count: 1")
    #expect(try #require(Budget.report(for: try Self.spec(one), platform: .ios)).total == 3)
  }

  @Test func everyNinetyMinutesIsNineADayOnFiveWeekdays() throws {
    let water =
      "platforms:\n  ios:\n    window_days: 7\n    worst_case: calendar\n"
      + "slots:\n  - id: water\n    every:\n      minutes: 90\n      from: \"09:00\"\n      to: \"21:00\"\n"
      + "    only_on: [monday, tuesday, wednesday, thursday, friday]\n"
    let report = try #require(Budget.report(for: try Self.spec(water), platform: .ios))
    #expect(report.total == 45)
    #expect(report.arithmetic.contains("water: 9 a day × 5 weekdays"), "\(report.arithmetic)")
  }

  @Test func monthlyAndYearlyOccurrencesInAWindow() {
    #expect(FiringItem.Recurrence.monthly.occurrences(in: 7) == 1)
    #expect(FiringItem.Recurrence.monthly.occurrences(in: 28) == 1)
    #expect(FiringItem.Recurrence.monthly.occurrences(in: 29) == 2)
    #expect(FiringItem.Recurrence.yearly.occurrences(in: 366) == 2)
    #expect(FiringItem.Recurrence.dates([0, 3, 10, 11]).occurrences(in: 2) == 2)
    #expect(FiringItem.Recurrence.dates([0, 3, 10, 11]).occurrences(in: 12) == 4)
    #expect(DayNumber.of(LocalDate(year: 1, month: 1, day: 1)) == 0)
    #expect(
      DayNumber.of(LocalDate(year: 2024, month: 3, day: 1)) - DayNumber.of(LocalDate(year: 2024, month: 2, day: 28))
        == 2)
  }

  // MARK: - Planner data.

  @Test func aSoundOnlyReminderStartsOn() throws {
    let spec = try Self.spec(
      "platforms:\n  ios:\n    window_days: 2\nreminders:\n  offsets_minutes: [10, 30]\n  default_offset_minutes: 30\n"
        + "slots:\n  - id: dose\n    time: \"08:00\"\n    reminder: [sound]\n")
    let data = try #require(Self.plannerData(spec))
    #expect(data.defaultSettings.first?.reminderOffsets == [30])
  }

  @Test func theModelCarriesEverySchedule() throws {
    let spec = try Self.spec(
      "platforms:\n  ios:\n    window_days: 7\n"
        + "slots:\n  - id: rent\n    time: \"09:00\"\n    monthly:\n      day: 31\n      missing: last_day\n"
        + "  - id: club\n    time: \"19:00\"\n    monthly:\n      nth: last\n      weekday: friday\n"
        + "  - id: water\n    every:\n      hours: 2\n      from: \"09:00\"\n      to: \"21:00\"\n"
        + "    user_weekdays: [monday, friday]\n")
    let data = try #require(Self.plannerData(spec))
    #expect(
      data.items.map(\.days) == [.monthly(day: 31, lastDay: true), .monthlyNth(ordinal: -1, weekday: 6), .everyDay])
    #expect(data.items[2].every?.minutes == 120 && data.items[2].time == nil && data.items[2].userWeekdays)
    #expect(data.defaultSettings[2].weekdays == [2, 6])
  }

  // MARK: - Issue 28: date ranges and opt-in on app-provided times, shared weekdays, quiet hours
  // the user may switch off.

  static let fasting =
    "platforms:\n  ios:\n    window_days: 60\nreminders:\n  offsets_minutes: [45]\n"
    + "prayers:\n  - id: suhoor\n    name: Suhoor\n    kind: extra\n"
    + "    dates:\n      from: \"2027-02-08\"\n      until: \"2027-03-09\"\n"
    + "    notify_at_time: false\n    reminder: [sound]\n"
    + "  - id: night\n    name: Night\n    kind: extra\n    opt_in: true\n    at_time: [none, sound]\n"
    + "    dates:\n      from: \"2027-02-08\"\n      until: \"2027-03-09\"\n    season:\n      from: \"02-01\"\n      until: \"02-28\"\n"

  @Test func aPrayerInADateRangeCountsOnlyItsDaysThere() throws {
    #expect(Self.lint(Self.fasting) == [])
    let report = try #require(Budget.report(for: try Self.spec(Self.fasting), platform: .ios))
    // 30 days in a 60-day window count 30 (its reminder only); the night prayer's season keeps
    // 8–28 February of its range: 21.
    #expect(report.total == 30 + 21, "\(report.arithmetic)")
    #expect(
      report.arithmetic.contains(
        "suhoor (30 days from 2027-02-08 to 2027-03-09): 30 in 60 days × 1 (reminders only) = 30"),
      "\(report.arithmetic)")
    // Open at one end, or longer than 366 days: every day of the window.
    let open = Self.fasting.replacingOccurrences(of: "      until: \"2027-03-09\"\n    notify", with: "    notify")
    #expect(try #require(Budget.report(for: try Self.spec(open), platform: .ios)).total == 60 + 21)
  }

  /// A date range's worst window (its days after weekdays and season, counted as dates) equals a
  /// brute force that slides every window over the range and counts with Foundation's calendar,
  /// for 600 random ranges (seeded, so a failure repeats).
  @Test func aDateRangesWorstWindowIsTheBruteForces() throws {
    var state: UInt64 = 28
    func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    let here = Mark(line: 1, column: 1)
    func text(_ date: Date) -> String {
      let parts = utc.dateComponents([.year, .month, .day], from: date)
      return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
    for _ in 0..<600 {
      let start = try #require(
        utc.date(from: DateComponents(year: next(1999...2031), month: next(1...12), day: next(1...28))))
      let length = next(1...380)
      let end = try #require(utc.date(byAdding: .day, value: length - 1, to: start))
      let weekdays = next(0...2) == 0 ? nil : Weekday.allCases.filter { _ in next(0...1) == 0 }
      let season =
        next(0...2) == 0
        ? Season(
          from: Typed(monthDay: Located(String(format: "%02d-%02d", next(1...12), next(1...28)), at: here)),
          until: Typed(monthDay: Located(String(format: "%02d-%02d", next(1...12), next(1...28)), at: here)), mark: here
        )
        : nil
      let range = DateRange(
        from: Typed(date: Located(text(start), at: here)), until: Typed(date: Located(text(end), at: here)), mark: here)
      let recurrence = range.recurrence(onlyOn: weekdays, season: season)
      guard length <= DateRange.longestCounted else {
        #expect(recurrence == nil)
        continue
      }
      let kept = try (0..<length).map { offset -> Bool in
        let day = try #require(utc.date(byAdding: .day, value: offset, to: start))
        let parts = utc.dateComponents([.month, .day, .weekday], from: day)
        let name = Weekday.allCases.first { $0.calendarWeekday == parts.weekday }
        let month = parts.month ?? 0
        let date = month * 100 + (parts.day ?? 0)
        let inSeason =
          season.map { s -> Bool in
            let (a, b) = (
              (s.from.typed?.month ?? 0) * 100 + (s.from.typed?.day ?? 0),
              (s.until.typed?.month ?? 0) * 100 + (s.until.typed?.day ?? 0)
            )
            return a <= b ? a <= date && date <= b : date >= a || date <= b
          } ?? true
        return (weekdays.map { list in name.map(list.contains) ?? false } ?? true) && inSeason
      }
      // prefix[i]: the kept days before offset i.
      let prefix = kept.reduce(into: [0]) { $0.append(($0.last ?? 0) + ($1 ? 1 : 0)) }
      for window in [1, 2, 7, 14, 30, 60, 366] {
        // Every window that meets the range: from `window - 1` days before its start to its end.
        var best = 0
        for first in (1 - window)..<length {
          best = max(best, prefix[min(length, first + window)] - prefix[max(0, first)])
        }
        #expect(recurrence?.occurrences(in: window) == best, "\(text(start)) + \(length) days, \(window)-day window")
      }
    }
  }

  @Test func prayersCarryTheirRangeSeasonOptInAndRemindersOnly() throws {
    let data = try #require(Self.plannerData(try Self.spec(Self.fasting)))
    #expect(data.items[0].from == PlannerDate(LocalDate(year: 2027, month: 2, day: 8)))
    #expect(data.items[0].until == PlannerDate(LocalDate(year: 2027, month: 3, day: 9)))
    #expect(!data.items[0].atTime && data.items[0].reminderOffsets == [45])
    #expect(data.items[1].season == PlannerSeason(fromMonth: 2, fromDay: 1, untilMonth: 2, untilDay: 28))
    // Reminders only, without off among its options: on, with its reminder. Opt-in: off.
    #expect(data.defaultSettings[0].isOn && data.defaultSettings[0].reminderOffsets == [45])
    #expect(!data.defaultSettings[1].isOn && data.defaultSettings[1].reminderOffsets.isEmpty)
  }

  @Test func remindersOnlyPrayersAreChecked() {
    let prayer = "reminders:\n  offsets_minutes: [45]\nprayers:\n  - id: p\n    name: P\n    kind: daily\n"
    // at_time does not apply; a default at-time neither; no reminder never notifies.
    #expect(
      Self.lint(prayer + "    notify_at_time: false\n    at_time: [sound]\n    reminder: [sound]\n") == [
        "11:14:schedule_kind"
      ])
    #expect(
      Self.lint(prayer + "    notify_at_time: false\n    default_at_time: sound\n    reminder: [sound]\n") == [
        "11:22:schedule_kind"
      ])
    #expect(Self.lint(prayer + "    notify_at_time: false\n") == ["5:3:unused_declaration", "10:21:schedule_kind"])
    #expect(Self.lint(prayer + "    notify_at_time: false\n    reminder: [\"off\", sound]\n") == [])
    // Dates that run backwards.
    #expect(
      Self.lint(prayer + "    dates:\n      from: \"2027-03-09\"\n      until: \"2027-02-08\"\n") == [
        "5:3:unused_declaration", "12:14:slot_choices",
      ])
  }

  static func shared(_ nudge: String) -> String {
    "slots:\n  - id: gym\n    time: \"18:00\"\n    user_weekdays: [monday]\n  - id: plain\n    time: \"07:00\"\n"
      + "  - id: nudge\n    time: \"12:00\"\n" + nudge
  }

  @Test func sharedWeekdaysAreChecked() throws {
    #expect(Self.lint(Self.shared("    user_weekdays_from: gym\n")) == [])
    // An unknown id, a slot whose weekdays the user does not pick, only_on beside it, a loop.
    #expect(Self.lint(Self.shared("    user_weekdays_from: gyn\n")) == ["12:25:unknown_reference"])
    #expect(Self.lint(Self.shared("    user_weekdays_from: plain\n")) == ["12:25:schedule_kind"])
    #expect(Self.lint(Self.shared("    only_on: [monday]\n    user_weekdays_from: gym\n")) == ["13:25:schedule_kind"])
    #expect(Self.lint(Self.shared("    user_weekdays_from: nudge\n")) == ["12:25:schedule_kind"])
    let loop = Self.shared(
      "    user_weekdays_from: echo\n  - id: echo\n    time: \"13:00\"\n    user_weekdays_from: nudge\n")
    #expect(Self.lint(loop) == ["12:25:schedule_kind"])
    // A chain through a second slot is fine, and the planner gets the reference.
    let chain = Self.shared(
      "    user_weekdays_from: gym\n  - id: echo\n    time: \"13:00\"\n    user_weekdays_from: nudge\n")
    #expect(Self.lint(chain) == [])
    let data = try #require(Self.plannerData(try Self.spec("platforms:\n  ios:\n    window_days: 2\n" + chain)))
    #expect(data.items.map(\.userWeekdaysFrom) == [nil, nil, "gym", "nudge"])
    #expect(data.items[2].weekdays == nil && data.defaultSettings[2].weekdays == nil)
  }

  @Test func quietHoursTheUserMaySwitchOff() throws {
    let yaml =
      "platforms:\n  ios:\n    window_days: 2\nslots:\n  - id: s\n    time: \"12:00\"\n"
      + "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n    user_can_disable: true\n"
    #expect(Self.lint(yaml) == [])
    let data = try #require(Self.plannerData(try Self.spec(yaml)))
    #expect(data.limits.quietHours?.userCanDisable == true)
    let fixed = yaml.replacingOccurrences(of: "    user_can_disable: true\n", with: "")
    #expect(try #require(Self.plannerData(try Self.spec(fixed))).limits.quietHours?.userCanDisable == false)
    // The switch changes no count.
    #expect(
      try #require(Budget.report(for: try Self.spec(yaml), platform: .ios)).total
        == (try #require(Budget.report(for: try Self.spec(fixed), platform: .ios))).total)
  }

  static func plannerData(_ spec: Spec) -> PlannerData? {
    for decl in CodeModel.planner(spec, Budget.report(for: spec)) { if case .planner(let data) = decl { return data } }
    return nil
  }
}
