// swift-tools-version:6.0
// The libFuzzer harness lives in its own package: a fuzzer executable has no `main`, so it cannot
// sit in the root package without breaking a plain `swift build`. Build and run it with
// `scripts/fuzz.sh SECONDS` (see docs/fuzzing.md).
import PackageDescription

let package = Package(
  name: "SpeccFuzz",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "SpeccFuzz", targets: ["SpeccFuzz"]),
    // The rule parser and the planner, with a time budget per input (issue 42).
    .executable(name: "SpeccRuleFuzz", targets: ["SpeccRuleFuzz"]),
  ],
  dependencies: [.package(name: "specc", path: "..")],
  targets: [
    .executableTarget(
      name: "SpeccFuzz",
      dependencies: [.product(name: "SpeccCore", package: "specc")]
    ),
    .executableTarget(
      name: "SpeccRuleFuzz",
      dependencies: [
        .product(name: "SpeccCore", package: "specc"), .product(name: "SpeccRuntime", package: "specc"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
