/// The worst case leaves some pending slots free.
struct PendingCapHeadroomRule: Rule {
  static let description = RuleDescription(
    id: "pending_cap_headroom", title: "Pending cap headroom", severity: .warning,
    summary:
      "Warns when the worst case fits but leaves fewer free pending slots than the platform's headroom_warning (default 4).",
    rationale:
      "A window that uses the cap to the last slot breaks with the next prayer, slot or reminder anyone adds; the warning says so before it ships.",
    triggering: [
      BudgetExamples.tenADay(windowDays: "↓3"),
      BudgetExamples.tenADay(windowDays: "↓2", headroomWarning: "    headroom_warning: 21\n"),
    ],
    nonTriggering: [
      BudgetExamples.tenADay(windowDays: "2"), BudgetExamples.tenADay(windowDays: "6"),
      BudgetExamples.tenADay(windowDays: "3", headroomWarning: "    headroom_warning: 0\n"),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for report in spec.budgetReports {
      guard let headroom = report.headroom, let capArithmetic = report.capArithmetic, headroom >= 0,
        headroom < report.headroomWarning
      else { continue }
      let (mark, suggestion) = BudgetAdviceText.location(report)
      sink.report(
        .warning, id,
        "\(report.platform.displayName) leaves only \(headroom) pending slot\(headroom == 1 ? "" : "s") free: \(report.arithmetic) ≤ \(capArithmetic) (warning below \(report.headroomWarning)); "
          + BudgetAdviceText.text(report.advice, goal: "leaves \(report.headroomWarning) free"),
        at: mark, notes: report.items.compactMap(\.proof), suggestion: suggestion)
    }
  }
}
