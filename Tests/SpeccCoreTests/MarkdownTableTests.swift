import Testing

@testable import SpeccCore

/// Cells never break a table, whatever the spec text holds.
@Suite struct MarkdownTableTests {
  /// Splits a rendered row into its cells as GitHub (cmark-gfm) and markdown-it do: a `|` is a
  /// cell boundary unless the character before it is a backslash.
  static func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var previous: Character = " "
    for character in row.dropFirst().dropLast() {
      if character == "|" && previous != "\\" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    cells.append(current)
    return cells.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func pipeAndNewlineStayInOneRow() {
    var table = MarkdownTable(["State", "Label"])
    table.append([MarkdownTable.text("  Armed | exact\nor not  "), MarkdownTable.code("a|b\nc")])
    let lines = table.render().split(separator: "\n")
    #expect(lines.count == 3, "header, rule and exactly one row")
    #expect(lines[2] == #"| Armed \| exact<br>or not | `a\|b c` |"#)
    #expect(Self.cells(lines[2]).count == 2)
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("  padded  ", "padded"),
    ("a | b", #"a \| b"#),
    ("two\nlines", "two<br>lines"),
    ("crlf\r\nline", "crlf<br>line"),
    ("`code`", #"\`code\`"#),
    ("<script>&", "&lt;script&gt;&amp;"),
    ("*bold* [link](x)", #"\*bold\* \[link\](x)"#),
    ("snake_case _em_", #"snake_case \_em\_"#),
    (#"back\slash"#, #"back\\slash"#),
    ("tab\there", "tab here"),
  ])
  func textCellsAreEscaped(_ raw: String, _ expected: String) {
    #expect(MarkdownTable.text(raw) == expected)
  }

  @Test(arguments: [
    ("fajr", "`fajr`"),
    ("a`b", "``a`b``"),
    ("``x", "``` ``x ```"),
    ("a|b", #"`a\|b`"#),
    ("", ""),
  ])
  func codeSpansOutrunBackticks(_ raw: String, _ expected: String) {
    #expect(MarkdownTable.code(raw) == expected)
  }

  @Test func emptyColumnsAfterTheFirstAreDropped() {
    let table = MarkdownTable(["Id", "Empty", "Name"], rows: [["a", "", "A"], ["", "", "B"]]).droppingEmptyColumns()
    #expect(table.render() == "| Id | Name |\n| --- | --- |\n| a | A |\n|  | B |\n")
  }

  @Test func alignmentsShowInTheRule() {
    let table = MarkdownTable(["A", "B", "C"], alignments: [.left, .right, .center])
    #expect(table.render() == "| A | B | C |\n| --- | ---: | :---: |\n")
  }

  /// Random strings of the characters that break tables elsewhere never add a row or a cell.
  @Test func randomHostileTextNeverBreaksARow() {
    let alphabet = Array("ab |`\\\n\r\t<>&*_[]#-!\u{0}\u{7}\u{2028}é🙂")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for _ in 0..<500 {
      let raw = String((0..<(next() % 40)).map { _ in alphabet[next() % alphabet.count] })
      var table = MarkdownTable(["A", "B"])
      table.append([MarkdownTable.text(raw), MarkdownTable.code(raw)])
      let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 4, "\(raw.debugDescription) made \(lines.count - 1) lines")
      #expect(Self.cells(lines[2]).count == 2, "\(raw.debugDescription) → \(lines[2])")
      #expect(!lines[2].contains("\r") && !lines[2].contains("\u{2028}"))
    }
  }
}
