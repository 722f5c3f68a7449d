import Foundation
import Testing

/// Issue 38: after the Resolve stage a declaration is reached through its handle, never looked up
/// again by the spelling of its id. `scripts/check-resolved-model.sh` lists every string-keyed
/// lookup of a declaration in SpeccCore outside `Resolve/`; this runs it on the sources, and on a
/// planted lookup to see it fail (so it cannot pass by searching nothing).
@Suite struct ResolvedModelCheckTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The script's exit status and output, run on `sources` (SpeccCore's folder by default).
  static func check(_ sources: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [root.appendingPathComponent("scripts/check-resolved-model.sh").path] + [sources?.path].compactMap { $0 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func noStringKeyedLookupOfADeclarationOutsideResolve() throws {
    let (status, output) = try Self.check()
    #expect(status == 0, "\(output)")
  }

  @Test func theCheckSeesAPlantedLookup() throws {
    let sources = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-model-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: sources) }
    for folder in ["Analysis", "Resolve"] {
      try FileManager.default.createDirectory(
        at: sources.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let lookup = "let template = spec.templates.first(where: { $0.id.value == id })\n"
    try lookup.write(to: sources.appendingPathComponent("Analysis/Planted.swift"), atomically: true, encoding: .utf8)
    // Inside Resolve/ the same lookup is the linker's, and allowed.
    try lookup.write(to: sources.appendingPathComponent("Resolve/Linker.swift"), atomically: true, encoding: .utf8)
    let (status, output) = try Self.check(sources)
    #expect(status == 1)
    let lines = output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("Analysis/Planted.swift:1:") })
    #expect(!lines.contains { $0.hasPrefix("Resolve/") })
    #expect(output.contains("1 string-keyed lookups"))
  }
}
