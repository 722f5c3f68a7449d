import Foundation
import SpeccRuntime

/// The exact budget proof of one recurrence: the most occurrences any window of `W` consecutive
/// days can hold, over every alignment of the pattern's anchor and every start day, with the
/// arithmetic as text. A pure function of the pattern and `W`.
///
/// - A pattern the calendar does not touch repeats with a period of `L` days (a cycle of `on + off`
///   days; every `n` days; a daily rule with `BYDAY` every `lcm(n, 7)` days; a weekly rule every
///   `7n` days): with `W = q × L + r`, the worst is `q × (per period) + (most in r consecutive days
///   of the period, read circularly)`, which every alignment of the anchor reaches.
/// - A pattern the calendar touches (months, month days, years) repeats with the 400-year
///   Gregorian cycle (146,097 days, 4,800 months, 20,871 weeks), times the interval where it does
///   not divide the cycle: every anchor phase (and every day the anchor can give a rule that takes
///   its day or month from it) is laid over that span and the most in any `W` days, wrapping
///   around, is the worst.
/// `COUNT` caps the worst; `UNTIL` only ends a rule early and is not counted.
public enum RecurrenceBudget {
  typealias Runtime = SpeccRuntime.Scheduling
  /// A recurrence whose anchor may fall anywhere.
  public enum Pattern: Sendable, Hashable {
    case rule(RecurrenceRule)
    case cycle(on: Int, off: Int)
    case everyDays(Int)
  }

  public struct Proof: Sendable, Hashable {
    public var worst: Int
    public var windowDays: Int
    /// The arithmetic, one sentence.
    public var arithmetic: String
  }

  static let cycleDays = 146_097

  public static func worst(_ pattern: Pattern, windowDays w: Int) -> Proof {
    guard w > 0 else { return Proof(worst: 0, windowDays: w, arithmetic: "a window of \(w) days holds nothing") }
    switch pattern {
    case .cycle(let on, let off):
      guard on > 0, off >= 0 else {
        return Proof(worst: 0, windowDays: w, arithmetic: "a cycle without on days never occurs")
      }
      let period = on + off
      let (q, r) = (w / period, w % period)
      let worst = q * on + min(r, on)
      return Proof(
        worst: worst, windowDays: w,
        arithmetic:
          "\(w) days = \(q) × \(period)-day cycle + \(r): \(q) × \(on) on + min(\(r), \(on)) = \(worst)")
    case .everyDays(let n):
      guard n > 0 else { return Proof(worst: 0, windowDays: w, arithmetic: "every \(n) days never occurs") }
      let worst = (w + n - 1) / n
      return Proof(
        worst: worst, windowDays: w, arithmetic: "⌈\(w) / \(n)⌉ = \(worst) (one on the window's first day)")
    case .rule(let given):
      guard given.isValid else { return Proof(worst: 0, windowDays: w, arithmetic: "an invalid rule never occurs") }
      // Past `effectiveInterval` no window meets two of the rule's periods, so every larger
      // interval has the same worst: the work is bounded whatever INTERVAL says.
      var rule = given
      rule.interval = min(given.interval, effectiveInterval(given.frequency, windowDays: w))
      var proof: Proof
      if rule.byMonth.isEmpty && rule.byMonthDay.isEmpty && (rule.frequency == .daily || rule.frequency == .weekly) {
        proof = periodic(rule, w)
      } else if rule.frequency == .daily, rule.interval / gcd(cycleDays, rule.interval) > maxDailyCycles {
        proof = dailyBound(rule, w)
      } else {
        proof = calendar(rule, w)
      }
      if rule.interval != given.interval {
        proof.arithmetic =
          "INTERVAL=\(given.interval) counts as INTERVAL=\(rule.interval) (no \(w) days meet two of its periods): "
          + proof.arithmetic
      }
      if let count = rule.count, count < proof.worst {
        proof.arithmetic += "; COUNT=\(count) caps it at \(count)"
        proof.worst = count
      }
      return proof
    }
  }

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  /// The smallest interval from which no window of `w` days meets two periods of a rule: periods
  /// `k` and `k + n` are at least `(n − 1) × shortest + 1` days apart (a day, a week, 28 days, 365
  /// days), so a window holds both only when `w ≥ (n − 1) × shortest + 2`. Every interval from it
  /// on has the same worst (each window sees at most one period, and the anchor puts a period
  /// anywhere).
  static func effectiveInterval(_ frequency: Recurrence.Frequency, windowDays w: Int) -> Int {
    let shortest: Int
    switch frequency {
    case .daily: shortest = 1
    case .weekly: shortest = 7
    case .monthly: shortest = 28
    case .yearly: shortest = 365
    }
    return w < 2 ? 1 : (w - 2) / shortest + 2
  }

