/// The graph of one flow: states by index, edges in source order, and the searches the flow
/// checks and emitters need. Every search visits states and edges in declaration order, so
/// its results are deterministic.
///
/// A repeated state id refers to its first declaration (the repeat is `unique_ids`' to report);
/// transitions whose target does not resolve are left out (`flow_unknown_state` reports them).
struct FlowGraph: Sendable {
  /// One resolved transition.
  struct Edge: Sendable, Hashable {
    /// Index of the source state.
    var from: Int
    /// Index of the target state.
    var to: Int
    /// The transition as written.
    var transition: Transition
    /// Whether the user causes it (`user_event`, or its default for the source's kind).
    var isUserEvent: Bool
  }

  /// A path through the flow: the states visited (start first) and the edges taken.
  struct Path: Sendable, Hashable {
    var states: [Int]
    var edges: [Edge]
  }

  let flow: Flow
  /// States in declaration order, without repeated ids.
  let states: [FlowState]
  /// Index of each state id.
  let index: [String: Int]
  /// Outgoing resolved edges of each state, in declaration order.
  let outgoing: [[Edge]]
  /// Incoming resolved edges of each state, in declaration order of their sources.
  let incoming: [[Edge]]
  /// Index of the start state, when it resolves.
  let start: Int?
  /// Breadth-first distance (in edges) of each state from the start; nil where unreachable.
  let fromStart: [Int?]

  init(_ flow: Flow) {
    var states: [FlowState] = []
    var index: [String: Int] = [:]
    // The graph's index of each of the flow's states that is the first of its id (what a linked
    // `Ref<FlowState>` names), -1 for a repeat.
    var position = [Int](repeating: -1, count: flow.states.count)
    for (at, state) in flow.states.enumerated() where index[state.id.value] == nil {
      index[state.id.value] = states.count
      position[at] = states.count
      states.append(state)
    }
    func node(_ ref: Ref<FlowState>) -> Int? { ref.target.flatMap { position[$0] < 0 ? nil : position[$0] } }
    self.flow = flow
    self.states = states
    self.index = index
    let outgoing = states.enumerated().map { from, state in
      state.transitions.compactMap { transition in
        node(transition.to).map {
          Edge(from: from, to: $0, transition: transition, isUserEvent: Self.isUserEvent(transition, from: state))
        }
      }
    }
    var incoming = [[Edge]](repeating: [], count: states.count)
    for edge in outgoing.joined() { incoming[edge.to].append(edge) }
    let start = node(flow.start)
    self.outgoing = outgoing
    self.incoming = incoming
    self.start = start
    self.fromStart =
      start.map { Self.breadthFirst(from: [$0], neighbours: outgoing.map { $0.map(\.to) }) }
      ?? [Int?](repeating: nil, count: states.count)
  }

  /// Whether a transition is caused by the user: its `user_event` when written; otherwise true
  /// out of prompts (the user answers them) and false out of decisions, actions and ends (the
  /// app takes them on its own).
  static func isUserEvent(_ transition: Transition, from state: FlowState) -> Bool {
    transition.userEvent ?? (state.kind.value == .prompt)
  }

  /// True when every transition's target is a state of the flow. When one is not
  /// (`flow_unknown_state`), the searches miss its edge, so the rules that would report what it
  /// hides (unreachable states, dead ends, unset labels) leave the flow alone until it is fixed.
  var isResolved: Bool {
    zip(states, outgoing).allSatisfy { $0.transitions.count == $1.count }
  }

  /// Indices of the states of kind `end`.
  var ends: [Int] { states.indices.filter { states[$0].kind.value == .end } }

  /// Breadth-first distances (in edges) from `source`; nil for states it cannot reach.
  func distances(from source: Int) -> [Int?] {
    Self.breadthFirst(from: [source], neighbours: outgoing.map { $0.map(\.to) })
  }

  /// Breadth-first distances (in edges) from every state to the nearest of `targets`; nil where
  /// none can be reached.
  func distances(to targets: [Int]) -> [Int?] {
    Self.breadthFirst(from: targets, neighbours: incoming.map { $0.map(\.from) })
  }

  private static func breadthFirst(from sources: [Int], neighbours: [[Int]]) -> [Int?] {
    var distance = [Int?](repeating: nil, count: neighbours.count)
    var queue: [Int] = []
    for source in sources where distance[source] == nil {
      distance[source] = 0
      queue.append(source)
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for next in neighbours[state] where distance[next] == nil {
        distance[next] = (distance[state] ?? 0) + 1
        queue.append(next)
      }
    }
    return distance
  }

