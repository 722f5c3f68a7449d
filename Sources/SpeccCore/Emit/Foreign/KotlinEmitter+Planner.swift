/// The planner of a Kotlin file: `object Planner` with the model's `PlannerData` as values of the
/// runtime's `specc.runtime.Scheduling` and `plan(…)`, which runs the runtime's planner on them.
extension KotlinEmitter {
  private static let s = "_SpeccScheduling"

  func planner(_ data: PlannerData, _ p: inout CodePrinter) {
    let s = Self.s
    plannerDoc(data.doc, &p)
    p.block("object Planner {") { p in
      plannerDoc(data.itemsDoc, &p)
      if data.items.isEmpty {
        p.print("val items: List<\(s).Item> = emptyList()")
      } else {
        p.print("val items: List<\(s).Item> = listOf(")
        p.indent()
        for (index, item) in data.items.enumerated() {
          p.print(
            "\(s).Item(" + Self.arguments(item).joined(separator: ", ") + ")"
              + (index == data.items.count - 1 ? "" : ","))
        }
        p.outdent()
        p.print(")")
      }
      let names = ForeignName.uniqued(
        data.configurations.map { ForeignName.lowerCamel($0.platform, keywords: ForeignName.kotlinKeywords) },
        taken: ["items", "limits", "defaultSettings", "plan", "namespace", "planned"])
      for (configuration, name) in zip(data.configurations, names) {
        let triggers = configuration.triggers.map {
          "\(s).Trigger(\(ForeignLiteral.string($0.id, .kotlin)), \(s).Trigger.Per.\($0.perDay ? "DAY" : "WINDOW"))"
        }
        p.blankLine()
        plannerDoc(configuration.doc, &p)
        let platform =
          data.repeatsByItself ? ", platform = \(s).Platform.\(configuration.platformID.uppercased())" : ""
        p.print(
          "val \(name): \(s).Configuration = \(s).Configuration(windowDays = \(configuration.windowDays), cap = \(Self.optional(configuration.cap)), reserve = \(configuration.reserve), refreshHours = \(Self.optional(configuration.refreshHours)), triggers = \(triggers.isEmpty ? "emptyList()" : "listOf(" + triggers.joined(separator: ", ") + ")")\(platform))"
        )
      }
      p.blankLine()
      plannerDoc(data.limits.doc, &p)
      let quiet = data.limits.quietHours.map {
        "\(s).QuietHours(\(Self.time($0.from)), \(Self.time($0.to))\($0.userCanDisable ? ", userCanDisable = true" : ""))"
      }
      p.print(
        "val limits: \(s).Limits = \(s).Limits(maxPerDay = \(Self.optional(data.limits.maxPerDay)), quietHours = \(quiet ?? "null"))"
      )
      p.blankLine()
      plannerDoc(data.defaultSettingsDoc, &p)
      let entries = data.defaultSettings.map { settings -> String in
        var arguments = ["isOn = \(settings.isOn)"]
        if !settings.reminderOffsets.isEmpty {
          arguments.append(
            "reminderOffsets = listOf(" + settings.reminderOffsets.map(String.init).joined(separator: ", ") + ")")
        }
        if !settings.sound { arguments.append("sound = false") }
        if !settings.reminderSound { arguments.append("reminderSound = false") }
        if let weekdays = settings.weekdays {
          arguments.append("weekdays = setOf(" + weekdays.map(String.init).joined(separator: ", ") + ")")
        }
        return
          "\(ForeignLiteral.string(settings.id, .kotlin)) to \(s).ItemSettings(\(arguments.joined(separator: ", ")))"
      }
      if entries.isEmpty {
        p.print("val defaultSettings: \(s).Settings = \(s).Settings(emptyMap())")
      } else {
        p.print("val defaultSettings: \(s).Settings = \(s).Settings(mapOf(")
        p.indent()
        for (index, entry) in entries.enumerated() { p.print(entry + (index == entries.count - 1 ? "" : ",")) }
        p.outdent()
        p.print("))")
      }
      p.blankLine()
      plannerDoc(
        "The id prefix of every notification this spec plans: `apply` reads, cancels and counts only pending requests with it, so the app's own notifications and another spec's are never touched.",
        &p)
      p.print("const val namespace: String = \(ForeignLiteral.string(data.namespace, .kotlin))")
      typedRecords(data, &p)
      p.blankLine()
      plannerDoc(data.planDoc, &p)
      // `render` last, as in Swift: a trailing lambda after the defaulted arguments. The app's
      // anchors (a rotation's start, the last time done) and events come before it, when an item
      // needs them.
      let anchors = data.takesAnchors ? ", anchors: Map<String, \(s).LocalDate> = emptyMap()" : ""
      let events = data.takesEvents ? ", events: Map<String, java.time.Instant> = emptyMap()" : ""
      let passed = (data.takesAnchors ? ", anchors = anchors" : "") + (data.takesEvents ? ", events = events" : "")
      p.print(
        "fun \(data.function)(configuration: \(s).Configuration, now: java.time.Instant, zone: java.time.ZoneId, settings: \(s).Settings = defaultSettings, userItems: List<\(s).UserItem> = emptyList(), providedTime: (String, \(s).LocalDate) -> \(s).LocalTime? = { _, _ -> null }\(anchors)\(events), render: (Occurrence) -> _SpeccRendering.RenderedNotification?): \(s).Plan ="
      )
      p.indent()
      p.print(
        "\(s).plan(items, configuration, \(s).Input(now, zone, settings, providedTime, { render(Occurrence(it)) }, userItems = userItems\(passed)), limits = limits, namespace = namespace)"
      )
      p.outdent()
    }
  }

