import ArgumentParser
import Testing

@testable import specc

/// `specc lint PATH…` skips ArgumentParser (`LintOptions.plain`): whatever command line the fast
/// path accepts, ArgumentParser must parse to the same options, and every other one must be left
/// to ArgumentParser (its errors, `--help` and the options).
@Suite struct LintFastPathTests {
  /// Words a command line is made of: paths of every shape, options, help, terminators, names of
  /// subcommands, empty and odd arguments.
  static let words = [
    "Specs/demo.yaml", "a.yaml", "./Specs", "/abs/path/x.yml", ".", "..", "dir with space/x.yaml", "é.yaml",
    "a=b.yaml", "help", "lint", "compile", "version", "x", "", " ", "-", "--", "-h", "--help", "-help", "--version",
    "--strict", "--format", "json", "--format=json", "--color", "never", "--color=always", "--max-file-bytes", "10",
    "--max-diagnostics=-1", "--report", "sarif=x.sarif", "--kotlin-output", "out", "--typescript-output=out",
    "--unknown", "-x", "--experimental-dump-help", "--generate-completion-script", "bash", "@file", "-1",
  ]

  /// Every command line of up to three words after `lint` from `words`, and a few others.
  static var corpus: [[String]] {
    var lines: [[String]] = [["lint"], ["compile", "x.yaml"], ["help", "lint"], ["x.yaml"], []]
    for a in words {
      lines.append(["lint", a])
      for b in words {
        lines.append(["lint", a, b])
        lines.append([a, "lint", b])
      }
    }
    let paths = ["a.yaml", "Specs", "help", "lint", "é.yaml", "a=b"]
    for a in paths { for b in paths { for c in paths { lines.append(["lint", a, b, c]) } } }
    return lines
  }

  @Test func fastPathAgreesWithArgumentParser() throws {
    var accepted = 0
    for line in Self.corpus {
      // As `Specc.main` does: the language options are rewritten first.
      let arguments = Specc.languageOutputsRewritten(line)
      guard let fast = LintOptions.plain(arguments) else { continue }
      accepted += 1
      let parsed: ParsableCommand
      do {
        parsed = try Specc.parseAsRoot(arguments)
      } catch {
        Issue.record("the fast path accepts \(line), ArgumentParser refuses it: \(Specc.fullMessage(for: error))")
        continue
      }
      guard let command = parsed as? LintCommand else {
        Issue.record("the fast path accepts \(line) as lint, ArgumentParser parses \(type(of: parsed))")
        continue
      }
      #expect(command.options == fast, "\(line)")
    }
    // The fast path covers the common shapes (it must not silently stop applying).
    #expect(accepted > 200)
  }

  @Test func plainShapesTakeTheFastPathAndOthersDoNot() {
    #expect(LintOptions.plain(["lint", "Specs/demo.yaml"]) == LintOptions(specs: .init(inputs: ["Specs/demo.yaml"])))
    #expect(LintOptions.plain(["lint", "a.yaml", "b"]) == LintOptions(specs: .init(inputs: ["a.yaml", "b"])))
    #expect(LintOptions.plain(["lint"]) == LintOptions())
    for line in [
      ["lint", "--help"], ["lint", "-h"], ["lint", "a.yaml", "--strict"], ["lint", "--", "a.yaml"], ["lint", ""],
      ["compile", "a.yaml"], ["--version"], [], ["lint", "-"], ["help", "lint"],
    ] {
      #expect(LintOptions.plain(line) == nil, "\(line)")
    }
  }

  /// The defaults `plain` gives are ArgumentParser's for an empty `lint`.
  @Test func defaultsAreArgumentParsers() throws {
    let command = try #require(try Specc.parseAsRoot(["lint"]) as? LintCommand)
    #expect(command.options == LintOptions())
    #expect(command.options.specs.maxDiagnostics == 200)
  }
}

/// An empty argument once crashed `specc` (index out of range while rewriting the language
/// options) before ArgumentParser could say anything.
@Suite struct EmptyArgumentTests {
  @Test func anEmptyArgumentIsAnErrorNotACrash() throws {
    for line in [[""], ["lint", ""], ["compile", "", "--output", "out"]] {
      let run = try CLI.run(line)
      #expect(run.status == 2, "\(line): \(run.status) \(run.output)")
    }
  }
}