  /// The most 400-year cycles a daily rule with month parts is laid over (its work is this many
  /// times that of `INTERVAL=1`); past it `dailyBound` gives a bound instead of the exact worst.
  static let maxDailyCycles = 16

  /// A daily rule with month parts whose interval does not divide the 400-year cycle into few
  /// spans: its days are a subset of the same rule's with `INTERVAL=1` (same anchor), and a
  /// window of `w` days holds at most `⌈w / n⌉` of them; the smaller of the two bounds it.
  static func dailyBound(_ rule: RecurrenceRule, _ w: Int) -> Proof {
    var every = rule
    every.interval = 1
    let dense = calendar(every, w)
    let spaced = (w + rule.interval - 1) / rule.interval
    let worst = min(dense.worst, spaced)
    return Proof(
      worst: worst, windowDays: w,
      arithmetic:
        "at most min(\(dense.worst) as with INTERVAL=1, ⌈\(w) / \(rule.interval)⌉ = \(spaced)) = \(worst) (\(dense.arithmetic))"
    )
  }

  /// The most in `w` consecutive entries of a circular 0/1 `mask`, and where it starts.
  static func circularMost(_ mask: [Int], _ w: Int) -> (most: Int, at: Int) {
    let length = mask.count
    guard length > 0 else { return (0, 0) }
    let total = mask.reduce(0, +)
    let (q, r) = (w / length, w % length)
    var sum = (0..<r).reduce(0) { $0 + mask[$1 % length] }
    var best = (sum, 0)
    for start in 1..<max(1, length) {
      sum += mask[(start + r - 1) % length] - mask[start - 1]
      if sum > best.0 { best = (sum, start) }
    }
    return (q * total + best.0, best.1)
  }

  /// Daily or weekly rules without month parts: one period of `lcm(INTERVAL, 7)` days (daily with
  /// `BYDAY`), `INTERVAL` days (daily) or `7 × INTERVAL` days (weekly), from each anchor phase.
  static func periodic(_ rule: RecurrenceRule, _ w: Int) -> Proof {
    let n = rule.interval
    let monday = Runtime.LocalDate(year: 2001, month: 1, day: 1)
    let period: Int
    let phases: Int
    if rule.frequency == .weekly {
      (period, phases) = (7 * n, 1)
    } else {
      period = rule.byDay.isEmpty ? n : n * 7 / gcd(n, 7)
      phases = rule.byDay.isEmpty ? 1 : n
    }
    var uncapped = rule
    uncapped.count = nil
    uncapped.until = nil
    var best = (most: -1, at: 0, phase: 0, perPeriod: 0)
    for phase in 0..<phases {
      let anchor = Runtime.adding(phase, to: monday)
      let days = Recurrence.dates(
        uncapped, start: anchor, from: anchor, through: Runtime.adding(period - 1, to: anchor))
      var mask = [Int](repeating: 0, count: period)
      for day in days { mask[Runtime.dayNumber(day) - Runtime.dayNumber(anchor)] = 1 }
      let found = circularMost(mask, w)
      if found.most > best.most { best = (found.most, found.at, phase, days.count) }
    }
    let (q, r) = (w / period, w % period)
    return Proof(
      worst: best.most, windowDays: w,
      arithmetic:
        "\(rule.rrule) repeats every \(period) days with \(best.perPeriod) in each; \(w) days = \(q) × \(period) + \(r): "
        + "\(q) × \(best.perPeriod) + \(best.most - q * best.perPeriod) (the most in \(r) consecutive days, anchor phase \(best.phase) of \(phases)) = \(best.most)"
    )
  }

  /// The occurrences of a rule the calendar touches, laid over its span once per anchor
  /// alignment: each run's days as offsets from its anchor, sorted. Independent of `W`, so it is
  /// computed once per rule and process (`layout(of:)`), and each window length reads it in
  /// O(occurrences).
  struct Layout: Sendable {
    struct Run: Sendable {
      var anchor: Runtime.LocalDate
      var phase: Int
      var variant: Int
      var offsets: [Int]
    }
    var span: Int
    var cycles: Int
    var phases: Int
    var variants: Int
    var runs: [Run]
  }

