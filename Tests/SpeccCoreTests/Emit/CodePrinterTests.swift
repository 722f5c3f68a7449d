import Testing

@testable import SpeccCore

@Suite struct CodePrinterTests {
  @Test func indentsBlocksAndKeepsBlankLinesClean() {
    var p = CodePrinter()
    p.print("enum A {")
    p.indent()
    p.print("case x\n\ncase y")
    p.outdent()
    p.print("}")
    #expect(p.content == "enum A {\n  case x\n\n  case y\n}\n")
  }

  @Test func blockTrimsTrailingBlankLinesAndBlankLineIsIdempotent() {
    var p = CodePrinter()
    p.blankLine()
    p.block("enum A {") { p in
      p.blankLine()
      p.print("case x")
      p.blankLine()
      p.blankLine()
    }
    #expect(p.content == "enum A {\n  case x\n}\n")
  }

  @Test func docCommentsAreSanitised() {
    var p = CodePrinter()
    p.doc("first\n}\nfunc evil() {}\u{202E}")
    p.doc(nil)
    #expect(p.content == "/// first\n/// }\n/// func evil() {}\\u{202E}\n")
  }

  @Test func longDocLinesWrapAtSpaces() {
    var p = CodePrinter()
    p.doc("aaa bbb ccc dddddddddd e", width: 7)
    #expect(p.content == "/// aaa bbb\n/// ccc\n/// dddddddddd\n/// e\n")
  }

  @Test func unbalancedOutdentStaysAtZero() {
    var p = CodePrinter(indentUnit: "\t")
    p.indent()
    p.print("a")
    #expect(p.content == "\ta\n")
    #expect(p.indentationLevel == 1)
  }
}
