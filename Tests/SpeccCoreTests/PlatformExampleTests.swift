import Foundation
import Testing

@testable import SpeccCore

/// `Examples/platform.yaml` (issue 29): an alarm-clock app that uses every platform feature specc
/// knows (channel groups, lock-screen visibility, vibration patterns, Do Not Disturb, sounds, and
/// the notification side). It lints clean, its docs page is current (CI), and its generated
/// Swift typechecks here (Kotlin and TypeScript: `ForeignPlannerTests`, which compiles it too), and
/// what each notification carries (interruption level, group, badge, full-screen intent, ongoing,
/// attachments, Android actions, snooze options) is the same data in Swift, Kotlin and TypeScript:
/// each prints `Tests/Vectors/notification-content.txt`, the shared vector.
@Suite struct PlatformExampleTests {
  static let path = "Examples/platform.yaml"

  static func spec() throws -> (Spec, [Diagnostic]) {
    let url = SwiftcBatch.repositoryRoot.appendingPathComponent(path)
    let result = Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: url.path)
    return (try #require(result.spec), result.diagnostics)
  }

  @Test func lintsClean() throws {
    let (_, diagnostics) = try Self.spec()
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }

  /// Builds SpeccRuntime as a module, then typechecks the example's Swift with a program that
  /// reads its channels and plans it (Swift 6, strict concurrency).
  @Test func generatedSwiftTypechecks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-platform-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = try Self.spec().0
    var files: [String] = []
    for output in Compiler.outputs(for: [spec]) {
      let file = directory.appendingPathComponent(output.name)
      try output.contents.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try """
    import Foundation
    import SpeccRuntime

    let calendar = Calendar(identifier: .gregorian)
    let plan = Rouse.Planner.plan(Rouse.Planner.android, now: Date(), calendar: calendar) { _ in nil }
    let channels = Rouse.Channel.allCases.map { ($0.rawValue, $0.importance.androidValue) }
    print(plan.notifications.count, channels)
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

  static var expected: String {
    get throws {
      try String(
        contentsOf: SpecsLintCleanTests.repositoryRoot.appendingPathComponent("Tests/Vectors/notification-content.txt"),
        encoding: .utf8)
    }
  }

  @Test func theDocsPageShowsWhatEachNotificationCarries() throws {
    let spec = try Self.spec().0
    let table = ContentTable.table(spec).render()
    #expect(table.contains("| `alarm_ring` | `time_sensitive` | `alarms` | `{{alarms_today}}` |"), "\(table)")
    #expect(table.contains("`alarms` (summary)"), "\(table)")
    #expect(table.contains("`STOP`, `SNOOZE`, `OPEN` (iOS and Android)"), "\(table)")
  }

  /// A summary template is posted by the app, not by an item: it is not unused.
  @Test func aGroupSummaryIsNotAnUnusedTemplate() throws {
    #expect(!(try Self.spec().1.contains { $0.ruleID == "unused_declaration" }))
  }

  static func outputs(_ language: Language) throws -> [OutputFile] {
    Compiler.outputs(for: [try Self.spec().0], language: language)
  }

  static let swiftMain = """
    import SpeccRuntime

    func opt(_ value: String?) -> String { value ?? "-" }
    for t in Rouse.Template.allCases {
      print([t.rawValue, opt(t.interruptionLevel), opt(t.group), String(t.groupSummary), opt(t.badgeCount.map(String.init)),
        opt(t.badgeToken), String(t.fullScreenIntent), String(t.ongoing), t.attachments.joined(separator: ","),
        opt(t.visibility.map { "\\($0.rawValue)/\\($0.androidValue)" })]
        .joined(separator: "|"))
    }
    for c in Rouse.Category.allCases { print("\\(c.rawValue)|\\(c.android)") }
    for item in Rouse.Planner.items {
      guard let s = item.snooze else { continue }
      print("\\(item.id)|\\(s.minutes)|\\(s.maxCount)|\\(s.options.map(String.init).joined(separator: ","))")
    }

    """

  @Test func swiftPrintsTheVector() throws {
    let output = try GeneratedProgram.swift(try Self.outputs(.swift), main: Self.swiftMain, scratch: "content-swift")
    #expect(output == (try Self.expected))
  }

  static let kotlinMain = """
    import specc.generated.rouse.Rouse

    fun opt(value: Any?): String = value?.toString() ?: "-"

    fun main() {
        for (t in Rouse.Template.values()) {
            println(listOf(t.id, opt(t.interruptionLevel), opt(t.group), t.groupSummary.toString(), opt(t.badgeCount),
                opt(t.badgeToken), t.fullScreenIntent.toString(), t.ongoing.toString(), t.attachments.joinToString(","),
                opt(t.visibility?.let { "${it.id}/${it.androidValue}" }))
                .joinToString("|"))
        }
        for (c in Rouse.Category.values()) println("${c.id}|${c.android}")
        for (item in Rouse.Planner.items) {
            val s = item.snooze ?: continue
            println("${item.id}|${s.minutes}|${s.maxCount}|${s.options.joinToString(",")}")
        }
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func kotlinPrintsTheVector() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let output = try GeneratedProgram.kotlin(
      try Self.outputs(.kotlin), main: Self.kotlinMain, scratch: "content-kotlin")
    #expect(output == (try Self.expected), "\(output)")
  }

  static let typeScriptMain = """
    import { TemplateValues, CategoryValues, Planner } from "./Rouse.js";
    import { androidVisibility } from "./specc-runtime.js";

    const opt = (value: unknown): string => (value === null || value === undefined ? "-" : String(value));
    for (const t of TemplateValues) {
      console.log([t.id, opt(t.interruptionLevel), opt(t.group), String(t.groupSummary), opt(t.badgeCount),
        opt(t.badgeToken), String(t.fullScreenIntent), String(t.ongoing), t.attachments.join(","),
        t.visibility === null ? "-" : `${t.visibility}/${androidVisibility[t.visibility]}`].join("|"));
    }
    for (const c of CategoryValues) console.log(`${c.id}|${c.android}`);
    for (const item of Planner.items) {
      if (item.snooze !== null) {
        console.log(`${item.id}|${item.snooze.minutes}|${item.snooze.maxCount}|${(item.snooze.options ?? []).join(",")}`);
      }
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func typeScriptPrintsTheVector() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let output = try GeneratedProgram.typeScript(
      try Self.outputs(.typescript), main: Self.typeScriptMain, scratch: "content-typescript")
    #expect(output == (try Self.expected), "\(output)")
  }
}

/// The budget counts a snooze the user picks by its longest option.
@Suite struct SnoozeOptionsBudgetTests {
  @Test func theLongestOptionSetsHowManySnoozesOverlap() throws {
    func snooze(_ options: String) throws -> Snooze {
      let text =
        LoadingRules.header + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n"
        + "slots:\n  - id: morning\n    time: \"08:00\"\n    template: dose\n"
        + "    snooze: { minutes: 10, max_count: 100\(options) }\n"
      return try #require(Pipeline.lint(text: text, path: "x.yaml").spec?.slots.first?.snooze)
    }
    // 100 × 10 minutes stay within a day; 100 × 1,440 minutes overlap 100 days.
    #expect(try snooze("").pendingAtOnce == 1)
    #expect(try snooze(", options_minutes: [10, 1440]").pendingAtOnce == 100)
  }
}

/// The content checks that read more than an example can show: an attachment's size from the
/// file beside the spec, and the snooze options' own bounds (the schema's, at each value).
@Suite struct NotificationContentTests {
  static func spec(attachments: String) -> String {
    LoadingRules.header
      + "templates:\n  - id: poster\n    title: Poster\n    body: New\n    attachments: \(attachments)\n"
  }

  @Test func anAttachmentOverItsKindsLimitIsAnErrorAtTheValue() throws {
    let directory = try ForeignInjectionTests.scratch("content-attachments")
    defer { try? FileManager.default.removeItem(at: directory) }
    // A sparse file: 10 MB + 1 byte of image, 5 MB of audio (the limit itself is allowed).
    for (name, size) in [("big.png", 10_000_001), ("ok.m4a", 5_000_000)] {
      let url = directory.appendingPathComponent(name)
      #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
    }
    let path = directory.appendingPathComponent("spec.yaml").path
    let result = Pipeline.lint(text: Self.spec(attachments: "[big.png, ok.m4a, absent.png]"), path: path)
    let found = result.diagnostics.filter { $0.ruleID == "notification_attachment" }
    #expect(found.map(\.location.line) == [8] && found.map(\.location.column) == [19], "\(found.map(\.message))")
    #expect(found.first?.message.contains("10000001 bytes, over iOS's 10 MB") == true, "\(found.map(\.message))")
  }

  @Test func snoozeOptionsArePositiveUniqueAndAtMostADay() {
    let text =
      LoadingRules.header + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n"
      + "slots:\n  - id: morning\n    time: \"08:00\"\n    template: dose\n"
      + "    snooze: { minutes: 10, max_count: 2, options_minutes: [0, 10, 10, 2000] }\n"
    let found = Pipeline.lint(text: text, path: "x.yaml").diagnostics.filter { $0.severity == .error }
    // 0 and 2,000 out of bounds, the second 10 a repeat: each at its own value.
    #expect(
      found.map { "\($0.location.line):\($0.location.column)" } == ["12:60", "12:67", "12:71"],
      "\(found.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }
}
