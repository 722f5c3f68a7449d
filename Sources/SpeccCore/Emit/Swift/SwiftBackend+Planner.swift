/// The planner of `<Namespace>+Planner.swift`: the model's `PlannerData` as
/// `SpeccRuntime.Scheduling` values and `plan(…)`, which runs SpeccRuntime's planner on them.
extension SwiftBackend {
  private static let scheduling = "SpeccRuntime.Scheduling"

  func planner(_ data: PlannerData, _ p: inout CodePrinter) {
    let s = Self.scheduling
    p.doc(data.doc)
    p.block("\(access)enum Planner {") { p in
      p.doc(data.itemsDoc)
      p.print("\(access)static let items: [\(s).Item] = [")
      p.indent()
      for item in data.items { p.print("\(s).Item(" + Self.arguments(item).joined(separator: ", ") + "),") }
      p.outdent()
      p.print("]")
      for configuration in data.configurations {
        let triggers = configuration.triggers.map {
          "\(s).Trigger(id: \(SwiftLiteral.string($0.id)), per: .\($0.perDay ? "day" : "window"))"
        }
        p.blankLine()
        p.doc(configuration.doc)
        // The platform only where an item repeats by itself on some platform (else it changes nothing).
        let platform = data.repeatsByItself ? ", platform: .\(configuration.platformID)" : ""
        p.print(
          "\(access)static let \(SwiftName.caseName(configuration.platform)) = \(s).Configuration(windowDays: \(configuration.windowDays), cap: \(Self.optional(configuration.cap)), reserve: \(configuration.reserve), refreshHours: \(Self.optional(configuration.refreshHours)), triggers: [\(triggers.joined(separator: ", "))]\(platform))"
        )
      }
      let quiet = data.limits.quietHours.map {
        "\(s).QuietHours(from: \(Self.time($0.from)), to: \(Self.time($0.to))\($0.userCanDisable ? ", userCanDisable: true" : ""))"
      }
      p.blankLine()
      p.doc(data.limits.doc)
      p.print(
        "\(access)static let limits = \(s).Limits(maxPerDay: \(Self.optional(data.limits.maxPerDay)), quietHours: \(quiet ?? "nil"))"
      )
      p.blankLine()
      p.doc(data.defaultSettingsDoc)
      p.print("\(access)static let defaultSettings = \(s).Settings(items: [")
      p.indent()
      for settings in data.defaultSettings {
        var arguments = ["isOn: \(settings.isOn)"]
        if !settings.sound { arguments.append("sound: false") }
        if !settings.reminderSound { arguments.append("reminderSound: false") }
        if !settings.reminderOffsets.isEmpty {
          arguments.append("reminderOffsets: \(SwiftLiteral.intArray(settings.reminderOffsets))")
        }
        if let weekdays = settings.weekdays { arguments.append("weekdays: Set(\(SwiftLiteral.intArray(weekdays)))") }
        p.print(
          "\(SwiftLiteral.string(settings.id)): \(s).Settings.ItemSettings(\(arguments.joined(separator: ", "))),")
      }
      p.outdent()
      p.print("])")
      p.blankLine()
      p.doc(
        "The id prefix of every notification this spec plans: `apply` reads, cancels and counts only pending requests with it, so the app's own notifications and another spec's are never touched."
      )
      p.print("\(access)static let namespace = \(SwiftLiteral.string(data.namespace))")
      typedRecords(data, &p)
      p.blankLine()
      p.doc(data.planDoc)
      // The app's anchors (a rotation's start, the last time done) and events, when an item needs them.
      let anchors = data.takesAnchors ? ", anchors: [String: \(s).LocalDate] = [:]" : ""
      let events = data.takesEvents ? ", events: [String: Date] = [:]" : ""
      let passed = (data.takesAnchors ? ", anchors: anchors" : "") + (data.takesEvents ? ", events: events" : "")
      p.block(
        "\(access)static func \(data.function)(_ configuration: \(s).Configuration, now: Date, calendar: Calendar, settings: \(s).Settings = defaultSettings, userItems: [\(s).UserItem] = [], providedTime: @escaping @Sendable (String, \(s).LocalDate) -> \(s).LocalTime? = { _, _ in nil }\(anchors)\(events), render: @escaping @Sendable (Occurrence) -> TemplateRendering.RenderedNotification?) -> \(s).Plan {"
      ) { p in
        p.print(
          "\(s).plan(items: items, configuration: configuration, limits: limits, namespace: namespace, input: \(s).Input(now: now, calendar: calendar, settings: settings, userItems: userItems, providedTime: providedTime\(passed), render: { render(Occurrence($0)) }))"
        )
      }
    }
  }

