import Foundation

/// One recurrence model under every schedule: an RFC 5545 subset (`FREQ`, `INTERVAL`, `BYDAY`
/// with ordinals, `BYMONTHDAY` including negative days, `BYMONTH`, `BYSETPOS`, `COUNT`, `UNTIL`,
/// `DTSTART`) with RFC 7529's `SKIP`, and the patterns RFC 5545 has no word for (cycles of days on
/// and off, every N days after a date the app supplies, random times in a window). Dates are
/// proleptic Gregorian wall-clock dates (`Scheduling.LocalDate`), whatever the user's calendar.
///
/// The Kotlin (`Recurrence.kt`) and TypeScript (`specc-recurrence.ts`) runtimes port this file
/// with the same arithmetic; `scripts/check-recurrence.sh` holds all three to python-dateutil's
/// `rrule` on random rules, and `Tests/Vectors/random-times.json` holds their random times equal.
///
/// Meaning, where RFC 5545 leaves a choice:
/// - `DTSTART` (the anchor) is an occurrence only when it matches the rule, as python-dateutil
///   reads it (RFC 5545 counts it always); the parts the rule omits come from it (`MONTHLY` without
///   `BYMONTHDAY`/`BYDAY` is `BYMONTHDAY=<its day>`, `YEARLY` also `BYMONTH=<its month>`, `WEEKLY`
///   `BYDAY=<its weekday>`). Weeks start on Monday (`WKST=MO`).
/// - An ordinal on `BYDAY` counts within the month (`MONTHLY`, or `YEARLY` with `BYMONTH`) or the
///   year (`YEARLY` without `BYMONTH`); on a `DAILY` or `WEEKLY` rule it is the plain weekday (as
///   python-dateutil reads it; RFC 5545 forbids it).
/// - `SKIP` (RFC 7529) applies to a positive `BYMONTHDAY` the month lacks (day 31 in April):
///   `omit` drops it (RFC 5545), `backward` takes the month's last day, `forward` the first day of
///   the next month (which still belongs to the month's period for `BYSETPOS` and `COUNT`). The
///   moved date then passes `BYDAY`; dates that coincide count once. A negative day beyond the
///   month (−31 in April) is always omitted.
public enum Recurrence {
  public typealias LocalDate = Scheduling.LocalDate
  public typealias LocalTime = Scheduling.LocalTime

  /// `FREQ`.
  public enum Frequency: String, Sendable, Hashable, CaseIterable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  /// RFC 7529 `SKIP`: what a month lacking a `BYMONTHDAY` does.
  public enum Skip: String, Sendable, Hashable, CaseIterable {
    case omit = "OMIT"
    case backward = "BACKWARD"
    case forward = "FORWARD"
  }

  /// One `BYDAY` entry: a weekday (1 = Sunday … 7 = Saturday) and an ordinal (0: every such
  /// weekday; 1…53 from the start, −1…−53 from the end of the month or year).
  public struct WeekdayRule: Sendable, Hashable {
    public var ordinal: Int
    public var weekday: Int

    public init(ordinal: Int = 0, weekday: Int) {
      self.ordinal = ordinal
      self.weekday = weekday
    }
  }

  /// An RFC 5545 `RRULE` (the subset above) with RFC 7529's `SKIP`.
  public struct Rule: Sendable, Hashable {
    public var frequency: Frequency
    public var interval: Int
    public var byDay: [WeekdayRule]
    public var byMonthDay: [Int]
    public var byMonth: [Int]
    public var bySetPos: [Int]
    public var count: Int?
    public var until: LocalDate?
    public var skip: Skip

    public init(
      frequency: Frequency, interval: Int = 1, byDay: [WeekdayRule] = [], byMonthDay: [Int] = [],
      byMonth: [Int] = [], bySetPos: [Int] = [], count: Int? = nil, until: LocalDate? = nil, skip: Skip = .omit
    ) {
      self.frequency = frequency
      self.interval = interval
      self.byDay = byDay
      self.byMonthDay = byMonthDay
      self.byMonth = byMonth
      self.bySetPos = bySetPos
      self.count = count
      self.until = until
      self.skip = skip
    }

