/// Prints diagnostics the way compilers do: `path:line:col: severity: message [rule_id]`, then the
/// source line and a caret under the column, then any notes.
public struct TextReporter: Sendable {
  /// Colours severities with ANSI escapes (only for a terminal with NO_COLOR unset).
  public var colour: Bool

  public init(colour: Bool = false) { self.colour = colour }

  /// Renders one diagnostic; `source` is the file's bytes, for the excerpt (nil: no excerpt).
  /// `lineStarts` (`TextReporter.lineStarts(of: source)`) spares a scan of the file per
  /// diagnostic when one file has many.
  public func render(_ diagnostic: Diagnostic, source: [UInt8]?, lineStarts: [Int]? = nil) -> String {
    let location = diagnostic.location
    var severity = diagnostic.severity.rawValue
    if colour {
      let code = diagnostic.severity == .error ? "31" : diagnostic.severity == .warning ? "33" : "36"
      severity = "\u{1B}[1;\(code)m\(severity)\u{1B}[0m"
    }
    var out = "\(location): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
    if let source,
      let excerpt = Self.excerpt(line: location.line, column: location.column, of: source, lineStarts: lineStarts)
    {
      out += "    \(excerpt.text)\n"
      out += "    \(Self.caretPadding(excerpt.text, column: excerpt.column))^\n"
    }
    for note in diagnostic.notes {
      out += "    note: \(note)\n"
    }
    return out
  }

  /// The summary line: "2 errors, 1 warning in 3 files".
  public static func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
  }

  /// Scalars of a long line shown before the column; the excerpt holds at most `excerptBytes`.
  static let excerptLead = 60
  static let excerptBytes = 400

  /// Line `number` (1-based) of `source` as text, control, line-separator and bidi characters
  /// (`DisplayText.isUnsafe`, tab kept for the caret) shown as U+FFFD, with the
  /// caret's column in that text; nil past the end. A long line is cut to a window around
  /// `column` (marked with `…`), so a diagnostic far to the right of a one-line file prints a
  /// short excerpt, not megabytes of padding.
  static func excerpt(line number: Int, column: Int, of source: [UInt8], lineStarts: [Int]? = nil) -> (
    text: String, column: Int
  )? {
    let starts = lineStarts ?? Self.lineStarts(of: source, upTo: number)
    guard number >= 1, number <= starts.count else { return nil }
    var start = starts[number - 1]
    // Columns do not count a byte-order mark.
    if number == 1, source.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    // Skip whole scalars (UTF-8 lead bytes) up to `excerptLead` before the column.
    let skip = max(0, column - 1 - excerptLead)
    var first = start
    var skipped = 0
    while first < source.count, source[first] != 0x0A, skipped < skip {
      first += 1
      while first < source.count, source[first] & 0xC0 == 0x80 { first += 1 }
      skipped += 1
    }
    var end = first
    while end < source.count, source[end] != 0x0A, end - first < excerptBytes { end += 1 }
    while end > first, end < source.count, source[end] & 0xC0 == 0x80 { end -= 1 }
    var text = String(decoding: source[first..<end], as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    let visible = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar != "\t" && DisplayText.isUnsafe(scalar) ? "\u{FFFD}" : scalar
        }))
    return skipped > 0 ? ("…" + visible, column - skipped + 1) : (visible, column)
  }

  /// Byte offsets where lines 1, 2, … of `source` start (after each LF), at most `limit` of them.
  public static func lineStarts(of source: [UInt8], upTo limit: Int = .max) -> [Int] {
    var starts = [0]
    var index = 0
    while index < source.count, starts.count < limit {
      if source[index] == 0x0A { starts.append(index + 1) }
      index += 1
    }
    return starts
  }

  /// Spaces (keeping tabs) up to `column`, counted in Unicode scalars.
  static func caretPadding(_ line: String, column: Int) -> String {
    var padding = ""
    for (offset, scalar) in line.unicodeScalars.enumerated() where offset < column - 1 {
      padding.append(scalar == "\t" ? "\t" : " ")
    }
    if column - 1 > line.unicodeScalars.count {
      padding += String(repeating: " ", count: column - 1 - line.unicodeScalars.count)
    }
    return padding
  }
}
