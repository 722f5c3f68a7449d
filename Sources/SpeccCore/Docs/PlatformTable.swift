/// Platforms with their caps, window and capabilities.
enum PlatformTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(
      [
        "Platform", "Local scheduling", "Pending cap", "Reserve", "Window (days)", "Refresh (hours)", "Capabilities",
        "Notes",
      ],
      alignments: [.left, .left, .right, .right, .right, .right, .left, .left])
    for platform in spec.platforms.sorted(by: { $0.name.value < $1.name.value }) {
      table.append([
        displayName(platform.name.value), platform.localScheduling ? "yes" : "no",
        cap(PlatformSettings(platform, scheduling: spec.scheduling)), platform.reserve.map { String($0.value) } ?? "",
        platform.windowDays.map { String($0.value) } ?? "", platform.refreshHours.map { String($0.value) } ?? "",
        capabilities(platform), MarkdownTable.text(platform.notes ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  /// The pending cap in force: "64 (iOS default)" when the spec gives none.
  static func cap(_ settings: PlatformSettings) -> String {
    guard let cap = settings.cap else { return "" }
    return cap.isDefaulted ? "\(cap.value) (\(displayName(settings.platform)) default)" : "\(cap.value)"
  }

  /// "exact alarms (fallback ±10 min)", "AlarmKit", extra triggers, and so on.
  static func capabilities(_ platform: Platform) -> String {
    var parts: [String] = []
    if let exact = platform.exactAlarms {
      parts.append(exact ? "exact alarms" : "no exact alarms")
    }
    if let minutes = platform.fallbackWindowMinutes { parts.append("fallback window ±\(minutes) min") }
    if let alarmKit = platform.alarmKit { parts.append(alarmKit ? "AlarmKit" : "no AlarmKit") }
    if platform.deliversWhileRunningOnly == true { parts.append("delivers only while running") }
    for trigger in platform.extraTriggers {
      parts.append("\(trigger.count) × " + MarkdownTable.code(trigger.id.value) + " per \(trigger.per.rawValue)")
    }
    return parts.joined(separator: "; ")
  }

  /// "iOS", "Android", "Web", "Electron".
  static func displayName(_ name: PlatformName) -> String {
    switch name {
    case .ios: "iOS"
    case .android: "Android"
    case .web: "Web"
    case .electron: "Electron"
    }
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.platforms.isEmpty else { return nil }
    return .table("platforms", "Platforms", table(spec))
  }
}
