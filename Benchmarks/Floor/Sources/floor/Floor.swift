import ArgumentParser
import CYaml
import Yams

/// `floor lint [options] FILES…` parses the options `specc lint` takes, starts and stops a libyaml
/// parser, and exits: what start-up costs before specc does any work of its own.
@main struct Floor: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "floor", subcommands: [Lint.self])
}

struct Lint: ParsableCommand {
  @Argument var paths: [String] = []
  @Option var maxFileBytes = 16_777_216
  @Option var maxDiagnostics = 1_000
  @Flag var strict = false
  @Option var format = "text"
  @Option var report: String?
  @Option var against: String?

  func run() {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    yaml_parser_delete(&parser)
  }
}
