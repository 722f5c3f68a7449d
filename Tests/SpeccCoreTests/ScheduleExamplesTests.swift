import Foundation
import Testing

@testable import SpeccCore

/// `Examples/Schedules/*.yaml` (issue 20): user-created events with three reminders, monthly
/// bills on day 31, a repeat every 90 minutes on weekdays, user-chosen weekdays with quiet hours
/// and a daily maximum. Each lints clean, its docs page shows the budget's arithmetic, and its
/// generated Swift typechecks with SpeccRuntime (Kotlin and TypeScript: `ForeignPlannerTests`).
@Suite struct ScheduleExamplesTests {
  static let paths = [
    "agenda", "bills", "events", "fasting", "feeding", "followup", "habits", "nudges", "plants", "pollen", "posture",
    "shifts", "subscriptions", "water",
  ].map { "Examples/Schedules/\($0).yaml" }

  static func spec(_ path: String) throws -> (Spec, [Diagnostic]) {
    let url = SwiftcBatch.repositoryRoot.appendingPathComponent(path)
    let result = Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: path)
    return (try #require(result.spec), result.diagnostics)
  }

  @Test(arguments: paths) func lintsClean(_ path: String) throws {
    let (_, diagnostics) = try Self.spec(path)
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }

  @Test(arguments: [
    (
      "Examples/Schedules/events.yaml",
      "- Android: 50 event × 4 (1 at-time + 3 reminders) = 200 ≤ 500; the largest max_count of event that fits: 125"
    ),
    (
      "Examples/Schedules/bills.yaml",
      "- iOS: (rent (monthly): 1 in 14 days × 1 = 1) + (20 bill × 3 (1 at-time + 2 reminders) = 60) = 61 ≤ 64; the largest max_count of bill that fits: 21"
    ),
    (
      "Examples/Schedules/water.yaml", "- iOS: 7 days × 0/day + 45 weekday-only (drink: 9 a day × 5 weekdays) = 45 ≤ 64"
    ),
    ("Examples/Schedules/habits.yaml", "- iOS: 7 days × 4/day (2 at-time + 2 reminders) = 28 ≤ 64"),
    // Issue 28: prayers limited to a date range count their days there; shared weekdays count
    // every day; quiet hours the user may switch off change no count.
    (
      "Examples/Schedules/fasting.yaml",
      "- iOS: (7 days × 4/day (2 at-time + 2 reminders) = 28) + (suhoor (30 days from 2027-02-08 to 2027-03-09): 7 in 7 days × 1 (reminders only) = 7) + (night (30 days from 2027-02-08 to 2027-03-09): 7 in 7 days × 1 = 7) = 42 ≤ 64"
    ),
    ("Examples/Schedules/nudges.yaml", "| iOS | 3 | 7 | 21 | 64 | 0 | 43 | ✓ |"),
    (
      "Examples/Schedules/feeding.yaml",
      "| Quiet hours | 23:00–06:00 | `limits.quiet_hours` (nothing fires from the first time up to the second; the user may switch them off, which changes no count) |"
    ),
  ])
  func theDocsPageShowsTheArithmetic(_ path: String, _ line: String) throws {
    let url = SwiftcBatch.repositoryRoot.appendingPathComponent(path)
    let result = Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: path)
    let page = DocsPage.render(try #require(result.resolved))
    #expect(page.contains(line), "\(page)")
  }

  /// Builds SpeccRuntime as a module, then typechecks the generated Swift of every example
  /// with a program that plans each one (Swift 6, strict concurrency).
  @Test func generatedSwiftTypechecks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-schedules-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var specs: [Spec] = []
    for path in Self.paths { specs.append(try Self.spec(path).0) }
    var files: [String] = []
    for output in Compiler.outputs(for: specs) {
      let file = directory.appendingPathComponent(output.name)
      try output.contents.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try """
    import Foundation
    import SpeccRuntime

    let calendar = Calendar(identifier: .gregorian)
    let event = Scheduling.UserItem(
      kind: "event", id: "dentist", when: .at(Scheduling.LocalTime(hour: 10, minute: 0)),
      days: .dates([Scheduling.LocalDate(year: 2026, month: 3, day: 2)]),
      settings: Scheduling.Settings.ItemSettings(reminderOffsets: [1440, 60, 15]))
    let plans = [
      Eventful.Planner.plan(Eventful.Planner.android, now: Date(), calendar: calendar, userItems: [event]) { _ in nil },
      Billfold.Planner.plan(Billfold.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Sip.Planner.plan(Sip.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Streaks.Planner.plan(Streaks.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      // Issue 28's patterns: the app's anchors (a rotation's start, the last watering) and events.
      Rota.Planner.plan(
        Rota.Planner.iOS, now: Date(), calendar: calendar,
        anchors: ["shift": Scheduling.LocalDate(year: 2026, month: 1, day: 5)]
      ) { _ in nil },
      Greenhouse.Planner.plan(
        Greenhouse.Planner.iOS, now: Date(), calendar: calendar,
        anchors: ["water": Scheduling.LocalDate(year: 2026, month: 3, day: 1)]
      ) { _ in nil },
      Pollenwatch.Planner.plan(Pollenwatch.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Upright.Planner.plan(Upright.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Checkin.Planner.plan(Checkin.Planner.iOS, now: Date(), calendar: calendar, events: ["check_in": Date()]) { _ in nil },
      Agenda.Planner.plan(Agenda.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Renewals.Planner.plan(Renewals.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Fastmonth.Planner.plan(Fastmonth.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Nudgeful.Planner.plan(Nudgeful.Planner.iOS, now: Date(), calendar: calendar) { _ in nil },
      Feedlog.Planner.plan(
        Feedlog.Planner.iOS, now: Date(), calendar: calendar,
        settings: Scheduling.Settings(items: Feedlog.Planner.defaultSettings.items, quietHoursOn: false),
        events: ["next_feed": Date()]
      ) { _ in nil },
    ]
    print(plans.count)
    """.write(to: main, atomically: true, encoding: .utf8)
    let runtime = SwiftcBatch.repositoryRoot.appendingPathComponent("Sources/SpeccRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    let module = try SwiftcBatch.run(
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SpeccRuntime",
        "-emit-module-path", directory.appendingPathComponent("SpeccRuntime.swiftmodule").path,
      ] + runtimeFiles)
    try #require(module.status == 0, "\(module.output)")
    let check = try SwiftcBatch.run(
      ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-I", directory.path] + files + [main.path])
    #expect(check.status == 0, "\(check.output)")
  }
}
