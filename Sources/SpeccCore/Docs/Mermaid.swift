/// Mermaid text for the docs.
enum Mermaid {
  /// A `flowchart TD` of `flow`, drawn as the seeds draw their flowcharts: one node per state
  /// (decisions as diamonds, every other kind as a box) showing its title, then one edge per
  /// transition in declaration order. Every edge shows its event or answer (`done`, `answered`,
  /// `Yes`), so the chart says what takes each transition.
  ///
  /// Node ids are letters in declaration order (`A`, `B`, … `Z`, then `A1`, `B1`, …), so they can
  /// never collide with Mermaid keywords such as `end`. Text is escaped with Mermaid's entity
  /// codes; a newline in a title becomes `<br>`. Transitions to unknown states are left out.
  /// `spec` names the chart in a leading `%%` comment.
  static func flowchart(_ flow: Flow, spec: Spec) -> String {
    let graph = FlowGraph(flow)
    let title = flow.title.map { ": \(comment($0))" } ?? ""
    var lines = [
      "flowchart TD",
      "    %% \(comment(spec.name.value)), flow \(flow.id.value) (\(flow.platform.value.rawValue))\(title)",
    ]
    for (index, state) in graph.states.enumerated() {
      let text = "\"\(escape(state.title.value))\""
      let shape = state.kind.value == .decision ? "{\(text)}" : "[\(text)]"
      lines.append("    \(nodeID(index))\(shape)")
    }
    for index in graph.states.indices {
      for edge in graph.outgoing[index] {
        let arrow = "-- \"\(escape(edge.transition.on.value))\" -->"
        lines.append("    \(nodeID(edge.from)) \(arrow) \(nodeID(edge.to))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The node id of the state at `index`: `A`…`Z`, then `A1`…`Z1`, `A2`, ….
  static func nodeID(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let letter = String(letters[index % letters.count])
    let round = index / letters.count
    return round == 0 ? letter : "\(letter)\(round)"
  }

  /// Text safe inside a quoted Mermaid label: quotes, markup and entity starts become entity
  /// codes, newlines become `<br>`, other control characters spaces.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "#": result += "#35;"
      case "&": result += "#amp;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "`": result += "#96;"
      case "\n": result += "<br>"
      case "\r": continue
      default:
        if scalar.properties.generalCategory == .control {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Text safe in a `%%` comment: one line.
  private static func comment(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
  }
}
