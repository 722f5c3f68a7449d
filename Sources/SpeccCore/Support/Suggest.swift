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
    var previous = [Int](repeating: 0, count: 65)
    var current = [Int](repeating: 0, count: 65)
    var best: (String, Int)?
    for candidate in candidates {
      let length = candidate.unicodeScalars.count
      let allowed = max(1, min(3, length / 3))
      guard length <= 64, abs(length - source.count) <= allowed else { continue }
      let distance = editDistance(
        source, candidate.unicodeScalars, length: length, limit: allowed, &previous, &current)
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

  /// The edit distance of `a` and `b` (of `length` scalars), or `limit + 1` as soon as it must
  /// exceed `limit`. `previous` and `current` are scratch rows of at least `length + 1` items.
  private static func editDistance(
    _ a: [UInt32], _ b: String.UnicodeScalarView, length: Int, limit: Int,
    _ previous: inout [Int], _ current: inout [Int]
  ) -> Int {
    if a.isEmpty { return length }
    if length == 0 { return a.count }
    for j in 0...length { previous[j] = j }
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      var j = 1
      for scalar in b {
        let cost = a[i - 1] == folded(scalar) ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
        j += 1
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[length]
  }
}
