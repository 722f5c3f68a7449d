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

  @OptionGroup var file: FileOutput

  func validate() throws { try file.validate(otherFile: nil) }

  func run() throws {
    try file.emit(RulesPage.render(), command: "specc rules")
  }
}
