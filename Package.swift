// swift-tools-version:6.0
import Foundation
import PackageDescription

// The runtimes of the generated languages: every file of every folder of Runtimes/ (the
// `kotlin/*.kt`, `typescript/*.ts` that kotlinc and tsc compile in their own right), relative to
// Runtimes/. SwiftPM embeds each into the SpeccEmbeddedRuntimes module (`.embedInCode`), which
// needs no build-tool plugin: a plugin's output is missing when SwiftPM compiles specc again for
// the host, as the tool of a consumer's build plugin.
let runtimeFiles: [String] = {
  let root = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Runtimes")
  let manager = FileManager.default
  var files: [String] = []
  for folder in ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where !folder.hasPrefix(".") {
    var isDirectory: ObjCBool = false
    let directory = root.appendingPathComponent(folder)
    guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
    let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    files += names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
  }
  return files
}()

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
