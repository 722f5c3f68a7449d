import Foundation
import Testing

@testable import SpeccCore

/// Issue 21, item 6: copy rules see every kind of user-visible string (action titles, channel
/// names and descriptions, item labels, status labels, copy, template titles and bodies), each
/// reported at its text, each selectable by its context and field.
@Suite struct CopyRuleKindsTests {
  /// A spec with one string of every kind; `texts` replaces the clean wording of one of them.
  static func spec(_ replacements: [(String, String)] = [], rule: String = "") -> String {
    var text = """
      spec: demo
      name: Demo
      version: "1"
      platforms:
        ios:
          pending_cap: 64
          window_days: 2
        android:
          window_days: 2
      prayers:
        - id: dawn
          name: Dawn
          kind: daily
          at_time: [sound]
          reminder: [off]
          template: wake_up
      slots:
        # specc:disable-next-line os_repeat_suggested -- this spec holds one string of every kind; its schedule is not the test
        - id: "0700"
          time: "07:00"
          label: Weekday wake-up
          template: wake_up
      channels:
        - id: wake
          name: Wake-ups
          description: Every wake-up you set
          importance: high
      categories:
        - id: WAKE
          actions:
            - id: STOP
              title: Stop
      templates:
        - id: wake_up
          title: Good morning
          body: Time to get up
          channel: wake
          category: WAKE
      copy:
        - id: ask
          platform: all
          context: prompt
          text: Allow notifications
      status_labels:
        - id: armed
          state: Exact timing armed
          label: Reminder set
      copy_rules:
        - id: no_alarm
          message: Say wake-up, never alarm.
          forbid_words: [alarm]

      """
    for (old, new) in replacements {
      #expect(text.contains(old), "the test spec no longer contains \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text.replacingOccurrences(of: "    forbid_words: [alarm]\n", with: "    forbid_words: [alarm]\n" + rule)
  }

  static func found(_ text: String, rule: String = "no_alarm") -> [Diagnostic] {
    Pipeline.lint(text: text, path: "demo.yaml").diagnostics.filter { $0.ruleID == rule }
  }

  @Test func theCleanSpecLintsCleanOfEveryRule() throws {
    let diagnostics = Pipeline.lint(text: Self.spec(), path: "demo.yaml").diagnostics
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" })")
  }

  /// Each kind with "alarm" in it: one error, at the word, naming the string.
  @Test(arguments: [
    ("title: Stop\n", "title: Stop alarm\n", "alarm\n", "title of action 'STOP' in category 'WAKE' says 'alarm'"),
    ("name: Wake-ups", "name: Alarms", "Alarms", "name of channel 'wake' says 'Alarms'"),
    ("Every wake-up you set", "Every alarm you set", "alarm you", "description of channel 'wake' says 'alarm'"),
    ("label: Weekday wake-up", "label: Weekday alarm", "alarm\n", "label of slot '0700' says 'alarm'"),
    ("name: Dawn", "name: Dawn alarm", "alarm\n", "name of prayer 'dawn' says 'alarm'"),
    ("label: Reminder set", "label: Alarm set", "Alarm set", "status label 'armed' says 'Alarm'"),
    ("text: Allow notifications", "text: Allow alarms", "alarms", "copy 'ask' says 'alarms'"),
    ("title: Good morning", "title: Good morning alarm", "alarm\n", "title of template 'wake_up' says 'alarm'"),
    ("body: Time to get up", "body: Alarm to get up", "Alarm to", "body of template 'wake_up' says 'Alarm'"),
  ])
  func eachKindIsCheckedAtItsText(old: String, new: String, at needle: String, says: String) throws {
    let text = Self.spec([(old, new)])
    let found = Self.found(text)
    #expect(found.count == 1, "\(found.map(\.message))")
    let error = try #require(found.first)
    #expect(error.severity == .error)
    #expect(error.message == "Say wake-up, never alarm. (\(says))")
    let (line, column) = try CopyRulesTests.position(of: needle, in: text)
    #expect((error.location.line, error.location.column) == (line, column))
  }

  /// A rule narrowed to a context or field sees its strings and no others.
  @Test(arguments: [
    ("action", ["title of action 'STOP'"]),
    ("channel", ["name of channel 'wake'", "description of channel 'wake'"]),
    ("channel_name", ["name of channel 'wake'"]),
    ("channel_description", ["description of channel 'wake'"]),
    ("item_label", ["name of prayer 'dawn'", "label of slot '0700'"]),
    ("prayer_name", ["name of prayer 'dawn'"]),
    ("slot_label", ["label of slot '0700'"]),
    ("status", ["status label 'armed'"]),
  ])
  func contextsSelectTheirStrings(context: String, expected: [String]) throws {
    let text = Self.spec(
      [
        ("title: Stop\n", "title: Stop alarm\n"), ("name: Wake-ups", "name: Alarms"),
        ("Every wake-up you set", "Every alarm you set"), ("label: Weekday wake-up", "label: Weekday alarm"),
        ("name: Dawn", "name: Dawn alarm"), ("label: Reminder set", "label: Alarm set"),
      ], rule: "    contexts: [\(context)]\n")
    let found = Self.found(text).map(\.message)
    #expect(found.count == expected.count, "\(found)")
    for name in expected { #expect(found.contains { $0.contains(name) }, "\(name) in \(found)") }
  }

  /// Action titles are iOS's and channels Android's: a rule for the other platform passes them.
  @Test func platformsSelectActionsAndChannels() throws {
    let text = Self.spec([("title: Stop\n", "title: Stop alarm\n"), ("name: Wake-ups", "name: Alarms")])
    let android = Self.found(Self.spec([("title: Stop\n", "title: Stop alarm\n")], rule: "    platforms: [android]\n"))
    #expect(android.isEmpty, "\(android.map(\.message))")
    let ios = Self.found(
      text.replacingOccurrences(
        of: "    forbid_words: [alarm]\n", with: "    forbid_words: [alarm]\n    platforms: [ios]\n"))
    #expect(
      ios.map(\.message) == ["Say wake-up, never alarm. (title of action 'STOP' in category 'WAKE' says 'alarm')"])
  }

  /// `max_length` and `require_any` see the new kinds too; `except` names them by id.
  @Test func lengthRequirementsAndExceptions() throws {
    let long = Self.found(Self.spec(rule: "    max_length: 12\n    contexts: [channel_description]\n"))
    #expect(
      long.map(\.message) == ["Say wake-up, never alarm. (description of channel 'wake' is 21 characters; at most 12)"])
    let required = Self.found(Self.spec(rule: "    require_any: [wake-up]\n    contexts: [item_label]\n"))
    #expect(required.map(\.message) == ["Say wake-up, never alarm. (name of prayer 'dawn' must contain 'wake-up')"])
    let excepted = Self.found(Self.spec([("name: Wake-ups", "name: Alarms")], rule: "    except: [wake]\n"))
    #expect(excepted.isEmpty)
  }

  /// A spec's own copy rules still pass on every real spec now that they see every string.
  @Test(arguments: SpecsLintCleanTests.specFiles)
  func theRealSpecsStillPassTheirCopyRules(_ name: String) throws {
    let result = Pipeline.lint(text: try BudgetTests.specText(name), path: "Specs/\(name)")
    let spec = try #require(result.spec)
    let ids = Set(spec.copyRules.map(\.id.value))
    #expect(result.diagnostics.filter { ids.contains($0.ruleID) }.isEmpty)
  }
}
