import Foundation

/// A JSON value as the language server reads and writes it (JSON-RPC messages). Parsing is bounded
/// (depth) and never traps on hostile input; printing is compact, with object keys sorted, so a
/// session's output is byte-identical from run to run.
public indirect enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The member `key` of an object; `.null` for anything else.
  public subscript(key: String) -> JSON {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// An integral number that fits an `Int`.
  public var int: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
    return Int(value)
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var isNull: Bool { self == .null }

  /// An object from pairs, leaving out nil values.
  static func object(_ pairs: [(String, JSON?)]) -> JSON {
    var members: [String: JSON] = [:]
    for (key, value) in pairs { if let value { members[key] = value } }
    return .object(members)
  }

  static func int(_ value: Int) -> JSON { .number(Double(value)) }

  // MARK: Printing

  /// Compact JSON text, keys sorted.
  public var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      if !value.isFinite {
        out += "null"
      } else if value.rounded() == value, abs(value) < 9.0e15 {
        out += String(Int(value))
      } else {
        out += "\(value)"
      }
    case .string(let value): JSONValue.quote(value, into: &out)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out += "," }
        JSONValue.quote(key, into: &out)
        out += ":"
        members[key]?.write(into: &out)
      }
      out += "}"
    }
  }

  // MARK: Parsing

  /// Why a text is not JSON.
  public struct ParseError: Error, Sendable, Hashable {
    public var message: String
  }

  /// Parses one JSON value (UTF-8 bytes). Nesting deeper than `maxDepth` is an error.
  public static func parse(_ bytes: [UInt8], maxDepth: Int = 128) throws(ParseError) -> JSON {
    var parser = Parser(bytes: bytes, maxDepth: maxDepth)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw ParseError(message: "trailing characters after JSON") }
    return value
  }

  public static func parse(_ text: String) throws(ParseError) -> JSON { try parse(Array(text.utf8)) }

  private struct Parser {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int) {
      self.bytes = bytes
      self.maxDepth = maxDepth
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    func fail(_ message: String) -> ParseError { ParseError(message: "\(message) at byte \(index)") }

    mutating func literal(_ word: String, _ value: JSON) throws(ParseError) -> JSON {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
        throw fail("invalid literal")
      }
      index += expected.count
      return value
    }

    mutating func value(depth: Int) throws(ParseError) -> JSON {
      guard depth < maxDepth else { throw fail("JSON nested too deeply") }
      guard index < bytes.count else { throw fail("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "["):
        index += 1
        var items: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw fail("unterminated array") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
          } else {
            throw fail("expected , or ]")
          }
        }
      case UInt8(ascii: "{"):
        index += 1
        var members: [String: JSON] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected :") }
          index += 1
          skipSpace()
          members[key] = try value(depth: depth + 1)
          skipSpace()
          guard index < bytes.count else { throw fail("unterminated object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
          } else {
            throw fail("expected , or }")
          }
        }
      default:
        return try number()
      }
    }

    mutating func number() throws(ParseError) -> JSON {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw fail("invalid value")
      }
      return .number(value)
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw fail("invalid \\u escape") }
      index += 4
      return value
    }

    mutating func string() throws(ParseError) -> String {
      index += 1
      var raw: [UInt8] = []
      while true {
        guard index < bytes.count else { throw fail("unterminated string") }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { break }
        guard byte == UInt8(ascii: "\\") else {
          raw.append(byte)
          continue
        }
        guard index < bytes.count else { throw fail("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): raw.append(0x0A)
        case UInt8(ascii: "t"): raw.append(0x09)
        case UInt8(ascii: "r"): raw.append(0x0D)
        case UInt8(ascii: "b"): raw.append(0x08)
        case UInt8(ascii: "f"): raw.append(0x0C)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            let saved = index
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              index = saved
            }
          }
          // A lone surrogate cannot be a Swift string: it becomes U+FFFD.
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          raw.append(contentsOf: Array(String(scalar).utf8))
        default: raw.append(escape)
        }
      }
      return String(decoding: raw, as: UTF8.self)
    }
  }
}

