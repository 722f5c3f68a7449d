/// Every sound a spec names is a file name each of its platforms can play (issue 29): not a path,
/// not `Default` for `default`, an aiff/wav/caf for iOS, an Android raw resource of a format
/// Android plays, and never a list that nothing plays.
struct NotificationSoundRule: Rule {
  static let description = RuleDescription(
    id: "notification_sound", title: "Sounds the platforms can play",
    summary:
      "A sound (a channel's, the reminders', a prayer's or user item's sounds, an item's reminder_sound) is a file name with its extension, not a path; `default` is written in lowercase, and so is a channel's `none` (a silent channel); on iOS it is an aiff, wav or caf file; on Android (every channel, and the spec's other sounds when it targets Android) its name uses only a-z, 0-9 and _ and its kind is one Android plays; a prayer lists sounds only when its at_time options include sound, a user item only when it notifies at its time, and a prayer or slot has reminder_sound only when its reminder options include sound.",
    rationale: SoundFacts.iosSource + " " + SoundFacts.androidSource
      + " A sound a platform cannot play is not an error on the device: the default sound plays, or nothing, and nobody is told.",
    triggering: [
      LoadingRules.header
        + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "reminders:\n  offsets_minutes: [10]\n  sound: ↓reminder.mp3\n"
        + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    at_time: [none, silent]\n"
        + "    reminder: [off]\n    sounds: [↓chime.caf]\n"
        + "  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
        + "    sounds: [↓Default, ↓../../etc/passwd, ↓Bell-1.wav, ↓bell]\n"
        + "  - id: dusk\n    name: Dusk\n    kind: daily\n    reminder: [off, sound]\n    reminder_sound: ↓soon.mp3\n"
        + "slots:\n  - id: nap\n    time: \"13:00\"\n    reminder: [off, silent]\n    reminder_sound: ↓soon.wav\n"
        + "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n    sound: ↓bell1.caf\n"
        + "  - id: beeps\n    name: Beeps\n    importance: high\n    sound: ↓1beep.ogg\n"
        + "  - id: news\n    name: News\n    importance: high\n    sound: ↓new.ogg\n"
        + "  - id: quiet\n    name: Quiet\n    importance: low\n    sound: ↓None\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "reminders:\n  offsets_minutes: [10]\n  sound: reminder.wav\n"
        + "prayers:\n  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
        + "    sounds: [default, adhan_short.wav]\n"
        + "  - id: dusk\n    name: Dusk\n    kind: daily\n    reminder: [off, sound]\n    reminder_sound: soon.wav\n"
        + "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n    sound: bell_1.ogg\n"
        + "  - id: quiet\n    name: Quiet\n    importance: low\n    sound: none\n",
      // iOS only: a caf plays; Android's naming does not apply.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "reminders:\n  offsets_minutes: [10]\n  sound: Reminder-Tone.caf\n",
    ])

  /// The platforms among iOS and Android a sound plays on (their file rules differ). Not a
  /// `Set<PlatformName>`: the first set of `PlatformName` made the runtime scan the binary's
  /// conformances for `PlatformName: Hashable` (~0.2 M instructions, on every lint).
  private struct Targets {
    var ios: Bool
    var android: Bool

