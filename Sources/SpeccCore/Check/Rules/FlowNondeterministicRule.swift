/// No state has two transitions on the same event.
struct FlowNondeterministicRule: Rule {
  static let description = RuleDescription(
    id: "flow_nondeterministic", title: "Flows are deterministic",
    summary: "A state may have at most one transition on each event or answer.",
    rationale: "Two arrows with the same label out of one state leave the app guessing which to follow; the "
      + "generated `next(_:on:)` needs exactly one target.",
    triggering: [
      FlowExamples.valid(("          - on: \"No\"\n", "          - on: ↓\"Yes\"\n"))
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for flow in spec.flows {
      for state in flow.states {
        var first: [String: Mark] = [:]
        for transition in state.transitions {
          guard let previous = first[transition.on.value] else {
            first[transition.on.value] = transition.on.mark
            continue
          }
          sink.error(
            id,
            "state '\(state.id.value)' already has a transition on '\(transition.on.value)' (line "
              + "\(previous.line)): each event may lead to one state only; remove one, or give it another event",
            at: transition.on.mark)
        }
      }
    }
  }
}
