import Testing

@testable import SpeccCore

/// Runs every triggering and non-triggering example of every rule (SwiftLint-style).
@Suite struct RuleExampleTests {
  static let rules = RuleRegistry.descriptions.filter { $0.scope == .spec }
  static let loading = Set(RuleRegistry.loading.map(\.id))
  /// Examples are read as specs that generate every language, so each language's own checks
  /// (`kotlin_jvm_limits`, …) run on them too.
  static let languages = BackendRegistry.standard.languages

  @Test(arguments: rules.map(\.id))
  func examplesOfRule(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.id == id })
    #expect(!rule.triggering.isEmpty, "rule \(id) has no triggering example")
    #expect(!rule.nonTriggering.isEmpty, "rule \(id) has no non-triggering example")
    let ids = Set([id] + rule.reportedIDs)
    // The reading limits are small for the loading rules, so each limit has a short example;
    // the other rules read their examples as specc reads a spec (a JVM limit needs 64 KB).
    let limits = Self.loading.contains(id) ? LoadLimits.examples : .default
    for example in rule.triggering {
      let (text, expected) = Markers.strip(example)
      #expect(!expected.isEmpty, "triggering example of \(id) has no ↓ marker:\n\(example)")
      let found = Pipeline.lint(text: text, path: "example.yaml", limits: limits, languages: Self.languages)
        .diagnostics
        .filter { ids.contains($0.ruleID) }.map { Markers.Position(line: $0.location.line, column: $0.location.column) }
      #expect(
        Set(found) == Set(expected),
        "rule \(id): expected at \(expected.sorted()), found at \(found.sorted()) in:\n\(text)")
    }
    for example in rule.nonTriggering {
      let result = Pipeline.lint(text: example, path: "example.yaml", limits: limits, languages: Self.languages)
      let hits = result.diagnostics.filter { ids.contains($0.ruleID) }
      #expect(hits.isEmpty, "rule \(id) fired on a non-triggering example: \(hits.map(\.message))\n\(example)")
      // A check's non-triggering example must reach the check: one that does not load or decode
      // would pass without the check ever running.
      guard !Self.loading.contains(id) else { continue }
      let unread = result.diagnostics.filter { Self.loading.contains($0.ruleID) }.map(\.message)
      #expect(result.spec != nil && unread.isEmpty, "non-triggering example of \(id) does not load: \(unread)")
    }
  }
}

/// Position markers (`↓`) in examples.
enum Markers {
  struct Position: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int
    static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    var description: String { "\(line):\(column)" }
  }

  /// Removes every `↓` and returns the text with the 1-based positions they marked.
  static func strip(_ text: String) -> (String, [Position]) {
    var output = String.UnicodeScalarView()
    var positions: [Position] = []
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if scalar == "↓" {
        positions.append(Position(line: line, column: column))
        continue
      }
      output.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (String(output), positions)
  }
}
