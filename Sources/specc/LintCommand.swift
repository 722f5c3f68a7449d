import ArgumentParser
import Foundation
import SpeccCore

/// `specc lint`: check specs and print diagnostics in one or more formats.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check spec files and print every problem as path:line:col: severity: message [rule_id].",
    discussion: """
      Formats: text (people), json (docs/reporters.md), github (workflow commands that GitHub shows \
      as pull-request annotations), sarif (SARIF 2.1.0 for code scanning), junit (JUnit XML for CI \
      test reports), checkstyle (Checkstyle XML). --format picks what \
      goes to standard output; each --report FORMAT=PATH writes one more format to a file (or, \
      without =PATH, to standard output).

      --against REF compares every spec with its version at git REF (or with one spec file) and \
      reports changes that break installed apps; accept one in the spec under breaking_changes_ok.

      A spec given as - is read from standard input and named <stdin> in diagnostics; it follows \
      the .specc.yml of the current folder or above.
      """)

  @OptionGroup var specs: SpecInputs

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(
    help:
      "Print the findings and nothing else: no summary line, and no notes on standard error (baseline, fixes)."
  )
  var quiet = false

  @Option(
    help: ArgumentHelp(
      "Format on standard output: text, json, github, sarif, junit or checkstyle.", valueName: "format"),
    completion: .list(ReportFormat.allCases.map(\.rawValue)))
  var format: String?

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write FORMAT to PATH, or to standard output without =PATH; repeatable.", valueName: "format[=path]"),
    completion: .list(ReportFormat.allCases.map(\.rawValue)))
  var reports: [String] = []

  @Option(
    help: ArgumentHelp(
      "Report breaking changes against a git ref (each spec at the same path) or a previous spec file.",
      valueName: "ref-or-file"))
  var against: String?

  @Option(help: ArgumentHelp("Write every finding to FILE as the accepted baseline, and exit 0.", valueName: "file"))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp("Report only findings not in this baseline (written with --write-baseline).", valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Where docs/rules.md is published: SARIF links each rule to its section there (default: $SPECC_RULES_URL; none: no links).",
      valueName: "url"))
  var rulesURL: String?

  @Flag(
    help:
      "Apply the mechanical fixes rules offer (8:00 → 08:00, a token's case, a key typo with one clear suggestion), report each on standard error, then lint again; ids are never changed."
  )
  var fix = false

  func validate() throws {
    if fix && specs.inputs.contains(SpecSources.stdinArgument) {
      throw ValidationError("--fix rewrites files; it cannot rewrite standard input (-)")
    }
    if let format, ReportFormat(rawValue: format) == nil {
      throw ValidationError("unknown --format '\(format)'; use \(ReportFormat.names)")
    }
    for report in reports where ReportRequest(argument: report) == nil {
      throw ValidationError("bad --report '\(report)'; use FORMAT or FORMAT=PATH with \(ReportFormat.names)")
    }
  }

  /// The options' values, as a plain value.
  var options: LintOptions {
    LintOptions(
      specs: specs.values, strict: strict, quiet: quiet, format: format, reports: reports, against: against,
      writeBaseline: writeBaseline, baseline: baseline, rulesURL: rulesURL, fix: fix)
  }

  func run() throws { try options.run() }
}

/// What `specc lint` was asked, without ArgumentParser's property wrappers: `LintCommand`'s
/// values, or `plain(_:)`'s for the common command line `lint PATH…`.
struct LintOptions: Equatable, Sendable {
  var specs = SpecInputValues()
  var strict = false
  var quiet = false
  var format: String?
  var reports: [String] = []
  var against: String?
  var writeBaseline: String?
  var baseline: String?
  var rulesURL: String?
  var fix = false

  /// The options of `lint PATH…` (no option, no `--`: every argument after `lint` a path), made
  /// without ArgumentParser, whose parse of `lint`'s sixteen options costs more instructions
  /// than linting a spec (it reflects on the command with `Mirror` several times and scans the
  /// binary's protocol conformances). nil for any other command line, which ArgumentParser
  /// parses as before. `LintFastPathTests` checks over a corpus of command lines that whatever
  /// this accepts, ArgumentParser parses to the same options.
  static func plain(_ arguments: [String]) -> LintOptions? {
    guard arguments.first == "lint" else { return nil }
    let inputs = arguments.dropFirst()
    guard inputs.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else { return nil }
    return LintOptions(specs: SpecInputValues(inputs: Array(inputs)))
  }
}

extension LintOptions {
  /// The outputs asked for: --format (default text, unless only --report options were given) to
  /// standard output, then every --report.
  var requests: [ReportRequest] {
    var requests: [ReportRequest] = []
    if let format, let parsed = ReportFormat(rawValue: format) {
      requests.append(ReportRequest(format: parsed))
    } else if reports.isEmpty {
      requests.append(ReportRequest(format: .text))
    }
    return requests + reports.compactMap(ReportRequest.init(argument:))
  }

