import Foundation
import Testing

@testable import SpeccCore

/// The runtimes specc writes beside generated Kotlin and TypeScript are the files under
/// `Runtimes/`, byte for byte: the build plugin embeds them, and nothing else may.
@Suite struct EmbeddedRuntimeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Runtimes")

  @Test(arguments: [("kotlin", ".kt"), ("typescript", ".ts")])
  func embeddedCopyEqualsTheFiles(folder: String, suffix: String) throws {
    let directory = Self.root.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(suffix) }
      .sorted()
    #expect(!names.isEmpty)
    let embedded = EmbeddedRuntimes.files[folder] ?? []
    #expect(embedded.map(\.name).sorted() == names)
    for file in embedded {
      let text = try String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
      #expect(file.text == text, "Runtimes/\(folder)/\(file.name) differs from the copy embedded in specc")
    }
  }

  @Test func emittedRuntimeFilesCarryTheHeaderAndTheSource() throws {
    let files = ForeignRuntime.files(folder: "kotlin", languageName: "Kotlin")
    let runtime = try #require(files.first { $0.name == "SpeccRuntime.kt" })
    #expect(
      runtime.contents.hasPrefix(GeneratedHeader.marker + "specc's Kotlin runtime (Runtimes/kotlin/SpeccRuntime.kt)"))
    let source = try String(contentsOf: Self.root.appendingPathComponent("kotlin/SpeccRuntime.kt"), encoding: .utf8)
    #expect(runtime.contents.hasSuffix(source))
  }
}
