/// What specc knows about platforms whatever the app: each fact with its source, shown in the
/// rationale of the rule that uses it (`specc rules`).
enum PlatformFacts {
  /// iOS keeps at most 64 pending local notifications per app.
  static let iosPendingCap = 64
  static let iosPendingCapSource =
    "Apple's Local and Remote Notification Programming Guide: \"An app can have only a limited number of scheduled notifications; the system keeps the soonest-firing 64 notifications (with automatically rescheduled notifications counting as a single notification) and discards the rest.\" In practice iOS keeps the last 64 requests added (flutter_local_notifications #2275), so a plan must never ask for more."
  static let channelIDSource =
    "Android's NotificationChannel documentation: once a channel is created its id identifies it on the device, and its importance and sound can no longer be changed by the app; only the user can."
  /// Android shows at most this many notifications of one app at once; it drops the rest.
  static let androidShownCap = 50
  static let androidShownCapSource =
    "AOSP NotificationManagerService: MAX_PACKAGE_NOTIFICATIONS = 50; enqueueNotificationInternal refuses a package's next notification (\"Package has already posted or enqueued 50 notifications. Not showing more.\") while 50 of its notifications are shown or enqueued."
  /// A channel's vibration pattern keeps at most this many values (Android 14: 1,000; later
  /// releases 500): the longer part is cut when the channel is written.
  static let androidMaxVibrationValues = 500
  static let channelSettingsSource =
    "Android's NotificationChannel reference: setVibrationPattern takes a long[] of off/on durations in milliseconds (the first is the wait before vibrating) and enables vibration; AOSP's NotificationChannel cuts the pattern to MAX_VIBRATION_LENGTH values (1,000 in Android 14, 500 after); VibrationEffect rejects negative timings and a pattern with no on-time vibrates nothing. setBypassDnd is honoured only for an app with notification policy access (NotificationManager.isNotificationPolicyAccessGranted; the user grants it in Settings.ACTION_NOTIFICATION_POLICY_ACCESS_SETTINGS). setLockscreenVisibility takes Notification.VISIBILITY_PUBLIC (1), VISIBILITY_PRIVATE (0) or VISIBILITY_SECRET (-1). NotificationChannelGroup (id, name, description) groups channels in the settings; a channel's group is set with setGroup before the channel is created."
  /// The platforms that have each permission a copy may request (`copy.requests`); a request
  /// not listed (`notification_permission`) every platform has.
  static let permissionPlatforms: [String: Set<CopyPlatform>] = [
    "exact_alarm_permission": [.android], "notification_policy_access": [.android], "alarmkit_authorization": [.ios],
  ]
  static let permissionPlatformsSource =
    "Android's AlarmManager reference: SCHEDULE_EXACT_ALARM is granted in Settings.ACTION_REQUEST_SCHEDULE_EXACT_ALARM and read by canScheduleExactAlarms (API 31); NotificationManager.isNotificationPolicyAccessGranted and Settings.ACTION_NOTIFICATION_POLICY_ACCESS_SETTINGS are Android's Do Not Disturb access. Apple's AlarmKit reference: AlarmManager.requestAuthorization (iOS 26). Neither platform has the other's."
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
  /// Codecs Android's media framework decodes from the containers `SoundFile` reads (WAVE only
  /// as linear PCM, 8/16-bit and float: "Supported media formats").
  static let androidCodecs: Set<String> = ["lpcm", "mp3", "vorbis", "opus", "flac", "aac"]
  /// An Android file-based resource name: lowercase a-z, 0-9 and _ only (aapt), starting with a
  /// letter or _ and no Java keyword, since it becomes the field `R.raw.NAME` (Android Studio's
  /// ResourceNameValidator).
  static func isAndroidResourceName(_ base: Substring) -> Bool {
    guard let first = base.utf8.first, !(first >= 0x30 && first <= 0x39), !javaKeywords.contains(String(base)) else {
      return false
    }
    return base.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
  }

