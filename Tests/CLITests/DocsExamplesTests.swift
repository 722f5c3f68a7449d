import Foundation
import Testing

@testable import SpeccCore

/// The specs, commands and outputs shown in README.md and docs/ are run (issue 31, item 5), as
/// rustdoc runs a crate's examples:
/// - a fenced `yaml` block holding a whole spec (top-level `spec:` and `version:`) is linted;
///   when the next fenced block is `text` starting `$ specc lint PATH`, the spec is written to
///   PATH and specc's output must be the rest of that block, byte for byte; otherwise the spec
///   must lint without an error (a spec shown is a spec that works);
/// - a `yaml` block whose top-level keys are all keys of the spec format is a **fragment** of a
///   spec: it is completed with whichever of `spec: example`, `name: Example` and `version: "1"`
///   it lacks, and its keys, types and values must be the format's (no `schema_…` or `yaml_…`
///   finding); ids it names but does not show may be missing, as a fragment shows one part;
/// - a `yaml` block starting `# yaml-language-server: $schema=docs/specc-config.schema.json` is
///   a `.specc.yml`: written beside a spec, `specc lint` must find nothing wrong with it;
/// - a `sh` block is run, one command a line (`\` continues a line, `# …` is a comment), in a
///   copy of the repository's Specs/, docs/, README.md and Examples/' specs (one copy per page, so a
///   page's blocks run in order: export, then import); its commands are `specc …` (or
///   `swift run specc …`, run as the built specc), optionally after `cat FILE |`, each must exit 0;
/// - a `text`, `sh` or `console` block whose first line starts with `$ specc ` is a session:
///   each `$ ` line is run there as above and what follows it, up to the next `$ ` line, is its
///   output (standard output, then standard error), byte for byte;
/// - a block that cannot run in a test (an install, git, a release, a build, another tool's
///   configuration) says so on the line before it, with a reason:
///   `<!-- specc: not run: the reason -->`. Any other `yaml` or `sh` block is an error.
/// docs/rules.md is generated from the rules' own examples, which `RuleExampleTests` runs.
@Suite struct DocsExamplesTests {
  struct Block {
    var info: String
    var body: String
    var line: Int
    var notRun: Bool
    /// The reason given with the mark (empty when the mark gives none).
    var reason: String = ""
  }

  static let notRunMark = "<!-- specc: not run: REASON -->"

