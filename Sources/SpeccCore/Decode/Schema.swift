/// The shape a YAML value must have. One description serves the validator, the typed decoder
/// and `specc schema` (JSON Schema), so they cannot disagree.
indirect enum SchemaType: Sendable {
  /// Any string scalar; `pattern` is a documented regular expression (checked by rules).
  case string(pattern: String? = nil)
  /// A decimal integer in a range.
  case integer(min: Int? = nil, max: Int? = nil)
  /// `true` or `false`, nothing else (no YAML 1.1 `yes`/`on`).
  case boolean
  /// One string of a fixed set.
  case enumeration([String])
  /// Any scalar (string, number or boolean), typed by another field.
  case scalar
  /// A list of values of one type.
  case list(SchemaType)
  /// A mapping with known keys.
  case object(ObjectSchema)
  /// A mapping from names (optionally restricted to `keys`) to values of one type.
  case map(SchemaType, keys: [String]?)

  /// How messages name this type ("an integer", "a list of integers").
  var phrase: String {
    switch self {
    case .string: "a string"
    case .integer: "an integer"
    case .boolean: "true or false"
    case .enumeration(let values): "one of \(values.joined(separator: ", "))"
    case .scalar: "a scalar value"
    case .list(let element): "a list of \(element.pluralPhrase)"
    case .object(let object): "a mapping (\(object.name))"
    case .map: "a mapping"
    }
  }

  var pluralPhrase: String {
    switch self {
    case .string: "strings"
    case .integer: "integers"
    case .boolean: "booleans"
    case .enumeration(let values): "values from \(values.joined(separator: ", "))"
    case .scalar: "scalars"
    case .list(let element): "lists of \(element.pluralPhrase)"
    case .object(let object): "\(object.name) mappings"
    case .map: "mappings"
    }
  }
}

/// One key of a mapping.
struct FieldSchema: Sendable {
  var name: String
  var type: SchemaType
  var required: Bool
  var doc: String

  init(_ name: String, _ type: SchemaType, required: Bool = false, _ doc: String) {
    self.name = name
    self.type = type
    self.required = required
    self.doc = doc
  }
}

/// A mapping with named fields.
public struct ObjectSchema: Sendable {
  /// Singular name used in messages ("prayer", "channel").
  var name: String
  var doc: String
  var fields: [FieldSchema] { didSet { index = Self.index(fields) } }
  /// Position of each field by name (the first, when a name repeats).
  private var index: [String: Int]

  init(_ name: String, doc: String, fields: [FieldSchema]) {
    self.name = name
    self.doc = doc
    self.fields = fields
    self.index = Self.index(fields)
  }

  /// The field called `name`, if any.
  func field(_ name: String) -> FieldSchema? { index[name].map { fields[$0] } }

  private static func index(_ fields: [FieldSchema]) -> [String: Int] {
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() where index[field.name] == nil { index[field.name] = position }
    return index
  }
}
