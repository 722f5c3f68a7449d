import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory specc-generate`: regenerates the checked-in
/// Swift and docs of a package from its specs.
///
///     specc compile <specs> --output <generated>
///     specc docs <specs> --output <docs>/specs
///
/// Options (all relative to the package): `--specs DIR` (default `Specs`), `--generated DIR`
/// (default `Generated`), `--docs DIR` (default `docs`), `--check` (write nothing; exit non-zero
/// when anything is out of date).
@main
struct SpeccGeneratePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try generate(arguments, in: context.package.directoryURL, specc: context.tool(named: "specc").url)
  }

  /// Runs specc in `root` (a package's or an Xcode project's folder) as `arguments` ask.
  func generate(_ arguments: [String], in root: URL, specc: URL) throws {
    var extractor = ArgumentExtractor(arguments)
    // specc runs in the package directory with relative paths, so the generated headers and docs
    // name `Specs/x.yaml`, exactly as `specc compile Specs --output Generated` run by hand does.
    let specs = extractor.extractOption(named: "specs").last ?? "Specs"
    let generated = extractor.extractOption(named: "generated").last ?? "Generated"
    let docs = (extractor.extractOption(named: "docs").last ?? "docs") + "/specs"
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw GenerateError("unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
    }
    let flags = check ? ["--check"] : []
    try run(specc, ["compile", specs, "--output", generated] + flags, in: root)
    try run(specc, ["docs", specs, "--output", docs] + flags, in: root)
  }

  private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GenerateError("specc \(arguments.first ?? "") failed with exit code \(process.terminationStatus)")
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same command on an Xcode project (File ▸ Packages, or the project's context menu), run
  /// in the project's folder. Not compiled on Linux, where Xcode's plugin API does not exist.
  extension SpeccGeneratePlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try generate(arguments, in: context.xcodeProject.directoryURL, specc: context.tool(named: "specc").url)
    }
  }
#endif

/// A failure the plugin reports to `swift package`.
struct GenerateError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
