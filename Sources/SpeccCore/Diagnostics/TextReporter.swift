/// Prints diagnostics the way compilers do: `path:line:col: severity: message [rule_id]`, then the
/// source line and a caret under the column, then any notes.
public struct TextReporter: Sendable {
  /// Colours severities with ANSI escapes (only for a terminal with NO_COLOR unset).
  public var colour: Bool

  public init(colour: Bool = false) { self.colour = colour }

  /// Renders one diagnostic; `source` is the file's bytes, for the excerpt (nil: no excerpt).
  public func render(_ diagnostic: Diagnostic, source: [UInt8]?) -> String {
    let location = diagnostic.location
    var severity = diagnostic.severity.rawValue
    if colour {
      let code = diagnostic.severity == .error ? "31" : diagnostic.severity == .warning ? "33" : "36"
      severity = "\u{1B}[1;\(code)m\(severity)\u{1B}[0m"
    }
    var out = "\(location): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
    if let source, let line = Self.line(location.line, of: source) {
      out += "    \(line)\n"
      out += "    \(Self.caretPadding(line, column: location.column))^\n"
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

  /// Line `number` (1-based) of `source` as text, control characters made visible; nil past the end.
  static func line(_ number: Int, of source: [UInt8]) -> String? {
    var current = 1
    var start = 0
    var index = 0
    while index < source.count, current < number {
      if source[index] == 0x0A {
        current += 1
        start = index + 1
      }
      index += 1
    }
    guard current == number else { return nil }
    var end = start
    while end < source.count, source[end] != 0x0A, end - start < 400 { end += 1 }
    var text = String(decoding: source[start..<end], as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    if source.starts(with: [0xEF, 0xBB, 0xBF]), number == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.value < 0x20 && scalar != "\t" ? "\u{FFFD}" : scalar
        }))
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
