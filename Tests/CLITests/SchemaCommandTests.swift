import Foundation
import Testing

/// `specc schema`: prints the committed docs/specc.schema.json; --check finds drift.
@Suite struct SchemaCommandTests {
  @Test func printsTheCommittedSchema() throws {
    let run = try CLI.run(["schema"])
    #expect(run.status == 0)
    let committed = try String(contentsOf: CLI.root.appendingPathComponent("docs/specc.schema.json"), encoding: .utf8)
    #expect(
      run.stdout == committed,
      "docs/specc.schema.json is out of date: run swift run specc schema --output docs/specc.schema.json")
  }

  @Test func checkReportsDrift() throws {
    let dir = try CLI.temporaryDirectory()
    try "{}\n".write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let stale = try CLI.run(["schema", "--output", "s.json", "--check"], in: dir)
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("s.json is out of date"))
    #expect(try CLI.run(["schema", "--output", "s.json"], in: dir).status == 0)
    #expect(try CLI.run(["schema", "--output", "s.json", "--check"], in: dir).status == 0)
  }
}
