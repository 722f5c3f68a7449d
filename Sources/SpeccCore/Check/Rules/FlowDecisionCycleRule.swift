/// No loop of a flow runs without the user.
struct FlowDecisionCycleRule: Rule {
  static let description = RuleDescription(
    id: "flow_decision_cycle", title: "No loops without the user",
    summary: "Every cycle of a flow must take at least one user event. Transitions out of prompts are user events "
      + "unless they say `user_event: false`; those out of decisions and actions are not unless they say "
      + "`user_event: true`.",
    rationale: "A loop of decisions and actions alone would spin forever on a device whose answers never change "
      + "(ask again → still denied → ask again); a loop through a prompt waits for the user each time.",
    triggering: [
      FlowExamples.valid(
        (
          "          - on: \"No\"\n            to: blocked\n",
          "          - ↓on: \"No\"\n"
            + "            to: granted\n"
        ))
    ],
    nonTriggering: [
      FlowExamples.valid,
      // Asking again goes through the prompt, so the user breaks the loop.
      FlowExamples.valid(
        (
          "          - on: \"No\"\n            to: blocked\n",
          "          - on: \"No\"\n"
            + "            to: ask\n"
        )),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for graph in spec.flowGraphs {
      let flow = graph.flow
      for component in graph.cycles(through: { !$0.isUserEvent }) {
        let members = Set(component)
        let closing = component.lazy.flatMap { graph.outgoing[$0] }.first {
          !$0.isUserEvent && members.contains($0.to)
        }
        guard let closing else { continue }
        let names = component.map { "'\(graph.states[$0].id.value)'" }.joined(separator: ", ")
        let loop = component.count == 1 ? "state \(names) loops to itself" : "states \(names) form a loop"
        sink.error(
          id,
          "\(loop) in flow '\(flow.id.value)' that no user event breaks, so the flow could "
            + "spin forever: route the loop through a prompt, or mark the transition that waits for the user "
            + "`user_event: true`",
          at: closing.transition.mark)
      }
    }
  }
}
