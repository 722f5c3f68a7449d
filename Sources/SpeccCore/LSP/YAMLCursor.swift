/// Where a cursor stands in a YAML document, worked out from the text around it (indentation
/// upward, and flow collections on the cursor's line), so it works on half-typed YAML that does
/// not parse: the mapping keys from the root to the cursor, and whether a key or a value is
/// being written.
struct YAMLCursor: Sendable, Hashable {
  /// What is being written at the cursor.
  enum Mode: Sendable, Hashable {
    /// A key of the mapping at `path`; the partial key starts at scalar column `start`.
    case key(start: Int)
    /// The value of `key` (or an item of it, when it is a list); the partial value starts at `start`.
    case value(key: String, start: Int)
    /// Inside a comment.
    case comment
  }

  /// Keys from the root to the mapping the cursor is in (lists are stepped through).
  var path: [String]
  var mode: Mode
  /// Keys already written in the mapping at `path` (those found around the cursor).
  var presentKeys: Set<String>
  /// The text of the value before the cursor (value mode).
  var valuePrefix: String = ""

  /// The shape of one line: indentation, list dashes, and its key.
  struct Shape {
    var indent: Int
    var keyColumn: Int
    var hasDash: Bool
    var key: String?
    var blank: Bool
  }

  static func shape(_ s: [Unicode.Scalar]) -> Shape {
    var i = 0
    while i < s.count, s[i] == " " { i += 1 }
    let indent = i
    var hasDash = false
    while i < s.count, s[i] == "-", i + 1 == s.count || s[i + 1] == " " {
      hasDash = true
      i += 1
      while i < s.count, s[i] == " " { i += 1 }
    }
    let blank = !hasDash && (i == s.count || s[i] == "#" || s[i] == "\r")
    return Shape(indent: indent, keyColumn: i, hasDash: hasDash, key: key(s, from: i), blank: blank)
  }