    /// The largest `INTERVAL` of each frequency: the periods between 0001-01-01 and 9999-12-31,
    /// the dates specc reads (3,652,058 days, 521,722 weeks, 119,987 months, 9,998 years). A
    /// larger interval could never fire a second time.
    public static func maxInterval(_ frequency: Frequency) -> Int {
      switch frequency {
      case .daily: 3_652_058
      case .weekly: 521_722
      case .monthly: 119_987
      case .yearly: 9_998
      }
    }

    /// The largest `COUNT`: one occurrence a day over 0001-01-01 … 9999-12-31.
    public static let maxCount = 3_652_059

    /// Whether every part is in its range (`INTERVAL` 1…`maxInterval`, `BYMONTH` 1…12,
    /// `BYMONTHDAY` ±1…31, `BYDAY` weekday 1…7 and ordinal ±1…53 or 0, `BYSETPOS` ±1…366,
    /// `COUNT` 1…`maxCount`, not both `COUNT` and `UNTIL`) and every list names each value once
    /// (so a rule has at most 12 months, 62 month days, 749 weekdays and 732 positions). An
    /// invalid rule has no occurrences.
    public var isValid: Bool {
      interval >= 1 && interval <= Self.maxInterval(frequency) && byMonth.allSatisfy { (1...12).contains($0) }
        && byMonthDay.allSatisfy { $0 != 0 && abs($0) <= 31 }
        && byDay.allSatisfy { (1...7).contains($0.weekday) && abs($0.ordinal) <= 53 }
        && bySetPos.allSatisfy { $0 != 0 && abs($0) <= 366 } && (count.map { $0 >= 1 && $0 <= Self.maxCount } ?? true)
        && (count == nil || until == nil) && Self.distinct(byMonth) && Self.distinct(byMonthDay)
        && Self.distinct(bySetPos) && Self.distinct(byDay)
    }

    static func distinct<T: Hashable>(_ values: [T]) -> Bool {
      values.count < 2 || Set(values).count == values.count
    }

    static let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// The rule read from RFC 5545 text (`FREQ=MONTHLY;BYDAY=-1FR`, `RRULE:` prefix allowed,
    /// `UNTIL` a date `20261231` or date-time `20261231T090000Z` read as its date, `WKST=MO`
    /// only); nil for another part, a part named twice (RFC 5545: each part once), a malformed
    /// value or an invalid rule.
    public init?(rrule text: String) {
      var body = Substring(text)
      if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
      var frequency: Frequency?
      var rule = Rule(frequency: .daily)
      func ints(_ value: Substring) -> [Int]? {
        let values = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        return values.contains(nil) ? nil : values.compactMap { $0 }
      }
      var seen = Set<String>()
      // Every part is NAME=VALUE: an empty part (`FREQ=DAILY;`, `;;`) makes the text invalid.
      for part in body.split(separator: ";", omittingEmptySubsequences: false) {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { return nil }
        let (name, value) = (pair[0].uppercased(), pair[1].uppercased()[...])
        guard seen.insert(name).inserted else { return nil }
        switch name {
        case "FREQ":
          guard let parsed = Frequency(rawValue: String(value)) else { return nil }
          frequency = parsed
        case "INTERVAL":
          guard let parsed = Int(value) else { return nil }
          rule.interval = parsed
        case "COUNT":
          guard let parsed = Int(value) else { return nil }
          rule.count = parsed
        case "UNTIL":
          let digits = value.prefix(8)
          guard digits.count == 8, digits.allSatisfy(\.isASCII), let number = Int(digits),
            value.count == 8 || value.dropFirst(8).first == "T"
          else { return nil }
          rule.until = LocalDate(year: number / 10_000, month: number / 100 % 100, day: number % 100)
        case "BYMONTH":
          guard let parsed = ints(value) else { return nil }
          rule.byMonth = parsed
        case "BYMONTHDAY":
          guard let parsed = ints(value) else { return nil }
          rule.byMonthDay = parsed
        case "BYSETPOS":
          guard let parsed = ints(value) else { return nil }
          rule.bySetPos = parsed
        case "BYDAY":
          var days: [WeekdayRule] = []
          for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard entry.count >= 2, let code = Self.codes.firstIndex(of: String(entry.suffix(2))) else { return nil }
            let prefix = entry.dropLast(2)
            guard let ordinal = prefix.isEmpty ? 0 : Int(prefix), !(prefix.isEmpty == false && ordinal == 0) else {
              return nil
            }
            days.append(WeekdayRule(ordinal: ordinal, weekday: code + 1))
          }
          rule.byDay = days
        case "SKIP":
          guard let parsed = Skip(rawValue: String(value)) else { return nil }
          rule.skip = parsed
        case "WKST":
          guard value == "MO" else { return nil }
        default:
          return nil
        }
      }
      guard let frequency else { return nil }
      rule.frequency = frequency
      guard rule.isValid else { return nil }
      self = rule
    }

