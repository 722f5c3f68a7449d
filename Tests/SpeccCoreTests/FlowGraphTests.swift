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
    #expect(graph.startReaches(2, avoiding: { _ in false }))
    #expect(!graph.startReaches(2, avoiding: { $0.id.value == "granted" }))
  }
}
