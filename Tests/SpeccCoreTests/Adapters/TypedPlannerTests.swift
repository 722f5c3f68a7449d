import Foundation
import Testing

/// Issue 37, item 2: the generated planner API speaks the spec's types. In each language the same
/// use of TimeSafari's planner (a template compared in `render`, a planned notification's channel
/// and category) compiles as the spec spells its ids and does not compile with a misspelt
/// template, so the test can fail both ways.
@Suite struct TypedPlannerTests {
  static let root = SwiftcBatch.repositoryRoot

  static func swiftUse(_ template: String) -> String {
    """
    import Foundation
    import SpeccRuntime

    func use(_ calendar: Calendar) -> [TimeSafari.Planner.Planned] {
      let plan = TimeSafari.Planner.plan(TimeSafari.Planner.iOS, now: Date(), calendar: calendar) { occurrence in
        occurrence.template == .\(template) ? TemplateRendering.RenderedNotification(title: "t", body: "b") : nil
      }
      return TimeSafari.Planner.planned(plan).filter { $0.channel == .timesafariDaily && $0.category == .tsDaily }
    }

    """
  }

  static func kotlinUse(_ template: String) -> String {
    """
    package specc.typedplanner

    import java.time.Instant
    import java.time.ZoneId
    import specc.generated.timesafari.TimeSafari
    import specc.runtime.TemplateRendering

    fun use(): List<TimeSafari.Planner.Planned> {
        val plan = TimeSafari.Planner.plan(TimeSafari.Planner.iOS, Instant.now(), ZoneId.of("UTC")) {
            if (it.template == TimeSafari.Template.\(template)) TemplateRendering.RenderedNotification("t", "b") else null
        }
        return TimeSafari.Planner.planned(plan).filter {
            it.channel == TimeSafari.Channel.TIMESAFARI_DAILY && it.category == TimeSafari.Category.TS_DAILY
        }
    }

    """
  }

  static func typeScriptUse(_ template: String) -> String {
    """
    import { Planner } from "./TimeSafari.js";

    export function use(): readonly string[] {
      const plan = Planner.plan(Planner.iOS, {
        now: new Date(),
        timeZone: "UTC",
        render: (occurrence) => (occurrence.template === "\(template)" ? { title: "t", body: "b" } : null),
      });
      return plan.notifications.filter((n) => n.channel === "timesafari.daily" && n.category === "TS_DAILY").map((n) => n.id);
    }

    """
  }

  @Test func aMisspeltTemplateDoesNotCompileInSwift() throws {
    let directory = try PlatformAdapterTests.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runtime = try SwiftcBatch.buildRuntimeModule(into: directory)
    try #require(runtime.status == 0, "\(runtime.output)")
    let generated = try PlatformAdapterTests.files("Generated", ".swift").filter {
      $0.contains("/TimeSafari") && !$0.hasSuffix("+iOSAdapter.swift")
    }
    for (template, compiles) in [("dailyMessage", true), ("dailyMesage", false)] {
      let use = directory.appendingPathComponent("Use.swift")
      try Data(Self.swiftUse(template).utf8).write(to: use)
      let checked = try SwiftcBatch.typecheck(generated + [use.path], moduleName: "App", includes: [directory])
      if compiles {
        #expect(checked.status == 0, "\(checked.output.prefix(5_000))")
      } else {
        #expect(checked.status != 0 && checked.output.contains("dailyMesage"), "\(checked.output.prefix(5_000))")
      }
    }
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc")))
  func aMisspeltTemplateDoesNotCompileInKotlin() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try PlatformAdapterTests.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = try PlatformAdapterTests.files("Generated/kotlin", ".kt").filter { !$0.hasSuffix("Android.kt") }
    // The spec's code compiled once; each use against it.
    let library = try ForeignCompilers.run("kotlinc", generated + ["-d", "generated.jar"], in: directory)
    try #require(library.status == 0, "\(library.output.prefix(5_000))")
    for (template, compiles) in [("DAILY_MESSAGE", true), ("DAILY_MESAGE", false)] {
      try Data(Self.kotlinUse(template).utf8).write(to: directory.appendingPathComponent("Use.kt"))
      let checked = try ForeignCompilers.run(
        "kotlinc", ["Use.kt", "-cp", "generated.jar", "-d", "use-\(compiles)"], in: directory)
      if compiles {
        #expect(checked.status == 0, "\(checked.output.prefix(5_000))")
      } else {
        #expect(checked.status != 0 && checked.output.contains("DAILY_MESAGE"), "\(checked.output.prefix(5_000))")
      }
    }
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc")))
  func aMisspeltTemplateDoesNotCompileInTypeScript() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try PlatformAdapterTests.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    for source in try PlatformAdapterTests.files("Generated/typescript", ".ts")
    where !source.contains("Capacitor")
      && !source.contains("Expo") && !source.hasSuffix("specc-capacitor.ts") && !source.hasSuffix("specc-expo.ts")
    {
      try FileManager.default.copyItem(
        atPath: source, toPath: directory.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent).path)
    }
    for (template, compiles) in [("daily_message", true), ("daily_mesage", false)] {
      try Data(Self.typeScriptUse(template).utf8).write(to: directory.appendingPathComponent("use.ts"))
      let checked = try ForeignCompilers.run("tsc", ForeignCompilers.tscOptions + ["use.ts"], in: directory)
      if compiles {
        #expect(checked.status == 0, "\(checked.output.prefix(5_000))")
      } else {
        #expect(checked.status != 0 && checked.output.contains("daily_mesage"), "\(checked.output.prefix(5_000))")
      }
    }
  }
}