  private final class LayoutCache: @unchecked Sendable {
    let lock = NSLock()
    var layouts: [RecurrenceRule: Layout] = [:]
  }
  private static let layoutCache = LayoutCache()

  /// `layout(rule)`, once per process.
  static func layout(of rule: RecurrenceRule) -> Layout {
    layoutCache.lock.lock()
    if let known = layoutCache.layouts[rule] {
      layoutCache.lock.unlock()
      return known
    }
    layoutCache.lock.unlock()
    let computed = layout(rule)
    layoutCache.lock.lock()
    if layoutCache.layouts.count > 4_096 { layoutCache.layouts.removeAll() }
    layoutCache.layouts[rule] = computed
    layoutCache.lock.unlock()
    return computed
  }

  /// Every anchor phase (and every day the anchor can give the rule) over the 400-year cycle
  /// (times the interval where it does not divide the cycle).
  private static func layout(_ rule: RecurrenceRule) -> Layout {
    let n = rule.interval
    let unitsPerCycle: Int
    switch rule.frequency {
    case .daily: unitsPerCycle = cycleDays
    case .weekly: unitsPerCycle = 20_871
    case .monthly: unitsPerCycle = 4_800
    case .yearly: unitsPerCycle = 400
    }
    let cycles = n / gcd(unitsPerCycle, n)
    let span = cycleDays * cycles
    let origin = Runtime.LocalDate(year: 2000, month: 1, day: 1)  // a Saturday; 2000-01-03 a Monday
    // The rule with its anchor-given parts made explicit, for each day the anchor can give them.
    var variants: [RecurrenceRule] = []
    var base = rule
    base.count = nil
    base.until = nil
    if rule.byMonthDay.isEmpty && rule.byDay.isEmpty && (rule.frequency == .monthly || rule.frequency == .yearly) {
      for month in rule.frequency == .yearly && rule.byMonth.isEmpty ? Array(1...12) : [0] {
        for day in 1...(month == 0 ? 31 : Runtime.daysInMonth(2000, month)) {
          var variant = base
          variant.byMonthDay = [day]
          if month > 0 { variant.byMonth = [month] }
          variants.append(variant)
        }
      }
    } else if rule.byMonthDay.isEmpty && rule.byDay.isEmpty && rule.frequency == .weekly {
      variants = (1...7).map {
        var variant = base
        variant.byDay = [Recurrence.WeekdayRule(weekday: $0)]
        return variant
      }
    } else {
      variants = [base]
    }
    var runs: [Layout.Run] = []
    for (index, variant) in variants.enumerated() {
      for phase in 0..<n {
        let anchor: Runtime.LocalDate
        switch rule.frequency {
        case .daily: anchor = Runtime.adding(phase, to: origin)
        case .weekly: anchor = Runtime.adding(2 + 7 * phase, to: origin)
        case .monthly: anchor = Runtime.LocalDate(year: 2000 + phase / 12, month: phase % 12 + 1, day: 1)
        case .yearly: anchor = Runtime.LocalDate(year: 2000 + phase, month: 1, day: 1)
        }
        let start = Runtime.dayNumber(anchor)
        let offsets =
          oncePerPeriod(variant, anchor: anchor, span: span)
          ?? Recurrence.dates(variant, start: anchor, from: anchor, through: Runtime.adding(span - 1, to: anchor))
          .map { Runtime.dayNumber($0) - start }
        runs.append(Layout.Run(anchor: anchor, phase: phase, variant: index, offsets: offsets))
      }
    }
    return Layout(span: span, cycles: cycles, phases: n, variants: variants.count, runs: runs)
  }

