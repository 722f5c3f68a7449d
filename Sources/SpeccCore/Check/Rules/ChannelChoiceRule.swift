/// Each sound a user may choose plays on Android through exactly one channel (issue 29): a
/// channel's sound is fixed when it is created, so the app posts on the channel of the choice.
struct ChannelChoiceRule: Rule {
  static let android = LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
  static let prayer =
    "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    reminder: [off]\n"

  static let description = RuleDescription(
    id: "channel_choice", title: "A channel for every sound choice",
    summary:
      "In a spec that targets Android, each sound a prayer or user item lists (sounds) is the sound of exactly one channel, and a prayer that lists sounds and offers the silent at-time option has exactly one silent channel (sound: none): the generated channelChoices table maps each choice to that channel. No channel, or two channels for one choice, is an error.",
    rationale: SoundFacts.androidSource
      + " Android takes a channel's sound once, when the channel is created (NotificationChannel.setSound; the app cannot change it later), and plays a notification with its channel's sound, so an app that lets the user pick one of several sounds keeps one channel per sound and posts on the chosen one. A choice no channel plays rings with another channel's sound; with two, the app cannot tell which to post on.",
    triggering: [
      android + prayer + "    at_time: ↓[none, silent, sound]\n"
        + "    sounds: [adhan_a.ogg, ↓adhan_b.ogg, ↓adhan_c.ogg]\n"
        + "channels:\n  - id: adhan.a\n    name: Adhan A\n    importance: high\n    sound: adhan_a.ogg\n"
        + "  - id: adhan.c\n    name: Adhan C\n    importance: high\n    sound: adhan_c.ogg\n"
        + "  - id: adhan.c2\n    name: Adhan C again\n    importance: high\n    sound: adhan_c.ogg\n",
      android
        + "user_items:\n  - id: alarm\n    max_count: 3\n    repeats: [daily]\n    template: ring\n"
        + "    sounds: [↓chime.ogg]\n"
        + "templates:\n  - id: ring\n    title: Alarm\n    body: Ringing\n    channel: alarms\n"
        + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    sound: bell.ogg\n",
    ],
    nonTriggering: [
      android + prayer + "    at_time: [none, silent, sound]\n    sounds: [adhan_a.ogg, default]\n"
        + "channels:\n  - id: adhan.a\n    name: Adhan A\n    importance: high\n    sound: adhan_a.ogg\n"
        + "  - id: adhan.default\n    name: Adhan\n    importance: high\n    sound: default\n"
        + "  - id: adhan.silent\n    name: Silent\n    importance: low\n    sound: none\n",
      // iOS plays a chosen sound per notification: no channel is needed.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n" + prayer
        + "    at_time: [none, silent, sound]\n    sounds: [adhan_a.caf]\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.platforms.contains(where: { $0.name.value == .android }) else { return }
    for choice in spec.channelChoices where choice.carriers.count != 1 {
      let name = choice.silent ? "the silent option" : "sound '\(choice.sound.value)'"
      let wanted = choice.silent ? "sound: none" : "sound: \(choice.sound.value)"
      if choice.carriers.isEmpty {
        sink.error(
          id,
          "\(choice.what) lets the user choose \(name), but no channel has \(wanted): Android plays a notification with its channel's sound, fixed when the channel is created; add a channel with \(wanted)",
          at: choice.sound.mark)
      } else {
        let ids = choice.carriers.map { "'\($0.id.value)'" }
        sink.error(
          id,
          "\(choice.what) lets the user choose \(name), which channels \(ids.dropLast().joined(separator: ", ")) and \(ids.last ?? "") all have (\(wanted)): the app cannot tell which to post on; keep one",
          at: choice.sound.mark,
          related: choice.carriers.compactMap { channel in
            channel.sound.map { RelatedPlace($0.mark, "channel '\(channel.id.value)' has it here") }
          })
      }
    }
  }
}
