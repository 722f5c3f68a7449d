/// An Android channel's settings are ones Android honours (issue 29): a vibration pattern it can
/// play and keep, no pattern on a channel that does not vibrate, and Do Not Disturb bypassed only
/// by an app whose Android flow asks for notification policy access.
struct ChannelSettingsRule: Rule {
  static let header = LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
  static let policyFlow =
    "copy:\n  - { id: allow_dnd, platform: android, context: prompt, requests: notification_policy_access, text: Let alarms sound in Do Not Disturb }\n"
    + "status_labels:\n  - { id: armed, state: Alarms armed, label: Armed }\n"
    + "flows:\n  - id: dnd\n    platform: android\n    start: ask\n    states:\n"
    + "      - { id: ask, kind: prompt, title: Allow Do Not Disturb access, copy: allow_dnd, transitions: [{ on: answered, to: done }] }\n"
    + "      - { id: done, kind: end, title: Armed, status: armed }\n"

  static let description = RuleDescription(
    id: "channel_settings", title: "Channel settings Android honours",
    summary:
      "A channel's vibration_pattern has at least one on-time above 0 and at most \(PlatformFacts.androidMaxVibrationValues) values, and is not given with vibration: false; a channel with bypass_dnd: true needs an Android flow with a prompt whose copy requests notification_policy_access.",
    rationale: PlatformFacts.channelSettingsSource
      + " A pattern Android cannot play, or a bypass it ignores, fails on the device without a word: the channel is created and simply does not vibrate, or stays silent in Do Not Disturb.",
    triggering: [
      header
        + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    vibration_pattern: ↓[500, 0, 250, 0]\n"
        + "  - id: quiet\n    name: Quiet\n    importance: low\n    vibration: ↓false\n    vibration_pattern: [0, 200]\n"
        + "  - id: urgent\n    name: Urgent\n    importance: max\n    bypass_dnd: ↓true\n",
      header
        + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    vibration_pattern: ↓[\(Array(repeating: "0, 100", count: 251).joined(separator: ", "))]\n",
    ],
    nonTriggering: [
      header + policyFlow
        + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    vibration: true\n"
        + "    vibration_pattern: [0, 400, 200, 400]\n    bypass_dnd: true\n    visibility: public\n"
        + "  - id: quiet\n    name: Quiet\n    importance: low\n    vibration: false\n    bypass_dnd: false\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let asksForPolicyAccess = spec.flows.contains { flow in
      flow.platform.value == .android
        && flow.states.contains { state in
          state.kind.value == .prompt
            && spec[state.copy]?.requests?.value == "notification_policy_access"
        }
    }
    for channel in spec.channels {
      if let pattern = channel.vibrationPattern, let mark = channel.vibrationPatternMark {
        checkPattern(pattern, at: mark, of: channel, into: &sink)
      }
      if let bypass = channel.bypassDND, bypass.value, !asksForPolicyAccess {
        sink.error(
          id,
          "channel '\(channel.id.value)' bypasses Do Not Disturb, which Android honours only once the user grants the app notification policy access: add an Android flow with a prompt whose copy requests notification_policy_access (Settings.ACTION_NOTIFICATION_POLICY_ACCESS_SETTINGS), or remove bypass_dnd",
          at: bypass.mark)
      }
    }
  }

  /// One diagnostic per pattern: its first problem.
  private static func checkPattern(
    _ pattern: [Located<Int>], at mark: Mark, of channel: Channel, into sink: inout DiagnosticSink
  ) {
    let name = "channel '\(channel.id.value)'"
    if let vibration = channel.vibration, !vibration.value {
      sink.error(
        id,
        "\(name) has vibration: false and a vibration_pattern: Android's setVibrationPattern turns vibration on; remove the pattern or the vibration: false",
        at: vibration.mark)
      return
    }
    let limit = PlatformFacts.androidMaxVibrationValues
    if pattern.count > limit {
      sink.error(
        id,
        "\(name)'s vibration_pattern has \(pattern.count) values; Android keeps at most \(limit) (NotificationChannel.MAX_VIBRATION_LENGTH) and cuts the rest",
        at: mark)
      return
    }
    // Values at odd positions (1, 3, …) are on-times; the first is the wait before vibrating.
    let vibrating = pattern.enumerated().filter { $0.offset % 2 == 1 }.map(\.element.value)
    if !vibrating.contains(where: { $0 > 0 }) {
      let described =
        pattern.isEmpty
        ? "no values"
        : vibrating.isEmpty
          ? "only a wait (\(pattern.first?.value ?? 0) ms) and no on-time"
          : "on-times \(vibrating.map(String.init).joined(separator: ", ")) ms, all 0"
      sink.error(
        id,
        "\(name)'s vibration_pattern vibrates nothing: it has \(described); the values are off, on, off, on… in milliseconds (for example [0, 400, 200, 400])",
        at: mark)
    }
  }
}
