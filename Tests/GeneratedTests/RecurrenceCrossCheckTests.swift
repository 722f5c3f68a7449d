import Foundation
import SpeccRuntime
import Testing

/// The planner's recurrences against python-dateutil's rrule (an independent RFC 5545
/// implementation): `scripts/check-recurrence.sh` writes the dates dateutil gives for monthly
/// (BYMONTHDAY with skip and lastDay), nth-weekday, yearly and weekday-filtered rules over twelve
/// years into a file and runs this test with `SPECC_RECURRENCE_DATES=<file>`; without it the test
/// is skipped, not passed.
@Suite struct RecurrenceCrossCheckTests {
  typealias S = Scheduling

  static let file = ProcessInfo.processInfo.environment["SPECC_RECURRENCE_DATES"]

  static func localDate(_ text: String) -> S.LocalDate? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return parts.count == 3 ? S.LocalDate(year: parts[0], month: parts[1], day: parts[2]) : nil
  }

  static func days(_ o: [String: Any]) -> S.Days? {
    let missing: S.MissingDay = o["missing"] as? String == "skip" ? .skip : .lastDay
    switch o["kind"] as? String {
    case "everyDay": return .everyDay
    case "monthly": return (o["day"] as? Int).map { .monthly(day: $0, missing: missing) }
    case "monthlyNth":
      guard let ordinal = o["ordinal"] as? Int, let weekday = o["weekday"] as? Int else { return nil }
      return .monthlyNth(ordinal: ordinal, weekday: weekday)
    case "yearly":
      guard let month = o["month"] as? Int, let day = o["day"] as? Int else { return nil }
      return .yearly(month: month, day: day, missing: missing)
    default: return nil
    }
  }

  /// The dates the planner plans a 09:00 item with `days` and `weekdays` on, from `from` to `until`.
  static func plannedDates(_ days: S.Days, _ weekdays: Set<Int>?, from: S.LocalDate, until: S.LocalDate) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard let start = S.instant(from, S.LocalTime(hour: 0, minute: 0), in: calendar),
      let end = S.instant(until, S.LocalTime(hour: 0, minute: 0), in: calendar)
    else { return [] }
    let windowDays = Int(end.timeIntervalSince(start) / 86_400) + 1
    let item = S.Item(id: "rule", when: .at(S.LocalTime(hour: 9, minute: 0)), weekdays: weekdays, days: days)
    let plan = S.plan(
      items: [item], configuration: S.Configuration(windowDays: windowDays, cap: nil),
      input: S.Input(
        now: start, calendar: calendar, settings: S.Settings(items: ["rule": S.Settings.ItemSettings()]),
        render: { _ in TemplateRendering.RenderedNotification(title: "t", body: "b") }))
    return plan.notifications.map { $0.occurrence.date.description }
  }

  @Test(.enabled(if: file != nil, "set SPECC_RECURRENCE_DATES (scripts/check-recurrence.sh does)"))
  func theRecurrencesAreDateutils() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: try #require(Self.file)))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let from = try #require(Self.localDate(json["from"] as? String ?? ""))
    let until = try #require(Self.localDate(json["until"] as? String ?? ""))
    let rules = json["rules"] as? [[String: Any]] ?? []
    #expect(rules.count >= 20, "the dateutil file lost its rules")
    var dates = 0
    for rule in rules {
      let name = rule["name"] as? String ?? "?"
      let days = try #require(Self.days(rule["days"] as? [String: Any] ?? [:]), "\(name): unknown days")
      let weekdays = (rule["weekdays"] as? [Int]).map(Set.init)
      let expected = rule["dates"] as? [String] ?? []
      let planned = Self.plannedDates(days, weekdays, from: from, until: until)
      dates += planned.count
      if planned != expected {
        let missing = expected.filter { !planned.contains($0) }.prefix(5)
        let extra = planned.filter { !expected.contains($0) }.prefix(5)
        Issue.record(
          "\(name) (\(rule["rrule"] as? String ?? "")): dateutil \(expected.count) dates, the planner \(planned.count); only dateutil: \(Array(missing)), only the planner: \(Array(extra))"
        )
      }
    }
    print(
      "recurrence cross-check: \(rules.count) rules, \(dates) dates, \(from) … \(until), as python-dateutil gives them")
  }

  static let rulesFile = ProcessInfo.processInfo.environment["SPECC_RECURRENCE_RULES"]

  /// Random rules (scripts/random-rrules.py): `Recurrence.dates` gives exactly dateutil's dates
  /// for each, from DTSTART through the line's last date, at most its limit.
  @Test(.enabled(if: rulesFile != nil, "set SPECC_RECURRENCE_RULES (scripts/check-recurrence.sh does)"))
  func randomRulesAreDateutils() throws {
    let text = try String(contentsOfFile: try #require(Self.rulesFile), encoding: .utf8)
    let (rules, dates, failures) = Self.compare(text, oracle: "dateutil")
    #expect(rules >= 10_000, "fewer than 10,000 rules")
    #expect(failures == 0, "\(failures) of \(rules) rules differ")
    print("random rules (Swift): \(rules) rules, \(dates) dates, \(failures) differ")
  }

  /// Tests/Vectors/recurrence-docs.tsv: rules dateutil has no word for (RFC 7529's `SKIP`), their
  /// dates written by hand from docs/scheduling.md's reading; Kotlin and TypeScript are held to the
  /// same lines (scripts/check-recurrence.sh).
  @Test func theDocsCasesGiveTheDatesTheDocsSay() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Vectors/recurrence-docs.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    let (rules, _, failures) = Self.compare(text, oracle: "the docs")
    #expect(rules >= 3)
    #expect(failures == 0, "\(failures) of \(rules) rules differ")
  }

  /// Lines of `RRULE, DTSTART, THROUGH, LIMIT, dates` (tab-separated; `#` lines are comments):
  /// how many rules and dates were read, and how many rules gave other dates than the line's.
  static func compare(_ text: String, oracle: String) -> (rules: Int, dates: Int, failures: Int) {
    var rules = 0
    var dates = 0
    var failures = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5, let start = Self.localDate(fields[1]), let through = Self.localDate(fields[2]),
        let limit = Int(fields[3])
      else {
        Issue.record("malformed line: \(line)")
        continue
      }
      rules += 1
      guard let rule = Recurrence.Rule(rrule: fields[0]) else {
        Issue.record("\(fields[0]): not read")
        continue
      }
      let expected = fields[4].isEmpty ? [] : fields[4].split(separator: ",").map(String.init)
      let got = Recurrence.dates(rule, start: start, from: start, through: through, limit: limit).map(\.description)
      dates += got.count
      if got != expected {
        failures += 1
        if failures <= 20 {
          Issue.record(
            "\(fields[0]) DTSTART \(fields[1]) through \(fields[2]): \(oracle) \(expected.prefix(8)), Swift \(got.prefix(8))"
          )
        }
      }
    }
    return (rules, dates, failures)
  }

}
