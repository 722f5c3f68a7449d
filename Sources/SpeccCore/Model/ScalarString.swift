extension String {
  /// The string of `scalars`, encoded to UTF-8 in one buffer: `String(String.UnicodeScalarView(…))`
  /// appends scalar by scalar through a generic path, about ten times the instructions, and the
  /// template and copy checks make one for every token and word they report or compare.
  init(scalars: some Collection<Unicode.Scalar>) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      UTF8.encode(scalar) { bytes.append($0) }
    }
    self = String(decoding: bytes, as: UTF8.self)
  }
}
