/// Small specs of an alarm-style app for the copy rules' examples: four copy rules, and the copy given.
enum CopyRuleExamples {
  /// A copy entry: id, platform, context, text, requests.
  typealias Entry = (String, String, String, String, String?)

  static func spec(copy: [Entry]) -> String {
    let entries = copy.map { id, platform, context, text, requests in
      "  - id: \(id)\n    platform: \(platform)\n    context: \(context)\n    text: \(text)\n"
        + (requests.map { "    requests: \($0)\n" } ?? "")
    }
    return LoadingRules.header + "copy:\n" + entries.joined() + rules
  }

  static let rules = """
    copy_rules:
      - id: no_alarm_on_android
        message: Android prompts say notification, never alarm.
        platforms: [android]
        contexts: [prompt]
        forbid_words: [alarm]
      - id: android_says_notification
        message: Android prompts say notification.
        platforms: [android]
        contexts: [prompt]
        require_any: [notification]
      - id: same_empty_state
        message: Empty states read the same on every platform.
        contexts: [empty_state]
        same_text_across_platforms: true
      - id: short_prompts
        message: Prompts fit on one line.
        contexts: [prompt]
        max_length: 60

    """
}
