import Foundation
import PackagePlugin

/// Embeds the Kotlin and TypeScript runtimes (`Runtimes/kotlin/*.kt`, `Runtimes/typescript/*.ts`)
/// into SpeccCore at build time. The runtimes are real source files, compiled and tested by
/// kotlinc and tsc in their own right; `specc-embed` turns them into `EmbeddedRuntimes.swift` in
/// the plugin's work directory, which SpeccCore compiles. Its inputs are the runtime files, so
/// an edit to one re-embeds it and nothing else does.
@main
struct EmbedRuntimes: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let root = context.package.directoryURL.appendingPathComponent("Runtimes")
    var inputs: [URL] = []
    for (folder, suffix) in [("kotlin", ".kt"), ("typescript", ".ts")] {
      let directory = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      inputs += names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.appendingPathComponent($0) }
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuntimes.swift")
    return [
      .buildCommand(
        displayName: "specc: embedding \(inputs.count) runtime file(s)",
        executable: try context.tool(named: "specc-embed").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
