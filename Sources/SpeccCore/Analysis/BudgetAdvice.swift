/// One value the budget advice changes: `window_days` 60 → 14.
struct BudgetChange: Sendable, Hashable {
  enum Key: Sendable, Hashable {
    case windowDays, reserve, headroomWarning
    /// A kind of user item's `max_count`.
    case maxCount(String)
    /// A kind of user item's `reminders.max`.
    case maxReminders(String)
  }
  var key: Key
  var from: Int
  var to: Int
  /// Where the value is written; nil when the spec leaves it to its default.
  var mark: Mark?
  /// The mapping it belongs in (the platform's key, the kind's `reminders`), for a value not written.
  var parent: Mark

  /// The key as written in the spec.
  var field: String {
    switch key {
    case .windowDays: "window_days"
    case .reserve: "reserve"
    case .headroomWarning: "headroom_warning"
    case .maxCount: "max_count"
    case .maxReminders: "max"
    }
  }

  /// `window_days to 14`, `max_count of bill to 5`, `reminders.max of event to 1`.
  var text: String {
    switch key {
    case .windowDays, .reserve, .headroomWarning: "\(field) to \(to)"
    case .maxCount(let id): "max_count of \(id) to \(to)"
    case .maxReminders(let id): "reminders.max of \(id) to \(to)"
    }
  }
}

/// A way to make the worst case fit: one change, or several that fit only together. Every value
/// is inside its field's range, and the budget is computed again with it before it is offered.
struct BudgetAdvice: Sendable, Hashable {
  var changes: [BudgetChange]
  /// The worst case and what it must stay under after the changes.
  var total: Int
  var limit: Int

  /// `set window_days to 14 (50 ≤ 60)`; several: `set max_count of bill to 10 and window_days to 7 (together: 58 ≤ 60)`.
  var text: String {
    "set " + changes.map(\.text).joined(separator: " and ")
      + " (\(changes.count > 1 ? "together: " : "")\(total) ≤ \(limit))"
  }
}

/// The values the budget depends on that the advice may change, and the worst case they give.
struct BudgetLevers: Sendable, Hashable {
  var windowDays: Int
  var reserve: Int
  var headroomWarning: Int
  /// Each kind of user item's `max_count`, by index in `terms`.
  var counts: [Int]
  /// Each kind of user item's `reminders.max` (nil: not offered, or not written).
  var maxReminders: [Int?]
}

/// Finds the advice of one platform's budget: what fits alone, else what fits together.
struct BudgetAdvisor {
  let cap: Int
  let model: WorstCaseModel
  /// The worst case of everything counted per day, for a window length.
  let daily: (Int) -> Int
  let terms: [BudgetTerm]
  /// Reminder options each term offers (a user kind's `reminders.offsets_minutes`).
  let reminderOptions: [Int]
  let marks: Marks

  struct Marks {
    var window: Mark?
    var reserve: Mark?
    var headroomWarning: Mark?
    var platform: Mark
    var counts: [Mark?]
    var maxReminders: [Mark?]
    var reminders: [Mark?]
  }

  /// The worst case with these values.
  func total(_ levers: BudgetLevers) -> Int {
    var sum = daily(levers.windowDays)
    for (index, term) in terms.enumerated() {
      var term = term
      term.count = levers.counts[index]
      if let max = levers.maxReminders[index] { term.reminders = min(max, reminderOptions[index]) }
      sum += term.total(days: levers.windowDays)
    }
    return sum
  }

  /// True when the worst case stays `headroom` or more below cap − reserve.
  func fits(_ levers: BudgetLevers, headroom: Bool) -> Bool {
    let free = cap - levers.reserve - total(levers)
    return headroom ? free >= levers.headroomWarning : free >= 0
  }

