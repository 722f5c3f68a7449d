/// The Swift backend: each spec's files at its configuration's access level and layout. Swift's
/// runtime is the `SpeccRuntime` package target, so no runtime file is written beside them.
enum SwiftBackend {
  static let backend = Backend(
    language: .swift, displayName: "Swift", fileExtension: ".swift", writesIntoMainOutput: true,
    generate: { inputs in
      inputs.flatMap { $0.config.adjusted(Compiler.outputs(for: [$0.spec])) }.sorted { $0.name < $1.name }
    },
    limits: nil, limitRule: nil)
}
