/// Builds the `Spec` model from a node tree. Shapes are already validated; a section that is
/// missing its required keys is skipped, since the validator has said so.
enum SpecDecoder {
  static func decode(_ root: Node, path: String, sections: SectionList = .standard) -> Spec? {
    let f = Fields(root, sections.root)
    guard let id = f.string("spec"), let name = f.string("name"), let version = f.string("version") else {
      return nil
    }
    // Items that fail to decode (a required key missing or misspelt) keep their ids here, so
    // references to them add no second error: the validator has reported the item itself.
    var undecoded: [String: Set<String>] = [:]
    func objects<T>(_ key: String, _ transform: (Fields) -> T?) -> [T] {
      f.objects(key) { item in
        if let value = transform(item) { return value }
        if let id = item.string("id") { undecoded[key, default: []].insert(id.value) }
        return nil
      }
    }
    var spec = Spec(
      path: path, id: id, name: name, version: version,
      description: f.string("description")?.value, swiftName: f.string("swift_name"),
      platforms: f.map("platforms").compactMap { platform($0.key, Fields($0.value, SpecSchema.platform)) },
      scheduling: f.node("scheduling").map { scheduling(Fields($0, SpecSchema.scheduling)) },
      reminders: f.node("reminders").flatMap { reminders(Fields($0, SpecSchema.reminders)) },
      tokens: objects("tokens", token),
      rendering: f.node("rendering").map { rendering(Fields($0, SpecSchema.rendering)) },
      limits: f.node("limits").map { limits(Fields($0, SpecSchema.limits)) },
      prayers: objects("prayers", prayer),
      slots: objects("slots", slot),
      userItems: objects("user_items", userItem),
      slotIDs: f.enumeration("slot_ids", SlotIDStyle.self),
      channelGroups: objects("channel_groups", channelGroup),
      channels: objects("channels", channel),
      categories: objects("categories", category),
      templates: objects("templates", template),
      copy: objects("copy", copy),
      copyRules: objects("copy_rules", copyRule),
      statusLabels: objects("status_labels", statusLabel),
      flows: objects("flows", flow),
      featureFlags: objects("feature_flags", featureFlag),
      errorCodes: objects("error_codes", errorCode),
      breakingChangesOK: objects("breaking_changes_ok", acceptedBreakingChange),
      sections: sections, sectionIDs: otherSectionIDs(f, sections))
    spec.undecodedIDs = undecoded
    spec.soundsFolder = f.string("sounds_folder")
    spec.localization = f.node("localization").flatMap { localization(Fields($0, SpecSchema.localization)) }
    return spec
  }

  /// The ids of every list section that is not one of the format's own, read through its schema.
  private static func otherSectionIDs(_ f: Fields, _ sections: SectionList) -> [String: [Located<String>]] {
    let own = Set(SpecSections.all.map(\.field.name))
    var result: [String: [Located<String>]] = [:]
    for section in sections.sections where !own.contains(section.field.name) {
      guard case .list(.object(let schema)) = section.field.type, schema.field("id") != nil else { continue }
      result[section.field.name] = f.objects(section.field.name) { $0.string("id") }
    }
    return result
  }

  private static func platform(_ key: Located<String>, _ f: Fields) -> Platform? {
    guard let name = PlatformName(rawValue: key.value) else { return nil }
    return Platform(
      name: Located(name, at: key.mark),
      localScheduling: f.bool("local_scheduling") ?? (name != .web),
      pendingCap: f.int("pending_cap"), pendingCapReason: f.string("pending_cap_reason"), reserve: f.int("reserve"),
      windowDays: f.int("window_days"),
      refreshHours: f.int("refresh_hours"), headroomWarning: f.int("headroom_warning"),
      worstCase: f.enumeration("worst_case", WorstCaseModel.self)?.value ?? .peakDay,
      exactAlarms: f.bool("exact_alarms"), fallbackWindowMinutes: f.int("fallback_window_minutes")?.value,
      alarmKit: f.bool("alarmkit"), entitlements: f.strings("entitlements"),
      deliversWhileRunningOnly: f.bool("delivers_while_running_only"),
      extraTriggers: f.objects("extra_triggers") { t in
        guard let id = t.string("id"), let per = t.enumeration("per", ExtraTrigger.Per.self) else { return nil }
        return ExtraTrigger(
          id: id, per: per.value, count: t.int("count")?.value ?? 1, description: t.string("description")?.value)
      },
      notes: f.string("notes")?.value,
      coverage: f.node("coverage").map { node in
        let c = Fields(node, SpecSchema.coverage)
        return CoveragePromise(
          promiseDays: c.int("promise_days"),
          refresh: c.strings("refresh").map {
            $0.compactMap { text in
              RefreshAssumption(rawValue: text.value).map { Located($0, at: text.mark) }
            }
          }, mark: c.mark)
      })
  }

