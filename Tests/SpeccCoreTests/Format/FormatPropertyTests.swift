import Foundation
import Testing

@testable import SpeccCore

/// Issue 42, item 2: a formatter that cannot change meaning. Over a generated corpus (every
/// block scalar header with whitespace-only lines anywhere, indentation of 2 to 6 spaces,
/// comments after a dash, at the end of an item and after it at every column, suppressions,
/// CRLF and a BOM, quotes that are needed): every file is formatted, `format` twice is
/// `format` once, and lint's findings (ids, messages, what a suppression hides) are the same
/// before and after. The repository's own YAML is `SpecFormatterTests`'s corpus.
@Suite struct FormatPropertyTests {
  static let header = "spec: demo\nname: Demo\nversion: \"1\"\n"

  /// The generated corpus, by name.
  static var corpus: [(name: String, text: String)] {
    var out: [(String, String)] = []
    let headers = ["|", "|+", "|-", ">", ">+", ">-"]
    for block in headers {
      for spaces in [0, 1, 2, 3, 4, 6, 9] {
        for indent in [2, 4] {
          let pad = String(repeating: " ", count: indent)
          let blank = String(repeating: " ", count: spaces)
          // At the top level: a whitespace line inside, at the end, at the end of the file.
          out.append(
            (
              "top \(block) \(spaces) \(indent) mid",
              header + "description: \(block)\n\(pad)text\n\(blank)\n\(pad)more\nname2: x\n"
            ))
          out.append(
            ("top \(block) \(spaces) \(indent) end", header + "description: \(block)\n\(pad)text\n\(blank)\nname2: x\n")
          )
          out.append(("top \(block) \(spaces) \(indent) eof", header + "description: \(block)\n\(pad)text\n\(blank)\n"))
          out.append(
            ("top \(block) \(spaces) \(indent) eof2", header + "description: \(block)\n\(pad)text\n\(blank)\n\n"))
          // In a list item.
          let body = pad + "  "
          out.append(
            (
              "item \(block) \(spaces) \(indent)",
              header
                + "copy:\n\(pad)- id: a\n\(pad)  context: prompt\n\(pad)  text: \(block)\n\(body)  one\n\(blank)\n\(body)  two\n\(blank)\n"
                + "\(pad)- id: b\n\(pad)  context: prompt\n\(pad)  text: y\n"
            ))
        }
      }
    }
    for indent in [2, 3, 4, 6] {
      let pad = String(repeating: " ", count: indent)
      for column in 0...12 {
        let comment = String(repeating: " ", count: column) + "# note"
        out.append(
          (
            "footer \(indent) \(column)",
            header
              + "copy:\n\(pad)- id: a\n\(pad)  context: prompt\n\(pad)  text: x   # x\n\(comment)\n\(pad)- id: b\n\(pad)  context: prompt\n\(pad)  text: y\n"
          ))
        out.append(
          (
            "nested footer \(indent) \(column)",
            header
              + "categories:\n\(pad)- id: A\n\(pad)  actions:\n\(pad)\(pad)- id: X # x\n\(pad)\(pad)  title: T   # t\n\(comment)\n\(pad)- id: B\n"
          ))
      }
      // A suppression after a dash is not a suppression (only full-line comments are), and stays so.
      out.append(
        (
          "dash suppression \(indent)",
          header
            + "categories:\n\(pad)- # specc:disable-next-line unused_declaration -- next release\n\(pad)  id: UNUSED\n"
        ))
      out.append(
        (
          "dash comment \(indent)",
          header + "copy:\n\(pad)-   # the prompt\n\(pad)  id: a\n\(pad)  context: prompt\n\(pad)  text: x\n"
        ))
      out.append(
        (
          "full-line suppression \(indent)",
          header
            + "categories:\n\(pad)# specc:disable-next-line unused_declaration -- next release\n\(pad)- id: UNUSED\n"
        ))
      out.append(
        (
          "quotes \(indent)",
          header + "copy:\n\(pad)- id: a\n\(pad)  context: prompt\n\(pad)  text: \"C'est l'heure\"\n"
        ))
    }
    let lineBreaks = out.prefix(40).map { ("CRLF " + $0.0, $0.1.replacingOccurrences(of: "\n", with: "\r\n")) }
    let marked = out.prefix(40).map { ("BOM " + $0.0, "\u{FEFF}" + $0.1) }
    return out + lineBreaks + marked
  }

  static func findings(_ bytes: [UInt8]) -> (messages: [String], fails: Bool) {
    let diagnostics = Pipeline.lint(bytes: bytes, path: "t.yaml").diagnostics
    return (SpecFormatterTests.unplaced(diagnostics), diagnostics.hasErrors)
  }

  @Test func formatTwiceIsFormatOnceAndLintIsUnchanged() {
    let corpus = Self.corpus
    #expect(corpus.count > 300)
    for (name, text) in corpus {
      let bytes = Array(text.utf8)
      let once = SpecFormatter.format(bytes: bytes, path: "t.yaml")
      guard let formatted = once.formatted else {
        Issue.record("\(name): left as it is: \(once.diagnostics.map(\.message))")
        continue
      }
      let twice = SpecFormatter.format(bytes: Array(formatted.utf8), path: "t.yaml")
      #expect(twice.formatted == formatted && !twice.changed, "\(name): not idempotent")
      let before = Self.findings(bytes)
      let after = Self.findings(Array(formatted.utf8))
      #expect(before.messages == after.messages, "\(name): lint differs once formatted")
      #expect(before.fails == after.fails, "\(name): lint's exit status differs once formatted")
    }
  }

  /// The cases the issue names, with the exact text format writes.
  @Test func theIssuesCases() throws {
    let dash = Self.header + "categories:\n    - # specc:disable-next-line unused_declaration -- r\n      id: UNUSED\n"
    #expect(
      SpecFormatter.format(bytes: Array(dash.utf8), path: "t.yaml").formatted
        == Self.header + "categories:\n  - # specc:disable-next-line unused_declaration -- r\n    id: UNUSED\n")
    let footer =
      Self.header + "copy:\n    - id: a\n      context: prompt\n      text: x\n      # the end of a\n    - id: b\n"
    #expect(
      SpecFormatter.format(bytes: Array(footer.utf8), path: "t.yaml").formatted
        == Self.header + "copy:\n  - id: a\n    context: prompt\n    text: x\n    # the end of a\n  - id: b\n")
    let crlf = "spec: demo\r\nname: \"Demo\"\r\nversion: \"1.0\"\r\n"
    let crlfResult = SpecFormatter.format(bytes: Array(crlf.utf8), path: "t.yaml")
    #expect(
      crlfResult.formatted == "spec: demo\r\nname: Demo\r\nversion: \"1.0\"\r\n" && crlfResult.diagnostics.isEmpty)
    let mixed = "spec: demo\r\nname: Demo\nversion: \"1.0\"\n"
    #expect(
      SpecFormatter.format(bytes: Array(mixed.utf8), path: "t.yaml").formatted
        == "spec: demo\nname: Demo\nversion: \"1.0\"\n")
    let keep = Self.header + "description: |+\n  text\n     \n\n"
    #expect(SpecFormatter.format(bytes: Array(keep.utf8), path: "t.yaml").formatted == keep)
    #expect(FormatScalars.render("C'est l'heure", style: .doubleQuoted, flow: false) == "\"C'est l'heure\"")
    #expect(StringsInterchange.yamlQuoted("Pauses") == "Pauses")
    #expect(StringsInterchange.yamlQuoted("{{minutes}} min") == "\"{{minutes}} min\"")
  }
}