  /// Java's reserved words and literals (JLS §3.9, §3.10.3), which no `R.raw` field may be named.
  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default",
    "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements",
    "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private", "protected", "public",
    "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
    "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
  ]
  /// What a file's extension says it holds, as `SoundFile.Container` raw values.
  static let containersByExtension: [String: Set<String>] = [
    "wav": ["wav"], "aiff": ["aiff", "aifc"], "aif": ["aiff", "aifc"], "aifc": ["aifc", "aiff"], "caf": ["caf"],
    "mp3": ["mp3"], "ogg": ["ogg"], "oga": ["ogg"], "opus": ["ogg"], "flac": ["flac"], "m4a": ["mp4"], "mp4": ["mp4"],
  ]
  static let androidSource =
    "Android's \"Supported media formats\" page lists the audio containers it plays (3GPP, MPEG-4, ADTS AAC, AMR, FLAC, MIDI, MP3, Matroska, Ogg, WAVE); a channel's sound is a res/raw resource, and aapt accepts file-based resource names of lowercase a-z, 0-9 and _ only; the name becomes the Java field R.raw.NAME, so it starts with a letter and is no Java keyword (Android Studio's ResourceNameValidator)."
}

/// What iOS and Android promise about running an app's code again (issue 32), each with its
/// source: the coverage proof (`Coverage`) and `specc simulate` read them; which refresh an app
/// relies on is an app fact (`CoveragePromise`).
enum RefreshFacts {
  /// iOS runs an app's code only when the user opens it, or when the system grants a background
  /// refresh at its discretion; a delivered local notification runs nothing until it is tapped.
  static let iosSource =
    "Apple's BGTaskScheduler documentation (BGTaskRequest.earliestBeginDate): \"the system doesn't guarantee launching the task at the specified date, but only that it won't begin sooner\"; the user can turn Background App Refresh off, and the system launches the task depending on usage and battery. Pending UNNotificationRequests survive a reboot and fire with the app not running."
  /// Android's alarms are cleared at reboot; periodic work has a 15-minute floor and is deferred.
  static let androidSource =
    "Android's AlarmManager documentation: \"Registered alarms are retained while the device is asleep … but will be cleared if it is turned off and rebooted\" (an app re-registers them from a BOOT_COMPLETED receiver, which needs RECEIVE_BOOT_COMPLETED); ACTION_TIME_CHANGED and ACTION_TIMEZONE_CHANGED are broadcast when the clock or zone changes. WorkManager's PeriodicWorkRequest runs at most every 15 minutes (MIN_PERIODIC_INTERVAL_MILLIS) and is deferred by Doze and App Standby buckets."
  /// The shortest interval WorkManager accepts for periodic work, in minutes.
  static let androidMinimumPeriodicMinutes = 15
  /// Android clears every alarm (so every pending notification the app scheduled) at reboot.
  static let androidRebootClearsAlarms = true
  /// iOS keeps pending notification requests across a reboot.
  static let iosRebootKeepsPending = true
}

/// What a notification can carry beyond its text (issue 29): interruption levels and their
/// entitlements, attachments, Android's groups, action buttons and full-screen intents. Read by
/// the notification content rules; each fact with its source.
enum ContentFacts {
  /// iOS 15+ interruption levels (`UNNotificationInterruptionLevel`), as the spec writes them.
  static let interruptionLevels = InterruptionLevel.allCases.map(\.rawValue)
  /// The entitlement each level needs, by level.
  static let timeSensitiveEntitlement = "com.apple.developer.usernotifications.time-sensitive"
  static let criticalAlertsEntitlement = "com.apple.developer.usernotifications.critical-alerts"
  static let entitlementOfLevel: [InterruptionLevel: String] = [
    .timeSensitive: timeSensitiveEntitlement, .critical: criticalAlertsEntitlement,
  ]
  static let interruptionSource =
    "Apple's UNNotificationInterruptionLevel documentation (iOS 15+): passive, active (the default), timeSensitive and critical; a time-sensitive notification needs the com.apple.developer.usernotifications.time-sensitive entitlement, and a critical alert needs the com.apple.developer.usernotifications.critical-alerts entitlement, which Apple grants on request. Without the entitlement the system delivers the notification at the active level."