    /// The rule as RFC 5545 text, parts in a fixed order (`SKIP` only when not `OMIT`).
    public var rrule: String {
      var parts = ["FREQ=\(frequency.rawValue)"]
      if interval != 1 { parts.append("INTERVAL=\(interval)") }
      if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
      if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
      if !byDay.isEmpty {
        let days = byDay.map { ($0.ordinal == 0 ? "" : String($0.ordinal)) + Self.codes[($0.weekday - 1) % 7] }
        parts.append("BYDAY=" + days.joined(separator: ","))
      }
      if !bySetPos.isEmpty { parts.append("BYSETPOS=" + bySetPos.map(String.init).joined(separator: ",")) }
      if let count { parts.append("COUNT=\(count)") }
      if let until { parts.append("UNTIL=" + until.description.replacingOccurrences(of: "-", with: "")) }
      if skip != .omit { parts.append("SKIP=\(skip.rawValue)") }
      return parts.joined(separator: ";")
    }
  }

  // MARK: - Expansion

  /// The occurrences of `rule` anchored at `start` (`DTSTART`) from `from` through `through`
  /// (inclusive), ascending, at most `limit`. `COUNT` counts from `start`, so a rule with a count
  /// is walked from its start; one without is walked from the period before `from`.
  public static func dates(
    _ rule: Rule, start: LocalDate, from: LocalDate, through: LocalDate, limit: Int = Int.max
  ) -> [LocalDate] {
    guard rule.isValid, limit > 0, from <= through else { return [] }
    let startDay = Scheduling.dayNumber(start)
    let fromDay = max(Scheduling.dayNumber(from), startDay)
    var lastDay = Scheduling.dayNumber(through)
    if let until = rule.until { lastDay = min(lastDay, Scheduling.dayNumber(until)) }
    guard fromDay <= lastDay else { return [] }
    let expanded = Expansion(rule: rule, start: start)
    let first = expanded.period(ofDay: startDay)
    var index = first
    if rule.count == nil {
      // The first period at or before the one holding `from` − 31 days, on the interval's grid.
      let near = expanded.period(ofDay: fromDay - 31)
      if near > first { index = first + (near - first) / rule.interval * rule.interval }
    }
    var result: [LocalDate] = []
    var counted = 0
    // The last day produced: `SKIP=FORWARD` moves a missing day into the next period, where it may
    // coincide with that period's own first day; a date that coincides counts once.
    var previous = Int.min
    while expanded.firstDay(ofPeriod: index) <= lastDay {
      for day in expanded.set(ofPeriod: index) where day >= startDay {
        if day > lastDay { break }
        if day <= previous { continue }
        previous = day
        counted += 1
        if day >= fromDay {
          result.append(Scheduling.date(ofDayNumber: day))
          if result.count >= limit { return result }
        }
        if let count = rule.count, counted >= count { return result }
      }
      index += rule.interval
    }
    return result
  }

  /// Whether `date` is an occurrence of `rule` anchored at `start`.
  public static func occurs(_ rule: Rule, start: LocalDate, on date: LocalDate) -> Bool {
    !dates(rule, start: start, from: date, through: date, limit: 1).isEmpty
  }

  /// A rule's periods (days, Monday weeks, months or years, numbered from 1970) and the day
  /// numbers each produces, after `BYSETPOS`.
  struct Expansion {
    var rule: Rule
    var start: LocalDate
    /// `BYMONTHDAY` after the defaults `DTSTART` supplies.
    var monthDays: [Int]
    var weekdays: [WeekdayRule]
    var months: [Int]

    init(rule: Rule, start: LocalDate) {
      self.rule = rule
      self.start = start
      monthDays = rule.byMonthDay
      weekdays = rule.byDay
      months = rule.byMonth
      if rule.byMonthDay.isEmpty && rule.byDay.isEmpty {
        switch rule.frequency {
        case .daily: break
        case .weekly: weekdays = [WeekdayRule(weekday: Scheduling.weekday(start))]
        case .monthly: monthDays = [start.day]
        case .yearly:
          monthDays = [start.day]
          if months.isEmpty { months = [start.month] }
        }
      }
    }

    func period(ofDay day: Int) -> Int {
      switch rule.frequency {
      case .daily: return day
      // Weeks from Monday: day −3 (1969-12-29) starts week 0.
      case .weekly: return Recurrence.floorDivide(day + 3, 7)
      case .monthly:
        let date = Scheduling.date(ofDayNumber: day)
        return date.year * 12 + date.month - 1
      case .yearly: return Scheduling.date(ofDayNumber: day).year
      }
    }

    func firstDay(ofPeriod index: Int) -> Int {
      switch rule.frequency {
      case .daily: return index
      case .weekly: return index * 7 - 3
      case .monthly:
        return Scheduling.dayNumber(
          LocalDate(
            year: Recurrence.floorDivide(index, 12), month: index - Recurrence.floorDivide(index, 12) * 12 + 1, day: 1))
      case .yearly: return Scheduling.dayNumber(LocalDate(year: index, month: 1, day: 1))
      }
    }

    func lastDay(ofPeriod index: Int) -> Int { firstDay(ofPeriod: index + 1) - 1 }

    /// The period's occurrences as ascending day numbers (before `DTSTART`, `UNTIL` and `COUNT`).
    func set(ofPeriod index: Int) -> [Int] {
      let first = firstDay(ofPeriod: index)
      let last = lastDay(ofPeriod: index)
      // The months that generate the period's dates: its own, and for a daily or weekly period
      // with SKIP=FORWARD the month before (its day 31 may move into the period).
      var generating: [(year: Int, month: Int)] = []
      switch rule.frequency {
      case .monthly:
        generating = [(Recurrence.floorDivide(index, 12), index - Recurrence.floorDivide(index, 12) * 12 + 1)]
      case .yearly:
        generating = (1...12).map { (index, $0) }
      case .daily, .weekly:
        let a = Scheduling.date(ofDayNumber: first - (rule.skip == .forward ? 31 : 0))
        let b = Scheduling.date(ofDayNumber: last)
        var month = a.year * 12 + a.month - 1
        while month <= b.year * 12 + b.month - 1 {
          generating.append((Recurrence.floorDivide(month, 12), month - Recurrence.floorDivide(month, 12) * 12 + 1))
          month += 1
        }
      }
      var days = Set<Int>()
      for (year, month) in generating where months.isEmpty || months.contains(month) {
        let length = Scheduling.daysInMonth(year, month)
        let firstOfMonth = Scheduling.dayNumber(LocalDate(year: year, month: month, day: 1))
        var candidates: [Int] = []
        if monthDays.isEmpty {
          // Every day of the month; a daily or weekly period keeps only its own.
          let bounded = rule.frequency == .daily || rule.frequency == .weekly
          let low = bounded ? max(firstOfMonth, first) : firstOfMonth
          let high = bounded ? min(firstOfMonth + length - 1, last) : firstOfMonth + length - 1
          candidates = low <= high ? Array(low...high) : []
        } else {
          for value in monthDays {
            if value > 0 && value <= length {
              candidates.append(firstOfMonth + value - 1)
            } else if value < 0 && -value <= length {
              candidates.append(firstOfMonth + length + value)
            } else if value > 0 {
              switch rule.skip {
              case .omit: break
              case .backward: candidates.append(firstOfMonth + length - 1)
              case .forward: candidates.append(firstOfMonth + length)
              }
            }
          }
        }
        for day in candidates where matchesWeekdays(day) {
          if rule.frequency == .daily || rule.frequency == .weekly, day < first || day > last { continue }
          days.insert(day)
        }
      }
      let sorted = days.sorted()
      guard !rule.bySetPos.isEmpty else { return sorted }
      var picked = Set<Int>()
      for position in rule.bySetPos {
        let at = position > 0 ? position - 1 : sorted.count + position
        if at >= 0 && at < sorted.count { picked.insert(sorted[at]) }
      }
      return picked.sorted()
    }

    /// `BYDAY`: the day's weekday is listed, with its ordinal counted in the month (`MONTHLY`,
    /// `YEARLY` with `BYMONTH`) or the year (`YEARLY` without); plain on `DAILY` and `WEEKLY`.
    func matchesWeekdays(_ day: Int) -> Bool {
      guard !weekdays.isEmpty else { return true }
      let date = Scheduling.date(ofDayNumber: day)
      let weekday = Scheduling.weekday(date)
      for entry in weekdays where entry.weekday == weekday {
        if entry.ordinal == 0 || rule.frequency == .daily || rule.frequency == .weekly { return true }
        let inYear = rule.frequency == .yearly && rule.byMonth.isEmpty
        let scopeFirst = Scheduling.dayNumber(LocalDate(year: date.year, month: inYear ? 1 : date.month, day: 1))
        let scopeLast =
          inYear
          ? Scheduling.dayNumber(LocalDate(year: date.year, month: 12, day: 31))
          : scopeFirst + Scheduling.daysInMonth(date.year, date.month) - 1
        let nth = entry.ordinal > 0 ? (day - scopeFirst) / 7 + 1 : -((scopeLast - day) / 7 + 1)
        if nth == entry.ordinal { return true }
      }
      return false
    }
  }

  static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  // MARK: - Beyond RFC 5545

  /// A cycle: `on` days on, then `off` days off, repeating from `anchor` (its first on day).
  /// Dates before the anchor are off; a cycle without on days never occurs.
  public static func cycleOccurs(on: Int, off: Int, anchor: LocalDate, date: LocalDate) -> Bool {
    guard on > 0, off >= 0 else { return false }
    let offset = Scheduling.dayNumber(date) - Scheduling.dayNumber(anchor)
    return offset >= 0 && offset % (on + off) < on
  }

  /// Every `days` days after `last` (the last time done, which the app supplies): `last + days`,
  /// `last + 2 × days`, …; `last` itself is not an occurrence.
  public static func everyDaysOccurs(_ days: Int, after last: LocalDate, date: LocalDate) -> Bool {
    guard days > 0 else { return false }
    let offset = Scheduling.dayNumber(date) - Scheduling.dayNumber(last)
    return offset > 0 && offset % days == 0
  }

  /// `minutes` after an event the app reports (the instant it happened).
  public static func afterEvent(_ minutes: Int, event: Date) -> Date {
    event.addingTimeInterval(TimeInterval(minutes * 60))
  }

  // MARK: - Random times

  /// FNV-1a (64-bit) of `text`'s UTF-8 bytes.
  public static func hash64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// SplitMix64: a 64-bit state, advanced by the golden-ratio increment, mixed to each output.
  public struct SplitMix64: Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
      state = state &+ 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
  }

  /// `count` random wall-clock times from `from` to `to` (inclusive, minutes), at least `gap`
  /// minutes apart, the same for the same `key` (an item id) and `date` in Swift, Kotlin and
  /// TypeScript (docs/scheduling.md, "Random times"): SplitMix64 seeded with FNV-1a-64 of
  /// `"<key>|<date>"` draws `count` offsets `next() mod (slack + 1)`, where slack = span −
  /// (count − 1) × gap; sorted ascending, the i-th (from 0) is at `from + offset + i × gap`.
  /// When the window cannot hold `count` times `gap` apart, it holds as many as fit.
  public static func randomTimes(key: String, date: LocalDate, count: Int, from: LocalTime, to: LocalTime, gap: Int)
    -> [LocalTime]
  {
    let span = to.minutes - from.minutes
    guard count > 0, span >= 0 else { return [] }
    let step = max(0, gap)
    let fitting = step == 0 ? count : min(count, span / step + 1)
    let slack = span - (fitting - 1) * step
    var generator = SplitMix64(seed: hash64("\(key)|\(date)"))
    var offsets = (0..<fitting).map { _ in Int(generator.next() % UInt64(slack + 1)) }
    offsets.sort()
    return offsets.enumerated().map { index, offset in
      let minute = from.minutes + offset + index * step
      return LocalTime(hour: minute / 60, minute: minute % 60)
    }
  }
}

/// `Recurrence.Rule` under a name of its own, for code that names the rule often (SpeccCore's
/// model, budget and code model).
public typealias RecurrenceRule = Recurrence.Rule
