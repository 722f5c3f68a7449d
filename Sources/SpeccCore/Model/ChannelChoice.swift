extension Spec {
  /// One sound a user may choose for an item, and the channels that play it on Android (issue 29).
  /// Android fixes a channel's sound when the channel is created, so an app that lets the user
  /// pick one of several sounds keeps one channel per sound and posts on the channel of the
  /// choice: each sound an item lists maps to the channel whose `sound` it is, and a prayer's
  /// `silent` at-time option to the channel with `sound: none`.
  struct ChannelChoice: Sendable {
    /// The prayer or user item, by id, and how messages name it.
    var item: Located<String>
    var what: String
    /// The sound file as listed, or `silent` (located at the prayer's at_time options).
    var sound: Located<String>
    var silent: Bool
    /// Every channel whose sound it is, in spec order.
    var carriers: [Channel]

    /// The one channel that plays it, when exactly one does.
    var channel: Channel? { carriers.count == 1 ? carriers.first : nil }
  }

  /// The sound a channel carries for a `silent` choice: `none`.
  static let silentSound = "none"

  /// Every choice of every prayer and user item that lists sounds, in spec order: a prayer's
  /// silent option first (when its at_time offers it), then its sounds as listed. A prayer whose
  /// at_time offers no sound has no choices (notification_sound reports its list).
  var channelChoices: [ChannelChoice] {
    // Most specs let the user choose no sound: nothing to index.
    guard prayers.contains(where: { !$0.sounds.isEmpty }) || userItems.contains(where: { !$0.sounds.isEmpty }) else {
      return []
    }
    var channelsBySound: [String: [Channel]] = [:]
    var seen: Set<String> = []
    for channel in channels where seen.insert(channel.id.value).inserted {
      if let sound = channel.sound?.value { channelsBySound[sound, default: []].append(channel) }
    }
    var choices: [ChannelChoice] = []
    func add(_ id: Located<String>, _ what: String, _ sounds: [Located<String>], silent: Mark?) {
      if let silent {
        choices.append(
          ChannelChoice(
            item: id, what: what, sound: Located("silent", at: silent), silent: true,
            carriers: channelsBySound[Self.silentSound] ?? []))
      }
      for sound in sounds {
        choices.append(
          ChannelChoice(
            item: id, what: what, sound: sound, silent: false, carriers: channelsBySound[sound.value] ?? []))
      }
    }
    for prayer in prayers where !prayer.sounds.isEmpty && prayer.atTime.value.contains(.sound) {
      add(
        prayer.id, "prayer '\(prayer.id.value)'", prayer.sounds,
        silent: prayer.atTime.value.contains(.silent) ? prayer.atTime.mark : nil)
    }
    for kind in userItems where !kind.sounds.isEmpty {
      add(kind.id, "user item '\(kind.id.value)'", kind.sounds, silent: nil)
    }
    return choices
  }
}
