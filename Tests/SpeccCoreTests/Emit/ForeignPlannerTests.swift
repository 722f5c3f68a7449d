import Foundation
import Testing

@testable import SpeccCore

/// Issue 19: the planner's data is chosen once (`CodeModel.planner`) and printed in Swift,
/// Kotlin and TypeScript: the same items, weekdays, dates, reminders, snoozes, time ranges,
/// configurations, limits and default settings. Kotlin and TypeScript are compiled with their
/// planner runtimes (`Runtimes/kotlin/SpeccPlanner.kt`, `Runtimes/typescript/specc-planner.ts`).
@Suite struct ForeignPlannerTests {
  static let spec =
    LoadingRules.header + """
      platforms:
        android:
          window_days: 3
          reserve: 1
          refresh_hours: 12
          extra_triggers:
            - id: midnight
              per: day
        ios:
          pending_cap: 64
          window_days: 7
      limits:
        max_per_day: 20
        quiet_hours:
          from: "23:00"
          to: "06:00"
      reminders:
        offsets_minutes: [10, 20]
        default_offset_minutes: 10
        sound: chime.wav
      prayers:
        - id: dawn
          name: Dawn
          kind: daily
          at_time: [none, silent, sound]
          reminder: [off, sound]
          default_at_time: silent
          default_reminder: sound
        - id: noon
          name: Noon
          kind: extra
          only_on: [friday]
          at_time: [none, sound]
          reminder: [off]
      slots:
        - id: "0800"
          time: "08:00"
          only_on: [monday, wednesday]
          reminder: [off, sound]
          snooze:
            minutes: 10
            max_count: 2
          time_range:
            earliest: "07:00"
            latest: "09:30"
            step_minutes: 15
          dates:
            from: "2026-01-01"
            until: "2026-12-31"
        - id: "2000"
          time: "20:00"
          opt_in: true

      """

