/// On Android a reminder with a channel or sound of its own (`reminder_channel`,
/// `reminder_sound`; issue 37) plays its channel's sound, so the two agree: the sibling of
/// `channel_choice` for the sound of an item's reminders.
struct ReminderChannelSoundRule: Rule {
  static let android = LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
  static let templates =
    "templates:\n  - id: call\n    title: Prayer\n    body: It is time.\n    channel: prayers\n"
    + "  - id: soon\n    title: Soon\n    body: The prayer is in a few minutes.\n    channel: prayers\n"
  static let channels =
    "channels:\n  - id: prayers\n    name: Prayers\n    importance: high\n    sound: prayer_call.wav\n"
    + "  - id: prayer_reminders\n    name: Reminders\n    importance: default\n    sound: reminder.wav\n"
  static let prayer =
    "reminders:\n  offsets_minutes: [10]\n"
    + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off, sound]\n    template: call\n"
    + "    reminder_template: soon\n"

  static let description = RuleDescription(
    id: "reminder_channel_sound", title: "A reminder's sound is its channel's on Android",
    summary:
      "In a spec that targets Android, the reminders of a prayer, slot or user item that name a channel or sound of their own (reminder_channel, reminder_sound) play the sound of the channel they post on (reminder_channel, else the item's template's channel): that channel's sound (default when it names none) is reminder_sound, else reminders.sound, else default.",
    rationale: SoundFacts.androidSource
      + " Since Android 8 (API 26) a notification plays its channel's sound, set once when the channel is created (NotificationChannel.setSound); the sound a notification asks for is ignored. A reminder_sound its channel does not have plays on iOS and never on Android, where the channel's rings instead.",
    triggering: [
      android + templates + channels + prayer + "    reminder_channel: prayers\n    reminder_sound: ↓reminder.wav\n",
      // No reminder_sound: the reminders play reminders.sound (here the default), not the channel's.
      android + templates + channels + prayer + "    reminder_channel: ↓prayer_reminders\n",
      android + "templates:\n  - id: due\n    title: Due\n    body: A bill is due.\n    channel: prayers\n"
        + channels
        + "user_items:\n  - id: bill\n    max_count: 5\n    repeats: [monthly]\n    template: due\n"
        + "    reminders:\n      offsets_minutes: [1440]\n    reminder_sound: ↓reminder.wav\n",
    ],
    nonTriggering: [
      android + templates + channels + prayer
        + "    reminder_channel: prayer_reminders\n    reminder_sound: reminder.wav\n",
      // A channel with no sound plays the default, which the reminders ask for.
      android + templates + channels + "  - id: quiet_reminders\n    name: Quiet\n    importance: default\n"
        + prayer + "    reminder_channel: quiet_reminders\n",
      // iOS plays the reminder's sound itself: no channel is involved.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "templates:\n  - id: call\n    title: Prayer\n    body: It is time.\n"
        + "  - id: soon\n    title: Soon\n    body: The prayer is in a few minutes.\n" + prayer
        + "    reminder_sound: reminder.wav\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.platforms.contains(where: { $0.name.value == .android }) else { return }
    for use in spec.reminderUses where use.canRemind && (use.role.channel != nil || use.role.sound != nil) {
      // Silent reminders only: notification_sound reports a reminder_sound nothing plays.
      if let options = use.options, !options.value.contains(.sound) { continue }
      // No channel (missing_reference) or one that names nothing (unknown_reference): theirs to report.
      guard let channel = spec.spec.reminderChannel(of: use), let mark = use.role.sound?.mark ?? use.role.channel?.mark
      else { continue }
      let (wanted, whose) =
        if let sound = use.role.sound { (sound.value, "reminder_sound") } else if let sound = spec.reminders?.sound {
          (sound.value, "reminders.sound")
        } else { ("default", "no reminder sound of their own") }
      let has = channel.sound?.value ?? "default"
      guard wanted != has else { continue }
      let via = use.role.channel != nil ? "reminder_channel" : "its template's channel"
      sink.error(
        id,
        "the reminders of \(use.what) play '\(wanted)' (\(whose)), but post on channel '\(channel.id.value)' (\(via)), whose sound is '\(has)': Android 8+ plays a notification with its channel's sound; post them on a channel with sound: \(wanted), or make reminder_sound '\(has)'",
        at: mark,
        related: [
          RelatedPlace(channel.sound?.mark ?? channel.id.mark, "channel '\(channel.id.value)' is declared here")
        ])
    }
  }
}
