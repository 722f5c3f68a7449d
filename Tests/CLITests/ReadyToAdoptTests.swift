import Foundation
import Testing

/// Issue 22: the sharp edges a SwiftLint or buf user hits, through the real binary.
@Suite struct ReadyToAdoptTests {
  static func write(_ text: String, _ name: String, in dir: URL) throws {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// A spec with a fixable problem (8:00) and one --fix must not fix (an id that disagrees).
  static let fixable = LintCommandTests.clean + "slot_ids: hhmm\nslots:\n  - id: \"0900\"\n    time: \"8:00\"\n"

  @Test(arguments: ["json", "sarif"])
  func fixKeepsMachineFormatsParseable(format: String) throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(Self.fixable, "x.yaml", in: dir)
    let run = try CLI.run(["lint", "x.yaml", "--fix", "--format", format], in: dir)
    #expect(run.status == 1, "\(run.output)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    #expect(object is [String: Any], "\(run.stdout)")
    #expect(run.stderr.contains("fixed: \"8:00\" → \"08:00\""), "\(run.stderr)")
    #expect(run.stderr.contains("1 fix applied"), "\(run.stderr)")
  }

  static let imperfect = BaselineTests.imperfect

  /// One baseline, every spelling of the folder (issue 22, item 5).
  @Test(arguments: ["specc.yml", "git", "none"])
  func baselinePathsAreProjectRelative(marker: String) throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(Self.imperfect, "Specs/x.yaml", in: dir)
    switch marker {
    case "specc.yml": try Self.write("rules: {}\n", "Specs/.specc.yml", in: dir)
    case "git":
      try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
    default: break
    }
    let written = try CLI.run(["lint", "Specs", "--write-baseline", "b/baseline.json"], in: dir)
    #expect(written.status == 0 && written.stdout.contains("2 finding(s) accepted"), "\(written.output)")
    let baseline = dir.appendingPathComponent("b/baseline.json").path
    let specs = dir.appendingPathComponent("Specs")
    let runs: [(String, [String], URL)] = [
      ("Specs", ["lint", "Specs"], dir), ("./Specs", ["lint", "./Specs"], dir),
      ("absolute", ["lint", specs.path], dir),
      ("absolute file", ["lint", specs.appendingPathComponent("x.yaml").path], dir),
      (". in Specs", ["lint", "."], specs), ("x.yaml in Specs", ["lint", "x.yaml"], specs),
    ]
    for (name, arguments, folder) in runs {
      let run = try CLI.run(arguments + ["--strict", "--baseline", baseline], in: folder)
      #expect(run.status == 0, "\(marker), \(name): \(run.output)")
      #expect(run.stderr.contains("hid 2 findings"), "\(marker), \(name): \(run.stderr)")
      #expect(!run.stderr.contains("no finding"), "\(marker), \(name): \(run.stderr)")
    }
  }

  @Test func baselineCountsWhatItHidAndReportsStaleEntries() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(Self.imperfect, "x.yaml", in: dir)
    #expect(try CLI.run(["lint", "x.yaml", "--write-baseline", "b.json"], in: dir).status == 0)
    // One finding fixed: its entry is stale, the other is still hidden.
    try Self.write(
      Self.imperfect.replacingOccurrences(of: "categories:\n  - id: UNUSED\n", with: ""), "x.yaml", in: dir)
    let run = try CLI.run(["lint", "x.yaml", "--strict", "--baseline", "b.json", "--format", "json"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
    #expect(run.stderr.contains("hid 1 finding;"), "\(run.stderr)")
    #expect(run.stderr.contains("1 of its entry matches no finding") || run.stderr.contains("1 of its entries"))
    #expect(run.stderr.contains("x.yaml: unused_declaration: - id: UNUSED"), "\(run.stderr)")
  }

  @Test func aVersionOneBaselineStillMatches() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(Self.imperfect, "Specs/x.yaml", in: dir)
    #expect(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], in: dir).status == 0)
    // Version 1 named files as typed (relative to where lint ran).
    var text = try String(contentsOf: dir.appendingPathComponent("b.json"), encoding: .utf8)
    text = text.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
      .replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
    #expect(text.contains("\"file\" : \"Specs/x.yaml\"") || text.contains("\"file\": \"Specs/x.yaml\""), "\(text)")
    try Self.write(text, "b.json", in: dir)
    #expect(try CLI.run(["lint", "Specs", "--strict", "--baseline", "b.json"], in: dir).status == 0)
  }

  @Test func reportsCreateTheirFoldersAndAFailedReportHidesNothing() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(Self.imperfect, "x.yaml", in: dir)
    let run = try CLI.run(["lint", "x.yaml", "--report", "sarif=new/dir/x.sarif"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    let sarif = try Data(contentsOf: dir.appendingPathComponent("new/dir/x.sarif"))
    #expect(try JSONSerialization.jsonObject(with: sarif) is [String: Any])
    // A path under a file cannot be written: exit 2, and the findings still reach standard output.
    try Self.write("", "blocker", in: dir)
    let failed = try CLI.run(["lint", "x.yaml", "--report", "sarif=blocker/x.sarif"], in: dir)
    #expect(failed.status == 2, "\(failed.output)")
    #expect(failed.stderr.contains("cannot write sarif report to blocker/x.sarif"), "\(failed.stderr)")
    #expect(failed.stdout.contains("[unused_declaration]"), "\(failed.stdout)")
  }

  @Test func noInputsReadTheConfigurationsInclude() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.write(LintCommandTests.clean, "Specs/a.yaml", in: dir)
    try Self.write(LintCommandTests.clean + "bogus: 1\n", "Drafts/b.yaml", in: dir)
    // Without a configuration: a usage error that says what to do.
    let none = try CLI.run(["lint"], in: dir)
    #expect(none.status == 2 && none.stderr.contains(".specc.yml"), "\(none.output)")
    try Self.write("include: [\"Specs/**/*.yaml\"]\n", ".specc.yml", in: dir)
    let lint = try CLI.run(["lint"], in: dir)
    #expect(lint.status == 0, "\(lint.output)")
    let compile = try CLI.run(["compile", "--output", "Generated"], in: dir)
    #expect(compile.status == 0, "\(compile.output)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Generated/Demo.swift").path))
    // From a folder below, the configuration above is found.
    #expect(try CLI.run(["lint"], in: dir.appendingPathComponent("Specs")).status == 0)
    // An include that names nothing that exists is an input error.
    try Self.write("include: [\"Nowhere/*.yaml\"]\n", ".specc.yml", in: dir)
    let nowhere = try CLI.run(["lint"], in: dir)
    #expect(nowhere.status == 2 && nowhere.stderr.contains("Nowhere/*.yaml"), "\(nowhere.output)")
  }
}
