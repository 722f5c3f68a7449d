/// The budget per platform and the window-size table (seed 000), both computed by `Budget`.
enum BudgetTables {
  /// One row per platform that schedules locally: per-day worst case, window, total, cap,
  /// reserve, headroom and the largest window that fits.
  static func budget(_ reports: [BudgetReport]) -> MarkdownTable {
    var table = MarkdownTable(
      [
        "Platform", "Per day (worst case)", "Window (days)", "Total", "Cap", "Reserve", "Headroom", "Fits",
        "Largest window that fits",
      ],
      alignments: [.left, .right, .right, .right, .right, .right, .right, .center, .right])
    for report in reports {
      table.append([
        PlatformTable.displayName(report.platform), String(report.worstDay), String(report.windowDays),
        String(report.total), report.cap.map(String.init) ?? "no cap", String(report.reserve),
        report.headroom.map(String.init) ?? "", report.cap == nil ? "" : report.fits ? "✓" : "✗",
        report.largestWindowThatFits.map(Budget.days) ?? "",
      ])
    }
    return table
  }

  /// The arithmetic behind each row: `iOS: 2 days × 20/day = 40 ≤ 64 − 4 reserve = 60`.
  static func arithmetic(_ reports: [BudgetReport]) -> String {
    reports.map { report in
      var line = "- " + PlatformTable.displayName(report.platform) + ": " + report.arithmetic
      if let cap = report.capArithmetic { line += (report.fits ? " ≤ " : " > ") + cap }
      if report.model == .calendar { line += " (weekday-only items on their worst calendar placement)" }
      for item in report.items where item.source == .userItem {
        guard let largest = item.largestCountThatFits else { continue }
        line += "; the largest max_count of \(item.id) that fits: \(largest)"
      }
      if !report.advice.isEmpty {
        line +=
          "; "
          + BudgetAdviceText.text(report.advice, goal: report.fits ? "leaves \(report.headroomWarning) free" : "fits")
      }
      for proof in report.items.compactMap(\.proof) { line += "\n  - " + proof }
      return line + "\n"
    }.joined()
  }

  /// `reports`: the spec's, computed once by its Resolve stage (computed here without them).
  static func budgetSection(_ spec: Spec, reports: [BudgetReport]? = nil) -> DocSection? {
    let reports = reports ?? Budget.report(for: spec)
    guard reports.contains(where: { $0.total > 0 }) else { return nil }
    let intro =
      "Worst case at the moment of scheduling: every prayer or slot a user can enable, each with its "
      + "reminder where allowed, over the rolling window, plus extra triggers and the snoozes that can be "
      + "pending at once; the reserve is kept free."
      + (spec.slots.contains { $0.isCalendarBound } || !spec.userItems.isEmpty
        ? " Monthly, yearly and dated slots count their most occurrences in any window of that length, proved over "
          + "every alignment (the 400-year Gregorian cycle where the calendar matters); each kind of user item "
          + "counts at its max_count, every item at the most occurrences its repeats allow, with all its reminders."
        : "")
    return DocSection(
      key: "budget", title: "Budget", body: intro + "\n\n" + budget(reports).render() + "\n" + arithmetic(reports))
  }

  /// Notification scenarios of the window table: with and without reminders when the spec has
  /// reminders, else one scenario with every notification on.
  static func scenarios(_ spec: Spec) -> [(name: String, spec: Spec)] {
    guard spec.firingItems.contains(where: \.canRemind) else { return [("All notifications", spec)] }
    var withoutReminders = spec
    for index in withoutReminders.prayers.indices {
      let reminder = withoutReminders.prayers[index].reminder
      withoutReminders.prayers[index].reminder = Located([.off], at: reminder.mark)
    }
    for index in withoutReminders.slots.indices {
      withoutReminders.slots[index].reminder = nil
    }
    return [("No reminders", withoutReminders), ("All reminders", spec)]
  }

  /// Window lengths shown: 2, 3 and 6 days (seed 000's), every platform's own window and the
  /// largest window that fits, longest first as in the seed.
  static func windowLengths(_ reports: [BudgetReport]) -> [Int] {
    var lengths: Set<Int> = [2, 3, 6]
    for report in reports {
      lengths.insert(report.windowDays)
      if let largest = report.largestWindowThatFits, largest > 0 { lengths.insert(largest) }
    }
    return lengths.sorted(by: >)
  }

  /// The window-size table of one platform: scenario rows, per day, then the total for each
  /// window length with ✓ when it fits cap − reserve and ✗ when it does not.
  /// `report`: the spec's own report of `platform`, when computed already.
  static func windowSizes(_ spec: Spec, platform: PlatformName, report: BudgetReport? = nil) -> MarkdownTable? {
    guard let report = report ?? Budget.report(for: spec, platform: platform), report.cap != nil else { return nil }
    let lengths = windowLengths([report])
    var table = MarkdownTable(
      ["Scenario", "Per day"] + lengths.map { "\($0)-day total" },
      alignments: [.left] + Array(repeating: .right, count: lengths.count + 1))
    for scenario in scenarios(spec) {
      guard let base = Budget.report(for: scenario.spec, platform: platform) else { continue }
      var row = [scenario.name, String(base.worstDay)]
      for days in lengths {
        guard let report = Budget.report(for: scenario.spec.withWindow(platform, days), platform: platform) else {
          continue
        }
        row.append("\(report.total) " + (report.fits ? "✓" : "✗"))
      }
      table.append(row)
    }
    return table
  }

  /// One window table per platform with a cap; platforms whose tables are identical share one.
  static func windowSizesSection(_ spec: Spec, reports: [BudgetReport]? = nil) -> DocSection? {
    var groups: [(platforms: [PlatformName], available: String, table: MarkdownTable)] = []
    let reports = reports ?? Budget.report(for: spec)
    for report in reports where report.total > 0 {
      guard let table = windowSizes(spec, platform: report.platform, report: report), let cap = report.capArithmetic
      else { continue }
      if let index = groups.firstIndex(where: { $0.table == table && $0.available == cap }) {
        groups[index].platforms.append(report.platform)
      } else {
        groups.append(([report.platform], cap, table))
      }
    }
    guard !groups.isEmpty else { return nil }
    let body = groups.map { group in
      let names = group.platforms.map(PlatformTable.displayName)
      let windows = group.platforms.compactMap { platform in reports.first { $0.platform == platform }?.windowDays }
      let current = Set(windows).count == 1 ? " The spec's window is \(Budget.days(windows[0]))." : ""
      return "**\(names.joined(separator: ", "))**: ✓ fits, ✗ exceeds \(group.available).\(current)\n\n"
        + group.table.render()
    }.joined(separator: "\n")
    return DocSection(key: "window_sizes", title: "Window sizes", body: body)
  }
}
