/// Each permission flow as a Mermaid `flowchart TD` (drawn by `Mermaid.flowchart`).
enum FlowDiagrams {
  /// The fenced Mermaid block of one flow.
  static func block(_ flow: Flow, spec: Spec) -> String {
    "```mermaid\n" + Mermaid.flowchart(flow, spec: spec) + "```\n"
  }

  /// What each reachable state shows and which facts hold there (set on every path to it), for a
  /// flow whose transitions set facts: the derivation `flow_copy_rules` judges copy with.
  static func facts(_ flow: Flow, _ spec: Spec) -> String {
    let facts = FlowFacts(FlowGraph(flow))
    guard !facts.declared.isEmpty else { return "" }
    var table = MarkdownTable(["State", "Kind", "Shows", "Facts that hold", "Sets on its way out"])
    for (index, state) in facts.graph.states.enumerated() {
      guard let must = facts.must[index] else { continue }
      var shows: [String] = []
      if let copy = spec[state.copy] {
        shows.append("\"" + copy.text.value + "\"")
      }
      if let label = spec[state.status] {
        shows.append("status \"" + label.label.value + "\"")
      }
      let sets = facts.graph.outgoing[index].compactMap { edge -> String? in
        let names = edge.transition.sets.map { MarkdownTable.code($0.value) }
        return names.isEmpty ? nil : "\(MarkdownTable.text(edge.transition.on.value)): " + names.joined(separator: ", ")
      }
      table.append([
        MarkdownTable.code(state.id.value), state.kind.value.rawValue,
        MarkdownTable.text(shows.joined(separator: ", ")),
        must.isEmpty ? "none" : must.sorted().map(MarkdownTable.code).joined(separator: ", "),
        sets.joined(separator: "; "),
      ])
    }
    return "\nFacts along the paths (a fact holds where every path from the start sets it):\n\n" + table.render()
  }

  /// One subsection per flow; each flow is also injectable as `<spec id>.flows.<flow id>`.
  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.flows.isEmpty else { return nil }
    var body: [String] = []
    var parts: [DocSection] = []
    for flow in spec.flows {
      let title = MarkdownTable.text(flow.title ?? flow.id.value)
      let block = block(flow, spec: spec)
      body.append(
        "### \(title)\n\n\(PlatformTable.displayName(flow.platform.value)) flow \(MarkdownTable.code(flow.id.value)), "
          + "starting at \(MarkdownTable.code(flow.start.value)).\n\n" + block + facts(flow, spec))
      parts.append(DocSection(key: flow.id.value, title: title, body: block))
    }
    return DocSection(key: "flows", title: "Flows", body: body.joined(separator: "\n"), parts: parts)
  }
}
