import Foundation

/// A GitHub-flavoured Markdown table whose cells can never break the table.
///
/// Cells are Markdown already: build them with `MarkdownTable.text(_:)` (spec text shown
/// literally) or `MarkdownTable.code(_:)` (ids and values as code spans). Either way a `|`,
/// a backtick, a newline or HTML in a spec string stays inside its cell.
struct MarkdownTable: Sendable, Equatable {
  /// Column alignment.
  enum Alignment: Sendable, Equatable { case left, right, center }

  var header: [String]
  var alignments: [Alignment]
  var rows: [[String]]

  /// A table with the given column titles (plain text, escaped) and alignments (left by default).
  init(_ header: [String], alignments: [Alignment] = [], rows: [[String]] = []) {
    self.header = header.map(MarkdownTable.text)
    self.alignments = header.indices.map { $0 < alignments.count ? alignments[$0] : .left }
    self.rows = rows
  }

  /// Appends a row of already-escaped cells; missing cells are empty, extra cells are dropped.
  mutating func append(_ cells: [String]) {
    rows.append(cells)
  }

  /// The table without the columns (after the first) whose cells are all empty.
  func droppingEmptyColumns() -> MarkdownTable {
    let keep = header.indices.filter { column in
      column == 0 || rows.contains { column < $0.count && !$0[column].isEmpty }
    }
    var table = self
    table.header = keep.map { header[$0] }
    table.alignments = keep.map { alignments[$0] }
    table.rows = rows.map { row in keep.map { $0 < row.count ? row[$0] : "" } }
    return table
  }

  /// The table as Markdown lines, each ending in a newline.
  func render() -> String {
    var lines = [line(header), line(alignments.map(Self.rule))]
    for row in rows {
      lines.append(line(header.indices.map { $0 < row.count ? Self.singleLine(row[$0]) : "" }))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func line(_ cells: [String]) -> String {
    "| " + cells.map { $0.isEmpty ? "" : $0 }.joined(separator: " | ") + " |"
  }

  private static func rule(_ alignment: Alignment) -> String {
    switch alignment {
    case .left: "---"
    case .right: "---:"
    case .center: ":---:"
    }
  }

  /// Last line of defence for hand-built cells: a raw line break would end the row.
  private static func singleLine(_ cell: String) -> String {
    guard cell.contains(where: \.isNewline) else { return cell }
    return cell.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "<br>")
  }
}

extension MarkdownTable {
  /// Spec text as a cell, shown literally: trimmed, newlines as `<br>`, and every character
  /// Markdown or HTML would act on (`|`, backticks, `\`, `*`, `_`, `[`, `]`, `<`, `>`, `&`) escaped.
  static func text(_ raw: String) -> String {
    let lines = normalisedLines(raw)
    return lines.map(escapeInline).joined(separator: "<br>")
  }

  /// Spec text as a code span: the fence is longer than any backtick run inside, `|` is
  /// escaped (GitHub unescapes it inside table code spans) and newlines become spaces.
  static func code(_ raw: String) -> String {
    let content = normalisedLines(raw).joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
    if content.isEmpty { return "" }
    var longest = 0
    var run = 0
    for character in content {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = content.first == "`" || content.last == "`" ? " \(content) " : content
    return fence + padded + fence
  }

  /// Several values as comma-separated code spans.
  static func codes(_ values: [String]) -> String {
    values.map(code).joined(separator: ", ")
  }

  /// Trims the text and splits it into lines (`\r\n`, `\r` and `\n` all end a line).
  static func normalisedLines(_ raw: String) -> [String] {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return [] }
    return trimmed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Escapes one line of text so Markdown and HTML show it literally.
  static func escapeInline(_ line: String) -> String {
    var output = ""
    let characters = Array(line)
    for (index, character) in characters.enumerated() {
      switch character {
      case "\\", "|", "`", "*", "[", "]":
        output += "\\\(character)"
      case "_":
        // An underscore inside a word never starts emphasis; elsewhere it could.
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        output += before.isLetter || before.isNumber ? (after.isLetter || after.isNumber ? "_" : "\\_") : "\\_"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      default:
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20 || scalar.value == 0x7F
        {
          output += " "  // control characters (tabs included) would confuse renderers
        } else {
          output.append(character)
        }
      }
    }
    return output
  }
}
