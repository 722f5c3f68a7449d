import Testing

@testable import SpeccCore

@Suite struct TemplateTextTests {
  static let known: TokenNames = ["name", "note", "day", "at"]

  @Test func splitsLiteralsAndDeclaredTokens() {
    let text = TemplateText("{{name}} on {{day}} at {{at}}", known: Self.known)
    #expect(text.tokens == ["name", "day", "at"])
    // Each token is linked to its declaration (its index in the spec's tokens).
    #expect(text.refs.map(\.target) == [0, 2, 3])
    #expect(text.parts.count == 5 && text.literalText == " on  at ")
    #expect(text.problems.isEmpty)
    #expect(text.literalLength == 8)
  }

  @Test func unknownAndMalformedTokensAreFoundWithSuggestions() {
    let text = TemplateText(
      "{{Name}} {{ note }} {{day} {at}} {{nme}} {{}} x}} {{author}} {plain}", known: Self.known)
    let found = text.problems.map { "\($0.offset):\($0.text):\($0.suggestion ?? "-")" }
    #expect(
      found == [
        "0:{{Name}}:name", "9:{{ note }}:note", "20:{{day}:day", "27:{at}}:at", "33:{{nme}}:name", "41:{{}}:-",
        "47:}}:-", "50:{{author}}:-",
      ])
    #expect(text.problems.map(\.isUnknownName) == [true, false, false, false, true, false, false, true])
    #expect(text.tokens.isEmpty)
  }

  @Test func onlyDeclaredNamesAreTokens() {
    // Nothing is built in: with no declarations every {{name}} is unknown.
    #expect(TemplateText("{{name}}", known: []).problems.map(\.text) == ["{{name}}"])
    #expect(TemplateText("{{medicine}}", known: ["medicine"]).tokens == ["medicine"])
  }

  @Test func countsUserPerceivedCharactersAndUTF16CodeUnits() {
    // A family emoji (5 scalars), a flag (2), é as e + combining acute (2), Arabic with a shadda.
    let mixed = TemplateText("👨‍👩‍👧🇸🇦e\u{301}", known: [])
    #expect(mixed.literalLength == 3)
    #expect(mixed.literalLength(in: .utf16) == 8 + 4 + 2)
    #expect(TemplateText("شدّة {{note}}", known: Self.known).literalLength == 4)
    #expect(TemplateText("{{name}}", known: Self.known).literalLength == 0)
  }
}
