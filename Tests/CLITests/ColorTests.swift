import Foundation
import Testing

/// `--color auto|always|never` and the environment variables that steer `auto` (issue 14, item 6).
@Suite struct ColorTests {
  static let escape = "\u{1B}["

  static func lint(_ arguments: [String], _ environment: [String: String?]) throws -> String {
    let dir = try CLI.temporaryDirectory()
    try (LintCommandTests.clean + "slotz: []\n").write(
      to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    return try CLI.run(["lint", "x.yaml"] + arguments, in: dir, environment: environment).stdout
  }

  @Test func alwaysAndNeverWin() throws {
    #expect(try Self.lint(["--color", "always"], [:]).contains(Self.escape))
    #expect(!(try Self.lint(["--color", "never"], ["FORCE_COLOR": "1", "NO_COLOR": nil]).contains(Self.escape)))
  }

  @Test func autoFollowsTheEnvironment() throws {
    // A pipe is not a terminal: no colour, unless forced.
    #expect(!(try Self.lint([], ["NO_COLOR": nil]).contains(Self.escape)))
    #expect(try Self.lint([], ["NO_COLOR": nil, "FORCE_COLOR": "1"]).contains(Self.escape))
    #expect(try Self.lint([], ["NO_COLOR": nil, "CLICOLOR_FORCE": "1"]).contains(Self.escape))
    #expect(!(try Self.lint([], ["NO_COLOR": nil, "FORCE_COLOR": "0"]).contains(Self.escape)))
    // NO_COLOR beats forcing.
    #expect(!(try Self.lint([], ["NO_COLOR": "1", "FORCE_COLOR": "1"]).contains(Self.escape)))
  }

  @Test func compileColoursItsStandardErrorTheSameWay() throws {
    let dir = try CLI.temporaryDirectory()
    try (LintCommandTests.clean + "slotz: []\n").write(
      to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["compile", "x.yaml", "--output", "Out", "--color", "always"], in: dir)
    #expect(run.status == 1 && run.stderr.contains(Self.escape))
  }
}
