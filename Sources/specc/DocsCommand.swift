import ArgumentParser
import Foundation
import SpeccCore

/// `specc docs`: Markdown pages and injected tables generated from specs.
struct DocsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Generate Markdown tables from specs: one page per spec, or blocks injected into a Markdown file.",
    discussion: """
      --output DIR writes DIR/<spec id>.md for every spec and removes pages specc generated \
      earlier for specs no longer given. --inject FILE replaces the lines between \
      <!-- specc:begin NAME --> and <!-- specc:end NAME --> (NAME is <spec id>.<table>, e.g. \
      medication.status_labels; see docs/docs-tables.md) and leaves every other byte of FILE as it is. \
      --check writes nothing, prints a unified diff of what would change and exits 1 if anything would. \
      Specs with errors are refused (exit 1); run specc lint to see warnings.
      """)

  @OptionGroup var specs: SpecInputs

  @Option(help: ArgumentHelp("Folder that receives one <spec id>.md page per spec.", valueName: "dir"))
  var output: String?

  @Option(
    help: ArgumentHelp("Markdown file whose specc:begin/end blocks are replaced (repeatable).", valueName: "file"))
  var inject: [String] = []

  @Flag(help: "Print the name of every block --inject can place, one per line, and exit.")
  var listBlocks = false

  @Flag(help: "Write nothing: print a unified diff of what would change and exit 1 if anything would.")
  var check = false

  func validate() throws {
    if output == nil && inject.isEmpty && !listBlocks {
      throw ValidationError("give --output <dir>, --inject <file>, or both (or --list-blocks)")
    }
  }

  func run() throws {
    let loaded = try loadSpecs().map(SpecDocs.init)
    if listBlocks {
      Output.out(loaded.flatMap(\.blocks.keys).sorted().map { $0 + "\n" }.joined())
      return
    }
    var changes: [FileChange] = []
    if let output {
      changes += try DocsFiles.pageChanges(loaded, directory: output)
    }
    var markerErrors = false
    for file in inject {
      switch try DocsFiles.injectionChange(loaded, file: file) {
      case .success(let change?): changes.append(change)
      case .success(nil):
        let bytes = FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? []
        if MarkerInjector.names(in: bytes).isEmpty {
          Output.error(
            "warning: \(file) has no <!-- specc:begin NAME --> markers; nothing to inject (block names: docs/docs-tables.md)"
          )
        }
      case .failure(let failure):
        markerErrors = true
        for error in failure.errors { Output.error("\(file):\(error.line): error: \(error.message)") }
      }
    }
    if markerErrors {
      Output.error("error: nothing written: fix the markers above")
      throw ExitCode(1)
    }
    if check {
      try report(drift: changes)
    } else {
      try apply(changes)
    }
  }

  /// Reads and checks every spec, and the specs together (two specs with one id would write one
  /// page); errors stop the run with their diagnostics. The specs come as their lint resolved
  /// them, so the pages read the analyses computed there.
  private func loadSpecs() throws -> [ResolvedSpec] {
    let run = try specs.run()
    if run.hasErrors {
      specs.errorPrinter.print(run, errorsOnly: true)
      Output.error("error: no docs generated: fix the errors above (specc lint shows every diagnostic)")
      throw ExitCode(1)
    }
    return run.results.compactMap(\.resolved).map(DocsFiles.relativised)
  }

  /// --check: prints every change as a unified diff; exit 1 when there is any.
  private func report(drift changes: [FileChange]) throws {
    guard !changes.isEmpty else { return }
    Output.out(changes.map { $0.diff(directory: "") }.joined())
    for change in changes {
      let what =
        change.new == nil ? "is stale (no spec generates it)" : change.old == nil ? "is missing" : "is out of date"
      Output.error("error: \(change.name) \(what)")
    }
    Output.error("error: generated docs drifted from the specs: run the same specc docs command without --check")
    throw ExitCode(1)
  }

  /// Writes every changed file atomically and removes stale pages.
  private func apply(_ changes: [FileChange]) throws {
    for change in changes {
      if let new = change.new {
        try DocsFiles.write(new, to: change.name)
        Output.out("wrote \(change.name)\n")
      } else {
        do {
          try Writer.removeFile(at: change.name)
        } catch {
          throw InputError("cannot remove stale page \(change.name): \(error.description)")
        }
        Output.out("removed \(change.name)\n")
      }
    }
  }
}
