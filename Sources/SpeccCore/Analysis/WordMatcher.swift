/// Finds words and phrases in user-facing text the way copy rules mean them: whole words,
/// case-insensitive, and a phrase's last word also matches its simple plural ("alarm" finds
/// "Alarm", "alarms" and "ALARMES", not "AlarmKit" or "alarming").
enum WordMatcher {
  /// A word of a text (lowercased) with its offset and length in Unicode scalars.
  struct Word {
    var text: String
    var offset: Int
    var length: Int
  }

  /// A text split into words once, to look for many phrases in it.
  struct Words: Sendable {
    fileprivate let words: [Word]
    fileprivate let scalars: [Unicode.Scalar]

    init(_ text: String) {
      scalars = Array(text.unicodeScalars)
      words = WordMatcher.words(scalars)
    }

    /// Every occurrence of `phrase` (one or more words), as scalar offsets and the text found.
    func occurrences(of phrase: String) -> [(offset: Int, found: String)] {
      let wanted = WordMatcher.words(Array(phrase.unicodeScalars)).map(\.text)
      guard let last = wanted.last, words.count >= wanted.count else { return [] }
      return (0...(words.count - wanted.count)).compactMap { start -> (Int, String)? in
        for (index, word) in wanted.enumerated() {
          let candidate = words[start + index].text
          let matches =
            index == wanted.count - 1
            ? candidate == last || candidate == last + "s" || candidate == last + "es" : candidate == word
          if !matches { return nil }
        }
        let first = words[start]
        let end = words[start + wanted.count - 1].offset + words[start + wanted.count - 1].length
        return (first.offset, String(scalars: scalars[first.offset..<end]))
      }
    }

    /// True when `phrase` occurs.
    func contains(_ phrase: String) -> Bool { !occurrences(of: phrase).isEmpty }
  }

  /// Every occurrence of `phrase` (one or more words) in `text`, as scalar offsets and the text found.
  static func occurrences(of phrase: String, in text: String) -> [(offset: Int, found: String)] {
    Words(text).occurrences(of: phrase)
  }

  /// True when `phrase` occurs in `text`.
  static func contains(_ phrase: String, in text: String) -> Bool { Words(text).contains(phrase) }

  /// The lowercased words of a text: runs of letters, digits and combining marks.
  static func words(_ scalars: [Unicode.Scalar]) -> [Word] {
    var result: [Word] = []
    var start = -1
    for (offset, scalar) in scalars.enumerated() {
      if isWordScalar(scalar) {
        if start < 0 { start = offset }
      } else if start >= 0 {
        result.append(word(scalars, start, offset))
        start = -1
      }
    }
    if start >= 0 { result.append(word(scalars, start, scalars.count)) }
    return result
  }

  private static func word(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> Word {
    // ASCII words (most) are lowercased byte by byte: building a String scalar by scalar and
    // lowercasing it through Unicode's tables cost a tenth of linting a real spec.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - start)
    for scalar in scalars[start..<end] {
      guard scalar.isASCII else {
        return Word(
          text: String(scalars: scalars[start..<end]).lowercased(), offset: start, length: end - start)
      }
      let byte = UInt8(scalar.value)
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
    }
    return Word(text: String(decoding: bytes, as: UTF8.self), offset: start, length: end - start)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
    default: return properties.isAlphabetic
    }
  }
}
