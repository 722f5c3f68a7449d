import Foundation
import Testing

/// Setup that works as written (issue 31, item 6): pre-commit on `specc init`'s layout, a spec on
/// standard input, `--quiet`, and the JUnit and Checkstyle reports from the command line.
@Suite struct SetupTests {
  /// A hook of `.pre-commit-hooks.yaml`: the keys that choose its files.
  struct Hook {
    var files = ""
    var exclude = "^$"
    var types: [String] = []
    var language = ""
  }

  /// The `specc-lint` hook's `files`, `exclude` and `types`, read from the repository's
  /// `.pre-commit-hooks.yaml` (a line-based read of its flat keys).
  static func hook(_ id: String) throws -> Hook {
    let text = try String(contentsOf: CLI.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    var hook = Hook()
    var inHook = false
    for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
      if line.hasPrefix("- id: ") { inHook = line == "- id: \(id)" }
      guard inHook, let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch key {
      case "files": hook.files = value
      case "exclude": hook.exclude = value
      case "language": hook.language = value
      case "types":
        hook.types = value.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      default: break
      }
    }
    return hook
  }

  /// The `files:` docs/integration.md's pre-commit configuration sets on the hook.
  static func documentedFiles() throws -> String? {
    let text = try String(contentsOf: CLI.root.appendingPathComponent("docs/integration.md"), encoding: .utf8)
    guard let section = text.range(of: "## pre-commit") else { return nil }
    let rest = text[section.upperBound...]
    let block = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    return block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix("files:") }.map {
        String($0.dropFirst("files:".count)).trimmingCharacters(in: .whitespaces)
      }
  }

  /// pre-commit's choice of files: `files` (the configuration's, else the hook's) searched in the
  /// path, `exclude` not, and every tag of `types` (`yaml`: a `.yaml` or `.yml` file, as
  /// pre-commit's `identify` tags it).
  static func selected(_ paths: [String], hook: Hook, files override: String?) throws -> [String] {
    func matches(_ pattern: String, _ path: String) throws -> Bool {
      let regex = try NSRegularExpression(pattern: pattern)
      return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
    let files = override ?? hook.files
    return try paths.filter { path in
      let typed = hook.types.allSatisfy { type in
        type == "yaml" ? path.hasSuffix(".yaml") || path.hasSuffix(".yml") : false
      }
      return try typed && matches(files, path) && !matches(hook.exclude, path)
    }
  }

  /// Every file of a folder, relative to it, as git lists them.
  static func files(in directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(path)
      }
    }
    return found.sorted()
  }

  @Test func preCommitAsDocumentedLintsOnlyTheSpecsOfAnInitProject() throws {
    let dir = try CLI.temporaryDirectory()
    #expect(try CLI.run(["init", "--id", "pill_pal"], in: dir).status == 0)
    // Other YAML a repository commits, which no hook may take for a spec.
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent(".github/workflows"), withIntermediateDirectories: true)
    try "on: push\n".write(
      to: dir.appendingPathComponent(".github/workflows/ci.yml"), atomically: true, encoding: .utf8)
    let all = Self.files(in: dir)
    #expect(all.contains("Specs/specc.schema.json") && all.contains(".specc.yml"))
    let documented = try #require(try Self.documentedFiles(), "docs/integration.md shows no files: for the hook")
    for id in ["specc-lint", "specc-lint-strict", "specc-lint-from-source"] {
      let hook = try Self.hook(id)
      #expect(hook.types == ["yaml"], "\(id) must keep its YAML filter when a configuration sets files:")
      for files in [documented, nil] {
        let chosen = try Self.selected(all, hook: hook, files: files)
        #expect(chosen == ["Specs/pill_pal.yaml"], "\(id) with files: \(files ?? "(the hook's)")")
        let lint = try CLI.run(["lint", "--strict"] + chosen, in: dir)
        #expect(lint.status == 0, "\(lint.output)")
      }
    }
    // The formatting hook takes the same files.
    let format = try Self.hook("specc-format")
    #expect(format.types == ["yaml"])
    #expect(try Self.selected(all, hook: format, files: documented) == ["Specs/pill_pal.yaml"])
    #expect(try Self.selected(all, hook: format, files: nil) == ["Specs/pill_pal.yaml"])
    // What the hooks used to do with the documented files: the schema linted as a spec.
    let schema = try CLI.run(["lint", "Specs/specc.schema.json"], in: dir)
    #expect(schema.status == 1)
  }

  /// Issue 42, item 10: the documented hooks run the installed specc (nothing is built on a
  /// developer's machine); only the `-from-source` ones let pre-commit build the package.
  @Test func theDocumentedHooksRunAnInstalledSpecc() throws {
    for id in ["specc-lint", "specc-lint-strict", "specc-format"] {
      #expect(try Self.hook(id).language == "system", "\(id)")
    }
    for id in ["specc-lint-from-source", "specc-format-from-source"] {
      #expect(try Self.hook(id).language == "swift", "\(id)")
    }
    let page = try String(contentsOf: CLI.root.appendingPathComponent("docs/integration.md"), encoding: .utf8)
    let section = try #require(page.range(of: "## pre-commit").map { String(page[$0.upperBound...].prefix(4000)) })
    #expect(section.contains("- id: specc-lint ") && section.contains("`language: system`"))
  }

  /// Shell completions offer the values of the options that take one of a set (issue 42, item 10).
  @Test func completionsOfferTheValuesOfEnumOptions() throws {
    let zsh = try CLI.run(["--generate-completion-script", "zsh"], in: CLI.root)
    for values in [
      "('text' 'json' 'github' 'sarif' 'junit' 'checkstyle')", "('ios' 'android')", "('markdown' 'json')",
      "('swift' 'kotlin' 'typescript')",
    ] {
      #expect(zsh.stdout.contains(values), "zsh completion lacks \(values)")
    }
    let bash = try CLI.run(["--generate-completion-script", "bash"], in: CLI.root)
    #expect(bash.stdout.contains("-W 'ios'$'\\n''android'"), "\(bash.stdout.prefix(300))")
  }

  @Test func aSpecOnStandardInputIsNamedStdinAndFollowsTheFoldersConfiguration() throws {
    let dir = try CLI.temporaryDirectory()
    #expect(try CLI.run(["init", "--id", "pill_pal"], in: dir).status == 0)
    let spec = try String(contentsOf: dir.appendingPathComponent("Specs/pill_pal.yaml"), encoding: .utf8)
    let clean = try CLI.run(["lint", "--strict", "-"], in: dir, input: spec)
    #expect(clean.status == 0 && clean.output.isEmpty, "\(clean.output)")
    let broken = try CLI.run(
      ["lint", "-"], in: dir, input: spec.replacingOccurrences(of: "version:", with: "versoin:"))
    #expect(broken.status == 1)
    // Located at <stdin>, with the excerpt (standard input is read once and kept).
    #expect(broken.stdout.contains("<stdin>:"), "\(broken.output)")
    #expect(broken.stdout.contains("    versoin:"), "\(broken.output)")
    #expect(broken.stdout.hasSuffix("in 1 file\n"))
    // With a file beside it, each is reported under its own name.
    let both = try CLI.run(["lint", "--format", "json", "-", "Specs/pill_pal.yaml"], in: dir, input: "name: [\n")
    #expect(both.status == 1 && both.stdout.contains("\"file\": \"<stdin>\"") && both.stdout.contains("\"files\": 2"))
    let fix = try CLI.run(["lint", "--fix", "-"], in: dir, input: spec)
    #expect(fix.status != 0 && fix.stderr.contains("standard input"))
  }

  @Test func quietPrintsTheFindingsAndNothingElse() throws {
    let dir = try CLI.temporaryDirectory()
    let input = "name: x\n"
    let loud = try CLI.run(["lint", "-"], in: dir, input: input)
    let quiet = try CLI.run(["lint", "--quiet", "-"], in: dir, input: input)
    #expect(loud.status == 1 && quiet.status == 1)
    #expect(loud.stdout.contains(" in 1 file\n"))
    #expect(loud.stdout.hasPrefix(quiet.stdout) && !quiet.stdout.contains(" in 1 file"))
    #expect(quiet.stdout.contains("error:"))
  }

  @Test func junitAndCheckstyleReportsFromTheCommandLine() throws {
    let dir = try CLI.temporaryDirectory()
    #expect(try CLI.run(["init", "--id", "pill_pal"], in: dir).status == 0)
    let run = try CLI.run(
      ["lint", "Specs", "-", "--format", "junit", "--report", "checkstyle=out/specc.xml"], in: dir, input: "name: x\n")
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"specc\""))
    // The clean spec is a passing case; standard input's findings are failures.
    #expect(run.stdout.contains("<testsuite name=\"Specs/pill_pal.yaml\" tests=\"1\" failures=\"0\""))
    #expect(run.stdout.contains("<testsuite name=\"&lt;stdin&gt;\""))
    let checkstyle = try String(contentsOf: dir.appendingPathComponent("out/specc.xml"), encoding: .utf8)
    #expect(checkstyle.contains("<file name=\"Specs/pill_pal.yaml\"/>"))
    #expect(checkstyle.contains("source=\"specc.schema_required\""))
    let bad = try CLI.run(["lint", "Specs", "--format", "xml"], in: dir)
    #expect(bad.status == 64 || bad.status == 2, "\(bad.status)")
    #expect(bad.stderr.contains("junit, checkstyle"))
  }
}
