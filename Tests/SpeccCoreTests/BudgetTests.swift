import Foundation
import Testing

@testable import SpeccCore

/// The seed numbers (issue 3 §1), computed from the real specs in `Specs/`, never hard-coded there.
@Suite struct BudgetTests {
  /// The text of `Specs/<name>`.
  static func specText(_ name: String) throws -> String {
    let url = SpecsLintCleanTests.repositoryRoot.appendingPathComponent("Specs").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Lints `text` as `Specs/<name>`.
  static func lint(_ text: String, _ name: String = "athan.yaml") throws -> (Spec, [Diagnostic]) {
    let result = Pipeline.lint(text: text, path: "Specs/\(name)")
    return (try #require(result.spec), result.diagnostics)
  }

  /// Athan's text with every platform's window set to `days` (and reminders off when asked).
  static func athan(windowDays days: Int = 2, reminders: Bool = true, extra: String = "") throws -> String {
    var text = try specText("athan.yaml").replacingOccurrences(
      of: "window_days: 2", with: "window_days: \(days)\(extra)")
    if !reminders { text = text.replacingOccurrences(of: "reminder: [off, silent, sound]", with: "reminder: [off]") }
    return text
  }

  @Test func athanWithAllRemindersIs20PerDayAnd40ForTwoDays() throws {
    let (spec, diagnostics) = try Self.lint(Self.athan())
    let ios = try #require(Budget.report(for: spec, platform: .ios))
    #expect((ios.perDay, ios.busiestDay, ios.windowDays, ios.total) == (20, 20, 2, 40))
    #expect((ios.cap, ios.reserve, ios.available, ios.headroom) == (64, 4, 60, 20))
    #expect(ios.largestWindowThatFits == 3)
    #expect(ios.items.map(\.total).reduce(0, +) == ios.total)
    #expect(diagnostics.isEmpty)
  }

  @Test func athanWithoutRemindersIs10PerDay() throws {
    for (days, total) in [(6, 60), (3, 30), (2, 20)] {
      let (spec, diagnostics) = try Self.lint(Self.athan(windowDays: days, reminders: false))
      let ios = try #require(Budget.report(for: spec, platform: .ios))
      #expect((ios.perDay, ios.total) == (10, total))
      #expect(!diagnostics.contains { $0.ruleID == "pending_cap_exceeded" })
    }
  }

  @Test func sixDaysWithAllRemindersFailsWithTheArithmetic() throws {
    let text = try Self.athan(windowDays: 6)
    let (_, diagnostics) = try Self.lint(text)
    let errors = diagnostics.filter { $0.ruleID == "pending_cap_exceeded" }
    #expect(errors.count == 2)  // iOS and Android share the seed's constants.
    let ios = try #require(errors.first)
    #expect(ios.severity == .error)
    #expect(ios.message.contains("6 days × 20/day (10 at-time + 10 reminders) = 120 > 64 − 4 reserve = 60"))
    #expect(ios.message.contains("set window_days to 2 (40 ≤ 60)"))
    // At window_days' value.
    let lines = text.components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains("window_days: 6") }) + 1
    #expect(ios.location.line == line)
    #expect(ios.location.column == lines[line - 1].distance(of: "6") + 1)
  }

  @Test func threeDaysFitsExactlyAndWarnsAboutHeadroom() throws {
    let (spec, diagnostics) = try Self.lint(Self.athan(windowDays: 3))
    #expect(Budget.report(for: spec, platform: .ios)?.total == 60)
    #expect(!diagnostics.hasErrors)
    #expect(diagnostics.filter { $0.ruleID == "pending_cap_headroom" }.map(\.severity) == [.warning, .warning])
  }

