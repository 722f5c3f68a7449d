/// An app fact (issue 32): how long one platform's notifications keep coming after the app last
/// ran (`platforms.<name>.coverage`), and what the app relies on to run again. The platform facts
/// behind each refresh assumption (what iOS and Android promise about running an app) are in
/// `RefreshFacts`, with their sources.
struct CoveragePromise: Sendable, Hashable {
  /// Days of notifications promised after the app last ran (`promise_days`).
  var promiseDays: Located<Int>?
  /// What makes the app run again and re-plan (`refresh`), in spec order.
  var refresh: [Located<RefreshAssumption>]?
  /// The `coverage` mapping.
  var mark: Mark
}

/// What the app relies on to run its planner again.
enum RefreshAssumption: String, Sendable, Hashable, CaseIterable {
  /// The user opens the app or brings it to the foreground (every platform).
  case opens
  /// iOS background app refresh (`BGAppRefreshTask`): at the system's discretion, never guaranteed.
  case backgroundRefresh = "background_refresh"
  /// Android periodic work (`WorkManager` `PeriodicWorkRequest`), deferred by Doze and standby.
  case periodicWork = "periodic_work"
  /// Android `BOOT_COMPLETED` receiver: plans again after a reboot, which clears every alarm.
  case bootReceiver = "boot_receiver"
  /// Android `TIME_SET` / `TIMEZONE_CHANGED` receiver: plans again when the clock or zone changes.
  case timeChangeReceiver = "time_change_receiver"
  /// A self-scheduled trigger (an `extra_triggers` entry, Android's midnight reschedule) wakes the
  /// app to plan again.
  case selfTrigger = "self_trigger"

  /// The platforms that can run the app this way (`RefreshFacts`).
  var platforms: Set<PlatformName> {
    switch self {
    case .opens: [.ios, .android, .web, .electron]
    case .backgroundRefresh: [.ios]
    case .periodicWork, .bootReceiver, .timeChangeReceiver, .selfTrigger: [.android]
    }
  }

  /// True when the platform promises the run (an open is the user's; a background refresh is
  /// the system's choice, so never counted as a promise).
  var isGuaranteed: Bool { self != .backgroundRefresh }
}

extension Platform {
  /// True when notifications can keep coming after the app last ran, so a coverage promise means
  /// something: the platform schedules locally and delivers while the app is not running.
  var coverageApplies: Bool { localScheduling && deliversWhileRunningOnly != true }
}
