import Foundation
import Testing

/// `specc simulate` (issue 32): a year of the planner, deterministic for a printed seed; misses
/// named with their reason; exit 1 when something was missed.
@Suite struct SimulateCommandTests {
  @Test func usageKeepingThePromiseMissesNothing() throws {
    let run = try CLI.run(["simulate", "Specs/prayer_times.yaml", "--platform", "ios", "--seed", "5"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.stdout.contains("seed 5"))
    #expect(run.stdout.contains("proved coverage after the last run: 6 days 1 minute"))
    #expect(run.stdout.contains("days with misses: 0"))
  }

  @Test func aWorseUsageNamesItsMissesAndFails() throws {
    let arguments = [
      "simulate", "Specs/prayer_times.yaml", "--platform", "ios", "--open-every-hours", "180", "--jitter-hours", "6",
      "--chart",
    ]
    let run = try CLI.run(arguments)
    #expect(run.status == 1)
    #expect(run.stdout.contains("missed fajr.at."))
    #expect(run.stdout.contains("the last plan's window had ended"))
    #expect(run.stdout.contains("xychart-beta"))
    #expect(try CLI.run(arguments).stdout == run.stdout)
  }

  @Test func badOptionsAreUsageErrors() throws {
    let run = try CLI.run(["simulate", "Specs/athan.yaml", "--platform", "web"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--platform is ios or android"))
  }
}
