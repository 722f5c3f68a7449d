import Foundation

/// The key tables of docs/spec-format.md, rendered from the same declarations the validator, the
/// decoder and `specc schema` read (`SpecSchema`, `SpecSections`): one `format.<object>` block per
/// object of the format, filled by `specc schema --inject docs/spec-format.md` and checked by CI.
public enum FormatTables {
  /// Every block by name: `format.spec` (top-level keys), `format.header`, `format.slot`, …
  static func blocks(_ root: ObjectSchema = SpecSchema.root) -> [String: String] {
    var blocks = ["format.header": table(SpecSchema.header)]
    for object in objects(root) {
      blocks["format." + object.name.replacingOccurrences(of: " ", with: "_")] = table(object.fields)
    }
    return blocks
  }

  /// `file` with its `format.*` blocks filled: the new text, or the marker problems.
  public static func inject(into file: String) throws -> Result<String, MarkerInjectionFailure> {
    guard let data = FileManager.default.contents(atPath: file) else { throw InputError("cannot read \(file)") }
    return MarkerInjector.inject(into: [UInt8](data), blocks: blocks()).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `| Key | Type | Required | Meaning |` for `fields`, in declaration order.
  static func table(_ fields: [FieldSchema]) -> String {
    var table = MarkdownTable(["Key", "Type", "Required", "Meaning"])
    for field in fields {
      table.append([
        "`\(field.name)`", describe(field.type) + (field.unique ? ", each once" : ""), field.required ? "yes" : "no",
        MarkdownTable.text(field.doc),
      ])
    }
    return table.render()
  }

  /// How the docs name a type: `integer 1–10,080`, `` `off`, `silent` or `sound` ``, …
  static func describe(_ type: SchemaType) -> String {
    switch type {
    case .string(_, .clockTime?): "time `HH:MM` (00:00–23:59)"
    case .string(_, .localDate?): "date `yyyy-MM-dd`"
    case .string(_, .monthDay?): "month and day `MM-dd`"
    case .string(_, .rrule?): "RFC 5545 rule (`FREQ=…`)"
    case .string(_, .anchor?): "date `yyyy-MM-dd` or `app`"
    case .string(let pattern?, _): "text matching `\(pattern)`"
    case .string: "text"
    case .integer(let min, let max):
      "integer" + ((min != nil || max != nil) ? " \(number(min))–\(number(max))" : "")
    case .boolean: "true / false"
    case .enumeration(let values): choices(values)
    case .scalar: "text, number or true / false"
    case .list(let element): "list of " + plural(element)
    case .object(let object): "mapping (\(object.name))"
    case .map(let value, let keys):
      "mapping from " + (keys.map { choices($0) } ?? "names") + " to " + plural(value)
    }
  }

  private static func plural(_ type: SchemaType) -> String {
    switch type {
    case .list, .map: describe(type)
    case .object(let object): "\(object.name) mappings"
    case .integer: "integers" + describe(type).dropFirst("integer".count)
    case .string(nil, _): "texts"
    case .enumeration(let values): choices(values)
    default: describe(type)
    }
  }

  private static func choices(_ values: [String]) -> String {
    let quoted = values.map { "`\($0)`" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  private static func number(_ value: Int?) -> String {
    guard let value else { return "any" }
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.groupingSeparator = ","
    formatter.usesGroupingSeparator = true
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }

  /// Every object schema reachable from `root`, `root` first, each once.
  static func objects(_ root: ObjectSchema) -> [ObjectSchema] {
    var result: [ObjectSchema] = []
    var names = Set<String>()
    func visit(_ type: SchemaType) {
      switch type {
      case .object(let object):
        guard names.insert(object.name).inserted else { return }
        result.append(object)
        for field in object.fields { visit(field.type) }
      case .list(let element): visit(element)
      case .map(let value, _): visit(value)
      default: break
      }
    }
    visit(.object(root))
    return result
  }
}
