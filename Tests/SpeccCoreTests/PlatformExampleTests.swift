import Foundation
import Testing

@testable import SpeccCore

/// `Examples/platform.yaml` (issue 29): an alarm-clock app that uses every platform feature specc
/// knows (channel groups, lock-screen visibility, vibration patterns, Do Not Disturb, sounds, and
/// the notification side). It lints clean, its docs page is current (CI), and its generated
/// Swift typechecks here (Kotlin and TypeScript: `ForeignPlannerTests`, which compiles it too).
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
