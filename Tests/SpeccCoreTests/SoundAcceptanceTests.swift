import Foundation
import Testing

@testable import SpeccCore

/// Issue 29's acceptance, one test per silent acceptance it lists, each in the form the issue
/// writes it: the spec now fails lint (an error) at the value's line and column (`↓`), with the
/// rule that owns it. (A sound listed twice: `ChannelPlatformTests.silentAcceptancesAreLocatedDiagnostics`.)
@Suite struct SoundAcceptanceTests {
  static let ios = LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
  static let both = LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
  static let fixtures = "sounds_folder: Tests/SpeccCoreTests/Fixtures/sounds\n"

  /// The errors of `marked` (its `↓` removed), linted as a file at the repository's root (so
  /// `sounds_folder` reads the committed fixtures), as rule and position.
  static func errors(_ marked: String) -> (found: [String], expected: [String]) {
    let (text, positions) = Markers.strip(marked)
    let path = SwiftcBatch.repositoryRoot.appendingPathComponent("acceptance.yaml").path
    let found = Pipeline.lint(text: text, path: path).diagnostics.filter { $0.severity == .error }
      .map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }
    return (found, positions.sorted().map { "\($0.line):\($0.column)" })
  }

  static func expectError(_ rule: String, _ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (found, expected) = errors(marked)
    #expect(found == expected.map { "\(rule) \($0)" }, "\(found)", sourceLocation: sourceLocation)
  }

  static func reminder(_ sound: String) -> String { "reminders:\n  offsets_minutes: [10]\n  sound: \(sound)\n" }

  @Test func aSoundFileThatDoesNotExist() {
    Self.expectError("sound_file", Self.ios + Self.fixtures + Self.reminder("↓missing.wav"))
  }

  @Test func anMP3ForIOS() {
    Self.expectError("notification_sound", Self.ios + Self.reminder("↓reminder.mp3"))
  }

  @Test func aCAFOnAnAndroidChannel() {
    Self.expectError(
      "notification_sound",
      Self.both + "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n    sound: ↓bell1.caf\n"
        + "templates:\n  - { id: t, title: T, body: B, channel: alerts }\n"
        + "slots:\n  - { id: morning, time: \"08:00\", template: t }\n")
  }

  @Test func defaultWrittenWithACapital() {
    Self.expectError("notification_sound", Self.ios + Self.reminder("↓Default"))
  }

  @Test func aPathOutOfTheApp() {
    Self.expectError("notification_sound", Self.ios + Self.reminder("↓../../etc/passwd"))
  }

  @Test func soundsOnAnItemThatNeverSounds() {
    Self.expectError(
      "notification_sound",
      Self.ios + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    at_time: [none, silent]\n"
        + "    reminder: [off]\n    sounds: [↓chime.wav]\n")
    // A user item that has no notification at its time has nothing to play its sounds.
    Self.expectError(
      "notification_sound",
      Self.ios + "reminders:\n  offsets_minutes: [10]\n"
        + "user_items:\n  - id: bill\n    max_count: 3\n    repeats: [monthly]\n    template: t\n"
        + "    notify_at_time: false\n    reminders:\n      offsets_minutes: [1440]\n    sounds: [↓chime.wav]\n"
        + "templates:\n  - { id: t, title: T, body: B }\n")
  }

  /// The sound a user picks on Android has its channel (issue 29's run-time channel choice).
  @Test func aChosenSoundWithoutItsChannel() {
    Self.expectError(
      "channel_choice",
      Self.both + "prayers:\n  - id: dawn\n    name: Dawn\n    kind: daily\n    at_time: [none, sound]\n"
        + "    reminder: [off]\n    sounds: [↓chime.wav]\n    template: t\n"
        + "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n"
        + "templates:\n  - { id: t, title: T, body: B, channel: alerts }\n")
  }

  /// Each case above is clean once fixed: the diagnostics are about the value, not the spec.
  @Test func theFixedFormsLintClean() {
    for text in [
      Self.ios + Self.fixtures + Self.reminder("chime.wav"), Self.ios + Self.reminder("default"),
      Self.both + "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n    sound: bell_1.ogg\n"
        + "templates:\n  - { id: t, title: T, body: B, channel: alerts }\n"
        + "slots:\n  - { id: morning, time: \"08:00\", template: t }\n",
    ] {
      #expect(Self.errors(text).found.isEmpty, "\(Self.errors(text).found)\n\(text)")
    }
  }
}
