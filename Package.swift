// swift-tools-version:6.0
import PackageDescription

// The runtimes of the generated languages (the `kotlin/*.kt` and `typescript/*.ts` that kotlinc
// and tsc compile in their own right), relative to Runtimes/. SwiftPM embeds each into the
// SpeccEmbeddedRuntimes module (`.embedInCode`), which needs no build-tool plugin: a plugin's
// output is missing when SwiftPM compiles specc again for the host, as the tool of a consumer's
// build plugin. Listed by name, not read from the folder: SwiftPM caches a manifest's result by
// its text, so a listing computed from the folder went stale when a runtime file was added. A new
// runtime file needs a line here and one in Runtimes/EmbeddedRuntimes.swift (EmbeddedRuntimeTests
// compares that table with the folders).
let runtimeFiles: [String] =
  [
    "GraphemeTables.kt", "Graphemes.kt", "NotificationIds.kt", "PluralRules.kt", "Plurals.kt", "Recurrence.kt",
    "SpeccPlanner.kt",
    "SpeccRuntime.kt", "TemplateLocalization.kt",
  ].map { "kotlin/" + $0 }
  + [
    "specc-grapheme-tables.ts", "specc-graphemes.ts", "specc-ids.ts", "specc-localization.ts", "specc-planner.ts",
    "specc-plural-rules.ts", "specc-plurals.ts", "specc-recurrence.ts", "specc-runtime.ts",
  ].map { "typescript/" + $0 }
  // The spec-independent halves of the platform adapters (issue 30): written beside the adapters
  // only, as they need the Android SDK or the plugins' types.
  + ["android/SpeccAndroid.kt", "adapters/specc-capacitor.ts", "adapters/specc-expo.ts"]

let package = Package(
  name: "specc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "specc", targets: ["specc"]),
    .library(name: "SpeccCore", targets: ["SpeccCore"]),
    .library(name: "SpeccRuntime", targets: ["SpeccRuntime"]),
    .library(name: "SpeccGenerated", targets: ["SpeccGenerated"]),
    .plugin(name: "SpeccBuildPlugin", targets: ["SpeccBuildPlugin"]),
    .plugin(name: "SpeccGeneratePlugin", targets: ["SpeccGeneratePlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "SpeccCore",
      dependencies: ["SpeccRuntime", "SpeccEmbeddedRuntimes", .product(name: "Yams", package: "Yams")]
    ),
    // The Kotlin and TypeScript runtimes are real files under Runtimes/, embedded at build time.
    .target(
      name: "SpeccEmbeddedRuntimes", path: "Runtimes", sources: ["EmbeddedRuntimes.swift"],
      resources: runtimeFiles.map { .embedInCode($0) }),
    .target(name: "SpeccRuntime"),
    .target(
      name: "SpeccGenerated", dependencies: ["SpeccRuntime"], path: "Generated",
      // specc's Kotlin and TypeScript output of the same specs; CI compiles them with kotlinc and tsc.
      exclude: ["kotlin", "typescript"]),
    .executableTarget(
      name: "specc",
      dependencies: [
        "SpeccCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(name: "SpeccBuildPlugin", capability: .buildTool(), dependencies: ["specc"]),
    .plugin(
      name: "SpeccGeneratePlugin",
      capability: .command(
        intent: .custom(verb: "specc-generate", description: "Regenerate Generated/ and docs/specs from Specs/"),
        permissions: [
          .writeToPackageDirectory(reason: "specc-generate rewrites the generated Swift and docs of the package")
        ]),
      dependencies: ["specc"]),
    .testTarget(
      name: "SpeccCoreTests", dependencies: ["SpeccCore", "SpeccRuntime", "SpeccEmbeddedRuntimes"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "GeneratedTests", dependencies: ["SpeccGenerated", "SpeccRuntime"]),
    .testTarget(name: "CLITests", dependencies: ["SpeccCore", "specc"]),
  ],
  swiftLanguageModes: [.v6]
)
