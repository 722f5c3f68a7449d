/// Typed, lenient access to a mapping's values once `SchemaValidator` has reported every
/// problem: a value of the wrong shape, or an integer outside its schema's bounds, simply reads
/// as absent. So every number a rule computes with is inside the bounds of the spec format, and
/// no sum or product of spec values can overflow (`window_days: 999999999999999999` once trapped
/// in the budget arithmetic).
struct Fields {
  let mark: Mark
  /// The schema of this mapping; integer bounds and the schemas of nested lists come from it.
  let schema: ObjectSchema
  private var values = SmallStringMap<Node>()

  init(_ node: Node, _ schema: ObjectSchema) {
    mark = node.mark
    self.schema = schema
    if case .mapping(let pairs) = node.kind {
      values = SmallStringMap(capacity: pairs.count)
      for pair in pairs {
        if let key = pair.key.scalar, !pair.value.isNull { values.insertIfAbsent(key, pair.value) }
      }
    }
  }

  /// The raw node of `key`.
  func node(_ key: String) -> Node? { value(key) }

  /// The value of `key`, which must be a key of the schema: a decoder that asks for a misspelt
  /// key fails the tests (every path of the decoder runs on the checked-in specs and fixtures)
  /// instead of reading it as absent.
  private func value(_ key: String) -> Node? {
    assert(schema.field(key) != nil, "the decoder reads '\(key)', which \(schema.name) does not declare")
    return values[key]
  }

  func string(_ key: String) -> Located<String>? {
    guard let node = value(key), let text = node.scalar else { return nil }
    return Located(text, at: node.mark)
  }

  /// A reference to a declaration (`FieldReference` in the schema), linked by the Resolve stage.
  func ref<Target>(_ key: String) -> Ref<Target>? {
    assert(
      schema.field(key)?.reference != nil, "\(schema.name).\(key) is read as a reference the schema does not declare")
    return string(key).map(Ref.init)
  }

  /// A wall-clock time, read once (`typed` nil when it does not read).
  func time(_ key: String) -> TimeField? { string(key).map(TimeField.init(time:)) }

  /// A local date, read once (`typed` nil when it does not read).
  func date(_ key: String) -> DateField? { string(key).map(DateField.init(date:)) }

  func int(_ key: String) -> Located<Int>? {
    guard let node = value(key), let value = Self.integer(node, schema.field(key)?.type) else { return nil }
    return Located(value, at: node.mark)
  }

  /// The integer of `node` when `type` is an integer type it fits (nil otherwise).
  private static func integer(_ node: Node, _ type: SchemaType?) -> Int? {
    guard case .integer(let min, let max) = type, let value = ScalarText.integer(node) else { return nil }
    if let min, value < min { return nil }
    if let max, value > max { return nil }
    return value
  }

  /// The element type of the list `key`.
  private func elementType(_ key: String) -> SchemaType? {
    guard case .list(let element) = schema.field(key)?.type else { return nil }
    return element
  }

  func bool(_ key: String) -> Bool? { value(key).flatMap(ScalarText.boolean) }

  /// A boolean with where it is written.
  func located(bool key: String) -> Located<Bool>? {
    guard let node = value(key), let flag = ScalarText.boolean(node) else { return nil }
    return Located(flag, at: node.mark)
  }

  func enumeration<E: RawRepresentable & Sendable & Hashable>(_ key: String, _: E.Type = E.self) -> Located<E>?
  where E.RawValue == String {
    guard let located = string(key), let value = E(rawValue: located.value) else { return nil }
    return Located(value, at: located.mark)
  }

  /// The items of a list, or nil when absent.
  func list(_ key: String) -> NodeItems? {
    guard let node = value(key), case .sequence(let items) = node.kind else { return nil }
    return items
  }

  func strings(_ key: String) -> [Located<String>]? {
    list(key).map { $0.compactMap { node in node.scalar.map { Located($0, at: node.mark) } } }
  }

  /// Local dates, each read once.
  func dates(_ key: String) -> [DateField]? { strings(key).map { $0.map(DateField.init(date:)) } }

  func ints(_ key: String) -> [Located<Int>]? {
    let element = elementType(key)
    return list(key).map { $0.compactMap { node in Self.integer(node, element).map { Located($0, at: node.mark) } } }
  }

  func enumerations<E: RawRepresentable & Sendable & Hashable>(_ key: String, _: E.Type = E.self) -> Located<[E]>?
  where E.RawValue == String {
    guard let node = value(key), let items = list(key) else { return nil }
    return Located(items.compactMap { $0.scalar.flatMap(E.init(rawValue:)) }, at: node.mark)
  }

  /// The values of a mapping keyed by name, in source order.
  func map(_ key: String) -> [(key: Located<String>, value: Node)] {
    guard let node = value(key), case .mapping(let pairs) = node.kind else { return [] }
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
    guard let items = list(key), case .object(let object) = elementType(key) else { return [] }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for node in items {
      if case .mapping = node.kind, let value = transform(Fields(node, object)) { result.append(value) }
    }
    return result
  }
}