  private static func scheduling(_ f: Fields) -> Scheduling {
    Scheduling(
      prefetchLeadMinutes: f.int("prefetch_lead_minutes"), ttlSeconds: f.int("ttl_seconds"),
      deliveryCooldownSeconds: f.int("delivery_cooldown_seconds"), scheduleDepth: f.int("schedule_depth"),
      retentionDays: f.int("retention_days"), oneShotPerSlot: f.bool("one_shot_per_slot"))
  }

  private static func reminders(_ f: Fields) -> Reminders? {
    guard let offsets = f.ints("offsets_minutes") else { return nil }
    return Reminders(
      offsetsMinutes: offsets, defaultOffsetMinutes: f.int("default_offset_minutes"), sound: f.string("sound"),
      mark: f.mark)
  }

  private static func prayer(_ f: Fields) -> Prayer? {
    guard let id = f.string("id"), let name = f.string("name"), let kind = f.enumeration("kind", Prayer.Kind.self)
    else { return nil }
    // A prayer with reminders only offers no at-time option (at_time there is schedule_kind's error).
    let notify = f.located(bool: "notify_at_time")
    return Prayer(
      id: id, name: name, kind: kind, onlyOn: f.enumerations("only_on", Weekday.self),
      atTime: f.enumerations("at_time", AtTimeOption.self)
        ?? Located(notify?.value == false ? [.none] : AtTimeOption.allCases, at: f.mark),
      reminder: f.enumerations("reminder", ReminderOption.self) ?? Located([.off], at: f.mark),
      defaultAtTime: f.enumeration("default_at_time"), defaultReminder: f.enumeration("default_reminder"),
      reminderOffsets: f.ints("reminder_offsets_minutes"), sounds: f.strings("sounds") ?? [],
      template: f.ref("template"), optIn: f.located(bool: "opt_in"), dates: dateRange(f),
      season: season(f), notifyAtTime: notify, reminderRole: reminderRole(f), mark: f.mark)
  }

  /// `dates: {from, until}` of a prayer or slot.
  private static func dateRange(_ f: Fields) -> DateRange? {
    f.node("dates").map { node -> DateRange in
      let d = Fields(node, SpecSchema.dateRange)
      return DateRange(from: d.date("from"), until: d.date("until"), mark: d.mark)
    }
  }

  /// `season: {from, until}` of a prayer or slot.
  private static func season(_ f: Fields) -> Season? {
    f.node("season").flatMap { node -> Season? in
      let s = Fields(node, SpecSchema.season)
      guard let from = s.string("from"), let until = s.string("until") else { return nil }
      return Season(from: Typed(monthDay: from), until: Typed(monthDay: until), mark: s.mark)
    }
  }