/// Content-Length framing of JSON-RPC over a byte stream (LSP's base protocol).
public struct LSPFraming: Sendable {
  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes of an oversized body still to drop as they arrive.
  private var skipping = 0
  /// Set once a frame was reported as broken: the bytes up to the next message header belong to
  /// it and are dropped without a second report (one mistake, one error).
  private var resynchronising = false
  /// Largest message body accepted; a larger one is skipped and reported by `next()` as nil body.
  public let maxBodyBytes: Int
  /// Bytes without a message header after which they are dropped and reported.
  static let garbageLimit = 64 << 10

  public init(maxBodyBytes: Int = 64 << 20) { self.maxBodyBytes = maxBodyBytes }

  /// One framed message: its body, or nil when the header was unusable or the body too large.
  public enum Frame: Sendable, Hashable {
    case body([UInt8])
    case invalid(String)
  }

  public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

  /// The next complete message, if the buffer holds one.
  ///
  /// Bad framing never desynchronises the stream for good (as clangd and rust-analyzer's
  /// readers do, the next header is found again): headers may end in LF as well as CRLF; bytes
  /// that are not a header (the tail of a body whose Content-Length was short, noise) are
  /// skipped up to the next `Content-Length` header, and when they follow a body cut short (not
  /// ending in `}` or `]`) they are taken as the rest of it; a body that runs into the next message's header (a
  /// Content-Length too long) ends where that header starts. Each broken frame is reported once.
  public mutating func next() -> Frame? {
    while true {
      if skipping > 0 {
        let dropped = min(skipping, buffer.count - start)
        start += dropped
        skipping -= dropped
        compact()
        if skipping > 0 { return nil }
      }
      let available = buffer.count - start
      guard available > 0 else { return nil }
      switch headerLine(at: start) {
      case .unknown:
        return nil
      case .no:
        guard let found = contentLength(from: start + 1) else {
          if available > Self.garbageLimit { return drop(to: buffer.count, "no message header within 64 KiB") }
          return nil
        }
        if let report = drop(to: found, "skipped \(found - start) bytes that are not a message header") {
          return report
        }
        continue
      case .yes:
        break
      }
      guard let (headerEnd, bodyStart) = headerEnd(from: start) else {
        if available > Self.garbageLimit { return drop(to: buffer.count, "no message header within 64 KiB") }
        return nil
      }
      var length: Int? = nil
      for line in buffer[start..<headerEnd].split(separator: 10) {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        let parts = text.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == "content-length" {
          length = Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
      }
      guard let length, length >= 0 else {
        // A header that starts with noise and then names a length in the middle of its line.
        if let found = contentLength(from: start + 1), found < headerEnd, buffer[found - 1] != 10 {
          if let report = drop(to: found, "skipped \(found - start) bytes that are not a message header") {
            return report
          }
          continue
        }
        let report = drop(to: bodyStart, "a message header without a valid Content-Length")
        resynchronising = true
        if let report { return report }
        continue
      }
      if length > maxBodyBytes {
        // Never buffered: its bytes are dropped as they arrive.
        start = bodyStart
        skipping = length
        resynchronising = false
        dropSkipped()
        return .invalid("a message of \(length) bytes; the limit is \(maxBodyBytes)")
      }
      guard buffer.count - bodyStart >= length else { return nil }
      var end = bodyStart + length
      var next = end
      if !endsLikeJSON(bodyStart..<end), end < buffer.count, headerLine(at: end) == .no,
        let found = contentLength(from: end)
      {
        // Content-Length was short: the bytes up to the next header are the rest of the body.
        end = found
        next = found
      } else if !endsLikeJSON(bodyStart..<end), let cut = headerInside(bodyStart..<end) {
        // Content-Length was long: the body ran into the next message's header.
        end = cut.bodyEnd
        next = cut.header
      }
      // A body cut short reports itself (it is not JSON); the rest of it, when it arrives later,
      // is dropped without a second report.
      resynchronising = !endsLikeJSON(bodyStart..<end)
      let body = Array(buffer[bodyStart..<end])
      start = next
      compact()
      return .body(body)
    }
  }

  private mutating func dropSkipped() {
    let dropped = min(skipping, buffer.count - start)
    start += dropped
    skipping -= dropped
    compact()
  }

  /// Drops the bytes before `index`; the report unless the bytes belong to a frame already reported.
  private mutating func drop(to index: Int, _ why: String) -> Frame? {
    start = index
    compact()
    let quiet = resynchronising
    resynchronising = false
    return quiet ? nil : .invalid(why)
  }

  private enum Answer { case yes, no, unknown }

  /// Whether the bytes at `index` start a header line: a field name (RFC 9110 token characters),
  /// then a colon.
  private func headerLine(at index: Int) -> Answer {
    var at = index
    while at < buffer.count {
      let byte = buffer[at]
      if byte == UInt8(ascii: ":") { return at > index ? .yes : .no }
      if !Self.isToken(byte) { return .no }
      at += 1
    }
    return .unknown
  }

  private static func isToken(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static let contentLengthName = Array("content-length".utf8)

  /// Whether `name` (lowercase ASCII) is written at `index`, in any case; nil when the buffer
  /// ends before it could be told.
  private func matches(_ name: [UInt8], at index: Int) -> Bool? {
    for (offset, expected) in name.enumerated() {
      guard index + offset < buffer.count else { return nil }
      var byte = buffer[index + offset]
      if byte >= 65 && byte <= 90 { byte += 32 }
      if byte != expected { return false }
    }
    return true
  }

  /// The first `Content-Length` (any case) at or after `index`.
  private func contentLength(from index: Int) -> Int? {
    var at = index
    while at + Self.contentLengthName.count <= buffer.count {
      if matches(Self.contentLengthName, at: at) == true { return at }
      at += 1
    }
    return nil
  }

  /// Where the header from `index` ends (before its blank line) and its body starts: the blank
  /// line is CRLF CRLF or LF LF (or a mix).
  private func headerEnd(from index: Int) -> (Int, Int)? {
    var at = index
    while at < buffer.count {
      if buffer[at] == 10 {
        if at + 1 < buffer.count, buffer[at + 1] == 10 {
          return (at > index && buffer[at - 1] == 13 ? at - 1 : at, at + 2)
        }
        if at + 2 < buffer.count, buffer[at + 1] == 13, buffer[at + 2] == 10 {
          return (at > index && buffer[at - 1] == 13 ? at - 1 : at, at + 3)
        }
      }
      at += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

  /// Whether the bytes end, spaces aside, with the `}` or `]` every JSON-RPC message ends with.
  private func endsLikeJSON(_ range: Range<Int>) -> Bool {
    var at = range.upperBound - 1
    while at >= range.lowerBound, Self.isSpace(buffer[at]) { at -= 1 }
    return at >= range.lowerBound && (buffer[at] == UInt8(ascii: "}") || buffer[at] == UInt8(ascii: "]"))
  }

  /// A `}` or `]` followed by the start of a `Content-Length` header inside `range` (which the
  /// header runs past): where the body ends and the header starts.
  private func headerInside(_ range: Range<Int>) -> (bodyEnd: Int, header: Int)? {
    for at in range where buffer[at] == UInt8(ascii: "}") || buffer[at] == UInt8(ascii: "]") {
      var header = at + 1
      while header < range.upperBound, Self.isSpace(buffer[header]) { header += 1 }
      guard header < range.upperBound else { continue }
      let written = min(Self.contentLengthName.count, buffer.count - header)
      if matches(Array(Self.contentLengthName.prefix(written)), at: header) == true { return (at + 1, header) }
    }
    return nil
  }

  private mutating func compact() {
    if start > 1 << 20 || start == buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// A message framed for writing.
  public static func frame(_ message: JSON) -> [UInt8] {
    let body = Array(message.text.utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
