/// The context a copy declares agrees with the state that shows it.
struct FlowCopyContextRule: Rule {
  static let description = RuleDescription(
    id: "flow_copy_context", title: "Copy context agrees with its state",
    summary:
      "A prompt state shows copy of context prompt (or an explanation of what it requests); copy of context prompt is shown only by prompt states.",
    rationale:
      "Copy rules select strings by context: a permission prompt's copy relabelled as an explanation would escape the rules written for prompts.",
    triggering: [
      LoadingRules.header
        + "copy:\n  - { id: ask, platform: android, context: ↓explanation, text: Allow alarms }\n"
        + "  - { id: done, platform: android, context: ↓prompt, text: Done }\n"
        + "flows:\n  - id: f\n    platform: android\n    start: ask\n    states:\n"
        + "      - { id: ask, kind: prompt, title: Ask, copy: ask, transitions: [{ on: answered, to: end }] }\n"
        + "      - { id: end, kind: action, title: End, copy: done }\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "copy:\n  - { id: ask, platform: android, context: prompt, text: Allow notifications }\n"
        + "  - { id: why, platform: android, context: explanation, requests: exact_alarm_permission, text: Why }\n"
        + "flows:\n  - id: f\n    platform: android\n    start: ask\n    states:\n"
        + "      - { id: ask, kind: prompt, title: Ask, copy: ask, transitions: [{ on: answered, to: why }] }\n"
        + "      - { id: why, kind: prompt, title: Why, copy: why }\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.flows.contains(where: { $0.states.contains { $0.copy != nil } }) else { return }
    var reported = Set<String>()
    for flow in spec.flows {
      for state in flow.states {
        guard let id = state.copy?.value, let entry = spec[state.copy], !reported.contains(id) else { continue }
        let context = entry.context.value
        let place = "state '\(state.id.value)' of flow '\(flow.id.value)'"
        if state.kind.value == .prompt && context != "prompt" && !(context == "explanation" && entry.requests != nil) {
          reported.insert(id)
          sink.error(
            Self.id,
            "copy '\(id)' is shown by the prompt \(place) but says context: \(context): a prompt's copy is context prompt (or an explanation with requests)",
            at: entry.context.mark)
        } else if state.kind.value != .prompt && context == "prompt" {
          reported.insert(id)
          sink.error(
            Self.id,
            "copy '\(id)' says context: prompt but is shown by the \(state.kind.value.rawValue) \(place): only prompt states show prompts",
            at: entry.context.mark)
        }
      }
    }
  }
}
