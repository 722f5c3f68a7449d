import Testing

@testable import SpeccCore

/// Runs the before/after example pairs of every breaking-change rule: a triggering pair must
/// report an error or warning exactly at its `↓` markers (in the current version), a
/// non-triggering pair none (an accepted change is a note, which is allowed).
@Suite struct BreakingRuleExampleTests {
  static let rules = RuleRegistry.breaking

  /// Splits an example into its previous and current version.
  static func split(_ example: String) throws -> (String, String) {
    let parts = example.components(separatedBy: BreakingRules.separator)
    try #require(parts.count == 2, "a breaking example needs exactly one '---' line:\n\(example)")
    return (parts[0], parts[1])
  }

  static func findings(_ before: String, _ after: String) throws -> [Diagnostic] {
    if after == BreakingRules.deletedText {
      return BreakingCheck.deleted(
        previous: Array(before.utf8), named: "previous.yaml", path: "example.yaml", limits: .examples)
    }
    let current = Pipeline.lint(text: after, path: "example.yaml", limits: .examples)
    let spec = try #require(current.resolved, "the current version does not decode:\n\(after)")
    #expect(!current.diagnostics.hasErrors, "the current version has errors: \(current.diagnostics.map(\.message))")
    return BreakingCheck.compare(
      previous: Array(before.utf8), named: "previous.yaml", current: spec, limits: .examples)
  }

  @Test func everyBreakingRuleIsAcceptableOrTheBaselineRule() {
    let ids = Set(Self.rules.map(\.id))
    #expect(
      ids
        == Set(
          BreakingRules.acceptableIDs + [
            BreakingRules.baselineUnreadable.rawValue, BreakingRules.acceptanceUnused.rawValue,
            BreakingRules.specRemoved.rawValue,
          ]))
    #expect(Set(RuleRegistry.descriptions.map(\.id)).isDisjoint(with: ids))
    #expect(RuleRegistry.everyDescription.count == RuleRegistry.descriptions.count + ids.count + RuleRegistry.format.count)
  }

  @Test(arguments: rules.map(\.id))
  func examplesOfRule(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.id == id })
    #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "rule \(id) needs both kinds of example")
    for example in rule.triggering {
      let (before, marked) = try Self.split(example)
      let (after, expected) = Markers.strip(marked)
      #expect(!expected.isEmpty, "triggering example of \(id) has no ↓ marker:\n\(example)")
      let found = try Self.findings(before, after).filter { $0.ruleID == id && $0.severity > .note }
        .map { Markers.Position(line: $0.location.line, column: $0.location.column) }
      #expect(
        found.sorted() == expected.sorted(),
        "rule \(id): expected at \(expected.sorted()), found at \(found.sorted()) in:\n\(example)")
    }
    for example in rule.nonTriggering {
      let (before, after) = try Self.split(example)
      let hits = try Self.findings(before, after).filter { $0.ruleID == id && $0.severity > .note }
      #expect(hits.isEmpty, "rule \(id) fired on a non-triggering example: \(hits.map(\.message))\n\(example)")
    }
  }

  @Test func acceptedChangeIsANoteWithItsReason() throws {
    let before = LoadingRules.header + "channels:\n  - id: a.b\n    name: A\n    importance: high\n"
    let after =
      LoadingRules.header + "channels:\n  - id: a.c\n    name: A\n    importance: high\n"
      + "breaking_changes_ok:\n  - id: a.b\n    rule: breaking_channel_removed\n    reason: Never shipped.\n"
    let findings = try Self.findings(before, after)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.notes == ["accepted in breaking_changes_ok (line 9): Never shipped."])
  }

  @Test func acceptanceForAnotherRuleDoesNotApply() throws {
    let before = LoadingRules.header + "channels:\n  - id: a.b\n    name: A\n    importance: high\n"
    let after =
      LoadingRules.header + "channels:\n  - id: a.b\n    name: A\n    importance: low\n"
      + "breaking_changes_ok:\n  - id: a.b\n    rule: breaking_channel_removed\n    reason: Wrong rule.\n"
    let findings = try Self.findings(before, after).map { "\($0.severity) \($0.ruleID)" }
    #expect(findings == ["error breaking_channel_changed", "warning breaking_changes_ok_unused"])
  }
}
