/// Settings that constrain each other are checked together, with the arithmetic.
struct SettingsConsistencyRule: Rule {
  static let description: RuleDescription = {
    var description = RuleDescription(
      id: "settings_consistency", title: "Settings that constrain each other",
      summary:
        "Pairs of settings agree: the refresh interval is at most the window, the schedule depth matches each window, the reserve leaves room under the cap, the headroom warning is below what is available, the prefetch lead is within the content's TTL, and slots are further apart than the delivery cooldown.",
      rationale:
        "Each setting can be valid alone and the pair still wrong: a 72-hour refresh of a 48-hour window leaves a day with nothing scheduled; a reserve larger than the cap leaves a negative number of slots.",
      triggering: [
        LoadingRules.header
          + "platforms:\n  ios:\n    pending_cap: 10\n    reserve: ↓12\n    window_days: 2\n    refresh_hours: ↓72\n"
          + "  ↓android:\n    pending_cap: 10\n    reserve: 2\n    window_days: 2\n    headroom_warning: 8\n",
        LoadingRules.header
          + "scheduling:\n  schedule_depth: 0\n  prefetch_lead_minutes: ↓30\n  ttl_seconds: 600\n"
          + "  delivery_cooldown_seconds: 120\n"
          + "platforms:\n  android:\n    window_days: ↓7\n"
          + "slots:\n  - { id: \"0800\", time: \"08:00\" }\n  - { id: \"0801\", time: ↓\"08:01\" }\n",
      ],
      nonTriggering: [
        LoadingRules.header
          + "scheduling:\n  schedule_depth: 1\n  prefetch_lead_minutes: 20\n  ttl_seconds: 86400\n"
          + "  delivery_cooldown_seconds: 60\n"
          + "platforms:\n  ios:\n    pending_cap: 64\n    reserve: 4\n    window_days: 2\n    refresh_hours: 12\n"
          + "slots:\n  - { id: \"0800\", time: \"08:00\" }\n  - { id: \"1200\", time: \"12:00\" }\n"
      ])
    description.details = """
      The pairs checked:

      | setting | against | holds when |
      | --- | --- | --- |
      | `refresh_hours` | `window_days` | refresh_hours ≤ window_days × 24 (else hours pass with nothing scheduled) |
      | `scheduling.schedule_depth` | each platform's `window_days` | window_days = schedule_depth + 1 |
      | `reserve` | the pending cap (iOS: 64) | reserve < cap |
      | `headroom_warning` | cap − reserve | headroom_warning < cap − reserve (else it always warns) |
      | `scheduling.prefetch_lead_minutes` | `scheduling.ttl_seconds` | lead × 60 ≤ TTL (else fetched content is stale when shown) |
      | `scheduling.delivery_cooldown_seconds` | the slots' times | any two slots are at least the cooldown apart |
      | `limits.max_per_day`, `limits.quiet_hours` | every item, reminder and snooze | `app_limits` |
      | `reminders.default_offset_minutes` | `reminders.offsets_minutes` | `reminder_offsets` |
      | a slot's `time` | its `time_range` | `slot_choices` |
      | a flag with `equals` | the setting it restates | `flag_values` |
      """
    return description
  }()

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let depth = spec.scheduling?.scheduleDepth
    for platform in spec.platforms where platform.localScheduling {
      let name = platform.name.value.rawValue
      if let refresh = platform.refreshHours, let window = platform.windowDays, refresh.value > window.value * 24 {
        sink.error(
          id,
          "\(name) refreshes every \(refresh.value) hours but schedules \(window.value) × 24 = \(window.value * 24) hours ahead: \(refresh.value - window.value * 24) hours can pass with nothing scheduled; refresh at most every \(window.value * 24) hours or widen the window",
          at: refresh.mark)
      }
      if let depth, let window = platform.windowDays, window.value != depth.value + 1 {
        sink.error(
          id,
          "\(name) schedules \(Budget.days(window.value)) but scheduling.schedule_depth \(depth.value) means \(depth.value + 1) (\(depth.value == 0 ? "today only" : "today and \(depth.value) more")): make window_days \(depth.value + 1) or change the depth",
          at: window.mark)
      }
      let settings = spec.settings(of: platform)
      guard let cap = settings.cap?.value else { continue }
      let reserve = settings.reserve.value
      if let reserved = platform.reserve, reserved.value >= cap {
        sink.error(
          id,
          "reserve \(reserved.value) leaves nothing of \(name)'s cap of \(cap): \(cap) − \(reserved.value) = \(cap - reserved.value); keep the reserve below the cap",
          at: reserved.mark)
      } else if let headroom = platform.headroomWarning?.value, headroom >= cap - reserve {
        sink.warning(
          id,
          "headroom_warning \(headroom) is not below what \(name) has available (\(cap) − \(reserve) = \(cap - reserve)), so the warning always fires",
          at: platform.name.mark)
      }
    }
    if let lead = spec.scheduling?.prefetchLeadMinutes, let ttl = spec.scheduling?.ttlSeconds,
      lead.value * 60 > ttl.value
    {
      sink.error(
        id,
        "content prefetched \(lead.value) minutes (\(lead.value * 60) s) ahead is older than ttl_seconds \(ttl.value) when it is shown: shorten the lead or lengthen the TTL",
        at: lead.mark)
    }
    if let cooldown = spec.scheduling?.deliveryCooldownSeconds { slotSpacing(spec.spec, cooldown, &sink) }
  }

  /// Slots closer together than the delivery cooldown: the second delivery is refused.
  private static func slotSpacing(_ spec: Spec, _ cooldown: Located<Int>, _ sink: inout DiagnosticSink) {
    let times = spec.slots.compactMap { slot in slot.time.typed.map { (slot, $0.minutes) } }
      .sorted { $0.1 < $1.1 }
    for (earlier, later) in zip(times, times.dropFirst()) where (later.1 - earlier.1) * 60 < cooldown.value {
      sink.error(
        id,
        "slot '\(later.0.id.value)' is \((later.1 - earlier.1) * 60) s after slot '\(earlier.0.id.value)', under the delivery cooldown of \(cooldown.value) s: its delivery would be refused",
        at: later.0.time.mark)
    }
  }
}
