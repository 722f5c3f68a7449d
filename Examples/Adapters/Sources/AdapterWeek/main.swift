// A week of Rouse (Examples/platform.yaml, an alarm app) handed to iOS through the adapter that
// SpeccBuildPlugin generates at build time (`Rouse.IOSAdapter`: .specc.yml asks for
// `adapters: [ios, …]`), against a notification center that records every call. Each night just
// after midnight the app plans its window and applies it, then applies the same plan again (no
// call but the read); on Saturday the phone's time zone changes twice (only what moved is removed
// and added again). run.sh runs it beside the same week on Android, Capacitor and Expo (kotlin/,
// typescript/) and compares what it prints with expected/ios.txt. On iOS,
// `Rouse.IOSAdapter.systemCenter(calendar:badge:)` takes the fake's place.
import Foundation
import SpeccRuntime

/// The alarms the user set: Rouse's user items of kind `alarm`, planned with the spec's own items.
let alarms = [
  Scheduling.UserItem(kind: "alarm", id: "work", when: .at(.init(hour: 6, minute: 30)), weekdays: [2, 3, 4, 5, 6]),
  Scheduling.UserItem(kind: "alarm", id: "run", when: .at(.init(hour: 8, minute: 0)), weekdays: [7]),
]
let labels = ["work": "Work", "run": "Saturday run"]

/// How many of the alarms ring on `date`: the value of the `alarms_today` token, which the alarm's
/// badge shows.
func alarmsOn(_ date: Scheduling.LocalDate) -> Int {
  let day = Scheduling.instant(date, .init(hour: 12, minute: 0), in: calendar("UTC")) ?? Date()
  let weekday = calendar("UTC").component(.weekday, from: day)
  return alarms.filter { $0.weekdays?.contains(weekday) ?? true }.count
}

func calendar(_ zone: String) -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
  return calendar
}

/// "Sun 2026-03-22 21:30", in the calendar's time zone.
func local(_ date: Date, _ calendar: Calendar) -> String {
  let format = DateFormatter()
  format.calendar = calendar
  format.timeZone = calendar.timeZone
  format.locale = Locale(identifier: "en_US_POSIX")
  format.dateFormat = "EEE yyyy-MM-dd HH:mm"
  return format.string(from: date)
}

/// "Sun 2026-03-22 21:30 (21:30 UTC)": the wall-clock time in the calendar's zone, and the instant.
func fires(_ date: Date, _ calendar: Calendar) -> String {
  let utc = DateFormatter()
  utc.locale = Locale(identifier: "en_US_POSIX")
  utc.timeZone = TimeZone(identifier: "UTC")
  utc.dateFormat = "HH:mm"
  return "\(local(date, calendar)) (\(utc.string(from: date)) UTC)"
}

/// Rouse's window in `zone`: the bedtime nudge every evening and the user's alarms, rendered with
/// the spec's templates.
func plan(at now: Date, in zone: String) -> Scheduling.Plan {
  let calendar = calendar(zone)
  return Rouse.Planner.plan(
    Rouse.Planner.iOS, now: now, calendar: calendar, userItems: alarms,
    render: { occurrence in
      switch occurrence.template {
      case .alarmRing: return Rouse.Template.renderAlarmRing(label: labels[occurrence.userItemID ?? ""] ?? "Alarm")
      case .bedtimeNudge: return Rouse.Template.renderBedtimeNudge()
      default: return nil
      }
    })
}

/// A stand-in for `UNUserNotificationCenter` at the seam the generated adapter exposes
/// (`Rouse.IOSAdapter.Center`, which `Rouse.IOSAdapter.SystemCenter` implements on iOS): it holds
/// the pending requests, records every call, and delivers what falls due as the clock moves.
actor RecordingCenter: Rouse.IOSAdapter.Center {
  enum Call {
    case pending(Int)
    case remove([String])
    case add(Scheduling.Notification)
  }

  private var held: [String: Scheduling.Notification] = [:]
  private(set) var calls: [Call] = []
  /// What the center holds that is not Rouse's (issue 37, ownership), due after the week: the
  /// app's own request and another spec's. `apply` reads them and never removes them.
  private(set) var foreign = [
    Scheduling.PendingRequest(id: "glucose", fireDate: Date(timeIntervalSince1970: 1_775_034_000)),
    Scheduling.PendingRequest(
      id: "specc.other.0800.at.2026-04-01", fireDate: Date(timeIntervalSince1970: 1_775_026_800)),
  ]

  func pendingRequests() async -> [Scheduling.PendingRequest] {
    calls.append(.pending(held.count + foreign.count))
    return (held.values.map { Scheduling.PendingRequest(id: $0.id, fireDate: $0.fireDate) } + foreign)
      .sorted { $0.id < $1.id }
  }

  func removePendingRequests(_ ids: [String]) async {
    calls.append(.remove(ids))
    for id in ids { held[id] = nil }
    foreign.removeAll { ids.contains($0.id) }
  }

  func add(_ notification: Scheduling.Notification) async throws {
    calls.append(.add(notification))
    held[notification.id] = notification
  }

  /// What iOS shows by `now` leaves the pending requests (not a call of the app).
  func deliver(until now: Date) -> [Scheduling.Notification] {
    let due = held.values.filter { $0.fireDate <= now }.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    for note in due { held[note.id] = nil }
    return due
  }

  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }
}

