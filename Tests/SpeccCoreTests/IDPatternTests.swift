import Testing

@testable import SpeccCore

/// `IDPattern` agrees with `Regex` on every id pattern of the schema it accepts, for ids of every
/// shape, and declines the patterns it cannot handle.
@Suite struct IDPatternTests {
  static let patterns = [
    "^[a-z][a-z0-9_]*$", "^[A-Za-z][A-Za-z0-9_.-]*$", "^[0-2][0-9][0-5][0-9]$", "^[a-z][A-Za-z0-9_]*$",
    "^[A-Z][A-Z0-9_]*$", "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$", "^(ab)*$", "^[0-2][0-9]:[0-5][0-9]$",
    "^([a-z]*)*[0-9]$",
  ]
  static let ids = [
    "", "a", "A", "_", "0", "fajr", "last_third", "lastThird", "Last", "a.b", "a-b", "a b", "0800", "2959",
    "3000", "0860", "080", "08000", "FETCH_TIMEOUT", "fetch_TIMEOUT", "TS.DAILY", "ts-daily.", "é", "aé", "a\n",
    "a\u{0}", "🕌", "x_1", "X9_", "a..b", "Z",
    "timesafari.daily", "athan.fajr_v2", "a.b.c", "a.", ".a", "a.B", "ab", "abab", "aba", "5", "ab5", "a\u{301}",
    "\r\n", "\u{212A}", "K\u{212A}", "a\r\nB", "08:00", "29:59", "08:60", "0800:",
  ]

  @Test(arguments: patterns)
  func agreesWithRegex(_ pattern: String) throws {
    let fast = try #require(IDPattern(pattern), "\(pattern) should be a simple pattern")
    let regex = try Regex(pattern).matchingSemantics(.unicodeScalar)
    for id in Self.ids {
      #expect(fast.matches(id) == ((try? regex.wholeMatch(in: id)) != nil), "\(pattern) on '\(id)'")
    }
  }

  @Test func declinesOtherPatterns() {
    #expect(IDPattern("[a-z]*") == nil)
    #expect(IDPattern("^[\\d]$") == nil)
    #expect(IDPattern("^[^a]$") == nil)
    #expect(IDPattern("^[a-z]+$") == nil)
    #expect(IDPattern("^(a|b)$") == nil)
    #expect(IDPattern("^(a$") == nil)
    #expect(IDPattern("^[z-a]$") == nil)
    #expect(IDPattern("^\\w$") == nil)
    #expect(IDPattern("^[!-\\]]$") == nil)
    #expect(IDPattern("^[!--]$") == nil)
    #expect(IDPattern("^[a--b]$") == nil)
    #expect(IDPattern("^[a&&b]$") == nil)
    #expect(IDPattern("^[a~~b]$") == nil)
    #expect(IDPattern("^[:alpha:]$") == nil)
  }

  /// A multi-megabyte id is matched without recursion (a backtracking matcher would overflow the stack).
  @Test func longIDsDoNotRecurse() throws {
    let dotted = try #require(IDPattern("^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$"))
    let long = String(repeating: "a.", count: 500_000) + "a"
    #expect(dotted.matches(long))
    #expect(!dotted.matches(long + "."))
  }

  /// Every id pattern in the schema takes the fast path: no `Regex` is compiled on a lint run
  /// (times and dates are checked by `TextFormat`, not by their documented patterns).
  @Test func schemaPatternsAllHandled() {
    var patterns: [String] = []
    var seen: Set<String> = []
    func walk(_ type: SchemaType) {
      switch type {
      // Values with a reader of their own (a time, a date, a month-day, an anchor, a rule).
      case .string(_, .clockTime?), .string(_, .localDate?), .string(_, .monthDay?), .string(_, .anchor?),
        .string(_, .rrule?):
        break
      case .string(let pattern?, _) where pattern != SpecSchema.clockPattern: patterns.append(pattern)
      case .list(let element), .map(let element, _): walk(element)
      case .object(let object):
        guard seen.insert(object.name).inserted else { return }
        for field in object.fields { walk(field.type) }
      default: break
      }
    }
    walk(.object(SpecSchema.root))
    #expect(patterns.count >= 8)
    for pattern in patterns { #expect(IDPattern(pattern) != nil, "\(pattern)") }
  }

  @Test func everySchemaIDPatternIsHandledOrDeclined() {
    #expect(IDPattern("^[a-z][a-z0-9_]*$")?.matches("on_time") == true)
    #expect(IDPattern("^[a-z][a-z0-9_]*$")?.matches("OnTime") == false)
  }
}
