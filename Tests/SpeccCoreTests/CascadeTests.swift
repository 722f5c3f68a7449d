import Foundation
import Testing

@testable import SpeccCore

/// One mistake, one diagnostic (issue 42, item 9): each mistake made in Examples/localized.yaml
/// is one diagnostic, at its place, under its rule.
@Suite struct CascadeTests {
  static let localized: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/localized.yaml")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The diagnostics of localized.yaml with `old` replaced by `new` (which must be there).
  static func lint(_ old: String, _ new: String) -> [Diagnostic] {
    #expect(localized.contains(old), "localized.yaml no longer has \(old)")
    let text = localized.replacingOccurrences(of: old, with: new)
    return Pipeline.lint(text: text, path: "localized.yaml").diagnostics
  }

  /// The 1-based line of localized.yaml that holds `text` (the line a mistake made there is on).
  static func line(of text: String) -> Int {
    let lines = localized.components(separatedBy: "\n")
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
  }

  static func expectOne(_ found: [Diagnostic], _ rule: String, line: Int, _ text: String? = nil) {
    #expect(found.count == 1, "\(found.map { "\($0.location.line): \($0.message) [\($0.ruleID)]" })")
    #expect(found.first?.ruleID == rule && found.first?.location.line == line, "\(found.map(\.message))")
    if let text { #expect(found.first?.message.contains(text) == true, "\(found.map(\.message))") }
  }

  @Test func theUnchangedSpecIsClean() {
    #expect(Pipeline.lint(text: Self.localized, path: "localized.yaml").diagnostics.isEmpty)
  }

  @Test func aChannelMissingItsNameIsNotAlsoUnknownTranslationKeys() {
    Self.expectOne(
      Self.lint("  - id: breaks\n    name: Breaks\n", "  - id: breaks\n"), "schema_required",
      line: Self.line(of: "  - id: breaks"), "'name'")
  }

  @Test func aTranslationKeyOfADecodedItemIsStillUnknownWhenMisspelt() {
    let found = Self.lint("      channels.breaks.name: Pauses", "      channels.breaks.nam: Pauses")
    #expect(found.contains { $0.ruleID == "translation_keys" && $0.message.contains("channels.breaks.nam'") })
  }

  @Test func anInvalidMaxLengthIsNotAlsoAMissingOne() {
    Self.expectOne(
      Self.lint("    kind: number\n    max_length: 3\n", "    kind: number\n    max_length: three\n"), "schema_type",
      line: Self.line(of: "max_length: 3"))
  }

  @Test func aMissingMaxLengthIsStillReported() {
    let found = Self.lint("    kind: number\n    max_length: 3\n", "    kind: number\n")
    #expect(found.contains { $0.ruleID == "template_overflow" && $0.message.contains("has no max_length") })
  }

  @Test func aTokenTypoInTheSourceTextDoesNotFlagItsTranslations() {
    Self.expectOne(
      Self.lint("starts in {{minutes}} minutes.", "starts in {{minuts}} minutes."), "template_tokens",
      line: Self.line(of: "starts in {{minutes}} minutes."),
      "did you mean '{{minutes}}'?")
  }

  @Test func aTokenTypoInATranslationIsStillReported() {
    let found = Self.lint(
      "Votre pause commence dans {{minutes}} minutes.", "Votre pause commence dans {{minuts}} minutes.")
    #expect(found.contains { $0.ruleID == "translation_tokens" }, "\(found.map(\.message))")
  }

  @Test func idsOfEveryShapeGetADidYouMean() {
    Self.expectOne(
      Self.lint("    category: BREAK\n", "    category: BRAEK\n"), "unknown_reference",
      line: Self.line(of: "    category: BREAK"),
      "did you mean 'BREAK'?")
    Self.expectOne(
      Self.lint("    channel: breaks\n", "    channel: braeks\n"), "unknown_reference",
      line: Self.line(of: "    channel: breaks"),
      "did you mean 'breaks'?")
    #expect(Suggest.closest(to: "BRAEK", in: ["BREAK", "SKIP"]) == "BREAK")
    #expect(Suggest.closest(to: "doses.dialy", in: ["doses.daily"]) == "doses.daily")
    #expect(Suggest.closest(to: "1300", in: ["1030", "1600"]) == "1030")
    #expect(Suggest.closest(to: "XYZW", in: ["BREAK"]) == nil)
  }

  @Test func anUnpaddedSlotTimeIsTheTimesOwnRule() {
    Self.expectOne(
      Self.lint("time: \"10:30\"", "time: 8:00"), "schema_value", line: Self.line(of: "time: \"10:30\""),
      "(write \"08:00\")")
    Self.expectOne(
      Self.lint("time: \"10:30\"", "time: \"24:00\""), "schema_value", line: Self.line(of: "time: \"10:30\""))
    // With slot_ids: hhmm, a time that is not one is still one diagnostic (no id comparison).
    let hhmm = Pipeline.lint(
      text: "spec: t\nname: T\nversion: \"1\"\nslot_ids: hhmm\nslots:\n  - id: \"0800\"\n    time: 8:00\n",
      path: "t.yaml")
    Self.expectOne(hhmm.diagnostics, "schema_value", line: 7)
  }
}
