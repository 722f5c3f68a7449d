/// Emits `<Namespace>+Budget.swift`: the budget proof's numbers as constants of each platform
/// (`<Namespace>.Platforms.iOS.Budget.maxSafeWindowDays`), so the app can assert them at run time.
struct BudgetEmitter: SpecEmitter {
  static func files(for spec: Spec) -> [OutputFile] {
    // A platform with no cap and nothing to schedule has no budget worth a file.
    let reports = Budget.report(for: spec).filter { $0.cap != nil || $0.total > 0 }
    guard !reports.isEmpty else { return [] }
    return [
      OutputFile.swift(for: spec, suffix: "+Budget") { p in
        for report in reports {
          p.blankLine()
          let platform = ConstantsEmitter.typeName(of: report.platform)
          p.block("extension \(SwiftEmitter.namespace(of: spec)).Platforms.\(platform) {") { p in
            p.doc(
              "Worst case of pending notifications, computed by specc at build time: \(report.arithmetic)"
                + (report.capArithmetic.map { ", checked against \($0)" } ?? " (the platform has no pending cap)") + "."
            )
            p.block("public enum Budget {") { p in
              constants(report, &p)
            }
          }
        }
      }
    ]
  }

  private static func constants(_ report: BudgetReport, _ p: inout CodePrinter) {
    for (name, value, doc) in values(report) {
      if let value { p.constant(name, type: "Int", "\(value)", doc: doc) }
    }
  }

  /// The budget's numbers: name, value (nil when the proof has none) and doc.
  static func values(_ report: BudgetReport) -> [(name: String, value: Int?, doc: String)] {
    [
      ("worstCasePerDay", report.perDay, "Notifications per day the worst case counts."),
      ("busiestDay", report.busiestDay, "Notifications on the busiest weekday."),
      ("windowDays", report.windowDays, "Days of the rolling window the proof used."),
      ("perWindowTriggers", report.perWindow, "Self-scheduled triggers counted once per window."),
      ("pendingSnoozes", report.snoozes > 0 ? report.snoozes : nil, "Snoozes that can be pending at once."),
      ("worstCasePending", report.total, "The most notifications pending at once."),
      ("available", report.available, "Pending cap minus the reserve."),
      ("headroom", report.headroom, "Pending slots free in the worst case."),
      ("maxSafeWindowDays", report.largestWindowThatFits, "The largest window whose worst case fits the cap."),
    ]
  }
}
