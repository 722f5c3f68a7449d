import Foundation
import Testing

@testable import SpeccCore

/// Issue 29, the channel side: channel groups as references and generated data, lock-screen
/// visibility, vibration patterns and Do Not Disturb on channels, their changes as breaking
/// changes, sound files read from the spec's sounds folder, and Android's 50 shown at once.
@Suite struct ChannelPlatformTests {
  static let header = LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
  static let template = "templates:\n  - { id: t, title: T, body: B, channel: app.daily }\n"

  static func lint(_ text: String, path: String = "example.yaml") -> [Diagnostic] {
    Pipeline.lint(text: text, path: path).diagnostics
  }

  // MARK: Channel groups

  @Test func aGroupNoChannelNamesIsUnusedAndAnUnknownGroupIsReported() {
    let text =
      Self.header + "channel_groups:\n  - { id: wake, name: Waking }\n  - { id: night, name: Night }\n"
      + "channels:\n  - { id: app.daily, name: Daily, importance: high, group: wake }\n" + Self.template
    let unused = Self.lint(text).filter { $0.ruleID == "unused_declaration" }
    #expect(
      unused.map(\.message) == [
        "channel group 'night' is the group of no channel: give a channel group: night, or remove it"
      ])
    #expect(unused.first.map { "\($0.location.line):\($0.location.column)" } == "9:11")
    let unknown = Self.lint(text.replacingOccurrences(of: "group: wake", with: "group: wak"))
      .filter { $0.ruleID == "unknown_reference" }
    #expect(unknown.count == 1)
    #expect(unknown.first?.message.contains("did you mean 'wake'") == true)
  }

  @Test func groupsAndChannelSettingsAreGeneratedInEveryLanguage() throws {
    let spec = try #require(PlatformExampleTests.spec().0 as Spec?)
    let swift = Compiler.outputs(for: [spec], language: .swift).map(\.contents).joined()
    let kotlin = Compiler.outputs(for: [spec], language: .kotlin).map(\.contents).joined()
    let typeScript = Compiler.outputs(for: [spec], language: .typescript).map(\.contents).joined()
    for (language, code) in [("Swift", swift), ("Kotlin", kotlin), ("TypeScript", typeScript)] {
      for needle in [
        "ChannelGroup", "Waking up", "Reminders before bed.", "800, 400, 800", "NotificationVisibility", "bypassDnd",
      ] {
        #expect(code.contains(needle), "\(language) lacks \(needle)")
      }
    }
    // Visibility is the runtime's enum, declared once, not a copy per spec.
    #expect(swift.contains("NotificationVisibility.`public`") || swift.contains("NotificationVisibility.public"))
    #expect(!swift.contains("enum Visibility") && !kotlin.contains("enum class Visibility"))
    #expect(kotlin.contains("import specc.runtime.NotificationVisibility as _SpeccVisibility"))
    #expect(kotlin.contains("ChannelGroup.WAKE") || kotlin.contains("WAKE"))
  }

  // MARK: Channel settings

  @Test func channelSettingsDiagnosticsSitAtTheirValues() {
    let text =
      Self.header + "channels:\n  - id: app.daily\n    name: Daily\n    importance: high\n"
      + "    vibration_pattern: [300]\n    bypass_dnd: true\n" + Self.template
    let found = Self.lint(text).filter { $0.ruleID == "channel_settings" }
    #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["11:24", "12:17"])
    #expect(found.first?.message.contains("only a wait (300 ms) and no on-time") == true)
  }

  // MARK: Breaking changes

  static func breaking(_ before: String, _ after: String) throws -> [Diagnostic] {
    try BreakingRuleExampleTests.findings(before, after).filter { $0.ruleID == "breaking_channel_changed" }
  }

  static func channel(_ extra: String) -> String {
    Self.header + "channels:\n  - id: app.daily\n    name: Daily\n    importance: high\n" + extra + Self.template
  }

  @Test func aChangedChannelSoundIsBreaking() throws {
    let found = try Self.breaking(Self.channel("    sound: bell.wav\n"), Self.channel("    sound: chime.wav\n"))
    #expect(
      found.map(\.message) == [
        "channel 'app.daily' changed sound from 'bell.wav' to 'chime.wav'; Android keeps the old sound on devices where the channel exists: keep it, or add a channel with a new id"
      ])
    #expect(found.first?.location.line == 11)
    #expect(try Self.breaking(Self.channel("    sound: bell.wav\n"), Self.channel("    sound: bell.wav\n")).isEmpty)
  }

  @Test func aChangedChannelVibrationIsBreaking() throws {
    let pattern = try Self.breaking(
      Self.channel("    vibration_pattern: [0, 400, 200, 400]\n"), Self.channel("    vibration_pattern: [0, 800]\n"))
    #expect(
      pattern.map(\.message) == [
        "channel 'app.daily' changed vibration from [0, 400, 200, 400] to [0, 800]; Android keeps the old setting on devices where the channel exists: keep it, or add a channel with a new id"
      ])
    #expect(pattern.first.map { "\($0.location.line):\($0.location.column)" } == "11:24")
    let off = try Self.breaking(Self.channel("    vibration: true\n"), Self.channel("    vibration: false\n"))
    #expect(off.first?.message.contains("from on (the default pattern) to off") == true)
    // The same pattern, and vibration: true beside a pattern that already vibrated, change nothing.
    #expect(
      try Self.breaking(
        Self.channel("    vibration_pattern: [0, 400]\n"),
        Self.channel("    vibration: true\n    vibration_pattern: [0, 400]\n")
      ).isEmpty)
  }

  // MARK: Sound files

  static let fixtures = SwiftcBatch.repositoryRoot.appendingPathComponent("Tests/SpeccCoreTests/Fixtures/sounds")

  @Test func aSoundFileIsJudgedByItsHeaderAtItsValue() throws {
    let text =
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n" + "sounds_folder: \(Self.fixtures.path)\n"
      + "reminders:\n  offsets_minutes: [10]\n  sound: long.aiff\n"
    let found = Self.lint(text).filter { $0.ruleID == "sound_file" }
    #expect(
      found.map(\.message) == [
        "the reminder sound 'long.aiff' lasts 35 s: iOS plays a custom sound only under 30 s and plays the default sound instead"
      ])
    #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "10:10")
    // A name off by its case: the folder's file is suggested.
    let cased = Self.lint(text.replacingOccurrences(of: "long.aiff", with: "Chime.wav"))
      .filter { $0.ruleID == "sound_file" }
    #expect(cased.first?.message.hasSuffix("(names are case-sensitive); did you mean 'chime.wav'?") == true)
    #expect(cased.first?.suggestion == "chime.wav")
    // The mislabelled file: its name says CAF, its header MP3.
    let lied = Self.lint(text.replacingOccurrences(of: "long.aiff", with: "mislabelled.caf"))
      .filter { $0.ruleID == "sound_file" }
    #expect(lied.first?.message.contains("holds mp3 (mp3) data, not the .caf its name says") == true)
  }

  /// A µLaw WAVE plays on iOS but not on Android: a channel (Android's) reports it, a reminder
  /// of an iOS-only spec does not. The folder is relative to the spec.
  @Test func androidDecodesLinearPCMOnlyInWAVE() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specc-sounds-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sounds"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("chime-ulaw.wav"),
      to: folder.appendingPathComponent("sounds/ulaw_tone.wav"))
    let path = folder.appendingPathComponent("app.yaml").path
    let android =
      Self.header + "sounds_folder: sounds\n"
      + "channels:\n  - { id: app.daily, name: Daily, importance: high, sound: ulaw_tone.wav }\n" + Self.template
    let found = Self.lint(android, path: path).filter { $0.ruleID == "sound_file" }
    #expect(
      found.map(\.message) == [
        "the sound of channel 'app.daily' 'ulaw_tone.wav' holds ulaw audio in wav, which Android does not decode (it plays linear PCM in WAVE, MP3, Vorbis, Opus, FLAC and AAC)"
      ])
    let ios =
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n" + "sounds_folder: sounds\n"
      + "reminders:\n  offsets_minutes: [10]\n  sound: ulaw_tone.wav\n"
    #expect(Self.lint(ios, path: path).filter { $0.ruleID == "sound_file" }.isEmpty)
    // A folder, a link to a device, named like sounds: reported, never read.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sounds/folder.wav"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("sounds/zero.wav").path, withDestinationPath: "/dev/zero")
    let odd =
      Self.lint(ios.replacingOccurrences(of: "ulaw_tone.wav", with: "zero.wav"), path: path)
      + Self.lint(ios.replacingOccurrences(of: "ulaw_tone.wav", with: "folder.wav"), path: path)
    #expect(
      odd.filter { $0.ruleID == "sound_file" }.map(\.message) == [
        "the reminder sound 'zero.wav' is not a sound file: it is not a regular file (byte 0)",
        "the reminder sound 'folder.wav' is not a sound file: it is not a regular file (byte 0)",
      ])
  }

  /// Issue 29's silent acceptances on this side: a sound listed twice, an empty pattern, and a
  /// sounds folder that is not there even when no sound is named yet.
  @Test func silentAcceptancesAreLocatedDiagnostics() {
    let twice =
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
      + "prayers:\n  - id: noon\n    name: Noon\n    kind: daily\n    at_time: [none, sound]\n    reminder: [off]\n"
      + "    sounds: [chime.wav, chime.wav]\n"
    let repeated = Self.lint(twice).filter { $0.severity == .error }
    #expect(repeated.map { "\($0.location.line):\($0.location.column)" } == ["13:25"], "\(repeated)")
    let empty = Self.lint(Self.channel("    vibration_pattern: []\n")).filter { $0.ruleID == "channel_settings" }
    #expect(empty.first?.message.contains("vibrates nothing: it has no values") == true)
    #expect(empty.first.map { "\($0.location.line):\($0.location.column)" } == "11:24")
    let folder = Self.lint(Self.header + "sounds_folder: nowhere\n").filter { $0.ruleID == "sound_file" }
    #expect(folder.map { "\($0.location.line):\($0.location.column)" } == ["7:16"])
  }

  // MARK: Android's 50 at once

  @Test func theShownAtOnceWarningShowsItsArithmetic() throws {
    let description = AndroidShownAtOnceRule.description
    let triggering = try #require(description.triggering.first).replacingOccurrences(of: "↓", with: "")
    let found = Self.lint(triggering).filter { $0.ruleID == "android_shown_at_once" }
    #expect(
      found.map(\.message) == [
        "Android can have 56 notifications of this app shown at once, more than the 50 it shows: one window's worst case, 7 days × 8/day = 56, all delivered before the app re-arms when the user opens nothing; Android drops every one past 50: window_days: 6 keeps it to 48; or cancel delivered notifications when the app re-arms"
      ])
    #expect(found.first?.severity == .warning)
  }
}
