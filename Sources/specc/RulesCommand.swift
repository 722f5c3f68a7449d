import ArgumentParser
import Foundation
import SpeccCore

/// `specc rules`: every check with its id, description and examples, as Markdown.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print every check specc runs, with its id, description and examples, as Markdown.",
    discussion: """
      The page is generated from the checks' own descriptions; docs/rules.md holds it: \
      \(RulesPage.command). With --check, nothing is written and a diff is printed \
      (exit 1) when the file is out of date.
      """)

  @Option(help: ArgumentHelp("Write the page to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "With --output: write nothing; print a diff and exit 1 when the file is out of date.")
  var check = false

  func validate() throws {
    if check && output == nil { throw ValidationError("--check needs --output <file>") }
  }

  func run() throws {
    let page = RulesPage.render()
    guard let output else {
      Output.out(page)
      return
    }
    guard let change = try DocsFiles.change(output, to: page) else { return }
    if check {
      Output.out(change.diff(directory: ""))
      Output.error("error: \(output) is out of date: run \(RulesPage.command)")
      throw ExitCode(1)
    }
    try DocsFiles.write(page, to: output)
    Output.out("wrote \(output)\n")
  }
}