  /// The key of a `key: value` written from `start`, if the line has one there.
  static func key(_ s: [Unicode.Scalar], from start: Int) -> String? {
    guard start < s.count else { return nil }
    var i = start
    if s[i] == "\"" || s[i] == "'" {
      let quote = s[i]
      i += 1
      while i < s.count, s[i] != quote { i += 1 }
      guard i < s.count else { return nil }
      let text = String(String.UnicodeScalarView(s[(start + 1)..<i]))
      i += 1
      while i < s.count, s[i] == " " { i += 1 }
      return i < s.count && s[i] == ":" ? text : nil
    }
    if s[i] == "{" || s[i] == "[" || s[i] == "#" { return nil }
    while i < s.count {
      if s[i] == ":", i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\r" {
        return String(String.UnicodeScalarView(s[start..<i])).trimmingSpaces
      }
      if s[i] == "#", i > start, s[i - 1] == " " { return nil }
      i += 1
    }
    return nil
  }

  /// The context at 0-based `line` and scalar `column`; `lineAt` gives a line's scalars.
  static func at(line: Int, column: Int, lineCount: Int, lineAt: (Int) -> [Unicode.Scalar]) -> YAMLCursor {
    let current = lineAt(line)
    let column = min(column, current.count)
    let prefix = Array(current[..<column])
    let shape = shape(prefix)

    // The cursor's line: block key or value, then flow collections opened on it.
    struct Frame {
      var isMap: Bool
      var key: String?
      var afterColon = false
      var tokenStart: Int
      var keys: [String] = []
    }
    var frames = [Frame(isMap: true, key: nil, tokenStart: shape.keyColumn)]
    var i = shape.keyColumn
    var quote: Unicode.Scalar? = nil
    var inComment = false
    while i < prefix.count {
      let c = prefix[i]
      if let open = quote {
        if c == open { quote = nil }
        i += 1
        continue
      }
      let atTokenStart = prefix[frames[frames.count - 1].tokenStart..<i].allSatisfy { $0 == " " }
      if c == "#", i == 0 || prefix[i - 1] == " " {
        inComment = true
        break
      } else if (c == "\"" || c == "'") && atTokenStart {
        quote = c
      } else if (c == "{" || c == "[") && atTokenStart
        && (frames.count > 1 || frames[0].afterColon || i == shape.keyColumn)
      {
        frames.append(Frame(isMap: c == "{", key: nil, tokenStart: i + 1))
      } else if (c == "}" || c == "]") && frames.count > 1 {
        frames.removeLast()
        frames[frames.count - 1].tokenStart = i + 1
      } else if c == ",", frames.count > 1 {
        frames[frames.count - 1].afterColon = false
        frames[frames.count - 1].key = nil
        frames[frames.count - 1].tokenStart = i + 1
      } else if c == ":", i + 1 >= prefix.count || [" ", ",", "}", "]"].contains(prefix[i + 1]),
        frames[frames.count - 1].isMap, !frames[frames.count - 1].afterColon
      {
        let start = frames[frames.count - 1].tokenStart
        let key = String(String.UnicodeScalarView(prefix[start..<i])).trimmingSpaces.unquoted
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keys.append(key)
        frames[frames.count - 1].afterColon = true
        frames[frames.count - 1].tokenStart = i + 1
      }
      i += 1
    }

    var path = parentPath(line: line, keyColumn: shape.keyColumn, lineAt: lineAt)
    if shape.blank && !shape.hasDash && prefix.allSatisfy({ $0 == " " }) {
      // A blank line: the indentation of the cursor says which mapping.
      path = parentPath(line: line, keyColumn: column, lineAt: lineAt)
    }
    for frame in frames.dropLast() {
      if frame.isMap, let key = frame.key { path.append(key) }
    }
    if inComment {
      return YAMLCursor(path: path, mode: .comment, presentKeys: [])
    }
    let innermost = frames[frames.count - 1]
    let start = innermost.tokenStart
    var valueStart = start
    while valueStart < prefix.count, prefix[valueStart] == " " { valueStart += 1 }
    let valuePrefix = String(String.UnicodeScalarView(prefix[valueStart...]))
    if !innermost.isMap {
      // An item of a flow list: the value of the key that holds the list.
      let holder = frames.dropLast().last { $0.isMap && $0.key != nil }
      if let key = holder?.key {
        if frames.count >= 2, frames[frames.count - 2].isMap, path.last == key { path.removeLast() }
        return YAMLCursor(
          path: path, mode: .value(key: key, start: valueStart), presentKeys: [], valuePrefix: valuePrefix)
      }
      return YAMLCursor(path: path, mode: .key(start: valueStart), presentKeys: [])
    }
    if innermost.afterColon, let key = innermost.key {
      return YAMLCursor(
        path: path, mode: .value(key: key, start: valueStart), presentKeys: [], valuePrefix: valuePrefix)
    }
    var present = Set(innermost.keys)
    if frames.count == 1 {
      present.formUnion(siblingKeys(line: line, shape: shape, lineCount: lineCount, lineAt: lineAt))
    }
    return YAMLCursor(path: path, mode: .key(start: valueStart), presentKeys: present)
  }

  /// Keys from the root to the mapping whose keys stand at `keyColumn` on `line`.
  static func parentPath(line: Int, keyColumn: Int, lineAt: (Int) -> [Unicode.Scalar]) -> [String] {
    var path: [String] = []
    var column = keyColumn
    var index = line - 1
    while index >= 0, column > 0 {
      let s = shape(lineAt(index))
      index -= 1
      guard !s.blank, s.keyColumn < column else { continue }
      guard let key = s.key else {
        // A line less indented without a key (a scalar list item, a flow collection): the
        // structure above it is still what holds the cursor.
        column = s.keyColumn
        continue
      }
      path.append(key)
      column = s.keyColumn
    }
    return path.reversed()
  }

  /// Keys of the block mapping the cursor's line belongs to, written on the lines around it.
  static func siblingKeys(line: Int, shape current: Shape, lineCount: Int, lineAt: (Int) -> [Unicode.Scalar])
    -> Set<String>
  {
    var keys = Set<String>()
    let column = current.keyColumn
    if !current.hasDash {
      var index = line - 1
      while index >= 0 {
        let s = shape(lineAt(index))
        index -= 1
        if s.blank || s.keyColumn > column { continue }
        if s.keyColumn < column { break }
        if let key = s.key { keys.insert(key) }
        if s.hasDash { break }
      }
    }
    var index = line + 1
    while index < lineCount {
      let s = shape(lineAt(index))
      index += 1
      if s.blank || s.keyColumn > column { continue }
      if s.keyColumn < column || s.hasDash { break }
      if let key = s.key { keys.insert(key) }
    }
    return keys
  }
}

extension String {
  var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" || first == "\r" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }

  var unquoted: String {
    if count >= 2, let first, let last, first == last, first == "\"" || first == "'" {
      return String(dropFirst().dropLast())
    }
    return self
  }
}
