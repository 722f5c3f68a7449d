import Foundation
import SpeccRuntime
import Testing

@testable import SpeccCore

/// The budget proof (`RecurrenceBudget.worst`) equals a brute force over the 400-year Gregorian
/// cycle: for each of `SPECC_BUDGET_PATTERNS` random patterns (40 in `swift test`, ~5 s each in a
/// debug build on a loaded 2-core machine; the acceptance run is `SPECC_BUDGET_PATTERNS=1000`) (seed printed; `SPECC_BUDGET_SEED` repeats one), every
/// anchor alignment placed centuries before the span, and every start day of the 146,097-day
/// cycle (times the interval where it does not divide the cycle), the occurrences in the window
/// are counted from the runtime's own dates, and the largest count is the proof's.
@Suite struct RecurrenceBudgetTests {
  typealias R = Recurrence
  typealias S = SpeccRuntime.Scheduling

  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &+ 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  }

  static func pattern(_ r: inout Random) -> RecurrenceBudget.Pattern {
    func weekdays(_ ordinals: ClosedRange<Int>?) -> [R.WeekdayRule] {
      let picked = Set((0..<r.int(1...3)).map { _ in r.int(1...7) })
      return picked.sorted().map { day in
        guard let ordinals else { return R.WeekdayRule(weekday: day) }
        var ordinal = r.int(ordinals)
        if ordinal == 0 { ordinal = 1 }
        return R.WeekdayRule(ordinal: ordinal, weekday: day)
      }
    }
    switch r.int(0...19) {
    case 0...5: return .cycle(on: r.int(0...8), off: r.int(0...9))
    case 6, 7: return .everyDays(r.int(1...30))
    case 8, 9, 10:
      var rule = R.Rule(frequency: .weekly, interval: r.int(1...3))
      if r.chance(80) { rule.byDay = weekdays(nil) }
      if r.chance(25) { rule.bySetPos = [r.chance(50) ? 1 : -1] }
      return .rule(rule)
    case 11:
      // Intervals that divide the 146,097-day cycle keep the brute force to one cycle.
      var rule = R.Rule(frequency: .daily, interval: [1, 3, 7][r.int(0...2)])
      if r.chance(70) { rule.byDay = weekdays(nil) }
      if r.chance(15) { rule.count = r.int(1...5) }
      return .rule(rule)
    case 12...16:
      var rule = R.Rule(frequency: .monthly, interval: r.int(1...3))
      switch r.int(0...3) {
      case 0:
        rule.byMonthDay = Array(Set((0..<r.int(1...3)).map { _ in r.chance(80) ? r.int(1...31) : -r.int(1...31) }))
          .sorted()
      case 1: rule.byDay = weekdays(-5...5)
      case 2:
        rule.byDay = weekdays(nil)
        rule.bySetPos = [r.chance(50) ? r.int(1...3) : -r.int(1...3)]
      default: break  // the anchor's day of the month
      }
      if r.chance(30) { rule.byMonth = Array(Set((0..<r.int(1...4)).map { _ in r.int(1...12) })).sorted() }
      rule.skip = [R.Skip.omit, .backward, .forward][r.int(0...2)]
      return .rule(rule)
    default:
      var rule = R.Rule(frequency: .yearly, interval: r.int(1...2))
      switch r.int(0...2) {
      case 0:
        rule.byMonth = [r.int(1...12)]
        rule.byMonthDay = [r.int(1...31)]
      case 1:
        rule.byMonth = Array(Set((0..<r.int(1...3)).map { _ in r.int(1...12) })).sorted()
        rule.byDay = weekdays(-5...5)
      default: break  // the anchor's month and day
      }
      rule.skip = [R.Skip.omit, .backward, .forward][r.int(0...2)]
      return .rule(rule)
    }
  }

  /// One anchor of each alignment the pattern can have, centuries before 2000: a cycle and every
  /// N days look alike from every anchor up to a shift, which the start days cover; a rule's anchor
  /// counts by its phase (day, week, month or year modulo the interval) and, where the rule takes
  /// its weekday, day or month from it, by that too.
  static func anchors(_ pattern: RecurrenceBudget.Pattern) -> [S.LocalDate] {
    let base = S.LocalDate(year: 1600, month: 1, day: 1)
    guard case .rule(let rule) = pattern else { return [base] }
    let defaults = rule.byMonthDay.isEmpty && rule.byDay.isEmpty
    var seen = Set<[Int]>()
    var result: [S.LocalDate] = []
    for offset in 0..<(366 * rule.interval + 7 * rule.interval) {
      let anchor = S.adding(offset, to: base)
      let day = S.dayNumber(anchor)
      var key: [Int]
      switch rule.frequency {
      case .daily: key = [((day % rule.interval) + rule.interval) % rule.interval]
      case .weekly:
        let week = Int((Double(day + 3) / 7).rounded(.down))
        key = [((week % rule.interval) + rule.interval) % rule.interval, defaults ? S.weekday(anchor) : 0]
      case .monthly: key = [(anchor.year * 12 + anchor.month - 1) % rule.interval, defaults ? anchor.day : 0]
      case .yearly: key = [anchor.year % rule.interval, defaults ? anchor.month : 0, defaults ? anchor.day : 0]
      }
      if seen.insert(key).inserted { result.append(anchor) }
    }
    return result
  }

  /// The most occurrences in `w` days over every start day from 2000-01-01 across `span` days.
  static func bruteForce(_ pattern: RecurrenceBudget.Pattern, _ w: Int) -> Int {
    let from = S.LocalDate(year: 2000, month: 1, day: 1)
    var span = 146_097
    if case .rule(let rule) = pattern {
      let units = [R.Frequency.daily: 146_097, .weekly: 20_871, .monthly: 4_800, .yearly: 400][rule.frequency] ?? 1
      span *= rule.interval / RecurrenceBudget.gcd(units, rule.interval)
    }
    let through = S.adding(span + w, to: from)
    let fromDay = S.dayNumber(from)
    var best = 0
    for anchor in anchors(pattern) {
      var hits = [Int](repeating: 0, count: span + w + 1)
      switch pattern {
      case .cycle(let on, let off):
        for i in hits.indices where R.cycleOccurs(on: on, off: off, anchor: anchor, date: S.adding(i, to: from)) {
          hits[i] = 1
        }
      case .everyDays(let n):
        for i in hits.indices where R.everyDaysOccurs(n, after: anchor, date: S.adding(i, to: from)) { hits[i] = 1 }
      case .rule(let rule):
        var open = rule
        if rule.count != nil {
          // COUNT: the first occurrences from an anchor at the span's start.
          open.count = nil
          let capped = R.dates(rule, start: anchor, from: anchor, through: through)
          var counts = 0
          var window: [Int] = []
          for date in capped { window.append(S.dayNumber(date)) }
          for (index, day) in window.enumerated() {
            let within = window[index...].prefix { $0 < day + w }.count
            counts = max(counts, within)
          }
          best = max(best, counts)
          continue
        }
        for date in R.dates(open, start: anchor, from: from, through: through) { hits[S.dayNumber(date) - fromDay] = 1 }
      }
      var sum = hits.prefix(w).reduce(0, +)
      best = max(best, sum)
      for start in 1..<span {
        sum += hits[start + w - 1] - hits[start - 1]
        best = max(best, sum)
      }
    }
    return best
  }

  @Test func theProofIsTheBruteForceOverThe400YearCycle() {
    let seed =
      UInt64(ProcessInfo.processInfo.environment["SPECC_BUDGET_SEED"] ?? "") ?? UInt64.random(in: 1...1_000_000)
    var r = Random(state: seed)
    let count = Int(ProcessInfo.processInfo.environment["SPECC_BUDGET_PATTERNS"] ?? "") ?? 40
    var checked = 0
    for _ in 0..<count {
      let pattern = Self.pattern(&r)
      let w = r.chance(70) ? r.int(1...40) : r.int(41...400)
      let proof = RecurrenceBudget.worst(pattern, windowDays: w)
      let brute = Self.bruteForce(pattern, w)
      #expect(
        proof.worst == brute,
        "seed \(seed): \(pattern), \(w) days: proof \(proof.worst) (\(proof.arithmetic)), brute force \(brute)")
      checked += 1
    }
    print("budget proof: \(checked) random patterns equal the 400-year brute force (SPECC_BUDGET_SEED=\(seed))")
  }

  @Test func theArithmeticIsShown() {
    let cycle = RecurrenceBudget.worst(.cycle(on: 4, off: 3), windowDays: 10)
    #expect(cycle.worst == 7)
    #expect(cycle.arithmetic == "10 days = 1 × 7-day cycle + 3: 1 × 4 on + min(3, 4) = 7")
    let bills = RecurrenceBudget.worst(
      .rule(R.Rule(frequency: .monthly, byMonthDay: [31], skip: .forward)), windowDays: 30)
    // 31 January, then 1 March after February (no 30th), within 30 days in a common year.
    #expect(bills.worst == 2, "\(bills.arithmetic)")
    #expect(bills.arithmetic.contains("400-year Gregorian cycle"))
    #expect(RecurrenceBudget.worst(.cycle(on: 0, off: 3), windowDays: 10).worst == 0)
  }
}
