import ArgumentParser
import Foundation
import SpeccCore

/// `specc schema`: the spec format as a JSON Schema (draft 2020-12), for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the spec format as a JSON Schema (draft 2020-12) for editors such as yaml-language-server.",
    discussion: """
      Generated from the same description of the format that specc's loader validates with. \
      docs/specc.schema.json holds it: swift run specc schema --output docs/specc.schema.json. \
      In a spec, the first line `# yaml-language-server: $schema=<path or URL of the schema>` \
      turns on completion and hover docs. With --check, nothing is written and a diff is \
      printed (exit 1) when the file is out of date. With --inject FILE, the key tables of the \
      format's documentation are filled instead (docs/spec-format.md), from the same description.
      """)

  @OptionGroup var file: FileOutput

  @Option(
    help: ArgumentHelp(
      "Fill the <!-- specc:begin format.NAME --> key tables of this Markdown file (docs/spec-format.md) instead.",
      valueName: "file"))
  var inject: String?

  @Flag(help: "The schema of the project configuration (.specc.yml) instead of a spec's.")
  var projectConfig = false

  func validate() throws { try file.validate(otherFile: inject) }

  func run() throws {
    guard let inject else {
      try file.emit(
        projectConfig ? JSONSchemaExporter.renderConfig() : JSONSchemaExporter.render(),
        command: projectConfig ? "specc schema --project-config" : "specc schema")
      return
    }
    switch try FormatTables.inject(into: inject) {
    case .failure(let failure):
      for error in failure.errors { Output.error("\(inject):\(error.line): error: \(error.message)") }
      throw ExitCode(1)
    case .success(let text):
      guard let change = try DocsFiles.change(inject, to: text) else { return }
      if file.check {
        Output.out(change.diff(directory: ""))
        Output.error("error: \(inject) is out of date: run swift run specc schema --inject \(inject)")
        throw ExitCode(1)
      }
      try DocsFiles.write(text, to: inject)
      Output.out("wrote \(inject)\n")
    }
  }
}