  static func model() throws -> (Spec, PlannerData) {
    let result = Pipeline.lint(text: spec, path: "Specs/demo.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
    let spec = try #require(result.spec)
    let planners = CodeModel.build(spec).inlined.members.compactMap { decl -> PlannerData? in
      if case .planner(let data) = decl { return data }
      return nil
    }
    return (spec, try #require(planners.first))
  }

  @Test func theModelCarriesEveryPlannerFact() throws {
    let (spec, data) = try Self.model()
    #expect(data.items.map(\.id) == ["dawn", "noon", "0800", "2000"])
    let slot = data.items[2]
    #expect(slot.time == PlannerTime(hour: 8, minute: 0))
    #expect(slot.weekdays == [2, 4])  // Monday, Wednesday; 1 = Sunday
    #expect(data.items[1].weekdays == [6])  // Friday
    #expect(slot.from == PlannerDate(year: 2026, month: 1, day: 1))
    #expect(slot.until == PlannerDate(year: 2026, month: 12, day: 31))
    #expect(slot.snooze == PlannerSnooze(minutes: 10, maxCount: 2))
    #expect(
      slot.timeRange
        == PlannerTimeRange(
          earliest: PlannerTime(hour: 7, minute: 0), latest: PlannerTime(hour: 9, minute: 30), stepMinutes: 15))
    #expect(slot.reminderOffsets == [10, 20] && slot.reminderSound == "chime.wav")
    #expect(data.limits.maxPerDay == 20)
    #expect(
      data.limits.quietHours
        == PlannerQuietHours(from: PlannerTime(hour: 23, minute: 0), to: PlannerTime(hour: 6, minute: 0)))
    #expect(data.configurations.map(\.platform) == ["iOS", "Android"])
    #expect(data.configurations[1].triggers == [PlannerTrigger(id: "midnight", perDay: true)])
    #expect(data.configurations[1].refreshHours == 12 && data.configurations[0].cap == 64)
    // The planner keeps the reserve and every snooze that can be pending free.
    let reports = Budget.report(for: spec)
    // The 0800 slot's date range makes it counted per window: its snooze is kept free all the same.
    #expect(reports.map { $0.reserve + $0.snoozes + 1 } == data.configurations.map(\.reserve))
    #expect(data.configurations[1].reserve > 1)
    let settings = Dictionary(uniqueKeysWithValues: data.defaultSettings.map { ($0.id, $0) })
    #expect(
      settings["dawn"]?.isOn == true && settings["dawn"]?.sound == false && settings["dawn"]?.reminderOffsets == [10])
    #expect(settings["2000"]?.isOn == false)
  }

  static func printed() throws -> (kotlin: String, typeScript: String) {
    let (spec, _) = try Self.model()
    let code = CodeModel.build(spec)
    return (KotlinEmitter(code, planner: true).print(), TypeScriptEmitter(code, planner: true).print())
  }

  @Test func kotlinAndTypeScriptPrintTheSameData() throws {
    let (kotlin, typeScript) = try Self.printed()
    #expect(kotlin.contains("object Planner {"))
    #expect(kotlin.contains("weekdays = setOf(2, 4)") && typeScript.contains("weekdays: [2, 4]"))
    #expect(
      kotlin.contains("snooze = _SpeccScheduling.Snooze(10, 2)")
        && typeScript.contains("snooze: { minutes: 10, maxCount: 2 }"))
    #expect(
      kotlin.contains(
        "_SpeccScheduling.TimeRange(_SpeccScheduling.LocalTime(7, 0), _SpeccScheduling.LocalTime(9, 30), 15)"))
    #expect(
      typeScript.contains(
        "timeRange: { earliest: { hour: 7, minute: 0 }, latest: { hour: 9, minute: 30 }, stepMinutes: 15 }"))
    #expect(
      kotlin.contains(
        "val limits: _SpeccScheduling.Limits = _SpeccScheduling.Limits(maxPerDay = 20, quietHours = _SpeccScheduling.QuietHours(_SpeccScheduling.LocalTime(23, 0), _SpeccScheduling.LocalTime(6, 0)))"
      ))
    #expect(
      typeScript.contains("maxPerDay: 20, quietHours: { from: { hour: 23, minute: 0 }, to: { hour: 6, minute: 0 } }"))
    #expect(
      kotlin.contains("val iOS: _SpeccScheduling.Configuration") && typeScript.contains("iOS: _plannerConfiguration0,"))
    #expect(
      kotlin.contains(
        "fun plan(configuration: _SpeccScheduling.Configuration, now: java.time.Instant, zone: java.time.ZoneId, settings: _SpeccScheduling.Settings = defaultSettings"
      ))
    // The planner runtimes ship beside the generated files, and the default output has the planner.
    let (spec, _) = try Self.model()
    let kotlinFiles = Compiler.outputs(for: [spec], language: .kotlin)
    #expect(kotlinFiles.contains { $0.name == "SpeccPlanner.kt" })
    #expect(kotlinFiles.contains { $0.contents.contains("object Planner {") })
    let typeScriptFiles = Compiler.outputs(for: [spec], language: .typescript)
    #expect(typeScriptFiles.contains { $0.name == "specc-planner.ts" })
    #expect(typeScriptFiles.contains { $0.contents.contains("import * as _planner from \"./specc-planner.js\";") })
  }

  /// Issue 37 item 6: a prayer's and a user item's reminders with a template, channel and sound of
  /// their own reach the items of all three languages.
  @Test func remindersOfTheirOwnArePrintedInEveryLanguage() throws {
    let text =
      LoadingRules.header + """
        platforms:
          ios:
            window_days: 2
          android:
            window_days: 2
        reminders:
          offsets_minutes: [10]
          sound: chime.wav
        prayers:
          - id: dawn
            name: Dawn
            kind: daily
            at_time: [none, sound]
            reminder: [off, sound]
            template: prayer_now
            reminder_template: prayer_soon
            reminder_channel: prayer_reminders
            reminder_sound: reminder.wav
        user_items:
          - id: event
            max_count: 3
            repeats: [once]
            template: prayer_now
            reminders:
              offsets_minutes: [60]
            reminder_channel: event_reminders
        templates:
          - id: prayer_now
            title: Now
            body: It is time.
            channel: prayers
          - id: prayer_soon
            title: Soon
            body: It is nearly time.
            channel: prayers
        channels:
          - id: prayers
            name: Prayers
            importance: high
          - id: prayer_reminders
            name: Prayer reminders
            importance: default
            sound: reminder.wav
          - id: event_reminders
            name: Event reminders
            importance: default
            sound: chime.wav

        """
    let result = Pipeline.lint(text: text, path: "Specs/demo.yaml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let spec = try #require(result.spec)
    let code = CodeModel.build(spec)
    let items =
      code.inlined.members.compactMap { decl -> PlannerData? in
        if case .planner(let data) = decl { return data }
        return nil
      }.first?.items ?? []
    let dawn = try #require(items.first { $0.id == "dawn" })
    #expect(dawn.reminderTemplate == "prayer_soon" && dawn.reminderChannel == "prayer_reminders")
    #expect(dawn.reminderSound == "reminder.wav" && dawn.channel == "prayers")
    let event = try #require(items.first { $0.id == "event" })
    #expect(event.reminderChannel == "event_reminders" && event.reminderSound == "chime.wav")
    #expect(event.reminderTemplate == nil)
    let swift = Compiler.outputs(for: [spec], language: .swift).map(\.contents).joined()
    #expect(
      swift.contains(
        "reminderSound: \"reminder.wav\", reminderTemplate: \"prayer_soon\", reminderChannel: \"prayer_reminders\")"))
    let kotlin = KotlinEmitter(code, planner: true).print()
    #expect(
      kotlin.contains("reminderTemplate = \"prayer_soon\"") && kotlin.contains("reminderChannel = \"prayer_reminders\"")
        && kotlin.contains("reminderChannel = \"event_reminders\""))
    let typeScript = TypeScriptEmitter(code, planner: true).print()
    #expect(
      typeScript.contains("reminderTemplate: \"prayer_soon\"")
        && typeScript.contains("reminderChannel: \"prayer_reminders\"")
        && typeScript.contains("reminderSound: \"reminder.wav\""))
  }

  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-planner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The specs' planners (the demo above and every checked-in spec that has one) compile.
  static func planners() throws -> [(name: String, kotlin: String, typeScript: String)] {
    let (spec, _) = try Self.model()
    var specs = [spec]
    for name in SpecsLintCleanTests.specFiles { specs.append(try GeneratedDocsTests.spec(name)) }
    // The schedule examples: every kind of schedule, printed for both runtimes.
    for path in ScheduleExamplesTests.paths { specs.append(try ScheduleExamplesTests.spec(path).0) }
    // The platform example (issue 29): channel groups, visibility, vibration, sounds.
    specs.append(try PlatformExampleTests.spec().0)
    return specs.map(CodeModel.build).map {
      ($0.namespace, KotlinEmitter($0, planner: true).print(), TypeScriptEmitter($0, planner: true).print())
    }
  }

  @Test(.enabled(if: ForeignCompilers.find("kotlinc") != nil || ForeignCompilers.required))
  func generatedKotlinPlannersCompileWithTheRuntime() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let planners = try Self.planners()
    #expect(planners.filter { $0.kotlin.contains("object Planner") }.count >= 3)
    let runtime = ForeignRuntime.files(folder: "kotlin", languageName: "Kotlin")
    for file in runtime { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    for planner in planners {
      try Data(planner.kotlin.utf8).write(to: directory.appendingPathComponent(planner.name + ".kt"))
    }
    let result = try ForeignCompilers.run(
      "kotlinc", runtime.map(\.name) + planners.map { $0.name + ".kt" } + ["-d", "out"],
      in: directory)
    #expect(result.status == 0 && !result.output.contains("warning:"), "\(result.output.prefix(20_000))")
  }

  @Test(.enabled(if: ForeignCompilers.find("tsc") != nil || ForeignCompilers.required))
  func generatedTypeScriptPlannersTypecheckWithTheRuntime() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let planners = try Self.planners()
    let runtime = ForeignRuntime.files(folder: "typescript", languageName: "TypeScript")
    for file in runtime { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    for planner in planners {
      try Data(planner.typeScript.utf8).write(to: directory.appendingPathComponent(planner.name + ".ts"))
    }
    let result = try ForeignCompilers.run(
      "tsc", ForeignCompilers.tscOptions + runtime.map(\.name) + planners.map { $0.name + ".ts" },
      in: directory)
    #expect(result.status == 0, "\(result.output.prefix(20_000))")
  }
}
