import Foundation
import Testing

/// Every file of the hostile corpus, run through the real binary: exit 1 and a located
/// diagnostic naming the file; never a crash (signal), a hang or exit 0.
@Suite struct HostileCorpusCLITests {
  static let folder = "Tests/SpeccCoreTests/Fixtures/Hostile"

  static var files: [String] {
    let path = CLI.root.appendingPathComponent(folder).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func corpusIsThere() {
    #expect(Self.files.count >= 12)
  }

  @Test(arguments: files)
  func hostileFileFailsCleanly(_ name: String) throws {
    let path = "\(Self.folder)/\(name)"
    let run = try CLI.run(["lint", path])
    #expect(run.status == 1, "\(name): exit \(run.status)\n\(run.output)")
    let pattern = "\(path):"
    let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix(pattern), "\(name): first line does not name the file: \(first)")
    let location = first.dropFirst(pattern.count).split(separator: ":").prefix(2).compactMap { Int($0) }
    #expect(location.count == 2 && location.allSatisfy { $0 >= 1 }, "\(name): no line:column in \(first)")
    #expect(first.contains(": error: "), "\(name): \(first)")
  }
}