  /// `Planner.Occurrence` and `Planner.Planned`: the runtime's occurrence and notification with the
  /// spec's enums (template, channel, category, prayer or slot); a string the enum lacks reads as
  /// null, never as a made-up entry.
  private func typedRecords(_ data: PlannerData, _ p: inout CodePrinter) {
    let s = Self.s
    p.blankLine()
    plannerDoc("An occurrence with this spec's types: what `render` receives (the runtime's own is [occurrence]).", &p)
    p.block("data class Occurrence(val occurrence: \(s).Occurrence) {") { p in
      p.print("val itemId: String get() = occurrence.itemId")
      p.print("val kind: \(s).Kind get() = occurrence.kind")
      p.print("val date: \(s).LocalDate get() = occurrence.date")
      p.print("val time: \(s).LocalTime get() = occurrence.time")
      p.print("val userItemId: String? get() = occurrence.userItemId")
      if let path = data.templateEnum {
        plannerDoc("Its template (a reminder's is its reminder template); null without one.", &p)
        p.print("val template: \(qualified(path))? get() = occurrence.template?.let { \(qualified(path)).fromId(it) }")
      }
      for path in data.itemEnums {
        let label = ForeignName.lowerCamel(path.last ?? "item", keywords: ForeignName.kotlinKeywords)
        plannerDoc("The \(label) it belongs to; null for another item.", &p)
        p.print("val \(label): \(qualified(path))? get() = \(qualified(path)).fromId(occurrence.itemId)")
      }
    }
    p.blankLine()
    plannerDoc("A planned notification with this spec's types (the runtime's own is [notification]).", &p)
    p.block("data class Planned(val notification: \(s).Notification) {") { p in
      p.print("val id: String get() = notification.id")
      p.print("val fireDate: java.time.Instant get() = notification.fireDate")
      p.print("val title: String get() = notification.title")
      p.print("val body: String get() = notification.body")
      p.print("val sound: String? get() = notification.sound")
      p.print("val threadIdentifier: String get() = notification.threadIdentifier")
      p.print("val occurrence: Occurrence get() = Occurrence(notification.occurrence)")
      if let path = data.templateEnum { p.print("val template: \(qualified(path))? get() = occurrence.template") }
      if let path = data.channelEnum {
        p.print("val channel: \(qualified(path))? get() = notification.channel?.let { \(qualified(path)).fromId(it) }")
      }
      if let path = data.categoryEnum {
        p.print(
          "val category: \(qualified(path))? get() = notification.category?.let { \(qualified(path)).fromId(it) }")
      }
    }
    p.blankLine()
    plannerDoc("The plan's notifications, soonest first, with this spec's types.", &p)
    p.print("fun planned(plan: \(s).Plan): List<Planned> = plan.notifications.map { Planned(it) }")
  }

