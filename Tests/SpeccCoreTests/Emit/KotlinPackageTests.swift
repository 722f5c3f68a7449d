import Foundation
import Testing

@testable import SpeccCore

/// Issue 31: with `generator.kotlin.package`, every spec's Kotlin is in a package of its own below
/// the project's, and the specs' files compile together with the runtime.
@Suite struct KotlinPackageTests {
  static func files() throws -> [OutputFile] {
    let specs = try SpecsLintCleanTests.specFiles.map { try GeneratedDocsTests.spec($0) }
    let options = PrinterOptions(kotlinPackage: "com.example.notify", kotlinRuntimeBeside: false)
    return Compiler.outputs(for: specs, language: .kotlin, options: options)
  }

  @Test func everySpecIsInTheProjectsPackageWithoutTheRuntime() throws {
    let files = try Self.files()
    #expect(files.count == SpecsLintCleanTests.specFiles.count, "\(files.map(\.name))")
    for file in files {
      let own = "com.example.notify." + file.name.dropLast(3).lowercased()
      #expect(file.contents.contains("\npackage \(own)\n"), "\(file.name)")
      #expect(!file.contents.contains("specc.generated."), "\(file.name)")
    }
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func theyCompileTogetherWithTheRuntime() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try ForeignInjectionTests.scratch("kotlin-package")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try Self.files() + KotlinEmitter.runtime
    for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    let compiled = try ForeignCompilers.run("kotlinc", files.map(\.name) + ["-d", "out"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(5_000))")
  }
}
