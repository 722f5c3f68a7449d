import Foundation
import SpeccRuntime

/// How the app is used in `specc simulate` (issue 32): when it runs, what the platform grants.
public struct UsageModel: Sendable, Hashable {
  /// Mean hours between two opens by the user.
  public var openEveryHours: Double
  /// Each interval between opens is moved by up to ± this many hours (uniform).
  public var jitterHours: Double
  /// The chance that a background run the app asks for (iOS background refresh, Android periodic
  /// work) is granted, each time.
  public var refreshProbability: Double
  /// Time-zone changes in the year (the zone alternates between `zones`).
  public var zoneChanges: Int
  /// Reboots in the year (Android: each clears every alarm).
  public var reboots: Int
  /// The zones the user lives in; the first is where the year starts.
  public var zones: [String]
  /// Days simulated, from `start`.
  public var days: Int
  public var start: SpeccRuntime.Scheduling.LocalDate

  public init(
    openEveryHours: Double, jitterHours: Double = 0, refreshProbability: Double = 0, zoneChanges: Int = 0,
    reboots: Int = 0, zones: [String] = ["America/New_York", "Europe/London"], days: Int = 365,
    start: SpeccRuntime.Scheduling.LocalDate = SpeccRuntime.Scheduling.LocalDate(year: 2026, month: 1, day: 1)
  ) {
    self.openEveryHours = openEveryHours
    self.jitterHours = jitterHours
    self.refreshProbability = refreshProbability
    self.zoneChanges = zoneChanges
    self.reboots = reboots
    self.zones = zones.isEmpty ? ["UTC"] : zones
    self.days = days
    self.start = start
  }

  /// The usage a promise of `days` days describes: an open at a random time of day at most
  /// `days` days after the last (the model the proof says never misses).
  /// The gaps are 1 to 25 hours short of the promise: the proof counts wall-clock time, and a
  /// spring-forward change makes a local day an hour shorter.
  public static func keeping(promiseDays days: Int) -> UsageModel {
    UsageModel(openEveryHours: max(1, Double(days) * 24 - 13), jitterHours: 12)
  }
}

/// A simulated year of one platform's planner under a usage model: every run plans again (the
/// runtime's `Scheduling.plan`, the planner every language generates) and reconciles with what is
/// pending; notifications are delivered from what is pending when they fire. Deterministic for a
/// seed (SplitMix64).
public struct Simulation: Sendable {
  /// Why the app ran.
  public enum RunReason: String, Sendable {
    case open, refresh, trigger, boot
    case zoneChange = "zone change"
  }

  /// Why an expected notification was not delivered.
  public enum MissReason: String, Sendable {
    /// The last plan's window had ended before it fired.
    case windowEnded = "the last plan's window had ended"
    /// A reboot since the last run cleared it (Android).
    case reboot = "a reboot cleared it"
    /// The time zone changed since the last run: it was pending at another instant.
    case zoneChanged = "the time zone changed since the last run"
    /// The cap left it out of the last plan.
    case leftOut = "the cap left it out"
  }

  public struct Run: Sendable {
    public var at: Date
    public var reason: RunReason
    public var zone: String
    /// The end of its plan's window.
    public var windowEnd: Date
  }

  public struct Miss: Sendable {
    public var id: String
    public var fire: Date
    public var reason: MissReason
    /// The last run before it.
    public var lastRun: Date
    /// Wall-clock minutes from the last run to it, in the last run's zone.
    public var minutesAfterRun: Int
  }

  public struct Day: Sendable {
    public var date: SpeccRuntime.Scheduling.LocalDate
    public var expected: Int
    public var delivered: Int
  }

  /// `ios`, `android`.
  public var platform: String
  public var seed: UInt64
  public var usage: UsageModel
  var refresh: [RefreshAssumption]
  public var runs: [Run] = []
  public var misses: [Miss] = []
  public var days: [Day] = []
  /// The longest time between two delivered notifications while some were expected.
  public var longestSilence: (from: Date, to: Date)? = nil
  /// The guaranteed coverage the proof states, in minutes.
  public var provedMinutes: Int
  /// Planner cases of the first runs (Tests/Vectors/simulation.json): every language plans them.
  var cases: [String] = []

  public var expectedTotal: Int { days.reduce(0) { $0 + $1.expected } }
  public var deliveredTotal: Int { days.reduce(0) { $0 + $1.delivered } }
  public var daysWithMisses: [Day] { days.filter { $0.delivered < $0.expected } }
}

