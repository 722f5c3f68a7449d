/// What a flow's decisions establish along its paths. A transition's `sets` are facts that hold
/// once it is taken ("Yes" to "AlarmKit authorized?" sets `alarmkit_authorized`); a fact holds in
/// a state when every path from the start to that state set it. Copy rules stated over facts
/// (`unless_facts`) are judged with these.
struct FlowFacts: Sendable {
  let graph: FlowGraph
  /// Facts set on every path from the start to each state; nil where the state is unreachable.
  let must: [Set<String>?]

  init(_ graph: FlowGraph) {
    self.graph = graph
    var must = [Set<String>?](repeating: nil, count: graph.states.count)
    guard let start = graph.start else {
      self.must = must
      return
    }
    // A forward must-analysis: the meet is intersection; sets only shrink, so it terminates.
    must[start] = []
    var work = [start]
    var queued = Set([start])
    while let state = work.popLast() {
      queued.remove(state)
      guard let here = must[state] else { continue }
      for edge in graph.outgoing[state] {
        // The start is reached by the empty path, so nothing holds there whatever leads back.
        guard edge.to != start else { continue }
        let arriving = here.union(edge.transition.sets.map(\.value))
        let next = must[edge.to].map { $0.intersection(arriving) } ?? arriving
        guard next != must[edge.to] else { continue }
        must[edge.to] = next
        if queued.insert(edge.to).inserted { work.append(edge.to) }
      }
    }
    self.must = must
  }

  /// Every fact some transition of the flow sets.
  var declared: Set<String> { Set(graph.outgoing.joined().flatMap { $0.transition.sets.map(\.value) }) }

  /// The states of a shortest path from the start to `target` along which not every fact of
  /// `facts` gets set, or nil when every path sets them all (or `target` is unreachable).
  func pathLacking(_ facts: [String], to target: Int) -> [Int]? {
    guard let start = graph.start, !facts.isEmpty, facts.count <= 16 else { return nil }
    let all = (1 << facts.count) - 1
    func mask(_ edge: FlowGraph.Edge) -> Int {
      var bits = 0
      for (bit, fact) in facts.enumerated() where edge.transition.sets.contains(where: { $0.value == fact }) {
        bits |= 1 << bit
      }
      return bits
    }
    // Breadth-first over (state, facts set so far), remembering how each pair was reached.
    var previous: [Int: Int] = [:]
    func key(_ state: Int, _ set: Int) -> Int { state << 16 | set }
    var queue = [(start, 0)]
    var seen: Set<Int> = [key(start, 0)]
    var head = 0
    while head < queue.count {
      let (state, set) = queue[head]
      head += 1
      if state == target && set != all {
        var path = [state]
        var current = key(state, set)
        while let back = previous[current] {
          path.append(back >> 16)
          current = back
        }
        return path.reversed()
      }
      for edge in graph.outgoing[state] {
        let next = key(edge.to, set | mask(edge))
        guard seen.insert(next).inserted else { continue }
        previous[next] = key(state, set)
        queue.append((edge.to, set | mask(edge)))
      }
    }
    return nil
  }
}
