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

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard !spec.flows.isEmpty else { return }
    // Copy index by id (the first of duplicates; unique_ids reports the rest).
    var copies: [String: Int] = [:]
    for (index, copy) in spec.copy.enumerated() where copies[copy.id.value] == nil { copies[copy.id.value] = index }
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
        guard let index = copies[name.value] else {
          let guess = Suggest.closest(to: name.value, in: spec.copy.map(\.id.value))
          let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
          sink.error(
            id, "copy '\(name.value)' of state '\(state.id.value)' is not in the spec's copy\(hint)", at: name.mark,
            suggestion: guess)
          continue
        }
        let copy = spec.copy[index]
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
