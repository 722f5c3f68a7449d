/// A map from strings to values tuned for the keys of one YAML mapping: a few keys are searched in
/// a list (no hashing, no table), many keys fall back to a dictionary so a hostile 200,000-key
/// mapping stays linear. The first value stored for a key wins.
struct SmallStringMap<Value> {
  /// Up to this many keys, lookups scan the list.
  static var listLimit: Int { 16 }

  private var keys: [String] = []
  private var values: [Value] = []
  private var table: [String: Value]?

  init(capacity: Int = 0) {
    keys.reserveCapacity(min(capacity, Self.listLimit))
    values.reserveCapacity(min(capacity, Self.listLimit))
  }

  /// The value stored for `key`.
  subscript(key: String) -> Value? {
    if let table { return table[key] }
    guard let index = keys.firstIndex(of: key) else { return nil }
    return values[index]
  }

  /// Stores `value` for `key` unless `key` already has one; returns the value kept.
  @discardableResult
  mutating func insertIfAbsent(_ key: String, _ value: Value) -> Value {
    if let existing = self[key] { return existing }
    if table != nil {
      table?[key] = value
    } else if keys.count < Self.listLimit {
      keys.append(key)
      values.append(value)
    } else {
      var built = [String: Value](minimumCapacity: keys.count * 2)
      for (index, key) in keys.enumerated() { built[key] = values[index] }
      built[key] = value
      table = built
      keys = []
      values = []
    }
    return value
  }
}
