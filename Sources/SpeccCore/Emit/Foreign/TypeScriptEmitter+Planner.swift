/// The planner of a TypeScript module: `export const Planner` with the model's `PlannerData` as
/// values of the runtime module `specc-planner.ts` (imported as `_planner`) and `plan(…)`, which
/// runs the runtime's planner on them. The values are declared first as typed module constants
/// named with a leading `_` (no spec name starts with one), so every literal is checked against
/// the runtime's interfaces.
extension TypeScriptEmitter {
  func planner(_ data: PlannerData, _ p: inout CodePrinter) {
    p.blankLine()
    p.print("const _plannerItems: readonly _planner.Item[] = [")
    p.indent()
    for item in data.items { p.print(Self.item(item) + ",") }
    p.outdent()
    p.print("];")
    let names = ForeignName.uniqued(
      data.configurations.map { ForeignName.lowerCamel($0.platform, keywords: []) },
      taken: ["items", "limits", "defaultSettings", "plan", "namespace"])
    for (index, configuration) in data.configurations.enumerated() {
      let triggers = configuration.triggers.map {
        "{ id: \(ForeignLiteral.string($0.id, .typeScript)), per: \($0.perDay ? "\"day\"" : "\"window\"") }"
      }
      let platform = data.repeatsByItself ? ", platform: \"\(configuration.platformID)\"" : ""
      p.print(
        "const _plannerConfiguration\(index): _planner.Configuration = { windowDays: \(configuration.windowDays), cap: \(Self.optional(configuration.cap)), reserve: \(configuration.reserve), refreshHours: \(Self.optional(configuration.refreshHours)), triggers: [\(triggers.joined(separator: ", "))]\(platform) };"
      )
    }
    let quiet = data.limits.quietHours.map {
      "{ from: \(Self.time($0.from)), to: \(Self.time($0.to))\($0.userCanDisable ? ", userCanDisable: true" : "") }"
    }
    p.print(
      "const _plannerLimits: _planner.Limits = { maxPerDay: \(Self.optional(data.limits.maxPerDay)), quietHours: \(quiet ?? "null") };"
    )
    p.print("const _plannerDefaultSettings: _planner.Settings = { items: new Map<string, _planner.ItemSettings>([")
    p.indent()
    for settings in data.defaultSettings {
      p.print(
        "[\(ForeignLiteral.string(settings.id, .typeScript)), { isOn: \(settings.isOn), reminderOffset: null, reminderOffsets: [\(settings.reminderOffsets.map(String.init).joined(separator: ", "))], time: null, sound: \(settings.sound), reminderSound: \(settings.reminderSound)\(settings.weekdays.map { ", weekdays: [" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "") }],"
      )
    }
    p.outdent()
    p.print("]) };")
    typedRecords(data, &p)
    p.blankLine()
    plannerDoc(data.doc, &p)
    p.print("export const \(plannerNameForPrinting) = {")
    p.indent()
    plannerDoc(data.itemsDoc, &p)
    p.print("items: _plannerItems,")
    for (index, (configuration, name)) in zip(data.configurations, names).enumerated() {
      plannerDoc(configuration.doc, &p)
      p.print("\(name): _plannerConfiguration\(index),")
    }
    plannerDoc(data.limits.doc, &p)
    p.print("limits: _plannerLimits,")
    plannerDoc(data.defaultSettingsDoc, &p)
    p.print("defaultSettings: _plannerDefaultSettings,")
    plannerDoc(
      "The id prefix of every notification this spec plans: `apply` reads, cancels and counts only pending requests with it, so the app's own notifications and another spec's are never touched.",
      &p)
    p.print("namespace: \(ForeignLiteral.string(data.namespace, .typeScript)),")
    plannerDoc(data.planDoc, &p)
    // One options object (the runtime's `PlanOptions`): the required `render` after defaulted
    // parameters would force `undefined` for each of them.
    p.print(
      "\(data.function)(configuration: _planner.Configuration, options: PlannerOptions): PlannerPlan {"
    )
    p.print(
      "  return _planner.plan(_plannerItems, configuration, { ...options, settings: options.settings ?? _plannerDefaultSettings, render: (occurrence) => options.render(occurrence as PlannerOccurrence) }, _plannerLimits, \(ForeignLiteral.string(data.namespace, .typeScript))) as PlannerPlan;"
    )
    p.print("},")
    p.outdent()
    p.print("} as const;")
  }

  /// `PlannerOccurrence`, `PlannerNotification`, `PlannerPlan` and `PlannerOptions`: the runtime's
  /// records with the spec's id unions for template, channel and category (`null` where the spec
  /// has none), so a misspelt template does not compile. The planner only hands out the spec's own
  /// ids, so the casts in `plan` hold.
  private func typedRecords(_ data: PlannerData, _ p: inout CodePrinter) {
    func union(_ path: [String]?) -> String {
      guard let path, let name = names.types[path.joined(separator: ".")] else { return "null" }
      return Self.idType(name) + " | null"
    }
    p.blankLine()
    plannerDoc("An occurrence with this spec's types: what `render` receives.", &p)
    p.print(
      "export type PlannerOccurrence = Omit<_planner.Occurrence, \"template\"> & { readonly template: \(union(data.templateEnum)) };"
    )
    plannerDoc("A planned notification with this spec's types.", &p)
    p.print(
      "export type PlannerNotification = Omit<_planner.Notification, \"occurrence\" | \"channel\" | \"category\"> & { readonly occurrence: PlannerOccurrence; readonly channel: \(union(data.channelEnum)); readonly category: \(union(data.categoryEnum)) };"
    )
    plannerDoc("A plan with this spec's types.", &p)
    p.print(
      "export type PlannerPlan = Omit<_planner.Plan, \"notifications\" | \"leftOut\" | \"dropped\"> & { readonly notifications: readonly PlannerNotification[]; readonly leftOut: readonly PlannerNotification[]; readonly dropped: readonly (Omit<_planner.Dropped, \"notification\"> & { readonly notification: PlannerNotification })[] };"
    )
    plannerDoc("What `Planner.plan` takes: the runtime's options, `render` receiving a `PlannerOccurrence`.", &p)
    p.print(
      "export type PlannerOptions = Omit<_planner.PlanOptions, \"render\"> & { readonly render: (occurrence: PlannerOccurrence) => ReturnType<_planner.PlanOptions[\"render\"]> };"
    )
  }

  private static func item(_ item: PlannerItem) -> String {
    func string(_ text: String?) -> String { text.map { ForeignLiteral.string($0, .typeScript) } ?? "null" }
    let fields =
      [
        "id: \(string(item.id))",
        "timing: "
          + (item.every.map {
            "{ kind: \"every\", minutes: \($0.minutes), from: \(time($0.from)), to: \(time($0.to)) }"
          } ?? item.random.map {
            "{ kind: \"random\", count: \($0.count), from: \(time($0.from)), to: \(time($0.to)), gap: \($0.gap) }"
          } ?? item.afterEvent.map { "{ kind: \"afterEvent\", minutes: \($0) }" }
            ?? item.time.map { "{ kind: \"at\", time: \(time($0)) }" } ?? "{ kind: \"provided\" }"),
        "weekdays: " + (item.weekdays.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "null"),
        "from: " + (item.from.map(date) ?? "null"), "until: " + (item.until.map(date) ?? "null"),
        "reminderOffsets: [" + item.reminderOffsets.map(String.init).joined(separator: ", ") + "]",
        "template: \(string(item.template))", "channel: \(string(item.channel))",
        "category: \(string(item.category))", "sound: \(string(item.sound))",
        "reminderSound: \(string(item.reminderSound))",
        "snooze: "
          + (item.snooze.map {
            let options =
              $0.options.isEmpty ? "" : ", options: [\($0.options.map(String.init).joined(separator: ", "))]"
            return "{ minutes: \($0.minutes), maxCount: \($0.maxCount)\(options) }"
          } ?? "null"),
        "timeRange: "
          + (item.timeRange.map {
            "{ earliest: \(time($0.earliest)), latest: \(time($0.latest)), stepMinutes: \($0.stepMinutes) }"
          } ?? "null"),
      ] + extras(item)
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// The keys of schedules beyond a daily time, printed only when they are not the default.
  private static func extras(_ item: PlannerItem) -> [String] {
    var fields: [String] = []
    func missing(_ lastDay: Bool) -> String { lastDay ? "\"lastDay\"" : "\"skip\"" }
    switch item.days {
    case .everyDay: break
    case .monthly(let day, let lastDay):
      fields.append("days: { kind: \"monthly\", day: \(day), missing: \(missing(lastDay)) }")
    case .monthlyNth(let ordinal, let weekday):
      fields.append("days: { kind: \"monthlyNth\", ordinal: \(ordinal), weekday: \(weekday) }")
    case .yearly(let month, let day, let lastDay):
      fields.append("days: { kind: \"yearly\", month: \(month), day: \(day), missing: \(missing(lastDay)) }")
    case .dates(let dates):
      fields.append("days: { kind: \"dates\", dates: [" + dates.map(date).joined(separator: ", ") + "] }")
    case .rule(let rule, let anchor):
      fields.append(
        "days: _planner.ruleDays(\(ForeignLiteral.string(rule.rrule, .typeScript)), \(anchor.map(date) ?? "null"))")
    case .cycle(let on, let off, let anchor):
      fields.append("days: { kind: \"cycle\", on: \(on), off: \(off), anchor: \(anchor.map(date) ?? "null") }")
    case .everyDays(let days): fields.append("days: { kind: \"everyDays\", days: \(days) }")
    }
    if item.maxReminders != 1 { fields.append("maxReminders: \(item.maxReminders)") }
    if item.userWeekdays { fields.append("userWeekdays: true") }
    if let from = item.userWeekdaysFrom {
      fields.append("userWeekdaysFrom: \(ForeignLiteral.string(from, .typeScript))")
    }
    if let count = item.maxCount { fields.append("maxCount: \(count)") }
    if let season = item.season {
      fields.append(
        "season: { fromMonth: \(season.fromMonth), fromDay: \(season.fromDay), untilMonth: \(season.untilMonth), untilDay: \(season.untilDay) }"
      )
    }
    if !item.atTime { fields.append("atTime: false") }
    if let template = item.reminderTemplate {
      fields.append("reminderTemplate: \(ForeignLiteral.string(template, .typeScript))")
    }
    if let template = item.snoozeTemplate {
      fields.append("snoozeTemplate: \(ForeignLiteral.string(template, .typeScript))")
    }
    if !item.osRepeat.isEmpty {
      fields.append("osRepeat: [" + item.osRepeat.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }
    if let channel = item.reminderChannel {
      fields.append("reminderChannel: \(ForeignLiteral.string(channel, .typeScript))")
    }
    return fields
  }

  private static func time(_ time: PlannerTime) -> String { "{ hour: \(time.hour), minute: \(time.minute) }" }
  private static func date(_ date: PlannerDate) -> String {
    "{ year: \(date.year), month: \(date.month), day: \(date.day) }"
  }
  private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }

  private func plannerDoc(_ text: String, _ p: inout CodePrinter) {
    for line in ForeignLiteral.docLines(text) { p.print(line) }
  }
}
