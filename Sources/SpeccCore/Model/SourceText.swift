import Foundation

/// The lines of a spec file, kept so checks can point *inside* a string value: at a token of a
/// template or a word of a copy string, not just at the start of the value.
///
/// Only values written on one line can be pointed into (plain, single- or double-quoted, escapes
/// included); for anything else, and whenever the source does not reproduce the value exactly,
/// `mark(ofScalar:in:)` falls back to the value's own mark.
struct SourceText: Sendable, Hashable {
  /// The file as UTF-8 (a byte-order mark dropped, UTF-16 transcoded).
  private var utf8: [UInt8]
  /// Byte offset in `utf8` where each line starts; lines are decoded only when a check asks.
  /// 32 bits each (a spec is at most 16 MB): a 10 MB spec has ~320,000 lines.
  private var lineStarts: [UInt32]

  /// No source: every inner position falls back to the value's mark.
  init() {
    utf8 = []
    lineStarts = []
  }

  /// The lines of a file's bytes (UTF-8, or UTF-16 with a byte-order mark, as the reader takes).
  init(bytes: [UInt8]) {
    utf8 = Self.decode(bytes)
    lineStarts = Self.lineStarts(utf8)
  }

  /// Line `index` (0-based) as Unicode scalars, without its line break.
  private func line(_ index: Int) -> [Unicode.Scalar]? {
    guard lineStarts.indices.contains(index) else { return nil }
    let start = Int(lineStarts[index])
    var end = start
    while end < utf8.count, Self.breakLength(utf8, at: end) == 0 { end += 1 }
    return Array(String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars)
  }

  /// The scalar token written at `mark` as it stands in the file: a quoted string with its
  /// quotes, or a plain scalar up to the end of the line, a comment or a flow separator.
  func token(at mark: Mark) -> String? {
    guard let line = line(mark.line - 1), mark.column >= 1, mark.column <= line.count else { return nil }
    let rest = line[(mark.column - 1)...]
    guard let first = rest.first else { return nil }
    var end = rest.startIndex
    if first == "\"" || first == "'" {
      end = rest.index(after: end)
      while end < rest.endIndex, rest[end] != first || (first == "\"" && rest[end - 1] == "\\") { end += 1 }
      guard end < rest.endIndex else { return nil }
      end += 1
    } else {
      while end < rest.endIndex, ![",", "}", "]"].contains(rest[end]),
        !(rest[end] == "#" && end > rest.startIndex && rest[end - 1] == " ")
      {
        end += 1
      }
      while end > rest.startIndex, rest[end - 1] == " " { end -= 1 }
    }
    return String(String.UnicodeScalarView(rest[rest.startIndex..<end]))
  }

  /// Where `needle` first stands on one line of the file (its first scalar), or nil. For
  /// findings about a value that the model no longer ties to its place (a generated text).
  func firstMark(of needle: String) -> Mark? {
    guard !needle.isEmpty, !needle.contains("\n") else { return nil }
    let wanted = Array(needle.unicodeScalars)
    for index in lineStarts.indices {
      guard let line = line(index), line.count >= wanted.count else { continue }
      for start in 0...(line.count - wanted.count) where line[start] == wanted[0] {
        if Array(line[start..<(start + wanted.count)]) == wanted { return Mark(line: index + 1, column: start + 1) }
      }
    }
    return nil
  }

  /// The mark of the scalar at `offset` (counted in Unicode scalars) of `value`'s text.
  func mark(ofScalar offset: Int, in value: Located<String>) -> Mark {
    guard offset >= 0, let columns = columns(of: value), offset < columns.count else { return value.mark }
    return Mark(line: value.mark.line, column: columns[offset] + 1)
  }

  /// The marks of several scalars of one value (the value's columns are worked out once).
  func marks(ofScalars offsets: [Int], in value: Located<String>) -> [Mark] {
    guard !offsets.isEmpty else { return [] }
    let columns = columns(of: value)
    return offsets.map { offset in
      guard let columns, offset >= 0, offset < columns.count else { return value.mark }
      return Mark(line: value.mark.line, column: columns[offset] + 1)
    }
  }