  /// States reachable from the start (all false when the start does not resolve).
  var reachableFromStart: [Bool] { fromStart.map { $0 != nil } }

  /// States from which some end state can be reached (ends included).
  var canReachEnd: [Bool] { distances(to: ends).map { $0 != nil } }

  /// Every shortest path from the start to `end`, in the order of the transitions taken
  /// (earlier-declared transitions first), at most `limit` of them. Iterative, so a long flow
  /// cannot exhaust the stack.
  func shortestPaths(to end: Int, limit: Int = 64) -> [Path] {
    guard let start, fromStart[end] != nil else { return [] }
    // The states on some shortest path to `end`: walk back along edges that gain one step.
    var onPath = [Bool](repeating: false, count: states.count)
    onPath[end] = true
    var stack = [end]
    while let state = stack.popLast() {
      for edge in incoming[state] where !onPath[edge.from] && isShortest(edge) {
        onPath[edge.from] = true
        stack.append(edge.from)
      }
    }
    // Depth-first from the start through those states; `choices[i]` is the next edge to try at depth i.
    var paths: [Path] = []
    var current = Path(states: [start], edges: [])
    var choices = [0]
    while let choice = choices.last, paths.count < limit {
      let state = current.states[current.states.count - 1]
      if state == end {
        paths.append(current)
      }
      let edges = outgoing[state]
      guard state != end,
        let next = edges.indices.dropFirst(choice).first(where: {
          onPath[edges[$0].to] && isShortest(edges[$0])
        })
      else {
        choices.removeLast()
        if !current.edges.isEmpty {
          current.states.removeLast()
          current.edges.removeLast()
        }
        continue
      }
      choices[choices.count - 1] = next + 1
      current.states.append(edges[next].to)
      current.edges.append(edges[next])
      choices.append(0)
    }
    return paths
  }

  /// True when `edge` leads one step further from the start (it lies on shortest paths).
  private func isShortest(_ edge: Edge) -> Bool {
    guard let from = fromStart[edge.from], let to = fromStart[edge.to] else { return false }
    return to == from + 1
  }

  /// The states some path from the start reaches without passing through a state for which
  /// `avoid` holds: such states are reached (marked) but not left. All false when the start does
  /// not resolve or is itself avoided.
  func reachableFromStart(avoiding avoid: (FlowState) -> Bool) -> [Bool] {
    var seen = [Bool](repeating: false, count: states.count)
    guard let start, !avoid(states[start]) else { return seen }
    seen[start] = true
    var stack = [start]
    while let state = stack.popLast() {
      for edge in outgoing[state] where !seen[edge.to] {
        seen[edge.to] = true
        if !avoid(states[edge.to]) { stack.append(edge.to) }
      }
    }
    return seen
  }

  /// Strongly connected components of the subgraph of edges for which `include` holds, keeping
  /// only those that contain a cycle (more than one state, or a state with an edge to itself).
  /// Each component lists its states in declaration order; components are ordered by their first.
  func cycles(through include: (Edge) -> Bool) -> [[Int]] {
    // Tarjan's algorithm, iterative so that a long flow cannot exhaust the stack.
    let edges = outgoing.map { $0.filter(include) }
    var order = [Int?](repeating: nil, count: states.count)
    var low = [Int](repeating: 0, count: states.count)
    var onStack = [Bool](repeating: false, count: states.count)
    var stack: [Int] = []
    var counter = 0
    var components: [[Int]] = []
    for root in states.indices where order[root] == nil {
      var work: [(state: Int, next: Int)] = [(root, 0)]
      order[root] = counter
      low[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let top = work.last {
        let state = top.state
        let next = top.next
        if next < edges[state].count {
          work[work.count - 1].next += 1
          let target = edges[state][next].to
          if let targetOrder = order[target] {
            if onStack[target] { low[state] = min(low[state], targetOrder) }
          } else {
            order[target] = counter
            low[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { low[parent.state] = min(low[parent.state], low[state]) }
        guard low[state] == order[state] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == state { break }
        }
        let looped = component.count > 1 || edges[state].contains { $0.to == state }
        if looped { components.append(component.sorted()) }
      }
    }
    return components.sorted { ($0.first ?? 0) < ($1.first ?? 0) }
  }
}
