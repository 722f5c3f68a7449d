import SpeccRuntime

/// The tables of settings and the planner's data of a spec's `CodeFile`.
extension CodeModel {
  /// A platform's integer settings: name, value (nil when the spec leaves it out) and doc. The
  /// pending cap is the one in force (`PlatformSettings`): the spec's, else the platform's own.
  static func platformIntegers(_ platform: Platform, _ settings: PlatformSettings) -> [(
    name: String, value: Int?, doc: String
  )] {
    [
      (
        "pendingCap", settings.cap?.value,
        "Most pending local notifications the OS holds"
          + (settings.cap?.isDefaulted == true ? " (the platform's own; the spec gives none)." : ".")
      ),
      ("reserve", platform.reserve?.value, "Pending slots kept free for system or meta notifications."),
      ("windowDays", platform.windowDays?.value, "Days of the rolling window scheduled ahead."),
      ("refreshHours", platform.refreshHours?.value, "Hours between re-scheduling runs."),
      (
        "fallbackWindowMinutes", platform.fallbackWindowMinutes,
        "± minutes of the windowed trigger without exact alarms."
      ),
    ]
  }

  /// A platform's capability flags: name, value (nil when the spec leaves it out) and doc.
  static func platformFlags(_ platform: Platform) -> [(name: String, value: Bool?, doc: String)] {
    [
      ("exactAlarms", platform.exactAlarms, "The app may request exact alarms (SCHEDULE_EXACT_ALARM)."),
      ("alarmKit", platform.alarmKit, "AlarmKit may be available on some devices and builds."),
      ("deliversWhileRunningOnly", platform.deliversWhileRunningOnly, "Deliveries happen only while the app runs."),
    ]
  }

  /// The scheduling section's integer settings: name, value (nil when left out) and doc.
  static func schedulingIntegers(_ scheduling: Scheduling) -> [(name: String, value: Int?, doc: String)] {
    [
      (
        "prefetchLeadMinutes", scheduling.prefetchLeadMinutes?.value,
        "Minutes before a slot when content is prefetched."
      ),
      ("ttlSeconds", scheduling.ttlSeconds?.value, "Content older than this is skipped when offline."),
      ("deliveryCooldownSeconds", scheduling.deliveryCooldownSeconds?.value, "Minimum seconds between two deliveries."),
      ("scheduleDepth", scheduling.scheduleDepth?.value, "0 = today only, 1 = today and tomorrow."),
      ("retentionDays", scheduling.retentionDays?.value, "Days of contents and deliveries kept."),
    ]
  }

  /// The budget's numbers: name, value (nil when the proof has none) and doc.
  static func budgetValues(_ report: BudgetReport) -> [(name: String, value: Int?, doc: String)] {
    [
      ("worstCasePerDay", report.perDay, "Notifications per day the worst case counts."),
      ("busiestDay", report.busiestDay, "Notifications on the busiest weekday."),
      ("windowDays", report.windowDays, "Days of the rolling window the proof used."),
      ("perWindowTriggers", report.perWindow, "Self-scheduled triggers counted once per window."),
      ("pendingSnoozes", report.snoozes > 0 ? report.snoozes : nil, "Snoozes that can be pending at once."),
      ("worstCasePending", report.total, "The most notifications pending at once."),
      ("available", report.available, "Pending cap minus the reserve."),
      ("headroom", report.headroom, "Pending slots free in the worst case."),
      ("maxSafeWindowDays", report.largestWindowThatFits, "The largest window whose worst case fits the cap."),
    ]
  }

  // MARK: - Planner