    func contains(_ platform: PlatformName) -> Bool {
      switch platform {
      case .ios: ios
      case .android: android
      default: false
      }
    }
  }

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let targets = Targets(
      ios: spec.platforms.contains { $0.name.value == .ios },
      android: spec.platforms.contains { $0.name.value == .android })
    if let sound = spec.reminders?.sound {
      check(sound, on: targets, what: "the reminder sound", spec: spec, into: &sink)
    }
    for prayer in spec.prayers {
      if !prayer.sounds.isEmpty, !prayer.atTime.value.contains(.sound), let first = prayer.sounds.first {
        sink.error(
          id,
          "'\(prayer.id.value)' lists sounds, but its at_time options (\(prayer.atTime.value.map(\.rawValue).joined(separator: ", "))) have no sound: nothing plays them; add sound to at_time or remove the list",
          at: first.mark)
        continue
      }
      for sound in prayer.sounds {
        check(sound, on: targets, what: "a sound of '\(prayer.id.value)'", spec: spec, into: &sink)
      }
    }
    for kind in spec.userItems {
      if !kind.roles.atTime, let first = kind.sounds.first {
        sink.error(
          id,
          "'\(kind.id.value)' lists sounds, but notify_at_time is false: it has no notification at its time to play them; remove the list",
          at: first.mark)
        continue
      }
      for sound in kind.sounds {
        check(sound, on: targets, what: "a sound of '\(kind.id.value)'", spec: spec, into: &sink)
      }
    }
    for use in spec.reminderUses {
      guard let sound = use.role.sound, use.canRemind else { continue }
      if let options = use.options, !options.value.contains(.sound) {
        sink.error(
          id,
          "\(use.what) has reminder_sound, but its reminder options (\(options.value.map(\.rawValue).joined(separator: ", "))) have no sound: nothing plays it; add sound to reminder or remove reminder_sound",
          at: sound.mark)
        continue
      }
      check(sound, on: targets, what: "the reminder sound of \(use.what)", spec: spec, into: &sink)
    }
    for channel in spec.channels {
      guard let sound = channel.sound, sound.value != Spec.silentSound else { continue }
      let what = "the sound of channel '\(channel.id.value)'"
      if sound.value.lowercased() == Spec.silentSound {
        sink.error(
          id,
          "\(what) is '\(sound.value)': a silent channel's sound is written 'none' (any other spelling names a file)",
          at: sound.mark, fix: spec.source.token(at: sound.mark).map { Fix(old: $0, new: Spec.silentSound) })
        continue
      }
      check(sound, on: Targets(ios: false, android: true), what: what, spec: spec, into: &sink)
    }
  }

  /// One diagnostic for a sound name: the first problem found.
  private static func check(
    _ sound: Located<String>, on platforms: Targets, what: String, spec: ResolvedSpec,
    into sink: inout DiagnosticSink
  ) {
    let name = sound.value
    if name == "default" { return }
    if name.lowercased() == "default" {
      sink.error(
        id, "\(what) is '\(name)': the default sound is written 'default' (any other spelling names a file)",
        at: sound.mark, fix: spec.source.token(at: sound.mark).map { Fix(old: $0, new: "default") })
      return
    }
    if name.contains("/") || name.hasPrefix(".") || name.isEmpty {
      sink.error(
        id,
        "\(what) is '\(name)', a path: a sound is a file name in the app's sounds (iOS: the app bundle or Library/Sounds; Android: res/raw)",
        at: sound.mark)
      return
    }
    guard let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex else {
      sink.error(
        id, "\(what) is '\(name)' without an extension: name the file as it is in the app (for example '\(name).caf')",
        at: sound.mark)
      return
    }
    let base = String(name[..<dot])
    let ext = name[name.index(after: dot)...].lowercased()
    if platforms.contains(.ios), !SoundFacts.iosExtensions.contains(ext) {
      sink.error(
        id,
        "\(what) is '\(name)': iOS plays a notification sound only from an aiff, wav or caf file (Linear PCM, IMA4, µLaw or aLaw, under 30 seconds) and plays the default sound instead",
        at: sound.mark)
      return
    }
    if platforms.contains(.android) {
      if !SoundFacts.androidExtensions.contains(ext) {
        sink.error(
          id,
          "\(what) is '\(name)': Android does not play .\(ext) files; use a format it plays (ogg, mp3, wav, m4a, flac…)\(platforms.contains(.ios) ? ", or wav, which both platforms play" : "")",
          at: sound.mark)
        return
      }
      if !SoundFacts.isAndroidResourceName(base[...]) {
        var suggested = String(
          base.lowercased().unicodeScalars.map { scalar -> Character in
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) ? Character(scalar) : "_"
          })
        if suggested.first.map({ $0.isASCII && $0.isNumber }) ?? true { suggested = "sound_" + suggested }
        if SoundFacts.javaKeywords.contains(suggested) { suggested += "_sound" }
        sink.error(
          id,
          "\(what) is '\(name)': an Android raw resource's name (R.raw.NAME) uses only a-z, 0-9 and _, starts with a letter and is no Java keyword (for example '\(suggested).\(ext)')",
          at: sound.mark)
      }
    }
  }
}
