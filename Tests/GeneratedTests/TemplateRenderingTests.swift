import SpeccRuntime
import Testing

/// The shared rendering logic of SpeccRuntime.
@Suite struct TemplateRenderingTests {
  @Test func truncationCountsUserPerceivedCharacters() {
    #expect(TemplateRendering.truncate("abc", to: 3) == "abc")
    #expect(TemplateRendering.truncate("abcd", to: 3) == "ab…")
    // 👨‍👩‍👧 is one Character of five scalars; é is e + a combining accent; Arabic with a shadda.
    #expect(TemplateRendering.truncate("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", to: 2) == "👨‍👩‍👧…")
    #expect(TemplateRendering.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
    #expect(TemplateRendering.truncate("شدّةشدّة", to: 3) == "شدّ…")
    #expect(TemplateRendering.truncate("abc", to: 1) == "…")
    #expect(TemplateRendering.truncate("abc", to: 0) == "")
  }

  @Test func truncationNeverSplitsAnEntity() {
    let parts: [TemplateRendering.Part] = [.literal("Tom "), .token(.headline)]
    let values = TemplateRendering.Values(headline: "& Jerry")
    #expect(TemplateRendering.render(parts, values: values, limit: 20) == "Tom &amp; Jerry")
    // Cutting at 7 would keep "Tom &a": the entity goes whole.
    #expect(TemplateRendering.render(parts, values: values, limit: 7) == "Tom …")
    #expect(TemplateRendering.render(parts, values: values, limit: 10) == "Tom &amp;…")
  }

  @Test func escapingCoversTheFiveCharacters() {
    #expect(
      TemplateRendering.escapeHTML(#"<a href="x">Tom's & Jerry's</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;")
  }

  @Test func literalTextIsNotEscapedAndMissingValuesAreContent() {
    let parts: [TemplateRendering.Part] = [.literal("<b>"), .token(.date), .literal(" "), .token(.time)]
    #expect(TemplateRendering.render(parts, values: .init(date: "2026-01-02"), limit: 50) == "<b>2026-01-02 [Content]")
  }
}
