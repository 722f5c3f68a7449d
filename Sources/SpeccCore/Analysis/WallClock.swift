/// Minutes of a local day and spans of them, for the checks that prove where things fire.
enum WallClock {
  static let day = 1_440

  /// `HH:MM` of a minute of the day (wrapped into one day).
  static func text(_ minutes: Int) -> String {
    let wrapped = ((minutes % day) + day) % day
    let hour = wrapped / 60
    let minute = wrapped % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// A span from `from` (inclusive) to `to` (exclusive) that wraps past midnight when `from > to`.
  struct Span: Sendable, Hashable {
    var from: Int
    var to: Int

    /// The span as intervals of unwrapped minutes, repeated a day before and after, so that a
    /// time shifted past midnight (a reminder before 00:05) is still compared correctly.
    var intervals: [(Int, Int)] {
      let base = from < to ? [(from, to)] : [(from, to + day)]
      return [-day, 0, day].flatMap { shift in base.map { ($0.0 + shift, $0.1 + shift) } }
    }

    /// The first of the times `start + k × step` (k = 0 … count) inside the span, if any.
    func firstHit(start: Int, step: Int, count: Int) -> Int? {
      var best: Int?
      for (low, high) in intervals {
        let k = max(0, low > start ? (low - start + step - 1) / step : 0)
        let time = start + k * step
        guard k <= count, time < high, time >= low else { continue }
        if best.map({ time < $0 }) ?? true { best = time }
      }
      return best
    }
  }
}