  /// Android's lock-screen visibilities (`Notification.VISIBILITY_*`), least restrictive first:
  /// a channel's `lockscreenVisibility` and a notification's `setVisibility`.
  static let visibilities = ["public", "private", "secret"]
  static let visibilitySource =
    "Android's Notification.visibility and NotificationCompat.Builder.setVisibility (VISIBILITY_PUBLIC 1, VISIBILITY_PRIVATE 0, VISIBILITY_SECRET -1) and NotificationChannel.setLockscreenVisibility; AOSP's VisibilityExtractor makes a channel's lock-screen visibility the notification's visibility override, and SystemUI (NotificationLockscreenUserManagerImpl) hides a notification when either says secret and redacts it when either says private: the more restrictive of the two wins."

  /// Attachment kinds iOS accepts, by file extension, with the largest file of each kind.
  enum AttachmentKind: String, Sendable, Hashable { case image, audio, video }
  static let attachmentKinds: [String: AttachmentKind] = [
    "jpg": .image, "jpeg": .image, "gif": .image, "png": .image,
    "aif": .audio, "aiff": .audio, "wav": .audio, "mp3": .audio, "m4a": .audio,
    "mpg": .video, "mpeg": .video, "mp2": .video, "mp4": .video, "m4v": .video, "avi": .video,
  ]
  static let attachmentMaxBytes: [AttachmentKind: Int] = [
    .image: 10_000_000, .audio: 5_000_000, .video: 50_000_000,
  ]
  static let attachmentSource =
    "Apple's UNNotificationAttachment documentation (\"Supported File Types\"): audio (kUTTypeAudioInterchangeFileFormat, kUTTypeWaveformAudio, kUTTypeMP3, kUTTypeMPEG4Audio) up to 5 MB, images (kUTTypeJPEG, kUTTypeGIF, kUTTypePNG) up to 10 MB, movies (kUTTypeMPEG, kUTTypeMPEG2Video, kUTTypeMPEG4, kUTTypeAVIMovie) up to 50 MB; the system rejects any other file when the request is added."

  /// Android shows at most this many action buttons on one notification.
  static let androidMaxActions = 3
  static let androidActionsSource =
    "Android's NotificationCompat.Builder.addAction documentation: \"A notification in its expanded form can display up to 3 actions, from left to right in the order they were added.\" A fourth is not shown."

  static let groupSource =
    "Android's NotificationCompat.Builder.setGroup and setGroupSummary documentation (\"Create a group of notifications\"): notifications of one group are shown together under a summary notification that the app posts itself; without a summary, Android 7+ bundles four or more notifications of one app into a group of its own, and a group of fewer is not shown as one. iOS groups by UNNotificationContent.threadIdentifier and needs no summary."

  /// The fact a permission flow sets when the user grants full-screen intents.
  static let fullScreenIntentFact = "full_screen_intent"
  static let fullScreenIntentSource =
    "Android's USE_FULL_SCREEN_INTENT documentation and Google Play's policy (\"Full-screen intent notifications\"): from Android 14 (API 34) the permission is granted at install only to apps whose core function is an alarm or calling, the user may revoke it in settings (NotificationManager.canUseFullScreenIntent), and without it the notification shows as an ordinary heads-up notification."

  static let badgeSource =
    "Apple's UNNotificationContent.badge is an NSNumber (the number on the app icon, 0 removes it); Android's NotificationCompat.Builder.setNumber takes an int, which launchers that show badges display."
}