  /// README.md and docs/*.md, less the generated rules page.
  static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") && $0 != "rules.md" }.sorted().map { "docs/" + $0 }
  }

  /// The fenced blocks of a Markdown page, in order.
  static func blocks(of text: String) -> [Block] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let info = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
      let notRun = previous.hasPrefix("<!-- specc: not run") && previous.hasSuffix("-->")
      let reason =
        notRun
        ? String(previous.dropFirst("<!-- specc: not run".count).dropLast(3)).trimmingCharacters(
          in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":"))) : ""
      var body: [String] = []
      var end = index + 1
      while end < lines.count && !lines[end].hasPrefix("```") {
        body.append(lines[end])
        end += 1
      }
      blocks.append(
        Block(info: info, body: body.joined(separator: "\n") + "\n", line: index + 1, notRun: notRun, reason: reason))
      index = end + 1
    }
    return blocks
  }

  /// Whether a block holds a whole spec: YAML with top-level `spec:` and `version:` keys.
  static func isSpec(_ block: Block) -> Bool {
    let lines = block.body.split(separator: "\n")
    return ["yaml", "yml"].contains(block.info) && lines.contains { $0.hasPrefix("spec:") }
      && lines.contains { $0.hasPrefix("version:") }
  }

  /// The top-level keys of the spec format.
  static let specKeys = Set(SpecSchema.root.fields.map(\.name))

  /// Whether a `yaml` block is a fragment of a spec: every top-level key is the format's.
  static func isFragment(_ block: Block) -> Bool {
    let keys = block.body.split(separator: "\n").filter { line in
      guard let first = line.first else { return false }
      return !first.isWhitespace && first != "#" && first != "-"
    }.map { String($0.prefix { $0 != ":" }) }
    return ["yaml", "yml"].contains(block.info) && !keys.isEmpty && keys.allSatisfy(specKeys.contains)
  }

  /// Whether a `yaml` block is a `.specc.yml`.
  static func isConfiguration(_ block: Block) -> Bool {
    ["yaml", "yml"].contains(block.info)
      && block.body.hasPrefix("# yaml-language-server: $schema=docs/specc-config.schema.json")
  }

  /// Whether a block is a session: `$ specc …` lines and their output.
  static func isSession(_ block: Block) -> Bool {
    ["text", "sh", "console"].contains(block.info) && block.body.hasPrefix("$ specc ")
  }

  /// Whether a block that is neither `sh` nor a session shows commands: a line (after a prompt)
  /// that runs specc or a shell command (`$ …`, `specc …`, `swift run specc …`).
  static func isCommandExample(_ block: Block) -> Bool {
    block.body.split(separator: "\n").contains { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("$ ") || text.hasPrefix("specc ") || text.hasPrefix("swift run specc ")
    }
  }

  /// A copy of the repository's Specs/, docs/, README.md and Examples/' specs (its `*.yaml` and
  /// Schedules/, not its packages and their builds), where a page's commands run.
  static func sandbox() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: CLI.root.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") || $0 == "Schedules" }.map { "Examples/" + $0 }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Examples"), withIntermediateDirectories: true)
    for item in ["Specs", "docs", "README.md"] + examples {
      try FileManager.default.copyItem(
        at: CLI.root.appendingPathComponent(item), to: dir.appendingPathComponent(item))
    }
    return dir
  }

  /// The commands of a `sh` block: continuation lines joined, comments and blank lines dropped,
  /// `swift run specc` as `specc`.
  static func commands(of body: String) -> [String] {
    var commands: [String] = []
    var pending = ""
    for line in body.components(separatedBy: "\n") {
      var text = line
      var quote: Character?
      var previous: Character = " "
      for (offset, character) in line.enumerated() {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if character == "#", previous.isWhitespace {
          text = String(line.prefix(offset))
          break
        }
        previous = character
      }
      text = text.trimmingCharacters(in: .whitespaces)
      if text.hasSuffix("\\") {
        pending += text.dropLast().trimmingCharacters(in: .whitespaces) + " "
        continue
      }
      text = (pending + text).trimmingCharacters(in: .whitespaces)
      pending = ""
      if text.hasPrefix("swift run specc ") { text = String(text.dropFirst("swift run ".count)) }
      if !text.isEmpty { commands.append(text) }
    }
    return commands
  }

  /// Whether a command is one the docs may run: `specc …`, optionally after `cat FILE |`.
  static func isSpeccCommand(_ command: String) -> Bool {
    let parts = command.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let last = parts.last, last.hasPrefix("specc "), parts.count <= 2 else { return false }
    return parts.count == 1 || (parts[0].hasPrefix("cat ") && !parts[0].contains(">"))
  }

  /// Runs one command line with the built specc first on PATH.
  static func shell(_ command: String, in directory: URL) throws -> CLI.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for name in ["FORCE_COLOR", "CLICOLOR_FORCE", "TERM"] { environment[name] = nil }
    environment["PATH"] = CLI.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  @Test(arguments: pages)
  func examplesRunAsShown(page: String) throws {
    let text = try String(contentsOf: CLI.root.appendingPathComponent(page), encoding: .utf8)
    let blocks = Self.blocks(of: text)
    var checked = Set<Int>()
    var sandbox: URL?
    func place() throws -> URL {
      if let sandbox { return sandbox }
      let made = try Self.sandbox()
      sandbox = made
      return made
    }
    defer { if let sandbox { try? FileManager.default.removeItem(at: sandbox) } }
    for (index, block) in blocks.enumerated() {
      if block.notRun {
        if block.reason.isEmpty {
          Issue.record("\(page):\(block.line): say why the block is not run: \(Self.notRunMark)")
        }
        continue
      }
      if checked.contains(index) { continue }
      if Self.isSpec(block) {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let next = index + 1 < blocks.count ? blocks[index + 1] : nil
        if let next, next.info == "text", next.body.hasPrefix("$ specc lint "), !next.notRun {
          checked.insert(index + 1)
          var shown = next.body.components(separatedBy: "\n")
          let command = shown.removeFirst().dropFirst("$ specc ".count).split(separator: " ").map(String.init)
          let path = try #require(command.last)
          let file = dir.appendingPathComponent(path)
          try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
          try block.body.write(to: file, atomically: true, encoding: .utf8)
          let run = try CLI.run(command, in: dir)
          #expect(run.stderr.isEmpty, "\(page):\(next.line): \(run.stderr)")
          #expect(
            run.stdout == shown.joined(separator: "\n"),
            "\(page):\(next.line): the output shown is not what specc prints; it prints:\n\(run.stdout)")
        } else {
          try block.body.write(to: dir.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
          let run = try CLI.run(["lint", "spec.yaml"], in: dir)
          #expect(run.status == 0, "\(page):\(block.line): the spec shown does not lint clean:\n\(run.output)")
        }
      } else if Self.isFragment(block) {
        try checkFragment(block, page: page)
      } else if Self.isConfiguration(block) {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try block.body.write(to: dir.appendingPathComponent(".specc.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
          at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "spec: example\nname: Example\nversion: \"1\"\n".write(
          to: dir.appendingPathComponent("Specs/example.yaml"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["lint", "Specs"], in: dir)
        #expect(run.status == 0, "\(page):\(block.line): the configuration shown is not clean:\n\(run.output)")
      } else if Self.isSession(block) {
        try runSession(block, page: page, in: place())
      } else if block.info == "sh" {
        for command in Self.commands(of: block.body) {
          guard Self.isSpeccCommand(command) else {
            Issue.record(
              "\(page):\(block.line): '\(command)' is not a specc command; mark the block \(Self.notRunMark)")
            continue
          }
          let run = try Self.shell(command, in: place())
          #expect(run.status == 0, "\(page):\(block.line): '\(command)' exits \(run.status):\n\(run.output)")
        }
      } else if ["yaml", "yml"].contains(block.info) {
        Issue.record(
          "\(page):\(block.line): YAML that is neither a spec, a fragment of one nor a .specc.yml; mark it \(Self.notRunMark)"
        )
      } else if Self.isCommandExample(block) {
        Issue.record(
          "\(page):\(block.line): a command example in a ```\(block.info) block is not run: write it as ```sh (or a `$ specc …` session with its output), or mark it \(Self.notRunMark)"
        )
      }
    }
  }

  /// A fragment completed into a spec: its keys, types and values must be the format's.
  func checkFragment(_ block: Block, page: String) throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lines = block.body.split(separator: "\n")
    var head = ""
    for (key, line) in [("spec", "spec: example"), ("name", "name: Example"), ("version", "version: \"1\"")]
    where !lines.contains(where: { $0.hasPrefix(key + ":") }) {
      head += line + "\n"
    }
    try (head + block.body).write(to: dir.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["lint", "--format", "json", "spec.yaml"], in: dir)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
      "\(page):\(block.line): \(run.output)")
    let offset = head.split(separator: "\n").count
    for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
      let rule = diagnostic["rule"] as? String ?? ""
      guard rule.hasPrefix("schema_") || rule.hasPrefix("yaml") else { continue }
      let line = (diagnostic["line"] as? Int ?? 0) - offset + block.line
      Issue.record("\(page):\(line): the fragment shown is not the format's: \(diagnostic["message"] ?? "") [\(rule)]")
    }
  }

  /// A session: each `$ specc …` line run in the page's copy, its output as shown.
  func runSession(_ block: Block, page: String, in directory: URL) throws {
    var lines = block.body.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    var index = 0
    while index < lines.count {
      let command = String(lines[index].dropFirst(2))
      var shown: [String] = []
      index += 1
      while index < lines.count, !lines[index].hasPrefix("$ ") {
        shown.append(lines[index])
        index += 1
      }
      guard Self.isSpeccCommand(command) else {
        Issue.record("\(page):\(block.line): '\(command)' is not a specc command; mark the block \(Self.notRunMark)")
        continue
      }
      let run = try Self.shell(command, in: directory)
      let expected = shown.isEmpty ? "" : shown.joined(separator: "\n") + "\n"
      #expect(
        run.stdout + run.stderr == expected,
        "\(page):\(block.line): the output of '\(command)' is not what specc prints; it prints:\n\(run.output)")
    }
  }

  /// integration.md names every runtime file compile writes beside the generated code.
  @Test func integrationNamesEveryRuntimeFile() throws {
    let page = try String(contentsOf: CLI.root.appendingPathComponent("docs/integration.md"), encoding: .utf8)
    for folder in ["Runtimes/kotlin", "Runtimes/typescript"] {
      let files = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent(folder).path)
      #expect(!files.isEmpty)
      for file in files { #expect(page.contains("`\(file)`"), "docs/integration.md does not name \(folder)/\(file)") }
    }
  }

  /// Every hand-written page is read: README.md and each docs/*.md but the generated rules page
  /// (whose examples `RuleExampleTests` runs); the generated pages below docs/ are `specc docs`'
  /// output, checked by CI's regeneration.
  @Test func everyPageIsCovered() throws {
    let docs = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("docs").path)
    let written = Set(docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 })
    #expect(Set(Self.pages).union(["docs/rules.md"]) == written.union(["README.md"]))
    #expect(Self.pages.count >= 12)
    let untagged = Block(info: "", body: "$ specc lint Specs\n", line: 1, notRun: false)
    let console = Block(info: "console", body: "specc compile Specs --output Generated\n", line: 1, notRun: false)
    let tree = Block(info: "", body: "Sources/\n  specc/   the command line\n", line: 1, notRun: false)
    #expect(Self.isCommandExample(untagged) && Self.isCommandExample(console) && !Self.isCommandExample(tree))
  }

  /// docs/configuration.md names the command docs/examples/specc-pull-request.yml runs, and the
  /// workflow runs every option it names (issue 42, item 10).
  @Test func configurationAndTheWorkflowAgree() throws {
    let page = try String(contentsOf: CLI.root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
    let workflow = try String(
      contentsOf: CLI.root.appendingPathComponent("docs/examples/specc-pull-request.yml"), encoding: .utf8)
    let marker = "runs\n   `"
    let start = try #require(page.range(of: "specc-pull-request.yml"), "configuration.md names no workflow")
    let run = try #require(page.range(of: marker, range: start.upperBound..<page.endIndex))
    let end = try #require(page[run.upperBound...].firstIndex(of: "`"))
    let command = String(page[run.upperBound..<end])
    #expect(command.hasPrefix("specc lint Specs"), "\(command)")
    let options = command.split(separator: " ").filter { $0.hasPrefix("--") }
    #expect(options.count >= 4)
    for option in options { #expect(workflow.contains(option), "the workflow does not run \(option)") }
    // And the other way: every option of the workflow's lint is in the documented command.
    let lint = workflow.components(separatedBy: "specc lint Specs").dropFirst().first ?? ""
    let written = lint.components(separatedBy: "\n\n").first ?? ""
    for option in written.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter({ $0.hasPrefix("--") }) {
      #expect(command.contains(option), "configuration.md does not name \(option)")
    }
  }

  @Test func theMarkdownReaderFindsBlocksAndMarks() {
    let page =
      "text\n```yaml\nspec: a\nversion: \"1\"\n```\n<!-- specc: not run: needs git -->\n```text\n$ specc lint x\n```\n```yaml\nchannels: []\n```\n"
    let blocks = Self.blocks(of: page)
    #expect(blocks.count == 3)
    #expect(Self.isSpec(blocks[0]) && !blocks[0].notRun && blocks[0].line == 2)
    #expect(blocks[1].notRun && blocks[1].info == "text" && blocks[1].reason == "needs git")
    #expect(Self.isFragment(blocks[2]) && !Self.isSpec(blocks[2]))
  }

  @Test func shellBlocksSplitIntoSpeccCommands() {
    let body = "specc lint Specs   # a comment\n\nswift run specc docs Specs \\\n  --output \"a # b\"\nswift test\n"
    let commands = Self.commands(of: body)
    #expect(commands == ["specc lint Specs", "specc docs Specs --output \"a # b\"", "swift test"])
    #expect(commands.prefix(2).allSatisfy(Self.isSpeccCommand) && !Self.isSpeccCommand("swift test"))
    #expect(Self.isSpeccCommand("cat Specs/a.yaml | specc lint -") && !Self.isSpeccCommand("rm -rf x | specc lint -"))
  }
}
