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
      PluginCompileCommand.self, InitCommand.self,
    ]
  )

  /// Runs the command, mapping ArgumentParser's usage errors to exit code 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputError {
      Output.error("error: \(error.description)")
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
}
