import ArgumentParser
import Foundation
import SpeccCore

/// `specc simulate`: a year of the planner under a usage model (issue 32).
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a spec's planner over a simulated year under a usage model and report what was missed.",
    discussion: """
      The app runs when the user opens it (every --open-every-hours ± --jitter-hours), when the \
      platform grants a background run it asked for (--refresh-probability; iOS background_refresh, \
      Android periodic_work, as the spec's coverage.refresh declares), when its self-scheduled \
      trigger fires (Android self_trigger), at boot (boot_receiver; a reboot clears Android's alarms) \
      and when the zone changes (time_change_receiver). Deterministic for --seed (printed). Without \
      usage options, opens keep the platform's coverage.promise_days. Exit 1 when something was missed.
      """)

  @Argument(help: "The spec file.") var spec: String
  @Option(help: "ios or android.", completion: .list(["ios", "android"])) var platform: String = "ios"
  @Option(help: "Mean hours between opens.") var openEveryHours: Double?
  @Option(help: "± hours of each interval.") var jitterHours: Double?
  @Option(help: "Chance a background run is granted.") var refreshProbability: Double = 0.5
  @Option(help: "Time-zone changes in the year.") var zoneChanges: Int = 0
  @Option(help: "Reboots in the year (Android).") var reboots: Int = 0
  @Option(help: "Days simulated.") var days: Int = 365
  @Option(help: "The seed.") var seed: UInt64 = 2026
  @Option(help: "Write the first runs as shared planner vectors to this file.") var vectors: String?
  @Option(help: "How many runs --vectors writes.") var cases: Int = 40
  @Flag(help: "Print the Mermaid chart of the year too.") var chart = false

  func validate() throws {
    guard ["ios", "android"].contains(platform) else { throw ValidationError("--platform is ios or android") }
    guard (0...1).contains(refreshProbability) else { throw ValidationError("--refresh-probability is 0–1") }
    guard (1...3_660).contains(days) else { throw ValidationError("--days is 1–3,660") }
    if let hours = openEveryHours, !(1...100_000).contains(hours) {
      throw ValidationError("--open-every-hours is 1–100,000")
    }
    guard zoneChanges >= 0, reboots >= 0, zoneChanges <= 10_000, reboots <= 10_000 else {
      throw ValidationError("--zone-changes and --reboots are 0–10,000")
    }
  }

  func run() throws {
    // Output paths first: a year's simulation must not end in a write that could not work.
    if let vectors, let problem = IOFailure.writableFile(vectors) { throw InputError(problem) }
    let bytes = try SpecSources.read(spec).bytes
    let result = Pipeline.lint(bytes: bytes, path: spec)
    guard let resolved = result.resolved, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      Output.error("specc: \(spec) does not lint; run specc lint \(spec)")
      throw ExitCode(1)
    }
    var usage = Simulation.defaultUsage(resolved, platform: platform)
    if let hours = openEveryHours { usage.openEveryHours = hours }
    if let jitter = jitterHours { usage.jitterHours = jitter }
    usage.refreshProbability = refreshProbability
    usage.zoneChanges = zoneChanges
    usage.reboots = reboots
    usage.days = days
    guard
      let simulation = Simulation.run(
        resolved, platform: platform, usage: usage, seed: seed, cases: vectors == nil ? 0 : cases)
    else {
      Output.error("specc: \(spec) plans nothing on \(platform)")
      throw ExitCode(1)
    }
    Output.out(simulation.text(spec: spec))
    if chart { Output.out(simulation.chart) }
    if let vectors {
      do {
        try Writer.replaceFile(simulation.vectorsFile, at: vectors, creatingFolder: false)
      } catch {
        throw InputError(error.description)
      }
    }
    if !simulation.misses.isEmpty { throw ExitCode(1) }
  }
}
