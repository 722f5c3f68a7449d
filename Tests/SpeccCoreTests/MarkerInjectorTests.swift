import Testing

@testable import SpeccCore

/// `--inject` replaces only what lies between the markers.
@Suite struct MarkerInjectorTests {
  static let blocks = ["demo.table": "| A |\n| --- |\n| 1 |\n", "demo.other": "text\n"]

  static func inject(_ text: String) -> Result<String, MarkerInjectionFailure> {
    MarkerInjector.inject(into: Array(text.utf8), blocks: blocks).map { String(decoding: $0, as: UTF8.self) }
  }

  static func errors(_ text: String) -> [MarkerError] {
    if case .failure(let failure) = inject(text) { return failure.errors }
    return []
  }

  @Test func handWrittenTextAroundMarkersIsByteIdentical() throws {
    let before =
      "# Title  \n\nHand-written *prose*, trailing spaces   \n\t tabs | pipes\n<!-- specc:begin demo.table -->\n"
    let old = "old table\nwith lines\n"
    let middle = "<!-- specc:end demo.table -->\nBetween.\n\n  <!-- specc:begin demo.other -->\n"
    let after = "  <!-- specc:end demo.other -->\nno newline at the end"
    let result = try Self.inject(before + old + middle + "stale\n" + after).get()
    #expect(result == before + "| A |\n| --- |\n| 1 |\n" + middle + "  text\n" + after)
    #expect(result.hasPrefix(before))
    #expect(result.hasSuffix(after))
  }

  @Test func injectingTwiceChangesNothing() throws {
    let text = "a\n<!-- specc:begin demo.table -->\n<!-- specc:end demo.table -->\nb\n"
    let once = try Self.inject(text).get()
    #expect(try Self.inject(once).get() == once)
  }

  @Test func crlfFilesKeepCrlf() throws {
    let text = "a\r\n<!-- specc:begin demo.table -->\r\nold\r\n<!-- specc:end demo.table -->\r\nb\r\n"
    let result = try Self.inject(text).get()
    #expect(
      result
        == "a\r\n<!-- specc:begin demo.table -->\r\n| A |\r\n| --- |\r\n| 1 |\r\n<!-- specc:end demo.table -->\r\nb\r\n"
    )
  }

  @Test func nonUTF8BytesOutsideTheBlockSurvive() throws {
    let before: [UInt8] = [0xFF, 0xFE, 0x0A] + Array("<!-- specc:begin demo.other -->\n".utf8)
    let after = Array("<!-- specc:end demo.other -->\n".utf8) + [0xC3, 0x28]
    let result = try MarkerInjector.inject(into: before + Array("x\n".utf8) + after, blocks: Self.blocks).get()
    #expect(result == before + Array("text\n".utf8) + after)
  }

  /// The docs test's mark on a block it does not run is no marker, and no malformed one either.
  @Test func theDocsTestsNotRunMarkIsNotAMarker() throws {
    let text = "<!-- specc: not run: needs git -->\n```sh\ngit log\n```\n"
    #expect(
      try Self.inject(text + "<!-- specc:begin demo.other -->\n<!-- specc:end demo.other -->\n").get().hasPrefix(text))
    #expect(MarkerInjector.parseMarker(ArraySlice(Array("<!-- specc: not run -->".utf8))) == .none)
    #expect(MarkerInjector.parseMarker(ArraySlice(Array("<!-- specc: nut run -->".utf8))) != .none)
  }

  @Test func markersInsideFencedCodeAreDocumentationNotMarkers() throws {
    let text = "```markdown\n<!-- specc:begin nowhere.table -->\n```\n"
    #expect(try Self.inject(text).get() == text)
  }

  @Test func missingEndMarkerIsAnErrorAtTheBeginLine() {
    let errors = Self.errors("intro\n\n<!-- specc:begin demo.table -->\nrest\n")
    #expect(errors.map(\.line) == [3])
    #expect(errors.first?.message.contains("has no end marker") == true)
  }

  @Test func unknownNameSuggestsTheClosest() {
    let errors = Self.errors("<!-- specc:begin demo.tabel -->\n<!-- specc:end demo.tabel -->\n")
    #expect(errors.map(\.line) == [1])
    #expect(errors.first?.message == "unknown block 'demo.tabel'; did you mean 'demo.table'?")
  }

  @Test func longUnknownNameListsTheSpecsBlocksInstead() {
    // Too far from every block to be a typo: the blocks of its spec are listed, not a guess.
    let name = "demo." + String(repeating: "x", count: 5_000)
    let errors = Self.errors("<!-- specc:begin \(name) -->\n<!-- specc:end \(name) -->\n")
    #expect(errors.map(\.line) == [1])
    #expect(errors.first?.message.hasSuffix("; blocks of 'demo': demo.other, demo.table") == true, "\(errors)")
  }

  @Test func nestedMarkersAreAnError() {
    let errors = Self.errors(
      "<!-- specc:begin demo.table -->\n<!-- specc:begin demo.other -->\n<!-- specc:end demo.other -->\n<!-- specc:end demo.table -->\n"
    )
    #expect(errors.map(\.line) == [2, 3])
    #expect(errors.first?.message.contains("nested marker") == true)
  }

  @Test func duplicatedBlocksAreAnError() {
    let block = "<!-- specc:begin demo.table -->\n<!-- specc:end demo.table -->\n"
    let errors = Self.errors(block + "text\n" + block)
    #expect(errors.map(\.line) == [4])
    #expect(errors.first?.message == "duplicated block 'demo.table' (already begun at line 1)")
  }

  @Test func endWithoutBeginAndMalformedMarkersAreErrors() {
    #expect(Self.errors("x\n<!-- specc:end demo.table -->\n").map(\.line) == [2])
    #expect(Self.errors("<!-- specc:begin -->\n").map(\.line) == [1])
    #expect(Self.errors("<!-- specc:begin demo.table --><!-- specc:end demo.table -->\n").map(\.line) == [1])
  }

  @Test func namesListsEveryBeginMarker() {
    let text = "<!-- specc:begin a.b -->\n<!-- specc:end a.b -->\n<!-- specc:begin c.d -->\n"
    #expect(MarkerInjector.names(in: Array(text.utf8)) == ["a.b", "c.d"])
  }
}
