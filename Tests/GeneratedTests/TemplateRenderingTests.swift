import SpeccRuntime
import Testing

/// The shared rendering logic of SpeccRuntime: escaping, missing values and limits come from the
/// policy a spec declares, never from the runtime.
@Suite struct TemplateRenderingTests {
  typealias R = TemplateRendering
  let html = R.Policy(escaping: .html, missing: .placeholder("[?]"))

  @Test func truncationCountsUserPerceivedCharacters() {
    #expect(R.truncate("abc", to: 3) == "abc")
    #expect(R.truncate("abcd", to: 3) == "ab…")
    // 👨‍👩‍👧 is one Character of five scalars; é is e + a combining accent; Arabic with a shadda.
    #expect(R.truncate("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", to: 2) == "👨‍👩‍👧…")
    #expect(R.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
    #expect(R.truncate("شدّةشدّة", to: 3) == "شدّ…")
    #expect(R.truncate("abc", to: 1) == "…")
    #expect(R.truncate("abc", to: 0) == "")
  }

  @Test func truncationCanAlsoHoldInUTF16CodeUnits() {
    // Three family emoji: 3 characters, 24 UTF-16 code units.
    let family = String(repeating: "👨‍👩‍👧", count: 3)
    #expect(R.truncate(family, to: 10) == family)
    let cut = R.truncate(family, to: 10, countingUTF16: true)
    #expect(cut == "👨‍👩‍👧…")
    #expect(cut.utf16.count == 9)
    #expect(R.truncate("abcdef", to: 4, countingUTF16: true) == "abc…")
  }

  @Test func truncationNeverSplitsAnEntity() {
    let parts: [R.Part] = [.literal("Tom "), .token("name")]
    let values = ["name": "& Jerry"]
    #expect(R.render(parts, values: values, policy: html, limit: 20) == "Tom &amp; Jerry")
    // Cutting at 7 would keep "Tom &a": the entity goes whole.
    #expect(R.render(parts, values: values, policy: html, limit: 7) == "Tom …")
    #expect(R.render(parts, values: values, policy: html, limit: 10) == "Tom &amp;…")
  }

  @Test func escapingCoversTheFiveCharacters() {
    #expect(
      R.escapeHTML(#"<a href="x">Tom's & Jerry's</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;")
  }

  @Test func withoutEscapingAValueIsInsertedAsItIs() {
    let parts: [R.Part] = [.literal("Take "), .token("medicine")]
    let rendered = R.render(parts, values: ["medicine": "St. John's Wort"], policy: R.Policy(), limit: 50)
    #expect(rendered == "Take St. John's Wort")
  }

  @Test func literalTextIsNotEscapedAndAMissingValueIsThePlaceholder() {
    let parts: [R.Part] = [.literal("<b>"), .token("day"), .literal(" "), .token("at")]
    #expect(R.render(parts, values: ["day": "2026-01-02"], policy: html, limit: 50) == "<b>2026-01-02 [?]")
    let outcome = R.render(title: parts, body: [], values: ["day": "2026-01-02"], policy: html)
    #expect(outcome.notification?.title == "<b>2026-01-02 [?]")
  }

  @Test func aMissingValueSkipsWithTheDeclaredErrorCode() {
    let skip = R.Policy(missing: .skip(errorCode: "MISSING_VALUE"))
    let parts: [R.Part] = [.token("medicine"), .literal(" "), .token("dose")]
    let outcome = R.render(title: parts, body: [], values: ["medicine": "Aspirin"], policy: skip)
    #expect(outcome == .skipped(missingToken: "dose", errorCode: "MISSING_VALUE"))
    #expect(outcome.notification == nil)
    let required = R.render(title: parts, body: [], values: [:], policy: R.Policy())
    #expect(required == .skipped(missingToken: "medicine", errorCode: nil))
    let complete = R.render(title: parts, body: [], values: ["medicine": "Aspirin", "dose": "1"], policy: skip)
    #expect(complete.notification?.title == "Aspirin 1")
  }

  @Test func limitsComeFromThePolicy() {
    let narrow = R.Policy(titleLimit: 5, bodyLimit: 8)
    let outcome = R.render(title: [.literal("abcdefgh")], body: [.literal("abcdefghij")], values: [:], policy: narrow)
    #expect(outcome.notification == R.RenderedNotification(title: "abcd…", body: "abcdefg…"))
  }
}
