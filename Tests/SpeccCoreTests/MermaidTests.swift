import Testing

@testable import SpeccCore

/// Mermaid text: escaping, node ids, edge labels.
@Suite struct MermaidTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("say \"hi\"", "say #quot;hi#quot;"),
    ("a\nb", "a<br>b"),
    ("a\r\nb", "a<br>b"),
    ("<script>&", "#lt;script#gt;#amp;"),
    ("#1 `code`", "#35;1 #96;code#96;"),
    ("tab\there", "tab here"),
    ("end", "end"),
  ])
  func escapes(_ text: String, _ expected: String) {
    #expect(Mermaid.escape(text) == expected)
  }

  @Test func nodeIDsAreLettersThenNumbered() {
    #expect([0, 1, 25, 26, 27, 52].map(Mermaid.nodeID) == ["A", "B", "Z", "A1", "B1", "A2"])
  }

  @Test func exampleFlow() throws {
    let spec = try #require(Pipeline.lint(text: FlowExamples.valid, path: "x.yaml").spec)
    let flow = try #require(spec.flows.first)
    #expect(
      Mermaid.flowchart(flow, spec: spec) == """
        flowchart TD
            %% Demo, flow setup (ios)
            A["Request notification permission"]
            B{"Notification permission granted?"}
            C["Notify at the time"]
            D["Block delivery"]
            A -- "answered" --> B
            B -- "Yes" --> C
            B -- "No" --> D

        """)
  }
}
