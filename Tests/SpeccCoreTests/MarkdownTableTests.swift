import Testing

@testable import SpeccCore

/// Cells never break a table, whatever the spec text holds.
@Suite struct MarkdownTableTests {
  /// Splits a rendered row into its cells at unescaped `|`.
  static func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row.dropFirst().dropLast() {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == "|" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
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
}
