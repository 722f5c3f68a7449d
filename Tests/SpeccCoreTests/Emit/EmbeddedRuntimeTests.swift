import Foundation
import SpeccEmbeddedRuntimes
import Testing

@testable import SpeccCore

/// The runtimes specc writes beside generated Kotlin and TypeScript are the files under
/// `Runtimes/`, byte for byte: SwiftPM embeds them (`Runtimes/EmbeddedRuntimes.swift`), and nothing else may.
@Suite struct EmbeddedRuntimeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Runtimes")

  /// Every file of every language folder is embedded, and nothing else: a new runtime file
  /// without its line in `Runtimes/EmbeddedRuntimes.swift` fails here.
  @Test func embeddedCopiesEqualTheFiles() throws {
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: Self.root.path).filter { folder in
      var isDirectory: ObjCBool = false
      return !folder.hasPrefix(".")
        && manager.fileExists(atPath: Self.root.appendingPathComponent(folder).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    #expect(folders.sorted() == EmbeddedRuntimes.files.keys.sorted())
    #expect(folders.contains("kotlin") && folders.contains("typescript"))
    for folder in folders {
      let directory = Self.root.appendingPathComponent(folder)
      let names = try manager.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
      #expect(!names.isEmpty)
      let embedded = EmbeddedRuntimes.files[folder] ?? []
      #expect(embedded.map(\.name).sorted() == names, "Runtimes/\(folder): a file is not embedded")
      for file in embedded {
        let text = try String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
        #expect(file.text == text, "Runtimes/\(folder)/\(file.name) differs from the copy embedded in specc")
      }
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
