/// Builds generated source text line by line, keeping track of indentation
/// (after protoc-gen-swift's `CodePrinter`). No Swift AST, no templates: emitters print lines.
///
/// ```swift
/// var p = CodePrinter()
/// p.print("public enum Demo {")
/// p.indent()
/// p.print("public static let cap = 64")
/// p.outdent()
/// p.print("}")
/// ```
struct CodePrinter: Sendable {
  /// Everything printed so far. Every line ends with `"\n"`.
  private(set) var content = ""
  /// The text added for one level of indentation.
  let indentUnit: String
  private var level = 0

  /// A printer indenting by `indentUnit` (two spaces, like the package's `.swift-format`).
  init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// Current indentation depth.
  var indentationLevel: Int { level }

  /// Prints each argument as one or more lines at the current indentation. An argument holding
  /// `"\n"` is split into lines; blank lines get no indentation (no trailing whitespace).
  mutating func print(_ lines: String...) {
    for text in lines {
      // A line without a break (nearly all) is appended as it is; a carriage return keeps the
      // split by Character, where "\r\n" is one.
      if !text.utf8.contains(UInt8(ascii: "\n")) {
        append(line: Substring(text))
      } else if text.utf8.contains(UInt8(ascii: "\r")) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { append(line: line) }
      } else {
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
          append(line: Substring(line))
        }
      }
    }
  }

  /// Appends one line at the current indentation; an empty line gets none.
  private mutating func append(line: Substring) {
    if !line.isEmpty {
      for _ in 0..<level { content += indentUnit }
      content += line
    }
    content += "\n"
  }

  /// Prints one empty line, unless the output is empty or already ends with an empty line or an
  /// opening brace: emitters can separate sections without counting blank lines.
  mutating func blankLine() {
    guard !content.isEmpty, !endsWithBlankLine, !content.utf8.reversed().starts(with: "\n{".utf8) else { return }
    content += "\n"
  }

  /// Whether the output ends with "\n\n" (two Characters: not "\r\n" then "\n").
  private var endsWithBlankLine: Bool {
    let last = content.utf8.suffix(3)
    return last.count >= 2 && last.reversed().starts(with: [0x0A, 0x0A]) && (last.count < 3 || last.first != 0x0D)
  }

  /// Increases the indentation by one level.
  mutating func indent() {
    level += 1
  }

  /// Decreases the indentation by one level; an unbalanced outdent stays at level 0.
  mutating func outdent() {
    assert(level > 0, "CodePrinter.outdent() without a matching indent()")
    level = max(0, level - 1)
  }

  /// Prints `opener`, the body one level deeper, then `closer`:
  /// `p.block("public enum Demo {") { p in p.print("case a") }`.
  mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
    print(opener)
    indent()
    body(&self)
    trimTrailingBlankLines()
    outdent()
    print(closer)
  }

  /// Prints the doc comment `text`: each line prefixed with `///`, unsafe characters replaced
  /// (`SwiftLiteral.commentLines`), lines longer than `width` wrapped at spaces.
  mutating func doc(_ text: String?, width: Int = 100) {
    guard let text, !text.isEmpty else { return }
    for line in SwiftLiteral.commentLines(text) {
      if line.isEmpty {
        print("///")
        continue
      }
      for wrapped in Self.wrap(line, width: width) {
        print("/// " + wrapped)
      }
    }
  }

  /// `line` broken at spaces into lines of at most `width` characters where possible (a longer
  /// word stays whole).
  static func wrap(_ line: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: true) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Removes blank lines at the end of the output, so a block never closes after an empty line.
  private mutating func trimTrailingBlankLines() {
    while endsWithBlankLine {
      content.removeLast()
    }
  }
}
