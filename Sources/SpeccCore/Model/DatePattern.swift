/// The fields of a Unicode date pattern (`yyyy-MM-dd`, `HH:mm`): runs of one ASCII letter
/// outside single-quoted literals (`''` is a literal quote).
enum DatePattern {
  /// One field: a run of `letter`, `width` long, at `offset` (in characters) of the pattern.
  struct Field: Sendable, Hashable {
    var letter: Character
    var width: Int
    var offset: Int
  }

  static func fields(_ pattern: String) -> [Field] {
    var fields: [Field] = []
    var quoted = false
    for (offset, character) in pattern.enumerated() {
      if character == "'" {
        quoted.toggle()
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else { continue }
      if let last = fields.last, last.letter == character, last.offset + last.width == offset {
        fields[fields.count - 1].width += 1
      } else {
        fields.append(Field(letter: character, width: 1, offset: offset))
      }
    }
    return fields
  }

  /// `pattern` with every field of `letter` written as `replacement` instead.
  static func replacing(_ letter: Character, with replacement: Character, in pattern: String) -> String {
    let offsets = Set(fields(pattern).filter { $0.letter == letter }.flatMap { $0.offset..<($0.offset + $0.width) })
    return String(pattern.enumerated().map { offsets.contains($0.offset) ? replacement : $0.element })
  }
}