  @Test func theReminderMatrixIsTheSeedsTable() throws {
    let rows = ReminderMatrix.rows().map {
      "\($0.atTime.rawValue)/\($0.reminder?.rawValue ?? "unavailable")=\($0.notifications)"
    }
    #expect(
      rows == [
        "none/unavailable=0", "silent/off=1", "silent/silent=2", "silent/sound=2", "sound/off=1", "sound/silent=2",
        "sound/sound=2",
      ])
    let (spec, _) = try Self.lint(Self.athan())
    for prayer in spec.prayers {
      #expect(ReminderMatrix.rows(for: prayer) == ReminderMatrix.rows())
      #expect(ReminderMatrix.worstCase(for: prayer) == 2)
    }
  }

  @Test func prayerTimesIs35OnIOSAnd11OnAndroid() throws {
    let (spec, diagnostics) = try Self.lint(try Self.specText("prayer_times.yaml"), "prayer_times.yaml")
    let ios = try #require(Budget.report(for: spec, platform: .ios))
    #expect((ios.perDay, ios.windowDays, ios.total) == (5, 7, 35))
    // MAX_DAYS_TO_SCHEDULE = floor((64 − 4) / 5) = 12.
    #expect(ios.largestWindowThatFits == (64 - 4) / 5)
    #expect(ios.largestWindowThatFits == 12)
    let android = try #require(Budget.report(for: spec, platform: .android))
    #expect((android.perDay, android.windowDays, android.perWindow, android.total) == (5, 2, 1, 11))
    #expect(android.arithmetic == "2 days × 5/day + 1 per-window trigger = 11")
    #expect(android.cap == nil && android.fits && android.largestWindowThatFits == nil)
    #expect(diagnostics.isEmpty)
  }

  @Test func calendarModelPlacesFridaysWorst() throws {
    let model = "\n    worst_case: calendar"
    for (days, total) in [(1, 20), (2, 38), (7, 128), (8, 148), (14, 256)] {
      let (spec, _) = try Self.lint(Self.athan(windowDays: days, extra: model))
      let ios = try #require(Budget.report(for: spec, platform: .ios))
      #expect(ios.model == .calendar)
      #expect(ios.total == total, "\(days) days")
      #expect(ios.perDay == 18 && ios.busiestDay == 20)
      #expect(ios.items.map(\.total).reduce(0, +) == total)
    }
    let (spec, _) = try Self.lint(Self.athan(windowDays: 2, extra: model))
    #expect(
      Budget.report(for: spec, platform: .ios)?.arithmetic
        == "2 days × 18/day + 2 weekday-only (istijaba: 2 a day × 1 weekday) = 38")
    // 3 days: 3 × 18 + 2 = 56 ≤ 60; 4 days: 74.
    #expect(Budget.report(for: spec, platform: .ios)?.largestWindowThatFits == 3)
  }

  @Test func slotsCountScheduleDepthPlusOneDaysWithoutAWindow() throws {
    let (spec, _) = try Self.lint(try Self.specText("timesafari.yaml"), "timesafari.yaml")
    for report in Budget.report(for: spec) where report.platform == .ios || report.platform == .android {
      #expect(report.perDay == spec.slots.count)
      #expect(report.total == report.windowDays * spec.slots.count + report.perWindow)
    }
    let text =
      "spec: s\nname: S\nversion: \"1\"\nplatforms:\n  ios:\n    pending_cap: 64\n"
      + "scheduling:\n  schedule_depth: 1\nslots:\n  - id: \"0800\"\n    time: \"08:00\"\n"
    let (small, _) = try Self.lint(text, "s.yaml")
    let ios = try #require(Budget.report(for: small, platform: .ios))
    #expect((ios.windowDays, ios.total, ios.windowMark.line) == (2, 2, 8))
  }
}

extension String {
  /// Scalar offset of the first occurrence of `needle` (the line's column - 1).
  fileprivate func distance(of needle: String) -> Int {
    guard let range = range(of: needle) else { return -1 }
    return unicodeScalars.distance(from: unicodeScalars.startIndex, to: range.lowerBound)
  }
}
