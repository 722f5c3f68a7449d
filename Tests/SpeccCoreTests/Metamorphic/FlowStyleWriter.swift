@testable import SpeccCore

/// Writes a `Node` tree back as YAML in flow style only (`{…}` and `[…]`), for the metamorphic
/// tests: a block-style spec and its flow-style twin must decode to the same model.
///
/// Plain scalars stay plain when flow context allows it (so integers, booleans and nulls keep
/// their meaning); every other scalar, block scalars included, becomes double-quoted.
enum FlowStyleWriter {
  /// The whole document, one mapping entry or list item per line, indented two spaces a level.
  static func write(_ node: Node) -> String {
    var out = ""
    write(node, indent: 0, into: &out)
    out += "\n"
    return out
  }

  private static func write(_ node: Node, indent: Int, into out: inout String) {
    if let tag = node.tag { out += tag == "!" ? "! " : "!<\(tag)> " }
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch node.kind {
    case .scalar(let text, let style):
      out += scalar(text, style)
    case .sequence(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += pad
        write(item, indent: indent + 1, into: &out)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += closing + "]"
    case .mapping(let pairs):
      guard !pairs.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, pair) in pairs.enumerated() {
        out += pad
        write(pair.key, indent: indent + 1, into: &out)
        out += ": "
        write(pair.value, indent: indent + 1, into: &out)
        out += index + 1 < pairs.count ? ",\n" : "\n"
      }
      out += closing + "}"
    }
  }

  private static func scalar(_ text: String, _ style: ScalarStyle) -> String {
    if style == .plain {
      if text.isEmpty { return "~" }
      if isFlowSafePlain(text) { return text }
    }
    return doubleQuoted(text)
  }

  /// Text that reads back as the same plain scalar inside `{…}` or `[…]`.
  static func isFlowSafePlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " || last == ":" {
      return false
    }
    if text.contains(": ") || text.contains(" #") { return false }
    return !text.unicodeScalars.contains { scalar in
      ",[]{}\t".unicodeScalars.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F
        || scalar.value >= 0x80
    }
  }

  /// A double-quoted YAML scalar holding exactly `text`.
  static func doubleQuoted(_ text: String) -> String { FormatScalars.doubleQuoted(text) }

}
