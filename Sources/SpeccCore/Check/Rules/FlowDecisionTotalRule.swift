/// A decision lists its answers and handles each of them exactly once.
struct FlowDecisionTotalRule: Rule {
  static let description = RuleDescription(
    id: "flow_decision_total", title: "Decisions are total",
    summary: "A decision state declares its `answers`, has a transition on every declared answer, and none on an "
      + "answer it does not declare.",
    rationale: "A yes/no question that only handles yes leaves the app without a next step on no. Declaring the "
      + "answers makes a missing branch (\"No or later\") a build error instead of a stuck screen.",
    triggering: [
      FlowExamples.valid(("          - on: \"No\"\n            to: blocked\n", "")).replacingOccurrences(
        of: "answers: [\"Yes\", ", with: "answers: [\"Yes\", ↓"),
      FlowExamples.valid(("          - on: \"No\"\n", "          - on: ↓\"No or later\"\n")).replacingOccurrences(
        of: "answers: [\"Yes\", ", with: "answers: [\"Yes\", ↓"),
      FlowExamples.valid(("        answers: [\"Yes\", \"No\"]\n", ""), ("      - id: granted", "      - id: ↓granted")),
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for flow in spec.flows {
      for state in flow.states where state.kind.value == .decision {
        guard let answers = state.answers, !answers.isEmpty else {
          sink.error(
            id,
            "decision '\(state.id.value)' declares no answers: list every answer its question can have in "
              + "`answers` (e.g. [\"Yes\", \"No\"])",
            at: state.id.mark)
          continue
        }
        let declared = answers.map(\.value)
        let handled = Set(state.transitions.map(\.on.value))
        var seen: Set<String> = []
        for answer in answers {
          guard seen.insert(answer.value).inserted else {
            sink.error(id, "decision '\(state.id.value)' declares the answer '\(answer.value)' twice", at: answer.mark)
            continue
          }
          if !handled.contains(answer.value) {
            sink.error(
              id,
              "decision '\(state.id.value)' does not handle its answer '\(answer.value)': add a transition on "
                + "'\(answer.value)'",
              at: answer.mark)
          }
        }
        let unhandled = seen.filter { !handled.contains($0) }
        let undeclared = state.transitions.filter { !seen.contains($0.on.value) }
        for transition in undeclared {
          // The closest answer by spelling, or else the one answer left unhandled ("No" for "No or later").
          let guess =
            Suggest.closest(to: transition.on.value, in: declared)
            ?? (unhandled.count == 1 && undeclared.count == 1 ? unhandled.first : nil)
          let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
          sink.error(
            id,
            "decision '\(state.id.value)' has a transition on '\(transition.on.value)', which is not one of its "
              + "answers (\(declared.joined(separator: ", ")))\(hint)",
            at: transition.on.mark, suggestion: guess)
        }
      }
    }
  }
}
