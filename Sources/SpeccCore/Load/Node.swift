import Foundation

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
///
/// A tree's mappings and sequences keep their children in two arrays shared by the whole tree
/// (`NodeStore`), not in one array each: a 10 MB spec holds ~125,000 collections, and their
/// arrays, scattered through the heap between the strings the decoded spec keeps, stayed
/// resident after the tree was freed. The two arrays are returned to the system whole.
struct Node: Sendable {
  /// The shape of a node.
  enum Kind: Sendable {
    case scalar(String, ScalarStyle)
    case mapping(NodePairs)
    case sequence(NodeItems)
  }

  var kind: Kind
  /// Where the node starts (for a block mapping, its first key).
  var mark: Mark
  /// The number of its explicit tag in `TagNames` (0: none). Tags are rare, and a number fills
  /// the bytes after the mark: a node is 32 bytes (a mapping's pair 64), not 40.
  private var tagNumber: UInt32

  /// An explicit tag such as `!!str`, when the file wrote one.
  var tag: String? {
    get { tagNumber == 0 ? nil : TagNames.shared.name(tagNumber) }
    set { tagNumber = newValue.map(TagNames.shared.number) ?? 0 }
  }

  init(_ kind: Kind, mark: Mark, tag: String? = nil) {
    self.kind = kind
    self.mark = mark
    self.tagNumber = tag.map(TagNames.shared.number) ?? 0
  }

  /// The node as handed out of `store`: its children read from `store`. A node kept inside a
  /// store does not hold the store (that would be a cycle); one read out of it does.
  @inline(__always)
  func attached(to store: NodeStore) -> Node {
    switch kind {
    case .scalar: return self
    case .mapping(let pairs):
      var node = self
      node.kind = .mapping(pairs.attached(to: store))
      return node
    case .sequence(let items):
      var node = self
      node.kind = .sequence(items.attached(to: store))
      return node
    }
  }

  /// The scalar text, or nil for a collection.
  var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// True for a plain `~`, `null` or empty scalar.
  var isNull: Bool {
    guard case .scalar(let text, let style) = kind, style == .plain, tagNumber == 0 else { return false }
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

/// The children of every collection of one tree, each collection's a contiguous run, kept
/// as they were stored (without the store) and attached to it as they are read.
final class NodeStore: Sendable {
  let pairs: [NodePair]
  let items: [Node]

  init(pairs: [NodePair], items: [Node]) {
    self.pairs = pairs
    self.items = items
  }
}

/// What a collection of a tree holds (a mapping's pairs, a sequence's items), read from the
/// tree's store and attached to it.
protocol NodeChild: Sendable {
  static func read(_ index: Int, of store: NodeStore) -> Self
}

extension NodePair: NodeChild {
  static func read(_ index: Int, of store: NodeStore) -> NodePair {
    let pair = store.pairs[index]
    return NodePair(key: pair.key.attached(to: store), value: pair.value.attached(to: store))
  }
}

extension Node: NodeChild {
  static func read(_ index: Int, of store: NodeStore) -> Node { store.items[index].attached(to: store) }
}

/// The children of one collection, in source order: a run of its tree's store.
struct NodeChildren<Child: NodeChild>: RandomAccessCollection, Sendable {
  /// Nil while the collection is kept inside its store.
  private let store: NodeStore?
  private let start: UInt32
  private let storedCount: UInt32

  init(store: NodeStore?, start: Int, count: Int) {
    self.init(store: store, start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: count))
  }

  private init(store: NodeStore?, start: UInt32, count: UInt32) {
    self.store = store
    self.start = start
    self.storedCount = count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { store == nil ? 0 : Int(storedCount) }

  subscript(position: Int) -> Child {
    guard let store, position >= 0, position < Int(storedCount) else {
      preconditionFailure("index \(position) out of a collection of \(endIndex)")
    }
    return Child.read(Int(start) + position, of: store)
  }

  /// The same run, read from `store`.
  func attached(to store: NodeStore) -> Self { Self(store: store, start: start, count: storedCount) }
}

/// The pairs of a mapping, in source order.
typealias NodePairs = NodeChildren<NodePair>
/// The items of a sequence, in source order.
typealias NodeItems = NodeChildren<Node>

/// The explicit tags files write (`!!str`, `!custom`), numbered from 1 once per process: a node
/// keeps a tag's number. A file writes a handful of distinct tags at most.
final class TagNames: @unchecked Sendable {
  static let shared = TagNames()
  private let lock = NSLock()
  private var names: [String] = []
  private var numbers: [String: UInt32] = [:]

  func number(_ name: String) -> UInt32 {
    lock.withLock {
      if let number = numbers[name] { return number }
      names.append(name)
      let number = UInt32(truncatingIfNeeded: names.count)
      numbers[name] = number
      return number
    }
  }

  func name(_ number: UInt32) -> String {
    lock.withLock { names[Int(number) - 1] }
  }
}
