import Foundation
import SpeccGenerated
import SpeccRuntime
import Testing

/// The planners generated from Specs/ reproduce the seeds' scheduling facts, and every plan
/// keeps the planner's promises over random settings, dates and time zones.
@Suite struct PlannerTests {
  typealias S = Scheduling

  static func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
    return calendar
  }

  static func instant(_ zone: String, _ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date {
    S.instant(S.LocalDate(year: y, month: m, day: d), S.LocalTime(hour: h, minute: min), in: calendar(zone))
      ?? Date(timeIntervalSince1970: 0)
  }

  /// Prayer times the app would compute; fixed for the tests.
  static let prayerTimes: [String: S.LocalTime] = [
    "fajr": .init(hour: 5, minute: 10), "sunrise": .init(hour: 6, minute: 30), "dhuhr": .init(hour: 12, minute: 15),
    "asr": .init(hour: 15, minute: 40), "maghrib": .init(hour: 18, minute: 5), "isha": .init(hour: 19, minute: 30),
    "last_third": .init(hour: 2, minute: 50), "suhoor": .init(hour: 4, minute: 30), "duha": .init(hour: 9, minute: 0),
    "istijaba": .init(hour: 17, minute: 30),
  ]

  static let text: @Sendable (S.Occurrence) -> TemplateRendering.RenderedNotification? = {
    TemplateRendering.RenderedNotification(title: $0.itemID, body: "\($0.kind)")
  }

  // MARK: - The seeds' facts

  @Test func prayerAppSchedulesSevenDaysOnIOSAndTwoPlusAMidnightTriggerOnAndroid() {
    // Seed 001: iOS 7 days × 5 = 35 pending; Android 2 × 5 = 10 plus the midnight trigger = 11.
    let now = Self.instant("UTC", 2026, 3, 2, 0, 1)
    let provided: @Sendable (String, S.LocalDate) -> S.LocalTime? = { id, _ in Self.prayerTimes[id] }
    let ios = PrayerTimes.Planner.plan(
      PrayerTimes.Planner.iOS, now: now, calendar: Self.calendar("UTC"), providedTime: provided,
      render: { Self.text($0.occurrence) })
    #expect(ios.notifications.count == 35)
    #expect(ios.leftOut.isEmpty)
    let android = PrayerTimes.Planner.plan(
      PrayerTimes.Planner.android, now: now, calendar: Self.calendar("UTC"), providedTime: provided,
      render: { Self.text($0.occurrence) })
    #expect(android.notifications.count == 11)
    #expect(
      android.notifications.filter { $0.occurrence.kind == .trigger }.map(\.id) == [
        "specc.prayer_times.midnight_reschedule.trigger.2026-03-03"
      ])
    // The midnight trigger is also when Android must plan again.
    #expect(android.refreshDate <= Self.instant("UTC", 2026, 3, 3, 0, 0))
  }

  @Test func athanWithEveryReminderStaysUnderSixty() {
    // Seed 000: 2 days × 20 = 40 at worst, under 64 − 4 = 60. Thursday and Friday (Istijaba).
    var settings = Athan.Planner.defaultSettings
    for prayer in Athan.Prayer.allCases { settings[prayer].reminderOffset = 10 }
    #expect(settings[.istijaba].isOn && settings[.istijaba].reminderOffset == 10)
    let now = Self.instant("Asia/Tehran", 2026, 3, 5, 0, 0)
    let plan = Athan.Planner.plan(
      Athan.Planner.iOS, now: now, calendar: Self.calendar("Asia/Tehran"), settings: settings,
      providedTime: { id, _ in Self.prayerTimes[id] }, render: { Self.text($0.occurrence) })
    #expect(plan.notifications.count == 9 * 2 + 10 * 2)
    #expect(plan.notifications.count <= Athan.Platforms.iOS.Budget.worstCasePending)
    #expect(Athan.Platforms.iOS.Budget.worstCasePending == 40 && Athan.Platforms.iOS.Budget.available == 60)
    // Refreshed every 12 hours (NOTIFICATION_REFRESH_HOURS).
    #expect(plan.refreshDate == now.addingTimeInterval(12 * 3_600))
  }

  static func dailyMessage(_ zone: String, now: Date) -> S.Plan {
    TimeSafari.Planner.plan(
      TimeSafari.Planner.iOS, now: now, calendar: calendar(zone),
      render: { _ in TimeSafari.Template.renderDailyMessage(headline: "h", summary: "s", date: nil, time: nil) })
  }

  @Test func slotsAreIdempotentAndAZoneChangeReArmsWhatMoved() {
    // Seed 004 §14: slots 08:00, 12:00, 18:00; re-arming is idempotent; a time-zone change re-arms.
    let now = Self.instant("America/New_York", 2026, 6, 1, 7, 0)
    let plan = Self.dailyMessage("America/New_York", now: now)
    #expect(
      plan.notifications.map(\.id).prefix(3) == [
        "specc.timesafari.0800.at.2026-06-01", "specc.timesafari.1200.at.2026-06-01",
        "specc.timesafari.1800.at.2026-06-01",
      ])
    #expect(plan.notifications.count == 6)
    let pending = plan.notifications.map { S.PendingRequest(id: $0.id, fireDate: $0.fireDate) }
    let again = S.reconcile(pending: pending, plan: Self.dailyMessage("America/New_York", now: now))
    #expect(again.cancel.isEmpty && again.add.isEmpty)
    // With ids alone a stale id is cancelled and a missing one added; a moved date is not seen.
    let byID = S.reconcile(
      pending: ["specc.timesafari.0800.at.2026-05-31"] + plan.notifications.dropFirst().map(\.id), plan: plan)
    #expect(
      byID.cancel == ["specc.timesafari.0800.at.2026-05-31"]
        && byID.add.map(\.id) == ["specc.timesafari.0800.at.2026-06-01"])
    // Same instant, now in London: every occurrence's instant moved, so each is re-armed.
    let london = Self.dailyMessage("Europe/London", now: now)
    let moved = S.reconcile(pending: pending, plan: london)
    #expect(Set(moved.add.map(\.id)) == Set(london.notifications.map(\.id)))
    #expect(
      moved.cancel.count == pending.count - london.notifications.filter { !pending.map(\.id).contains($0.id) }.count)
  }

  @Test func theCapKeepsTheSoonestAndSaysWhatItLeftOut() {
    let now = Self.instant("UTC", 2026, 6, 1, 7, 0)
    let small = S.Configuration(windowDays: 2, cap: 5, reserve: 1)
    let plan = TimeSafari.Planner.plan(
      small, now: now, calendar: Self.calendar("UTC"), render: { Self.text($0.occurrence) })
    #expect(plan.notifications.count == 4)
    #expect(plan.leftOut.map(\.id) == ["specc.timesafari.1200.at.2026-06-02", "specc.timesafari.1800.at.2026-06-02"])
    #expect(plan.refreshDate == plan.leftOut.first?.fireDate)
  }

  @Test func aPassedTimeRollsToTomorrowAndWallClockSurvivesDST() {
    // Seed 003: past today → tomorrow. New York springs forward on 2026-03-08.
    let zone = "America/New_York"
    let now = Self.instant(zone, 2026, 3, 7, 9, 0)
    let plan = Self.dailyMessage(zone, now: now)
    #expect(plan.notifications.first?.id == "specc.timesafari.1200.at.2026-03-07")
    let mornings = plan.notifications.filter { $0.occurrence.itemID == "0800" }
    #expect(mornings.map(\.id) == ["specc.timesafari.0800.at.2026-03-08"])
    let calendar = Self.calendar(zone)
    for note in plan.notifications {
      let parts = calendar.dateComponents([.hour, .minute], from: note.fireDate)
      #expect(parts.hour == note.occurrence.time.hour && parts.minute == note.occurrence.time.minute)
    }
    // 08:00 to 08:00 across the change is 23 hours, not 24.
    let noonSaturday = plan.notifications.first { $0.id == "specc.timesafari.1200.at.2026-03-07" }?.fireDate
    let noonSunday = plan.notifications.first { $0.id == "specc.timesafari.1200.at.2026-03-08" }?.fireDate
    if let noonSaturday, let noonSunday { #expect(noonSunday.timeIntervalSince(noonSaturday) == 23 * 3_600) }
  }

  @Test func gapsMoveLaterOverlapsFireFirstSkippedDaysAreSkipped() {
    let newYork = Self.calendar("America/New_York")
    // 02:30 does not exist on 2026-03-08: it fires at 03:30.
    let gap = S.instant(S.LocalDate(year: 2026, month: 3, day: 8), S.LocalTime(hour: 2, minute: 30), in: newYork)
    #expect(
      gap.map { newYork.dateComponents([.hour, .minute], from: $0) }.map { ($0.hour, $0.minute) } ?? (0, 0) == (3, 30))
    // 01:30 happens twice on 2026-11-01: the first, still daylight time (UTC−4).
    let overlap = S.instant(S.LocalDate(year: 2026, month: 11, day: 1), S.LocalTime(hour: 1, minute: 30), in: newYork)
    #expect(overlap == Self.instant("UTC", 2026, 11, 1, 5, 30))
    // Samoa skipped 2011-12-30 entirely.
    let apia = Self.calendar("Pacific/Apia")
    #expect(S.instant(S.LocalDate(year: 2011, month: 12, day: 30), S.LocalTime(hour: 8, minute: 0), in: apia) == nil)
    #expect(S.instant(S.LocalDate(year: 2011, month: 12, day: 31), S.LocalTime(hour: 8, minute: 0), in: apia) != nil)
  }

  @Test(arguments: [
    Calendar.Identifier.persian, .buddhist, .japanese, .islamicUmmAlQura, .islamic, .islamicCivil, .hebrew, .indian,
    .chinese,
  ])
  func theUsersCalendarSystemDoesNotChangeThePlan(identifier: Calendar.Identifier) {
    // Dates and weekdays are Gregorian in the calendar's time zone, whatever calendar the user
    // reads (a Persian calendar's year is 1405, its months are not March).
    for zone in ["Asia/Tehran", "America/New_York"] {
      var other = Calendar(identifier: identifier)
      other.timeZone = TimeZone(identifier: zone) ?? other.timeZone
      let now = Self.instant(zone, 2026, 3, 7, 9, 0)
      let gregorian = Self.calendar(zone)
      #expect(S.localDate(of: now, in: other) == S.LocalDate(year: 2026, month: 3, day: 7))
      let friday = S.Item(id: "friday", when: .at(.init(hour: 12, minute: 0)), weekdays: [6])
      let daily = S.Item(
        id: "daily", when: .at(.init(hour: 2, minute: 30)), from: .init(year: 2026, month: 3, day: 8),
        reminderOffsets: [10])
      // Issue 20's kinds: month ends, nth weekdays, a yearly date, repeats, a user item, pause.
      let bill = S.Item(
        id: "bill", when: .at(.init(hour: 9, minute: 0)), days: .monthly(day: 31, missing: .lastDay))
      let lastFriday = S.Item(
        id: "last_friday", when: .at(.init(hour: 17, minute: 0)), days: .monthlyNth(ordinal: -1, weekday: 6))
      let yearly = S.Item(
        id: "yearly", when: .at(.init(hour: 8, minute: 0)), days: .yearly(month: 3, day: 21, missing: .skip))
      let every = S.Item(
        id: "every", when: .every(minutes: 90, from: .init(hour: 9, minute: 0), to: .init(hour: 21, minute: 0)),
        weekdays: [2, 3, 4, 5, 6], maxReminders: 2)
      let event = S.Item(
        id: "event", when: .at(.init(hour: 9, minute: 0)), reminderOffsets: [1_440, 60, 15], maxReminders: 3,
        maxCount: 1)
      let dentist = S.UserItem(
        kind: "event", id: "dentist", when: .at(.init(hour: 10, minute: 0)),
        days: .dates([.init(year: 2026, month: 4, day: 1)]), settings: .init(reminderOffsets: [1_440, 60, 15]))
      let configuration = S.Configuration(
        windowDays: 40, cap: nil, reserve: 4, refreshHours: nil, triggers: [.init(id: "midnight", per: .window)])
      func plan(_ calendar: Calendar) -> S.Plan {
        let settings = S.Settings(
          items: [
            "friday": .init(), "daily": .init(reminderOffset: 10), "bill": .init(), "last_friday": .init(),
            "yearly": .init(), "every": .init(pausedUntil: S.startOfNextDay(after: now, in: calendar)),
          ])
        return S.plan(
          items: [friday, daily, bill, lastFriday, yearly, every, event], configuration: configuration,
          limits: S.Limits(
            maxPerDay: 14, quietHours: .init(from: .init(hour: 23, minute: 0), to: .init(hour: 1, minute: 0))),
          input: S.Input(now: now, calendar: calendar, settings: settings, userItems: [dentist], render: Self.text))
      }
      let expected = plan(gregorian)
      #expect(plan(other) == expected, "\(identifier) in \(zone)")
      #expect(S.startOfNextDay(after: now, in: other) == Self.instant(zone, 2026, 3, 8, 0, 0))
      let ids = Set(expected.notifications.map(\.id))
      for id in [
        "friday.at.2026-03-13", "daily.reminder.2026-03-08.10", "bill.at.2026-03-31", "last_friday.at.2026-03-27",
        "yearly.at.2026-03-21", "every.at.2026-03-09.1030", "event.dentist.reminder.2026-04-01.1440",
      ] {
        let planned = ids.contains(id)
        #expect(planned, "\(id) in \(zone)")
      }
      // Paused for the rest of the 7th (a Saturday anyway) and the 8th is a Sunday: none before the 9th.
      #expect(!ids.contains { $0.hasPrefix("every.at.2026-03-0") && !$0.hasPrefix("every.at.2026-03-09") })
    }
  }

  /// Item 9: the app must never re-plan in a loop, so a refresh date is after now whatever the
  /// window, the refresh interval, a skipped day or a left-out notification one second away.
  @Test func theRefreshDateIsAlwaysAfterNow() {
    let noon = S.Item(id: "noon", when: .at(.init(hour: 12, minute: 0)))
    let settings = S.Settings(items: ["noon": .init()])
    for zone in ["UTC", "Pacific/Apia", "America/New_York", "Asia/Tehran"] {
      let calendar = Self.calendar(zone)
      for now in [
        Self.instant(zone, 2011, 12, 29, 23, 59), Self.instant(zone, 2026, 3, 8, 12, 0),
        Self.instant(zone, 2026, 3, 8, 12, 0).addingTimeInterval(-1), Self.instant(zone, 2026, 3, 7, 23, 59),
      ] {
        for (window, cap, hours) in [(0, 64, nil), (1, 64, 0), (1, 0, nil), (2, 0, 0), (1, nil, 24), (3, 1, -5)] {
          let plan = S.plan(
            items: [noon], configuration: S.Configuration(windowDays: window, cap: cap, refreshHours: hours),
            input: S.Input(now: now, calendar: calendar, settings: settings, render: Self.text))
          #expect(plan.refreshDate > now, "\(zone) \(now) window \(window) cap \(cap.map(String.init) ?? "-")")
        }
      }
    }
  }

  /// Pausing for the rest of today: nothing until the next local midnight, then as before.
  @Test func pauseForTheRestOfTodayAndUntilADate() {
    let calendar = Self.calendar("America/New_York")
    let now = Self.instant("America/New_York", 2026, 3, 7, 9, 0)
    let items = [
      S.Item(id: "a", when: .at(.init(hour: 20, minute: 0)), reminderOffsets: [60]),
      S.Item(id: "b", when: .at(.init(hour: 0, minute: 30))),
    ]
    let until = S.startOfNextDay(after: now, in: calendar)
    #expect(until == Self.instant("America/New_York", 2026, 3, 8, 0, 0))
    func ids(_ settings: S.Settings) -> [String] {
      S.plan(
        items: items, configuration: S.Configuration(windowDays: 2, cap: nil),
        input: S.Input(now: now, calendar: calendar, settings: settings, render: Self.text)
      ).notifications.map(\.id)
    }
    #expect(
      ids(S.Settings(items: ["a": .init(reminderOffset: 60), "b": .init()], pausedUntil: until)) == [
        "b.at.2026-03-08", "a.reminder.2026-03-08.60", "a.at.2026-03-08",
      ])
    // The item's own pause ends at 19:30 on the 8th: its reminder at 19:00 is absent, b is not paused.
    let itemPause = Self.instant("America/New_York", 2026, 3, 8, 19, 30)
    #expect(
      ids(S.Settings(items: ["a": .init(reminderOffset: 60, pausedUntil: itemPause), "b": .init()])) == [
        "b.at.2026-03-08", "a.at.2026-03-08",
      ])
  }

  // MARK: - Properties

  /// SplitMix64: seeded, so a failure names the case that reproduces it.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    /// True in `percent` of the draws.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    mutating func pick<T>(_ list: [T]) -> T { list[int(0...(list.count - 1))] }
  }

  static let zones = [
    "America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Tehran", "Pacific/Apia", "UTC",
  ]

  @Test(arguments: 0..<60)
  func everyPlanKeepsThePlannersPromises(seed: Int) {
    var random = Random(state: UInt64(seed) &* 7_919)
    let zone = Self.zones[seed % Self.zones.count]
    let calendar = Self.calendar(zone)
    // Days around DST changes and Samoa's skipped day, at random times.
    let days: [(Int, Int, Int)] = [
      (2026, 3, 8), (2026, 11, 1), (2026, 4, 5), (2026, 10, 4), (2011, 12, 29), (2026, 6, 15),
    ]
    let day = days[random.int(0...(days.count - 1))]
    let now = Self.instant(zone, day.0, day.1, day.2, random.int(0...23), random.int(0...59))
    var settings = Athan.Planner.defaultSettings
    for id in settings.items.keys {
      settings.items[id]?.isOn = random.int(0...3) > 0
      settings.items[id]?.reminderOffset = random.int(0...1) == 0 ? nil : [5, 10, 30][random.int(0...2)]
    }
    let times = Self.prayerTimes.mapValues { S.LocalTime(hour: ($0.hour + seed) % 24, minute: $0.minute) }
    let window = random.int(1...9)
    let configuration = S.Configuration(windowDays: window, cap: 64, reserve: random.int(0...40), refreshHours: 12)
    func run() -> S.Plan {
      Athan.Planner.plan(
        configuration, now: now, calendar: calendar, settings: settings, providedTime: { id, _ in times[id] },
        render: { Self.text($0.occurrence) })
    }
    let plan = run()
    let notes = plan.notifications
    #expect(notes.count <= configuration.limit)
    #expect(zip(notes, notes.dropFirst()).allSatisfy { $0.fireDate <= $1.fireDate })
    #expect(Set(notes.map(\.id)).count == notes.count)
    #expect(run() == plan)
    let again = S.reconcile(pending: notes.map { S.PendingRequest(id: $0.id, fireDate: $0.fireDate) }, plan: plan)
    #expect(again.cancel.isEmpty && again.add.isEmpty)
    let today = S.localDate(of: now, in: calendar)
    for note in notes {
      #expect(note.fireDate > now)
      #expect(note.occurrence.date >= today)
      // The at-time notification fires at its wall-clock time, unless that time did not exist.
      guard note.occurrence.kind == .atTime else { continue }
      let parts = calendar.dateComponents([.hour, .minute], from: note.fireDate)
      let exact = parts.hour == note.occurrence.time.hour && parts.minute == note.occurrence.time.minute
      let local = S.localDate(of: note.fireDate, in: calendar)
      #expect(exact || local == note.occurrence.date, "\(note.id) moved to another day in \(zone)")
    }
    if let last = notes.last { #expect(last.fireDate < now.addingTimeInterval(TimeInterval((window + 1) * 86_400))) }
  }
}
