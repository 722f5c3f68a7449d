import Foundation
import PackagePlugin

/// Generates Swift from a target's specs at build time.
///
/// The specs are the target's `*.yaml` / `*.yml` files — only those directly inside a folder
/// named `specc` when the target has such files. One build command compiles them all into `SpeccGenerated.swift` in the
/// plugin's work directory; its inputs are the spec files and its output is that one file, so
/// the build system re-runs specc only when a spec changed (a no-op build does not run it).
@main
struct SpeccBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let specs = Self.specs(in: target.sourceFiles.map(\.url))
    guard !specs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("SpeccGenerated.swift")
    return [
      .buildCommand(
        displayName: "specc: generating Swift for \(target.name) from \(specs.count) spec(s)",
        executable: try context.tool(named: "specc").url,
        // Headers name each spec relative to the package, so every machine generates the same bytes.
        arguments: ["plugin-compile", "--output", output.path, "--relative-to", context.package.directoryURL.path]
          + specs.map(\.path),
        inputFiles: specs,
        outputFiles: [output])
    ]
  }

  /// The spec files among `files`: YAML files, restricted to those in `specc/` folders if any are.
  static func specs(in files: [URL]) -> [URL] {
    let yaml = files.filter { ["yaml", "yml"].contains($0.pathExtension) }
    let inFolder = yaml.filter { $0.deletingLastPathComponent().lastPathComponent == "specc" }
    return (inFolder.isEmpty ? yaml : inFolder).sorted { $0.path < $1.path }
  }
}