extension Simulation {
  typealias S = SpeccRuntime.Scheduling

  /// SplitMix64, as the planner's tests draw.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
  }

  /// What one spec plans on one platform: the runtime's items and configuration, the settings a
  /// new user starts with (every item on), and the app's provided times (a fixed time per item,
  /// its minute moved by the day of the month, as the shared planner vectors' `providedDrift`).
  struct Planner {
    var items: [S.Item]
    var itemJSON: [[String: Any]]
    var configuration: S.Configuration
    var configurationJSON: [String: Any]
    var settings: S.Settings
    var settingsJSON: [String: Any]
    var provided: [String: S.LocalTime]

    init?(spec: Spec, budgets: [BudgetReport], platform: PlatformName) {
      guard
        let data = CodeModel.planner(spec, budgets).compactMap({ decl -> PlannerData? in
          if case .planner(let data) = decl { return data }
          return nil
        }).first,
        let index = budgets.firstIndex(where: { $0.platform == platform }), index < data.configurations.count
      else { return nil }
      let planned = data.items.filter { $0.maxCount == nil }
      items = planned.map(Self.item)
      itemJSON = planned.map(Self.json)
      let c = data.configurations[index]
      configuration = S.Configuration(
        windowDays: c.windowDays, cap: c.cap, reserve: c.reserve, refreshHours: c.refreshHours,
        triggers: c.triggers.map { S.Trigger(id: $0.id, per: $0.perDay ? .day : .window) })
      var config: [String: Any] = [
        "windowDays": c.windowDays, "reserve": c.reserve,
        "triggers": c.triggers.map { ["id": $0.id, "per": $0.perDay ? "day" : "window"] },
      ]
      if let cap = c.cap { config["cap"] = cap }
      if let hours = c.refreshHours { config["refreshHours"] = hours }
      configurationJSON = config
      var settings: [String: S.Settings.ItemSettings] = [:]
      var settingsJSON: [String: Any] = [:]
      for item in data.defaultSettings where planned.contains(where: { $0.id == item.id }) {
        settings[item.id] = S.Settings.ItemSettings(
          isOn: true, sound: item.sound, reminderSound: item.reminderSound, reminderOffsets: item.reminderOffsets)
        settingsJSON[item.id] = [
          "isOn": true, "sound": item.sound, "reminderSound": item.reminderSound,
          "reminderOffsets": item.reminderOffsets,
        ]
      }
      self.settings = S.Settings(items: settings)
      self.settingsJSON = settingsJSON
      var provided: [String: S.LocalTime] = [:]
      for (number, item) in planned.enumerated() where item.time == nil {
        provided[item.id] = S.LocalTime(hour: (4 + 3 * number) % 24, minute: (7 * number) % 60)
      }
      self.provided = provided
    }

    static func time(_ t: PlannerTime) -> S.LocalTime { S.LocalTime(hour: t.hour, minute: t.minute) }
    static func date(_ d: PlannerDate) -> S.LocalDate { S.LocalDate(year: d.year, month: d.month, day: d.day) }

    static func item(_ p: PlannerItem) -> S.Item {
      var when = S.When.provided
      if let t = p.time { when = .at(time(t)) }
      if let e = p.every { when = .every(minutes: e.minutes, from: time(e.from), to: time(e.to)) }
      if let r = p.random { when = .random(count: r.count, from: time(r.from), to: time(r.to), gap: r.gap) }
      if let minutes = p.afterEvent { when = .afterEvent(minutes: minutes) }
      let days: S.Days =
        switch p.days {
        case .everyDay: .everyDay
        case .monthly(let day, let last): .monthly(day: day, missing: last ? .lastDay : .skip)
        case .monthlyNth(let ordinal, let weekday): .monthlyNth(ordinal: ordinal, weekday: weekday)
        case .yearly(let month, let day, let last): .yearly(month: month, day: day, missing: last ? .lastDay : .skip)
        case .dates(let dates): .dates(dates.map(date))
        case .rule(let rule, let anchor): .rule(rule, anchor: anchor.map(date))
        case .cycle(let on, let off, let anchor): .cycle(on: on, off: off, anchor: anchor.map(date))
        case .everyDays(let n): .everyDays(n)
        }
      return S.Item(
        id: p.id, when: when, weekdays: p.weekdays.map(Set.init), from: p.from.map(date), until: p.until.map(date),
        reminderOffsets: p.reminderOffsets, template: p.template, channel: p.channel, category: p.category,
        sound: p.sound, reminderSound: p.reminderSound,
        timeRange: p.timeRange.map {
          S.TimeRange(earliest: time($0.earliest), latest: time($0.latest), stepMinutes: $0.stepMinutes)
        }, days: days, maxReminders: p.maxReminders, userWeekdays: p.userWeekdays,
        season: p.season.map {
          S.Season(fromMonth: $0.fromMonth, fromDay: $0.fromDay, untilMonth: $0.untilMonth, untilDay: $0.untilDay)
        }, atTime: p.atTime, reminderTemplate: p.reminderTemplate, reminderChannel: p.reminderChannel)
    }

    /// The item as the shared planner vectors write it (Tests/Vectors/planner.json).
    static func json(_ p: PlannerItem) -> [String: Any] {
      func t(_ t: PlannerTime) -> [String: Any] { ["hour": t.hour, "minute": t.minute] }
      func d(_ d: PlannerDate) -> [String: Any] { ["year": d.year, "month": d.month, "day": d.day] }
      var o: [String: Any] = [
        "id": p.id, "reminderOffsets": p.reminderOffsets, "maxReminders": p.maxReminders,
        "userWeekdays": p.userWeekdays, "atTime": p.atTime,
      ]
      if let time = p.time { o["at"] = t(time) }
      if let e = p.every { o["every"] = ["minutes": e.minutes, "from": t(e.from), "to": t(e.to)] }
      if let r = p.random { o["random"] = ["count": r.count, "from": t(r.from), "to": t(r.to), "gap": r.gap] }
      if let minutes = p.afterEvent { o["afterEvent"] = minutes }
      if let weekdays = p.weekdays { o["weekdays"] = weekdays }
      if let from = p.from { o["from"] = d(from) }
      if let until = p.until { o["until"] = d(until) }
      for (key, value) in [
        ("template", p.template), ("channel", p.channel), ("category", p.category), ("sound", p.sound),
        ("reminderSound", p.reminderSound), ("reminderTemplate", p.reminderTemplate),
        ("reminderChannel", p.reminderChannel),
      ] {
        if let value { o[key] = value }
      }
      if let r = p.timeRange {
        o["timeRange"] = ["earliest": t(r.earliest), "latest": t(r.latest), "stepMinutes": r.stepMinutes]
      }
      if let s = p.season { o["season"] = [s.fromMonth, s.fromDay, s.untilMonth, s.untilDay] }
      switch p.days {
      case .everyDay: break
      case .monthly(let day, let last):
        o["days"] = ["kind": "monthly", "day": day, "missing": last ? "lastDay" : "skip"]
      case .monthlyNth(let ordinal, let weekday):
        o["days"] = ["kind": "monthlyNth", "ordinal": ordinal, "weekday": weekday]
      case .yearly(let month, let day, let last):
        o["days"] = ["kind": "yearly", "month": month, "day": day, "missing": last ? "lastDay" : "skip"]
      case .dates(let dates): o["days"] = ["kind": "dates", "dates": dates.map(d)]
      case .rule(let rule, let anchor):
        var days: [String: Any] = ["kind": "rule", "rrule": rule.rrule]
        if let anchor { days["anchor"] = d(anchor) }
        o["days"] = days
      case .cycle(let on, let off, let anchor):
        var days: [String: Any] = ["kind": "cycle", "on": on, "off": off]
        if let anchor { days["anchor"] = d(anchor) }
        o["days"] = days
      case .everyDays(let n): o["days"] = ["kind": "everyDays", "days": n]
      }
      return o
    }

    /// The plan at `now` in `zone` (the vectors' `plain` rendering), capped or not.
    func plan(at now: Date, zone: TimeZone, capped: Bool = true, windowDays: Int? = nil) -> S.Plan {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      var configuration = self.configuration
      if !capped {
        configuration = S.Configuration(windowDays: windowDays ?? configuration.windowDays, cap: nil)
      }
      let provided = self.provided
      let input = S.Input(
        now: now, calendar: calendar, settings: settings,
        providedTime: { id, date in
          provided[id].map { S.LocalTime(hour: $0.hour, minute: ($0.minute + date.day) % 60) }
        },
        render: { o in
          TemplateRendering.RenderedNotification(
            title: "\(o.itemID) \(Simulation.kindName(o.kind))", body: "\(o.date) \(Simulation.clock(o.time))")
        })
      return S.plan(items: items, configuration: configuration, input: input)
    }
  }

  static func kindName(_ kind: S.Kind) -> String {
    switch kind {
    case .atTime: "at"
    case .reminder(let minutes): "reminder.\(minutes)"
    case .trigger: "trigger"
    }
  }

  static func clock(_ t: S.LocalTime) -> String {
    (t.hour < 10 ? "0" : "") + "\(t.hour):" + (t.minute < 10 ? "0" : "") + "\(t.minute)"
  }

  static func seconds(_ date: Date) -> Int { Int(date.timeIntervalSince1970.rounded(.down)) }
}

