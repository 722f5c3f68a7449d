/// Every state of a flow can be reached from its start.
struct FlowUnreachableStateRule: Rule {
  static let description = RuleDescription(
    id: "flow_unreachable_state", title: "Flow states are reachable",
    summary: "Every state of a flow must be reachable from its `start` by following transitions.",
    rationale: "A state no path leads to is a screen or status the app can never show: either an arrow is missing "
      + "from the flowchart, or the state is stale and should go.",
    triggering: [
      FlowExamples.valid(
        (
          "        status: blocked\n",
          "        status: blocked\n      - id: ↓retry\n"
            + "        kind: prompt\n        title: Try again\n        copy: ask\n        transitions:\n"
            + "          - on: answered\n            to: granted\n"
        ))
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for graph in spec.flowGraphs {
      let flow = graph.flow
      guard graph.start != nil, graph.isResolved else { continue }  // flow_unknown_state reports first
      for (state, reachable) in zip(graph.states, graph.reachableFromStart) where !reachable {
        sink.error(
          id,
          "state '\(state.id.value)' of flow '\(flow.id.value)' cannot be reached from its start "
            + "'\(flow.start.value)': add a transition to it, or remove it",
          at: state.id.mark)
      }
    }
  }
}
