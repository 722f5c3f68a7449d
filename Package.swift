// swift-tools-version:6.0
import PackageDescription

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
      dependencies: ["SpeccRuntime", .product(name: "Yams", package: "Yams")],
      // The Kotlin and TypeScript runtimes are real files under Runtimes/, embedded at build time.
      plugins: ["EmbedRuntimes"]
    ),
    .executableTarget(name: "specc-embed", path: "Sources/specc-embed"),
    .plugin(name: "EmbedRuntimes", capability: .buildTool(), dependencies: ["specc-embed"]),
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
    .testTarget(name: "SpeccCoreTests", dependencies: ["SpeccCore", "SpeccRuntime"], resources: [.copy("Fixtures")]),
    .testTarget(name: "GeneratedTests", dependencies: ["SpeccGenerated", "SpeccRuntime"]),
    .testTarget(name: "CLITests", dependencies: ["SpeccCore", "specc"]),
  ],
  swiftLanguageModes: [.v6]
)
