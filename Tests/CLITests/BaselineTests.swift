import Foundation
import Testing

/// Adopting specc on an imperfect spec: init a baseline, then fail only on new findings (issue 14, item 3).
@Suite struct BaselineTests {
  static let imperfect =
    LintCommandTests.clean
    + "categories:\n  - id: UNUSED\ncopy_rules:\n  - { id: r, message: M, contexts: [button], max_length: 9 }\n"

  @Test func onlyNewFindingsFailAndLineShiftsDoNotBringOldOnesBack() throws {
    let dir = try CLI.temporaryDirectory()
    let spec = dir.appendingPathComponent("x.yaml")
    try Self.imperfect.write(to: spec, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["lint", "x.yaml", "--strict"], in: dir).status == 1)
    let written = try CLI.run(["lint", "x.yaml", "--write-baseline", "specc-baseline.json"], in: dir)
    #expect(written.status == 0 && written.stdout.contains("2 finding(s) accepted"), "\(written.output)")
    #expect(try CLI.run(["lint", "x.yaml", "--strict", "--baseline", "specc-baseline.json"], in: dir).status == 0)
    // An unrelated edit moves every line down: the accepted findings stay accepted.
    try ("# A comment added at the top.\n" + Self.imperfect).write(to: spec, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["lint", "x.yaml", "--strict", "--baseline", "specc-baseline.json"], in: dir).status == 0)
    // A new finding fails, and is the only one reported.
    let text = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(
      of: "  - id: UNUSED\n", with: "  - id: UNUSED\n  - id: ALSO_UNUSED\n")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "x.yaml", "--strict", "--baseline", "specc-baseline.json"], in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("ALSO_UNUSED") && !run.stdout.contains("'UNUSED'"), "\(run.stdout)")
  }

  @Test func aFileThatIsNotABaselineIsAnInputError() throws {
    let dir = try CLI.temporaryDirectory()
    try LintCommandTests.clean.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    try "nope".write(to: dir.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    #expect(try CLI.run(["lint", "x.yaml", "--baseline", "b.json"], in: dir).status == 2)
  }
}