  private static func arguments(_ item: PlannerItem) -> [String] {
    func string(_ text: String?) -> String { text.map { ForeignLiteral.string($0, .kotlin) } ?? "null" }
    let offsets = item.reminderOffsets.map(String.init).joined(separator: ", ")
    return [
      "id = \(string(item.id))",
      "timing = "
        + (item.every.map { "\(s).When.Every(\($0.minutes), \(time($0.from)), \(time($0.to)))" }
          ?? item.random.map { "\(s).When.Random(\($0.count), \(time($0.from)), \(time($0.to)), \($0.gap))" }
          ?? item.afterEvent.map { "\(s).When.AfterEvent(\($0))" } ?? item.time.map { "\(s).When.At(\(time($0)))" }
          ?? "\(s).When.Provided"),
      "weekdays = " + (item.weekdays.map { "setOf(" + $0.map(String.init).joined(separator: ", ") + ")" } ?? "null"),
      "from = " + (item.from.map(date) ?? "null"), "until = " + (item.until.map(date) ?? "null"),
      "reminderOffsets = " + (item.reminderOffsets.isEmpty ? "emptyList()" : "listOf(\(offsets))"),
      "template = \(string(item.template))", "channel = \(string(item.channel))",
      "category = \(string(item.category))", "sound = \(string(item.sound))",
      "reminderSound = \(string(item.reminderSound))",
      "snooze = "
        + (item.snooze.map {
          let options = $0.options.isEmpty ? "" : ", listOf(\($0.options.map(String.init).joined(separator: ", ")))"
          return "\(s).Snooze(\($0.minutes), \($0.maxCount)\(options))"
        } ?? "null"),
      "timeRange = "
        + (item.timeRange.map { "\(s).TimeRange(\(time($0.earliest)), \(time($0.latest)), \($0.stepMinutes))" }
          ?? "null"),
    ] + extras(item)
  }

  /// The keys of schedules beyond a daily time, printed only when they are not the default.
  private static func extras(_ item: PlannerItem) -> [String] {
    var arguments: [String] = []
    func missing(_ lastDay: Bool) -> String { "\(s).MissingDay.\(lastDay ? "LAST_DAY" : "SKIP")" }
    switch item.days {
    case .everyDay: break
    case .monthly(let day, let lastDay): arguments.append("days = \(s).Days.Monthly(\(day), \(missing(lastDay)))")
    case .monthlyNth(let ordinal, let weekday): arguments.append("days = \(s).Days.MonthlyNth(\(ordinal), \(weekday))")
    case .yearly(let month, let day, let lastDay):
      arguments.append("days = \(s).Days.Yearly(\(month), \(day), \(missing(lastDay)))")
    case .dates(let dates):
      arguments.append("days = \(s).Days.Dates(listOf(" + dates.map(date).joined(separator: ", ") + "))")
    case .rule(let rule, let anchor):
      arguments.append(
        "days = \(s).Days.rule(\(ForeignLiteral.string(rule.rrule, .kotlin)), \(anchor.map(date) ?? "null"))")
    case .cycle(let on, let off, let anchor):
      arguments.append("days = \(s).Days.Cycle(\(on), \(off), \(anchor.map(date) ?? "null"))")
    case .everyDays(let days): arguments.append("days = \(s).Days.EveryDays(\(days))")
    }
    if item.maxReminders != 1 { arguments.append("maxReminders = \(item.maxReminders)") }
    if item.userWeekdays { arguments.append("userWeekdays = true") }
    if let from = item.userWeekdaysFrom {
      arguments.append("userWeekdaysFrom = \(ForeignLiteral.string(from, .kotlin))")
    }
    if let count = item.maxCount { arguments.append("maxCount = \(count)") }
    if let season = item.season {
      arguments.append(
        "season = \(s).Season(\(season.fromMonth), \(season.fromDay), \(season.untilMonth), \(season.untilDay))")
    }
    if !item.atTime { arguments.append("atTime = false") }
    if let template = item.reminderTemplate {
      arguments.append("reminderTemplate = \(ForeignLiteral.string(template, .kotlin))")
    }
    if let template = item.snoozeTemplate {
      arguments.append("snoozeTemplate = \(ForeignLiteral.string(template, .kotlin))")
    }
    if !item.osRepeat.isEmpty {
      let platforms = item.osRepeat.map { "\(s).Platform.\($0.uppercased())" }
      arguments.append("osRepeat = setOf(" + platforms.joined(separator: ", ") + ")")
    }
    if let channel = item.reminderChannel {
      arguments.append("reminderChannel = \(ForeignLiteral.string(channel, .kotlin))")
    }
    return arguments
  }

  private static func time(_ time: PlannerTime) -> String { "\(s).LocalTime(\(time.hour), \(time.minute))" }
  private static func date(_ date: PlannerDate) -> String { "\(s).LocalDate(\(date.year), \(date.month), \(date.day))" }
  private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }

  private func plannerDoc(_ text: String, _ p: inout CodePrinter) {
    for line in ForeignLiteral.docLines(text) { p.print(line) }
  }
}
