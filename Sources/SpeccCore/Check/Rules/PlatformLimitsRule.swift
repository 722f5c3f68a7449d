/// Platform facts hold whatever the spec says: iOS's 64 pending notifications apply when the spec
/// gives no cap and may only be raised with a reason, and the budget knows its window.
struct PlatformLimitsRule: Rule {
  static let description = RuleDescription(
    id: "platform_limits", title: "Platform limits",
    summary:
      "iOS holds 64 pending local notifications: the budget uses that cap when the spec gives none, a spec may lower it, and raising it needs pending_cap_reason; a platform that schedules the spec's slots or prayers locally has window_days (or scheduling.schedule_depth, from which it follows) so the budget is never computed on an assumed window.",
    rationale: PlatformFacts.iosPendingCapSource
      + " A window the spec does not state would make the budget's arithmetic a guess.",
    triggering: [
      LoadingRules.header + "platforms:\n  ios:\n    pending_cap: ↓100\n    window_days: 2\n"
        + "  android:\n    pending_cap: 40\n    pending_cap_reason: ↓Measured on our devices\n"
        + "    window_days: 2\n  ↓electron:\n    refresh_hours: 12\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "platforms:\n  ios:\n    window_days: 7\n  android:\n    pending_cap: 50\n    window_days: 2\n",
      LoadingRules.header
        + "platforms:\n  ios:\n    pending_cap: 128\n    pending_cap_reason: A custom build with a larger limit\n"
        + "    window_days: 2\n  electron: {}\n  web:\n    local_scheduling: false\n"
        + "scheduling:\n  schedule_depth: 1\nslots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
      // Nothing the spec declares fires, so no window is needed.
      LoadingRules.header + "platforms:\n  ios:\n    alarmkit: true\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for platform in spec.platforms {
      let name = platform.name.value.rawValue
      if let cap = platform.pendingCap, platform.name.value == .ios, cap.value > PlatformFacts.iosPendingCap,
        platform.pendingCapReason == nil
      {
        sink.error(
          id,
          "pending_cap \(cap.value) raises iOS's limit of \(PlatformFacts.iosPendingCap) pending local notifications, which iOS enforces by discarding the rest: lower it, or say why with pending_cap_reason",
          at: cap.mark)
      }
      if let reason = platform.pendingCapReason {
        let raised = platform.name.value == .ios && (platform.pendingCap?.value ?? 0) > PlatformFacts.iosPendingCap
        if !raised {
          sink.warning(
            id,
            "pending_cap_reason does nothing on \(name): it explains raising iOS's cap of \(PlatformFacts.iosPendingCap), and this cap raises nothing",
            at: reason.mark)
        }
      }
      let schedules = !spec.firingItems.isEmpty || !platform.extraTriggers.isEmpty
      // A window_days written but invalid is the validator's error alone.
      let written =
        spec.isInvalid(at: "spec.platforms.\(platform.name.value.rawValue).window_days")
        || spec.isInvalid(at: "spec.scheduling.schedule_depth")
      if schedules, platform.localScheduling, platform.windowDays == nil, spec.scheduling?.scheduleDepth == nil,
        !written
      {
        sink.error(
          id,
          "\(name) schedules local notifications but has no window_days: the budget cannot count the pending notifications of a window it does not know; add window_days (or scheduling.schedule_depth)",
          at: platform.name.mark)
      }
    }
  }
}
