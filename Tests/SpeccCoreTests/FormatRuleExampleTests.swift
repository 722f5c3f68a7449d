import Testing

@testable import SpeccCore

/// Runs the examples of the format rules through `SpecFormatter`: a triggering example must be
/// left as it is with a warning exactly at its `↓` markers, a non-triggering one formatted with
/// none.
@Suite struct FormatRuleExampleTests {
  @Test(arguments: RuleRegistry.format.map(\.id))
  func examplesOfRule(_ id: String) throws {
    let rule = try #require(RuleRegistry.format.first { $0.id == id })
    #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "rule \(id) needs both kinds of example")
    #expect(RuleRegistry.ids.contains(id), "\(id) is not among the ids .specc.yml may name")
    for example in rule.triggering {
      let (text, expected) = Markers.strip(example)
      let result = SpecFormatter.format(bytes: Array(text.utf8), path: "example.yaml")
      let found = result.diagnostics.filter { $0.ruleID == id }
        .map { Markers.Position(line: $0.location.line, column: $0.location.column) }
      #expect(
        found.sorted() == expected.sorted(),
        "rule \(id): expected at \(expected.sorted()), found at \(found.sorted()) in:\n\(example)")
      #expect(result.formatted == nil, "a file the rule reports is left as it is:\n\(example)")
    }
    for example in rule.nonTriggering {
      let result = SpecFormatter.format(bytes: Array(example.utf8), path: "example.yaml")
      #expect(
        result.diagnostics.isEmpty, "rule \(id) fired on a non-triggering example: \(result.diagnostics.map(\.message))"
      )
      #expect(result.formatted != nil)
    }
  }
}
