/// A fast matcher for the simple id patterns of `SpecSchema` — `^` then character classes such as
/// `[a-z]`, the last one optionally repeated with `*`, then `$` — so that checking thousands of
/// ids does not cost a regex match each. Any other pattern is left to `Regex`.
struct IDPattern: Sendable {
  private struct Atom: Sendable {
    var ranges: [ClosedRange<UInt32>]
    var repeated: Bool
  }

  private let atoms: [Atom]

  /// Nil when `pattern` is not of the simple shape.
  init?(_ pattern: String) {
    var scalars = Array(pattern.unicodeScalars)
    guard scalars.first == "^", scalars.last == "$", scalars.count >= 2 else { return nil }
    scalars = Array(scalars[1..<(scalars.count - 1)])
    var atoms: [Atom] = []
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "[", atoms.last?.repeated != true else { return nil }
      var ranges: [ClosedRange<UInt32>] = []
      i += 1
      while i < scalars.count, scalars[i] != "]" {
        let c = scalars[i]
        guard c != "\\", c != "[", c != "^" else { return nil }
        if i + 2 < scalars.count, scalars[i + 1] == "-", scalars[i + 2] != "]" {
          guard c.value <= scalars[i + 2].value else { return nil }
          ranges.append(c.value...scalars[i + 2].value)
          i += 3
        } else {
          ranges.append(c.value...c.value)
          i += 1
        }
      }
      guard i < scalars.count, !ranges.isEmpty else { return nil }
      i += 1
      let repeated = i < scalars.count && scalars[i] == "*"
      if repeated { i += 1 }
      atoms.append(Atom(ranges: ranges, repeated: repeated))
    }
    self.atoms = atoms
  }

  /// True when the whole of `text` matches.
  func matches(_ text: String) -> Bool {
    var atomIndex = 0
    for scalar in text.unicodeScalars {
      guard atomIndex < atoms.count else { return false }
      let atom = atoms[atomIndex]
      guard atom.ranges.contains(where: { $0.contains(scalar.value) }) else { return false }
      if !atom.repeated { atomIndex += 1 }
    }
    return atomIndex == atoms.count || (atomIndex == atoms.count - 1 && atoms[atomIndex].repeated)
  }
}
