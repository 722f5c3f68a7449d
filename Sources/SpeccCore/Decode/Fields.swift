/// Typed, lenient access to a mapping's values once `SchemaValidator` has reported every
/// problem: a value of the wrong shape simply reads as absent.
struct Fields {
  let mark: Mark
  private var values = SmallStringMap<Node>()

  init(_ node: Node) {
    mark = node.mark
    if case .mapping(let pairs) = node.kind {
      values = SmallStringMap(capacity: pairs.count)
      for pair in pairs {
        if let key = pair.key.scalar, !pair.value.isNull { values.insertIfAbsent(key, pair.value) }
      }
    }
  }

  /// The raw node of `key`.
  func node(_ key: String) -> Node? { values[key] }

  func string(_ key: String) -> Located<String>? {
    guard let node = values[key], let text = node.scalar else { return nil }
    return Located(text, at: node.mark)
  }

  func int(_ key: String) -> Located<Int>? {
    guard let node = values[key], let value = ScalarText.integer(node) else { return nil }
    return Located(value, at: node.mark)
  }

  func bool(_ key: String) -> Bool? { values[key].flatMap(ScalarText.boolean) }

  func enumeration<E: RawRepresentable & Sendable & Hashable>(_ key: String, _: E.Type = E.self) -> Located<E>?
  where E.RawValue == String {
    guard let located = string(key), let value = E(rawValue: located.value) else { return nil }
    return Located(value, at: located.mark)
  }

  /// The items of a list, or nil when absent.
  func list(_ key: String) -> [Node]? {
    guard let node = values[key], case .sequence(let items) = node.kind else { return nil }
    return items
  }

  func strings(_ key: String) -> [Located<String>]? {
    list(key).map { $0.compactMap { node in node.scalar.map { Located($0, at: node.mark) } } }
  }

  func ints(_ key: String) -> [Located<Int>]? {
    list(key).map { $0.compactMap { node in ScalarText.integer(node).map { Located($0, at: node.mark) } } }
  }

  func enumerations<E: RawRepresentable & Sendable & Hashable>(_ key: String, _: E.Type = E.self) -> Located<[E]>?
  where E.RawValue == String {
    guard let node = values[key], let items = list(key) else { return nil }
    return Located(items.compactMap { $0.scalar.flatMap(E.init(rawValue:)) }, at: node.mark)
  }

  /// The values of a mapping keyed by name, in source order.
  func map(_ key: String) -> [(key: Located<String>, value: Node)] {
    guard let node = values[key], case .mapping(let pairs) = node.kind else { return [] }
    var seen = Set<String>()
    return pairs.compactMap { pair in
      guard let name = pair.key.scalar, seen.insert(name).inserted else { return nil }
      return (Located(name, at: pair.key.mark), pair.value)
    }
  }

  /// Each mapping item of a list, decoded by `transform` (nil drops the item). One item's `Fields`
  /// lives only while it is decoded, and the result is allocated once at its final size: on a
  /// 10 MB spec, building every item's `Fields` first cost about 15 MB.
  func objects<T>(_ key: String, _ transform: (Fields) -> T?) -> [T] {
    guard let items = list(key) else { return [] }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for node in items {
      if case .mapping = node.kind, let value = transform(Fields(node)) { result.append(value) }
    }
    return result
  }
}
