/// A full-screen intent is asked for in an Android flow, and the flow goes on when the user
/// denies it (issue 29).
struct FullScreenIntentRule: Rule {
  static let description = RuleDescription(
    id: "full_screen_intent", title: "Full-screen intents cover denial",
    summary:
      "In a spec that targets Android, a template with full_screen_intent: true needs an Android flow in which a transition sets the fact full_screen_intent (the user allowed USE_FULL_SCREEN_INTENT), and the state it leaves has another transition, which does not set it, leading to an end state: the denied case.",
    rationale: ContentFacts.fullScreenIntentSource
      + " An app that assumes the permission shows nothing full-screen after a denial, and its status would promise what the device does not do. Google Play keeps the permission for alarm and calling apps, so an app that uses it is an alarm app there: its wording rules about \"alarm\" apply to what the full-screen notification shows.",
    triggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: alarms\n    name: Wake-up\n    importance: high\n"
        + "templates:\n  - id: wake\n    title: Wake up\n    body: It is time\n    channel: alarms\n"
        + "    full_screen_intent: ↓true\n",
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: alarms\n    name: Wake-up\n    importance: high\n"
        + "templates:\n  - id: wake\n    title: Wake up\n    body: It is time\n    channel: alarms\n"
        + "    full_screen_intent: ↓true\n"
        + "status_labels:\n  - { id: armed, state: Armed, label: Full screen }\n"
        + "flows:\n  - id: setup\n    platform: android\n    start: ask\n    states:\n"
        + "      - id: ask\n        kind: decision\n        title: Full-screen allowed?\n        answers: [\"Yes\"]\n"
        + "        transitions:\n          - { on: \"Yes\", to: armed, sets: [full_screen_intent] }\n"
        + "      - { id: armed, kind: end, title: Armed, status: armed }\n",
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: alarms\n    name: Wake-up\n    importance: high\n"
        + "templates:\n  - id: wake\n    title: Wake up\n    body: It is time\n    channel: alarms\n"
        + "    full_screen_intent: true\n"
        + "status_labels:\n  - { id: armed, state: Armed, label: Full screen }\n"
        + "  - { id: heads_up, state: Heads-up only, label: Notification }\n"
        + "flows:\n  - id: setup\n    platform: android\n    start: ask\n    states:\n"
        + "      - id: ask\n        kind: decision\n        title: Full-screen allowed?\n        answers: [\"Yes\", \"No\"]\n"
        + "        transitions:\n          - { on: \"Yes\", to: armed, sets: [full_screen_intent] }\n"
        + "          - { on: \"No\", to: heads_up }\n"
        + "      - { id: armed, kind: end, title: Armed, status: armed }\n"
        + "      - { id: heads_up, kind: end, title: Heads-up only, status: heads_up }\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.platforms.contains(where: { $0.name.value == .android }) else { return }
    let uses = spec.templates.compactMap { template in
      template.content.fullScreenIntent.flatMap { $0.value ? (template, $0) : nil }
    }
    guard !uses.isEmpty else { return }
    let fact = ContentFacts.fullScreenIntentFact
    // Every transition of an Android flow that grants it, and whether its state handles denial.
    var grants: [(edge: FlowGraph.Edge, handled: Bool)] = []
    for graph in spec.flowGraphs where graph.flow.platform.value == .android {
      let toEnd = graph.canReachEnd
      for edge in graph.outgoing.joined() where edge.transition.sets.contains(where: { $0.value == fact }) {
        let denied = graph.outgoing[edge.from].contains { other in
          !other.transition.sets.contains { $0.value == fact } && toEnd[other.to]
        }
        grants.append((edge, denied))
      }
    }
    for (template, value) in uses {
      if grants.isEmpty {
        sink.error(
          id,
          "template '\(template.id.value)' shows a full-screen intent, but no Android flow asks for USE_FULL_SCREEN_INTENT: add the question to a flow, with a transition that sets \(fact) when allowed and one for the denied case (Android 14 lets the user deny it)",
          at: value.mark)
      } else if !grants.contains(where: \.handled) {
        sink.error(
          id,
          "template '\(template.id.value)' shows a full-screen intent, but the flow that asks for it has no path for the denied case: the state that sets \(fact) needs another transition, to an end state, for when the user denies it (Android 14 lets the user deny it)",
          at: value.mark, related: grants.map { RelatedPlace($0.edge.transition.mark, "sets \(fact) here") })
      }
    }
  }
}
