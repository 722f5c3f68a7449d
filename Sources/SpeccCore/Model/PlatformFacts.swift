/// What specc knows about platforms whatever the app: each fact with its source, shown in the
/// rationale of the rule that uses it (`specc rules`).
enum PlatformFacts {
  /// iOS keeps at most 64 pending local notifications per app.
  static let iosPendingCap = 64
  static let iosPendingCapSource =
    "Apple's Local and Remote Notification Programming Guide: \"An app can have only a limited number of scheduled notifications; the system keeps the soonest-firing 64 notifications (with automatically rescheduled notifications counting as a single notification) and discards the rest.\" In practice iOS keeps the last 64 requests added (flutter_local_notifications #2275), so a plan must never ask for more."
  static let channelIDSource =
    "Android's NotificationChannel documentation: once a channel is created its id identifies it on the device, and its importance and sound can no longer be changed by the app; only the user can."
  static let textLimitSource =
    "Lock screens and notification banners show about 50 characters of a title and 200 of a body before cutting them; the limits are the defaults of every template."
}

/// What each platform plays as a notification sound (issue 29): the file kinds, codecs and
/// length, and how a sound is named. Read by `notification_sound`; `SoundFile` reads the files.
enum SoundFacts {
  /// iOS plays a custom sound only from these containers, holding these codecs, and shorter than
  /// `iosMaxSeconds`; anything else plays the default sound.
  static let iosExtensions: Set<String> = ["aiff", "aif", "aifc", "wav", "caf"]
  static let iosCodecs: Set<String> = ["lpcm", "ima4", "ulaw", "alaw"]
  static let iosMaxSeconds = 30.0
  static let iosSource =
    "Apple's UNNotificationSound documentation (\"Preparing Custom Alert Sounds\"): the system plays a custom sound from the app's main bundle or Library/Sounds, in Linear PCM, MA4 (IMA/ADPCM), µLaw or aLaw data in an aiff, wav or caf file, shorter than 30 seconds; otherwise it plays the default sound."
  /// File kinds Android's media framework plays (the extensions of its supported formats).
  static let androidExtensions: Set<String> = [
    "3gp", "aac", "amr", "flac", "imy", "m4a", "mid", "mkv", "mp3", "mp4", "mxmf", "ogg", "ota", "rtttl", "rtx", "ts",
    "wav", "xmf",
  ]
  static let androidSource =
    "Android's \"Supported media formats\" page lists the audio containers it plays (3GPP, MPEG-4, ADTS AAC, AMR, FLAC, MIDI, MP3, Matroska, Ogg, WAVE); a channel's sound is a res/raw resource, and aapt accepts file-based resource names of lowercase a-z, 0-9 and _ only."
}
