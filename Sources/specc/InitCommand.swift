import ArgumentParser
import Foundation
import SpeccCore

/// `specc init`: a commented starter spec that lints clean, and a `.specc.yml`.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented starter spec (Specs/<id>.yaml) that lints clean, and a .specc.yml.",
    discussion: """
      Also writes the JSON Schemas of both (Specs/specc.schema.json, .specc.schema.json), which \
      the files' first lines name for yaml-language-server: editors validate and complete them \
      in the new project. After upgrading specc, rewrite the schemas with specc schema --output \
      Specs/specc.schema.json and specc schema --project-config --output .specc.schema.json. \
      Writes nothing over an existing file.
      """)

  @Option(help: ArgumentHelp("The folder of the spec.", valueName: "folder"))
  var folder = "Specs"

  @Option(help: "The app's name.")
  var name = "My App"

  @Option(help: ArgumentHelp("The spec's id (snake_case).", valueName: "id"))
  var id = "my_app"

  func validate() throws {
    guard id.first.map({ ("a"..."z").contains($0) }) == true,
      id.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
    else { throw ValidationError("--id must be snake_case: a lowercase letter, then letters, digits or _") }
  }

  private func canonical(_ text: String, path: String) -> String {
    SpecFormatter.format(bytes: Array(text.utf8), path: path).formatted ?? text
  }

  func run() throws {
    let spec = folder + "/" + id + ".yaml"
    let files = [
      // In canonical form whatever the name (the formatter decides its quoting).
      (spec, canonical(StarterFiles.spec(id: id, name: name), path: spec)),
      (folder + "/" + StarterFiles.schemaFileName, JSONSchemaExporter.render()),
      (ProjectConfig.fileName, StarterFiles.config),
      (StarterFiles.configSchemaFileName, JSONSchemaExporter.renderConfig()),
    ]
    for (path, _) in files where FileManager.default.fileExists(atPath: path) {
      throw InputError("\(path) exists: specc init writes nothing over a file")
    }
    for (path, text) in files {
      do {
        try Writer.replaceFile(text, at: path)
      } catch {
        throw InputError("cannot write \(path): \(error.description)")
      }
      Output.out("wrote \(path)\n")
    }
    Output.out("next: specc lint \(folder)\n")
  }
}
