import Foundation
import Testing

@testable import SpeccCore

/// `specc simulate` against the coverage proof (issue 32): over random usage, no notification is
/// missed sooner after the last run than the proof says; usage that keeps the promise misses
/// nothing; usage slightly worse than the promise misses, and the report names the misses. The
/// first runs of one simulation are shared planner vectors (Tests/Vectors/simulation.json) that
/// `scripts/check-foreign.sh` runs on the JVM and node.
@Suite struct SimulationTests {
  static let root = SpecsLintCleanTests.repositoryRoot

  static func resolved(_ path: String) throws -> ResolvedSpec {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
    return try #require(Pipeline.lint(bytes: bytes, path: path).resolved)
  }

  static let specs = ["Specs/athan.yaml", "Specs/prayer_times.yaml", "Specs/timesafari.yaml"]

  @Test func noMissComesSoonerThanTheProofOverTenThousandRuns() throws {
    var random = Simulation.Random(state: 0x5EED_2026)
    var runs = 0
    var simulations = 0
    var windowMisses = 0
    while runs < 10_000 || simulations < 24 {
      let path = Self.specs[simulations % Self.specs.count]
      let platform = simulations / Self.specs.count % 2 == 0 ? "ios" : "android"
      let resolved = try Self.resolved(path)
      let usage = UsageModel(
        openEveryHours: 6 + random.unit() * 24 * 10, jitterHours: random.unit() * 48,
        refreshProbability: random.unit(), zoneChanges: Int(random.unit() * 4), reboots: Int(random.unit() * 6),
        days: 120)
      let seed = random.next()
      guard let simulation = Simulation.run(resolved, platform: platform, usage: usage, seed: seed) else {
        simulations += 1
        continue
      }
      for miss in simulation.misses where miss.reason == .windowEnded {
        windowMisses += 1
        #expect(
          miss.minutesAfterRun >= simulation.provedMinutes,
          "\(path) \(platform) seed \(seed): \(miss.id) missed \(miss.minutesAfterRun) min after the last run, the proof says \(simulation.provedMinutes)"
        )
      }
      runs += simulation.runs.count
      simulations += 1
    }
    #expect(runs >= 10_000)
    // The usage is often worse than the promise: the check above saw real misses.
    #expect(windowMisses > 0)
  }

  @Test(arguments: ["Specs/athan.yaml", "Specs/prayer_times.yaml"])
  func usageKeepingThePromiseMissesNothing(_ path: String) throws {
    let resolved = try Self.resolved(path)
    for platform in ["ios", "android"] {
      for seed: UInt64 in 1...6 {
        var usage = Simulation.defaultUsage(resolved, platform: platform)
        usage.refreshProbability = 0.5
        let simulation = try #require(Simulation.run(resolved, platform: platform, usage: usage, seed: seed))
        #expect(simulation.misses.isEmpty, "\(simulation.text(spec: path))")
        #expect(simulation.expectedTotal > 0)
      }
    }
  }

  @Test func usageSlightlyWorseThanThePromiseShowsMissesByName() throws {
    // prayer_times promises 6 days on iOS; the user opens every 7 days ± 12 hours.
    let resolved = try Self.resolved("Specs/prayer_times.yaml")
    let usage = UsageModel(openEveryHours: 7 * 24, jitterHours: 12)
    let simulation = try #require(Simulation.run(resolved, platform: "ios", usage: usage, seed: 7))
    #expect(!simulation.misses.isEmpty)
    #expect(simulation.misses.allSatisfy { $0.reason == .windowEnded })
    let text = simulation.text(spec: "Specs/prayer_times.yaml")
    let first = try #require(simulation.daysWithMisses.first)
    #expect(text.contains("  \(first.date): \(first.expected) expected, \(first.delivered) delivered; missed "))
    #expect(text.contains("the last plan's window had ended"))
    #expect(text.contains("days with misses: \(simulation.daysWithMisses.count)"))
    #expect(simulation.longestSilence != nil)
  }

  @Test func aSeedRepeatsItsYear() throws {
    let resolved = try Self.resolved("Specs/prayer_times.yaml")
    let usage = UsageModel(openEveryHours: 30, jitterHours: 20, refreshProbability: 0.5, zoneChanges: 3, reboots: 3)
    let a = try #require(Simulation.run(resolved, platform: "android", usage: usage, seed: 99))
    let b = try #require(Simulation.run(resolved, platform: "android", usage: usage, seed: 99))
    #expect(a.text(spec: "x") == b.text(spec: "x"))
    #expect(a.chart == b.chart)
    #expect(a.text(spec: "x").contains("seed 99"))
  }

  /// The run schedule every language must plan the same (SPECC_RECORD=1 re-records it).
  static func vectors() throws -> String {
    let resolved = try resolved("Specs/prayer_times.yaml")
    let usage = UsageModel(
      openEveryHours: 40, jitterHours: 30, refreshProbability: 0.7, zoneChanges: 3, reboots: 2, days: 90,
      start: .init(year: 2026, month: 2, day: 20))
    let simulation = try #require(
      Simulation.run(resolved, platform: "android", usage: usage, seed: 32, cases: 60))
    return simulation.vectorsFile
  }

  @Test func sharedVectorsAreCurrent() throws {
    let url = Self.root.appendingPathComponent("Tests/Vectors/simulation.json")
    let fresh = try Self.vectors()
    if ProcessInfo.processInfo.environment["SPECC_RECORD"] == "1" {
      try Data(fresh.utf8).write(to: url, options: .atomic)
    }
    let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(
      committed == fresh,
      "Tests/Vectors/simulation.json is out of date: SPECC_RECORD=1 swift test --filter SimulationTests")
    #expect(fresh.components(separatedBy: "\"now\":").count - 1 == 60)
  }
}