extension Simulation {
  /// Simulates `usage` on `platform` of a resolved spec; `cases`: how many first runs to keep
  /// as shared planner vectors. Nil when the platform plans nothing.
  public static func run(
    _ resolved: ResolvedSpec, platform name: String, usage: UsageModel, seed: UInt64, cases: Int = 0
  ) -> Simulation? {
    guard let platform = PlatformName(rawValue: name),
      let planner = Planner(spec: resolved.spec, budgets: resolved.budgetReports, platform: platform),
      let coverage = resolved.coverageReports.first(where: { $0.platform == platform })
    else { return nil }
    let declared = resolved.spec.platforms.first { $0.name.value == platform }?.coverage?.refresh?.map(\.value)
    let refresh = (declared ?? [.opens]).filter { $0.platforms.contains(platform) }
    var sim = Simulation(
      platform: name, seed: seed, usage: usage, refresh: refresh, provedMinutes: coverage.minutes)
    sim.simulate(planner, platform: platform, cases: cases)
    return sim
  }

  private enum Event {
    case open, reboot, zoneChange, refresh, trigger, tick
  }

  private mutating func simulate(_ planner: Planner, platform: PlatformName, cases: Int) {
    var random = Random(state: seed)
    let zones = usage.zones.compactMap(TimeZone.init(identifier:))
    guard let firstZone = zones.first else { return }
    var zoneIndex = 0
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = firstZone
    let startDate =
      calendar.date(from: DateComponents(year: usage.start.year, month: usage.start.month, day: usage.start.day))
      ?? Date(timeIntervalSince1970: 0)
    let end = startDate.addingTimeInterval(Double(usage.days) * 86_400)
    // The schedule: opens (jittered), reboots and zone changes (at random instants), a daily tick.
    var events: [(at: Date, event: Event)] = []
    var t = startDate.addingTimeInterval(random.unit() * 86_400)
    while t < end {
      events.append((t, .open))
      let hours = max(1, usage.openEveryHours + (random.unit() * 2 - 1) * usage.jitterHours)
      t = t.addingTimeInterval(hours * 3_600)
    }
    if platform == .android {
      for _ in 0..<max(0, usage.reboots) {
        events.append((startDate.addingTimeInterval(random.unit() * (end.timeIntervalSince(startDate))), .reboot))
      }
    }
    for _ in 0..<max(0, usage.zoneChanges) {
      // Snapped to a daily tick, so the expected plan of each day is made in one zone.
      let day = Double(Int(random.unit() * Double(usage.days)))
      events.append((startDate.addingTimeInterval(day * 86_400), .zoneChange))
    }
    for day in 0..<usage.days { events.append((startDate.addingTimeInterval(Double(day) * 86_400), .tick)) }
    events.append((end, .tick))
    let order: (Event) -> Int = {
      switch $0 {
      case .zoneChange: 0
      case .tick: 1
      case .reboot: 2
      case .open: 3
      case .refresh: 4
      case .trigger: 5
      }
    }
    events.sort { $0.at != $1.at ? $0.at < $1.at : order($0.event) < order($1.event) }

    var pending: [String: (fire: Date, trigger: Bool)] = [:]
    var delivered = Set<String>()
    var deliveredTimes: [Date] = []
    var expected: [(id: String, fire: Date)] = []
    var zone = firstZone
    var lastRun: Run? = nil
    var rebootsSince = false
    var zoneChangedSince = false
    var previous = startDate
    var index = 0
    let periodic = refresh.contains(.backgroundRefresh) || refresh.contains(.periodicWork)
    var scheduledRefresh: Date? = nil

    func key(_ id: String, _ fire: Date) -> String { "\(id)@\(Simulation.seconds(fire))" }

    while index < events.count {
      let (now, event) = events[index]
      index += 1
      // Deliver what fires in (previous, now].
      for (id, note) in pending where note.fire > previous && note.fire <= now {
        pending[id] = nil
        if note.trigger {
          if refresh.contains(.selfTrigger) { Self.insert(&events, (note.fire, .trigger), from: index, order: order) }
        } else {
          delivered.insert(key(id, note.fire))
          deliveredTimes.append(note.fire)
        }
      }
      previous = max(previous, now)
      var runReason: RunReason? = nil
      switch event {
      case .tick:
        // What an app that never stops would deliver in the next day.
        let ideal = planner.plan(at: now, zone: zone, capped: false, windowDays: 2)
        let until = min(now.addingTimeInterval(86_400), end)
        // Counted from the first run on: before it, the app has never planned.
        for note in ideal.notifications
        where note.fireDate <= until && note.occurrence.kind != .trigger && lastRun != nil {
          expected.append((note.id, note.fireDate))
        }
      case .zoneChange:
        zoneIndex = (zoneIndex + 1) % zones.count
        zone = zones[zoneIndex]
        zoneChangedSince = true
        if refresh.contains(.timeChangeReceiver) { runReason = .zoneChange }
      case .reboot:
        pending = [:]
        rebootsSince = true
        if refresh.contains(.bootReceiver) { runReason = .boot }
      case .open: runReason = .open
      case .refresh:
        // Only the one background run the last plan asked for (periodic work is one chain).
        guard scheduledRefresh == now else { continue }
        runReason = .refresh
      case .trigger: runReason = .trigger
      }
      guard let reason = runReason, now < end else { continue }
      _ = (rebootsSince, zoneChangedSince)
      let plan = planner.plan(at: now, zone: zone)
      if runs.count < cases {
        self.cases.append(Self.vector(planner, plan: plan, now: now, zone: zone, pending: pending, number: runs.count))
      }
      pending = [:]
      for note in plan.notifications {
        pending[note.id] = (note.fireDate, note.occurrence.kind == .trigger)
      }
      var zoneCalendar = Calendar(identifier: .gregorian)
      zoneCalendar.timeZone = zone
      let today = SpeccRuntime.Scheduling.localDate(of: now, in: zoneCalendar)
      let last = SpeccRuntime.Scheduling.adding(planner.configuration.windowDays, to: today)
      let windowEnd =
        zoneCalendar.date(from: DateComponents(year: last.year, month: last.month, day: last.day)) ?? plan.refreshDate
      let run = Run(at: now, reason: reason, zone: zone.identifier, windowEnd: windowEnd)
      runs.append(run)
      lastRun = run
      rebootsSince = false
      zoneChangedSince = false
      scheduledRefresh = nil
      if periodic, random.unit() < usage.refreshProbability {
        let at = max(
          plan.refreshDate.addingTimeInterval(random.unit() * max(0, usage.jitterHours) * 3_600),
          now.addingTimeInterval(60))
        scheduledRefresh = at
        Self.insert(&events, (at, .refresh), from: index, order: order)
      }
      _ = (lastRun, rebootsSince, zoneChangedSince)
    }
    // Misses, each with the last run before it and why.
    var rebootTimes = events.filter { if case .reboot = $0.event { return true } else { return false } }.map(\.at)
    rebootTimes.sort()
    var zoneTimes = events.filter { if case .zoneChange = $0.event { return true } else { return false } }.map(\.at)
    zoneTimes.sort()
    var dayCounts: [SpeccRuntime.Scheduling.LocalDate: (Int, Int)] = [:]
    var firstCalendar = Calendar(identifier: .gregorian)
    firstCalendar.timeZone = firstZone
    for note in expected {
      let date = SpeccRuntime.Scheduling.localDate(of: note.fire, in: firstCalendar)
      let hit = delivered.contains(key(note.id, note.fire))
      dayCounts[date, default: (0, 0)].0 += 1
      if hit {
        dayCounts[date, default: (0, 0)].1 += 1
        continue
      }
      guard let run = runs.last(where: { $0.at < note.fire }) else {
        misses.append(Miss(id: note.id, fire: note.fire, reason: .windowEnded, lastRun: startDate, minutesAfterRun: 0))
        continue
      }
      let reason: MissReason =
        rebootTimes.contains { $0 > run.at && $0 <= note.fire } && platform == .android
        ? .reboot
        : zoneTimes.contains { $0 > run.at && $0 <= note.fire }
          ? .zoneChanged
          : note.fire >= run.windowEnd ? .windowEnded : .leftOut
      var runCalendar = Calendar(identifier: .gregorian)
      runCalendar.timeZone = TimeZone(identifier: run.zone) ?? firstZone
      misses.append(
        Miss(
          id: note.id, fire: note.fire, reason: reason, lastRun: run.at,
          minutesAfterRun: Self.wallMinutes(note.fire, runCalendar) - Self.wallMinutes(run.at, runCalendar)))
    }
    days = dayCounts.keys.sorted().map {
      Day(date: $0, expected: dayCounts[$0]?.0 ?? 0, delivered: dayCounts[$0]?.1 ?? 0)
    }
    // The longest silence: between two deliveries (or the year's ends) with a miss inside.
    let times = ([startDate] + deliveredTimes.sorted() + [end])
    let missTimes = misses.map(\.fire).sorted()
    var best: (from: Date, to: Date)? = nil
    for (a, b) in zip(times, times.dropFirst()) where missTimes.contains(where: { $0 > a && $0 < b }) {
      if best.map({ b.timeIntervalSince(a) > $0.to.timeIntervalSince($0.from) }) ?? true { best = (a, b) }
    }
    longestSilence = best
  }

