import Foundation
import SpeccRuntime
import Testing

/// The recurrence model's own meaning (RFC 5545 text, RFC 7529 SKIP, cycles, every N days after a
/// date, random times) and the random-times vectors the Kotlin and TypeScript runtimes must give
/// (`Tests/Vectors/random-times.tsv`, recorded with `SPECC_RECORD=1`; scripts/check-recurrence.sh
/// runs them on the JVM and node).
@Suite struct RecurrenceTests {
  typealias R = Recurrence
  typealias D = Scheduling.LocalDate
  typealias T = Scheduling.LocalTime

  static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Vectors/random-times.tsv").standardized

  @Test func rruleTextRoundTrips() throws {
    let text = "FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,7;BYMONTHDAY=31;BYDAY=-1FR,2TU;BYSETPOS=1;COUNT=5;SKIP=BACKWARD"
    let rule = try #require(R.Rule(rrule: "RRULE:" + text))
    #expect(rule.rrule == text)
    #expect(rule.byDay == [R.WeekdayRule(ordinal: -1, weekday: 6), R.WeekdayRule(ordinal: 2, weekday: 3)])
    #expect(R.Rule(rrule: "FREQ=YEARLY;UNTIL=20261231T090000Z")?.until == D(year: 2026, month: 12, day: 31))
    for bad in [
      "FREQ=HOURLY", "FREQ=DAILY;BYMONTH=13", "FREQ=DAILY;BYMONTHDAY=0", "FREQ=DAILY;COUNT=2;UNTIL=20260101",
      "FREQ=WEEKLY;BYDAY=0MO", "FREQ=WEEKLY;BYDAY=XX", "FREQ=DAILY;BYWEEKNO=1", "INTERVAL=2", "FREQ=DAILY;INTERVAL=0",
      "FREQ=DAILY;WKST=SU",
    ] {
      #expect(R.Rule(rrule: bad) == nil, "\(bad) read")
    }
  }

