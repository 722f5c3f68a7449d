/// Every status label is set by some flow, or is declared as set outside the flows.
struct FlowStatusCoverageRule: Rule {
  static let description = RuleDescription(
    id: "flow_status_coverage", title: "Status labels are reached",
    summary: "When a spec has flows, every status label must be set by a reachable state of a flow of its platform, "
      + "or be marked `set_outside_flows: true` (like \"Off\", which the user sets in settings).",
    rationale: "A label no flow can reach is either a branch missing from the flowcharts or a stale row of the "
      + "status table; both are errors, and the few labels the app sets elsewhere say so explicitly.",
    triggering: [
      FlowExamples.tables + "  - id: ↓off\n    state: User disabled schedule delivery\n    label: \"Off\"\n"
        + FlowExamples.flow(FlowExamples.states)
    ],
    nonTriggering: [
      FlowExamples.valid,
      FlowExamples.tables + "  - id: \"off\"\n    state: User disabled schedule delivery\n    label: \"Off\"\n"
        + "    set_outside_flows: true\n" + FlowExamples.flow(FlowExamples.states),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard !spec.flows.isEmpty else { return }
    var reached: Set<String> = []  // "platform/label id"
    for graph in spec.flowGraphs {
      let flow = graph.flow
      // With a start or target unknown (flow_unknown_state), count every state rather than report
      // the labels of the states the broken edge hides.
      let counted =
        graph.start == nil || !graph.isResolved ? graph.states.map { _ in true } : graph.reachableFromStart
      for (state, reachable) in zip(graph.states, counted) where reachable {
        if let status = state.status?.value { reached.insert("\(flow.platform.value.rawValue)/\(status)") }
      }
    }
    for label in spec.statusLabels where !label.setOutsideFlows {
      let platforms =
        label.platform == .all ? PlatformName.allCases.map(\.rawValue) : [label.platform.rawValue]
      if platforms.contains(where: { reached.contains("\($0)/\(label.id.value)") }) { continue }
      let whose = label.platform == .all ? "any flow" : "any \(label.platform.rawValue) flow"
      sink.error(
        id,
        "status label '\(label.id.value)' (\"\(label.label.value)\") is not set by a reachable state of \(whose): "
          + "set it from an end or action state, remove it, or mark it `set_outside_flows: true`",
        at: label.id.mark)
    }
  }
}
