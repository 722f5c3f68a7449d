import SpeccRuntime

/// Emits `<Namespace>+Planner.swift`: the spec's items (prayers and slots) as
/// `SpeccRuntime.Scheduling.Item`s, each platform's window and cap as a `SpeccRuntime.Scheduling.Configuration`, the
/// settings a new user starts with, and `plan(…)`, which runs SpeccRuntime's planner on them.
struct PlannerEmitter: SpecEmitter {
  static func files(for spec: Spec) -> [OutputFile] {
    let reports = Budget.report(for: spec)
    guard !spec.firingItems.isEmpty, !reports.isEmpty else { return [] }
    return [
      OutputFile.swift(for: spec, suffix: "+Planner") { p in
        p.print("import Foundation")
        p.print("import SpeccRuntime")
        p.blankLine()
        p.block("extension \(SwiftEmitter.namespace(of: spec)) {") { p in
          p.doc(
            "The rolling-window planner of this spec: what to keep pending, soonest first, never more than a platform's cap minus its reserve (SpeccRuntime's `Scheduling`)."
          )
          p.block("public enum Planner {") { p in
            items(spec, &p)
            for report in reports { configuration(spec, report, &p) }
            defaults(spec, &p)
            plan(&p)
          }
        }
        settingsAccess(spec, &p)
      }
    ]
  }

  private static func items(_ spec: Spec, _ p: inout CodePrinter) {
    p.doc("Everything that fires, in spec order.")
    p.print("public static let items: [SpeccRuntime.Scheduling.Item] = [")
    p.indent()
    let offsets = spec.reminders?.offsetsMinutes.map(\.value) ?? []
    let reminderSound = SwiftLiteral.optionalString(spec.reminders?.sound?.value)
    for prayer in spec.prayers {
      let own = prayer.canRemind ? (prayer.reminderOffsets?.map(\.value) ?? offsets) : []
      p.print(
        "SpeccRuntime.Scheduling.Item(id: \(SwiftLiteral.string(prayer.id.value)), when: .provided, weekdays: \(weekdays(prayer.onlyOn)), reminderOffsets: \(SwiftLiteral.intArray(own)), template: \(SwiftLiteral.optionalString(prayer.template?.value)), reminderSound: \(reminderSound)),"
      )
    }
    for slot in spec.slots {
      let time = SlotTimeRule.clock(slot.time.value) ?? (0, 0)
      let own = slot.canRemind ? (slot.reminderOffsets?.map(\.value) ?? offsets) : []
      let template = slot.template.flatMap { id in spec.templates.first { $0.id.value == id.value } }
      var arguments = [
        "id: \(SwiftLiteral.string(slot.id.value))",
        "when: .at(SpeccRuntime.Scheduling.LocalTime(hour: \(time.0), minute: \(time.1)))",
        "weekdays: \(weekdays(slot.onlyOn))",
      ]
      if let from = slot.dates?.from.flatMap({ localDate($0.value) }) { arguments.append("from: \(from)") }
      if let until = slot.dates?.until.flatMap({ localDate($0.value) }) { arguments.append("until: \(until)") }
      arguments += [
        "reminderOffsets: \(SwiftLiteral.intArray(own))",
        "template: \(SwiftLiteral.optionalString(slot.template?.value))",
        "channel: \(SwiftLiteral.optionalString(template?.channel?.value))",
        "category: \(SwiftLiteral.optionalString(template?.category?.value))", "reminderSound: \(reminderSound)",
      ]
      p.print("SpeccRuntime.Scheduling.Item(" + arguments.joined(separator: ", ") + "),")
    }
    p.outdent()
    p.print("]")
  }

  /// `Set([6])` for Friday (Calendar counts Sunday as 1), or `nil`.
  private static func weekdays(_ onlyOn: Located<[Weekday]>?) -> String {
    guard let days = onlyOn?.value else { return "nil" }
    // The runtime's own numbering, so the planner and the generated items cannot disagree.
    let numbers = Set(days.compactMap { SpeccRuntime.Weekday(rawValue: $0.rawValue)?.calendarWeekday }).sorted()
    return "Set(" + SwiftLiteral.intArray(numbers) + ")"
  }

