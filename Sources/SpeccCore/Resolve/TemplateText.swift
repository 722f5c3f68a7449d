import SpeccRuntime

/// A template string split into literal text and `{{token}}` placeholders of the spec's declared
/// tokens, with every unknown or malformed token found on the way. The parse is where a token's
/// name is matched to its declaration (`TokenNames`): each token of the text is a linked
/// `Ref<Token>`, read through `spec[ref]` from then on. Offsets count Unicode scalars of the string, so they map to
/// source columns (`SourceText.mark(ofScalar:in:)`).
struct TemplateText: Sendable, Hashable {
  /// A run of literal text or a known token.
  enum Part: Sendable, Hashable {
    case literal(String)
    /// A declared token, linked (its `value` is the name as written).
    case token(Ref<Token>)

    var isToken: Bool {
      if case .token = self { return true }
      return false
    }
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

  /// Parses `text` against the declared tokens `known`. Unknown and malformed tokens stay in
  /// the literal text, as a renderer would print them. `mark`: where the text is written (each
  /// token's `Ref` is marked there; its own column is its scalar offset on,
  /// `SourceText.mark(ofScalar:in:)`). Reads the UTF-8 bytes (braces and spaces
  /// are ASCII, so no multi-byte scalar is ever split); offsets are counted in scalars only for
  /// the problems found.
  init(_ text: String, known: TokenNames, at mark: Mark = .start) {
    var bytes = text
    (parts, problems) = bytes.withUTF8 { Self.parse($0, text, known, mark) }
  }

  private static func parse(
    _ b: UnsafeBufferPointer<UInt8>, _ text: String, _ known: TokenNames, _ mark: Mark
  ) -> ([Part], [Problem]) {
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    var parts: [Part] = []
    var problems: [Problem] = []
    var literalStart = 0
    var i = 0
    let n = b.count
    func problem(_ start: Int, _ end: Int, unknown: Bool, _ suggestion: String?) {
      problems.append(
        Problem(
          offset: scalarOffset(b, start), text: string(b, start, end), isUnknownName: unknown, suggestion: suggestion))
    }
    while i < n {
      let c = b[i]
      if c == close && i + 1 < n && b[i + 1] == close {
        var end = i
        while end < n && b[end] == close { end += 1 }
        problem(i, end, unknown: false, nil)
        i = end
        continue
      }
      guard c == open else {
        i += 1
        continue
      }
      let shape = Self.shape(b, at: i)
      if shape.open == 2 && shape.close == 2 && !shape.spaced && !shape.name.isEmpty {
        if let token = known.ref(shape.name, at: mark) {
          if literalStart < i { parts.append(.literal(string(b, literalStart, i))) }
          parts.append(.token(token))
          literalStart = shape.end
        } else {
          problem(i, shape.end, unknown: true, closest(shape.name, known))
        }
        i = shape.end
        continue
      }
      // Braces around a name are token-like when doubled, or single around a near-token name.
      let suggestion = shape.open >= 2 || shape.close >= 1 ? closest(shape.name, known) : nil
      if shape.open >= 2 || shape.close >= 2 || (suggestion != nil && shape.close >= 1) {
        problem(i, shape.end, unknown: false, suggestion)
        i = shape.end
      } else {
        i += 1
      }
    }
    if literalStart == 0 {
      // No token: the whole text is one literal (the string itself, not a copy).
      if n > 0 { parts.append(.literal(text)) }
    } else if literalStart < n {
      parts.append(.literal(string(b, literalStart, n)))
    }
    return (parts, problems)
  }

  private static func string(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
  }

  /// The scalar offset of byte `index`: the bytes before it that start a scalar.
  private static func scalarOffset(_ b: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    var count = 0
    for byte in b[..<index] where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// The declared tokens it uses, in order of use (repeats included).
  var refs: [Ref<Token>] {
    parts.compactMap {
      if case .token(let token) = $0 { return token }
      return nil
    }
  }

  /// The names of the declared tokens it uses, in order of use (repeats included).
  var tokens: [String] { refs.map(\.value) }

  /// The text with its tokens left out.
  var literalText: String {
    var text = ""
    var runs = 0
    for case .literal(let run) in parts {
      runs += 1
      if runs == 1 { text = run } else { text += run }
    }
    return text
  }

  /// User-perceived characters (extended grapheme clusters as `Graphemes` counts them, the same
  /// in every runtime) of the text with its tokens left out.
  var literalLength: Int { Graphemes.count(literalText) }

  /// Length of the text with its tokens left out, in `unit` (UTF-16 code units add up run by run).
  func literalLength(in unit: LengthUnit) -> Int {
    guard unit == .utf16 else { return literalLength }
    var count = 0
    for case .literal(let run) in parts { count += run.utf16.count }
    return count
  }

  private struct Shape {
    var open: Int
    var name: String
    var spaced: Bool
    var close: Int
    var end: Int
  }

  /// Reads `{…{ name }…}` starting at an opening brace (byte offsets).
  private static func shape(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> Shape {
    let n = b.count
    let space = UInt8(ascii: " ")
    var i = start
    while i < n && b[i] == UInt8(ascii: "{") { i += 1 }
    let open = i - start
    let afterOpen = i
    while i < n && b[i] == space { i += 1 }
    let nameStart = i
    while i < n, let length = nameScalarLength(b, at: i) { i += length }
    let name = string(b, nameStart, i)
    let nameEnd = i
    while i < n && b[i] == space { i += 1 }
    let closeStart = i
    while i < n && b[i] == UInt8(ascii: "}") { i += 1 }
    let close = i - closeStart
    // Without closing braces the token ends with its name (trailing spaces are text).
    let end = close == 0 ? nameEnd : i
    return Shape(
      open: open, name: name, spaced: nameStart != afterOpen || closeStart != nameEnd, close: close, end: end)
  }

  /// The byte length of the scalar at `i` when it can be part of a token name (a letter, digit,
  /// `_`, `-` or `.`), nil otherwise.
  private static func nameScalarLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let byte = b[i]
    if byte < 0x80 {
      let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      let digit = (0x30...0x39).contains(byte)
      return letter || digit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        ? 1 : nil
    }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    guard i + length <= b.count else { return nil }
    var decoder = UTF8()
    var iterator = UnsafeBufferPointer(rebasing: b[i..<(i + length)]).makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isAlphabetic else {
      return nil
    }
    return length
  }

  private static func closest(_ name: String, _ known: TokenNames) -> String? {
    guard !name.isEmpty else { return nil }
    return Suggest.closest(to: name, in: known.names)
  }
}
