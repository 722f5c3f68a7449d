import Foundation
import Testing

@testable import SpeccCore

@Suite struct WriterTests {
  /// A fresh empty directory, removed after `body`.
  func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("specc-writer-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  let header = GeneratedHeader.lines(specPath: "Specs/demo.yaml")

  @Test func createsDirectoryWritesAndSkipsUnchanged() throws {
    try withTemporaryDirectory { dir in
      let out = dir + "/nested/Generated"
      let files = [OutputFile(name: "B.swift", contents: "b\n"), OutputFile(name: "A.swift", contents: "a\n")]
      let first = try Writer.write(files, to: out)
      #expect(first.written == ["A.swift", "B.swift"])
      #expect(first.unchanged.isEmpty)
      #expect(read(out + "/A.swift") == "a\n")

      let second = try Writer.write([files[0], OutputFile(name: "A.swift", contents: "a2\n")], to: out)
      #expect(second.written == ["A.swift"])
      #expect(second.unchanged == ["B.swift"])
      #expect(read(out + "/A.swift") == "a2\n")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
  }

  @Test func unchangedFilesKeepTheirModificationDate() throws {
    try withTemporaryDirectory { dir in
      let file = OutputFile(name: "A.swift", contents: "a\n")
      _ = try Writer.write([file], to: dir)
      let past = Date(timeIntervalSince1970: 1_000_000)
      try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: dir + "/A.swift")
      _ = try Writer.write([file], to: dir)
      let date = try FileManager.default.attributesOfItem(atPath: dir + "/A.swift")[.modificationDate] as? Date
      #expect(date == past)
    }
  }

  @Test(arguments: ["", ".", "..", "../evil.swift", "sub/A.swift", "/etc/passwd", "a..b", "nul\0.swift", #"a\b"#])
  func refusesNamesOutsideTheDirectory(_ name: String) throws {
    try withTemporaryDirectory { dir in
      #expect(throws: WriteError.invalidName(name)) {
        try Writer.write([OutputFile(name: name, contents: "x")], to: dir + "/out")
      }
      #expect(!FileManager.default.fileExists(atPath: dir + "/out"), "nothing may be written")
      #expect(throws: WriteError.invalidName(name)) {
        try Writer.changes([OutputFile(name: name, contents: "x")], in: dir)
      }
    }
  }

  @Test func refusesDuplicateNames() throws {
    try withTemporaryDirectory { dir in
      let file = OutputFile(name: "A.swift", contents: "a")
      #expect(throws: WriteError.duplicateName("A.swift")) { try Writer.write([file, file], to: dir) }
    }
  }

  @Test func reportsAndDeletesOnlyStaleSpeccFiles() throws {
    try withTemporaryDirectory { dir in
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: dir + "/Old.swift", contents: Data((header + "enum Old {}\n").utf8))
      _ = FileManager.default.createFile(atPath: dir + "/Hand.swift", contents: Data("// mine\n".utf8))
      _ = FileManager.default.createFile(atPath: dir + "/Notes.md", contents: Data(header.utf8))
      let files = [OutputFile(name: "New.swift", contents: header + "enum New {}\n")]

      let report = try Writer.write(files, to: dir)
      #expect(report.stale == ["Old.swift"])
      #expect(report.deleted.isEmpty)
      #expect(FileManager.default.fileExists(atPath: dir + "/Old.swift"))

      let changes = try Writer.changes(files, in: dir)
      #expect(changes == [FileChange(name: "Old.swift", old: header + "enum Old {}\n", new: nil)])

      let cleaned = try Writer.write(files, to: dir, deleteStale: true)
      #expect(cleaned.deleted == ["Old.swift"])
      #expect(!FileManager.default.fileExists(atPath: dir + "/Old.swift"))
      #expect(FileManager.default.fileExists(atPath: dir + "/Hand.swift"))
      #expect(FileManager.default.fileExists(atPath: dir + "/Notes.md"))
    }
  }

  @Test func changesListsNewAndModifiedFilesWithoutWriting() throws {
    try withTemporaryDirectory { dir in
      _ = try Writer.write(
        [OutputFile(name: "A.swift", contents: "a\n"), OutputFile(name: "B.swift", contents: "b\n")], to: dir)
      let wanted = [
        OutputFile(name: "A.swift", contents: "a\n"), OutputFile(name: "B.swift", contents: "b2\n"),
        OutputFile(name: "C.swift", contents: "c\n"),
      ]
      let changes = try Writer.changes(wanted, in: dir)
      #expect(changes.map(\.name) == ["B.swift", "C.swift"])
      #expect(changes[1].old == nil)
      #expect(read(dir + "/B.swift") == "b\n")
      #expect(!FileManager.default.fileExists(atPath: dir + "/C.swift"))
      #expect(
        changes[0].diff(directory: "Generated")
          == "--- a/Generated/B.swift\n+++ b/Generated/B.swift\n@@ -1 +1 @@\n-b\n+b2\n")
      #expect(try Writer.changes(wanted, in: dir + "/missing").count == 3)
    }
  }

  @Test func writeFileWritesOnlyChangedBytes() throws {
    try withTemporaryDirectory { dir in
      let path = dir + "/docs/page.md"
      let first = try Writer.writeFile("one\n", to: path)
      let second = try Writer.writeFile("one\n", to: path)
      #expect(first && !second)
      #expect(read(path) == "one\n")
      let third = try Writer.writeFile("two\n", to: path)
      #expect(third)
      #expect(read(path) == "two\n")
      #expect(throws: WriteError.invalidName(dir + "/..")) { try Writer.writeFile("x", to: dir + "/..") }
    }
  }

  @Test func replacesASymlinkInsteadOfWritingThroughIt() throws {
    try withTemporaryDirectory { dir in
      let out = dir + "/out"
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: dir + "/target.txt", contents: Data("keep\n".utf8))
      try FileManager.default.createSymbolicLink(atPath: out + "/A.swift", withDestinationPath: dir + "/target.txt")
      _ = try Writer.write([OutputFile(name: "A.swift", contents: "new\n")], to: out)
      #expect(read(dir + "/target.txt") == "keep\n")
      #expect(read(out + "/A.swift") == "new\n")
    }
  }
}
