/// How many times a recurrence occurs at most in a window: the budget's count per item (Analysis,
/// since a rule's or cycle's count is `RecurrenceBudget`'s proof).
extension FiringItem.Recurrence {
  /// The most occurrences in any `days` consecutive days.
  func occurrences(in days: Int) -> Int {
    guard days > 0 else { return 0 }
    switch self {
    case .monthly: return (days - 1) / 28 + 1
    case .yearly: return (days - 1) / 365 + 1
    case .dates(let dates), .within(_, _, let dates):
      let sorted = Set(dates).sorted()
      var best = 0
      var start = 0
      for end in sorted.indices {
        while sorted[end] - sorted[start] >= days { start += 1 }
        best = max(best, end - start + 1)
      }
      return best
    case .pattern: return budget.proof(days: days).worst
    case .afterEvent: return 1
    }
  }
}

extension RecurrencePattern {
  /// The same pattern as `RecurrenceBudget` proves it.
  var budget: RecurrenceBudget.Pattern {
    switch self {
    case .rule(let rule): .rule(rule)
    case .cycle(let on, let off): .cycle(on: on, off: off)
    case .everyDays(let days): .everyDays(days)
    }
  }
}