  private static func slot(_ f: Fields) -> Slot? {
    let every = f.node("every").flatMap { node -> Every? in
      let e = Fields(node, SpecSchema.every)
      guard let from = e.time("from"), let to = e.time("to") else { return nil }
      let minutes = e.int("minutes")
      let hours = e.int("hours")
      return Every(
        minutes: minutes ?? hours.map { Located($0.value * 60, at: $0.mark) }, from: from, to: to,
        minutesAndHours: (e.node("minutes") != nil) == (e.node("hours") != nil), mark: e.mark)
    }
    // A slot without `time` has none to decode unless it repeats `every` N minutes; the schedule
    // rule reports a slot with neither (or both).
    // (an empty time at the slot, which the other rules skip).
    guard let id = f.string("id") else { return nil }
    if f.node("every") != nil && every == nil { return nil }
    let pattern = slotPattern(f)
    let time = f.time("time") ?? every?.from ?? pattern.random?.from ?? TimeField(time: Located("", at: f.mark))
    let snooze = f.node("snooze").flatMap { node -> Snooze? in
      let s = Fields(node, SpecSchema.snooze)
      guard let minutes = s.int("minutes"), let count = s.int("max_count") else { return nil }
      return Snooze(minutes: minutes, maxCount: count, options: s.ints("options_minutes") ?? [], mark: s.mark)
    }
    let range = f.node("time_range").flatMap { node -> TimeRange? in
      let r = Fields(node, SpecSchema.timeRange)
      guard let earliest = r.time("earliest"), let latest = r.time("latest"), let step = r.int("step_minutes")
      else { return nil }
      return TimeRange(earliest: earliest, latest: latest, stepMinutes: step, mark: r.mark)
    }
    let dates = dateRange(f)
    return Slot(
      id: id, time: time, template: f.ref("template"), label: f.string("label")?.value,
      labelText: f.string("label"),
      onlyOn: f.enumerations("only_on", Weekday.self), reminder: f.enumerations("reminder", ReminderOption.self),
      reminderOffsets: f.ints("reminder_offsets_minutes"), snooze: snooze, timeRange: range,
      optIn: f.located(bool: "opt_in"), dates: dates, every: every,
      userWeekdays: f.enumerations("user_weekdays", Weekday.self),
      userWeekdaysFrom: f.string("user_weekdays_from").map(Ref.init),
      monthly: f.node("monthly").map { monthly(Fields($0, SpecSchema.monthly)) },
      yearly: f.node("yearly").flatMap { yearly(Fields($0, SpecSchema.yearly)) },
      onDates: f.dates("on_dates"), maxReminders: f.int("max_reminders"), pattern: pattern, roles: roles(f),
      osRepeat: f.strings("os_repeat")?.compactMap { text in
        PlatformName(rawValue: text.value).map { Located($0, at: text.mark) }
      }, mark: f.mark)
  }

  /// The patterns beyond the calendar kinds, read into their typed values once.
  private static func slotPattern(_ f: Fields) -> SlotPattern {
    var pattern = SlotPattern()
    pattern.rrule = f.string("rrule").map(RuleField.init(rrule:))
    pattern.anchor = f.string("anchor").map(Typed.init(anchor:))
    pattern.cycle = f.node("cycle").flatMap { node -> Cycle? in
      let c = Fields(node, SpecSchema.cycle)
      pattern.cycleMark = c.mark
      guard let on = c.int("on"), let off = c.int("off") else { return nil }
      return Cycle(on: on, off: off, mark: c.mark)
    }
    if let node = f.node("after_done") {
      let d = Fields(node, SpecSchema.afterDone)
      pattern.afterDone = d.int("days")
      pattern.afterDoneMark = d.mark
    }
    pattern.season = season(f)
    pattern.random = f.node("random").flatMap { node -> RandomTimes? in
      let r = Fields(node, SpecSchema.random)
      guard let count = r.int("count"), let from = r.time("from"), let to = r.time("to"), let gap = r.int("gap_minutes")
      else { return nil }
      return RandomTimes(count: count, from: from, to: to, gap: gap, mark: r.mark)
    }
    if let node = f.node("after_event") {
      let e = Fields(node, SpecSchema.afterEvent)
      pattern.afterEvent = e.int("minutes")
      pattern.afterEventMark = e.mark
    }
    return pattern
  }

  /// The roles' templates and `notify_at_time`.
  private static func roles(_ f: Fields) -> Roles {
    Roles(
      notifyAtTime: f.located(bool: "notify_at_time"), reminder: reminderRole(f),
      snoozeTemplate: f.ref("snooze_template"))
  }

