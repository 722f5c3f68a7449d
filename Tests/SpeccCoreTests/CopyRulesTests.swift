import Foundation
import Testing

@testable import SpeccCore

/// OnTime's copy rules (seed 002) applied to variations of the real spec.
@Suite struct CopyRulesTests {
  static func ontime(_ replacements: [(String, String)] = []) throws -> String {
    var text = try BudgetTests.specText("ontime.yaml")
    for (old, new) in replacements {
      #expect(text.contains(old), "Specs/ontime.yaml no longer contains \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  static func diagnostics(_ text: String, rule: String) -> [Diagnostic] {
    Pipeline.lint(text: text, path: "Specs/ontime.yaml").diagnostics.filter { $0.ruleID == rule }
  }

  /// 1-based line and column (in scalars) of the first `needle` in `text`.
  static func position(of needle: String, in text: String) throws -> (Int, Int) {
    let range = try #require(text.range(of: needle))
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text.unicodeScalars[lineStart..<range.lowerBound].count + 1)
  }

  @Test func ontimePassesItsCopyRules() throws {
    let result = Pipeline.lint(text: try Self.ontime(), path: "Specs/ontime.yaml")
    let spec = try #require(result.spec)
    #expect(spec.copyRules.count == 6)
    let ids = Set(spec.copyRules.map(\.id.value))
    #expect(result.diagnostics.filter { ids.contains($0.ruleID) }.isEmpty)
  }

  @Test func anAndroidPromptSayingAlarmFailsAtTheWord() throws {
    let text = try Self.ontime([
      (
        "    text: Allow notifications\n    requests: notification_permission\n  - id: android_exact",
        "    text: Allow Alarm notifications\n    requests: notification_permission\n  - id: android_exact"
      )
    ])
    let found = Self.diagnostics(text, rule: "android_prompts_say_notification")
    let error = try #require(found.first)
    #expect(found.count == 1)
    #expect(error.severity == .error)
    #expect(error.message.hasPrefix("Android permission prompts say \"notification\", never \"alarm\"."))
    #expect(error.message.contains("copy 'android_allow_notifications' says 'Alarm'"))
    let (line, column) = try Self.position(of: "Alarm notifications", in: text)
    #expect((error.location.line, error.location.column) == (line, column))
  }

  @Test func requiredPhraseIsReportedAtTheString() throws {
    let text = try Self.ontime([
      ("Exact timing is needed to notify at the exact preparation time.", "Exact timing helps.")
    ])
    let found = Self.diagnostics(text, rule: "android_exact_timing_explains_why")
    #expect(found.count == 1)
    let (line, column) = try Self.position(of: "Exact timing helps.", in: text)
    #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["\(line):\(column)"])
    #expect(found.first?.message.contains("must contain 'exact preparation time'") == true)
  }

  @Test func alarmIsAllowedOnlyInTheAlarmKitPrompt() throws {
    let rule = "ios_prompts_say_alarm_only_for_alarmkit"
    #expect(Self.diagnostics(try Self.ontime(), rule: rule).isEmpty)
    let text = try Self.ontime([
      (
        "    # \"Request notification permission / User copy: Allow notifications\" (iOS node F).\n    text: Allow notifications\n    requests: notification_permission",
        "    text: Allow alarms\n    requests: notification_permission"
      )
    ])
    let found = Self.diagnostics(text, rule: rule)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("copy 'ios_allow_notifications' says 'alarms'") == true)
  }

  // Issue 13's cases: each passed when the rules read how a copy is labelled.

  @Test func theAlarmKitPromptsCopyReusedOnThePathWithoutAlarmKitIsCaught() throws {
    let text = try Self.ontime([("        copy: ios_allow_notifications", "        copy: ios_allow_alarms")])
    let found = Self.diagnostics(text, rule: "ios_prompts_say_alarm_only_for_alarmkit")
    #expect(found.count == 1)
    #expect(
      found.first?.message.contains(
        "reached by install_or_sign_in → alarmkit_available → request_notification_permission without alarmkit_available"
      ) == true)
  }

  @Test func anAndroidPromptRelabelledAsAnExplanationIsStillAPrompt() throws {
    let text = try Self.ontime([
      (
        "    context: prompt\n    # The Android chart",
        "    context: explanation\n    # The Android chart"
      ),
      (
        "    # \"notification\", so it reads as the iOS prompt does.\n    text: Allow notifications",
        "    text: Allow alarms"
      ),
    ])
    #expect(Self.diagnostics(text, rule: "android_flows_never_say_alarm").count == 1)
  }

  @Test func anAndroidStatusSayingAlarmIsCaughtWhereItIsSet() throws {
    let text = try Self.ontime([("    label: Precise notification", "    label: Precise alarm")])
    let found = Self.diagnostics(text, rule: "android_flows_never_say_alarm")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("shown in state 'schedule_exact' of flow 'android_delivery'") == true)
  }

  @Test func emptyStatesMustReadTheSameOnEveryPlatform() throws {
    let extra = "  - id: ios_empty\n    platform: ios\n    context: empty_state\n    text: Nothing scheduled\n"
    let text = try Self.ontime([("\n# The four copy rules", extra + "\n# The four copy rules")])
    let found = Self.diagnostics(text, rule: "empty_states_platform_neutral")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("copy 'ios_empty' (ios) reads 'Nothing scheduled'") == true)
  }

  @Test func wordsMatchWholeCaseInsensitiveWithSimplePlurals() {
    let text = "Alarm, alarms, ALARMES; AlarmKit alarming (alarm)"
    #expect(WordMatcher.occurrences(of: "alarm", in: text).map(\.offset) == [0, 7, 15, 43])
    #expect(WordMatcher.occurrences(of: "alarm", in: text).map(\.found) == ["Alarm", "alarms", "ALARMES", "alarm"])
    #expect(WordMatcher.contains("exact preparation time", in: "at the Exact  preparation times!"))
    #expect(!WordMatcher.contains("exact preparation time", in: "exact preparations time"))
    #expect(WordMatcher.occurrences(of: "منبّه", in: "لا منبّه هنا").map(\.offset) == [3])
    #expect(WordMatcher.occurrences(of: "café", in: "Cafe\u{301} and café").count == 2)  // canonically equivalent
  }
}

extension CopyRulesTests {
  @Test func maxLengthCountsCharacters() throws {
    let rule =
      "  - id: short_buttons\n    message: Buttons fit.\n    contexts: [button]\n    max_length: 22\n"
    let text = try Self.ontime([
      ("\n# Seed 002, \"Profile Status Labels\"", rule + "\n# Seed 002, \"Profile Status Labels\"")
    ])
    let found = Self.diagnostics(text, rule: "short_buttons")
    // "Schedule notifications" is exactly 22; only a longer button would fail.
    #expect(found.isEmpty)
    let longer = text.replacingOccurrences(
      of: "    text: Schedule alarm\n", with: "    text: Schedule the alarm 👨‍👩‍👧 now\n")
    let hits = Self.diagnostics(longer, rule: "short_buttons")
    #expect(hits.map(\.message) == ["Buttons fit. (copy 'ios_schedule_alarm' is 24 characters; at most 22)"])  // 28 scalars
  }
}
