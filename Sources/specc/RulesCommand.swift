import ArgumentParser
import Foundation
import SpeccCore

/// `specc rules`: every check with its id, description and examples, as Markdown.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print every check specc runs, with its id, description and examples, as Markdown.",
    discussion: """
      Without arguments, one line per check: id, default severity, "fix" when specc lint --fix \
      fixes it, title. With a rule id, that check in full. --format json prints the check, or \
      without an id every check, as JSON for tools. The page is generated from the checks' own descriptions; docs/rules.md holds it: \
      \(RulesPage.command). With --check, nothing is written and a diff is printed \
      (exit 1) when the file is out of date.
      """)

  @Argument(help: "A rule's id: print only that rule.")
  var id: String?

  @Option(
    help: ArgumentHelp("markdown (default) or json.", valueName: "format"), completion: .list(["markdown", "json"]))
  var format: String = "markdown"

  @OptionGroup var file: FileOutput

  func validate() throws {
    try file.validate(otherFile: nil)
    guard ["markdown", "json"].contains(format) else {
      throw ValidationError("unknown --format '\(format)'; use markdown or json")
    }
    if id != nil && file.output != nil { throw ValidationError("give a rule id or --output, not both") }
    if format == "json" && file.output != nil {
      throw ValidationError("--output writes the Markdown page; for JSON, redirect specc rules --format json")
    }
    if let id, RulesPage.rule(id) == nil {
      let hint = RulesPage.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? ""
      throw ValidationError("no rule '\(id)'\(hint) (specc rules lists them)")
    }
  }

  func run() throws {
    if let id {
      Output.out((format == "json" ? RulesPage.ruleJSON(id) : RulesPage.rule(id)) ?? "")
    } else if format == "json" {
      Output.out(RulesPage.json())
    } else if file.output == nil {
      Output.out(RulesPage.index())
    } else {
      try file.emit(RulesPage.render(), command: "specc rules")
    }
  }
}