  /// `Planner.Occurrence` and `Planner.Planned`: the runtime's occurrence and notification with the
  /// spec's types (template, channel, category, prayer or slot as the generated enums), so nothing
  /// the app reads is a bare string a typo compiles with. A string the enum lacks reads as nil,
  /// never as a made-up case.
  private func typedRecords(_ data: PlannerData, _ p: inout CodePrinter) {
    let s = Self.scheduling
    let ns = code.namespace
    func type(_ path: [String]) -> String { ([ns] + path).joined(separator: ".") }
    p.blankLine()
    p.doc(
      "An occurrence with this spec's types: what `render` receives (the runtime's own is `occurrence`)."
    )
    p.block("\(access)struct Occurrence: Sendable, Hashable {") { p in
      p.print("\(access)let occurrence: \(s).Occurrence")
      p.print("\(access)init(_ occurrence: \(s).Occurrence) { self.occurrence = occurrence }")
      p.print("\(access)var itemID: String { occurrence.itemID }")
      p.print("\(access)var kind: \(s).Kind { occurrence.kind }")
      p.print("\(access)var date: \(s).LocalDate { occurrence.date }")
      p.print("\(access)var time: \(s).LocalTime { occurrence.time }")
      p.print("\(access)var userItemID: String? { occurrence.userItemID }")
      if let path = data.templateEnum {
        p.doc("Its template (a reminder's is its reminder template); nil without one.")
        p.print(
          "\(access)var template: \(type(path))? { occurrence.template.flatMap { \(type(path))(rawValue: $0) } }")
      }
      for path in data.itemEnums {
        let label = SwiftName.caseName(path.last ?? "item")
        p.doc("The \(label) it belongs to; nil for another item.")
        p.print("\(access)var \(label): \(type(path))? { \(type(path))(rawValue: occurrence.itemID) }")
      }
    }
    p.blankLine()
    p.doc("A planned notification with this spec's types (the runtime's own is `notification`).")
    p.block("\(access)struct Planned: Sendable, Hashable {") { p in
      p.print("\(access)let notification: \(s).Notification")
      p.print("\(access)init(_ notification: \(s).Notification) { self.notification = notification }")
      p.print("\(access)var id: String { notification.id }")
      p.print("\(access)var fireDate: Date { notification.fireDate }")
      p.print("\(access)var title: String { notification.title }")
      p.print("\(access)var body: String { notification.body }")
      p.print("\(access)var sound: String? { notification.sound }")
      p.print("\(access)var threadIdentifier: String { notification.threadIdentifier }")
      p.print("\(access)var occurrence: Occurrence { Occurrence(notification.occurrence) }")
      if let path = data.templateEnum {
        p.print("\(access)var template: \(type(path))? { occurrence.template }")
      }
      if let path = data.channelEnum {
        p.print(
          "\(access)var channel: \(type(path))? { notification.channel.flatMap { \(type(path))(rawValue: $0) } }")
      }
      if let path = data.categoryEnum {
        p.print(
          "\(access)var category: \(type(path))? { notification.category.flatMap { \(type(path))(rawValue: $0) } }")
      }
    }
    p.blankLine()
    p.doc("The plan's notifications, soonest first, with this spec's types.")
    p.print("\(access)static func planned(_ plan: \(s).Plan) -> [Planned] { plan.notifications.map(Planned.init) }")
  }

  /// `settings[.dawn].reminderOffsets = [10]`: the settings of one item by its generated type.
  func settingsAccess(_ data: PlannerData, _ p: inout CodePrinter) {
    let s = Self.scheduling
    for path in data.itemEnums {
      let type = ([code.namespace] + path).joined(separator: ".")
      let label = SwiftName.caseName(path.last ?? "item")
      p.blankLine()
      p.block("extension \(s).Settings {") { p in
        p.doc("The settings of one \(label) of \(code.namespace); an item without settings is off.")
        p.block("\(access)subscript(_ \(label): \(type)) -> \(s).Settings.ItemSettings {") { p in
          p.print("get { items[\(label).rawValue] ?? \(s).Settings.ItemSettings(isOn: false) }")
          p.print("set { items[\(label).rawValue] = newValue }")
        }
      }
    }
  }

