/// Vocabulary every spec shares, declared once here instead of once per generated namespace.

/// A day of the week, as specs write it (`only_on: [friday]`).
public enum Weekday: String, CaseIterable, Codable, Hashable, Sendable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  /// `Calendar`'s number for it (1 = Sunday … 7 = Saturday).
  public var calendarWeekday: Int {
    switch self {
    case .sunday: 1
    case .monday: 2
    case .tuesday: 3
    case .wednesday: 4
    case .thursday: 5
    case .friday: 6
    case .saturday: 7
    }
  }
}

/// An Android notification channel's importance (`NotificationManager.IMPORTANCE_*`).
public enum NotificationImportance: String, CaseIterable, Codable, Hashable, Sendable {
  case min, low, `default`, high, max

  /// The value of `NotificationManager.IMPORTANCE_*`.
  public var androidValue: Int {
    switch self {
    case .min: 1
    case .low: 2
    case .default: 3
    case .high: 4
    case .max: 5
    }
  }
}

/// What a device's lock screen shows of a notification (Android `Notification.VISIBILITY_*`):
/// a channel's `lockscreenVisibility` and a notification's `setVisibility`. The lock screen
/// shows the more restrictive of the two.
public enum NotificationVisibility: String, CaseIterable, Codable, Hashable, Sendable {
  /// Everything, its text included.
  case `public`
  /// That it arrived, not its text.
  case `private`
  /// Nothing.
  case secret

  /// The value of `Notification.VISIBILITY_*` (`VISIBILITY_PUBLIC` 1, `VISIBILITY_PRIVATE` 0,
  /// `VISIBILITY_SECRET` -1).
  public var androidValue: Int {
    switch self {
    case .public: 1
    case .private: 0
    case .secret: -1
    }
  }

  /// How much it hides: public 0, private 1, secret 2 (the lock screen shows the higher).
  public var restriction: Int {
    switch self {
    case .public: 0
    case .private: 1
    case .secret: 2
    }
  }
}