  func run() throws {
    if fix { try applyFixes() }
    let run = try specs.run()
    // Freed by the process's exit, not value by value (clang's `-disable-free`): releasing every
    // spec's tree of results one object at a time is work no output depends on.
    KeptUntilExit.keep(run)
    let results = run.results
    // The cross-spec checks too: `specc lint` must not pass specs that `specc compile` refuses.
    var diagnostics = run.diagnostics
    if let against {
      let folders = try specs.resolvedInputs().filter { input in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
      }
      diagnostics += try BreakingCheck.run(results, against: against, folders: folders, limits: specs.limits)
    }
    let source: (String) -> [UInt8]? = { try? SpecSources.read($0, limit: specs.maxFileBytes).bytes }
    if let writeBaseline {
      do {
        try Writer.replaceFile(
          FindingsBaseline.render(diagnostics, baselinePath: writeBaseline, source: source), at: writeBaseline)
      } catch {
        throw InputError("cannot write the baseline \(writeBaseline): \(error.description)")
      }
      if !quiet { Output.out("specc: \(diagnostics.count) finding(s) accepted in \(writeBaseline)\n") }
      return
    }
    if let baseline {
      guard let data = FileManager.default.contents(atPath: baseline) else {
        throw InputError("cannot read the baseline \(baseline)")
      }
      let outcome = FindingsBaseline.apply(
        try FindingsBaseline.parse(data, path: baseline), to: diagnostics, baselinePath: baseline, source: source)
      diagnostics = outcome.diagnostics
      if !quiet { Output.error(Self.baselineSummary(outcome, path: baseline)) }
    }
    let tool = ToolInfo.specc(rulesURL: rulesURL ?? getenv("SPECC_RULES_URL").map { String(cString: $0) })
    let report = LintReport(diagnostics: diagnostics, fileCount: results.count, tool: tool, paths: run.paths)
    var stdout = ""
    var failures: [String] = []
    for request in requests {
      let renderer = renderer(for: request)
      let text = renderer.render(report)
      if let path = request.path {
        do {
          try Writer.replaceFile(text, at: path)
        } catch {
          failures.append("cannot write \(request.format.rawValue) report to \(path): \(error.description)")
        }
      } else {
        stdout += text
      }
    }
    // A report that cannot be written never hides the findings: when nothing else went to
    // standard output, they go there as text.
    if !failures.isEmpty && !requests.contains(where: { $0.path == nil }) {
      stdout += renderer(for: ReportRequest(format: .text)).render(report)
    }
    Output.out(stdout)
    if !failures.isEmpty {
      for failure in failures { Output.error("error: \(failure)") }
      throw ExitCode(2)
    }
    if report.fails(strict: strict) { throw ExitCode(1) }
  }

  /// What the baseline did, for standard error: how many findings it hid, and its stale entries
  /// (each, then how to drop them).
  static func baselineSummary(_ outcome: FindingsBaseline.Outcome, path: String) -> String {
    var text = "specc: the baseline \(path) hid \(outcome.hidden) finding\(outcome.hidden == 1 ? "" : "s")"
    guard !outcome.stale.isEmpty else { return text }
    let count = outcome.stale.count
    text +=
      "; \(count) of its entr\(count == 1 ? "y matches" : "ies match") no finding (fixed, or not linted in this run):"
    for entry in outcome.stale.prefix(20) { text += "\n  \(entry.file): \(entry.rule): \(entry.entity)" }
    if count > 20 { text += "\n  … and \(count - 20) more" }
    return text + "\nspecc: rewrite it with --write-baseline \(path) to drop them"
  }

  /// Rewrites every spec file with the fixes its diagnostics offer; files with a YAML problem
  /// are never touched. Prints each change to standard error, so that standard output carries
  /// only the report (`--fix --format json` stays one JSON document).
  private func applyFixes() throws {
    var count = 0
    // A fix can make another possible (a slot's time, then its id): up to three rounds.
    for _ in 0..<3 {
      let fixed = try Fixer.fix(try specs.run(), maxFileBytes: specs.maxFileBytes)
      for (path, changes) in fixed {
        for change in changes where !quiet {
          Output.error(
            "\(path):\(change.line):\(change.column): fixed: \(change.old) → \(change.new) [\(change.rule)]\n")
        }
        count += changes.count
      }
      if fixed.isEmpty { break }
    }
    if !quiet { Output.error("specc: \(count) fix\(count == 1 ? "" : "es") applied") }
  }

  private func renderer(for request: ReportRequest) -> any ReportRenderer {
    switch request.format {
    case .text:
      TextReport(
        colour: request.path == nil && Output.colour(specs.color, descriptor: STDOUT_FILENO),
        maxDiagnostics: specs.maxDiagnostics, summary: !quiet)
    case .json: JSONReport()
    case .github: GitHubReport()
    case .sarif: SARIFReport()
    case .junit: JUnitReport()
    case .checkstyle: CheckstyleReport()
    }
  }
}

/// Keeps a finished run alive until the process exits, so that its results are not released
/// object by object just before the exit frees them all.
private final class KeptUntilExit {
  let run: SpecRun

  private init(_ run: SpecRun) { self.run = run }

  static func keep(_ run: SpecRun) { _ = Unmanaged.passRetained(KeptUntilExit(run)) }
}
