import Testing

@testable import SpeccCore

/// `IDPattern` agrees with `Regex` on every id pattern of the schema it accepts, for ids of every
/// shape, and declines the patterns it cannot handle.
@Suite struct IDPatternTests {
  static let patterns = [
    "^[a-z][a-z0-9_]*$", "^[A-Za-z][A-Za-z0-9_.-]*$", "^[0-2][0-9][0-5][0-9]$", "^[a-z][A-Za-z0-9_]*$",
    "^[A-Z][A-Z0-9_]*$",
  ]
  static let ids = [
    "", "a", "A", "_", "0", "fajr", "last_third", "lastThird", "Last", "a.b", "a-b", "a b", "0800", "2959",
    "3000", "0860", "080", "08000", "FETCH_TIMEOUT", "fetch_TIMEOUT", "TS.DAILY", "ts-daily.", "é", "aé", "a\n",
    "a\u{0}", "🕌", "x_1", "X9_", "a..b", "Z",
  ]

  @Test(arguments: patterns)
  func agreesWithRegex(_ pattern: String) throws {
    let fast = try #require(IDPattern(pattern), "\(pattern) should be a simple pattern")
    let regex = try Regex(pattern)
    for id in Self.ids {
      #expect(fast.matches(id) == ((try? regex.wholeMatch(in: id)) != nil), "\(pattern) on '\(id)'")
    }
  }

  @Test func declinesOtherPatterns() {
    #expect(IDPattern("^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$") == nil)
    #expect(IDPattern("[a-z]*") == nil)
    #expect(IDPattern("^[a-z]*[0-9]$") == nil)
    #expect(IDPattern("^a$") == nil)
    #expect(IDPattern("^[\\d]$") == nil)
  }

  @Test func everySchemaIDPatternIsHandledOrDeclined() {
    #expect(IDPattern("^[a-z][a-z0-9_]*$")?.matches("on_time") == true)
    #expect(IDPattern("^[a-z][a-z0-9_]*$")?.matches("OnTime") == false)
  }
}