  private static func arguments(_ item: PlannerItem) -> [String] {
    let s = scheduling
    var arguments = [
      "id: \(SwiftLiteral.string(item.id))",
      "when: "
        + (item.every.map { ".every(minutes: \($0.minutes), from: \(time($0.from)), to: \(time($0.to)))" }
          ?? item.random.map {
            ".random(count: \($0.count), from: \(time($0.from)), to: \(time($0.to)), gap: \($0.gap))"
          } ?? item.afterEvent.map { ".afterEvent(minutes: \($0))" } ?? item.time.map { ".at(\(time($0)))" }
          ?? ".provided"),
      "weekdays: " + (item.weekdays.map { "Set(" + SwiftLiteral.intArray($0) + ")" } ?? "nil"),
    ]
    if let from = item.from { arguments.append("from: \(date(from))") }
    if let until = item.until { arguments.append("until: \(date(until))") }
    arguments += [
      "reminderOffsets: \(SwiftLiteral.intArray(item.reminderOffsets))",
      "template: \(SwiftLiteral.optionalString(item.template))",
      "channel: \(SwiftLiteral.optionalString(item.channel))",
      "category: \(SwiftLiteral.optionalString(item.category))",
    ]
    if let sound = item.sound { arguments.append("sound: \(SwiftLiteral.string(sound))") }
    arguments.append("reminderSound: \(SwiftLiteral.optionalString(item.reminderSound))")
    if let snooze = item.snooze {
      let options =
        snooze.options.isEmpty ? "" : ", options: [\(snooze.options.map(String.init).joined(separator: ", "))]"
      arguments.append("snooze: \(s).Snooze(minutes: \(snooze.minutes), maxCount: \(snooze.maxCount)\(options))")
    }
    if let range = item.timeRange {
      arguments.append(
        "timeRange: \(s).TimeRange(earliest: \(time(range.earliest)), latest: \(time(range.latest)), stepMinutes: \(range.stepMinutes))"
      )
    }
    if let days = days(item.days) { arguments.append("days: \(days)") }
    if item.maxReminders != 1 { arguments.append("maxReminders: \(item.maxReminders)") }
    if item.userWeekdays { arguments.append("userWeekdays: true") }
    if let count = item.maxCount { arguments.append("maxCount: \(count)") }
    if let season = item.season {
      arguments.append(
        "season: \(scheduling).Season(fromMonth: \(season.fromMonth), fromDay: \(season.fromDay), untilMonth: \(season.untilMonth), untilDay: \(season.untilDay))"
      )
    }
    if !item.atTime { arguments.append("atTime: false") }
    if let template = item.reminderTemplate { arguments.append("reminderTemplate: \(SwiftLiteral.string(template))") }
    if let template = item.snoozeTemplate { arguments.append("snoozeTemplate: \(SwiftLiteral.string(template))") }
    if let channel = item.reminderChannel { arguments.append("reminderChannel: \(SwiftLiteral.string(channel))") }
    if let from = item.userWeekdaysFrom { arguments.append("userWeekdaysFrom: \(SwiftLiteral.string(from))") }
    if !item.osRepeat.isEmpty {
      arguments.append("osRepeat: [" + item.osRepeat.map { "." + $0 }.joined(separator: ", ") + "]")
    }
    return arguments
  }

  /// `.monthly(day: 31, missing: .lastDay)`; nil for every day (the default).
  private static func days(_ days: PlannerDays) -> String? {
    switch days {
    case .everyDay: nil
    case .monthly(let day, let lastDay): ".monthly(day: \(day), missing: .\(lastDay ? "lastDay" : "skip"))"
    case .monthlyNth(let ordinal, let weekday): ".monthlyNth(ordinal: \(ordinal), weekday: \(weekday))"
    case .yearly(let month, let day, let lastDay):
      ".yearly(month: \(month), day: \(day), missing: .\(lastDay ? "lastDay" : "skip"))"
    case .dates(let dates): ".dates([" + dates.map(date).joined(separator: ", ") + "])"
    case .rule(let rule, let anchor):
      ".rule(rrule: \(SwiftLiteral.string(rule.rrule)), anchor: \(anchor.map(date) ?? "nil"))"
    case .cycle(let on, let off, let anchor): ".cycle(on: \(on), off: \(off), anchor: \(anchor.map(date) ?? "nil"))"
    case .everyDays(let days): ".everyDays(\(days))"
    }
  }

  private static func time(_ time: PlannerTime) -> String {
    "\(scheduling).LocalTime(hour: \(time.hour), minute: \(time.minute))"
  }

  private static func date(_ date: PlannerDate) -> String {
    "\(scheduling).LocalDate(year: \(date.year), month: \(date.month), day: \(date.day))"
  }

  private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "nil" }
}
