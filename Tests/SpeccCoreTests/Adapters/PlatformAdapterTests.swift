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
      #expect(!plain.contains { $0.name.contains("Adapter") || $0.name.hasSuffix("Android.kt") })
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
    #expect(kotlin.contains("const val EXACT_ALARMS: Boolean = true") && kotlin.contains("WINDOW_MINUTES: Int = 10"))
    let swift = try #require(with[.swift]?.first { $0.name == "TimeSafari+iOSAdapter.swift" }?.contents)
    #expect(
      swift.contains(
        "CategoryInfo(id: \"TS_DAILY\", actions: [ActionInfo(id: \"OPEN\", title: \"Open\", foreground: true, destructive: false)])"
      ))
    let capacitor = try #require(with[.typescript]?.first { $0.name == "TimeSafariCapacitor.ts" }?.contents)
    #expect(capacitor.contains("{ id: \"timesafari.daily\", name: \"TimeSafari Daily\", importance: 4 }"))
    #expect(capacitor.contains("import { numericId } from \"./specc-ids.js\";"))
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
    let runtime = try SwiftcBatch.buildRuntimeModule(into: directory)
    #expect(runtime.status == 0, "\(runtime.output)")
    let declared = try SwiftcBatch.run([
      "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UserNotifications",
      Self.declarations.appendingPathComponent("UserNotifications/UserNotifications.swift").path,
      "-emit-module-path", directory.appendingPathComponent("UserNotifications.swiftmodule").path,
    ])
    #expect(declared.status == 0, "\(declared.output)")
    let generated = try Self.files("Generated", ".swift")
    #expect(generated.filter { $0.hasSuffix("+iOSAdapter.swift") }.count == 3)
    let checked = try SwiftcBatch.typecheck(generated, moduleName: "SpeccGenerated", includes: [directory])
    #expect(checked.status == 0 && !checked.output.contains("warning:"), "\(checked.output.prefix(10_000))")
    // The check reaches the platform half: a call UserNotifications does not declare fails it.
    let broken = directory.appendingPathComponent("TimeSafari+iOSAdapter.swift")
    let text = try String(
      contentsOfFile: generated.first { $0.hasSuffix("TimeSafari+iOSAdapter.swift") } ?? "", encoding: .utf8)
    try Data(text.replacingOccurrences(of: "setNotificationCategories(", with: "setCategories(").utf8).write(to: broken)
    let rest = generated.filter { $0.contains("/TimeSafari") && !$0.hasSuffix("+iOSAdapter.swift") }
    let failed = try SwiftcBatch.typecheck(rest + [broken.path], moduleName: "SpeccGenerated", includes: [directory])
    #expect(failed.status != 0 && failed.output.contains("setCategories"))
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc")))
  func androidAdapterCompilesAgainstTheDeclarationsAndPassesTheFakes() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources =
      try Self.files("Generated/kotlin", ".kt") + Self.files("Tests/PlatformDeclarations/android", ".kt")
      + [Self.declarations.appendingPathComponent("fakes/AndroidFakes.kt").path]
    let compiled = try ForeignCompilers.run(
      "kotlinc", sources + ["-include-runtime", "-d", "fakes.jar"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(10_000))")
    let ran = try ForeignCompilers.run(
      "java", ["-cp", "fakes.jar", "specc.adapterfakes.AndroidFakesKt"], in: directory)
    #expect(ran.status == 0 && ran.output.contains("adapters: OK"), "\(ran.output)")
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc")))
  func capacitorAndExpoAdaptersTypeCheckAndPassTheFakes() throws {
    guard ForeignCompilers.available("tsc"), ForeignCompilers.available("node") else { return }
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources =
      try Self.files("Generated/typescript", ".ts") + Self.files("Tests/PlatformDeclarations/typescript", ".d.ts")
      + [Self.declarations.appendingPathComponent("fakes/adapter-fakes.ts").path]
    for source in sources {
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
    let ran = try ForeignCompilers.run("node", ["out/adapter-fakes.js"], in: directory)
    #expect(ran.status == 0 && ran.output.contains("adapters: OK"), "\(ran.output)")
  }
}
