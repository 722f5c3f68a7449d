/// Every sound a spec names is a file in the folder the spec names (`sounds_folder:`), and the
/// file holds what its platforms play: its container and codec read from its header (never from
/// its name), and on iOS a length under 30 seconds (issue 29).
struct SoundFileRule: Rule {
  static let fixtures = "sounds_folder: Tests/SpeccCoreTests/Fixtures/sounds\n"
  static let ios = LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
  static let both = LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"

  static let description = RuleDescription(
    id: "sound_file", title: "Sound files that exist and play",
    summary:
      "With sounds_folder set (relative to the spec), every sound the spec names is a file there (exact name); its header is read: the container is the one its extension says; on iOS it holds Linear PCM, IMA4, µLaw or aLaw and lasts under 30 seconds; on Android (channels, and the other sounds when the spec targets Android) it holds a codec Android decodes (WAVE: linear PCM). Files of a kind specc cannot read (amr, mid, …) are only looked for.",
    rationale: SoundFacts.iosSource + " " + SoundFacts.androidSource
      + " A name can lie (a .caf holding MP3), and a file that is missing or too long is no error on the device: the default sound plays, or nothing. (The examples read Tests/SpeccCoreTests/Fixtures/sounds, which scripts/make-sound-fixtures.py writes.)",
    triggering: [
      ios + fixtures + "reminders:\n  offsets_minutes: [10]\n  sound: ↓long.caf\n"
        + "prayers:\n  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
        + "    sounds: [↓missing.wav, ↓mislabelled.caf, ↓chime-gsm.wav, ↓chime-aac.caf, ↓truncated.wav, ↓Chime.wav]\n",
      both + fixtures + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    sound: ↓truncated.wav\n"
        + "  - id: bells\n    name: Bells\n    importance: high\n    sound: ↓bell.ogg\n",
      ios + "sounds_folder: ↓no_such_folder\n" + "reminders:\n  offsets_minutes: [10]\n  sound: chime.wav\n",
    ],
    nonTriggering: [
      both + fixtures + "reminders:\n  offsets_minutes: [10]\n  sound: chime.wav\n"
        + "prayers:\n  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
        + "    sounds: [default, chime.wav]\n"
        + "channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    sound: adhan.ogg\n"
        + "  - id: bells\n    name: Bells\n    importance: high\n    sound: bell.mp3\n",
      // iOS only: an IMA4 caf and a µLaw aifc play.
      ios + fixtures + "reminders:\n  offsets_minutes: [10]\n  sound: chime-ima4.caf\n"
        + "prayers:\n  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
        + "    sounds: [chime-ulaw.aifc, chime.aiff]\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard let folder = spec.soundFolder, let folderValue = spec.soundsFolder else { return }
    let uses = spec.soundUses
    guard folder.exists else {
      sink.error(
        id,
        "sounds_folder '\(folderValue.value)' is not a folder (relative to the spec's folder): the \(uses.count) sound\(uses.count == 1 ? "" : "s") the spec names cannot be checked",
        at: folderValue.mark)
      return
    }
    let targets = Set(spec.platforms.map(\.name.value)).intersection([.ios, .android])
    for use in uses {
      let platforms: Set<PlatformName> = use.androidOnly ? [.android] : targets
      check(use, on: platforms, folder: folder, into: &sink)
    }
  }

  /// One diagnostic per sound: its first problem. Names `notification_sound` reports (paths,
  /// `Default`, a kind the platform does not play, an Android name it rejects) are left to it.
  private static func check(
    _ use: Spec.SoundUse, on platforms: Set<PlatformName>, folder: SoundFolder, into sink: inout DiagnosticSink
  ) {
    let name = use.sound.value
    guard let ext = acceptedExtension(name, on: platforms), let entry = folder.entries[name] else { return }
    let at = use.sound.mark
    let sound: SoundFile
    switch entry {
    case .missing(let closest):
      sink.error(
        id,
        "\(use.what) is '\(name)', which is not in sounds_folder '\(folder.path)' (names are case-sensitive)"
          + (closest.map { "; did you mean '\($0)'?" } ?? ""),
        at: at, suggestion: closest)
      return
    case .tooLarge(let bytes):
      sink.error(
        id, "\(use.what) '\(name)' is \(bytes) bytes, above the \(SoundFolder.maxBytes) a notification sound can be",
        at: at)
      return
    case .unreadable(let problem):
      sink.error(id, "\(use.what) '\(name)' is not a sound file: \(problem.message) (byte \(problem.offset))", at: at)
      return
    case .sound(let read): sound = read
    }
    if let expected = SoundFacts.containersByExtension[ext], !expected.contains(sound.container.rawValue) {
      sink.error(
        id,
        "\(use.what) '\(name)' holds \(sound.container.rawValue) (\(sound.codec)) data, not the .\(ext) its name says (read from its header); rename it or convert it",
        at: at)
      return
    }
    if platforms.contains(.ios) {
      if !SoundFacts.iosCodecs.contains(sound.codec) {
        sink.error(
          id,
          "\(use.what) '\(name)' holds \(sound.codec) audio: iOS plays Linear PCM, IMA4, µLaw or aLaw only and plays the default sound instead",
          at: at)
        return
      }
      guard let seconds = sound.duration else {
        sink.report(
          .warning, id,
          "\(use.what) '\(name)': its header does not say how long it lasts, and iOS plays a custom sound only under \(Int(SoundFacts.iosMaxSeconds)) s; write the length in the file (a WAVE data or fact chunk, a CAF packet table)",
          at: at)
        return
      }
      if seconds >= SoundFacts.iosMaxSeconds {
        sink.error(
          id,
          "\(use.what) '\(name)' lasts \(format(seconds)) s: iOS plays a custom sound only under \(Int(SoundFacts.iosMaxSeconds)) s and plays the default sound instead",
          at: at)
        return
      }
    }
    if platforms.contains(.android), !SoundFacts.androidCodecs.contains(sound.codec) {
      sink.error(
        id,
        "\(use.what) '\(name)' holds \(sound.codec) audio in \(sound.container.rawValue), which Android does not decode (it plays linear PCM in WAVE, MP3, Vorbis, Opus, FLAC and AAC)",
        at: at)
    }
  }

  /// The lowercased extension of a name `notification_sound` accepts on `platforms`, or nil.
  private static func acceptedExtension(_ name: String, on platforms: Set<PlatformName>) -> String? {
    guard name.lowercased() != "default", !name.contains("/"), !name.hasPrefix("."),
      let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex
    else { return nil }
    let ext = name[name.index(after: dot)...].lowercased()
    if platforms.contains(.ios), !SoundFacts.iosExtensions.contains(ext) { return nil }
    if platforms.contains(.android) {
      guard SoundFacts.androidExtensions.contains(ext), SoundFacts.isAndroidResourceName(name[..<dot]) else {
        return nil
      }
    }
    return ext
  }

  private static func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}
