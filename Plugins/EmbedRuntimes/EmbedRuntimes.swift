import Foundation
import PackagePlugin

/// Embeds the runtimes of the generated languages (`Runtimes/<language>/*`, e.g. `Runtimes/kotlin/*.kt`)
/// into SpeccCore at build time. The runtimes are real source files, compiled and tested by
/// kotlinc and tsc in their own right; `specc-embed` turns them into `EmbeddedRuntimes.swift` in
/// the plugin's work directory, which SpeccCore compiles. Its inputs are the runtime files, so
/// an edit to one re-embeds it and nothing else does.
@main
struct EmbedRuntimes: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let root = context.package.directoryURL.appendingPathComponent("Runtimes")
    // Every file of every language folder (`Runtimes/kotlin/*.kt`, …): a new language's runtime
    // is embedded by adding its folder.
    var inputs: [URL] = []
    let fileManager = FileManager.default
    for folder in ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    where !folder.hasPrefix(".") {
      let directory = root.appendingPathComponent(folder)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
      inputs += names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
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
