/// A setting in force: the spec's own value, or the default specc applies when the spec leaves
/// it out. Defaults are applied here once; the budget, the rules, the docs and the code model
/// read the result, so they cannot disagree about a value the spec never wrote.
struct Effective<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Where the value comes from.
  enum Origin: Sendable, Hashable {
    /// Written in the spec, here.
    case given(Mark)
    /// Follows from another setting the spec writes, there (`window_days` from `schedule_depth`).
    case derived(Mark)
    /// The default specc applies.
    case defaulted
  }

  var value: Value
  var origin: Origin

  /// True when the spec does not write the value (nor one it follows from).
  var isDefaulted: Bool { origin == .defaulted }

  /// Where the spec writes it (or the setting it follows from); nil when defaulted.
  var mark: Mark? {
    switch origin {
    case .given(let mark), .derived(let mark): mark
    case .defaulted: nil
    }
  }

  static func given(_ located: Located<Value>) -> Effective {
    Effective(value: located.value, origin: .given(located.mark))
  }
}

/// One platform's settings in force (`platforms.<name>`), each given or defaulted.
struct PlatformSettings: Sendable, Hashable {
  /// The headroom below which `pending_cap_headroom` warns when the spec gives none.
  static let defaultHeadroomWarning = 4

  var platform: PlatformName
  /// The pending cap: the spec's, else the platform's own (iOS: 64); nil when there is none.
  var cap: Effective<Int>?
  /// Pending slots kept free: the spec's, else 0.
  var reserve: Effective<Int>
  /// Days of the rolling window: the spec's, else `scheduling.schedule_depth` + 1, else 1.
  var windowDays: Effective<Int>
  /// Hours between re-scheduling runs: the spec's; no default (nil).
  var refreshHours: Effective<Int>?
  /// The headroom below which `pending_cap_headroom` warns: the spec's, else 4.
  var headroomWarning: Effective<Int>

  /// Applies the defaults to `platform`'s settings (`scheduling`: the spec's scheduling section).
  init(_ platform: Platform, scheduling: Scheduling?) {
    self.platform = platform.name.value
    if let cap = platform.pendingCap {
      self.cap = .given(cap)
    } else if platform.name.value == .ios {
      cap = Effective(value: PlatformFacts.iosPendingCap, origin: .defaulted)
    } else {
      cap = nil
    }
    reserve = platform.reserve.map(Effective.given) ?? Effective(value: 0, origin: .defaulted)
    if let window = platform.windowDays {
      windowDays = .given(window)
    } else if let depth = scheduling?.scheduleDepth {
      windowDays = Effective(value: depth.value + 1, origin: .derived(depth.mark))
    } else {
      windowDays = Effective(value: 1, origin: .defaulted)
    }
    refreshHours = platform.refreshHours.map(Effective.given)
    headroomWarning =
      platform.headroomWarning.map(Effective.given) ?? Effective(value: Self.defaultHeadroomWarning, origin: .defaulted)
  }

  /// The settings of each platform of `spec` (the first of a repeated platform), by the name's
  /// raw value: a `String` key, whose `Hashable` conformance every run has looked up already (the
  /// first dictionary keyed by `PlatformName` cost a scan of the binary's conformances, ~0.2 M).
  static func of(_ spec: Spec) -> [String: PlatformSettings] {
    var settings: [String: PlatformSettings] = [:]
    for platform in spec.platforms where settings[platform.name.value.rawValue] == nil {
      settings[platform.name.value.rawValue] = PlatformSettings(platform, scheduling: spec.scheduling)
    }
    return settings
  }
}
