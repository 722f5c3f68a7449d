/// The worst case of pending notifications fits under the platform's cap, minus its reserve.
struct PendingCapExceededRule: Rule {
  static let description = RuleDescription(
    id: "pending_cap_exceeded", title: "Pending cap",
    summary:
      "On every platform with a pending cap (iOS: 64 unless the spec lowers it), the worst case of pending notifications over the rolling window fits under the cap minus the reserve; the message names the window that fits and the other settings that would help.",
    rationale:
      "iOS keeps at most 64 pending local notifications and silently drops the rest: a window that can exceed it loses deliveries at the end of the window with no error anywhere.",
    triggering: [
      BudgetExamples.tenADay(windowDays: "↓6"),
      BudgetExamples.tenADay(windowDays: "↓3", reserve: 5),
    ],
    nonTriggering: [BudgetExamples.tenADay(windowDays: "2"), BudgetExamples.tenADay(windowDays: "3")])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let userItemKinds = spec.userItems.firstByKey(\.id.value)
    for report in spec.budgetReports where !report.fits {
      guard let capArithmetic = report.capArithmetic, let available = report.available else { continue }
      var fix =
        switch report.largestWindowThatFits {
        case let days? where days > 0: "largest window that fits: \(Budget.days(days))"
        default:
          "not even 1 day fits: the busiest day alone needs \(report.busiestDay + report.perWindow + report.snoozes) of \(available)"
        }
      // What else helps, beyond the window: per-window items do not shrink with it.
      var levers: [String] = []
      if report.remindersPerDay > 0 { levers.append("offer fewer reminders (\(report.remindersPerDay) a day)") }
      if report.perWindow > 0 {
        levers.append("drop per-window triggers (\(report.perWindow), which a shorter window does not reduce)")
      }
      if report.snoozes > 0 { levers.append("allow fewer snoozes (\(report.snoozes) kept free)") }
      if report.reserve > 0 { levers.append("lower the reserve (\(report.reserve))") }
      // A kind of user item counts at its maximum whatever the window: name the largest that fits.
      var mark = report.windowMark
      for item in report.items where item.source == .userItem {
        guard let largest = item.largestCountThatFits, largest < item.occurrences,
          let kind = userItemKinds[item.id]
        else { continue }
        levers.insert("lower max_count of \(item.id) to \(largest), the largest that fits", at: 0)
        if mark == report.windowMark { mark = kind.maxCount.mark }
      }
      if mark != report.windowMark,
        report.largestWindowThatFits ?? 0 >= Budget.longestWindow || report.total - report.windowItemsTotal == 0
      {
        fix = "no window helps: \(report.windowItemsTotal) come from user items and dated slots"
      }
      if !levers.isEmpty { fix += "; or " + levers.joined(separator: ", ") }
      sink.error(
        id,
        "\(report.platform.displayName) can schedule more notifications than it holds: \(report.arithmetic) > \(capArithmetic); \(fix)",
        at: mark)
    }
  }
}
