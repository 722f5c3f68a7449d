/// The spec format as a JSON Schema (draft 2020-12), generated from `SpecSchema` — the same data
/// the loader validates with — so editors (yaml-language-server) offer completion and hover docs
/// that cannot drift from specc. `specc schema` prints it; docs/specc.schema.json is committed.
///
/// Each `ObjectSchema` becomes a `$defs` entry (title and description from its doc); fields carry
/// their doc as `description`, required keys are `required`, and every object is closed with
/// `additionalProperties: false`. Enumerations, integer ranges and documented patterns carry over.
public enum JSONSchemaExporter {
  /// The dialect the document declares.
  static let dialect = "https://json-schema.org/draft/2020-12/schema"
  /// Where the schema is committed, relative to the package root.
  static let committedPath = "docs/specc.schema.json"

  /// The schema of a project's `.specc.yml`.
  public static func renderConfig() -> String { render(ProjectConfig.schema, title: "specc configuration") }

  /// The schema of a whole spec file, as pretty-printed JSON.
  public static func render(_ root: ObjectSchema = SpecSchema.root, title: String = "specc spec") -> String {
    var definitions = Definitions()
    let body = definitions.objectBody(root)
    var members: [JSONMember] = [
      JSONMember("$schema", .string(dialect)),
      JSONMember("title", .string(title)),
    ]
    if case .object(let rootMembers) = body {
      members += rootMembers.filter { $0.key != "title" }
    }
    members.append(JSONMember("$defs", .object(definitions.entries)))
    return JSONValue.object(members).text
  }
}

/// The `$defs` collected while walking a schema, in order of first use.
private struct Definitions {
  var entries: [JSONMember] = []
  private var names: Set<String> = []

  /// `"extra trigger"` → `extra_trigger`.
  static func key(_ object: ObjectSchema) -> String {
    String(object.name.map { $0 == " " ? "_" : $0 })
  }

  /// The schema of one value of `type`.
  mutating func schema(_ type: SchemaType) -> [JSONMember] {
    switch type {
    case .string(let pattern, _):
      return [JSONMember("type", "string")] + (pattern.map { [JSONMember("pattern", .string($0))] } ?? [])
    case .integer(let min, let max):
      return [JSONMember("type", "integer")] + (min.map { [JSONMember("minimum", .int($0))] } ?? [])
        + (max.map { [JSONMember("maximum", .int($0))] } ?? [])
    case .boolean:
      return [JSONMember("type", "boolean")]
    case .enumeration(let values):
      return [JSONMember("type", "string"), JSONMember("enum", .array(values.map(JSONValue.string)))]
    case .scalar:
      return [JSONMember("type", .array(["string", "integer", "number", "boolean"]))]
    case .list(let element):
      return [JSONMember("type", "array"), JSONMember("items", .object(schema(element)))]
    case .object(let object):
      define(object)
      return [JSONMember("$ref", .string("#/$defs/\(Self.key(object))"))]
    case .map(let value, let keys):
      let valueSchema = JSONValue.object(schema(value))
      guard let keys else {
        return [JSONMember("type", "object"), JSONMember("additionalProperties", valueSchema)]
      }
      return [
        JSONMember("type", "object"),
        JSONMember("properties", .object(keys.map { JSONMember($0, valueSchema) })),
        JSONMember("additionalProperties", false),
      ]
    }
  }

  /// Adds `object` to `$defs` once.
  mutating func define(_ object: ObjectSchema) {
    let key = Self.key(object)
    guard names.insert(key).inserted else { return }
    let index = entries.count
    entries.append(JSONMember(key, .null))
    entries[index] = JSONMember(key, objectBody(object))
  }

  /// A closed object with documented properties and its required keys.
  mutating func objectBody(_ object: ObjectSchema) -> JSONValue {
    var properties: [JSONMember] = []
    // An id kept as shipped (`shipped: true`) is any string: its pattern holds only without it.
    var shippedPattern: String?
    if object.field("shipped") != nil, case .string(let pattern?, _) = object.field("id")?.type {
      shippedPattern = pattern
    }
    for field in object.fields {
      var type = schema(field.type)
      if field.name == "id", shippedPattern != nil { type.removeAll { $0.key == "pattern" } }
      properties.append(
        JSONMember(
          field.name,
          .object(
            type + (field.unique ? [JSONMember("uniqueItems", .bool(true))] : [])
              + [JSONMember("description", .string(field.doc))])))
    }
    let required = object.fields.filter(\.required).map { JSONValue.string($0.name) }
    var members: [JSONMember] = [
      JSONMember("title", .string(object.name)),
      JSONMember("description", .string(object.doc)),
      JSONMember("type", "object"),
      JSONMember("properties", .object(properties)),
    ]
    if !required.isEmpty { members.append(JSONMember("required", .array(required))) }
    if let shippedPattern {
      members.append(
        JSONMember(
          "if",
          .object([
            JSONMember("properties", .object([JSONMember("shipped", .object([JSONMember("const", .bool(true))]))])),
            JSONMember("required", .array([.string("shipped")])),
          ])))
      members.append(
        JSONMember(
          "else",
          .object([
            JSONMember(
              "properties",
              .object([JSONMember("id", .object([JSONMember("pattern", .string(shippedPattern))]))]))
          ])))
    }
    members.append(JSONMember("additionalProperties", false))
    return .object(members)
  }
}
