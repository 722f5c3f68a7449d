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

  @Option(help: ArgumentHelp("Write the schema to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "With --output: write nothing; print a diff and exit 1 when the file is out of date.")
  var check = false

  func validate() throws {
    if check && output == nil { throw ValidationError("--check needs --output <file>") }
  }

  func run() throws {
    let schema = JSONSchemaExporter.render()
    guard let output else {
      Output.out(schema)
      return
    }
    guard let change = try DocsFiles.change(output, to: schema) else { return }
    if check {
      Output.out(change.diff(directory: ""))
      Output.error("error: \(output) is out of date: run swift run specc schema --output \(output)")
      throw ExitCode(1)
    }
    try DocsFiles.write(schema, to: output)
    Output.out("wrote \(output)\n")
  }
}
