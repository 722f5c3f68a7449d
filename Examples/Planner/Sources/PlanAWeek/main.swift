// Plans and reconciles a week with the planners SpeccBuildPlugin generated at build time from
// specc/medication.yaml and specc/athan.yaml, and prints each plan.
import Foundation
import SpeccRuntime

let calendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "Europe/London") ?? calendar.timeZone
  return calendar
}()
// A fixed Monday morning, so the output is the same on every run.
let now =
  Scheduling.instant(
    Scheduling.LocalDate(year: 2026, month: 3, day: 23), Scheduling.LocalTime(hour: 7, minute: 45), in: calendar)
  ?? Date(timeIntervalSince1970: 0)

func show(_ title: String, _ plan: Scheduling.Plan, in calendar: Calendar) {
  let format = DateFormatter()
  format.calendar = calendar
  format.timeZone = calendar.timeZone
  format.locale = Locale(identifier: "en_GB_POSIX")
  format.dateFormat = "EEE yyyy-MM-dd HH:mm"
  print("== \(title): \(plan.notifications.count) pending, \(plan.leftOut.count) left out")
  for note in plan.notifications {
    print("\(format.string(from: note.fireDate))  \(note.id)  \(note.title) | \(note.body)")
  }
  print("plan again by \(format.string(from: plan.refreshDate))\n")
}

// PillPal: every dose with its reminder; the name comes from the user's medicine list.
var doses = PillPal.Planner.defaultSettings
for id in doses.items.keys { doses.items[id]?.reminderOffset = 10 }
let medicines = ["0800": "Metformin", "1400": "Vitamin D", "2000": "St. John's Wort"]
let medication = PillPal.Planner.plan(
  PillPal.Planner.iOS, now: now, calendar: calendar, settings: doses,
  render: { occurrence in
    PillPal.Template.renderDoseDue(medicine: medicines[occurrence.itemID], dose: "1 tablet")
  })
show("PillPal, iOS (7-day window)", medication, in: calendar)

// Athan: prayer times are provided by the app for each date (fixed here), with 10-minute reminders.
let times: [String: Scheduling.LocalTime] = [
  "fajr": .init(hour: 5, minute: 2), "sunrise": .init(hour: 6, minute: 41), "dhuhr": .init(hour: 12, minute: 58),
  "asr": .init(hour: 16, minute: 25), "maghrib": .init(hour: 19, minute: 13), "isha": .init(hour: 20, minute: 45),
  "last_third": .init(hour: 3, minute: 10), "suhoor": .init(hour: 4, minute: 30), "duha": .init(hour: 9, minute: 30),
  "istijaba": .init(hour: 18, minute: 30),
]
var prayers = Athan.Planner.defaultSettings
for id in prayers.items.keys { prayers.items[id]?.reminderOffset = 10 }
let athanWeek = Scheduling.Configuration(windowDays: 7, cap: 64, reserve: 4, refreshHours: 12)
let athan = Athan.Planner.plan(
  athanWeek, now: now, calendar: calendar, settings: prayers, providedTime: { id, _ in times[id] },
  render: { occurrence in
    let when = occurrence.kind == .atTime ? "now" : "in 10 minutes"
    return TemplateRendering.RenderedNotification(title: occurrence.itemID, body: "Prayer time \(when)")
  })
show("Athan, a 7-day window (capped at 64 − 4)", athan, in: calendar)

// Reconciling with what the OS already holds: the week planned twice is no work at all.
let pending = athan.notifications.prefix(30).map { Scheduling.PendingRequest(id: $0.id, fireDate: $0.fireDate) }
let work = Scheduling.reconcile(pending: Array(pending), plan: athan)
print("reconcile after 30 were scheduled: cancel \(work.cancel.count), add \(work.add.count)")
let again = Scheduling.reconcile(
  pending: athan.notifications.map { Scheduling.PendingRequest(id: $0.id, fireDate: $0.fireDate) }, plan: athan)
print("reconcile the plan with itself: cancel \(again.cancel.count), add \(again.add.count)")

// `swift run -c release PlanAWeek --bench`: plan + reconcile of Athan's full 60-notification
// window, timed over 2,000 calls (docs/benchmarks.md records the numbers).
if CommandLine.arguments.contains("--bench") {
  var settings = Athan.Planner.defaultSettings
  for id in settings.items.keys { settings.items[id]?.reminderOffset = 10 }
  let clock = ContinuousClock()
  var samples: [Duration] = []
  var held = athan.notifications.map { Scheduling.PendingRequest(id: $0.id, fireDate: $0.fireDate) }
  for round in 0..<2_000 {
    let start = clock.now
    let plan = Athan.Planner.plan(
      athanWeek,
      now: now.addingTimeInterval(TimeInterval(round % 24 * 3_600)), calendar: calendar, settings: settings,
      providedTime: { id, _ in times[id] },
      render: { TemplateRendering.RenderedNotification(title: $0.itemID, body: "Prayer time") })
    let work = Scheduling.reconcile(pending: held, plan: plan)
    samples.append(clock.now - start)
    held = plan.notifications.map { Scheduling.PendingRequest(id: $0.id, fireDate: $0.fireDate) }
    guard plan.notifications.count == 60, work.add.count <= 60 else {
      print("error: expected a full window of 60, got \(plan.notifications.count)")
      exit(1)
    }
  }
  samples.sort()
  func ms(_ d: Duration) -> String {
    let (seconds, attoseconds) = d.components
    return String(format: "%.3f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }
  print("plan + reconcile, 60 pending: median \(ms(samples[samples.count / 2])), p90 \(ms(samples[samples.count * 9 / 10])), min \(ms(samples[0]))")
}
