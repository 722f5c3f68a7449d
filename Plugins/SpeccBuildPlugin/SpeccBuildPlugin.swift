import Foundation
import PackagePlugin

/// Generates Swift from a target's specs at build time.
///
/// The specs are the target's `*.yaml` / `*.yml` files — only those directly inside a folder
/// named `specc` when the target has such files. One build command compiles them all into `SpeccGenerated.swift` in the
/// plugin's work directory; its inputs are the spec files and the `.specc.yml` each of them
/// follows, and its output is that one file, so the build system re-runs specc when a spec or
/// its configuration changed (a no-op build does not run it).
@main
struct SpeccBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try Self.commands(
      target: target.name, files: target.sourceFiles.map(\.url), root: context.package.directoryURL,
      workDirectory: context.pluginWorkDirectoryURL, specc: context.tool(named: "specc").url)
  }

  /// The one build command for a target's `files` (none when it has no spec). Shared by SwiftPM
  /// and Xcode projects.
  static func commands(target: String, files: [URL], root: URL, workDirectory: URL, specc: URL) -> [Command] {
    let specs = Self.specs(in: files)
    guard !specs.isEmpty else { return [] }
    let output = workDirectory.appendingPathComponent("SpeccGenerated.swift")
    return [
      .buildCommand(
        displayName: "specc: generating Swift for \(target) from \(specs.count) spec(s)",
        executable: specc,
        // Headers name each spec relative to the package, so every machine generates the same bytes.
        arguments: ["plugin-compile", "--output", output.path, "--relative-to", root.path] + specs.map(\.path),
        inputFiles: specs + configurations(of: specs),
        outputFiles: [output])
    ]
  }

  /// The spec files among `files`: YAML files, restricted to those in `specc/` folders if any are.
  static func specs(in files: [URL]) -> [URL] {
    let yaml = files.filter { ["yaml", "yml"].contains($0.pathExtension) }
    let inFolder = yaml.filter { $0.deletingLastPathComponent().lastPathComponent == "specc" }
    return (inFolder.isEmpty ? yaml : inFolder).sorted { $0.path < $1.path }
  }

  /// The `.specc.yml` each spec follows (the nearest from its folder upward, as specc finds it):
  /// an input of the command, so that changing a rule's severity or `access_level` alone
  /// regenerates. A configuration created later, nearer than these, is seen at the next change of
  /// a spec.
  static func configurations(of specs: [URL]) -> [URL] {
    var found = Set<String>()
    for spec in specs {
      var folder = spec.deletingLastPathComponent().standardizedFileURL
      while true {
        let candidate = folder.appendingPathComponent(".specc.yml")
        if FileManager.default.fileExists(atPath: candidate.path) {
          found.insert(candidate.path)
          break
        }
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else { break }
        folder = parent
      }
    }
    return found.sorted().map { URL(fileURLWithPath: $0) }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same command for a target of an Xcode project (not compiled on Linux, where Xcode's
  /// plugin API does not exist).
  extension SpeccBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try Self.commands(
        target: target.displayName, files: target.inputFiles.map(\.url),
        root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
        specc: context.tool(named: "specc").url)
    }
  }
#endif
