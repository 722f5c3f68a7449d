/// A value read from a spec together with where it was written.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  var value: Value
  var mark: Mark

  init(_ value: Value, at mark: Mark) {
    self.value = value
    self.mark = mark
  }
}
