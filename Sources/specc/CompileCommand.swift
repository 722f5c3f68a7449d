import ArgumentParser
import Foundation
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

      Languages: --lang \(BackendRegistry.standard.languages.map(\.rawValue).joined(separator: ",")), or generator.languages in .specc.yml (default:
      swift). \(BackendRegistry.standard.backends.map { backend in backend.outputOption.map { "\(backend.displayName) goes to \($0) (default <output>/\(backend.language.rawValue))" } ?? "\(backend.displayName) goes to --output" }.joined(separator: "; ")), each with its runtime files.
      The limit checks of each language run on the specs that generate it.
      """)

  @OptionGroup var specs: SpecInputs

  @Option(name: .shortAndLong, help: "Folder the generated Swift files go to.")
  var output: String

  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "Languages to generate, separated by commas: \(BackendRegistry.standard.names) (default: the configuration's, else swift).",
      valueName: "languages"),
    completion: .list(BackendRegistry.standard.languages.map(\.rawValue)))
  var languages: String?

  /// `--kotlin-output FOLDER` and its kin arrive here as `kotlin=FOLDER` (`Specc.main` rewrites
  /// every registered language's option), so a new language needs no option of its own.
  @Option(
    name: .customLong("output-of"),
    help: ArgumentHelp(
      "A language's folder, as LANGUAGE=FOLDER (the same as --LANGUAGE-output FOLDER, e.g. --kotlin-output).",
      valueName: "language=folder"))
  var outputsOf: [String] = []

  @Flag(help: "Write nothing; print a diff of what would change and exit 1 on drift.")
  var check = false

  @Flag(help: "Print the names of the files that would be generated, one a line, and exit.")
  var listOutputs = false

  func validate() throws {
    let registry = BackendRegistry.standard
    if let languages, registry.list(languages) == nil {
      throw ValidationError("--lang takes \(registry.names), separated by commas; got '\(languages)'")
    }
    for value in outputsOf {
      let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      if parts.count == 2, parts[1].isEmpty, let option = registry.backend(Language(parts[0]))?.outputOption {
        throw ValidationError("\(option) needs a folder")
      }
      guard parts.count == 2, !parts[1].isEmpty, let backend = registry.backend(Language(parts[0])),
        backend.outputOption != nil
      else {
        throw ValidationError(
          "--output-of takes LANGUAGE=FOLDER for one of \(registry.backends.filter { $0.outputOption != nil }.map(\.language.rawValue).joined(separator: ", ")); got '\(value)'"
        )
      }
    }
  }

  /// The folder of `backend`'s files: its own option's, else its default beside `--output`.
  func folder(_ backend: Backend) -> String {
    let chosen = outputsOf.last { $0.hasPrefix(backend.language.rawValue + "=") }
    return chosen.map { String($0.dropFirst(backend.language.rawValue.count + 1)) }
      ?? backend.defaultFolder(output: output)
  }

  /// `path` absolute, with `.` and `..` resolved, to compare folders.
  static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

  func run() throws {
    // The output folders can be written: checked before the specs are read and generated.
    if !check && !listOutputs {
      let folders = [output] + outputsOf.compactMap { $0.split(separator: "=", maxSplits: 1).last.map(String.init) }
      for folder in Set(folders).sorted() {
        if let problem = IOFailure.writableFolder(folder) { throw InputError(problem) }
      }
    }
    let run = try specs.run(languages: languages.flatMap(BackendRegistry.standard.list))
    specs.errorPrinter.print(run)
    guard !run.hasErrors else { throw ExitCode(1) }
    guard var outputs = run.files() else { throw ExitCode(1) }
    let backendOf = { (language: Language) in run.backends.backend(language) }
    // A runtime written once for the project (`generator.kotlin.runtime_output`) goes to its own
    // folder; when that is the language's own folder, with the language's files (a separate write
    // would remove each other's files as stale).
    var runtimes: [(language: Language, folder: String, files: [OutputFile])] = []
    for runtime in run.runtimeFiles() {
      let own = backendOf(runtime.language).map { Self.standardized(folder($0)) }
      if own == Self.standardized(runtime.folder),
        let index = outputs.firstIndex(where: { $0.language == runtime.language })
      {
        let names = Set(outputs[index].files.map(\.name))
        outputs[index].files = (outputs[index].files + runtime.files.filter { !names.contains($0.name) })
          .sorted { $0.name < $1.name }
      } else {
        runtimes.append(runtime)
      }
    }
    if listOutputs {
      let names = outputs.flatMap { language, files in
        files.map { file in
          guard let backend = backendOf(language), backend.outputOption != nil else { return file.name }
          return folder(backend) + "/" + file.name
        }
      }
      let runtimeNames = runtimes.flatMap { runtime in runtime.files.map { runtime.folder + "/" + $0.name } }
      Output.out((names + runtimeNames).map { $0 + "\n" }.joined())
      return
    }
    var drifted: [String] = []
    let writes =
      outputs.compactMap { language, files in backendOf(language).map { (folder($0), files, $0) } }
      + runtimes.compactMap { runtime in backendOf(runtime.language).map { (runtime.folder, runtime.files, $0) } }
    if !check {
      // Every folder's files as one change: all of them, or (after a kill) a journal the next
      // run finishes.
      let reports: [WriteReport]
      do {
        reports = try SpecRun.write(writes.map { ($0.0, $0.1, $0.2) })
      } catch {
        throw InputError(error.description)
      }
      for ((directory, _, _), report) in zip(writes, reports) {
        var summary = "specc: \(report.written.count) written, \(report.unchanged.count) unchanged"
        if !report.deleted.isEmpty { summary += ", \(report.deleted.count) stale removed" }
        if !report.kept.isEmpty { summary += ", \(report.kept.count) of other specs kept" }
        Output.out(summary + " in \(directory)\n")
      }
      return
    }
    for (directory, files, backend) in writes {
      let changes: [FileChange]
      do {
        guard case .drift(let found) = try SpecRun.emit(files, to: directory, check: true, backend: backend) else {
          continue
        }
        changes = found
      } catch {
        throw InputError(error.description)
      }
      guard !changes.isEmpty else { continue }
      Output.out(changes.map { $0.diff(directory: directory) }.joined())
      drifted.append("\(directory)/ (\(changes.count) file\(changes.count == 1 ? "" : "s"))")
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
