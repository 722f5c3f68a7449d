import Foundation
import SpeccRuntime

extension Simulation {
  /// `2 days 3 hours`.
  static func duration(_ seconds: TimeInterval) -> String { Coverage.text(Int(seconds / 60)) }

  static func stamp(_ date: Date, _ zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let day = SpeccRuntime.Scheduling.localDate(of: date, in: calendar)
    let minutes = (Simulation.seconds(date) + zone.secondsFromGMT(for: date)) / 60
    let m = ((minutes % 1_440) + 1_440) % 1_440
    return "\(day) \(Spec.clock(m))"
  }

  /// The usage model in words.
  public var usageText: String {
    var parts = ["opens every \(Self.hours(usage.openEveryHours)) ± \(Self.hours(usage.jitterHours))"]
    if refresh.contains(.backgroundRefresh) || refresh.contains(.periodicWork) {
      parts.append("background runs granted with probability \(usage.refreshProbability)")
    }
    parts.append(
      "\(usage.zoneChanges) time-zone change\(usage.zoneChanges == 1 ? "" : "s") (\(usage.zones.joined(separator: " ↔ ")))"
    )
    if platform == "android" { parts.append("\(usage.reboots) reboot\(usage.reboots == 1 ? "" : "s")") }
    parts.append("refresh: " + refresh.map(\.rawValue).joined(separator: ", "))
    return parts.joined(separator: "; ")
  }

  static func hours(_ value: Double) -> String {
    value.rounded() == value ? "\(Int(value)) h" : String(format: "%.1f h", value)
  }

  /// The longest silence in words.
  public var silenceText: String {
    guard let silence = longestSilence, let zone = TimeZone(identifier: usage.zones.first ?? "UTC") else {
      return "no silence with a miss"
    }
    return Self.duration(silence.to.timeIntervalSince(silence.from))
      + " (\(Self.stamp(silence.from, zone)) to \(Self.stamp(silence.to, zone)))"
  }

  /// The text report: summary, then every day with misses and what was missed, and why.
  public func text(spec: String, limit: Int = 20) -> String {
    let zone = TimeZone(identifier: usage.zones.first ?? "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    var counts: [RunReason: Int] = [:]
    for run in runs { counts[run.reason, default: 0] += 1 }
    let runText = [RunReason.open, .refresh, .trigger, .boot, .zoneChange].compactMap { reason in
      counts[reason].map { "\($0) \(reason.rawValue)" }
    }.joined(separator: ", ")
    var out = "specc simulate: \(spec) on \(platform), seed \(seed), \(usage.days) days from \(usage.start)\n"
    out += "usage: \(usageText)\n"
    out += "runs: \(runs.count) (\(runText))\n"
    out += "notifications: \(expectedTotal) expected, \(deliveredTotal) delivered, \(misses.count) missed\n"
    out += "proved coverage after the last run: \(Coverage.text(provedMinutes))\n"
    out += "longest silence: \(silenceText)\n"
    let missed = daysWithMisses
    out += "days with misses: \(missed.count)\n"
    let byDay = Dictionary(grouping: misses) { miss -> String in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      return SpeccRuntime.Scheduling.localDate(of: miss.fire, in: calendar).description
    }
    for day in missed.prefix(limit) {
      let list = (byDay[day.date.description] ?? []).sorted { $0.fire < $1.fire }
      let names = list.prefix(3).map {
        "\($0.id) (\($0.reason.rawValue); \(Coverage.text(max(0, $0.minutesAfterRun))) after the last run)"
      }
      out +=
        "  \(day.date): \(day.expected) expected, \(day.delivered) delivered; missed " + names.joined(separator: ", ")
        + (list.count > 3 ? " and \(list.count - 3) more" : "") + "\n"
    }
    if missed.count > limit { out += "  … and \(missed.count - limit) more days\n" }
    return out
  }

  /// A Mermaid chart of the year, a bar per week: expected and delivered notifications.
  public var chart: String {
    var weeks: [(expected: Int, delivered: Int)] = []
    for (index, day) in days.enumerated() {
      if index % 7 == 0 { weeks.append((0, 0)) }
      weeks[weeks.count - 1].expected += day.expected
      weeks[weeks.count - 1].delivered += day.delivered
    }
    let top = max(1, weeks.map(\.expected).max() ?? 1)
    return
      "```mermaid\nxychart-beta\n    title \"\(platform): notifications per week (bar: expected, line: delivered)\"\n"
      + "    x-axis \"week\" 1 --> \(max(1, weeks.count))\n    y-axis \"notifications\" 0 --> \(top)\n"
      + "    bar [" + weeks.map { String($0.expected) }.joined(separator: ", ") + "]\n"
      + "    line [" + weeks.map { String($0.delivered) }.joined(separator: ", ") + "]\n```\n"
  }
}

extension Simulation {
  /// The usage a platform's promise describes (opens at most promise_days apart), else daily.
  public static func defaultUsage(_ resolved: ResolvedSpec, platform: String) -> UsageModel {
    let promise = resolved.spec.platforms.first { $0.name.value.rawValue == platform }?.coverage?.promiseDays?.value
    return UsageModel.keeping(promiseDays: promise ?? 1)
  }
}
