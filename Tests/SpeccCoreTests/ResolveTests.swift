import SpeccRuntime
import Testing

@testable import SpeccCore

/// Issue 27 item 1: typed values parsed once (an unreadable one is absent downstream), and
/// settings in force with their defaults applied once, each given or defaulted.
@Suite struct ResolveTests {
  static func lint(_ text: String) throws -> (ResolvedSpec, [Diagnostic]) {
    let result = Pipeline.lint(text: text, path: "Specs/demo.yaml")
    return (try #require(result.resolved), result.diagnostics)
  }

  static let header = "spec: demo\nname: Demo\nversion: \"1\"\n"

  /// Weekdays are SpeccRuntime's type, read once by the decoder (the code model takes their
  /// calendar number from the value); locale tags are read once by the Resolve stage.
  @Test func weekdaysAndLocalesAreTypedValues() throws {
    #expect(Weekday.self == SpeccRuntime.Weekday.self)
    #expect(SpecSchema.weekdays == ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])
    let (spec, diagnostics) = try Self.lint(
      Self.header + "copy:\n  - id: ask\n    text: Allow reminders\n"
        + "localization:\n  source_language: en\n  locales: [ar, fr-CA, Fr]\n  translations:\n"
        + "    ar:\n      copy.ask: \"اسمح\"\n    fr-CA:\n      copy.ask: Autoriser\n")
    #expect(diagnostics.contains { $0.ruleID == "translation_keys" && $0.message.contains("locale 'Fr'") })
    #expect(spec.locales["en"].pluralCategories == [.one, .other] && !spec.locales["en"].isRightToLeft)
    #expect(spec.locales["ar"].isRightToLeft && spec.locales["ar"].pluralCategories.count == 6)
    #expect(spec.locales["fr-CA"].isValid && spec.locales["fr-CA"].language == "fr")
    #expect(!spec.locales["Fr"].isValid)
    let slot = try #require(
      try Self.lint(Self.header + "slots:\n  - id: s\n    time: \"08:00\"\n    only_on: [friday, monday]\n").0.slots
        .first)
    #expect(slot.onlyOn?.value.map(\.calendarWeekday) == [6, 2])
  }

  @Test func timesAndDatesAreReadOnceIntoTheRuntimesTypes() throws {
    #expect(TextFormat.clock("08:05") == LocalTime(hour: 8, minute: 5))
    #expect(TextFormat.clock("8:05") == nil && TextFormat.clock("24:00") == nil && TextFormat.clock("08:60") == nil)
    #expect(TextFormat.date("2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
    #expect(TextFormat.date("2023-02-29") == nil)
    let (spec, _) = try Self.lint(
      Self.header
        + "slots:\n  - id: a\n    time: \"07:30\"\n    on_dates: [\"2026-03-01\"]\n"
        + "    time_range:\n      earliest: \"07:00\"\n      latest: \"09:00\"\n      step_minutes: 15\n"
        + "limits:\n  quiet_hours:\n    from: \"23:00\"\n    to: \"06:00\"\n")
    let slot = try #require(spec.slots.first)
    #expect(slot.time.typed == LocalTime(hour: 7, minute: 30) && slot.time.value == "07:30")
    #expect(slot.time.mark.line == 6)
    #expect(slot.onDates?.first?.typed == LocalDate(year: 2026, month: 3, day: 1))
    #expect(slot.timeRange?.latest.typed == LocalTime(hour: 9, minute: 0))
    #expect(spec.limits?.quietHours?.from.typed == LocalTime(hour: 23, minute: 0))
  }

  /// A time that does not read is reported once and absent from the code model: no slot case and
  /// no planner item at a made-up 00:00.
  @Test func anUnreadableTimeIsAbsentNotMidnight() throws {
    let (spec, diagnostics) = try Self.lint(
      Self.header + "platforms:\n  ios:\n    window_days: 1\n"
        + "slots:\n  - id: good\n    time: \"08:00\"\n  - id: bad\n    time: \"8:00\"\n")
    #expect(diagnostics.filter { $0.severity == .error }.count == 1)
    #expect(spec.slots.last?.time.typed == nil)
    let code = CodeModel.build(spec.spec)
    var slotCases: [String] = []
    code.forEachPath(
      constant: { _, _ in },
      enumeration: { path, item in
        if path.last == "Slot" { slotCases = item.cases.map(\.raw) }
      })
    #expect(slotCases == ["good"])
    let planner = code.inlined.members.compactMap { decl -> PlannerData? in
      if case .planner(let data) = decl { return data }
      return nil
    }
    let items = try #require(planner.first).items
    #expect(items.map(\.id) == ["good"])
    #expect(!items.contains { $0.time == PlannerTime(hour: 0, minute: 0) })
  }

  /// The cap, reserve, window and headroom in force: given, derived or defaulted, once; the
  /// budget, the code model's constant and the planner agree.
  @Test func platformSettingsAreGivenOrDefaulted() throws {
    let (spec, _) = try Self.lint(
      Self.header + "platforms:\n  ios: {}\n  android:\n    pending_cap: 50\n    reserve: 2\n    window_days: 3\n"
        + "scheduling:\n  schedule_depth: 1\n"
        + "slots:\n  - id: a\n    time: \"08:00\"\n")
    let ios = try #require(spec.platformSettings[PlatformName.ios.rawValue])
    #expect(ios.cap == Effective(value: 64, origin: .defaulted) && ios.cap?.isDefaulted == true)
    #expect(ios.reserve.value == 0 && ios.reserve.isDefaulted)
    #expect(ios.windowDays.value == 2 && ios.windowDays.mark?.line == 11 && !ios.windowDays.isDefaulted)
    #expect(ios.headroomWarning.value == PlatformSettings.defaultHeadroomWarning && ios.headroomWarning.isDefaulted)
    let android = try #require(spec.platformSettings[PlatformName.android.rawValue])
    #expect(android.cap?.value == 50 && android.cap?.mark?.line == 7)
    #expect(android.reserve.value == 2 && android.windowDays.value == 3)
    let code = CodeModel.build(spec.spec)
    var caps: [String: Int] = [:]
    code.forEachPath(
      constant: { path, value in
        if path.last == "pendingCap", case .int(let cap) = value { caps[path.dropLast().last ?? ""] = cap }
      }, enumeration: { _, _ in })
    #expect(caps == ["iOS": 64, "Android": 50])
    #expect(spec.budgetReports.map(\.cap) == [64, 50])
  }
}

