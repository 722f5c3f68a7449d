import SpeccGenerated
import SpeccRuntime
import Testing

/// Runs the renderer generated from Specs/timesafari.yaml (issue 3 §2's acceptance).
@Suite struct TemplateRendererTests {
  typealias Template = TimeSafari.Template

  @Test func aSixtyCharacterHeadlineIsCutToFiftyEndingInAnEllipsis() {
    let headline = String(repeating: "Gratitude ", count: 6)
    #expect(headline.count == 60)
    let rendered = Template.renderDailyMessage(headline: headline, summary: "s", date: "2026-01-02", time: "08:00")
    #expect(rendered.title.count == 50)
    #expect(rendered.title.hasSuffix("…"))
    #expect(rendered.title == String(headline.prefix(49)) + "…")
  }

  @Test func valuesAreHTMLEscaped() {
    let rendered = Template.renderDailyMessage(
      headline: "<b>Gifts</b> & \"thanks\"", summary: "<b>bold</b>", date: "2026-01-02", time: "08:00")
    #expect(rendered.title == "&lt;b&gt;Gifts&lt;/b&gt; &amp; &quot;thanks&quot;")
    #expect(rendered.body == "&lt;b&gt;bold&lt;/b&gt; · 2026-01-02 08:00")
    #expect(!rendered.body.contains("<b>"))
  }

  @Test func aMissingTokenRendersAsContent() {
    let rendered = Template.renderDailyMessage(headline: nil, summary: nil, date: "2026-01-02", time: nil)
    #expect(rendered.title == "[Content]")
    #expect(rendered.body == "[Content] · 2026-01-02 [Content]")
  }

  @Test func theBodyIsCutAtTwoHundredCharacters() {
    let summary = String(repeating: "👍🏽", count: 250)
    let rendered = Template.renderDailyMessage(headline: nil, summary: summary, date: nil, time: nil)
    // The spec counts UTF-16 code units too (its v1 is TypeScript): 👍🏽 is 4 of them, so
    // 49 fit in 199 code units before the ellipsis.
    #expect(rendered.body == String(repeating: "👍🏽", count: 49) + "…")
    #expect(rendered.body.utf16.count == 197)
    let plain = Template.renderDailyMessage(
      headline: nil, summary: String(repeating: "a", count: 250), date: nil, time: nil)
    #expect(plain.body.count == 200 && plain.body.hasSuffix("…"))
  }

  @Test func theGeneratedTemplateCarriesTheSpecsData() {
    #expect(Template.allCases == [.dailyMessage])
    #expect(Template.dailyMessage.rawValue == "daily_message")
    #expect(Template.dailyMessage.channel?.rawValue == "timesafari.daily")
    #expect(Template.dailyMessage.category?.rawValue == "TS_DAILY")
    // The longest values (50 and 180) with HTML escaping (×6) and the 9-character placeholder.
    #expect(Template.dailyMessage.maxTitleLength == 300)
    #expect(Template.dailyMessage.maxBodyLength == 4 + 180 * 6 + 10 + 9)
    #expect(Template.dailyMessage.policy.escaping == .html)
    #expect(Template.dailyMessage.policy.missing == .placeholder("[Content]"))
    #expect(Template.dailyMessage.policy.countsUTF16)
  }

  @Test func budgetConstantsAreTheSeedNumbers() {
    #expect(Athan.Platforms.iOS.Budget.worstCasePerDay == 20)
    #expect(Athan.Platforms.iOS.Budget.worstCasePending == 40)
    #expect(Athan.Platforms.iOS.Budget.maxSafeWindowDays == 3)
    #expect(PrayerTimes.Platforms.iOS.Budget.worstCasePending == 35)
    #expect(PrayerTimes.Platforms.iOS.Budget.maxSafeWindowDays == 12)
    #expect(PrayerTimes.Platforms.Android.Budget.worstCasePending == 11)
  }
}
