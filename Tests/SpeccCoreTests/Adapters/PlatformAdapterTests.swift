import Foundation
import Testing

@testable import SpeccCore

/// Issue 30: the platform adapters are optional output (`generator.adapters`), written from the
/// code model, type-checked against the declarations under Tests/PlatformDeclarations (swiftc,
/// kotlinc, tsc --strict) and driven against fakes that record calls (the JVM and node here; Swift
/// in GeneratedTests' `IOSAdapterTests`).
@Suite struct PlatformAdapterTests {
  static let root = SwiftcBatch.repositoryRoot
  static let declarations = root.appendingPathComponent("Tests/PlatformDeclarations")

  static func outputs(_ adapters: Set<AdapterPlatform>) throws -> [Language: [OutputFile]] {
    var options = PrinterOptions.defaults
    options.adapters = adapters
    let inputs = try SpecsLintCleanTests.specFiles.map { name in
      let spec = try GeneratedDocsTests.spec(name)
      return BackendInput(spec: spec, code: CodeModel.build(spec), options: options)
    }
    var result: [Language: [OutputFile]] = [:]
    for backend in BackendRegistry.standard.backends { result[backend.language] = backend.generate(inputs) }
    return result
  }

  @Test func withoutTheSettingTheGeneratedFilesAreUnchanged() throws {
    let without = try Self.outputs([])
    let with = try Self.outputs(Set(AdapterPlatform.allCases))
    for language in BackendRegistry.standard.languages {
      let plain = without[language] ?? []
      let adapted = with[language] ?? []
      // No adapter without the setting; with it, the same files plus the adapters, byte for byte.
      #expect(
        !plain.contains {
          $0.name.contains("Adapter") || $0.name.hasSuffix("Android.kt") || $0.name.hasPrefix("specc-capacitor")
            || $0.name.hasPrefix("specc-expo")
        })
      let extra = adapted.filter { file in !plain.contains { $0.name == file.name } }
      #expect(plain.allSatisfy { file in adapted.contains(file) }, "\(language)")
      #expect(!extra.isEmpty, "\(language)")
      // One adapter per spec that plans (OnTime has no planner).
      #expect(extra.allSatisfy { !$0.name.hasPrefix("OnTime") }, "\(extra.map(\.name))")
    }
    #expect(
      with[.typescript]?.filter { $0.name.hasSuffix("Capacitor.ts") || $0.name.hasSuffix("Expo.ts") }.count == 6)
    // Only the platforms asked for: iOS alone writes no Kotlin or TypeScript adapter.
    let ios = try Self.outputs([.ios])
    #expect(ios[.kotlin] == without[.kotlin] && ios[.typescript] == without[.typescript])
    #expect(ios[.swift]?.contains { $0.name == "TimeSafari+iOSAdapter.swift" } == true)
  }

  @Test func theAdaptersCarryTheSpecsChannelsAndCategories() throws {
    let with = try Self.outputs(Set(AdapterPlatform.allCases))
    let kotlin = try #require(with[.kotlin]?.first { $0.name == "TimeSafariAndroid.kt" }?.contents)
    #expect(
      kotlin.contains(
        "ChannelInfo(\"timesafari.daily\", \"TimeSafari Daily\", null, NotificationManager.IMPORTANCE_HIGH, null, null)"
      ))
    #expect(kotlin.contains("exactAlarms = true,") && kotlin.contains("windowMinutes = 10"))
    #expect(kotlin.contains("object TimeSafariAndroid : SpeccAndroid("))
    let swift = try #require(with[.swift]?.first { $0.name == "TimeSafari+iOSAdapter.swift" }?.contents)
    #expect(
      swift.contains(
        "CategoryInfo(id: \"TS_DAILY\", actions: [ActionInfo(id: \"OPEN\", title: \"Open\", foreground: true, destructive: false)])"
      ))
    let capacitor = try #require(with[.typescript]?.first { $0.name == "TimeSafariCapacitor.ts" }?.contents)
    #expect(capacitor.contains("{ id: \"timesafari.daily\", name: \"TimeSafari Daily\", importance: 4 }"))
    #expect(capacitor.contains("export const adapter = capacitorAdapter(spec);"))
    // The shared half, once per folder: the id hash lives there.
    let shared = try #require(with[.typescript]?.first { $0.name == "specc-capacitor.ts" }?.contents)
    #expect(shared.contains("import { numericId } from \"./specc-ids.js\";"))
    #expect(with[.typescript]?.filter { $0.name == "specc-capacitor.ts" || $0.name == "specc-expo.ts" }.count == 2)
  }

  @Test func projectConfigReadsTheAdapters() throws {
    let text = "generator:\n  languages: [swift]\n  adapters: [ios, capacitor]\n"
    let config = ProjectConfig.parse(Array(text.utf8), path: ".specc.yml", ruleIDs: [])
    #expect(config.diagnostics.isEmpty, "\(config.diagnostics)")
    #expect(config.adapters == [.ios, .capacitor] && config.printerOptions.adapters == [.ios, .capacitor])
    #expect(
      ProjectConfig.parse(Array("generator:\n  languages: [swift]\n".utf8), path: ".specc.yml", ruleIDs: [])
        .printerOptions.adapters.isEmpty)
    let wrong = ProjectConfig.parse(Array("generator:\n  adapters: [ios, web]\n".utf8), path: ".specc.yml", ruleIDs: [])
    #expect(wrong.diagnostics.count == 1 && wrong.diagnostics.first?.location.line == 2, "\(wrong.diagnostics)")
  }

  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-adapters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static func files(_ folder: String, _ suffix: String) throws -> [String] {
    let url = root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(suffix) }.sorted()
      .map { url.appendingPathComponent($0).path }
  }

  /// Generated/*.swift, the iOS adapters among them, type-check with UserNotifications declared
  /// (so `canImport(UserNotifications)` holds and the platform half is checked too).
  @Test func swiftAdaptersTypeCheckAgainstUserNotifications() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    // UserNotifications first: the runtime's half of the adapter (SpeccRuntime.UserNotificationsAdapter)
    // is type-checked against it too.
    let declared = try SwiftcBatch.run([
      "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UserNotifications",
      Self.declarations.appendingPathComponent("UserNotifications/UserNotifications.swift").path,
      "-emit-module-path", directory.appendingPathComponent("UserNotifications.swiftmodule").path,
    ])
    #expect(declared.status == 0, "\(declared.output)")
    let runtime = try SwiftcBatch.buildRuntimeModule(into: directory, includes: [directory])
    #expect(runtime.status == 0 && !runtime.output.contains("warning:"), "\(runtime.output)")
    let generated = try Self.files("Generated", ".swift")
    #expect(generated.filter { $0.hasSuffix("+iOSAdapter.swift") }.count == 3)
    let checked = try SwiftcBatch.typecheck(generated, moduleName: "SpeccGenerated", includes: [directory])
    #expect(checked.status == 0 && !checked.output.contains("warning:"), "\(checked.output.prefix(10_000))")
    // The check reaches the platform half: a call UserNotifications does not declare fails it.
    let broken = directory.appendingPathComponent("TimeSafari+iOSAdapter.swift")
    let text = try String(
      contentsOfFile: generated.first { $0.hasSuffix("TimeSafari+iOSAdapter.swift") } ?? "", encoding: .utf8)
    try Data(text.replacingOccurrences(of: "registerCategories(on: center)", with: "setCategories(center)").utf8).write(
      to: broken)
    let rest = generated.filter { $0.contains("/TimeSafari") && !$0.hasSuffix("+iOSAdapter.swift") }
    let failed = try SwiftcBatch.typecheck(rest + [broken.path], moduleName: "SpeccGenerated", includes: [directory])
    #expect(failed.status != 0 && failed.output.contains("setCategories"))
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc")))
  func androidAdapterCompilesAgainstTheDeclarationsAndPassesTheFakes() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.runOnTheJVM(
      try Self.files("Generated/kotlin", ".kt") + [
        Self.declarations.appendingPathComponent("fakes/AndroidFakes.kt").path
      ],
      main: "specc.adapterfakes.AndroidFakesKt", ok: "adapters: OK", in: directory)
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc")))
  func capacitorAndExpoAdaptersTypeCheckAndPassTheFakes() throws {
    guard ForeignCompilers.available("tsc"), ForeignCompilers.available("node") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.runOnNode(
      try Self.files("Generated/typescript", ".ts") + [
        Self.declarations.appendingPathComponent("fakes/adapter-fakes.ts").path
      ],
      script: "adapter-fakes.js", ok: "adapters: OK", in: directory)
  }

  /// Compiles `sources` with the Android declarations (kotlinc, no warning) and runs `main`;
  /// expects `ok` in what it prints.
  static func runOnTheJVM(_ sources: [String], main: String, ok: String, in directory: URL) throws {
    let all = sources + (try files("Tests/PlatformDeclarations/android", ".kt"))
    let compiled = try ForeignCompilers.run("kotlinc", all + ["-include-runtime", "-d", "fakes.jar"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(10_000))")
    let ran = try ForeignCompilers.run("java", ["-cp", "fakes.jar", main], in: directory)
    #expect(ran.status == 0 && ran.output.contains(ok), "\(ran.output)")
  }

  /// Copies `sources` and the plugins' declarations into `directory`, compiles every `.ts` there
  /// (tsc --strict …) and runs `script` on node; expects `ok` in what it prints.
  static func runOnNode(_ sources: [String], script: String, ok: String, in directory: URL) throws {
    for source in sources + (try files("Tests/PlatformDeclarations/typescript", ".d.ts")) {
      try FileManager.default.copyItem(
        atPath: source, toPath: directory.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent).path)
    }
    try Data(ForeignAdapterRun.nodeDeclarations.utf8).write(to: directory.appendingPathComponent("node.d.ts"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".ts") }
      .sorted()
    let compiled = try ForeignCompilers.run(
      "tsc", ForeignCompilers.tscOptions.filter { $0 != "--noEmit" } + ["--outDir", "out"] + names, in: directory)
    #expect(compiled.status == 0, "\(compiled.output.prefix(10_000))")
    try Data("{\"type\": \"module\"}".utf8).write(to: directory.appendingPathComponent("out/package.json"))
    let ran = try ForeignCompilers.run("node", ["out/" + script], in: directory)
    #expect(ran.status == 0 && ran.output.contains(ok), "\(ran.output)")
  }

  // MARK: - Examples/platform.yaml ("Rouse"): every field of issue 29 through each adapter

  /// What specc writes for Examples/platform.yaml with every adapter, by language.
  static func rouseOutputs() throws -> [Language: [OutputFile]] {
    let spec = try PlatformExampleTests.spec().0
    var options = PrinterOptions.defaults
    options.adapters = Set(AdapterPlatform.allCases)
    let input = BackendInput(spec: spec, code: CodeModel.build(spec), options: options)
    var result: [Language: [OutputFile]] = [:]
    for backend in BackendRegistry.standard.backends { result[backend.language] = backend.generate([input]) }
    return result
  }

  static func write(_ files: [OutputFile], to directory: URL) throws -> [String] {
    try files.map { file in
      let url = directory.appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: url)
      return url.path
    }
  }

  @Test func theRouseAdaptersCarryEveryField() throws {
    let outputs = try Self.rouseOutputs()
    let kotlin = try #require(outputs[.kotlin]?.first { $0.name == "RouseAndroid.kt" }?.contents)
    #expect(
      kotlin.contains("SpeccAndroid.ChannelGroupInfo(\"wake\", \"Waking up\", \"Alarms and what rings with them.\")"))
    #expect(
      kotlin.contains(
        "vibrationPattern = listOf(0L, 800L, 400L, 800L), group = \"wake\", visibility = Notification.VISIBILITY_PUBLIC, bypassDnd = true)"
      ))
    #expect(
      kotlin.contains(
        "\"alarm_ring\" to SpeccAndroid.ContentInfo(group = \"alarms\", badgeToken = \"alarms_today\", fullScreenIntent = true, ongoing = true)"
      ))
    #expect(
      kotlin.contains(
        "SpeccAndroid.CategoryInfo(\"ALARM\", listOf(SpeccAndroid.ActionInfo(\"STOP\", \"Stop\", false, true)"))
    #expect(kotlin.contains("SpeccAndroid.ChannelChoice(\"alarm\", \"birdsong.wav\", \"rouse.alarms.birdsong\")"))
    #expect(
      kotlin.contains(
        "\"alarms_summary\" to SpeccAndroid.ContentInfo(group = \"alarms\", groupSummary = true, visibility = Notification.VISIBILITY_PRIVATE)"
      ))
    // One shared adapter per output folder, the spec's file only data.
    #expect(outputs[.kotlin]?.filter { $0.name == "SpeccAndroid.kt" }.count == 1)
    #expect(!kotlin.contains("AlarmManager") && !kotlin.contains("fun apply"))
    let swift = try #require(outputs[.swift]?.first { $0.name == "Rouse+iOSAdapter.swift" }?.contents)
    #expect(
      swift.contains(
        "\"alarm_ring\": ContentInfo(interruptionLevel: \"timeSensitive\", thread: \"alarms\", badgeToken: \"alarms_today\", attachments: [\"attachments/sunrise.png\"]),"
      ))
    #expect(swift.contains("\"bedtime_nudge\": ContentInfo(interruptionLevel: \"passive\"),"))
    let expo = try #require(outputs[.typescript]?.first { $0.name == "RouseExpo.ts" }?.contents)
    #expect(expo.contains("lockscreenVisibility: \"PUBLIC\", bypassDnd: true"))
    #expect(outputs[.typescript]?.contains { $0.name == "specc-expo.ts" } == true)
  }

  /// The iOS adapter of the example, built with the runtime against the UserNotifications
  /// declarations (whose center records what it is given), applies a plan: each request carries
  /// the interruption level, thread, badge, attachment and category the spec gives its template.
  @Test func rouseIOSRequestsCarryIssue29sFields() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let declared = try SwiftcBatch.run([
      "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
      "UserNotifications", Self.declarations.appendingPathComponent("UserNotifications/UserNotifications.swift").path,
      "-o", directory.appendingPathComponent("libUserNotifications.a").path,
    ])
    try #require(declared.status == 0, "\(declared.output)")
    let sources = SwiftcBatch.repositoryRoot.appendingPathComponent("Sources/SpeccRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
    let runtime = try SwiftcBatch.run(
      [
        "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
        "SpeccRuntime", "-I", directory.path, "-o", directory.appendingPathComponent("libSpeccRuntime.a").path,
      ] + runtimeFiles)
    try #require(runtime.status == 0, "\(runtime.output)")
    let generated = try Self.write(try Self.rouseOutputs()[.swift] ?? [], to: directory)
    let main = directory.appendingPathComponent("main.swift")
    try Data(Self.rouseIOSMain.utf8).write(to: main)
    let app = directory.appendingPathComponent("app")
    let build = try SwiftcBatch.run(
      [
        "-swift-version", "6", "-strict-concurrency=complete", "-I", directory.path, "-L", directory.path,
        "-lSpeccRuntime", "-lUserNotifications", "-o", app.path,
      ] + generated + [main.path])
    try #require(build.status == 0, "\(build.output.prefix(10_000))")
    let ran = try ForeignCompilers.run(app.path, [], in: directory)
    #expect(ran.status == 0 && ran.output.contains("rouse ios: OK"), "\(ran.output)")
  }

  static let rouseIOSMain = """
    import Foundation
    import SpeccRuntime
    import UserNotifications

    nonisolated(unsafe) var failures = 0
    func check(_ condition: Bool, _ what: String) {
      if !condition { failures += 1; print("FAIL: \\(what)") }
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    let items = [
      Scheduling.UserItem(kind: "alarm", id: "weekday", when: .at(Scheduling.LocalTime(hour: 6, minute: 30))),
      Scheduling.UserItem(kind: "alarm", id: "nap", when: .at(Scheduling.LocalTime(hour: 15, minute: 0))),
    ]
    let plan = Rouse.Planner.plan(
      Rouse.Planner.iOS, now: Date(timeIntervalSince1970: 1_772_452_800), calendar: calendar, userItems: items
    ) { TemplateRendering.RenderedNotification(title: $0.userItemID ?? $0.itemID, body: "ringing") }
    Rouse.IOSAdapter.registerCategories()
    // Issue 37: the app's own requests (one even spelt in Rouse's namespace, without its marker) and
    // another spec's are never read or removed.
    let own = UNMutableNotificationContent()
    own.userInfo = ["route": "/glucose"]
    try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "glucose", content: own, trigger: nil))
    try await UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: "specc.rouse.0900.at.2026-03-02", content: own, trigger: nil))
    let other = UNMutableNotificationContent()
    other.userInfo = ["speccNamespace": "specc.other."]
    try await UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: "specc.other.0800.at.2026-03-03", content: other, trigger: nil))
    let center = UserNotificationsAdapter.SystemCenter(
      adapter: Rouse.IOSAdapter.adapter, calendar: calendar, badge: { token, _ in token == "alarms_today" ? 2 : nil },
      attachment: { URL(fileURLWithPath: "/app/" + $0) })
    try await Rouse.IOSAdapter.apply(plan, to: center)
    let requests = UNUserNotificationCenter.current().pending.filter { $0.identifier.hasPrefix(Rouse.Planner.namespace) }
      .filter { $0.content.userInfo["speccNamespace"] as? String == Rouse.Planner.namespace }
    check(!requests.isEmpty && requests.count == plan.notifications.count, "every request of the plan carries Rouse's marker")
    for request in requests {
      let content = request.content
      print(
        "add \\(request.identifier) level \\(content.interruptionLevel) thread \\(content.threadIdentifier) badge \\(content.badge.map { "\\($0)" } ?? "-") attachments \\(content.attachments.map(\\.identifier)) category \\(content.categoryIdentifier)"
      )
    }
    let alarms = requests.filter { $0.content.categoryIdentifier == "ALARM" }
    let nudges = requests.filter { $0.content.categoryIdentifier.isEmpty }
    check(!alarms.isEmpty && !nudges.isEmpty, "the plan holds alarms and nudges")
    check(
      alarms.allSatisfy {
        $0.content.interruptionLevel == .timeSensitive && $0.content.threadIdentifier == "alarms"
          && $0.content.badge?.intValue == 2 && $0.content.attachments.map(\\.identifier) == ["attachments/sunrise.png"]
          && $0.content.attachments.first?.url.path == "/app/attachments/sunrise.png"
      }, "an alarm is time-sensitive, in its thread, counts today's alarms, shows its picture")
    check(
      nudges.allSatisfy { $0.content.interruptionLevel == .passive && $0.content.badge == nil && $0.content.attachments.isEmpty },
      "the nudge is passive and carries nothing else")
    let categories = UNUserNotificationCenter.current().categories
    check(
      categories.map(\\.identifier) == ["ALARM"]
        && categories.first?.actions.map { "\\($0.identifier):\\($0.options.rawValue)" } == ["STOP:2", "SNOOZE:0", "OPEN:4"],
      "the category with Stop (destructive), Snooze and Open (foreground)")
    // The app's hooks (issue 37): its userInfo beside specc's id, the chosen sound, its last changes.
    if let ring = plan.notifications.first(where: { $0.category == "ALARM" }) {
      var customized: [String] = []
      let hooked = Rouse.IOSAdapter.adapter.request(
        for: ring, calendar: calendar, soundChoice: { _ in "birdsong.wav" },
        userInfo: { ["eventId": "evt-" + ($0.occurrence.userItemID ?? ""), "url": "rouse://alarm"] },
        customize: { content, note in
          customized.append(note.id)
          content.subtitle = "app"
        })
      let info = hooked.content.userInfo
      print("hooked \\(hooked.identifier) userInfo \\(info.keys.map { "\\($0)" }.sorted()) sound \\(hooked.content.sound?.name?.rawValue ?? "-")")
      check(
        info["eventId"] as? String == "evt-" + (ring.occurrence.userItemID ?? "") && info["url"] as? String == "rouse://alarm"
          && info[UserNotificationsAdapter.idKey] as? String == ring.id
          && info[UserNotificationsAdapter.namespaceKey] as? String == Rouse.Planner.namespace,
        "the app's userInfo travels beside specc's id and namespace")
      check(hooked.content.sound?.name?.rawValue == "birdsong.wav", "the chosen sound plays")
      check(customized == [ring.id] && hooked.content.subtitle == "app", "customize is called once, last")
      let plain = Rouse.IOSAdapter.adapter.request(for: ring, calendar: calendar)
      check(plain.content.userInfo.count == 2 && plain.content.sound?.name?.rawValue == (ring.sound == "default" ? nil : ring.sound),
        "without hooks: specc's id and namespace only, the plan's sound")
    } else {
      check(false, "the plan holds an alarm")
    }
    // Everything of Rouse's off: its requests go, the app's own and the other spec's stay.
    let off = Rouse.Planner.plan(
      Rouse.Planner.iOS, now: Date(timeIntervalSince1970: 1_772_452_800), calendar: calendar,
      settings: Scheduling.Settings(items: [:])
    ) { _ in nil }
    let removed = try await Rouse.IOSAdapter.apply(off, to: center)
    let left = UNUserNotificationCenter.current().pending.map(\\.identifier).sorted()
    check(
      removed.cancel.count == plan.notifications.count
        && left == ["glucose", "specc.other.0800.at.2026-03-03", "specc.rouse.0900.at.2026-03-02"],
      "only Rouse's own requests are removed (left: \\(left))")
    if failures > 0 { exit(1) }
    print("rouse ios: OK")

    """

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc")))
  func rouseAndroidAdapterCarriesIssue29sFields() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = try Self.write(try Self.rouseOutputs()[.kotlin] ?? [], to: directory)
    try Self.runOnTheJVM(
      generated + [Self.declarations.appendingPathComponent("fakes/RouseFakes.kt").path],
      main: "specc.adapterfakes.rouse.RouseFakesKt", ok: "rouse adapters: OK", in: directory)
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc")))
  func rouseCapacitorAndExpoAdaptersCarryIssue29sFields() throws {
    guard ForeignCompilers.available("tsc"), ForeignCompilers.available("node") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scratch = directory.appendingPathComponent("generated")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let generated = try Self.write(try Self.rouseOutputs()[.typescript] ?? [], to: scratch)
    try Self.runOnNode(
      generated + [Self.declarations.appendingPathComponent("fakes/rouse-fakes.ts").path],
      script: "rouse-fakes.js", ok: "rouse adapters: OK", in: directory)
  }
}