  /// The days of a rule that picks one day a month (`MONTHLY` with one `BYMONTHDAY` or one
  /// `BYDAY` with an ordinal) or a year (`YEARLY`, one `BYMONTH`, one `BYMONTHDAY`), every
  /// `INTERVAL` months or years from `anchor` (the first of a month; January for a yearly rule),
  /// as offsets from it: the same dates as
  /// `Recurrence.dates` (the brute force holds them to it), computed month by month without
  /// its general period sets; nil for any other rule.
  static func oncePerPeriod(_ rule: RecurrenceRule, anchor: Runtime.LocalDate, span: Int) -> [Int]? {
    guard rule.bySetPos.isEmpty, rule.count == nil, rule.until == nil, anchor.day == 1 else {
      return nil
    }
    let months: [Int]
    switch rule.frequency {
    case .monthly where rule.byMonth.isEmpty: months = Array(1...12)
    case .yearly where rule.byMonth.count == 1 && rule.byDay.isEmpty: months = rule.byMonth
    default: return nil
    }
    let day = rule.byMonthDay.count == 1 && rule.byDay.isEmpty && rule.byMonthDay[0] > 0 ? rule.byMonthDay[0] : nil
    let nth =
      rule.byMonthDay.isEmpty && rule.byDay.count == 1 && rule.byDay[0].ordinal != 0 && abs(rule.byDay[0].ordinal) <= 5
      ? rule.byDay[0] : nil
    guard day != nil || nth != nil else { return nil }
    let start = Runtime.dayNumber(anchor)
    var offsets: [Int] = []
    var year = anchor.year
    var month = anchor.month
    while true {
      let first = Runtime.dayNumber(Runtime.LocalDate(year: year, month: month, day: 1)) - start
      if first >= span { break }
      if months.contains(month) {
        let length = Runtime.daysInMonth(year, month)
        var date: Int?
        if let day {
          if day <= length {
            date = day
          } else {
            switch rule.skip {
            case .omit: date = nil
            case .backward: date = length
            case .forward: date = length + 1
            }
          }
        } else if let nth {
          let weekdayOfFirst = Runtime.weekday(Runtime.LocalDate(year: year, month: month, day: 1))
          let firstMatch = 1 + (nth.weekday - weekdayOfFirst + 7) % 7
          if nth.ordinal > 0 {
            date = firstMatch + 7 * (nth.ordinal - 1)
          } else {
            let lastMatch = firstMatch + 7 * ((length - firstMatch) / 7)
            date = lastMatch + 7 * (nth.ordinal + 1)
          }
          if let found = date, found < 1 || found > length { date = nil }
        }
        if let date, first + date - 1 < span {
          let offset = first + date - 1
          if offsets.last != offset { offsets.append(offset) }
        }
      }
      if rule.frequency == .yearly {
        // The next month of the same year, or the first month of the year `INTERVAL` on.
        month += 1
        if month > 12 { (year, month) = (year + rule.interval, 1) }
      } else {
        month += rule.interval
        while month > 12 { (year, month) = (year + 1, month - 12) }
      }
    }
    return offsets
  }

  /// The most of sorted `offsets` (in `0..<span`, read circularly) in `w` consecutive days, and
  /// the offset of the first of them.
  static func circularMost(offsets: [Int], span: Int, _ w: Int) -> (most: Int, at: Int) {
    let count = offsets.count
    guard count > 0, span > 0 else { return (0, 0) }
    let (q, r) = (w / span, w % span)
    var best = (most: 0, at: offsets[0])
    var end = 0  // index into the doubled list: offsets, then offsets + span
    func offset(_ index: Int) -> Int { index < count ? offsets[index] : offsets[index - count] + span }
    for start in 0..<count {
      if end < start { end = start }
      while end < start + count && offset(end) < offsets[start] + r { end += 1 }
      if end - start > best.most { best = (end - start, offsets[start]) }
    }
    return (q * count + best.most, best.at)
  }

  /// Rules the calendar touches: every anchor phase over the 400-year cycle (times the interval).
  static func calendar(_ rule: RecurrenceRule, _ w: Int) -> Proof {
    let layout = layout(of: rule)
    var best = (most: -1, run: 0, at: 0)
    for (index, run) in layout.runs.enumerated() {
      let found = circularMost(offsets: run.offsets, span: layout.span, w)
      if found.most > best.most { best = (found.most, index, found.at) }
    }
    var text =
      "\(rule.rrule) over the 400-year Gregorian cycle (146,097 days\(layout.cycles > 1 ? " × \(layout.cycles)" : "")), "
      + "every anchor phase (\(layout.phases)\(layout.variants > 1 ? " × \(layout.variants) anchor days" : "")): "
      + "the most in \(w) days is \(max(best.most, 0))"
    if best.most > 0 {
      let run = layout.runs[best.run]
      let shown = (0..<min(best.most, 7)).map { k -> Runtime.LocalDate in
        let position = (run.offsets.firstIndex(of: best.at) ?? 0) + k
        let offset = run.offsets[position % run.offsets.count] + (position / run.offsets.count) * layout.span
        return Runtime.adding(offset, to: run.anchor)
      }
      let first = Runtime.adding(best.at, to: run.anchor)
      text +=
        " (from a day like \(first): \(shown.prefix(6).map(\.description).joined(separator: ", "))\(best.most > 6 ? ", …" : ""))"
    }
    return Proof(worst: max(best.most, 0), windowDays: w, arithmetic: text)
  }
}
