/// The coverage promise (`platforms.<name>.coverage.promise_days`) holds within the cap: the
/// window keeps it at worst (a last run at 23:59), and that window's worst case fits (issue 32).
struct CoveragePromiseRule: Rule {
  static let description = RuleDescription(
    id: "coverage_promise", title: "Coverage promise",
    summary:
      "A platform's coverage.promise_days (days of notifications after the app last ran) is kept by its window at worst, and the window it needs fits under the cap; otherwise the message names the trade-off: the window to raise to, or the largest window that fits and the coverage it buys, or how busy a day may be. Refresh assumptions are ones the platform can make.",
    rationale:
      "A rolling window of W days lasts (W − 1) days and a minute after a last run at 23:59, plus the earliest time of day a pattern fires: an app that promises a week of reminders with a 7-day window goes silent for most of a day. "
      + RefreshFacts.iosSource + " " + RefreshFacts.androidSource,
    triggering: [
      example(window: "2", promise: "↓2"),
      example(window: "3", promise: "↓7"),
      LoadingRules.header
        + "platforms:\n  android:\n    window_days: 2\n    coverage:\n      refresh: [opens, ↓background_refresh]\n",
    ],
    nonTriggering: [
      example(window: "3", promise: "2"), example(window: "2", promise: "1"),
      LoadingRules.header
        + "platforms:\n  ios:\n    window_days: 2\n    coverage:\n      promise_days: 1\n      refresh: [opens, background_refresh]\n"
        + "  android:\n    window_days: 2\n    extra_triggers:\n      - id: midnight\n        per: window\n"
        + "    coverage:\n      refresh: [opens, periodic_work, boot_receiver, self_trigger]\n",
    ])

  /// Ten prayers with reminders (20 a day at worst) on iOS, cap 64, reserve 4.
  static func example(window: String, promise: String) -> String {
    let names = ["dawn", "sunrise", "noon", "afternoon", "sunset", "night", "vigil", "predawn", "forenoon", "dusk"]
    let prayers = names.map { "  - id: \($0)\n    name: \($0)\n    kind: daily\n    reminder: [off, sound]\n" }
    return LoadingRules.header
      + "platforms:\n  ios:\n    pending_cap: 64\n    reserve: 4\n    window_days: \(window)\n"
      + "    coverage:\n      promise_days: \(promise)\n      refresh: [opens]\n"
      + "reminders:\n  offsets_minutes: [5, 10]\nprayers:\n" + prayers.joined()
  }

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    // Where coverage does nothing, unused_declaration says so once; nothing here adds to it.
    let applies = Set(spec.spec.platforms.filter(\.coverageApplies).map(\.name.value))
    for platform in spec.spec.platforms where platform.coverageApplies {
      guard let refresh = platform.coverage?.refresh else { continue }
      let name = platform.name.value.displayName
      for assumption in refresh where !assumption.value.platforms.contains(platform.name.value) {
        let owners = assumption.value.platforms.sorted().map(\.displayName).joined(separator: ", ")
        sink.error(
          id,
          "\(name) cannot run the app by \(assumption.value.rawValue): only \(owners) can (refresh assumptions are facts of the platform)",
          at: assumption.mark)
      }
      if let trigger = refresh.first(where: { $0.value == .selfTrigger }), platform.extraTriggers.isEmpty,
        platform.name.value == .android
      {
        sink.error(
          id,
          "\(name) relies on a self_trigger to plan again but declares no extra_triggers: add the trigger (it occupies a pending slot) or drop self_trigger",
          at: trigger.mark)
      }
    }
    for report in spec.coverageReports where applies.contains(report.platform) {
      guard let promise = report.promiseDays, let needed = report.windowNeeded,
        !(report.windowKeepsPromise && report.promiseFits)
      else { continue }
      sink.error(id, message(report, promise: promise.value, needed: needed), at: promise.mark)
    }
  }

  static func message(_ report: CoverageReport, promise: Int, needed: Int) -> String {
    let name = report.platform.displayName
    var text =
      "\(name) promises \(Budget.days(promise)) of notifications after the app last ran, but a \(report.windowDays)-day window covers \(Coverage.text(report.minutes)) at worst (last run at 23:59: \(report.arithmetic))"
    let pending = report.pendingNeeded.map { "\($0)" } ?? "?"
    guard let available = report.available, !report.promiseFits else {
      let cap = report.available.map { " ≤ \($0)" } ?? ""
      return text
        + "; window_days \(needed) keeps it (\(pending) pending at worst\(cap)): raise window_days to \(needed)"
    }
    text += "; window_days \(needed), which it needs, holds \(pending) pending at worst > \(available) available"
    var options: [String] = []
    if let largest = report.largestWindowThatFits, largest > 0, let covered = report.coverageAtLargest {
      options.append(
        "the largest window that fits is \(Budget.days(largest)), which covers \(Coverage.text(covered)): lower promise_days to \(report.largestPromise ?? 0)"
      )
    } else {
      options.append("no window fits: lower the busiest day first")
    }
    if let day = report.worstDayForPromise, day < report.worstDay {
      options.append("or lower the busiest day from \(report.worstDay) to \(day) notifications so \(needed) days fit")
    }
    return text + "; " + options.joined(separator: ", ")
  }
}