  /// The planner of a spec that has something to fire and a platform that schedules locally.
  static func planner(_ spec: Spec, _ budgets: [BudgetReport]) -> [CodeDecl] {
    let reports = budgets
    guard !spec.firingItems.isEmpty || !spec.userItems.isEmpty, !reports.isEmpty else { return [] }
    let offsets = spec.reminders?.offsetsMinutes.map(\.value) ?? []
    let reminderSound = spec.reminders?.sound?.value
    func weekdays(_ onlyOn: Located<[Weekday]>?) -> [Int]? {
      // 1 = Sunday … 7 = Saturday: the Swift runtime's own numbering, which the others share.
      onlyOn.map { Set($0.value.map(\.calendarWeekday)).sorted() }
    }
    var items: [PlannerItem] = spec.prayers.map { prayer in
      let template = spec[prayer.template]
      var item = PlannerItem(
        id: prayer.id.value, time: nil, weekdays: weekdays(prayer.onlyOn),
        from: prayer.dates?.from?.typed.map(PlannerDate.init), until: prayer.dates?.until?.typed.map(PlannerDate.init),
        reminderOffsets: prayer.canRemind ? (prayer.reminderOffsets?.map(\.value) ?? offsets) : [],
        template: prayer.template?.value, channel: template?.channel?.value, category: template?.category?.value,
        sound: nil, reminderSound: reminderSound, snooze: nil, timeRange: nil)
      item.season = season(prayer.season)
      item.atTime = !prayer.remindersOnly
      item.reminder(prayer.reminderRole, in: spec)
      return item
    }
    items += spec.slots.compactMap { slot in
      let template = spec[slot.template]
      let range = slot.timeRange.flatMap { range -> PlannerTimeRange? in
        guard let earliest = range.earliest.typed, let latest = range.latest.typed else { return nil }
        return PlannerTimeRange(
          earliest: PlannerTime(earliest), latest: PlannerTime(latest), stepMinutes: range.stepMinutes.value)
      }
      let every = slot.every.flatMap { every -> PlannerEvery? in
        guard let minutes = every.minutes?.value, let from = every.from.typed, let to = every.to.typed else {
          return nil
        }
        return PlannerEvery(minutes: minutes, from: PlannerTime(from), to: PlannerTime(to))
      }
      let random = slot.pattern.random.flatMap { random -> PlannerRandom? in
        guard let from = random.from.typed, let to = random.to.typed else { return nil }
        return PlannerRandom(
          count: random.count.value, from: PlannerTime(from), to: PlannerTime(to), gap: random.gap.value)
      }
      let afterEvent = slot.pattern.afterEvent?.value
      // A time that does not read is absent (schema_value reports it):
      // the slot is left out rather than planned at a made-up 00:00.
      let time = every == nil && random == nil && afterEvent == nil ? slot.time.typed.map(PlannerTime.init) : nil
      guard every != nil || time != nil || random != nil || afterEvent != nil else { return nil }
      var item = PlannerItem(
        id: slot.id.value, time: time,
        weekdays: weekdays(slot.onlyOn ?? slot.userWeekdays),
        from: slot.dates?.from?.typed.map(PlannerDate.init), until: slot.dates?.until?.typed.map(PlannerDate.init),
        reminderOffsets: slot.canRemind ? (slot.reminderOffsets?.map(\.value) ?? offsets) : [],
        template: slot.template?.value, channel: template?.channel?.value, category: template?.category?.value,
        sound: nil, reminderSound: reminderSound,
        snooze: slot.snooze.map(PlannerSnooze.init),
        timeRange: range)
      item.every = every
      item.random = random
      item.afterEvent = afterEvent
      item.days = days(slot)
      item.season = season(slot.pattern.season)
      item.roles(slot.roles, in: spec)
      item.maxReminders = slot.canRemind ? slot.remindersPerOccurrence : 1
      item.userWeekdays = slot.userWeekdays != nil
      item.userWeekdaysFrom = slot.userWeekdaysFrom?.value
      item.osRepeat = spec.osRepeatPlatforms(of: slot).map(\.rawValue)
      return item
    }
    items += spec.userItems.map { kind in
      let template = spec[kind.template]
      var item = PlannerItem(
        id: kind.id.value, time: nil, weekdays: nil, from: nil, until: nil,
        reminderOffsets: kind.reminderOffsets.map(\.value), template: kind.template.value,
        channel: template?.channel?.value, category: template?.category?.value, sound: nil,
        reminderSound: kind.reminderOffsets.isEmpty ? nil : reminderSound,
        snooze: kind.snooze.map(PlannerSnooze.init),
        timeRange: nil)
      item.maxReminders = max(1, kind.remindersPerOccurrence)
      item.maxCount = kind.maxCount.value
      // What a new item of the kind starts with: its time and day rule.
      item.time = kind.time?.typed.map(PlannerTime.init)
      item.days = days(kind.monthly, kind.yearly)
      item.roles(kind.roles, in: spec)
      return item
    }
    // Snoozes of prayers and slots counted per window (monthly, dated, in a date range) are
    // kept free too: the report's `snoozes` are those of daily items only.
    let windowSnoozes = spec.budgetTerms.reduce(0) { $0 + ($1.source == .userItem ? 0 : $1.snoozes) }
    let configurations = reports.map { report -> PlannerConfiguration in
      let platform = spec.platforms.first { $0.name.value == report.platform }
      let snoozes = report.snoozes + windowSnoozes
      let kept = report.reserve + snoozes
      return PlannerConfiguration(
        platform: typeName(of: report.platform), platformID: report.platform.rawValue,
        doc: "\(typeName(of: report.platform)): \(Budget.days(report.windowDays)) ahead"
          + (report.cap.map { ", at most \($0) pending" } ?? "")
          + (kept > 0 ? ", \(kept) kept free (reserve \(report.reserve), snoozes \(snoozes))" : "") + ".",
        windowDays: report.windowDays, cap: report.cap, reserve: kept, refreshHours: platform?.refreshHours?.value,
        triggers: (platform?.extraTriggers ?? []).flatMap { trigger in
          Array(repeating: PlannerTrigger(id: trigger.id.value, perDay: trigger.per == .day), count: trigger.count)
        })
    }
    let quiet = spec.limits?.quietHours.flatMap { hours -> PlannerQuietHours? in
      guard let from = hours.from.typed, let to = hours.to.typed else { return nil }
      return PlannerQuietHours(
        from: PlannerTime(from), to: PlannerTime(to), userCanDisable: hours.userCanDisable?.value == true)
    }
    let offset = spec.reminders?.defaultOffsetMinutes?.value ?? spec.reminders?.offsetsMinutes.first?.value
    var settings: [PlannerItemSettings] = spec.prayers.map { prayer in
      // An opt-in prayer starts off (its defaults apply once the user switches it on); one with
      // reminders only is on, its reminder as default_reminder says (on when off is not offered).
      let optedOut = prayer.optIn?.value == true
      let reminder =
        prayer.defaultReminder?.value ?? (prayer.remindersOnly && !prayer.reminder.value.contains(.off) ? .sound : .off)
      return PlannerItemSettings(
        id: prayer.id.value,
        isOn: !optedOut
          && (prayer.remindersOnly
            || (prayer.canNotifyAtTime && (prayer.defaultAtTime?.value ?? .sound) != AtTimeOption.none)),
        reminderOffsets: !optedOut && prayer.canRemind && reminder != .off
          ? [prayer.reminderOffsets?.first?.value ?? offset].compactMap { $0 } : [],
        sound: (prayer.defaultAtTime?.value ?? .sound) != .silent,
        reminderSound: (prayer.defaultReminder?.value ?? .sound) != .silent)
    }
    settings += spec.slots.map { slot in
      // A slot whose reminder cannot be off starts with it on, at the default offset.
      // Read in place: copying the optional `Located` instantiates its generic metadata on first
      // use, 0.8 M instructions of a lint (docs/benchmarks.md).
      let remindsFromStart = slot.canRemind && !(slot.reminder?.value.contains(.off) ?? false)
      let offersSound = slot.reminder?.value.contains(.sound) ?? false
      let offsets = slot.reminderOffsets?.map(\.value) ?? spec.reminders?.offsetsMinutes.map(\.value) ?? []
      let preferred = offset.flatMap { offsets.contains($0) ? $0 : nil } ?? offsets.first
      var settings = PlannerItemSettings(
        id: slot.id.value, isOn: slot.optIn?.value != true,
        reminderOffsets: remindsFromStart ? [preferred].compactMap { $0 } : [], sound: true,
        reminderSound: !remindsFromStart || offersSound)
      settings.weekdays = slot.userWeekdays.map { weekdays($0) ?? [] }
      return settings
    }
    settings += spec.userItems.map { kind in
      PlannerItemSettings(
        id: kind.id.value, isOn: true, reminderOffsets: kind.defaultReminderOffsets.map(\.value), sound: true,
        reminderSound: true)
    }
    var itemEnums: [[String]] = []
    if !spec.prayers.isEmpty { itemEnums.append(["Prayer"]) }
    if spec.slots.contains(where: { $0.time.typed != nil }) { itemEnums.append(["Slot"]) }
    return [
      .planner(
        PlannerData(
          doc:
            "The rolling-window planner of this spec: what to keep pending, soonest first, never more than a platform's cap minus its reserve (the runtime's `Scheduling`).",
          itemsDoc: "Everything that fires, in spec order.", items: items, configurations: configurations,
          limits: PlannerLimits(
            doc:
              "App-wide limits: at most maxPerDay notifications a day, none in the quiet hours (from, to; wall-clock, may wrap past midnight).",
            maxPerDay: spec.limits?.maxPerDay?.value, quietHours: quiet),
          defaultSettingsDoc:
            "The settings a new user starts with: every item on unless it is opt-in or its default at-time option is none; reminders as their defaults say.",
          defaultSettings: settings,
          planDoc:
            "The notifications to keep pending on a platform (one of the configurations above) at `now` in a time zone: pure, with no clock or I/O.",
          itemEnums: itemEnums, namespace: SpeccRuntime.Scheduling.namespace(spec: spec.id.value),
          templateEnum: spec.templates.isEmpty ? nil : ["Template"],
          channelEnum: spec.channels.isEmpty ? nil : ["Channel"],
          categoryEnum: spec.categories.isEmpty ? nil : ["Category"]))
    ]
  }