  private static func localDate(_ text: String) -> String? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return "SpeccRuntime.Scheduling.LocalDate(year: \(parts[0]), month: \(parts[1]), day: \(parts[2]))"
  }

  private static func configuration(_ spec: Spec, _ report: BudgetReport, _ p: inout CodePrinter) {
    let platform = spec.platforms.first { $0.name.value == report.platform }
    let triggers = (platform?.extraTriggers ?? []).flatMap { trigger in
      Array(
        repeating:
          "SpeccRuntime.Scheduling.Trigger(id: \(SwiftLiteral.string(trigger.id.value)), per: .\(trigger.per.rawValue))",
        count: trigger.count)
    }
    let cap = report.cap.map(String.init) ?? "nil"
    let refresh = platform?.refreshHours.map { String($0.value) } ?? "nil"
    p.blankLine()
    p.doc(
      "\(ConstantsEmitter.typeName(of: report.platform)): \(Budget.days(report.windowDays)) ahead"
        + (report.cap.map { ", at most \($0) pending" } ?? "")
        + (report.reserve + report.snoozes > 0
          ? ", \(report.reserve + report.snoozes) kept free (reserve \(report.reserve), snoozes \(report.snoozes))"
          : "")
        + ".")
    p.print(
      "public static let \(SwiftName.caseName(ConstantsEmitter.typeName(of: report.platform))) = SpeccRuntime.Scheduling.Configuration(windowDays: \(report.windowDays), cap: \(cap), reserve: \(report.reserve + report.snoozes), refreshHours: \(refresh), triggers: [\(triggers.joined(separator: ", "))])"
    )
  }

  private static func defaults(_ spec: Spec, _ p: inout CodePrinter) {
    p.blankLine()
    p.doc(
      "The settings a new user starts with: every item on unless it is opt-in or its default at-time option is none; reminders as their defaults say."
    )
    p.print("public static let defaultSettings = SpeccRuntime.Scheduling.Settings(items: [")
    p.indent()
    let offset = spec.reminders?.defaultOffsetMinutes?.value ?? spec.reminders?.offsetsMinutes.first?.value
    for prayer in spec.prayers {
      let on = prayer.canNotifyAtTime && (prayer.defaultAtTime?.value ?? .sound) != AtTimeOption.none
      let reminder =
        prayer.canRemind && (prayer.defaultReminder?.value ?? .off) != .off
        ? (prayer.reminderOffsets?.first?.value ?? offset) : nil
      let sound = (prayer.defaultAtTime?.value ?? .sound) != .silent
      let reminderSound = (prayer.defaultReminder?.value ?? .sound) != .silent
      p.print(
        "\(SwiftLiteral.string(prayer.id.value)): SpeccRuntime.Scheduling.Settings.ItemSettings(isOn: \(on), reminderOffset: \(reminder.map(String.init) ?? "nil"), sound: \(sound), reminderSound: \(reminderSound)),"
      )
    }
    for slot in spec.slots {
      p.print(
        "\(SwiftLiteral.string(slot.id.value)): SpeccRuntime.Scheduling.Settings.ItemSettings(isOn: \(slot.optIn?.value != true)),"
      )
    }
    p.outdent()
    p.print("])")
  }

  /// `settings[.dawn].reminderOffset = 10`: the settings of one item by its generated type.
  private static func settingsAccess(_ spec: Spec, _ p: inout CodePrinter) {
    let namespace = SwiftEmitter.namespace(of: spec)
    let kinds = [("Prayer", "prayer", !spec.prayers.isEmpty), ("Slot", "slot", !spec.slots.isEmpty)]
    for (type, label, present) in kinds where present {
      p.blankLine()
      p.block("extension SpeccRuntime.Scheduling.Settings {") { p in
        p.doc("The settings of one \(label) of \(namespace); an item without settings is off.")
        p.block(
          "public subscript(_ \(label): \(namespace).\(type)) -> SpeccRuntime.Scheduling.Settings.ItemSettings {"
        ) { p in
          p.print("get { items[\(label).rawValue] ?? SpeccRuntime.Scheduling.Settings.ItemSettings(isOn: false) }")
          p.print("set { items[\(label).rawValue] = newValue }")
        }
      }
    }
  }

  private static func plan(_ p: inout CodePrinter) {
    p.blankLine()
    p.doc(
      "The notifications to keep pending on a platform (`ios`, `android`, …) at `now` in `calendar`'s time zone: pure, with no clock or I/O."
    )
    p.block(
      "public static func plan(_ configuration: SpeccRuntime.Scheduling.Configuration, now: Date, calendar: Calendar, settings: SpeccRuntime.Scheduling.Settings = defaultSettings, providedTime: @escaping @Sendable (String, SpeccRuntime.Scheduling.LocalDate) -> SpeccRuntime.Scheduling.LocalTime? = { _, _ in nil }, render: @escaping @Sendable (SpeccRuntime.Scheduling.Occurrence) -> TemplateRendering.RenderedNotification?) -> SpeccRuntime.Scheduling.Plan {"
    ) { p in
      p.print(
        "SpeccRuntime.Scheduling.plan(items: items, configuration: configuration, input: SpeccRuntime.Scheduling.Input(now: now, calendar: calendar, settings: settings, providedTime: providedTime, render: render))"
      )
    }
  }
}
