/// Descriptions of the breaking-change diagnostics of `specc lint --against`.
///
/// Their examples are *pairs*: the previous version, a line `---`, then the current version
/// (a two-document YAML file). `↓` marks, in the current version, where the rule must report;
/// a non-triggering pair must not make it report. `BreakingRuleExampleTests` runs them all.
enum BreakingRules {
  static let header = LoadingRules.header
  /// The separator between the previous and the current version in an example.
  static let separator = "\n---\n"

  static let channelRemoved = RuleID("breaking_channel_removed")
  static let channelChanged = RuleID("breaking_channel_changed")
  static let categoryRemoved = RuleID("breaking_category_removed")
  static let actionRemoved = RuleID("breaking_action_removed")
  static let slotRemoved = RuleID("breaking_slot_removed")
  static let prayerRemoved = RuleID("breaking_prayer_removed")
  static let statusLabelRemoved = RuleID("breaking_status_label_removed")
  static let baselineUnreadable = RuleID("breaking_baseline_unreadable")
  static let acceptanceUnused = RuleID("breaking_changes_ok_unused")
  static let specRemoved = RuleID("breaking_spec_removed")
  static let flagValueChanged = RuleID("breaking_flag_value_changed")
  /// An example whose current version is exactly this text stands for a deleted spec file.
  static let deletedText = "# (file deleted)\n"

  /// Ids a `breaking_changes_ok` entry may name as its `rule`.
  static let acceptableIDs = [
    channelRemoved, channelChanged, categoryRemoved, actionRemoved, slotRemoved, prayerRemoved, statusLabelRemoved,
    flagValueChanged,
  ].map(\.rawValue)

  private static func channel(_ id: String, importance: String = "high", sound: String? = nil) -> String {
    "  - id: \(id)\n    name: Daily\n    importance: \(importance)\n" + (sound.map { "    sound: \($0)\n" } ?? "")
  }

  private static func pair(_ before: String, _ after: String) -> String { before + separator + after }

  /// Said under every breaking rule, since its examples are pairs.
  static let examplesNote =
    " (`specc lint --against` only; each example is the previous version, `---`, then the current one.)"

  static let descriptions: [RuleDescription] = pairs.map { rule in
    var rule = rule
    rule.rationale += examplesNote
    return rule
  }

