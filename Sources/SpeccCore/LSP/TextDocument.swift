/// An LSP position: 0-based line, and character offset in UTF-16 code units.
struct LSPPosition: Sendable, Hashable, Comparable {
  var line: Int
  var character: Int

  static func < (a: LSPPosition, b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }

  var json: JSON { .object(["line": .int(line), "character": .int(character)]) }

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  init?(_ json: JSON) {
    guard let line = json["line"].int, let character = json["character"].int, line >= 0, character >= 0 else {
      return nil
    }
    self.init(line: line, character: character)
  }
}

/// An LSP range (end exclusive).
struct LSPRange: Sendable, Hashable {
  var start: LSPPosition
  var end: LSPPosition

  var json: JSON { .object(["start": start.json, "end": end.json]) }

  init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  init?(_ json: JSON) {
    guard let start = LSPPosition(json["start"]), let end = LSPPosition(json["end"]), start <= end else { return nil }
    self.init(start: start, end: end)
  }

  func contains(_ position: LSPPosition) -> Bool { start <= position && position <= end }
  func intersects(_ other: LSPRange) -> Bool { start <= other.end && other.start <= end }
}

/// The text of one open document, kept as lines so that an incremental edit costs the lines it
/// touches, with the conversions between LSP positions (UTF-16) and specc marks (1-based line,
/// 1-based column in Unicode scalars).
struct TextDocument: Sendable {
  var uri: String
  var version: Int
  /// Lines without their `\n` (a `\r` before it stays in the line, as libyaml counts columns).
  private(set) var lines: [String]

  init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    lines = Self.split(text)
  }

  static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  var text: String { lines.joined(separator: "\n") }

  /// Replaces the whole text, or the text of `range` (clamped to the document).
  mutating func apply(_ newText: String, in range: LSPRange?) {
    guard let range else {
      lines = Self.split(newText)
      return
    }
    let start = clamp(range.start)
    let end = max(clamp(range.end), start)
    let first = Array(lines[start.line].unicodeScalars)
    let last = Array(lines[end.line].unicodeScalars)
    let startColumn = scalarColumn(line: start.line, utf16: start.character)
    let endColumn = scalarColumn(line: end.line, utf16: end.character)
    let prefix = String(String.UnicodeScalarView(first[..<min(startColumn, first.count)]))
    let suffix = String(String.UnicodeScalarView(last[min(endColumn, last.count)...]))
    lines.replaceSubrange(start.line...end.line, with: Self.split(prefix + newText + suffix))
  }

  /// `position` moved inside the document, and off the middle of a surrogate pair.
  func clamp(_ position: LSPPosition) -> LSPPosition {
    guard !lines.isEmpty else { return LSPPosition(line: 0, character: 0) }
    if position.line >= lines.count {
      return LSPPosition(line: lines.count - 1, character: lines[lines.count - 1].utf16.count)
    }
    let line = lines[position.line]
    var offset = 0
    for scalar in line.unicodeScalars {
      let next = offset + scalar.utf16.count
      if next > position.character { break }
      offset = next
    }
    return LSPPosition(line: position.line, character: offset)
  }

  /// The Unicode scalars of line `index` (0-based), or nil past the end.
  func scalars(_ index: Int) -> [Unicode.Scalar]? {
    lines.indices.contains(index) ? Array(lines[index].unicodeScalars) : nil
  }

  /// The 0-based scalar column of a UTF-16 offset in line `line`.
  func scalarColumn(line: Int, utf16 character: Int) -> Int {
    guard lines.indices.contains(line) else { return 0 }
    var offset = 0
    var column = 0
    for scalar in lines[line].unicodeScalars {
      offset += scalar.utf16.count
      if offset > character { break }
      column += 1
    }
    return column
  }

  /// The UTF-16 offset of 0-based scalar column `column` of line `line` (clamped to the line).
  func utf16Offset(line: Int, scalarColumn column: Int) -> Int {
    guard lines.indices.contains(line) else { return 0 }
    var offset = 0
    for (index, scalar) in lines[line].unicodeScalars.enumerated() {
      if index >= column { break }
      offset += scalar.utf16.count
    }
    return offset
  }

  /// The LSP position of a specc mark (1-based line, 1-based scalar column). libyaml does not
  /// count a byte-order mark, so one at the start of the first line is stepped over.
  func position(line markLine: Int, column markColumn: Int) -> LSPPosition {
    let line = max(0, min(markLine - 1, lines.count - 1))
    var column = max(0, markColumn - 1)
    if line == 0, lines.first?.unicodeScalars.first == "\u{FEFF}" { column += 1 }
    return LSPPosition(line: line, character: utf16Offset(line: line, scalarColumn: column))
  }

  /// The position of 0-based scalar column `column` of 0-based line `line`.
  func position(line: Int, scalarColumn column: Int) -> LSPPosition {
    LSPPosition(line: line, character: utf16Offset(line: line, scalarColumn: column))
  }
}
