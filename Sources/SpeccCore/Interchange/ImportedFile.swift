/// The bytes of a translation file read by `specc strings`, with the checks every such file gets
/// before it is parsed: it is UTF-8 (an error at the offset of the first bad byte otherwise).
struct ImportedFile: Sendable {
  var path: String
  var bytes: [UInt8]

  /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
  func mark(ofByte offset: Int) -> Mark {
    var line = 1
    var column = 1
    for byte in bytes[..<min(max(0, offset), bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Mark(line: line, column: column)
  }

  /// A located diagnostic in this file.
  func diagnostic(_ severity: Severity, _ message: String, at mark: Mark) -> Diagnostic {
    Diagnostic(
      severity, StringsInterchange.ruleID, message,
      at: SourceLocation(path: path, line: max(1, mark.line), column: max(1, mark.column)))
  }

  /// The offset of the first byte that is not well-formed UTF-8 (overlong forms, surrogates and
  /// values past U+10FFFF included), or nil.
  static func firstMalformedUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { return index }
      for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return index }
      index += length
    }
    return nil
  }

  /// The error of a file that is not UTF-8, at its first bad byte; nil when it is UTF-8.
  func utf8Problem() -> Diagnostic? {
    guard let offset = Self.firstMalformedUTF8(bytes) else { return nil }
    return diagnostic(
      .error,
      "malformed UTF-8 at byte offset \(offset) (0x\(String(bytes[offset], radix: 16, uppercase: true))): a translation file must be UTF-8",
      at: mark(ofByte: offset))
  }
}

/// A position in UTF-8 input with its 1-based line and column (in Unicode scalars), as the
/// readers of translation files (`LocatedJSON`, `StrictXML`) walk it; a byte order mark is skipped.
struct ByteCursor {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var column = 1

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  var mark: Mark { Mark(line: line, column: column) }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func advance() {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }

  /// JSON's and XML's white space: space, tab, line feed, carriage return.
  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  mutating func skipSpace() { while let byte = current, Self.isSpace(byte) { advance() } }
}
