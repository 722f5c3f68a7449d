extension Array where Element == String {
  /// The strings joined with `separator`, as `joined(separator:)` makes them, by hand. The
  /// standard library's `joined(separator:)` of `[String]` is not specialized: every call goes
  /// through generic code, and the first makes the runtime scan the binary's conformances for
  /// `[String]: Collection` (~0.2 M instructions). The naming passes join a model path for every
  /// enum and constant on each lint.
  func concatenated(separator: String) -> String {
    guard let first else { return "" }
    var result = first
    for element in dropFirst() {
      result += separator
      result += element
    }
    return result
  }
}
