/// A JSON value with where each value and object key starts (1-based line, column in Unicode
/// scalars) and the bytes each object member spans, for diagnostics located in an imported file
/// and for rewriting a file while keeping every member it does not own byte for byte.
/// Strict: a duplicate key in an object is an error at the second one. Bounded: depth at most 64;
/// linear in the size of the input; never traps.
indirect enum LocatedJSON: Sendable, Hashable {
  case null(Mark)
  case bool(Bool, Mark)
  case number(String, Mark)
  case string(String, Mark)
  case array([LocatedJSON], Mark)
  /// Members in file order; `span` is the byte range of the whole object, braces included.
  case object([Member], Mark, span: Range<Int>)

  /// One `"key" : value` of an object: `span` runs from the key's opening quote to the end of
  /// the value (byte offsets in the parsed text).
  struct Member: Sendable, Hashable {
    var key: Located<String>
    var value: LocatedJSON
    var span: Range<Int>
    /// The value's bytes alone.
    var valueSpan: Range<Int>
  }

  var mark: Mark {
    switch self {
    case .null(let m), .bool(_, let m), .number(_, let m), .string(_, let m), .array(_, let m), .object(_, let m, _): m
    }
  }

  /// A short name of the kind, for messages.
  var description: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members of an object (nil for anything else).
  var members: [Member]? {
    if case .object(let members, _, _) = self { return members }
    return nil
  }

  /// The byte range of an object, braces included (nil for anything else).
  var span: Range<Int>? {
    if case .object(_, _, let span) = self { return span }
    return nil
  }

  /// The member called `key` of an object (keys are unique: the parser rejects duplicates).
  subscript(key: String) -> LocatedJSON? { members?.first { $0.key.value == key }?.value }

  var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  var bool: Bool? {
    if case .bool(let value, _) = self { return value }
    return nil
  }

  /// A syntax error at a mark.
  struct SyntaxError: Error, Sendable, Hashable {
    var message: String
    var mark: Mark
  }

  /// Parses `bytes` (valid UTF-8: one JSON value, white space around it).
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> LocatedJSON {
    var parser = Parser(bytes)
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private struct Parser {
    var cursor: ByteCursor
    init(_ bytes: [UInt8]) { cursor = ByteCursor(bytes) }
    var bytes: [UInt8] { cursor.bytes }
    var index: Int { cursor.index }
    var line: Int { cursor.line }
    var column: Int { cursor.column }
    var mark: Mark { cursor.mark }
    var current: UInt8? { cursor.current }
    mutating func advance() { cursor.advance() }
    mutating func skipSpace() { cursor.skipSpace() }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, mark: mark) }

    mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
      guard current == byte else { throw error(message) }
      advance()
    }

    mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
      guard depth < 64 else { throw error("nested more than 64 levels deep") }
      skipSpace()
      guard let byte = current else { throw error("the JSON ends where a value was expected") }
      let start = mark
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth, start: start)
      case UInt8(ascii: "["):
        advance()
        var items: [LocatedJSON] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
          advance()
          return .array(items, start)
        }
        while true {
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard let next = current else { throw error("the JSON ends inside an array") }
          advance()
          if next == UInt8(ascii: ",") { continue }
          guard next == UInt8(ascii: "]") else {
            throw SyntaxError(message: "expected ',' or ']' in an array", mark: Mark(line: line, column: column - 1))
          }
          return .array(items, start)
        }
      case UInt8(ascii: "\""): return .string(try string(), start)
      case UInt8(ascii: "t"): return try word("true", .bool(true, start))
      case UInt8(ascii: "f"): return try word("false", .bool(false, start))
      case UInt8(ascii: "n"): return try word("null", .null(start))
      default:
        var number = ""
        while let next = current, "+-0123456789.eE".utf8.contains(next) {
          number.unicodeScalars.append(Unicode.Scalar(next))
          advance()
        }
        guard !number.isEmpty, Double(number) != nil else {
          throw SyntaxError(message: "expected a JSON value", mark: start)
        }
        return .number(number, start)
      }
    }

    mutating func object(depth: Int, start: Mark) throws(SyntaxError) -> LocatedJSON {
      let open = index
      advance()
      var members: [Member] = []
      var seen: [String: Mark] = [:]
      skipSpace()
      if current == UInt8(ascii: "}") {
        advance()
        return .object(members, start, span: open..<index)
      }
      while true {
        skipSpace()
        let keyMark = mark
        let keyStart = index
        guard current == UInt8(ascii: "\"") else { throw error("expected a quoted object key") }
        let key = try string()
        if let first = seen[key] {
          throw SyntaxError(
            message:
              "duplicate key '\(key)' (first at line \(first.line), column \(first.column)): JSON readers keep one of the two",
            mark: keyMark)
        }
        seen[key] = keyMark
        skipSpace()
        try expect(UInt8(ascii: ":"), "expected ':' after an object key")
        skipSpace()
        let valueStart = index
        let member = try value(depth: depth + 1)
        members.append(
          Member(key: Located(key, at: keyMark), value: member, span: keyStart..<index, valueSpan: valueStart..<index))
        skipSpace()
        guard let next = current else { throw error("the JSON ends inside an object") }
        if next == UInt8(ascii: ",") {
          advance()
          continue
        }
        guard next == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
        advance()
        return .object(members, start, span: open..<index)
      }
    }

    mutating func word(_ word: String, _ value: LocatedJSON) throws(SyntaxError) -> LocatedJSON {
      for expected in word.utf8 {
        guard current == expected else { throw error("expected \(word)") }
        advance()
      }
      return value
    }

    mutating func string() throws(SyntaxError) -> String {
      advance()  // the opening quote
      var result: [UInt8] = []
      while let byte = current {
        if byte == UInt8(ascii: "\"") {
          advance()
          return String(decoding: result, as: UTF8.self)
        }
        if byte < 0x20 { throw error("a control character inside a string must be escaped") }
        guard byte == UInt8(ascii: "\\") else {
          result.append(byte)
          advance()
          continue
        }
        advance()
        guard let escape = current else { break }
        advance()
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
          {
            advance()
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate without its low surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let decoded = Unicode.Scalar(code) else { throw error("\\u escape of a lone surrogate") }
          result += Array(String(Character(decoded)).utf8)
        default: throw error("unknown escape \\\(Unicode.Scalar(escape))")
        }
      }
      throw error("the JSON ends inside a string")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current, let digit = Int(String(Unicode.Scalar(byte)), radix: 16) else {
          throw error("\\u needs four hex digits")
        }
        code = code * 16 + UInt32(digit)
        advance()
      }
      return code
    }
  }
}
