import SpeccCore
import Testing

@Suite struct TemplateTextTests {
  @Test func splitsLiteralsAndTokens() {
    let text = TemplateText("{{headline}} on {{date}} at {{time}}")
    #expect(text.parts == [.token(.headline), .literal(" on "), .token(.date), .literal(" at "), .token(.time)])
    #expect(text.problems.isEmpty)
    #expect(text.literalLength == 8)
  }

  @Test func unknownAndMalformedTokensAreFoundWithSuggestions() {
    let text = TemplateText("{{Headline}} {{ summary }} {{date} {time}} {{tme}} {{}} x}} {{author}} {plain}")
    let found = text.problems.map { "\($0.offset):\($0.text):\($0.suggestion?.rawValue ?? "-")" }
    #expect(
      found == [
        "0:{{Headline}}:headline", "13:{{ summary }}:summary", "27:{{date}:date", "35:{time}}:time",
        "43:{{tme}}:time", "51:{{}}:-", "57:}}:-", "60:{{author}}:-",
      ])
    #expect(text.problems.map(\.isUnknownName) == [true, false, false, false, true, false, false, true])
    #expect(text.tokens.isEmpty)
  }

  @Test func countsUserPerceivedCharacters() {
    // A family emoji (5 scalars), a flag (2), é as e + combining acute (2), Arabic with a shadda.
    #expect(TemplateText("👨‍👩‍👧🇸🇦e\u{301}").literalLength == 3)
    #expect(TemplateText("شدّة {{summary}}").literalLength == 4)
    #expect(TemplateText("{{headline}}").literalLength == 0)
  }
}