  private static let pairs: [RuleDescription] = [
    RuleDescription(
      id: channelRemoved.rawValue, title: "Channel removed or renamed",
      summary: "An Android channel id of the previous version is gone (removed, or renamed in place).",
      rationale:
        "Android keeps channels by id on every installed device, with the user's settings for them; a renamed "
        + "channel is a new channel with default settings, and the old one lingers in system settings. "
        + PlatformFacts.channelIDSource,
      triggering: [
        pair(
          header + "channels:\n" + channel("app.daily"),
          header + "channels:\n  - id: ↓app.day\n    name: Daily\n    importance: high\n"),
        pair(
          header + "channels:\n" + channel("app.daily") + channel("app.news"),
          "↓" + header + "channels:\n" + channel("app.daily")),
      ],
      nonTriggering: [
        pair(
          header + "channels:\n" + channel("app.daily"),
          header + "channels:\n" + channel("app.daily") + channel("app.news")),
        pair(
          header + "channels:\n" + channel("app.daily") + channel("app.news"),
          header + "channels:\n" + channel("app.daily")
            + "breaking_changes_ok:\n  - id: app.news\n    reason: The news feature was retired in 3.0.\n"),
      ]),
    RuleDescription(
      id: channelChanged.rawValue, title: "Channel setting changed",
      summary:
        "A channel keeps its id but changes its importance, sound, vibration (on or off, or its pattern), lock-screen visibility, Do Not Disturb bypass, or moves from one group to another.",
      rationale:
        "Once a channel exists on a device, Android ignores a new importance, sound, vibration, visibility or bypass "
        + "for it, and a new group once it has one: only its name and description can change. The change would "
        + "silently reach new installs only. " + PlatformFacts.channelIDSource,
      triggering: [
        pair(
          header + "channels:\n" + channel("app.daily") + "    vibration_pattern: [0, 400, 200, 400]\n",
          header + "channels:\n" + channel("app.daily") + "    vibration_pattern: ↓[0, 800]\n"),
        pair(
          header + "channels:\n" + channel("app.daily") + "    vibration: true\n",
          header + "channels:\n" + channel("app.daily") + "    vibration: ↓false\n"),
        pair(
          header + "channels:\n" + channel("app.daily") + "    visibility: public\n    bypass_dnd: true\n",
          header + "channels:\n" + channel("app.daily") + "    visibility: ↓secret\n    bypass_dnd: ↓false\n"),
        pair(
          header + "channels:\n" + channel("app.daily"),
          header + "channels:\n" + "  - id: app.daily\n    name: Daily\n    importance: ↓low\n"),
        pair(
          header + "channels:\n" + channel("app.daily", sound: "bell.wav"),
          header + "channels:\n" + "  - id: app.daily\n    name: Daily\n    importance: high\n    sound: ↓chime.wav\n"),
      ],
      nonTriggering: [
        pair(
          header + "channels:\n" + channel("app.daily"),
          header
            + "channels:\n  - id: app.daily\n    name: Daily reminders\n    description: Renamed is fine.\n    importance: high\n"
        ),
        pair(
          header + "channels:\n" + channel("app.daily"),
          header + "channels:\n" + channel("app.daily", sound: "default")),
        // A pattern written the same way, and the group a channel without one gets.
        pair(
          header + "channels:\n" + channel("app.daily") + "    vibration_pattern: [0, 400]\n",
          header + "channel_groups:\n  - { id: daily, name: Daily }\n"
            + "channels:\n" + channel("app.daily") + "    vibration_pattern: [0, 400]\n    group: daily\n"),
      ]),
    RuleDescription(
      id: categoryRemoved.rawValue, title: "Category removed or renamed",
      summary: "An iOS category id of the previous version is gone.",
      rationale:
        "Pending notifications already scheduled on devices name their category by id; without it they lose their "
        + "actions.",
      triggering: [
        pair(header + "categories:\n  - id: DOSE_DUE\n", header + "categories:\n  - id: ↓DOSE_DAY\n")
      ],
      nonTriggering: [
        pair(header + "categories:\n  - id: DOSE_DUE\n", header + "categories:\n  - id: DOSE_DUE\n  - id: TS_NEWS\n")
      ]),
    RuleDescription(
      id: actionRemoved.rawValue, title: "Action removed or renamed",
      summary: "An action id of a category that still exists is gone.",
      rationale:
        "App code and already-delivered notifications answer actions by id; a renamed action is never handled.",
      triggering: [
        pair(
          header + "categories:\n  - id: TS\n    actions:\n      - id: OPEN\n        title: Open\n",
          header + "categories:\n  - id: TS\n    actions:\n      - id: ↓VIEW\n        title: Open\n")
      ],
      nonTriggering: [
        pair(
          header + "categories:\n  - id: TS\n    actions:\n      - id: OPEN\n        title: Open\n",
          header + "categories:\n  - id: TS\n    actions:\n      - id: OPEN\n        title: View\n")
      ]),
    RuleDescription(
      id: slotRemoved.rawValue, title: "Slot removed or renamed",
      summary:
        "A slot id of the previous version is gone. With named ids (the default) a changed time keeps the id and breaks nothing; with slot_ids: hhmm a new time is a new id.",
      rationale:
        "Slot ids key stored content, deliveries and scheduled notifications on devices; a renamed slot orphans them. Name slots (morning_dose) so that their default time can change.",
      triggering: [
        pair(
          header + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
          header + "slots:\n  - id: ↓\"0900\"\n    time: \"09:00\"\n")
      ],
      nonTriggering: [
        pair(
          header + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
          header + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n  - id: \"1200\"\n    time: \"12:00\"\n"),
        pair(
          header + "slots:\n  - id: morning_dose\n    time: \"08:00\"\n",
          header + "slots:\n  - id: morning_dose\n    time: \"08:30\"\n"),
      ]),
    RuleDescription(
      id: prayerRemoved.rawValue, title: "Prayer removed or renamed",
      summary: "A prayer id of the previous version is gone.",
      rationale: "Users' per-prayer settings are stored by prayer id; a renamed prayer loses them.",
      triggering: [
        pair(
          header + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n",
          header + "prayers:\n  - id: ↓first_light\n    name: Dawn\n    kind: daily\n")
      ],
      nonTriggering: [
        pair(
          header + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n",
          header + "prayers:\n  - id: dawn\n    name: Dawn (first light)\n    kind: daily\n")
      ]),
    RuleDescription(
      id: statusLabelRemoved.rawValue, title: "Status label removed or renamed",
      summary: "A status-label id (a platform or capability state) of the previous version is gone.",
      rationale: "Apps persist and compare status states by id; a removed state leaves stored values unreadable.",
      triggering: [
        pair(
          header + "status_labels:\n  - id: off\n    state: Disabled\n    label: \"Off\"\n"
            + "  - id: armed\n    state: Armed\n    label: Armed\n",
          "↓" + header + "status_labels:\n  - id: armed\n    state: Armed\n    label: Armed\n")
      ],
      nonTriggering: [
        pair(
          header + "status_labels:\n  - id: off\n    state: Disabled\n    label: \"Off\"\n",
          header + "status_labels:\n  - id: off\n    state: Disabled by the user\n    label: \"Off\"\n")
      ]),
    RuleDescription(
      id: flagValueChanged.rawValue, title: "Flag naming an id changed",
      summary:
        "A feature flag whose default names an id (names: channel, category, …) names another id than in the previous version.",
      rationale:
        "Apps store flag values in their configuration: a flag that switches channels or categories points installed apps, and the notifications they already scheduled, at another id; accept it on purpose or keep the value.",
      triggering: [
        pair(
          header + "channels:\n" + channel("app.daily") + channel("app.news")
            + "feature_flags:\n  - { id: channelId, type: string, default: app.daily, names: channel }\n",
          header + "channels:\n" + channel("app.daily") + channel("app.news")
            + "feature_flags:\n  - { id: channelId, type: string, default: ↓app.news, names: channel }\n")
      ],
      nonTriggering: [
        pair(
          header + "channels:\n" + channel("app.daily")
            + "feature_flags:\n  - { id: channelId, type: string, default: app.daily, names: channel }\n",
          header + "channels:\n" + channel("app.daily")
            + "feature_flags:\n  - { id: channelId, type: string, default: app.daily, names: channel }\n"
            + "  - { id: mode, type: string, default: auto }\n")
      ]),
    RuleDescription(
      id: specRemoved.rawValue, title: "Spec deleted", severity: .warning,
      summary:
        "A spec file that was in a linted folder at the git ref is gone, with the ids it defined (a warning).",
      rationale:
        "Deleting a spec removes every channel, category, slot, prayer and status label it defined at once; a "
        + "deleted file cannot hold a breaking_changes_ok entry, so this warns (and fails with --strict).",
      triggering: [pair(header + "channels:\n" + channel("app.daily"), "↓" + deletedText)],
      nonTriggering: [pair(header + "description: Nothing persisted on devices.\n", deletedText)]),
    RuleDescription(
      id: acceptanceUnused.rawValue, title: "Unused breaking-change acceptance", severity: .warning,
      summary: "A `breaking_changes_ok` entry accepts nothing against the previous version (a warning).",
      rationale:
        "Once an accepted change has shipped, its entry must go: left in place it would silently accept a later "
        + "break of the same id.",
      triggering: [
        pair(
          header + "channels:\n" + channel("app.daily"),
          header + "channels:\n" + channel("app.daily")
            + "breaking_changes_ok:\n  - id: ↓app.news\n    reason: Retired in 3.0.\n")
      ],
      nonTriggering: [
        pair(
          header + "channels:\n" + channel("app.daily") + channel("app.news"),
          header + "channels:\n" + channel("app.daily")
            + "breaking_changes_ok:\n  - id: app.news\n    reason: Retired in 3.0.\n")
      ]),
    RuleDescription(
      id: baselineUnreadable.rawValue, title: "Previous version unreadable", severity: .warning,
      summary: "The previous version does not decode, so breaking changes against it cannot be checked (a warning).",
      rationale: "A check that silently passes because its baseline was broken would hide real breaks.",
      triggering: [pair("spec: [", "↓" + header)],
      nonTriggering: [pair(header, header)]),
  ]
}
