// swift-tools-version:6.0
import Foundation
import PackageDescription

// specc is this repository's root package, two folders up. SwiftPM names a path dependency after
// its folder, so the name is read from the path rather than assumed to be "specc".
let speccPath = "../.."
let speccPackage = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(speccPath)
  .standardizedFileURL.lastPathComponent

let package = Package(
  name: "PlanAWeek",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: speccPath)],
  targets: [
    // Sources/PlanAWeek/specc/*.yaml (links to Specs/athan.yaml and Examples/medication.yaml) are compiled to Swift at build time by the plugin.
    .executableTarget(
      name: "PlanAWeek",
      // The generated code uses specc's small runtime library.
      dependencies: [.product(name: "SpeccRuntime", package: speccPackage)],
      plugins: [.plugin(name: "SpeccBuildPlugin", package: speccPackage)]
    )
  ],
  swiftLanguageModes: [.v6]
)
