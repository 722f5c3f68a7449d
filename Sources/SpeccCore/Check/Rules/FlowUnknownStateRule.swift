/// A flow's start and every transition's target name a state of that flow.
struct FlowUnknownStateRule: Rule {
  static let description = RuleDescription(
    id: "flow_unknown_state", title: "Flow states resolve",
    summary: "A flow's `start` and every transition's `to` must name a state of the same flow.",
    rationale: "A transition to a state that does not exist is a flowchart arrow pointing nowhere; the app would have "
      + "no screen to show. Typos get a suggestion.",
    triggering: [
      FlowExamples.valid(("to: armed", "to: ↓armd")),
      FlowExamples.valid(("start: ask", "start: ↓asking")),
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for flow in spec.flows {
      let ids = flow.states.map(\.id.value)
      if flow[flow.start] == nil {
        sink.error(
          id,
          "start state '\(flow.start.value)' is not a state of flow '\(flow.id.value)'\(hint(flow.start.value, ids))",
          at: flow.start.mark)
      }
      for state in flow.states {
        for transition in state.transitions where flow[transition.to] == nil {
          sink.error(
            id,
            "transition of state '\(state.id.value)' on '\(transition.on.value)' goes to '\(transition.to.value)', "
              + "which is not a state of flow '\(flow.id.value)'\(hint(transition.to.value, ids))",
            at: transition.to.mark, suggestion: Suggest.closest(to: transition.to.value, in: ids))
        }
      }
    }
  }

  /// A did-you-mean suffix, or the list of states when the flow is small.
  private static func hint(_ word: String, _ ids: [String]) -> String {
    if let close = Suggest.closest(to: word, in: ids) { return "; did you mean '\(close)'?" }
    if ids.isEmpty { return "; the flow has no states" }
    if ids.count <= 8 { return "; its states are \(ids.joined(separator: ", "))" }
    return ""
  }
}
