/// What a feature flag's default can name or restate (`names:`, `equals:`).
enum FlagValues {
  /// Kinds of ids a default can name, with the ids of each in a spec.
  static let kinds: [(key: String, section: String, ids: @Sendable (Spec) -> [String])] = [
    ("channel", "channels", { $0.channels.map(\.id.value) }),
    ("category", "categories", { $0.categories.map(\.id.value) }),
    ("slot", "slots", { $0.slots.map(\.id.value) }),
    ("prayer", "prayers", { $0.prayers.map(\.id.value) }),
    ("template", "templates", { $0.templates.map(\.id.value) }),
    ("error_code", "error_codes", { $0.errorCodes.map(\.id.value) }),
    ("status_label", "status_labels", { $0.statusLabels.map(\.id.value) }),
  ]

  typealias Setting = (key: String, value: @Sendable (Spec) -> Located<Int>?)

  /// Settings a default can restate, with their value in a spec (nil when the spec has none).
  static let settings: [Setting] = scheduling + PlatformName.allCases.flatMap(platformSettings)

  private static let scheduling: [Setting] = [
    ("scheduling.prefetch_lead_minutes", { $0.scheduling?.prefetchLeadMinutes }),
    ("scheduling.ttl_seconds", { $0.scheduling?.ttlSeconds }),
    ("scheduling.delivery_cooldown_seconds", { $0.scheduling?.deliveryCooldownSeconds }),
    ("scheduling.schedule_depth", { $0.scheduling?.scheduleDepth }),
    ("scheduling.retention_days", { $0.scheduling?.retentionDays }),
    ("reminders.default_offset_minutes", { $0.reminders?.defaultOffsetMinutes }),
  ]

  private static func platformSettings(_ platform: PlatformName) -> [Setting] {
    let prefix = "platforms.\(platform.rawValue)."
    @Sendable func find(_ spec: Spec) -> Platform? { spec.platforms.first { $0.name.value == platform } }
    let cap: Setting = (prefix + "pending_cap", { find($0)?.pendingCap })
    let reserve: Setting = (prefix + "reserve", { find($0)?.reserve })
    let window: Setting = (prefix + "window_days", { find($0)?.windowDays })
    let refresh: Setting = (prefix + "refresh_hours", { find($0)?.refreshHours })
    return [cap, reserve, window, refresh]
  }
}