  /// A prayer's or slot's season.
  private static func season(_ season: Season?) -> PlannerSeason? {
    guard let from = season?.from.typed, let until = season?.until.typed else { return nil }
    return PlannerSeason(fromMonth: from.month, fromDay: from.day, untilMonth: until.month, untilDay: until.day)
  }

  /// The days a slot occurs on.
  private static func days(_ slot: Slot) -> PlannerDays {
    if slot.monthly != nil || slot.yearly != nil { return days(slot.monthly, slot.yearly) }
    if let dates = slot.onDates { return .dates(dates.compactMap { $0.typed.map(PlannerDate.init) }) }
    let anchor: PlannerDate? =
      if case .date(let date)? = slot.pattern.anchor?.typed { PlannerDate(date) } else { nil }
    if let rule = slot.pattern.rrule?.typed { return .rule(rule, anchor: anchor) }
    if let cycle = slot.pattern.cycle { return .cycle(on: cycle.on.value, off: cycle.off.value, anchor: anchor) }
    if let days = slot.pattern.afterDone?.value { return .everyDays(days) }
    return .everyDay
  }

  /// The days of a monthly or yearly rule (every day without one).
  private static func days(_ monthly: Monthly?, _ yearly: Yearly?) -> PlannerDays {
    if let monthly {
      if let day = monthly.day?.value { return .monthly(day: day, lastDay: monthly.missing?.value == .lastDay) }
      if let nth = monthly.nth?.value, let weekday = monthly.weekday?.value {
        return .monthlyNth(ordinal: nth, weekday: weekday.calendarWeekday)
      }
    }
    if let yearly {
      return .yearly(month: yearly.month.value, day: yearly.day.value, lastDay: yearly.missing?.value == .lastDay)
    }
    return .everyDay
  }
}

extension PlannerItem {
  /// `notify_at_time`, the reminders' own template, channel and sound, and `snooze_template`.
  fileprivate mutating func roles(_ roles: Roles, in spec: Spec) {
    atTime = roles.atTime
    reminder(roles.reminder, in: spec)
    snoozeTemplate = spec[roles.snoozeTemplate]?.id.value
  }

  /// `reminder_template`, `reminder_channel` and `reminder_sound`: what the item's reminders show,
  /// post on and play (the sound replaces `reminders.sound` of an item that has reminders). A
  /// reference that names nothing (`unknown_reference`) is left out, never printed as written.
  fileprivate mutating func reminder(_ role: ReminderRole, in spec: Spec) {
    reminderTemplate = spec[role.template]?.id.value
    reminderChannel = spec[role.channel]?.id.value
    if let sound = role.sound?.value, !reminderOffsets.isEmpty { reminderSound = sound }
  }
}
