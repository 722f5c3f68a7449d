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
      printed (exit 1) when the file is out of date.
      """)

  @OptionGroup var file: FileOutput

  func run() throws {
    try file.emit(JSONSchemaExporter.render(), command: "specc schema")
  }
}
