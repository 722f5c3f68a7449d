/// The most notifications an app can have shown at once on Android stays within the 50 Android
/// shows per app (issue 29).
struct AndroidShownAtOnceRule: Rule {
  static let description = RuleDescription(
    id: "android_shown_at_once", title: "Android's 50 notifications shown at once", severity: .warning,
    summary:
      "Warns when a rolling window on Android can deliver more than \(PlatformFacts.androidShownCap) notifications: everything one window schedules (less the self-scheduled triggers, which show nothing) fires before the app re-arms when the user opens neither the app nor the notifications, and Android shows at most \(PlatformFacts.androidShownCap) of one app at once.",
    rationale: PlatformFacts.androidShownCapSource
      + " The worst case counted is one window's deliveries (the budget's worst case for Android): notifications the user leaves in the shade across re-arms add to it, so an app near the limit should cancel delivered notifications when it re-arms. A dropped notification is an alarm or reminder the user never sees, and nothing reports it.",
    triggering: [
      LoadingRules.header + "platforms:\n  android:\n    pending_cap: 500\n    window_days: ↓7\n"
        + "slots:\n" + (0..<8).map { "  - { id: s\($0), time: \"1\($0):00\" }\n" }.joined()
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  android:\n    pending_cap: 500\n    window_days: 6\n"
        + "slots:\n" + (0..<8).map { "  - { id: s\($0), time: \"1\($0):00\" }\n" }.joined(),
      // iOS only: Android's limit does not apply.
      LoadingRules.header + "platforms:\n  ios:\n    pending_cap: 64\n    window_days: 7\n"
        + "slots:\n" + (0..<8).map { "  - { id: s\($0), time: \"1\($0):00\" }\n" }.joined(),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard let report = spec.budgetReports.first(where: { $0.platform == .android }) else { return }
    let triggers = report.items.filter { $0.source == .trigger }.reduce(0) { $0 + $1.total }
    let shown = report.total - triggers
    let cap = PlatformFacts.androidShownCap
    guard shown > cap else { return }
    var arithmetic = report.arithmetic
    if triggers > 0 { arithmetic += " − \(triggers) trigger\(triggers == 1 ? "" : "s") (shown by none) = \(shown)" }
    // The daily part alone: the largest window whose days fit, when the window's days are all there is.
    var advice =
      "shorten window_days, lower what a day can hold, or cancel delivered notifications when the app re-arms"
    let perDayShown = report.perDay - report.triggersPerDay
    let fixed = shown - perDayShown * report.windowDays
    if report.windowItems.isEmpty, perDayShown > 0, fixed >= 0 {
      let days = (cap - fixed) / perDayShown
      if days >= 1, days < report.windowDays {
        advice =
          "window_days: \(days) keeps it to \((days * perDayShown) + fixed); or cancel delivered notifications when the app re-arms"
      }
    }
    sink.report(
      .warning, id,
      "Android can have \(shown) notifications of this app shown at once, more than the \(cap) it shows: one window's worst case, \(arithmetic), all delivered before the app re-arms when the user opens nothing; Android drops every one past \(cap): \(advice)",
      at: report.windowMark)
  }
}
