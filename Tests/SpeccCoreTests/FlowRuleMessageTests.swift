import Testing

@testable import SpeccCore

/// What the flow rules say beyond where they point (RuleExampleTests checks the positions).
@Suite struct FlowRuleMessageTests {
  static func flowDiagnostics(_ text: String) -> [Diagnostic] {
    Pipeline.lint(text: text, path: "x.yaml").diagnostics.filter { $0.ruleID.hasPrefix("flow_") }
  }

  /// One misspelt target is one error: the states and labels it hides are not reported as
  /// unreachable, dead or unset until it is fixed.
  @Test func unknownTargetDoesNotCascade() {
    let found = Self.flowDiagnostics(FlowExamples.valid(("to: granted", "to: grantd")))
    #expect(found.map(\.ruleID) == ["flow_unknown_state"])
    #expect(found.first?.message.hasSuffix("did you mean 'granted'?") == true)
  }

  @Test func unknownStartDoesNotCascade() {
    let found = Self.flowDiagnostics(FlowExamples.valid(("start: ask", "start: asks")))
    #expect(found.map(\.ruleID) == ["flow_unknown_state"])
  }

  /// "No" written for the answer "No or later": the one unhandled answer is suggested.
  @Test func undeclaredAnswerSuggestsTheUnhandledOne() {
    let text = FlowExamples.valid(("answers: [\"Yes\", \"No\"]", "answers: [\"Yes\", \"No or later\"]"))
    let found = Self.flowDiagnostics(text)
    #expect(found.map(\.ruleID) == ["flow_decision_total", "flow_decision_total"])
    #expect(found.last?.message.hasSuffix("did you mean 'No or later'?") == true, "\(found.map(\.message))")
  }

  @Test func endWithoutStatusIsReportedOnlyWhenSomePathLeavesItUnlabelled() {
    // armed loses its status, but its only way in passes an action that sets one.
    let labelled = FlowExamples.valid(
      ("            to: armed\n", "            to: schedule\n"), ("        status: armed\n", ""),
      (
        "      - id: armed\n",
        "      - id: schedule\n        kind: action\n        title: Schedule\n        status: armed\n"
          + "        transitions:\n          - on: done\n            to: armed\n      - id: armed\n"
      ))
    #expect(Self.flowDiagnostics(labelled).isEmpty)
    let unlabelled = FlowExamples.valid(("        status: armed\n", ""))
    #expect(Self.flowDiagnostics(unlabelled).map(\.ruleID) == ["flow_status_coverage", "flow_end_status"])
  }
}
