/// A JSON value with where each value and object key starts (1-based line, column in Unicode
/// scalars), for diagnostics located in an imported file. Bounded: depth at most 64; never traps.
indirect enum LocatedJSON: Sendable, Hashable {
  case null(Mark)
  case bool(Bool, Mark)
  case number(String, Mark)
  case string(String, Mark)
  case array([LocatedJSON], Mark)
  /// Members in file order, each key with its mark.
  case object([(key: Located<String>, value: LocatedJSON)], Mark)

  static func == (a: LocatedJSON, b: LocatedJSON) -> Bool { a.description == b.description && a.mark == b.mark }
  func hash(into hasher: inout Hasher) { hasher.combine(description) }

  var mark: Mark {
    switch self {
    case .null(let m), .bool(_, let m), .number(_, let m), .string(_, let m), .array(_, let m), .object(_, let m): m
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
  var members: [(key: Located<String>, value: LocatedJSON)]? {
    if case .object(let members, _) = self { return members }
    return nil
  }

  /// The first member called `key` of an object.
  subscript(key: String) -> LocatedJSON? { members?.first { $0.key.value == key }?.value }

  var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  /// A syntax error at a mark.
  struct SyntaxError: Error, Sendable, Hashable {
    var message: String
    var mark: Mark
  }

  /// Parses `text` (one JSON value, whitespace around it).
  static func parse(_ text: String) throws(SyntaxError) -> LocatedJSON {
    var parser = Parser(Array(text.unicodeScalars))
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var mark: Mark { Mark(line: line, column: column) }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, mark: mark) }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    mutating func skipSpace() {
      while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
      guard depth < 64 else { throw error("nested more than 64 levels deep") }
      skipSpace()
      guard index < scalars.count else { throw error("the JSON ends where a value was expected") }
      let start = mark
      switch scalars[index] {
      case "{":
        advance()
        var members: [(key: Located<String>, value: LocatedJSON)] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "}" {
          advance()
          return .object(members, start)
        }
        while true {
          skipSpace()
          let keyMark = mark
          guard index < scalars.count, scalars[index] == "\"" else { throw error("expected a quoted object key") }
          let key = try string()
          skipSpace()
          guard index < scalars.count, scalars[index] == ":" else { throw error("expected ':' after an object key") }
          advance()
          members.append((Located(key, at: keyMark), try value(depth: depth + 1)))
          skipSpace()
          guard index < scalars.count else { throw error("the JSON ends inside an object") }
          if scalars[index] == "," {
            advance()
            continue
          }
          guard scalars[index] == "}" else { throw error("expected ',' or '}' in an object") }
          advance()
          return .object(members, start)
        }
      case "[":
        advance()
        var items: [LocatedJSON] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "]" {
          advance()
          return .array(items, start)
        }
        while true {
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < scalars.count else { throw error("the JSON ends inside an array") }
          if scalars[index] == "," {
            advance()
            continue
          }
          guard scalars[index] == "]" else { throw error("expected ',' or ']' in an array") }
          advance()
          return .array(items, start)
        }
      case "\"": return .string(try string(), start)
      case "t": return try word("true", .bool(true, start))
      case "f": return try word("false", .bool(false, start))
      case "n": return try word("null", .null(start))
      default:
        var number = ""
        while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) {
          number.unicodeScalars.append(scalars[index])
          advance()
        }
        guard !number.isEmpty, Double(number) != nil else {
          throw SyntaxError(message: "expected a JSON value", mark: start)
        }
        return .number(number, start)
      }
    }

    mutating func word(_ word: String, _ value: LocatedJSON) throws(SyntaxError) -> LocatedJSON {
      for expected in word.unicodeScalars {
        guard index < scalars.count, scalars[index] == expected else { throw error("expected \(word)") }
        advance()
      }
      return value
    }

    mutating func string() throws(SyntaxError) -> String {
      advance()  // the opening quote
      var result = String.UnicodeScalarView()
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\"" {
          advance()
          return String(result)
        }
        if scalar.value < 0x20 { throw error("a control character inside a string must be escaped") }
        guard scalar == "\\" else {
          result.append(scalar)
          advance()
          continue
        }
        advance()
        guard index < scalars.count else { break }
        let escape = scalars[index]
        advance()
        switch escape {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "/": result.append("/")
        case "b": result.append("\u{8}")
        case "f": result.append("\u{C}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), index + 1 < scalars.count, scalars[index] == "\\",
            scalars[index + 1] == "u"
          {
            advance()
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate without its low surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let decoded = Unicode.Scalar(code) else { throw error("\\u escape of a lone surrogate") }
          result.append(decoded)
        default: throw error("unknown escape \\\(escape)")
        }
      }
      throw error("the JSON ends inside a string")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) else {
          throw error("\\u needs four hex digits")
        }
        code = code * 16 + UInt32(digit)
        advance()
      }
      return code
    }
  }
}
