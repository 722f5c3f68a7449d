/// Each permission flow as a Mermaid `flowchart TD` (drawn by `Mermaid.flowchart`).
enum FlowDiagrams {
  /// The fenced Mermaid block of one flow.
  static func block(_ flow: Flow, spec: Spec) -> String {
    "```mermaid\n" + Mermaid.flowchart(flow, spec: spec) + "```\n"
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
          + "starting at \(MarkdownTable.code(flow.start.value)).\n\n" + block)
      parts.append(DocSection(key: flow.id.value, title: title, body: block))
    }
    return DocSection(key: "flows", title: "Flows", body: body.joined(separator: "\n"), parts: parts)
  }
}
