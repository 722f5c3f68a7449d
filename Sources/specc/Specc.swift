import ArgumentParser
import Foundation
import SpeccCore

/// The `specc` command: checks notification specs and generates Swift and docs from them.
@main
struct Specc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "specc",
    abstract: "Check YAML specs of local-notification systems and generate Swift and docs from them.",
    discussion: """
      Exit codes: 0 clean, 1 a spec has errors (or --check found drift), 2 usage or I/O problems.
      """,
    version: ToolInfo.specc.version,
    subcommands: [
      CompileCommand.self, LintCommand.self, DocsCommand.self, RulesCommand.self, SchemaCommand.self,
      PluginCompileCommand.self, InitCommand.self, LSPCommand.self, StringsCommand.self, FormatCommand.self,
      SimulateCommand.self,
    ]
  )

  /// Runs the command, mapping ArgumentParser's usage errors to exit code 2.
  static func main() {
    #if canImport(Glibc)
      // glibc hands out blocks over its mmap threshold as their own mappings, returned to the
      // system when freed, but raises that threshold each time such a block is freed (up to
      // 32 MB). On a large spec the arrays that grow by doubling (the symbol table's
      // references and declarations, the tree's store) then come from the heap, and each
      // outgrown buffer stays resident there: ~6 MB of a 10 MB spec's peak. A fixed threshold
      // keeps big blocks mapped (issue 27's peak-memory bound, docs/benchmarks.md).
      // `mallopt` is in <malloc.h>, which the Glibc module leaves out: found by name
      // (RTLD_DEFAULT is the null handle); M_MMAP_THRESHOLD is -3.
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-3, 256 * 1024)
      }
    #endif
    do {
      let arguments = languageOutputsRewritten(Array(CommandLine.arguments.dropFirst()))
      // `lint PATH…` needs no parser: ArgumentParser would make the same options (tested).
      if let lint = LintOptions.plain(arguments) {
        try lint.run()
      } else {
        var command = try parseAsRoot(arguments)
        try command.run()
      }
    } catch let error as InputError {
      Output.error("error: \(error.description)")
      Foundation.exit(2)
    } catch let error as WriteError {
      Output.error("error: \(error.description)")
      Foundation.exit(2)
    } catch let error as CocoaError {
      // Never a raw NSError: the path and the POSIX reason, exit 2 (issue 42).
      let path = error.filePath ?? error.url?.path ?? "a file"
      Output.error("error: " + IOFailure.describe(error, path: path, doing: "use"))
      Foundation.exit(2)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
        Foundation.exit(0)
      }
      if !message.isEmpty { Output.error(message) }
      if code == .validationFailure { Foundation.exit(2) }
      Foundation.exit(code.rawValue)
    }
  }

  /// Each registered language's `--<name>-output FOLDER` (or `=FOLDER`) as `--output-of
  /// <name>=FOLDER`, which `compile` reads: the options come from the registry, not from one
  /// declaration per language. Arguments after `--` are left alone.
  static func languageOutputsRewritten(_ arguments: [String]) -> [String] {
    var options: [String: String] = [:]
    for backend in BackendRegistry.standard.backends {
      if let option = backend.outputOption { options[option] = backend.language.rawValue }
    }
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        result += arguments[index...]
        break
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      // An empty argument has no parts (it crashed here): it is left to ArgumentParser.
      if let name = parts.first, let language = options[name] {
        if parts.count == 2 {
          result += ["--output-of", language + "=" + parts[1]]
        } else if index + 1 < arguments.count {
          result += ["--output-of", language + "=" + arguments[index + 1]]
          index += 1
        } else {
          // No folder follows: `compile` says which option needs one.
          result += ["--output-of", language + "="]
        }
      } else {
        result.append(argument)
      }
      index += 1
    }
    return result
  }
}