  /// The 0-based source column of every scalar of `value`, when it is written on one line.
  func columns(of value: Located<String>) -> [Int]? {
    guard let raw = line(value.mark.line - 1) else { return nil }
    let start = value.mark.column - 1
    guard raw.indices.contains(start) else { return nil }
    let expected = Array(value.value.unicodeScalars)
    let decoded: [(Unicode.Scalar, Int)]?
    switch raw[start] {
    case "\"": decoded = Self.doubleQuoted(raw, from: start + 1)
    case "'": decoded = Self.singleQuoted(raw, from: start + 1)
    case "|", ">": decoded = nil
    default:
      let end = start + expected.count
      decoded = end <= raw.count ? (start..<end).map { (raw[$0], $0) } : nil
    }
    guard let decoded, decoded.map(\.0) == expected else { return nil }
    return decoded.map(\.1)
  }

  /// Scalars of a double-quoted scalar closed on the same line, with their columns.
  private static func doubleQuoted(_ raw: [Unicode.Scalar], from start: Int) -> [(Unicode.Scalar, Int)]? {
    var result: [(Unicode.Scalar, Int)] = []
    var i = start
    while i < raw.count {
      let c = raw[i]
      if c == "\"" { return result }
      guard c == "\\" else {
        result.append((c, i))
        i += 1
        continue
      }
      guard i + 1 < raw.count else { return nil }
      let e = raw[i + 1]
      let hexDigits = e == "x" ? 2 : e == "u" ? 4 : e == "U" ? 8 : 0
      if hexDigits > 0 {
        guard i + 2 + hexDigits <= raw.count,
          let code = UInt32(String(String.UnicodeScalarView(raw[(i + 2)..<(i + 2 + hexDigits)])), radix: 16),
          let scalar = Unicode.Scalar(code)
        else { return nil }
        result.append((scalar, i))
        i += 2 + hexDigits
        continue
      }
      guard let scalar = escapes[e] else { return nil }
      result.append((scalar, i))
      i += 2
    }
    return nil
  }

  /// Scalars of a single-quoted scalar closed on the same line, with their columns.
  private static func singleQuoted(_ raw: [Unicode.Scalar], from start: Int) -> [(Unicode.Scalar, Int)]? {
    var result: [(Unicode.Scalar, Int)] = []
    var i = start
    while i < raw.count {
      if raw[i] == "'" {
        guard i + 1 < raw.count, raw[i + 1] == "'" else { return result }
        result.append(("'", i))
        i += 2
        continue
      }
      result.append((raw[i], i))
      i += 1
    }
    return nil
  }

  /// YAML's one-letter escapes of double-quoted scalars.
  private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}",
    "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
    "L": "\u{2028}", "P": "\u{2029}",
  ]

  private static func decode(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var i = 2
      while i + 1 < bytes.count {
        units.append(
          little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
        i += 2
      }
      return Array(String(decoding: units, as: UTF16.self).utf8)
    }
    return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// Where each line starts, breaking at YAML's line breaks (LF, CR, CRLF, NEL, LS, PS) as libyaml
  /// counts lines.
  private static func lineStarts(_ utf8: [UInt8]) -> [UInt32] {
    var starts: [UInt32] = [0]
    utf8.withUnsafeBufferPointer { bytes in
      // A file without CR, NEL or LS/PS (their lead bytes 0x0D, 0xC2, 0xE2) breaks at LF only:
      // libc's memchr goes from one LF to the next (a byte loop cost 12 M instructions on 1 MB).
      if let base = bytes.baseAddress,
        [0x0D, 0xC2, 0xE2].allSatisfy({ memchr(base, Int32($0), bytes.count) == nil })
      {
        var i = 0
        while i < bytes.count, let found = memchr(base + i, 0x0A, bytes.count - i) {
          i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
          starts.append(UInt32(truncatingIfNeeded: i))
        }
        return
      }
      var i = 0
      while i < bytes.count {
        // Most bytes cannot start a break: skip them without the switch below.
        let byte = bytes[i]
        if byte > 0x0D && byte != 0xC2 && byte != 0xE2 {
          i += 1
          continue
        }
        let length = breakLength(utf8, at: i)
        if length == 0 {
          i += 1
        } else {
          i += length
          starts.append(UInt32(truncatingIfNeeded: i))
        }
      }
    }
    return starts
  }

  /// Bytes of the line break starting at `i` (CRLF is one break), or 0.
  private static func breakLength(_ utf8: [UInt8], at i: Int) -> Int {
    switch utf8[i] {
    case 0x0A: return 1
    case 0x0D: return i + 1 < utf8.count && utf8[i + 1] == 0x0A ? 2 : 1
    case 0xC2: return i + 1 < utf8.count && utf8[i + 1] == 0x85 ? 2 : 0
    case 0xE2:
      return i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }
}
