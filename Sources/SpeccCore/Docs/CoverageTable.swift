/// The coverage section (issue 32): per platform, what each window length buys — its busiest
/// day, its worst case of pending notifications against the cap, and how long notifications
/// keep coming after the app last ran (`Coverage`), with the promise and its arithmetic.
enum CoverageTable {
  /// One platform's table: a row per window length (the window table's, the spec's own and the
  /// one its promise needs), longest first.
  static func table(_ spec: Spec, _ coverage: CoverageReport, _ budget: BudgetReport) -> MarkdownTable {
    var lengths = Set(BudgetTables.windowLengths([budget]))
    if let needed = coverage.windowNeeded, let promise = coverage.promiseDays?.value {
      // The window the promise needs, and what one more day of promise would cost.
      lengths.insert(needed)
      lengths.insert(Coverage.windowNeeded(days: promise + 1, earliest: coverage.earliest))
    }
    var table = MarkdownTable(
      ["Window", "Worst day", "Pending", "Cap", "Coverage after the last run"],
      alignments: [.left, .right, .right, .right, .left])
    for days in lengths.sorted(by: >) {
      let report =
        days == budget.windowDays
        ? budget : Budget.report(for: spec.withWindow(budget.platform, days), platform: budget.platform) ?? budget
      var window = Budget.days(days)
      if days == budget.windowDays { window += " (spec)" }
      var pending = String(report.total)
      if report.cap != nil { pending += report.fits ? " ✓" : " ✗" }
      let minutes = Coverage.minutes(windowDays: days, earliest: coverage.earliest)
      var covered = Coverage.text(minutes)
      if let promise = coverage.promiseDays?.value {
        covered += minutes >= promise * Coverage.minutesPerDay ? " ✓" : " ✗"
      }
      table.append([window, String(report.worstDay), pending, report.available.map(String.init) ?? "no cap", covered])
    }
    return table
  }

  /// The promise line: kept or not, with the coverage and the cap arithmetic.
  static func promise(_ coverage: CoverageReport, _ budget: BudgetReport) -> String {
    let refresh =
      coverage.refresh.isEmpty
      ? "" : " Runs again by: " + coverage.refresh.map { "`\($0.rawValue)`" }.joined(separator: ", ") + "."
    let proof = "\(coverage.arithmetic)"
    let cap = budget.capArithmetic.map { (budget.fits ? " ≤ " : " > ") + $0 } ?? ""
    if coverage.neverRunsOut {
      return
        "The OS repeats every pattern by itself (`os_repeat`): nothing runs out, whatever the window or the last run; \(budget.arithmetic)\(cap).\(refresh)"
    }
    guard let promise = coverage.promiseDays?.value, let needed = coverage.windowNeeded else {
      return
        "No promise given: the \(budget.windowDays)-day window covers \(proof); \(budget.arithmetic)\(cap).\(refresh)"
    }
    let kept = coverage.windowKeepsPromise && coverage.promiseFits
    var line =
      "Promise: \(Budget.days(promise)) after the last run, \(kept ? "kept" : "not kept"): \(proof)"
      + (coverage.windowKeepsPromise ? " ≥ " : " < ") + Budget.days(promise) + "; \(budget.arithmetic)\(cap)."
    if !coverage.windowKeepsPromise {
      line +=
        " It needs a \(needed)-day window: \(coverage.pendingNeeded.map(String.init) ?? "?") pending at worst"
        + (coverage.available.map { coverage.promiseFits ? " ≤ \($0)" : " > \($0)" } ?? "") + "."
    }
    return line + refresh
  }

  /// One block per platform that schedules locally; platforms with the same block share it.
  static func section(_ spec: Spec, budgets: [BudgetReport], coverages: [CoverageReport]) -> DocSection? {
    var groups: [(platforms: [PlatformName], body: String)] = []
    for coverage in coverages {
      guard let budget = budgets.first(where: { $0.platform == coverage.platform }), budget.total > 0 else { continue }
      let body = table(spec, coverage, budget).render() + "\n" + promise(coverage, budget) + "\n"
      if let index = groups.firstIndex(where: { $0.body == body }) {
        groups[index].platforms.append(coverage.platform)
      } else {
        groups.append(([coverage.platform], body))
      }
    }
    guard !groups.isEmpty else { return nil }
    let patterns = coverages.first?.patterns.filter { $0.earliest > 0 } ?? []
    var intro =
      "How long notifications keep coming after the app last ran, at worst: a plan holds every notification "
      + "before the midnight that ends its window, and the last run may be at 23:59, so a window of W days covers "
      + "(W − 1) days, a minute and the earliest time of day a pattern can fire (00:00 for times the app or the user "
      + "gives). Only runs the platform guarantees count (an open; never iOS's best-effort background refresh)."
    if !patterns.isEmpty {
      intro +=
        " Earliest notifications: "
        + patterns.map { "\($0.name) \(Spec.clock($0.earliest)) (\($0.why))" }.joined(
          separator: ", ") + "."
    }
    let body = groups.map { group in
      "**" + group.platforms.map(PlatformTable.displayName).joined(separator: ", ") + "**\n\n" + group.body
    }.joined(separator: "\n")
    return DocSection(key: "coverage", title: "Coverage", body: intro + "\n\n" + body)
  }
}
