import Foundation
import Testing

/// `specc format`: rewrites only what changes, `--check` for CI, standard input, broken files.
@Suite struct FormatCommandTests {
  static let messy = "name: Demo\nspec: demo   # the id\nversion: \"1\"\n"
  static let tidy = "spec: demo # the id\nname: Demo\nversion: \"1\"\n"

  @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.messy.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try Self.tidy.write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let check = try CLI.run(["format", "--check", "."], in: dir)
    #expect(check.status == 1)
    #expect(check.stdout == "./a.yaml\n")
    #expect(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8) == Self.messy)

    let before = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("b.yaml").path)
    let format = try CLI.run(["format", "."], in: dir)
    #expect(format.status == 0, "\(format.output)")
    #expect(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8) == Self.tidy)
    // A file already formatted is not written.
    let after = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("b.yaml").path)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    #expect(try CLI.run(["format", "--check", "."], in: dir).status == 0)
  }

  @Test func standardInputToStandardOutput() throws {
    let run = try CLI.run(["format", "-"], input: Self.messy)
    #expect(run.status == 0)
    #expect(run.stdout == Self.tidy)
    let check = try CLI.run(["format", "--check", "-"], input: Self.messy)
    #expect(check.status == 1)
    #expect(check.stdout == "<stdin>\n")
  }

  @Test func aFileThatDoesNotParseIsReportedAndLeftAsItIs() throws {
    let dir = try CLI.temporaryDirectory()
    let broken = "spec: demo\nname: [unclosed\n"
    try broken.write(to: dir.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["format", "broken.yaml"], in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.contains("broken.yaml:"))
    #expect(run.stderr.contains("[yaml_syntax]"))
    #expect(try String(contentsOf: dir.appendingPathComponent("broken.yaml"), encoding: .utf8) == broken)
    let stdin = try CLI.run(["format", "-"], input: broken)
    #expect(stdin.status == 1 && stdin.stdout.isEmpty)
  }
}

extension FormatCommandTests {
  @Test func aSymbolicLinkStaysALinkAndItsFileIsFormatted() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.messy.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("link.yaml").path, withDestinationPath: "a.yaml")
    let run = try CLI.run(["format", "link.yaml", "a.yaml"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.yaml").path)
        == "a.yaml")
    #expect(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8) == Self.tidy)
  }
}
