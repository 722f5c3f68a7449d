// swift-tools-version:6.0
import Foundation
import PackageDescription

// specc is this repository's root package, two folders up. SwiftPM names a path dependency after
// its folder, so the name is read from the path rather than assumed to be "specc".
let speccPath = "../.."
let speccPackage = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(speccPath)
  .standardizedFileURL.lastPathComponent

let package = Package(
  name: "AdapterWeek",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: speccPath)],
  targets: [
    // Sources/AdapterWeek/specc/platform.yaml (a link to Examples/platform.yaml) is compiled to
    // Swift at build time by the plugin, with the iOS adapter that .specc.yml asks for.
    .executableTarget(
      name: "AdapterWeek",
      // The generated code uses specc's small runtime library.
      dependencies: [.product(name: "SpeccRuntime", package: speccPackage)],
      // Links to Examples/sounds and Examples/attachments, which the spec names relative to itself:
      // specc checks them at build time; the app's bundle would carry them.
      exclude: ["specc/sounds", "specc/attachments"],
      plugins: [.plugin(name: "SpeccBuildPlugin", package: speccPackage)]
    )
  ],
  swiftLanguageModes: [.v6]
)