func show(_ calls: [RecordingCenter.Call], _ calendar: Calendar) {
  for call in calls {
    switch call {
    case .pending(let count): print("  pendingRequests() -> \(count)")
    case .remove(let ids): print("  removePendingRequests(\(ids.sorted().joined(separator: ", ")))")
    case .add(let note):
      // What the request carries from the template (`SystemCenter` builds the UNNotificationRequest from it).
      let carried = Rouse.IOSAdapter.adapter.content(of: note, badge: { _, note in alarmsOn(note.occurrence.date) })
      let extras = [
        note.category.map { "category \($0)" }, note.sound.map { "sound \($0)" },
        carried.content?.interruptionLevel.map { "interruption \($0)" }, "thread \(carried.thread)",
        carried.badge.map { "badge \($0)" },
        carried.content.flatMap {
          $0.attachments.isEmpty ? nil : "attachments \($0.attachments.joined(separator: ", "))"
        },
      ].compactMap { $0 }
      print(
        "  add(\(note.id) at \(fires(note.fireDate, calendar)): \"\(note.title)\" | \(note.body)"
          + (extras.isEmpty ? "" : "; " + extras.joined(separator: ", ")) + ")")
    }
  }
}

func apply(_ plan: Scheduling.Plan, to center: RecordingCenter, _ calendar: Calendar) async throws {
  let work = try await Rouse.IOSAdapter.apply(plan, to: center)
  print("apply: remove \(work.cancel.count), add \(work.add.count)")
  show(await center.takeCalls(), calendar)
  let again = try await Rouse.IOSAdapter.apply(plan, to: center)
  let calls = await center.takeCalls()
  print("apply the same plan again: remove \(again.cancel.count), add \(again.add.count), \(calls.count) call(s)")
  show(calls, calendar)
}

let center = RecordingCenter()
print("== iOS: Rouse.IOSAdapter (generated by SpeccBuildPlugin) against a recording notification center")
for category in Rouse.IOSAdapter.categories {
  let actions = category.actions.map {
    $0.id + ($0.destructive ? " (destructive)" : "") + ($0.foreground ? " (foreground)" : "")
  }
  print("category \(category.id): \(actions.joined(separator: ", "))")
}
let london = calendar("Europe/London")
// Sunday 22 March 2026, 00:05 in London: each night the app plans again just after midnight (the
// plan's midnight trigger), for a week.
let start = Scheduling.instant(.init(year: 2026, month: 3, day: 22), .init(hour: 0, minute: 5), in: london) ?? Date()
for day in 0..<7 {
  let now = london.date(byAdding: .day, value: day, to: start) ?? start
  let delivered = await center.deliver(until: now)
  print("-- \(local(now, london)) Europe/London, delivered since the last run: \(delivered.count)")
  try await apply(plan(at: now, in: "Europe/London"), to: center, london)
}
// Saturday at noon the phone is in Reykjavik, whose clock is London's until London moves to summer
// time on Sunday 29 March: only what rings from Sunday on moves (nothing, in a one-day window). At
// 17:00 it is in Paris, an hour ahead: everything pending moves.
for (when, zone) in [
  (Date(timeIntervalSince1970: 1_774_699_200), "Atlantic/Reykjavik"),
  (Date(timeIntervalSince1970: 1_774_713_600), "Europe/Paris"),
] {
  let calendar = calendar(zone)
  let delivered = await center.deliver(until: when)
  print("-- \(local(when, calendar)) \(zone) (the zone changed), delivered since the last run: \(delivered.count)")
  try await apply(plan(at: when, in: zone), to: center, calendar)
}
print("-- the app's own and another spec's, never removed: \(await center.foreign.map(\.id))")
// -- OS repeats (issue 37, item 5): a repeating slot's trigger reaching its call goes here.
