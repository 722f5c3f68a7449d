import Testing

@testable import SpeccCore

/// The graph searches behind the flow rules and the emitted test vectors.
@Suite struct FlowGraphTests {
  /// Decodes the flow of a spec text (which must be clean).
  static func flow(_ text: String) throws -> Flow {
    let result = Pipeline.lint(text: text, path: "flow.yaml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location) \($0.message)" })")
    return try #require(result.spec?.flows.first)
  }

  @Test func validExampleIsClean() throws {
    let graph = FlowGraph(try Self.flow(FlowExamples.valid))
    #expect(graph.states.map(\.id.value) == ["ask", "granted", "armed", "blocked"])
    #expect(graph.reachableFromStart == [true, true, true, true])
    #expect(graph.canReachEnd == [true, true, true, true])
    #expect(graph.ends == [2, 3])
    #expect(graph.outgoing[0].map(\.isUserEvent) == [true])
    #expect(graph.outgoing[1].map(\.isUserEvent) == [false, false])
  }

  @Test func everyShortestPathInTransitionOrder() throws {
    // ask → granted; Yes → a → armed; No → b → armed; a third, longer way through c.
    let states = """
            - id: ask
              kind: prompt
              title: Ask
              copy: ask
              transitions:
                - on: answered
                  to: granted
            - id: granted
              kind: decision
              title: Granted?
              answers: ["Yes", "No", "Later"]
              transitions:
                - on: "Yes"
                  to: a
                - on: "No"
                  to: b
                - on: "Later"
                  to: c
            - id: a
              kind: action
              title: A
              status: armed
              transitions:
                - on: done
                  to: armed
            - id: b
              kind: action
              title: B
              status: blocked
              transitions:
                - on: done
                  to: armed
            - id: c
              kind: action
              title: C
              status: blocked
              transitions:
                - on: done
                  to: b
            - id: armed
              kind: end
              title: Armed

      """
    let graph = FlowGraph(try Self.flow(FlowExamples.tables + FlowExamples.flow(states)))
    let armed = try #require(graph.index["armed"])
    let paths = graph.shortestPaths(to: armed)
    #expect(
      paths.map { $0.states.map { graph.states[$0].id.value } } == [
        ["ask", "granted", "a", "armed"], ["ask", "granted", "b", "armed"],
      ])
    #expect(
      paths.map { $0.edges.map(\.transition.on.value) } == [["answered", "Yes", "done"], ["answered", "No", "done"]])
    #expect(graph.shortestPaths(to: armed, limit: 1).count == 1)
    #expect(graph.distances(from: 0)[armed] == 3)
  }

  @Test func cyclesWithoutUserEvents() throws {
    let looping = FlowExamples.valid(("            to: blocked\n", "            to: ask\n"))
    let graph = FlowGraph(try #require(Pipeline.lint(text: looping, path: "x.yaml").spec?.flows.first))
    // ask → granted → ask is a cycle, but it takes the prompt's user event.
    #expect(graph.cycles(through: { !$0.isUserEvent }).isEmpty)
    #expect(graph.cycles(through: { _ in true }) == [[0, 1]])
  }

  @Test func endReachedAvoidingStatus() throws {
    let graph = FlowGraph(try Self.flow(FlowExamples.valid))
    #expect(graph.reachableFromStart(avoiding: { _ in false }) == [true, true, true, true])
    // granted is reached but not left, so neither end is reached.
    #expect(graph.reachableFromStart(avoiding: { $0.id.value == "granted" }) == [true, true, false, false])
    #expect(graph.reachableFromStart(avoiding: { $0.id.value == "ask" }) == [false, false, false, false])
  }

  /// A chain of `count` decisions, each answering "No" with an end of its own, "Yes" with the
  /// next decision; the last "Yes" ends at `done`. Built directly, without YAML.
  static func chain(_ count: Int) -> Flow {
    let here = Mark(line: 1, column: 1)
    func text(_ value: String) -> Located<String> { Located(value, at: here) }
    func state(_ id: String, _ kind: FlowState.Kind, _ transitions: [(String, String)]) -> FlowState {
      FlowState(
        id: text(id), kind: Located(kind, at: here), title: text(id), copy: nil,
        answers: kind == .decision ? [text("Yes"), text("No")] : nil, status: nil,
        transitions: transitions.map { Transition(on: text($0.0), to: Ref(text($0.1)), userEvent: nil, mark: here) },
        mark: here)
    }
    var states: [FlowState] = []
    for index in 0..<count {
      let next = index + 1 < count ? "d\(index + 1)" : "done"
      states.append(state("d\(index)", .decision, [("Yes", next), ("No", "e\(index)")]))
      states.append(state("e\(index)", .end, []))
    }
    states.append(state("done", .end, []))
    var flow = Flow(
      id: text("chain"), platform: Located(.ios, at: here), title: nil, start: Ref(text("d0")), states: states,
      mark: here)
    // Built without the Resolve stage: its references are linked here.
    flow.link(copy: [:], labels: [:])
    return flow
  }

  @Test func longFlowsNeedNoDeepStack() {
    let graph = FlowGraph(Self.chain(20_000))
    let done = graph.states.count - 1
    #expect(graph.shortestPaths(to: done).map(\.states.count) == [20_001])
    #expect(graph.cycles(through: { _ in true }).isEmpty)
    #expect(graph.canReachEnd.allSatisfy { $0 })
    #expect(graph.reachableFromStart(avoiding: { $0.kind.value == .end }).filter { $0 }.count == 40_001)
  }

  @Test func testVectorsAreCappedPerFlow() throws {
    let text = FlowExamples.tables + "flows:\n"
    let spec = try #require(Pipeline.lint(text: text, path: "x.yaml").spec)
    var big = spec
    big.flows = [Self.chain(520)]  // 521 ends, one shortest path each
    let swift = try #require(Compiler.outputs(for: [big]).first { $0.name.hasSuffix("+Flows.swift") }).contents
    let vectors = swift.components(separatedBy: "FlowTestVector(").count - 1
    #expect(vectors == CodeModel.flowVectorLimit)
  }
}
