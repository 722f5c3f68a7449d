/// Every end state has a status label from the table.
struct FlowEndStatusRule: Rule {
  static let description = RuleDescription(
    id: "flow_end_status", title: "End states have a status",
    summary: "Every `status` names a status label of the flow's platform, only actions and end states set one, and "
      + "every end state has a status: its own, or the one set by the last action on every path to it.",
    rationale: "The status label is what the profile screen shows once the flow is over; an end state without one "
      + "(or with a label from another platform's table) ships an unlabelled or wrong state. An end such as "
      + "\"delivery armed\" may take the status the path set (\"Alarm\" or \"Notification\"), as a flowchart "
      + "of a permission flow usually does.",
    triggering: [
      FlowExamples.valid(("        status: blocked\n", "")).replacingOccurrences(
        of: "- id: blocked\n        kind: end", with: "- id: ↓blocked\n        kind: end"),
      FlowExamples.valid(("        status: blocked\n", "        status: ↓blockd\n")),
      FlowExamples.valid(
        ("    label: Notification\n", "    label: Notification\n    platform: android\n"),
        ("        status: armed\n", "        status: ↓armed\n")),
    ],
    nonTriggering: [
      FlowExamples.valid,
      // The end takes the status its only path set.
      FlowExamples.valid(
        ("            to: armed\n", "            to: schedule\n"), ("        status: armed\n", ""),
        (
          "      - id: armed\n",
          "      - id: schedule\n        kind: action\n        title: Schedule\n"
            + "        status: armed\n        transitions:\n          - on: done\n            to: armed\n"
            + "      - id: armed\n"
        )),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let ids = spec.statusLabels.map(\.id.value)
    for graph in spec.flowGraphs {
      let flow = graph.flow
      let unlabelled = graph.reachableFromStart(avoiding: { $0.status != nil })
      for (index, state) in graph.states.enumerated() {
        if let status = state.status {
          checkReference(status, of: state, in: flow, spec: spec, ids: ids, into: &sink)
          continue
        }
        guard state.kind.value == .end, unlabelled[index] else { continue }
        sink.error(
          id,
          "end state '\(state.id.value)' has no status, and a path reaches it without passing an action that sets "
            + "one: give it `status:` (an id of status_labels)",
          at: state.id.mark)
      }
    }
  }

  private static func checkReference(
    _ status: Ref<StatusLabel>, of state: FlowState, in flow: Flow, spec: ResolvedSpec, ids: [String],
    into sink: inout DiagnosticSink
  ) {
    if state.kind.value == .prompt || state.kind.value == .decision {
      sink.error(
        id,
        "\(state.kind.value) state '\(state.id.value)' sets a status: only actions and end states do; move it to "
          + "the action or end that follows",
        at: status.mark)
      return
    }
    guard let label = spec[status] else {
      let guess = Suggest.closest(to: status.value, in: ids)
      let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
      sink.error(
        id, "status '\(status.value)' of state '\(state.id.value)' is not a status label of the spec\(hint)",
        at: status.mark, suggestion: guess)
      return
    }
    let platform = flow.platform.value.rawValue
    if label.platform != .all && label.platform.rawValue != platform {
      sink.error(
        id,
        "status '\(status.value)' is a label for \(label.platform.rawValue), but flow '\(flow.id.value)' is for "
          + "\(platform): use a label of platform \(platform) or all",
        at: status.mark)
    }
  }
}
