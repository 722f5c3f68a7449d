/// Prints one flow's namespace for `FlowEmitter`.
struct FlowMachineEmitter {
  let flow: Flow
  let typeName: String
  let context: FlowEmitter.Context
  let graph: FlowGraph
  /// `State` case of each state index.
  let stateCases: [String]
  /// Each distinct event in order of first use, with its `Event` case.
  let events: [(item: String, name: String)]

  init(flow: Flow, typeName: String, context: FlowEmitter.Context) {
    self.flow = flow
    self.typeName = typeName
    self.context = context
    let graph = FlowGraph(flow)
    self.graph = graph
    self.stateCases = NameScope.flowStates.names(graph.states) { $0.id.value }.map(\.name)
    self.events = NameScope.flowEvents.names(graph.states.flatMap(\.transitions)) { $0.on.value }
      .map { ($0.item.on.value, $0.name) }
  }

  func emit(_ p: inout CodePrinter) {
    p.doc(
      (flow.title ?? "Flow `\(flow.id.value)`.")
        + "\n\nPlatform: \(flow.platform.value.rawValue). Spec id: `\(flow.id.value)`.")
    p.block("public enum \(typeName): FlowMachine {") { p in
      p.constant("id", type: "String", SwiftLiteral.string(flow.id.value), doc: "Id of the flow in the spec.")
      p.constant(
        "platform", type: "String", SwiftLiteral.string(flow.platform.value.rawValue), doc: "Platform of the flow.")
      if let start = graph.start {
        p.constant("start", type: "State", ".\(member(stateCases[start]))", doc: "Where the flow starts.")
      }
      p.blankLine()
      stateEnum(&p)
      p.blankLine()
      eventEnum(&p)
      p.blankLine()
      nextFunction(&p)
      p.blankLine()
      testVectors(&p)
    }
  }

  private func stateEnum(_ p: inout CodePrinter) {
    let cases = zip(graph.states, stateCases).map { (item: $0.0, name: $0.1) }
    let labelType = context.labelCases.isEmpty ? "Never" : "\(context.namespace).StatusLabel"
    p.doc("The states of the flow; raw values are the spec's state ids.")
    p.block("public enum State: String, CaseIterable, Sendable, FlowMachineState {") { p in
      p.doc("The status labels that end and action states set.")
      p.print("public typealias StatusLabel = \(labelType)")
      p.blankLine()
      p.enumCases(cases, rawValue: { $0.id.value }, doc: { "\($0.kind.value): \($0.title.value)" })
      p.caseProperty("title", type: "String", doc: "Text of the state's flowchart node.", cases: cases) {
        SwiftLiteral.string($0.title.value)
      }
      p.caseProperty("isEnd", type: "Bool", doc: "True for the states that end the flow.", cases: cases) {
        $0.kind.value == .end ? "true" : "false"
      }
      p.caseProperty(
        "statusLabel", type: "StatusLabel?", doc: "The status the state sets when the flow enters it.", cases: cases
      ) { state in state.status.flatMap { context.labelCases[$0.value] }.map { ".\(member($0))" } ?? "nil" }
      p.caseProperty(
        "copy", type: "String?", doc: "The text the state shows: a prompt's copy, an action's button.", cases: cases
      ) { state in SwiftLiteral.optionalString(state.copy.flatMap { context.copies[$0.value] }) }
    }
  }

  private func eventEnum(_ p: inout CodePrinter) {
    p.doc("Every event and answer of the flow; raw values are written as in the spec.")
    p.block("public enum Event: String, CaseIterable, Sendable {") { p in
      if events.isEmpty {
        p.print("case noEvent = \"\"")  // a flow without transitions still has an Event type
      }
      p.enumCases(events, rawValue: { $0 })
    }
  }

  private func nextFunction(_ p: inout CodePrinter) {
    p.doc("The state `event` leads to from `state`, or nil when `state` has no transition on it.")
    p.block("public static func next(_ state: State, on event: Event) -> State? {") { p in
      p.print("switch state {")
      for (index, name) in stateCases.enumerated() {
        var targets: [String: Int] = [:]
        for edge in graph.outgoing[index] where targets[edge.transition.on.value] == nil {
          targets[edge.transition.on.value] = edge.to
        }
        guard !targets.isEmpty else {
          p.print("case .\(member(name)): return nil")
          continue
        }
        p.print("case .\(member(name)):")
        p.indent()
        p.print("switch event {")
        for (event, eventCase) in events {
          if let target = targets[event] {
            p.print("case .\(member(eventCase)): return .\(member(stateCases[target]))")
          }
        }
        let others = events.filter { targets[$0.item] == nil }.map { ".\(member($0.name))" }
        if !others.isEmpty { p.print("case \(others.joined(separator: ", ")): return nil") }
        p.print("}")
        p.outdent()
      }
      p.print("}")
    }
  }

  private func testVectors(_ p: inout CodePrinter) {
    let eventCases = Dictionary(events.map { ($0.item, $0.name) }, uniquingKeysWith: { first, _ in first })
    p.doc("Every shortest path from `start` to each end state, and the status it ends on.")
    p.print("public static let testVectors: [FlowTestVector<State, Event>] = [")
    p.indent()
    var budget = FlowEmitter.flowVectorLimit
    for end in graph.ends where budget > 0 {
      let paths = graph.shortestPaths(to: end, limit: min(FlowEmitter.vectorLimit, budget))
      budget -= paths.count
      for path in paths {
        let states = path.states.map { ".\(member(stateCases[$0]))" }
        let events = path.edges.compactMap { eventCases[$0.transition.on.value] }.map { ".\(member($0))" }
        let status = path.states.reversed().lazy.compactMap { graph.states[$0].status }.first
        let label = status.flatMap { context.labelCases[$0.value] }.map { ".\(member($0))" } ?? "nil"
        p.print("FlowTestVector(")
        p.indent()
        p.print("states: [\(states.joined(separator: ", "))],")
        p.print("events: [\(events.joined(separator: ", "))],")
        p.print("statusLabel: \(label)),")
        p.outdent()
      }
    }
    p.outdent()
    p.print("]")
  }

  /// A case name as written after a dot (no backticks needed there).
  private func member(_ name: String) -> String { SwiftName.bare(name) }
}
