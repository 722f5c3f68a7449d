import Foundation
import Testing

@testable import SpeccCore

/// `specc schema`: the committed docs/specc.schema.json is current and mirrors `SpecSchema`.
/// scripts/validate-spec-schema.sh validates Specs/ against it with an independent validator.
@Suite struct JSONSchemaExporterTests {
  static let schema = JSONSchemaExporter.render()

  static func parsed() throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any])
  }

  @Test func committedSchemaIsCurrent() throws {
    let url = SpecsLintCleanTests.repositoryRoot.appendingPathComponent(JSONSchemaExporter.committedPath)
    let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let difference = Golden.firstDifference(committed, Self.schema)
    #expect(
      committed == Self.schema,
      "docs/specc.schema.json is out of date: run swift run specc schema --output docs/specc.schema.json\n\(difference)"
    )
  }

  @Test func rootIsClosedAndDocumented() throws {
    let root = try Self.parsed()
    #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(root["additionalProperties"] as? Bool == false)
    #expect(root["required"] as? [String] == ["spec", "name", "version"])
    let properties = try #require(root["properties"] as? [String: [String: Any]])
    #expect(Set(properties.keys) == Set(SpecSchema.root.fields.map(\.name)))
    for field in SpecSchema.root.fields {
      #expect(properties[field.name]?["description"] as? String == field.doc)
    }
  }

  @Test func everyObjectIsADefinitionWithItsFields() throws {
    let definitions = try #require(try Self.parsed()["$defs"] as? [String: [String: Any]])
    let channel = try #require(definitions["channel"])
    #expect(channel["additionalProperties"] as? Bool == false)
    #expect(channel["required"] as? [String] == ["id", "name", "importance"])
    let properties = try #require(channel["properties"] as? [String: [String: Any]])
    #expect(properties["importance"]?["enum"] as? [String] == ["min", "low", "default", "high", "max"])
    // A channel's id has its pattern unless it is kept as shipped (`shipped: true`, issue 37).
    #expect(properties["id"]?["pattern"] == nil)
    let unlessShipped = try #require(
      (channel["else"] as? [String: Any])?["properties"] as? [String: [String: Any]])
    #expect(unlessShipped["id"]?["pattern"] as? String == "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$")
    let shipped = try #require(channel["if"] as? [String: Any])
    #expect(shipped["required"] as? [String] == ["shipped"])
    #expect(definitions["token"]?["if"] == nil)
    let depth = try #require(
      (definitions["scheduling"]?["properties"] as? [String: [String: Any]])?["schedule_depth"])
    #expect(depth["minimum"] as? Int == 0 && depth["maximum"] as? Int == 1)
    #expect(definitions["extra_trigger"] != nil && definitions["accepted_breaking_change"] != nil)
    for (name, definition) in definitions {
      #expect(definition["additionalProperties"] as? Bool == false, "$defs/\(name) is not closed")
      #expect(definition["description"] is String, "$defs/\(name) has no description")
    }
  }
}
