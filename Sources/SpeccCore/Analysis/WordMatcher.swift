/// Finds words and phrases in user-facing text the way copy rules mean them: whole words,
/// case-insensitive, and a word also matches its simple plural ("alarm" finds "Alarm",
/// "alarms" and "ALARMES", not "AlarmKit" or "alarming").
public enum WordMatcher {
  /// A word of a text (lowercased) with its offset and length in Unicode scalars.
  struct Word {
    var text: String
    var offset: Int
    var length: Int
  }

  /// Every occurrence of `phrase` (one or more words) in `text`, as scalar offsets and the text found.
  public static func occurrences(of phrase: String, in text: String) -> [(offset: Int, found: String)] {
    let wanted = words(phrase).map(\.text)
    guard let last = wanted.last else { return [] }
    let found = words(text)
    guard found.count >= wanted.count else { return [] }
    let scalars = Array(text.unicodeScalars)
    return (0...(found.count - wanted.count)).compactMap { start -> (Int, String)? in
      for (index, word) in wanted.enumerated() {
        let candidate = found[start + index].text
        let matches =
          index == wanted.count - 1
          ? candidate == last || candidate == last + "s" || candidate == last + "es" : candidate == word
        if !matches { return nil }
      }
      let first = found[start]
      let end = found[start + wanted.count - 1].offset + found[start + wanted.count - 1].length
      return (first.offset, String(String.UnicodeScalarView(scalars[first.offset..<end])))
    }
  }

  /// True when `phrase` occurs in `text`.
  public static func contains(_ phrase: String, in text: String) -> Bool {
    !occurrences(of: phrase, in: text).isEmpty
  }

  /// The lowercased words of `text`: runs of letters, digits and combining marks.
  static func words(_ text: String) -> [Word] {
    var result: [Word] = []
    var current = String.UnicodeScalarView()
    var start = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if isWordScalar(scalar) {
        if current.isEmpty { start = offset }
        current.append(scalar)
      } else if !current.isEmpty {
        result.append(Word(text: String(current).lowercased(), offset: start, length: current.count))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty {
      result.append(Word(text: String(current).lowercased(), offset: start, length: current.count))
    }
    return result
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
    default: return properties.isAlphabetic
    }
  }
}
