/// Every non-end state can reach an end state, and end states have no way out.
struct FlowDeadEndRule: Rule {
  static let description = RuleDescription(
    id: "flow_dead_end", title: "Flows end",
    summary: "From every state that is not `kind: end`, some path must lead to an end state; an end state has no "
      + "transitions.",
    rationale: "A state with no way to an end leaves the user stuck (no status, no delivery); a transition out of an "
      + "end state means the flowchart's end is not one.",
    triggering: [
      FlowExamples.valid(("      - id: blocked\n        kind: end", "      - id: ↓blocked\n        kind: action")),
      FlowExamples.valid(
        (
          "        status: armed\n",
          "        status: armed\n        transitions:\n"
            + "          - ↓on: again\n            to: ask\n"
        )),
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for graph in spec.flowGraphs {
      let canEnd = graph.canReachEnd
      let resolved = graph.isResolved
      for (index, state) in graph.states.enumerated() {
        if state.kind.value == .end {
          for transition in state.transitions {
            sink.error(
              id,
              "end state '\(state.id.value)' has a transition on '\(transition.on.value)': an end state ends the "
                + "flow; remove the transition, or give the state another kind",
              at: transition.mark)
          }
          continue
        }
        // A transition to an unknown state (flow_unknown_state) hides where it was meant to go.
        guard !canEnd[index], resolved else { continue }
        let message =
          state.transitions.isEmpty
          ? "\(state.kind.value) state '\(state.id.value)' has no transitions: add one, or make it kind: end"
          : "no end state can be reached from \(state.kind.value) state '\(state.id.value)': add a transition "
            + "that leads to an end state"
        sink.error(id, message, at: state.id.mark)
      }
    }
  }
}
