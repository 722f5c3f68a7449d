/// A JSON document built in code and printed deterministically: object members keep the order
/// they were given, so reports and schemas are byte-stable across platforms (unlike
/// `JSONSerialization`, whose key order and escaping differ between Darwin and Linux).
indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// Pretty-printed text with two-space indentation and a trailing newline.
  var text: String {
    var out = ""
    write(into: &out, indent: 0)
    out += "\n"
    return out
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .string(let value): Self.quote(value, into: &out)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        item.write(into: &out, indent: indent + 1)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        Self.quote(member.key, into: &out)
        out += ": "
        member.value.write(into: &out, indent: indent + 1)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    }
  }

  /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped,
  /// everything else as UTF-8.
  static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable, Hashable {
  var key: String
  var value: JSONValue

  init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue {
  /// An object from ordered pairs, leaving out members whose value is nil.
  static func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key, $0) } })
  }
}
