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
      specc works inside the app's own files: it owns the keys starting specc.<spec id>. \
      (specc.<spec id>.templates.<id>.title, …; in strings.xml specc_<spec id>_… with every \
      character other than letters, digits and _ as _), merges them in on export leaving every \
      other key, comment and attribute byte for byte, and reads only them on import (the \
      others are one note). Plural texts are variations.plural (or a %#@…@ substitution) and \
      <plurals>. Import rewrites the spec's localization section in its canonical form, \
      atomically and only when it changes; a problem in an imported file is an error at its \
      line and column (entities are never expanded; malformed UTF-8 and duplicate JSON keys \
      are errors), and nothing is written. Then run specc lint. See docs/localization.md.
      """,
    subcommands: [Export.self, Import.self])

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge the spec's texts in every shipped locale into .xcstrings and/or values*/strings.xml.")

    @Argument(help: "The spec file.") var spec: String

    @Option(help: ArgumentHelp("Merge into (or create) this String Catalog.", valueName: "file.xcstrings"))
    var xcstrings: String?

    @Option(
      help: ArgumentHelp(
        "Merge into (or create) values/strings.xml, values-<locale>/strings.xml, … under this folder.",
        valueName: "folder"))
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
