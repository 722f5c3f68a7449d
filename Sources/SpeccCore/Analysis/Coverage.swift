/// The proof beside the cap (issue 32): how long one platform's notifications keep coming after
/// the app last ran, in the worst case, and what the promise (`coverage.promise_days`) costs in
/// pending notifications.
///
/// A plan made on local date `d` holds every notification firing before the window's end, the
/// midnight after day `d + W − 1` (`Scheduling.plan`). The first notification it cannot hold is
/// one on day `d + W` or later; over every alignment of a pattern (its anchor, its weekday, its
/// month-day), one occurrence falls on day `d + W`, and its earliest notification fires at `e`,
/// the earliest local time of day any of its notifications can have (its time, or its time minus
/// a reminder offset, wrapped into the day; 00:00 when the app or the user gives the time). Over
/// the time of day of the last run, the worst is 23:59. So the guaranteed coverage is
/// `(W − 1) days + e + 1 minute`, in local wall-clock time: a 2-day window planned at 23:59
/// covers one day and a minute. Refreshes the platform does not guarantee (iOS background
/// refresh) are not counted.
enum Coverage {
  static let minutesPerDay = 1_440

  /// The guaranteed coverage, in minutes, of a window of `windowDays` days for a pattern whose
  /// earliest notification is at `earliest` minutes after midnight.
  static func minutes(windowDays: Int, earliest: Int) -> Int {
    max(0, windowDays - 1) * minutesPerDay + earliest + 1
  }

  /// The shortest window whose coverage reaches `days` days.
  static func windowNeeded(days: Int, earliest: Int) -> Int {
    var window = max(1, days)
    while minutes(windowDays: window, earliest: earliest) < days * minutesPerDay { window += 1 }
    return window
  }

  /// `6 days 1 minute`, `1 day 20 hours 1 minute`.
  static func text(_ minutes: Int) -> String {
    let days = minutes / minutesPerDay
    let hours = minutes % minutesPerDay / 60
    let rest = minutes % 60
    var parts: [String] = []
    if days > 0 { parts.append(days == 1 ? "1 day" : "\(days) days") }
    if hours > 0 { parts.append(hours == 1 ? "1 hour" : "\(hours) hours") }
    if rest > 0 || parts.isEmpty { parts.append(rest == 1 ? "1 minute" : "\(rest) minutes") }
    return parts.joined(separator: " ")
  }

  /// One report per platform that schedules locally, in platform order (`Budget`'s reports).
  static func report(for spec: Spec, budgets: [BudgetReport]) -> [CoverageReport] {
    let patterns = spec.coveragePatterns
    return budgets.compactMap { budget in
      guard let platform = spec.platforms.first(where: { $0.name.value == budget.platform }) else { return nil }
      // What the OS repeats by itself never runs out: it sets no earliest notification.
      let repeating = Set(spec.osRepeats(on: budget.platform).map { "slot \($0.slot.id.value)" })
      let own = patterns.map { pattern in
        var pattern = pattern
        if repeating.contains(pattern.name) {
          pattern.repeats = true
          pattern.why = "the OS repeats it by itself (os_repeat): it never runs out"
        }
        return pattern
      }
      return report(spec, platform, budget, own)
    }
  }

  private static func report(
    _ spec: Spec, _ platform: Platform, _ budget: BudgetReport, _ patterns: [CoverageReport.Pattern]
  ) -> CoverageReport {
    let earliest = patterns.filter { !$0.repeats }.map(\.earliest).min() ?? 0
    var report = CoverageReport(
      platform: budget.platform, windowDays: budget.windowDays, earliest: earliest,
      minutes: minutes(windowDays: budget.windowDays, earliest: earliest), patterns: patterns,
      promiseDays: platform.coverage?.promiseDays, refresh: platform.coverage?.refresh?.map(\.value) ?? [],
      available: budget.available, pending: budget.total, worstDay: budget.worstDay,
      largestWindowThatFits: budget.largestWindowThatFits)
    if let largest = budget.largestWindowThatFits, largest > 0 {
      report.coverageAtLargest = minutes(windowDays: largest, earliest: earliest)
    }
    report.neverRunsOut = !patterns.isEmpty && patterns.allSatisfy(\.repeats)
    guard let promise = platform.coverage?.promiseDays?.value, !report.neverRunsOut else { return report }
    let needed = windowNeeded(days: promise, earliest: earliest)
    report.windowNeeded = needed
    report.pendingNeeded =
      needed == budget.windowDays
      ? budget.total
      : Budget.report(for: spec.withWindow(platform.name.value, needed), platform: platform.name.value)?.total
    if let available = budget.available, let largest = budget.largestWindowThatFits {
      // The promise the largest fitting window keeps, and the busiest day that keeps the promise.
      report.largestPromise = largest > 0 ? minutes(windowDays: largest, earliest: earliest) / minutesPerDay : 0
      let perWindow = (report.pendingNeeded ?? 0) - needed * budget.worstDay
      report.worstDayForPromise = max(0, (available - max(0, perWindow)) / needed)
    }
    return report
  }
}

