import SpeccRuntime

/// A template string split into literal text and `{{token}}` placeholders of the spec's declared
/// tokens, with every unknown or malformed token found on the way. Offsets count Unicode scalars of the string, so they map to
/// source columns (`SourceText.mark(ofScalar:in:)`).
struct TemplateText: Sendable, Hashable {
  /// A run of literal text or a known token.
  enum Part: Sendable, Hashable {
    case literal(String)
    /// A declared token, by name.
    case token(String)
  }

  /// A token as written in a template: `{{name}}`.
  static func placeholder(_ name: String) -> String { "{{\(name)}}" }

  /// An unknown (`{{Medicine}}`) or malformed (`{{ medicine }`) token.
  struct Problem: Sendable, Hashable {
    /// Scalar offset of its first character in the string.
    var offset: Int
    /// The text as written.
    var text: String
    /// True for a well-formed `{{name}}` with an unknown name.
    var isUnknownName: Bool
    /// The declared token it was probably meant to be.
    var suggestion: String?
  }

  private(set) var parts: [Part] = []
  private(set) var problems: [Problem] = []

  /// Parses `text` against the declared token names `known`. Unknown and malformed tokens stay in
  /// the literal text, as a renderer would print them.
  init(_ text: String, known: [String]) {
    let s = Array(text.unicodeScalars)
    var literal: [Unicode.Scalar] = []
    var i = 0
    while i < s.count {
      if s[i] == "}" && i + 1 < s.count && s[i + 1] == "}" {
        var end = i
        while end < s.count && s[end] == "}" { end += 1 }
        problems.append(Problem(offset: i, text: Self.string(s[i..<end]), isUnknownName: false))
        literal += s[i..<end]
        i = end
        continue
      }
      guard s[i] == "{" else {
        literal.append(s[i])
        i += 1
        continue
      }
      let shape = Self.shape(s, at: i)
      if shape.open == 2 && shape.close == 2 && !shape.spaced && !shape.name.isEmpty {
        if known.contains(shape.name) {
          flush(&literal)
          parts.append(.token(shape.name))
        } else {
          problems.append(
            Problem(
              offset: i, text: Self.string(s[i..<shape.end]), isUnknownName: true,
              suggestion: Self.closest(shape.name, known)))
          literal += s[i..<shape.end]
        }
        i = shape.end
        continue
      }
      // Braces around a name are token-like when doubled, or single around a near-token name.
      let suggestion = shape.open >= 2 || shape.close >= 1 ? Self.closest(shape.name, known) : nil
      if shape.open >= 2 || shape.close >= 2 || (suggestion != nil && shape.close >= 1) {
        problems.append(
          Problem(offset: i, text: Self.string(s[i..<shape.end]), isUnknownName: false, suggestion: suggestion))
        literal += s[i..<shape.end]
        i = shape.end
      } else {
        literal.append(s[i])
        i += 1
      }
    }
    flush(&literal)
  }

  /// Ends a run of literal text.
  private mutating func flush(_ literal: inout [Unicode.Scalar]) {
    guard !literal.isEmpty else { return }
    parts.append(.literal(Self.string(literal[...])))
    literal.removeAll(keepingCapacity: true)
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    String(scalars: scalars)
  }

  /// The declared tokens it uses, in order of use (repeats included).
  var tokens: [String] {
    parts.compactMap {
      if case .token(let token) = $0 { return token }
      return nil
    }
  }

  /// The text with its tokens left out.
  var literalText: String {
    parts.map {
      if case .literal(let text) = $0 { return text }
      return ""
    }.joined()
  }

  /// User-perceived characters (extended grapheme clusters as `Graphemes` counts them, the same
  /// in every runtime) of the text with its tokens left out.
  var literalLength: Int { Graphemes.count(literalText) }

  /// Length of the text with its tokens left out, in `unit`.
  func literalLength(in unit: LengthUnit) -> Int {
    unit == .characters ? literalLength : literalText.utf16.count
  }

  private struct Shape {
    var open: Int
    var name: String
    var spaced: Bool
    var close: Int
    var end: Int
  }

  /// Reads `{…{ name }…}` starting at an opening brace.
  private static func shape(_ s: [Unicode.Scalar], at start: Int) -> Shape {
    var i = start
    while i < s.count && s[i] == "{" { i += 1 }
    let open = i - start
    let afterOpen = i
    while i < s.count && s[i] == " " { i += 1 }
    let nameStart = i
    while i < s.count && isNameScalar(s[i]) { i += 1 }
    let name = string(s[nameStart..<i])
    let nameEnd = i
    while i < s.count && s[i] == " " { i += 1 }
    let closeStart = i
    while i < s.count && s[i] == "}" { i += 1 }
    let close = i - closeStart
    // Without closing braces the token ends with its name (trailing spaces are text).
    let end = close == 0 ? nameEnd : i
    return Shape(
      open: open, name: name, spaced: nameStart != afterOpen || closeStart != nameEnd, close: close, end: end)
  }

  private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
    c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "."
  }

  private static func closest(_ name: String, _ known: [String]) -> String? {
    guard !name.isEmpty else { return nil }
    return Suggest.closest(to: name, in: known)
  }
}
