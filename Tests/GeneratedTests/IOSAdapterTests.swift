import Foundation
import SpeccGenerated
import SpeccRuntime
import Testing

/// Issue 30: the generated iOS adapter (`Generated/TimeSafari+iOSAdapter.swift`) against a fake
/// center that records calls: the same plan applied twice makes no call the second time, a
/// time-zone change re-arms exactly what moved. (The UserNotifications half is type-checked
/// against Tests/PlatformDeclarations by PlatformAdapterTests.)
@Suite struct IOSAdapterTests {
  actor FakeCenter: TimeSafari.IOSAdapter.Center {
    var pending: [String: Date] = [:]
    var calls: [String] = []

    func pendingRequests() async -> [SpeccRuntime.Scheduling.PendingRequest] {
      calls.append("pendingRequests")
      return pending.map { SpeccRuntime.Scheduling.PendingRequest(id: $0.key, fireDate: $0.value) }
    }

    func removePendingRequests(_ ids: [String]) async {
      calls.append("remove \(ids.count)")
      for id in ids { pending[id] = nil }
    }

    func add(_ notification: SpeccRuntime.Scheduling.Notification) async throws {
      calls.append("add \(notification.id)")
      pending[notification.id] = notification.fireDate
    }

    func clear() { calls = [] }

    /// A request the app scheduled itself.
    func hold(_ id: String, _ fireDate: Date) { pending[id] = fireDate }
  }

  static func plan(_ zone: String, _ now: Date) throws -> SpeccRuntime.Scheduling.Plan {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return TimeSafari.Planner.plan(TimeSafari.Planner.iOS, now: now, calendar: calendar) {
      TemplateRendering.RenderedNotification(title: $0.itemID, body: "\($0.date)")
    }
  }

  /// A center that keeps each request's trigger, as UserNotifications reports a repeating one.
  actor RepeatCenter: UserNotificationsAdapter.Center {
    var pending: [String: SpeccRuntime.Scheduling.PendingRequest] = [:]
    var calls: [String] = []

    func pendingRequests() async -> [SpeccRuntime.Scheduling.PendingRequest] {
      calls.append("pendingRequests")
      return pending.values.sorted { $0.id < $1.id }
    }

    func removePendingRequests(_ ids: [String]) async {
      calls.append("remove \(ids.sorted())")
      for id in ids { pending[id] = nil }
    }

    func add(_ notification: SpeccRuntime.Scheduling.Notification) async throws {
      calls.append("add \(notification.id)")
      // What the OS reports back: a repeating request's components, read as the system center reads them.
      let repeats = notification.repeats.flatMap {
        UserNotificationsAdapter.repeats(of: UserNotificationsAdapter.components(of: $0))
      }
      pending[notification.id] = .init(id: notification.id, fireDate: notification.fireDate, repeats: repeats)
    }

    func clear() { calls = [] }
  }