/// Issue 38 item 1: a reference is a handle filled once by the Resolve stage; later stages follow
/// it (`spec[template.channel]`, `flow[transition.to]`) and never look the id up again.
@Suite struct ResolvedReferenceTests {
  @Test func referencesAreLinkedToTheDeclarationTheyName() throws {
    let (spec, _) = try ResolveTests.lint(
      ResolveTests.header
        + "channel_groups:\n  - id: daily\n    name: Daily\n"
        + "channels:\n  - id: first\n    name: First\n    importance: default\n"
        + "  - id: alerts\n    name: Alerts\n    importance: high\n    group: daily\n"
        + "  - id: lost\n    name: Lost\n    importance: low\n    group: nowhere\n"
        + "categories:\n  - id: reply\n    actions:\n      - id: ok\n        title: OK\n"
        + "templates:\n  - id: plain\n    title: A\n    body: B\n"
        + "  - id: due\n    title: Due\n    body: Now\n    channel: alerts\n    category: reply\n"
        + "  - id: stray\n    title: C\n    body: D\n    channel: nowhere\n"
        + "slots:\n  - id: s0800\n    time: \"08:00\"\n    template: due\n"
        + "flows:\n  - id: ask\n    platform: ios\n    start: asking\n    states:\n"
        + "      - id: asking\n        kind: prompt\n        title: Allow?\n"
        + "        transitions:\n          - on: yes\n            to: done\n          - on: no\n            to: gone\n"
        + "      - id: done\n        kind: end\n        title: Done\n")
    let due = try #require(spec.templates.first { $0.id.value == "due" })
    #expect(due.channel?.target == 1 && spec[due.channel]?.id.value == "alerts")
    #expect(spec[due.category]?.id.value == "reply")
    #expect(spec[spec.channels[1].group]?.id.value == "daily")
    // What names nothing keeps its spelling and position and links to nothing.
    #expect(spec[spec.channels[2].group] == nil && spec.channels[2].group?.value == "nowhere")
    let stray = try #require(spec.templates.first { $0.id.value == "stray" })
    #expect(spec[stray.channel] == nil && stray.channel?.mark.line != nil)
    #expect(spec[spec.templates[0].channel] == nil)
    #expect(spec[spec.slots.first?.template]?.id.value == "due")
    let flow = try #require(spec.flows.first)
    #expect(flow[flow.start]?.id.value == "asking")
    let transitions = flow.states[0].transitions
    #expect(flow[transitions[0].to]?.id.value == "done" && flow[transitions[1].to] == nil)
  }

  /// A template's count, its `{{token}}` badge and the tokens of its texts, and the reminder and
  /// snooze templates of a slot and of a kind of user item, are linked like every reference.
  @Test func tokensAndRoleTemplatesAreLinked() throws {
    let (spec, _) = try ResolveTests.lint(
      ResolveTests.header
        + "tokens:\n  - id: who\n    kind: text\n    max_length: 10\n  - id: n\n    kind: number\n    max_length: 3\n"
        + "templates:\n  - id: daily\n    title: \"{{who}}\"\n    body: \"{{n}} left\"\n    count: n\n"
        + "    badge: \"{{n}}\"\n  - id: early\n    title: Soon\n    body: Soon.\n"
        + "  - id: stray\n    title: A\n    body: B\n    count: nobody\n    badge: \"{{nobody}}\"\n"
        + "slots:\n  - id: s\n    time: \"08:00\"\n    template: daily\n    reminder_template: early\n"
        + "    snooze_template: nowhere\n"
        + "user_items:\n  - id: event\n    max_count: 5\n    repeats: [once]\n    template: daily\n"
        + "    reminder_template: early\n")
    let daily = spec.templates[0]
    #expect(daily.count?.target == 1 && spec[daily.count]?.kind.value == .number)
    #expect(spec[daily.content.badgeRef]?.id.value == "n")
    let title = TemplateText(daily.title.value, known: spec.tokenNames, at: daily.title.mark)
    #expect(title.refs.map { spec[$0]?.id.value } == ["who"])
    // What names no token keeps its spelling and links to nothing.
    let stray = spec.templates[2]
    #expect(spec[stray.count] == nil && stray.count?.value == "nobody")
    #expect(spec[stray.content.badgeRef] == nil && stray.content.badgeRef?.value == "nobody")
    #expect(spec[spec.slots[0].roles.reminder.template]?.id.value == "early")
    #expect(spec[spec.slots[0].roles.snoozeTemplate] == nil)
    #expect(spec[spec.userItems[0].roles.reminder.template]?.id.value == "early")
  }

  /// Two references are equal when written alike: what they name is derived from the spec.
  @Test func equalityIsTheWrittenID() {
    let id = Located("alerts", at: Mark(line: 3, column: 5))
    var linked = Ref<Channel>(id)
    linked.resolve(to: 4)
    #expect(linked == Ref<Channel>(id) && linked.target == 4 && Ref<Channel>(id).target == nil)
  }
}
