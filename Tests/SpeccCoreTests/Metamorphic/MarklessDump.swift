@testable import SpeccCore

/// A text dump of a value's whole structure with every `Mark` left out, so two specs written
/// differently compare equal exactly when they mean the same.
enum MarklessDump {
  /// The dump of a spec, its path and its source text left out too.
  static func of(_ spec: Spec) -> String {
    var copy = spec
    copy.path = ""
    copy.source = SourceText()
    var out = ""
    dump(copy, indent: 0, into: &out)
    return out
  }

  private static func dump(_ value: Any, indent: Int, into out: inout String) {
    let mirror = Mirror(reflecting: value)
    let pad = String(repeating: " ", count: indent)
    switch mirror.displayStyle {
    case .struct, .class, .tuple:
      out += "\(mirror.subjectType)(\n"
      for child in mirror.children where !(child.value is Mark) {
        out += pad + "  \(child.label ?? "_"): "
        dump(child.value, indent: indent + 2, into: &out)
      }
      out += pad + ")\n"
    case .collection, .set:
      out += "[\n"
      var items: [String] = []
      for child in mirror.children {
        var item = ""
        dump(child.value, indent: indent + 2, into: &item)
        items.append(item)
      }
      if mirror.displayStyle == .set { items.sort() }
      for item in items { out += pad + "  " + item }
      out += pad + "]\n"
    case .dictionary:
      var entries: [String] = []
      for child in mirror.children {
        var entry = ""
        dump(child.value, indent: indent + 2, into: &entry)
        entries.append(entry)
      }
      out += "[\n" + entries.sorted().map { pad + "  " + $0 }.joined() + pad + "]\n"
    case .optional:
      if let some = mirror.children.first {
        dump(some.value, indent: indent, into: &out)
      } else {
        out += "nil\n"
      }
    default:
      out += "\(String(reflecting: value))\n"
    }
  }
}
