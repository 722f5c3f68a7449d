import Testing

@testable import SpeccCore

/// Table-driven tests of string-literal escaping: nothing in a spec can become code.
@Suite struct SwiftLiteralTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("", #""""#),
    (#"a "quoted" word"#, #""a \"quoted\" word""#),
    (#"back\slash"#, #""back\\slash""#),
    (#"\(exit(1))"#, #""\\(exit(1))""#),
    (#"""""#, #""\"\"\"""#),
    ("line\nbreak", #""line\nbreak""#),
    ("cr\rlf", #""cr\rlf""#),
    ("tab\there", #""tab\there""#),
    ("nul\0byte", #""nul\0byte""#),
    ("bell\u{7}", #""bell\u{7}""#),
    ("del\u{7F}", #""del\u{7F}""#),
    ("c1\u{85}", #""c1\u{85}""#),
    ("rlo\u{202E}txt", #""rlo\u{202E}txt""#),
    ("lri\u{2066}x\u{2069}", #""lri\u{2066}x\u{2069}""#),
    ("lrm\u{200E}rlm\u{200F}", #""lrm\u{200E}rlm\u{200F}""#),
    ("zwsp\u{200B}", #""zwsp\u{200B}""#),
    ("ls\u{2028}ps\u{2029}", #""ls\u{2028}ps\u{2029}""#),
    ("bom\u{FEFF}", #""bom\u{FEFF}""#),
    ("alm\u{61C}", #""alm\u{61C}""#),
    ("tag\u{E0041}", #""tag\u{E0041}""#),
    ("nbsp\u{A0}x", #""nbsp\u{A0}x""#),
    ("emoji 🕌 ✓ مرحبا", #""emoji 🕌 ✓ مرحبا""#),
    ("#{raw}#", ##""#{raw}#""##),
    ("/* comment */ // x", #""/* comment */ // x""#),
  ])
  func stringLiterals(_ input: String, _ expected: String) {
    #expect(SwiftLiteral.string(input) == expected)
  }

  /// Every literal reads back as its input, holds no raw unsafe scalar, and has no `\(`.
  @Test(arguments: [
    "", "x", "\"", "\\", "\\(", "\\\\(", "\"\"\"", "#\"", "\n\r\t\0", "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}",
    "\u{2066}\u{2067}\u{2068}\u{2069}", "a\u{301}", "\u{301}leading combining", "👨‍👩‍👧 family", "🇸🇦",
    "\u{1}\u{1F}\u{9F}", "end\\",
  ])
  func roundTrip(_ input: String) throws {
    let literal = SwiftLiteral.string(input)
    #expect(literal.unicodeScalars.allSatisfy { !SwiftLiteral.isUnsafe($0) })
    #expect(try unescape(literal) == input)
  }

  /// Pseudo-random strings drawn from the characters that matter: every literal reads back as
  /// its input, and every comment line is free of line breaks and unsafe characters.
  @Test func randomStringsRoundTrip() throws {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "\\", "\"", "(", ")", "#", "/", "*", "\n", "\r", "\t", "\0", "\u{7}", "\u{1B}", "\u{7F}",
      "\u{85}",
      "\u{A0}", "\u{AD}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{202A}", "\u{202E}", "\u{2028}", "\u{2029}",
      "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{301}", "\u{FE0F}", "é", "ع", "🕌", "👩", "\u{E0041}", "\u{FFFF}",
    ]
    var rng = SplitMix(seed: 7)
    for _ in 0..<2000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<rng.next(24) { scalars.append(pool[rng.next(pool.count)]) }
      let text = String(scalars)
      let literal = SwiftLiteral.string(text)
      #expect(try unescape(literal) == text)
      #expect(literal.unicodeScalars.allSatisfy { !SwiftLiteral.isUnsafe($0) })
      for line in SwiftLiteral.commentLines(text) {
        #expect(line.unicodeScalars.allSatisfy { !SwiftLiteral.isUnsafe($0) && $0 != "\u{2028}" && $0 != "\u{85}" })
      }
    }
  }

  @Test func commentsCannotEndEarly() {
    #expect(
      SwiftLiteral.commentLines("one\ntwo\r\nthree\rfour\u{2028}five") == ["one", "two", "three", "four", "five"])
    #expect(SwiftLiteral.commentLines("x\u{202E}y\t z  ") == ["x\\u{202E}y  z"])
    #expect(SwiftLiteral.comment("a\n\nb\n") == "a b")
    #expect(SwiftLiteral.commentLines("") == [])
  }

  @Test func arrays() {
    #expect(SwiftLiteral.intArray([5, 10]) == "[5, 10]")
    #expect(SwiftLiteral.stringArray(["a", "\""]) == #"["a", "\""]"#)
    #expect(SwiftLiteral.optionalString(nil) == "nil")
  }

  struct BadLiteral: Error { var literal: String }

  /// Reads a literal as the Swift compiler would (only the escapes `SwiftLiteral` writes).
  func unescape(_ literal: String) throws -> String {
    var scalars = Array(literal.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { throw BadLiteral(literal: literal) }
    scalars = Array(scalars.dropFirst().dropLast())
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\"" { throw BadLiteral(literal: literal) }
      guard scalar == "\\" else {
        out.append(scalar)
        continue
      }
      guard index < scalars.count else { throw BadLiteral(literal: literal) }
      let escape = scalars[index]
      index += 1
      switch escape {
      case "\\": out.append("\\")
      case "\"": out.append("\"")
      case "n": out.append("\n")
      case "r": out.append("\r")
      case "t": out.append("\t")
      case "0": out.append("\0")
      case "u":
        guard index < scalars.count, scalars[index] == "{",
          let close = scalars[index...].firstIndex(of: "}"),
          let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { throw BadLiteral(literal: literal) }
        out.append(decoded)
        index = close + 1
      default: throw BadLiteral(literal: literal)
      }
    }
    return String(out)
  }
}