/// The coverage proof of one platform (`Coverage.report`), beside its budget.
struct CoverageReport: Sendable, Hashable {
  /// One thing that fires, with the earliest local time of day one of its notifications can have.
  struct Pattern: Sendable, Hashable {
    /// `prayer dawn`, `slot morning`, `user item bill`.
    var name: String
    /// Minutes after midnight (0 when the app or the user gives the time).
    var earliest: Int
    /// Why: `provided by the app`, `08:00 − 30-minute reminder`.
    var why: String
    /// True when the OS repeats it by itself on this platform (`os_repeat`): it never runs out,
    /// and its `earliest` is not the coverage's.
    var repeats = false
  }

  var platform: PlatformName
  var windowDays: Int
  /// The earliest notification of any pattern, minutes after midnight.
  var earliest: Int
  /// The guaranteed coverage of the spec's window, in minutes.
  var minutes: Int
  var patterns: [Pattern]
  var promiseDays: Located<Int>?
  var refresh: [RefreshAssumption]
  /// cap − reserve (nil without a cap).
  var available: Int?
  /// The budget's worst case of the spec's window.
  var pending: Int
  /// The busiest day's notifications.
  var worstDay: Int
  var largestWindowThatFits: Int?
  /// The coverage the largest fitting window buys.
  var coverageAtLargest: Int? = nil
  /// The shortest window that keeps the promise.
  var windowNeeded: Int? = nil
  /// Its worst case of pending notifications.
  var pendingNeeded: Int? = nil
  /// Whole days the largest fitting window promises.
  var largestPromise: Int? = nil
  /// The busiest day that lets the needed window fit.
  var worstDayForPromise: Int? = nil
  /// True when the OS repeats every pattern by itself (`os_repeat`): nothing runs out, so any
  /// promise holds whatever the window.
  var neverRunsOut = false

  /// The promise holds with the spec's window (or there is none).
  var windowKeepsPromise: Bool { windowNeeded.map { windowDays >= $0 } ?? true }
  /// The window the promise needs fits under the cap.
  var promiseFits: Bool {
    guard let available, let pendingNeeded else { return true }
    return pendingNeeded <= available
  }

  /// `2 days × … : (2 − 1) days + 00:00 + 1 minute = 1 day 1 minute`.
  var arithmetic: String {
    "(\(windowDays) − 1) × 1 day + \(Spec.clock(earliest)) + 1 minute = \(Coverage.text(minutes))"
  }
}

extension Spec {
  /// The spec with `platform`'s window set to `days` (the window table's and the proof's scenarios).
  func withWindow(_ platform: PlatformName, _ days: Int) -> Spec {
    var spec = self
    for index in spec.platforms.indices where spec.platforms[index].name.value == platform {
      let mark = spec.platforms[index].windowDays?.mark ?? spec.platforms[index].name.mark
      spec.platforms[index].windowDays = Located(days, at: mark)
    }
    return spec
  }

  /// Every pattern the coverage proof reads: prayers, slots and kinds of user items, with the
  /// earliest local time of day one of their notifications can fire.
  var coveragePatterns: [CoverageReport.Pattern] {
    let global = reminders?.offsetsMinutes.map(\.value) ?? []
    var patterns = prayers.map {
      CoverageReport.Pattern(name: "prayer \($0.id.value)", earliest: 0, why: "its time is provided by the app")
    }
    for slot in slots {
      let name = "slot \(slot.id.value)"
      var times: [Int] = []
      if let random = slot.pattern.random {
        times = random.from.typed.map { [$0.minutes] } ?? []
      } else if let every = slot.every {
        times = every.from.typed.map { [$0.minutes] } ?? []
      } else if slot.pattern.afterEvent == nil, slot.timeRange == nil {
        times = slot.time.typed.map { [$0.minutes] } ?? []
      }
      guard let first = times.first else {
        let why = slot.pattern.afterEvent != nil ? "it fires after an event at any time" : "the user picks its time"
        patterns.append(CoverageReport.Pattern(name: name, earliest: 0, why: why))
        continue
      }
      let offsets = slot.canRemind ? slot.reminderOffsets?.map(\.value) ?? global : []
      var earliest = slot.roles.atTime ? first : Coverage.minutesPerDay
      var why = slot.roles.atTime ? "at \(Self.clock(first))" : ""
      for offset in offsets {
        let at = ((first - offset) % Coverage.minutesPerDay + Coverage.minutesPerDay) % Coverage.minutesPerDay
        if at < earliest {
          earliest = at
          why = "its \(offset)-minute reminder before \(Self.clock(first))"
        }
      }
      patterns.append(CoverageReport.Pattern(name: name, earliest: min(earliest, Coverage.minutesPerDay - 1), why: why))
    }
    patterns += userItems.map {
      CoverageReport.Pattern(name: "user item \($0.id.value)", earliest: 0, why: "the user picks its time")
    }
    return patterns
  }

  /// `08:00`.
  static func clock(_ minutes: Int) -> String {
    let (hour, minute) = (minutes / 60, minutes % 60)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
