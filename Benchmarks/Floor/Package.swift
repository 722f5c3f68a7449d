// swift-tools-version:6.0
// The floor for any specc: the same dependencies as specc (ArgumentParser; Yams, which brings
// libyaml and Foundation), the same `lint` command line parsed, then nothing done.
// scripts/bench.sh builds it the way it builds specc and times it beside specc lint.
import PackageDescription

let package = Package(
  name: "floor",
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
  ],
  targets: [
    .executableTarget(
      name: "floor",
      dependencies: [
        .product(name: "Yams", package: "Yams"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
