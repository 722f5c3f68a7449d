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
    for report in spec.budgetReports where !report.fits {
      guard let capArithmetic = report.capArithmetic, let available = report.available else { continue }
      var parts: [String] = []
      if report.oneDayTotal > available {
        parts.append("no window helps: 1 day already needs \(report.oneDayTotal) of \(available)")
      } else if report.oneDayTotal == report.total && report.windowDays > 1 {
        parts.append("window_days does not change it: everything here counts once per window")
      }
      parts.append(BudgetAdviceText.text(report.advice))
      let (mark, suggestion) = BudgetAdviceText.location(report)
      sink.error(
        id,
        "\(report.platform.displayName) can schedule more notifications than it holds: \(report.arithmetic) > \(capArithmetic); "
          + parts.joined(separator: "; "),
        at: mark, notes: report.items.compactMap(\.proof), suggestion: suggestion)
    }
  }
}