  /// `reminder_template`, `reminder_channel` and `reminder_sound` (prayers, slots, user items).
  private static func reminderRole(_ f: Fields) -> ReminderRole {
    ReminderRole(
      template: f.ref("reminder_template"), channel: f.ref("reminder_channel"), sound: f.string("reminder_sound"))
  }

  private static let ordinals = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1]

  private static func monthly(_ f: Fields) -> Monthly {
    Monthly(
      day: f.int("day"), missing: f.enumeration("missing", MissingDay.self),
      nth: f.string("nth").flatMap { text in ordinals[text.value].map { Located($0, at: text.mark) } },
      weekday: f.enumeration("weekday", Weekday.self), mark: f.mark)
  }

  private static func yearly(_ f: Fields) -> Yearly? {
    guard let month = f.int("month"), let day = f.int("day") else { return nil }
    return Yearly(month: month, day: day, missing: f.enumeration("missing", MissingDay.self), mark: f.mark)
  }

  private static func userItem(_ f: Fields) -> UserItemKind? {
    guard let id = f.string("id"), let maxCount = f.int("max_count"),
      let repeats = f.enumerations("repeats", UserItemKind.Repeat.self), let template: Ref<Template> = f.ref("template")
    else { return nil }
    let reminders = f.node("reminders").map { Fields($0, SpecSchema.itemReminders) }
    let snooze = f.node("snooze").flatMap { node -> Snooze? in
      let s = Fields(node, SpecSchema.snooze)
      guard let minutes = s.int("minutes"), let count = s.int("max_count") else { return nil }
      return Snooze(minutes: minutes, maxCount: count, options: s.ints("options_minutes") ?? [], mark: s.mark)
    }
    return UserItemKind(
      id: id, label: f.string("label")?.value, maxCount: maxCount, repeats: repeats,
      reminderOffsets: reminders?.ints("offsets_minutes") ?? [], maxReminders: reminders?.int("max"),
      defaultReminderOffsets: reminders?.ints("default_offsets_minutes") ?? [], remindersMark: reminders?.mark,
      template: template, snooze: snooze, time: f.time("time"),
      monthly: f.node("monthly").map { monthly(Fields($0, SpecSchema.monthly)) },
      yearly: f.node("yearly").flatMap { yearly(Fields($0, SpecSchema.yearly)) }, roles: roles(f),
      sounds: f.strings("sounds") ?? [], mark: f.mark)
  }

  private static func channel(_ f: Fields) -> Channel? {
    guard let id = f.string("id"), let name = f.string("name"), let importance = f.string("importance") else {
      return nil
    }
    return Channel(
      id: id, shipped: f.located(bool: "shipped"), name: name, description: f.string("description"),
      importance: importance, sound: f.string("sound"),
      vibration: f.located(bool: "vibration"), vibrationPattern: f.ints("vibration_pattern"),
      vibrationPatternMark: f.node("vibration_pattern")?.mark, group: f.ref("group"),
      visibility: f.string("visibility"), bypassDND: f.located(bool: "bypass_dnd"), mark: f.mark)
  }

  private static func channelGroup(_ f: Fields) -> ChannelGroup? {
    guard let id = f.string("id"), let name = f.string("name") else { return nil }
    return ChannelGroup(
      id: id, shipped: f.located(bool: "shipped"), name: name, description: f.string("description"), mark: f.mark)
  }

  private static func category(_ f: Fields) -> Category? {
    guard let id = f.string("id") else { return nil }
    let actions = f.objects("actions") { a -> Action? in
      guard let id = a.string("id"), let title = a.string("title") else { return nil }
      return Action(
        id: id, shipped: a.located(bool: "shipped"), title: title, foreground: a.bool("foreground") ?? false,
        destructive: a.bool("destructive") ?? false,
        snoozes: a.located(bool: "snoozes"))
    }
    return Category(
      id: id, shipped: f.located(bool: "shipped"), actions: actions, threadIdentifier: f.string("thread_identifier"),
      platforms: f.enumerations("platforms", PlatformName.self), mark: f.mark)
  }

  private static func template(_ f: Fields) -> Template? {
    guard let id = f.string("id"), let title = f.string("title"), let body = f.string("body") else { return nil }
    let variants = f.objects("variants") { v -> TemplateVariant? in
      guard let id = v.string("id"), let title = v.string("title"), let body = v.string("body") else { return nil }
      return TemplateVariant(id: id, title: title, body: body, mark: v.mark)
    }
    return Template(
      id: id, title: title, body: body, channel: f.ref("channel"), category: f.ref("category"),
      escaping: f.enumeration("escaping"),
      missing: f.node("missing").map { missing(Fields($0, SpecSchema.missingValue)) },
      variants: variants, overflow: f.enumeration("overflow")?.value ?? .warning,
      count: f.string("count").map(Ref.init),
      content: NotificationContent(
        interruptionLevel: f.enumeration("interruption_level"), badge: f.string("badge"), group: f.string("group"),
        groupSummary: f.located(bool: "group_summary"), fullScreenIntent: f.located(bool: "full_screen_intent"),
        ongoing: f.located(bool: "ongoing"), attachments: f.strings("attachments") ?? [],
        visibility: f.string("visibility")),
      mark: f.mark)
  }

  private static func token(_ f: Fields) -> Token? {
    guard let id = f.string("id"), let kind = f.enumeration("kind", Token.Kind.self) else { return nil }
    return Token(
      id: id, kind: kind, maxLength: f.int("max_length"), maxUTF16Length: f.int("max_utf16_length"),
      format: f.string("format"), description: f.string("description")?.value, mark: f.mark,
      lengthRefused: ["max_length", "max_utf16_length"].contains { f.node($0) != nil && f.int($0) == nil })
  }

  private static func limits(_ f: Fields) -> AppLimits {
    let quiet = f.node("quiet_hours").flatMap { node -> QuietHours? in
      let q = Fields(node, SpecSchema.quietHours)
      guard let from = q.time("from"), let to = q.time("to") else { return nil }
      return QuietHours(from: from, to: to, userCanDisable: q.located(bool: "user_can_disable"), mark: q.mark)
    }
    return AppLimits(maxPerDay: f.int("max_per_day"), quietHours: quiet, mark: f.mark)
  }

  private static func missing(_ f: Fields) -> MissingValue {
    MissingValue(placeholder: f.string("placeholder"), skip: f.string("skip"), mark: f.mark)
  }

  private static func rendering(_ f: Fields) -> Rendering {
    Rendering(
      escaping: f.enumeration("escaping"),
      missing: f.node("missing").map { missing(Fields($0, SpecSchema.missingValue)) },
      lengthUnits: f.enumerations("length_units", LengthUnit.self), mark: f.mark)
  }

  private static func copy(_ f: Fields) -> Copy? {
    guard let id = f.string("id"), let platform = f.enumeration("platform", CopyPlatform.self),
      let context = f.string("context"), let text = f.string("text")
    else { return nil }
    return Copy(id: id, platform: platform, context: context, text: text, requests: f.string("requests"), mark: f.mark)
  }

  private static func copyRule(_ f: Fields) -> CopyRule? {
    guard let id = f.string("id"), let message = f.string("message") else { return nil }
    return CopyRule(
      id: id, message: message,
      platforms: f.list("platforms").map { $0.compactMap { $0.scalar.flatMap(CopyPlatform.init(rawValue:)) } },
      contexts: f.strings("contexts")?.map(\.value), copy: f.strings("copy"), except: f.strings("except") ?? [],
      exceptRequests: f.strings("except_requests") ?? [],
      forbidWords: f.strings("forbid_words") ?? [], requireAny: f.strings("require_any") ?? [],
      maxLength: f.int("max_length"), sameTextAcrossPlatforms: f.bool("same_text_across_platforms") ?? false,
      severity: f.string("severity")?.value == "warning" ? .warning : .error, languages: f.strings("languages"),
      inFlows: f.bool("in_flows") ?? false,
      states: f.strings("states")?.map(\.value),
      unlessFacts: f.strings("unless_facts") ?? [], mark: f.mark)
  }

  private static func statusLabel(_ f: Fields) -> StatusLabel? {
    guard let id = f.string("id"), let state = f.string("state"), let label = f.string("label") else { return nil }
    return StatusLabel(
      id: id, state: state, label: label, platform: f.enumeration("platform", CopyPlatform.self)?.value ?? .all,
      setOutsideFlows: f.bool("set_outside_flows") ?? false, mark: f.mark)
  }

  private static func flow(_ f: Fields) -> Flow? {
    guard let id = f.string("id"), let platform = f.enumeration("platform", PlatformName.self),
      let start = f.string("start")
    else { return nil }
    let states = f.objects("states") { s -> FlowState? in
      guard let id = s.string("id"), let kind = s.enumeration("kind", FlowState.Kind.self),
        let title = s.string("title")
      else { return nil }
      let transitions = s.objects("transitions") { t -> Transition? in
        guard let on = t.string("on"), let to = t.string("to") else { return nil }
        return Transition(
          on: on, to: Ref(to), userEvent: t.bool("user_event"), sets: t.strings("sets") ?? [], mark: t.mark)
      }
      return FlowState(
        id: id, kind: kind, title: title, copy: s.string("copy").map(Ref.init), answers: s.strings("answers"),
        status: s.string("status").map(Ref.init), transitions: transitions, mark: s.mark)
    }
    return Flow(
      id: id, platform: platform, title: f.string("title")?.value, start: Ref(start), states: states, mark: f.mark)
  }

  private static func featureFlag(_ f: Fields) -> FeatureFlag? {
    guard let id = f.string("id"), let type = f.enumeration("type", FeatureFlag.ValueType.self),
      let value = f.string("default")
    else { return nil }
    return FeatureFlag(
      id: id, type: type, defaultValue: value, description: f.string("description")?.value, names: f.string("names"),
      equals: f.string("equals"), mark: f.mark)
  }

  private static func acceptedBreakingChange(_ f: Fields) -> AcceptedBreakingChange? {
    guard let id = f.string("id"), let reason = f.string("reason") else { return nil }
    return AcceptedBreakingChange(id: id, reason: reason, rule: f.string("rule"), mark: f.mark)
  }

  private static func errorCode(_ f: Fields) -> ErrorCode? {
    guard let id = f.string("id") else { return nil }
    return ErrorCode(id: id, description: f.string("description")?.value, mark: f.mark)
  }

  private static func localization(_ f: Fields) -> Localization? {
    guard let source = f.string("source_language") else { return nil }
    let translations = f.map("translations").map { locale, node in
      LocaleTexts(
        locale: locale,
        entries: pairs(node).compactMap { key, value in
          value.scalar.map { LocaleTexts.Entry(key: key, text: Located($0, at: value.mark)) }
        })
    }
    let plurals = f.map("plurals").map { locale, node in
      LocalePlurals(
        locale: locale,
        entries: pairs(node).map { key, value in
          LocalePlurals.Entry(
            key: key,
            forms: pairs(value).compactMap { category, text in
              text.scalar.map { LocalePlurals.Form(category: category, text: Located($0, at: text.mark)) }
            })
        })
    }
    return Localization(
      sourceLanguage: source, locales: f.strings("locales") ?? [], translations: translations, plurals: plurals,
      mark: f.mark)
  }

  /// The pairs of a mapping with scalar keys, the first of a repeated key only (the validator
  /// reports the repeat).
  private static func pairs(_ node: Node) -> [(key: Located<String>, value: Node)] {
    guard case .mapping(let pairs) = node.kind else { return [] }
    var seen = Set<String>()
    return pairs.compactMap { pair in
      guard let name = pair.key.scalar, !pair.value.isNull, seen.insert(name).inserted else { return nil }
      return (Located(name, at: pair.key.mark), pair.value)
    }
  }
}
