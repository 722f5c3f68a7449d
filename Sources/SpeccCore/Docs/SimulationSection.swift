/// The docs page's simulated year (issue 32): for each platform with a coverage promise, a year
/// of `specc simulate` under the usage the promise describes (opens at most promise_days apart)
/// with two time-zone changes and, on Android, four reboots; its summary and a chart.
enum SimulationSection {
  static let seed: UInt64 = 2026

  /// The usage the page simulates on `platform`.
  static func usage(_ resolved: ResolvedSpec, platform: PlatformName) -> UsageModel {
    var usage = Simulation.defaultUsage(resolved, platform: platform.rawValue)
    usage.refreshProbability = 0.5
    usage.zoneChanges = 2
    usage.reboots = platform == .android ? 4 : 0
    return usage
  }

  static func section(_ resolved: ResolvedSpec) -> DocSection? {
    let platforms = resolved.spec.platforms.filter { $0.coverage?.promiseDays != nil && $0.coverageApplies }
      .map(\.name.value).sorted()
    var blocks: [String] = []
    for platform in platforms {
      let usage = usage(resolved, platform: platform)
      guard let simulation = Simulation.run(resolved, platform: platform.rawValue, usage: usage, seed: seed) else {
        continue
      }
      let missed = simulation.daysWithMisses
      var reasons: [String: Int] = [:]
      for miss in simulation.misses { reasons[miss.reason.rawValue, default: 0] += 1 }
      var block = "**\(PlatformTable.displayName(platform))**: \(simulation.usageText); seed \(seed).\n\n"
      block +=
        "- \(simulation.runs.count) runs; \(simulation.expectedTotal) notifications expected, \(simulation.deliveredTotal) delivered\n"
      block += "- proved coverage after the last run: \(Coverage.text(simulation.provedMinutes))\n"
      block += "- longest silence with a miss: \(simulation.silenceText)\n"
      block += "- days with misses: \(missed.count)"
      if !reasons.isEmpty {
        block += " (" + reasons.keys.sorted().map { "\(reasons[$0] ?? 0) because \($0)" }.joined(separator: ", ") + ")"
      }
      block += "\n\n" + simulation.chart
      blocks.append(block)
    }
    guard !blocks.isEmpty else { return nil }
    let intro =
      "A simulated year of the planner (`specc simulate`, the same runtime every language generates) under the usage "
      + "each promise describes: the user opens the app at most promise_days apart. Misses the proof allows come "
      + "from what the promise does not cover: a time-zone change the app has not seen (pending notifications keep "
      + "their instants) and, on Android, a reboot, which clears every alarm until the app runs again."
    return DocSection(key: "simulation", title: "Simulated year", body: intro + "\n\n" + blocks.joined(separator: "\n"))
  }
}
