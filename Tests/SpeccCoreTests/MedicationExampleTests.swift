import Foundation
import Testing

@testable import SpeccCore

/// `Examples/medication.yaml`: an app none of the seeds is, written in the general format. It
/// lints clean, its docs page shows the budget of doses, reminders and snoozes with the
/// arithmetic, and its generated Swift compiles in Swift 6 mode and renders.
@Suite struct MedicationExampleTests {
  static let path = "Examples/medication.yaml"

  static func spec() throws -> (Spec, [Diagnostic]) {
    let url = SwiftcBatch.repositoryRoot.appendingPathComponent(path)
    let result = Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: path)
    return (try #require(result.spec), result.diagnostics)
  }

  @Test func lintsClean() throws {
    let (_, diagnostics) = try Self.spec()
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }

  @Test func theBudgetCountsDosesRemindersAndSnoozes() throws {
    let (spec, _) = try Self.spec()
    let report = try #require(Budget.report(for: spec, platform: .ios))
    #expect(report.perDay == 6 && report.remindersPerDay == 3 && report.snoozes == 3)
    #expect(report.total == 7 * 6 + 3)
    #expect(report.arithmetic == "7 days × 6/day (3 at-time + 3 reminders) + 3 snoozes = 45")
    let url = SwiftcBatch.repositoryRoot.appendingPathComponent(Self.path)
    let resolved = try #require(
      Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: Self.path).resolved)
    let page = DocsPage.render(resolved)
    #expect(page.contains("- iOS: 7 days × 6/day (3 at-time + 3 reminders) + 3 snoozes = 45 ≤ 64"))
    #expect(
      page.contains(
        "| `0800` | 08:00 | [`dose_due`](#template-dose_due) | Morning dose | off, sound | 10 min, at most 2× |"))
  }

  /// Builds SpeccRuntime as a static library, then the generated Swift with a small program
  /// that renders, and runs it.
  @Test func generatedSwiftCompilesAndRenders() throws {
    let (spec, _) = try Self.spec()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-medication-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for output in Compiler.outputs(for: [spec]) {
      let file = directory.appendingPathComponent(output.name)
      try output.contents.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try """
    import SpeccRuntime

    typealias T = PillPal.Template
    func show(_ n: TemplateRendering.RenderedNotification?) { print(n.map { "\\($0.title) | \\($0.body)" } ?? "skipped") }
    show(T.renderDoseDue(medicine: "St. John's Wort", dose: "2 tablets"))
    show(T.renderDoseDue(medicine: nil, dose: "1 tablet"))
    show(T.renderDoseDue(medicine: String(repeating: "x", count: 60), dose: "1"))
    print(T.doseDue.policy.missing == .skip(errorCode: "DOSE_WITHOUT_MEDICINE"))
    print(T.doseDue.maxTitleLength ?? -1, T.doseDue.maxBodyLength ?? -1)
    """.write(to: main, atomically: true, encoding: .utf8)
    let output = try SwiftcBatch.buildAndRun(files + [main.path], in: directory)
    #expect(
      output
        == """
        Time for St. John's Wort | Take 2 tablets now.
        skipped
        Time for \(String(repeating: "x", count: 40))… | Take 1 now.
        true
        49 30

        """)
  }
}
