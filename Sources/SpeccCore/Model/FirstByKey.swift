extension Sequence {
  /// The first element of each key, for lookups by id inside a loop (`first(where:)` there would
  /// search the whole list once per element): `spec.copy.firstByKey(\.id.value)[id]`.
  func firstByKey(_ key: (Element) -> String) -> [String: Element] {
    var found: [String: Element] = [:]
    for element in self where found[key(element)] == nil { found[key(element)] = element }
    return found
  }
}