  /// Local wall-clock minutes since 1970-01-01 of `instant` in the calendar's zone.
  static func wallMinutes(_ instant: Date, _ calendar: Calendar) -> Int {
    let seconds = Simulation.seconds(instant) + calendar.timeZone.secondsFromGMT(for: instant)
    return Int((Double(seconds) / 60).rounded(.down))
  }

  private static func insert(
    _ events: inout [(at: Date, event: Event)], _ event: (Date, Event), from index: Int, order: (Event) -> Int
  ) {
    var position = index
    while position < events.count,
      events[position].at < event.0
        || (events[position].at == event.0 && order(events[position].event) <= order(event.1))
    {
      position += 1
    }
    events.insert((at: event.0, event: event.1), at: position)
  }
}

extension Simulation {
  /// One run as a shared planner vector (Tests/Vectors/planner.json's case format): what was
  /// pending before it, and the plan and reconciliation every language must produce.
  static func vector(
    _ planner: Planner, plan: S.Plan, now: Date, zone: TimeZone, pending: [String: (fire: Date, trigger: Bool)],
    number: Int
  ) -> String {
    func note(_ n: S.Notification) -> [String: Any] {
      var o: [String: Any] = [
        "id": n.id, "fire": seconds(n.fireDate), "title": n.title, "body": n.body, "thread": n.threadIdentifier,
      ]
      if let channel = n.channel { o["channel"] = channel }
      if let category = n.category { o["category"] = category }
      if let sound = n.sound { o["sound"] = sound }
      return o
    }
    let requests = pending.keys.sorted().map { S.PendingRequest(id: $0, fireDate: pending[$0]?.fire) }
    let work = S.reconcile(pending: requests, plan: plan)
    var provided: [String: Any] = [:]
    for (id, time) in planner.provided { provided[id] = ["hour": time.hour, "minute": time.minute] }
    let object: [String: Any] = [
      "name": "simulated run \(number) at \(seconds(now)) in \(zone.identifier)", "zone": zone.identifier,
      "now": seconds(now), "items": planner.itemJSON, "configuration": planner.configurationJSON,
      "settings": planner.settingsJSON, "provided": provided, "providedDrift": true, "render": "plain",
      "pending": requests.map { ["id": $0.id, "fire": $0.fireDate.map(seconds) ?? 0] as [String: Any] },
      "expect": [
        "notifications": plan.notifications.map(note),
        "leftOut": plan.leftOut.map { ["id": $0.id, "fire": seconds($0.fireDate)] as [String: Any] },
        "refresh": seconds(plan.refreshDate),
        "dropped": plan.dropped.map {
          ["id": $0.notification.id, "fire": seconds($0.notification.fireDate), "reason": $0.reason.rawValue]
            as [String: Any]
        },
        "cancel": work.cancel, "add": work.add.map(\.id),
      ] as [String: Any],
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The vectors file: `about` and the cases, one a line.
  public var vectorsFile: String {
    let about =
      "Shared simulation vectors (issue 32): the first runs of `specc simulate` (seed \(seed), \(platform)), each a planner case in Tests/Vectors/planner.json's format with what was pending before it; the Kotlin and TypeScript planners must give Swift's plan and reconciliation on the same run schedule. Re-record: SPECC_RECORD=1 swift test --filter SimulationTests."
    let quoted = String(decoding: (try? JSONSerialization.data(withJSONObject: [about])) ?? Data(), as: UTF8.self)
    return "{\n\"about\": \(quoted.dropFirst().dropLast()),\n\"cases\": [\n" + cases.joined(separator: ",\n")
      + "\n]\n}\n"
  }
}
