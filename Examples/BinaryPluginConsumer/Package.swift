// swift-tools-version:6.0
import PackageDescription

// A consumer of specc's binary build plugin: it depends on the package scripts/release.sh writes
// (.build-release/specc-binary, the artifact bundle's prebuilt specc plus SpeccRuntime's sources)
// instead of on specc's sources, so its first build compiles SpeccRuntime and its own code only.
// scripts/check-binary-plugin.sh writes that package, then builds and runs this one.
let package = Package(
  name: "BinaryPluginConsumer",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../../.build-release/specc-binary")],
  targets: [
    .executableTarget(
      name: "BinaryPluginConsumer",
      dependencies: [.product(name: "SpeccRuntime", package: "specc-binary")],
      plugins: [.plugin(name: "SpeccBuildPlugin", package: "specc-binary")]
    )
  ],
  swiftLanguageModes: [.v6]
)
