/// A value read from a spec together with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var mark: Mark

  public init(_ value: Value, at mark: Mark) {
    self.value = value
    self.mark = mark
  }
}
