/// How a scalar was written; quoted scalars are never null.
enum ScalarStyle: Sendable, Hashable {
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// One key/value pair of a YAML mapping, in source order.
struct NodePair: Sendable {
  var key: Node
  var value: Node
}

/// A YAML node that keeps where it was written. Scalars stay strings: the schema types them.
struct Node: Sendable {
  /// The shape of a node.
  enum Kind: Sendable {
    case scalar(String, ScalarStyle)
    case mapping([NodePair])
    case sequence([Node])
  }

  var kind: Kind
  /// Where the node starts (for a block mapping, its first key).
  var mark: Mark
  /// Tags are rare, so they live out of line: a node is 40 bytes, not 56.
  private var tagBox: TagBox?

  /// An explicit tag such as `!!str`, when the file wrote one.
  var tag: String? {
    get { tagBox?.text }
    set { tagBox = newValue.map(TagBox.init) }
  }

  init(_ kind: Kind, mark: Mark, tag: String? = nil) {
    self.kind = kind
    self.mark = mark
    self.tagBox = tag.map(TagBox.init)
  }

  private final class TagBox: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
  }

  /// The scalar text, or nil for a collection.
  var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// True for a plain `~`, `null` or empty scalar.
  var isNull: Bool {
    guard case .scalar(let text, let style) = kind, style == .plain, tag == nil else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// A short name of the node's YAML type for messages ("a string", "a list").
  var kindDescription: String {
    switch kind {
    case .scalar:
      if isNull { return "null" }
      return "a string"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }
}
