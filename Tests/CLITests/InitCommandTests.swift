import Foundation
import Testing

/// `specc init` (issue 14, item 4).
@Suite struct InitCommandTests {
  @Test func writesAStarterThatLintsCleanAndNeverOverwrites() throws {
    let dir = try CLI.temporaryDirectory()
    let run = try CLI.run(["init", "--name", "Pill \"Pal\"", "--id", "pill_pal"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".specc.yml").path))
    let lint = try CLI.run(["lint", "Specs", "--strict"], in: dir)
    #expect(lint.status == 0, "\(lint.output)")
    let compile = try CLI.run(["compile", "Specs", "--output", "Generated"], in: dir)
    #expect(compile.status == 0, "\(compile.output)")
    let again = try CLI.run(["init", "--id", "pill_pal"], in: dir)
    #expect(again.status == 2 && again.stderr.contains("writes nothing over a file"))
    #expect(try CLI.run(["init", "--id", "Bad-Id"], in: dir).status == 2)
  }
}
