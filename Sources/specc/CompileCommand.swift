import ArgumentParser
import SpeccCore

/// `specc compile`: check specs, then generate Swift (and Kotlin and TypeScript when asked) into
/// output folders, or check that they are current.
struct CompileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile",
    abstract: "Check specs and generate Swift, Kotlin or TypeScript from them.",
    discussion: """
      Nothing is written when any spec has an error. Files are written atomically and only when
      their bytes change; generated files (recognised by specc's header) that no spec produces any
      more are removed. With --check nothing is written: a unified diff of what would change is
      printed and the exit code is 1 when any language's folder is out of date.

      Languages: --lang swift,kotlin,typescript, or generator.languages in .specc.yml (default:
      swift). Swift goes to --output; Kotlin to --kotlin-output (default <output>/kotlin) and
      TypeScript to --typescript-output (default <output>/typescript), each with its runtime file.
      """)

  @OptionGroup var specs: SpecInputs

  @Option(name: .shortAndLong, help: "Folder the generated Swift files go to.")
  var output: String

  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "Languages to generate, separated by commas: swift, kotlin, typescript (default: the configuration's, else swift).",
      valueName: "languages"))
  var languages: String?

  @Option(help: ArgumentHelp("Folder of the Kotlin files (default: <output>/kotlin).", valueName: "folder"))
  var kotlinOutput: String?

  @Option(help: ArgumentHelp("Folder of the TypeScript files (default: <output>/typescript).", valueName: "folder"))
  var typescriptOutput: String?

  @Flag(help: "Write nothing; print a diff of what would change and exit 1 on drift.")
  var check = false

  @Flag(help: "Print the names of the files that would be generated, one a line, and exit.")
  var listOutputs = false

  func validate() throws {
    if let languages, Language.list(languages) == nil {
      throw ValidationError("--lang takes swift, kotlin or typescript, separated by commas; got '\(languages)'")
    }
  }

  /// The folder of `language`'s files.
  func folder(_ language: Language) -> String {
    switch language {
    case .swift: output
    case .kotlin: kotlinOutput ?? language.defaultFolder(swiftOutput: output)
    case .typescript: typescriptOutput ?? language.defaultFolder(swiftOutput: output)
    }
  }

  func run() throws {
    let run = try specs.run()
    specs.errorPrinter.print(run)
    guard !run.hasErrors else { throw ExitCode(1) }
    guard let outputs = run.files(languages.flatMap(Language.list)) else { throw ExitCode(1) }
    for warning in outputs.flatMap(\.warnings) { Output.error(warning + "\n") }
    if listOutputs {
      let names = outputs.flatMap { language, files, _ in
        files.map { language == .swift ? $0.name : folder(language) + "/" + $0.name }
      }
      Output.out(names.map { $0 + "\n" }.joined())
      return
    }
    var drifted: [String] = []
    for (language, files, _) in outputs {
      let directory = folder(language)
      let emitted: SpecRun.Emitted
      do {
        emitted = try SpecRun.emit(files, to: directory, check: check, language: language)
      } catch {
        throw InputError(error.description)
      }
      switch emitted {
      case .drift(let changes):
        guard !changes.isEmpty else { continue }
        Output.out(changes.map { $0.diff(directory: directory) }.joined())
        drifted.append("\(directory)/ (\(changes.count) file\(changes.count == 1 ? "" : "s"))")
      case .written(let report):
        var summary = "specc: \(report.written.count) written, \(report.unchanged.count) unchanged"
        if !report.deleted.isEmpty { summary += ", \(report.deleted.count) stale removed" }
        Output.out(summary + " in \(directory)\n")
      }
    }
    guard drifted.isEmpty else {
      let languageArgument = languages.map { " --lang \($0)" } ?? ""
      Output.error(
        "error: \(drifted.joined(separator: ", ")) out of date: run specc compile \(specs.inputs.joined(separator: " ")) --output \(output)\(languageArgument)"
      )
      throw ExitCode(1)
    }
  }
}
