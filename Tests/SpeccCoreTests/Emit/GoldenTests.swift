import Foundation
import Testing

@testable import SpeccCore

/// Golden files: each `Fixtures/Golden/<case>.yaml` is compiled and compared with the checked-in
/// `Fixtures/Golden/<case>/*.swift`; a mismatch shows a unified diff. `SPECC_RECORD=1 swift test`
/// rewrites the expected files in the source tree.
@Suite struct GoldenTests {
  /// The copy of `Fixtures/Golden` in the test bundle.
  static let bundled: URL? = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
    .appendingPathComponent("Golden")
  /// `Fixtures/Golden` in the source tree (written when recording).
  static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")
  static let recording = ProcessInfo.processInfo.environment["SPECC_RECORD"] == "1"
  /// The build's `Modules` folder (next to the test bundle's resources), holding SpeccRuntime.
  static var builtModules: String? {
    var dir = Bundle.module.bundleURL
    for _ in 0..<4 {
      dir = dir.deletingLastPathComponent()
      let modules = dir.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("SpeccRuntime.swiftmodule").path) {
        return modules.path
      }
    }
    return nil
  }

  static var cases: [String] {
    guard let dir = bundled, let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else {
      return []
    }
    return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The generated files of one case; the spec path is given relative, as the CLI would.
  static func generate(_ name: String) throws -> [OutputFile] {
    let dir = try #require(bundled, "Fixtures missing from the test bundle")
    let data = try Data(contentsOf: dir.appendingPathComponent(name + ".yaml"))
    let result = Pipeline.lint(bytes: Array(data), path: "Golden/\(name).yaml")
    let spec = try #require(result.spec, "Golden/\(name).yaml does not decode: \(result.diagnostics)")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "golden specs must lint without errors, as the CLI compiles only those: \(errors)")
    return Compiler.outputs(for: [spec])
  }

  @Test func thereAreCases() {
    #expect(Self.cases.count >= 3, "no golden cases found in the test bundle")
  }

  @Test(arguments: cases)
  func golden(_ name: String) throws {
    let files = try Self.generate(name)
    #expect(!files.isEmpty)
    #expect(try Self.generate(name) == files, "generation is not deterministic")
    if Self.recording {
      let dir = Self.source.appendingPathComponent(name).path
      _ = try Writer.write(files, to: dir, deleteStale: true)
      return
    }
    let expectedDir = try #require(Self.bundled).appendingPathComponent(name).path
    let changes = try Writer.changes(files, in: expectedDir)
    for change in changes {
      let diff = change.diff(directory: "Golden/\(name)")
      Issue.record(
        "Golden/\(name)/\(change.name) differs from the generated file (SPECC_RECORD=1 swift test re-records):\n\(diff)"
      )
    }
  }

  /// Every golden Swift file type-checks in Swift 6 mode (hostile names and strings included).
  @Test func goldenFilesTypecheck() throws {
    // One temporary folder for this run; only it is removed afterwards (never a path merely
    // under /tmp: the repository itself may live there).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specc-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Generated templates and flows import SpeccRuntime: use the module this test run built, or
    // build one from the sources when it cannot be found.
    var includes: [URL] = []
    if let modules = Self.builtModules {
      includes.append(URL(fileURLWithPath: modules))
    } else {
      let runtime = try SwiftcBatch.buildRuntimeModule(into: scratch)
      #expect(runtime.status == 0, "SpeccRuntime does not build:\n\(runtime.output)")
      includes.append(scratch)
    }
    var files: [String] = []
    for name in Self.cases {
      let folder = scratch.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      files += try Self.generate(name).map { file in
        let url = folder.appendingPathComponent(file.name)
        try Data(file.contents.utf8).write(to: url)
        return url.path
      }
    }
    #expect(files.count >= 3, "no golden output to type-check")
    let result = try SwiftcBatch.typecheck(files, moduleName: "GoldenCheck", includes: includes)
    #expect(result.status == 0, "generated golden code does not type-check:\n\(result.output)")
    #expect(!result.output.contains("warning:"), "generated golden code has warnings:\n\(result.output)")
  }
}