  @Test func skipMovesADayTheMonthLacks() {
    let start = D(year: 2026, month: 1, day: 1)
    let through = D(year: 2026, month: 5, day: 31)
    func days(_ skip: R.Skip) -> [String] {
      R.dates(R.Rule(frequency: .monthly, byMonthDay: [31], skip: skip), start: start, from: start, through: through)
        .map(\.description)
    }
    #expect(days(.omit) == ["2026-01-31", "2026-03-31", "2026-05-31"])
    #expect(days(.backward) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"])
    #expect(days(.forward) == ["2026-01-31", "2026-03-01", "2026-03-31", "2026-05-01", "2026-05-31"])
    // The planner's `monthly(day: 31, missing: .lastDay)` is that rule with SKIP=BACKWARD.
    #expect(
      Scheduling.rule(for: .monthly(day: 31, missing: .lastDay))?.rrule == "FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD")
    #expect(Scheduling.rule(for: .monthly(day: 32, missing: .lastDay)) == nil)
  }

  @Test func cyclesAndEveryNDays() {
    let anchor = D(year: 2026, month: 3, day: 1)
    let on = (0..<12).map { R.cycleOccurs(on: 4, off: 4, anchor: anchor, date: Scheduling.adding($0, to: anchor)) }
    #expect(on == [true, true, true, true, false, false, false, false, true, true, true, true])
    #expect(!R.cycleOccurs(on: 4, off: 4, anchor: anchor, date: D(year: 2026, month: 2, day: 28)))
    #expect(!R.cycleOccurs(on: 0, off: 4, anchor: anchor, date: anchor))
    let every = (0..<8).map { R.everyDaysOccurs(3, after: anchor, date: Scheduling.adding($0, to: anchor)) }
    #expect(every == [false, false, false, true, false, false, true, false])
  }

  /// The cases of the shared vectors: keys with non-ASCII text, windows across the day, gaps that
  /// fit and gaps that do not (then as many as fit), a zero gap and an empty window.
  static func cases() -> [(String, D, Int, T, T, Int)] {
    var result: [(String, D, Int, T, T, Int)] = []
    let keys = ["walk", "stretch.break", "médication ☀", "kind.user-42", ""]
    let windows = [
      (T(hour: 9, minute: 0), T(hour: 21, minute: 0)), (T(hour: 0, minute: 0), T(hour: 23, minute: 59)),
      (T(hour: 12, minute: 0), T(hour: 12, minute: 30)), (T(hour: 8, minute: 0), T(hour: 8, minute: 0)),
    ]
    var day = 0
    for key in keys {
      for (from, to) in windows {
        for (count, gap) in [(1, 0), (3, 60), (5, 90), (4, 0), (10, 15), (20, 45)] {
          day += 37
          result.append((key, Scheduling.adding(day, to: D(year: 2024, month: 1, day: 1)), count, from, to, gap))
        }
      }
    }
    return result
  }

  static func line(_ c: (String, D, Int, T, T, Int)) -> String {
    func hhmm(_ t: T) -> String { (t.hour < 10 ? "0" : "") + "\(t.hour):" + (t.minute < 10 ? "0" : "") + "\(t.minute)" }
    let times = R.randomTimes(key: c.0, date: c.1, count: c.2, from: c.3, to: c.4, gap: c.5)
    return [
      c.0, c.1.description, String(c.2), hhmm(c.3), hhmm(c.4), String(c.5), times.map(hhmm).joined(separator: ","),
    ]
    .joined(separator: "\t")
  }

  @Test func randomTimesVectors() throws {
    let text =
      "# key\tdate\tcount\tfrom\tto\tgap\ttimes (Recurrence.randomTimes; SPECC_RECORD=1 swift test --filter RecurrenceTests)\n"
      + Self.cases().map(Self.line).joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["SPECC_RECORD"] == "1" {
      try text.write(to: Self.vectors, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: Self.vectors, encoding: .utf8) == text, "random-times.tsv is stale")
    // FNV-1a and SplitMix64 against their published values.
    #expect(R.hash64("") == 0xcbf2_9ce4_8422_2325)
    #expect(R.hash64("a") == 0xaf63_dc4c_8601_ec8c)
    var generator = R.SplitMix64(seed: 1_234_567)
    #expect(generator.next() == 6_457_827_717_110_365_317)
    #expect(generator.next() == 3_203_168_211_198_807_973)
  }

  /// Draws spread over the window and keep the gap: 4,000 days of 3 times from 09:00 to 21:00 at
  /// least 45 minutes apart; every hour of the window gets between half and twice its share.
  @Test func randomTimesSpreadAndKeepTheGap() {
    let from = T(hour: 9, minute: 0)
    let to = T(hour: 21, minute: 0)
    var hours = [Int](repeating: 0, count: 12)
    var total = 0
    var distinctDays = Set<[Int]>()
    for day in 0..<4_000 {
      let date = Scheduling.adding(day, to: D(year: 2025, month: 1, day: 1))
      let times = R.randomTimes(key: "walk", date: date, count: 3, from: from, to: to, gap: 45)
      #expect(times.count == 3)
      #expect(times == R.randomTimes(key: "walk", date: date, count: 3, from: from, to: to, gap: 45))
      for (a, b) in zip(times, times.dropFirst()) where b.minutes - a.minutes < 45 {
        Issue.record("\(date): \(a) and \(b) closer than 45 minutes")
      }
      for time in times {
        #expect(time >= from && time <= to)
        hours[min(11, (time.minutes - from.minutes) / 60)] += 1
        total += 1
      }
      distinctDays.insert(times.map { $0.minutes })
    }
    let share = Double(total) / 12
    for (hour, count) in hours.enumerated() {
      #expect(Double(count) > share / 2 && Double(count) < share * 2, "hour \(hour + 9): \(count) of \(total)")
    }
    #expect(distinctDays.count > 3_900, "the days repeat their times")
    // A window too short for the gap holds as many as fit; an inverted one none.
    #expect(
      R.randomTimes(
        key: "k", date: D(year: 2026, month: 1, day: 1), count: 5, from: from, to: T(hour: 10, minute: 0), gap: 30
      ).count == 3)
    #expect(
      R.randomTimes(key: "k", date: D(year: 2026, month: 1, day: 1), count: 5, from: to, to: from, gap: 0).isEmpty)
  }
}
