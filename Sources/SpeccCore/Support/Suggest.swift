/// "Did you mean" suggestions and message helpers.
enum Suggest {
  /// The candidate closest to `word` by edit distance (ASCII letters compared without case),
  /// when it is close enough to be a typo.
  ///
  /// Cheap enough to run once per key of a hostile file with 200,000 unknown keys: candidates
  /// too different in length are skipped, the distance stops once it exceeds what is allowed,
  /// and nothing is allocated per candidate.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let source = word.unicodeScalars.prefix(65).map { folded($0) }
    guard source.count <= 64 else { return nil }
    var rows = Rows()
    var best: (String, Int)?
    for candidate in candidates {
      let length = candidate.unicodeScalars.count
      let allowed = max(1, min(3, length / 3))
      guard length <= 64, abs(length - source.count) <= allowed else { continue }
      let distance = editDistance(source, candidate.unicodeScalars, length: length, limit: allowed, &rows)
      if distance <= allowed, best.map({ distance < $0.1 }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// Shortens text for a message.
  static func clip(_ text: String, to limit: Int = 40) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: "\\n")
    return flat.count <= limit ? flat : String(flat.prefix(limit)) + "…"
  }

  /// ASCII upper-case letters as lower case; every other scalar as itself.
  private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
    scalar.value >= 65 && scalar.value <= 90 ? scalar.value + 32 : scalar.value
  }

  /// Scratch rows of the distance (three: a transposition looks two rows back).
  private struct Rows {
    var twoBack = [Int](repeating: 0, count: 65)
    var previous = [Int](repeating: 0, count: 65)
    var current = [Int](repeating: 0, count: 65)
    /// The candidate's scalars, folded.
    var target = [UInt32](repeating: 0, count: 65)
  }

  /// The edit distance of `a` and `b` (of `length` scalars) where swapping two neighbours is one
  /// edit (optimal string alignment: `BRAEK` is one edit from `BREAK`, as `braeks` from
  /// `breaks`), or `limit + 1` as soon as it must exceed `limit`.
  private static func editDistance(
    _ a: [UInt32], _ b: String.UnicodeScalarView, length: Int, limit: Int, _ rows: inout Rows
  ) -> Int {
    if a.isEmpty { return length }
    if length == 0 { return a.count }
    var j = 0
    for scalar in b {
      rows.target[j] = folded(scalar)
      j += 1
    }
    for j in 0...length { rows.previous[j] = j }
    for i in 1...a.count {
      rows.current[0] = i
      var rowMinimum = i
      for j in 1...length {
        let cost = a[i - 1] == rows.target[j - 1] ? 0 : 1
        var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == rows.target[j - 2], a[i - 2] == rows.target[j - 1] {
          value = min(value, rows.twoBack[j - 2] + 1)
        }
        rows.current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&rows.twoBack, &rows.previous)
      swap(&rows.previous, &rows.current)
    }
    return rows.previous[length]
  }
}
