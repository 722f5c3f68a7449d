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
