/// Every prompt shows copy, and every copy a state names exists for its platform.
struct FlowPromptCopyRule: Rule {
  static let description = RuleDescription(
    id: "flow_prompt_copy", title: "Prompts have copy",
    summary: "Every prompt state names the `copy` it shows; every copy a state names must exist in `copy` for the "
      + "flow's platform (or all). The copy rules then apply to that text.",
    rationale: "A permission prompt without reviewed copy ends up with placeholder text in front of the OS dialog, "
      + "where a denial can only be undone in system settings.",
    triggering: [
      FlowExamples.valid(("        copy: ask\n", ""), ("      - id: ask", "      - id: ↓ask")),
      FlowExamples.valid(("        copy: ask\n", "        copy: ↓asks\n")),
      FlowExamples.valid(
        ("    platform: ios\n    context", "    platform: android\n    context"),
        ("        copy: ask\n", "        copy: ↓ask\n")),
    ],
    nonTriggering: [FlowExamples.valid])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    let copies = Dictionary(spec.copy.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
    let ids = spec.copy.map(\.id.value)
    for flow in spec.flows {
      let platform = flow.platform.value.rawValue
      for state in flow.states {
        guard let name = state.copy else {
          if state.kind.value == .prompt {
            sink.error(
              id, "prompt '\(state.id.value)' has no copy: name the copy it shows with `copy:` (an id of copy)",
              at: state.id.mark)
          }
          continue
        }
        guard let copy = copies[name.value] else {
          let hint = Suggest.closest(to: name.value, in: ids).map { "; did you mean '\($0)'?" } ?? ""
          sink.error(
            id, "copy '\(name.value)' of state '\(state.id.value)' is not in the spec's copy\(hint)", at: name.mark)
          continue
        }
        if copy.platform.value != .all && copy.platform.value.rawValue != platform {
          sink.error(
            id,
            "copy '\(name.value)' is \(copy.platform.value.rawValue) copy, but flow '\(flow.id.value)' is for "
              + "\(platform): use copy of platform \(platform) or all",
            at: name.mark)
        }
      }
    }
  }
}