  /// The largest value in `range` for which `set` fits (values are monotone: a lower one adds
  /// no notification), or nil.
  func largest(
    in range: ClosedRange<Int>, from levers: BudgetLevers, headroom: Bool, _ set: (inout BudgetLevers, Int) -> Void
  ) -> Int? {
    guard !range.isEmpty else { return nil }
    func fitsWith(_ value: Int) -> Bool {
      var changed = levers
      set(&changed, value)
      return fits(changed, headroom: headroom)
    }
    guard fitsWith(range.lowerBound) else { return nil }
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = (low + high + 1) / 2
      if fitsWith(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Every lever that can move, as (key, current value, range it may take, how to set it).
  func levers(_ current: BudgetLevers, headroom: Bool) -> [(
    BudgetChange, ClosedRange<Int>, (inout BudgetLevers, Int) -> Void
  )] {
    var result: [(BudgetChange, ClosedRange<Int>, (inout BudgetLevers, Int) -> Void)] = []
    func change(_ key: BudgetChange.Key, _ from: Int, _ mark: Mark?, _ parent: Mark?) -> BudgetChange {
      BudgetChange(key: key, from: from, to: from, mark: mark, parent: parent ?? marks.platform)
    }
    // The window only where it changes the worst case.
    if current.windowDays > 1 {
      var one = current
      one.windowDays = 1
      if total(one) < total(current) {
        result.append(
          (
            change(.windowDays, current.windowDays, marks.window, nil), 1...(current.windowDays - 1),
            { $0.windowDays = $1 }
          ))
      }
    }
    for index in terms.indices where terms[index].source == .userItem {
      let id = terms[index].id
      if let max = current.maxReminders[index], max > 1, reminderOptions[index] > 1, marks.maxReminders[index] != nil {
        result.append(
          (
            change(.maxReminders(id), max, marks.maxReminders[index], marks.reminders[index]), 1...(max - 1),
            { $0.maxReminders[index] = $1 }
          ))
      }
      if current.counts[index] > 1 {
        result.append(
          (
            change(.maxCount(id), current.counts[index], marks.counts[index], nil), 1...(current.counts[index] - 1),
            { $0.counts[index] = $1 }
          ))
      }
    }
    if current.reserve > 0 {
      result.append(
        (change(.reserve, current.reserve, marks.reserve, nil), 0...(current.reserve - 1), { $0.reserve = $1 }))
    }
    if headroom && current.headroomWarning > 0 {
      result.append(
        (
          change(.headroomWarning, current.headroomWarning, marks.headroomWarning, nil),
          0...(current.headroomWarning - 1),
          { $0.headroomWarning = $1 }
        ))
    }
    return result
  }

  /// Each change that fits alone (at its largest value that fits, and, fixing the cap, that also
  /// keeps `headroom_warning` free where one does); when none does, one combination that fits
  /// together, if any values in range do.
  func advice(_ current: BudgetLevers, headroom: Bool) -> [BudgetAdvice] {
    let limit: (BudgetLevers) -> Int = { cap - $0.reserve - (headroom ? $0.headroomWarning : 0) }
    let all = levers(current, headroom: headroom)
    var single: [BudgetAdvice] = []
    for (change, range, set) in all {
      // Fixing the cap, prefer a value that also keeps the headroom, so no warning follows.
      let roomy =
        headroom || change.key == .headroomWarning ? nil : largest(in: range, from: current, headroom: true, set)
      guard let value = roomy ?? largest(in: range, from: current, headroom: headroom, set) else { continue }
      var changed = current
      set(&changed, value)
      var applied = change
      applied.to = value
      single.append(BudgetAdvice(changes: [applied], total: total(changed), limit: limit(changed)))
    }
    if !single.isEmpty { return single }
    // Together: take each lever to its lowest until the worst case fits, then raise each back
    // as far as it still fits.
    // The window last: a shorter window plans less ahead for every item.
    let ordered = all.filter { $0.0.key != .windowDays } + all.filter { $0.0.key == .windowDays }
    var state = current
    var used: [(BudgetChange, ClosedRange<Int>, (inout BudgetLevers, Int) -> Void)] = []
    for lever in ordered where !fits(state, headroom: headroom) {
      lever.2(&state, lever.1.lowerBound)
      used.append(lever)
    }
    guard fits(state, headroom: headroom) else { return [] }
    var changes: [BudgetChange] = []
    for (change, range, set) in used {
      let value = largest(in: range.lowerBound...change.from, from: state, headroom: headroom, set) ?? range.lowerBound
      set(&state, value)
      guard value != change.from else { continue }
      var applied = change
      applied.to = value
      changes.append(applied)
    }
    guard fits(state, headroom: headroom) else { return [] }
    return [BudgetAdvice(changes: changes, total: total(state), limit: limit(state))]
  }
}

/// The budget rules' advice, as text, and where it points.
enum BudgetAdviceText {
  /// `fits with any one of: set window_days to 14 (58 ≤ 60), set max_count of bill to 5 (60 ≤ 60)`.
  static func text(_ advice: [BudgetAdvice], goal: String = "fits") -> String {
    guard let first = advice.first else {
      return "no value in range of window_days, reserve, max_count or reminders.max \(goal)"
    }
    if advice.count == 1 {
      return first.changes.count > 1
        ? "\(goal) only with several changes: " + first.text : "\(goal) with: " + first.text
    }
    return "\(goal) with any one of: " + advice.map(\.text).joined(separator: ", ")
  }

  /// The first advice's value where the spec writes it, with that value as the suggestion when
  /// it is the whole advice; else the window.
  static func location(_ report: BudgetReport) -> (Mark, String?) {
    guard let first = report.advice.first, let change = first.changes.first(where: { $0.mark != nil }),
      let mark = change.mark
    else { return (report.windowMark, nil) }
    return (mark, first.changes.count == 1 ? String(change.to) : nil)
  }
}
