extension Spec {
  /// One sound the spec names, with what it is for messages and whether only Android plays it.
  struct SoundUse: Sendable {
    var what: String
    var sound: Located<String>
    /// A channel's sound: Android's only.
    var androidOnly: Bool
  }

  /// Every sound the spec names: the reminders', each prayer's, slot's and user item's (their
  /// reminders' own too), each channel's (a silent channel's `none` names no file).
  var soundUses: [SoundUse] {
    var uses: [SoundUse] = []
    if let sound = reminders?.sound {
      uses.append(SoundUse(what: "the reminder sound", sound: sound, androidOnly: false))
    }
    for prayer in prayers {
      uses += prayer.sounds.map { SoundUse(what: "a sound of '\(prayer.id.value)'", sound: $0, androidOnly: false) }
    }
    for kind in userItems {
      uses += kind.sounds.map { SoundUse(what: "a sound of '\(kind.id.value)'", sound: $0, androidOnly: false) }
    }
    for use in reminderUses {
      if let sound = use.role.sound {
        uses.append(SoundUse(what: "the reminder sound of \(use.what)", sound: sound, androidOnly: false))
      }
    }
    for channel in channels {
      if let sound = channel.sound, sound.value != Spec.silentSound {
        uses.append(SoundUse(what: "the sound of channel '\(channel.id.value)'", sound: sound, androidOnly: true))
      }
    }
    return uses
  }
}
