import Foundation
import Testing

/// Issue 3's acceptance through the built binary: edited copies of the real specs in a temp folder.
@Suite struct BudgetAndCopyCLITests {
  /// Writes `Specs/<name>` with `replace` applied into a fresh folder and lints it there.
  func lintEdited(_ name: String, _ replace: (String) -> String) throws -> CLI.Run {
    let text = try String(contentsOf: CLI.root.appendingPathComponent("Specs/\(name)"), encoding: .utf8)
    let edited = replace(text)
    #expect(edited != text, "the edit did not apply to Specs/\(name)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(edited.utf8).write(to: folder.appendingPathComponent("Specs/\(name)"))
    return try CLI.run(["lint", "Specs/\(name)"], in: folder)
  }

  @Test func athanWithSixDaysFailsWithTheArithmetic() throws {
    let run = try lintEdited("athan.yaml") { $0.replacingOccurrences(of: "window_days: 2", with: "window_days: 6") }
    #expect(run.status == 1)
    #expect(run.output.contains("6 days × 20/day (10 at-time + 10 reminders) = 120 > 64 − 4 reserve = 60"))
    #expect(run.output.contains("set window_days to 2 (40 ≤ 60)"))
    #expect(run.output.contains("[pending_cap_exceeded]"))
  }

  @Test func athanWithTwoDaysPasses() throws {
    let run = try lintEdited("athan.yaml") {
      $0.replacingOccurrences(of: "refresh_hours: 12", with: "refresh_hours: 11")
    }
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func anAndroidPromptSayingAlarmFailsAtItsLineAndColumn() throws {
    let run = try lintEdited("ontime.yaml") { text in
      text.replacingOccurrences(
        of: "    text: Allow notifications\n    requests: notification_permission\n  - id: android_exact",
        with: "    text: Allow Alarm notifications\n    requests: notification_permission\n  - id: android_exact")
    }
    #expect(run.status == 1)
    let text = try String(contentsOf: CLI.root.appendingPathComponent("Specs/ontime.yaml"), encoding: .utf8)
    let line = try #require(text.components(separatedBy: "\n").firstIndex { $0 == "    text: Allow notifications" }) + 1
    // "    text: Allow " is 16 columns: the word starts at column 17.
    #expect(run.output.contains("Specs/ontime.yaml:\(line):17: error: "))
    #expect(run.output.contains("[android_prompts_say_notification]"))
  }
}
