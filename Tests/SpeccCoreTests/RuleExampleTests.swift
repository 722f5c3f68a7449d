import SpeccCore
import Testing

/// Runs every triggering and non-triggering example of every rule (SwiftLint-style).
@Suite struct RuleExampleTests {
  static let rules = RuleRegistry.descriptions.filter { $0.scope == .spec }

  @Test(arguments: rules.map(\.id))
  func examplesOfRule(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.id == id })
    #expect(!rule.triggering.isEmpty, "rule \(id) has no triggering example")
    #expect(!rule.nonTriggering.isEmpty, "rule \(id) has no non-triggering example")
    let ids = Set([id] + rule.reportedIDs)
    for example in rule.triggering {
      let (text, expected) = Markers.strip(example)
      #expect(!expected.isEmpty, "triggering example of \(id) has no ↓ marker:\n\(example)")
      let found = Pipeline.lint(text: text, path: "example.yaml", limits: .examples).diagnostics
        .filter { ids.contains($0.ruleID) }.map { Markers.Position(line: $0.location.line, column: $0.location.column) }
      #expect(
        Set(found) == Set(expected),
        "rule \(id): expected at \(expected.sorted()), found at \(found.sorted()) in:\n\(text)")
    }
    for example in rule.nonTriggering {
      let result = Pipeline.lint(text: example, path: "example.yaml", limits: .examples)
      let hits = result.diagnostics.filter { ids.contains($0.ruleID) }
      #expect(hits.isEmpty, "rule \(id) fired on a non-triggering example: \(hits.map(\.message))\n\(example)")
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