  /// Issue 37, item 5: a slot the OS repeats is one request per trigger, whose components (hour,
  /// minute, weekday; no time zone) read back as the same repeat; planning it again the next day,
  /// or after a time-zone change, changes nothing, as its next date is not what is compared.
  @Test func aRepeatingRequestIsAddedOnceAndKeptAcrossDaysAndZones() async throws {
    typealias S = SpeccRuntime.Scheduling
    let items = [
      S.Item(
        id: "stretch", when: .at(.init(hour: 8, minute: 0)), weekdays: [2, 4, 6], reminderOffsets: [10],
        template: "stretch_nudge", osRepeat: [.ios])
    ]
    let configuration = S.Configuration(windowDays: 2, cap: 64, platform: .ios)
    func plan(_ zone: String, _ now: Date) throws -> S.Plan {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: zone))
      let settings = S.Settings(items: ["stretch": .init(reminderOffsets: [10])])
      return S.plan(
        items: items, configuration: configuration, namespace: S.namespace(spec: "stretch"),
        input: S.Input(now: now, calendar: calendar, settings: settings) {
          TemplateRendering.RenderedNotification(title: "Stretch", body: "\($0.date)")
        })
    }
    let center = RepeatCenter()
    let start = Date(timeIntervalSince1970: 1_772_452_800)  // Monday 2026-03-02 12:00 UTC
    let first = try plan("America/New_York", start)
    #expect(first.notifications.count == 6)
    #expect(
      first.notifications.allSatisfy { $0.repeats != nil && $0.id.hasPrefix("specc.stretch.stretch.repeat.weekly.") })
    try await UserNotificationsAdapter.apply(first, to: center)
    #expect(await center.calls.count == 1 + 6)
    for (zone, day) in [("America/New_York", 1.0), ("America/New_York", 2), ("Europe/Paris", 3)] {
      await center.clear()
      let work = try await UserNotificationsAdapter.apply(
        try plan(zone, start.addingTimeInterval(day * 86_400)), to: center)
      #expect(work.cancel.isEmpty && work.add.isEmpty, "\(zone) day \(day)")
      #expect(await center.calls == ["pendingRequests"])
    }
    let components = UserNotificationsAdapter.components(of: .weekly(weekday: 2, .init(hour: 7, minute: 50)))
    #expect(components.weekday == 2 && components.hour == 7 && components.minute == 50)
    #expect(components.timeZone == nil && components.day == nil && components.month == nil)
    for repeats: S.Repeat in [
      .daily(.init(hour: 6, minute: 5)), .monthly(day: 31, .init(hour: 9, minute: 0)),
      .yearly(month: 2, day: 29, .init(hour: 12, minute: 0)),
    ] {
      #expect(UserNotificationsAdapter.repeats(of: UserNotificationsAdapter.components(of: repeats)) == repeats)
    }
  }

  @Test func applyingTheSamePlanTwiceMakesNoCallAndAZoneChangeRearmsWhatMoved() async throws {
    let center = FakeCenter()
    let start = Date(timeIntervalSince1970: 1_772_452_800)  // 2026-03-02 12:00 UTC
    for day in 0..<7 {
      let plan = try Self.plan("America/New_York", start.addingTimeInterval(Double(day) * 86_400))
      try await TimeSafari.IOSAdapter.apply(plan, to: center)
      await center.clear()
      let again = try await TimeSafari.IOSAdapter.apply(plan, to: center)
      #expect(again.cancel.isEmpty && again.add.isEmpty)
      #expect(await center.calls == ["pendingRequests"])
    }
    let last = start.addingTimeInterval(6 * 86_400)
    let before = try Self.plan("America/New_York", last)
    let after = try Self.plan("America/Los_Angeles", last)
    let old = Dictionary(uniqueKeysWithValues: before.notifications.map { ($0.id, $0.fireDate) })
    let moved = after.notifications.filter { note in old[note.id].map { $0 != note.fireDate } ?? false }.map(\.id)
    let fresh = after.notifications.filter { old[$0.id] == nil }.map(\.id)
    await center.clear()
    let work = try await TimeSafari.IOSAdapter.apply(after, to: center)
    #expect(!moved.isEmpty)
    #expect(work.cancel.sorted() == moved.sorted())
    #expect(work.add.map(\.id).sorted() == (moved + fresh).sorted())
    #expect(await center.calls.count == 2 + work.add.count)  // pending, one remove, one add each
    #expect(TimeSafari.IOSAdapter.categories.map(\.id) == ["TS_DAILY"])
  }

  /// Issue 37: with the app's own pending requests (`42`, a glucose alarm) and a second spec's plan
  /// (Athan's) in the center, TimeSafari's apply, through a changed plan and a zone change, removes
  /// only TimeSafari's own; Athan's apply in turn leaves TimeSafari's.
  @Test func applyLeavesTheAppsOwnAndAnotherSpecsRequests() async throws {
    let center = FakeCenter()
    let start = Date(timeIntervalSince1970: 1_772_452_800)  // 2026-03-02 12:00 UTC
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let athan = Athan.Planner.plan(
      Athan.Planner.iOS, now: start, calendar: calendar, providedTime: { _, _ in .init(hour: 5, minute: 30) }
    ) { TemplateRendering.RenderedNotification(title: $0.itemID, body: "") }
    #expect(!athan.notifications.isEmpty && athan.notifications.allSatisfy { $0.id.hasPrefix("specc.athan.") })
    try await Athan.IOSAdapter.apply(athan, to: center)
    for (id, offset) in [("42", 3_600.0), ("glucose.alarm", 7_200)] {
      await center.hold(id, start.addingTimeInterval(offset))
    }
    let others = await center.pending.filter { !$0.key.hasPrefix(TimeSafari.Planner.namespace) }
    #expect(others.count == athan.notifications.count + 2)
    for day in 0..<3 {
      try await TimeSafari.IOSAdapter.apply(
        try Self.plan("America/New_York", start.addingTimeInterval(Double(day) * 86_400)), to: center)
    }
    let moved = try await TimeSafari.IOSAdapter.apply(
      try Self.plan("America/Los_Angeles", start.addingTimeInterval(2 * 86_400)), to: center)
    #expect(!moved.cancel.isEmpty && moved.cancel.allSatisfy { $0.hasPrefix("specc.timesafari.") })
    #expect(await center.pending.filter { !$0.key.hasPrefix(TimeSafari.Planner.namespace) } == others)
    let mine = await center.pending.filter { $0.key.hasPrefix(TimeSafari.Planner.namespace) }
    let again = try await Athan.IOSAdapter.apply(athan, to: center)
    #expect(again.cancel.isEmpty && again.add.isEmpty)
    #expect(await center.pending.filter { $0.key.hasPrefix(TimeSafari.Planner.namespace) } == mine)
    #expect(await center.pending["42"] != nil)
  }
}
