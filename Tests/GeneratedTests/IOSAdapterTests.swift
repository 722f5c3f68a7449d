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
