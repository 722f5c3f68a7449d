import ArgumentParser
import Foundation
import SpeccCore

/// `specc strings`: a spec's translations out to translators' formats and back.
struct StringsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract:
      "Export a spec's texts to a String Catalog (.xcstrings) and Android strings.xml, and import translations back.",
    discussion: """
      Keys are the spec's string keys (templates.<id>.title, copy.<id>, …; in strings.xml with \
      every character other than letters, digits and _ as _). Plural texts are \
      variations.plural and <plurals>. Import rewrites the spec's localization section in its \
      canonical form, atomically and only when it changes; a problem in an imported file is an \
      error at its line and column, and nothing is written. Then run specc lint. See \
      docs/localization.md.
      """,
    subcommands: [Export.self, Import.self])

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the spec's texts in every shipped locale as .xcstrings and/or values*/strings.xml.")

    @Argument(help: "The spec file.") var spec: String

    @Option(help: ArgumentHelp("Write a String Catalog here.", valueName: "file.xcstrings"))
    var xcstrings: String?

    @Option(
      help: ArgumentHelp(
        "Write values/strings.xml, values-<locale>/strings.xml, … under this folder.", valueName: "folder"))
    var android: String?

    func validate() throws {
      guard xcstrings != nil || android != nil else {
        throw ValidationError("give --xcstrings FILE, --android FOLDER or both")
      }
    }

    func run() throws {
      let outcome: StringsInterchange.Outcome
      do {
        outcome = try StringsInterchange.export(spec: spec, xcstrings: xcstrings, android: android)
      } catch {
        throw InputError(error.description)
      }
      try StringsCommand.finish(outcome)
    }
  }

  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Read translations from .xcstrings and values*/strings.xml files into the spec.")

    @Argument(help: "The spec file.") var spec: String

    @Argument(help: "String Catalogs (.xcstrings) and Android strings.xml files (their folder names the locale).")
    var files: [String]

    func run() throws {
      let outcome: StringsInterchange.Outcome
      do {
        outcome = try StringsInterchange.importFiles(files, into: spec)
      } catch {
        throw InputError(error.description)
      }
      try StringsCommand.finish(outcome)
    }
  }

  /// Prints the outcome: diagnostics as lint prints them, then what was written; exit 1 on errors.
  static func finish(_ outcome: StringsInterchange.Outcome) throws {
    if !outcome.diagnostics.isEmpty {
      Output.error(TextReport().render(LintReport(diagnostics: outcome.diagnostics.sorted(), fileCount: 1)))
    }
    guard !outcome.failed else { throw ExitCode(1) }
    for file in outcome.written { Output.out("wrote \(file)\n") }
    if !outcome.unchanged.isEmpty { Output.out("\(outcome.unchanged.count) unchanged\n") }
  }
}
