/// A 1-based line and column (in Unicode scalars) inside one file.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file.
  public static let start = Mark(line: 1, column: 1)

  public static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }

  public var description: String { "\(line):\(column)" }
}

/// How a scalar was written; quoted scalars are never null.
public enum ScalarStyle: Sendable, Hashable {
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// One key/value pair of a YAML mapping, in source order.
public struct NodePair: Sendable {
  public var key: Node
  public var value: Node
}

/// A YAML node that keeps where it was written. Scalars stay strings: the schema types them.
public struct Node: Sendable {
  /// The shape of a node.
  public enum Kind: Sendable {
    case scalar(String, ScalarStyle)
    case mapping([NodePair])
    case sequence([Node])
  }

  public var kind: Kind
  /// Where the node starts (for a block mapping, its first key).
  public var mark: Mark
  /// An explicit tag such as `!!str`, when the file wrote one.
  public var tag: String?
  /// Number of nodes in this subtree, aliases expanded; bounds alias bombs.
  public var weight: Int

  public init(_ kind: Kind, mark: Mark, tag: String? = nil, weight: Int = 1) {
    self.kind = kind
    self.mark = mark
    self.tag = tag
    self.weight = weight
  }

  /// The scalar text, or nil for a collection.
  public var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// True for a plain `~`, `null` or empty scalar.
  public var isNull: Bool {
    guard case .scalar(let text, let style) = kind, style == .plain, tag == nil else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// A short name of the node's YAML type for messages ("a string", "a list").
  public var kindDescription: String {
    switch kind {
    case .scalar:
      if isNull { return "null" }
      return "a string"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }
}
