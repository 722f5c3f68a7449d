import Foundation
import Testing

@testable import SpeccCore

/// The flowcharts generated from Specs/ontime.yaml draw seed 002's two charts: the same nodes
/// (text and shape) and the same edges (with the same labels). The seed's charts are copied into
/// Fixtures/seed002_*.mmd, since the seeds are not part of the repository.
@Suite struct MermaidSeedTests {
  static func ontime() throws -> Spec {
    let url = SpecsLintCleanTests.repositoryRoot.appendingPathComponent("Specs/ontime.yaml")
    let result = Pipeline.lint(bytes: try [UInt8](Data(contentsOf: url)), path: "Specs/ontime.yaml")
    return try #require(result.spec)
  }

  static func fixture(_ name: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "mmd", subdirectory: "Fixtures"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test(arguments: [("android_delivery", "seed002_android"), ("ios_delivery", "seed002_ios")])
  func flowDrawsTheSeedChart(_ flowID: String, _ fixture: String) throws {
    let spec = try Self.ontime()
    let flow = try #require(spec.flows.first { $0.id.value == flowID })
    let generated = try MermaidChart(Mermaid.flowchart(flow, spec: spec))
    let seed = try MermaidChart(Self.fixture(fixture))
    #expect(generated.nodes.count == flow.states.count)
    #expect(seed.nodeSet.subtracting(generated.nodeSet).map(\.description).sorted() == [], "seed nodes not drawn")
    #expect(generated.nodeSet.subtracting(seed.nodeSet).map(\.description).sorted() == [], "nodes not in the seed")
    // The seed leaves the single way out of a prompt or action unlabelled; specc labels every
    // edge with its event, so those compare by their ends only.
    let seedLabelled = Set(seed.edgeSet.filter { $0.label != nil })
    let generatedAsSeed = Set(
      generated.edgeSet.map { edge in
        seed.edgeSet.contains(MermaidChart.TextEdge(from: edge.from, label: nil, to: edge.to))
          ? MermaidChart.TextEdge(from: edge.from, label: nil, to: edge.to) : edge
      })
    #expect(generated.edgeSet.allSatisfy { $0.label != nil }, "every edge is labelled")
    #expect(seed.edgeSet.subtracting(generatedAsSeed).map(\.description).sorted() == [], "seed edges not drawn")
    #expect(generatedAsSeed.subtracting(seed.edgeSet).map(\.description).sorted() == [], "edges not in the seed")
    #expect(seedLabelled.isSubset(of: generated.edgeSet))
    #expect(generated.edges.count == seed.edges.count)
    // Every node is declared by the generated chart, so no edge invents one.
    #expect(Set(generated.edges.flatMap { [$0.from, $0.to] }).isSubset(of: Set(generated.nodes.keys)))
  }

  /// A title's "Status: …" line is the label of the state's status; a "User copy: …" line is the
  /// text of its copy.
  @Test func titlesAgreeWithStatusAndCopy() throws {
    let spec = try Self.ontime()
    #expect(spec.flows.count == 2)
    for flow in spec.flows {
      for state in flow.states {
        let lines = state.title.value.split(separator: "\n").map(String.init)
        let shown = lines.first { $0.hasPrefix("Status: ") }.map { String($0.dropFirst("Status: ".count)) }
        let label = state.status.flatMap { s in spec.statusLabels.first { $0.id.value == s.value } }?.label.value
        #expect(
          shown == label, "\(flow.id.value).\(state.id.value): title says \(shown ?? "nil"), status \(label ?? "nil")")
        if let copyLine = lines.first(where: { $0.hasPrefix("User copy: ") }) {
          let text = state.copy.flatMap { c in spec.copy.first { $0.id.value == c.value } }?.text.value
          #expect(copyLine == "User copy: \(text ?? "nil")", "\(flow.id.value).\(state.id.value)")
        }
      }
    }
  }
}

/// Nodes and edges of a `flowchart` written one statement a line, as the seeds and specc write
/// them: `A["text"]`, `A{"text"}`, `A --> B`, `A -- "label" --> B{"text"}`.
struct MermaidChart {
  struct Node: Hashable, CustomStringConvertible {
    var text: String
    var decision: Bool
    var description: String {
      let flat = text.replacingOccurrences(of: "\n", with: " / ")
      return decision ? "{\(flat)}" : "[\(flat)]"
    }
  }
  struct Edge: Hashable {
    var from: String
    var label: String?
    var to: String
  }
  /// An edge by its nodes' text rather than their ids.
  struct TextEdge: Hashable, CustomStringConvertible {
    var from: Node
    var label: String?
    var to: Node
    var description: String { "\(from) -- \(label ?? "") --> \(to)" }
  }

  var nodes: [String: Node] = [:]
  var edges: [Edge] = []

  init(_ text: String) throws {
    let node = #"([A-Za-z0-9_]+)(?:(\[|\{)"([^"]*)"[\]\}])?"#
    let pattern = try NSRegularExpression(pattern: "^\(node)(?:\\s+(?:--\\s+\"([^\"]*)\"\\s+)?-->\\s+\(node))?$")
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("%%") || line.hasPrefix("flowchart") { continue }
      let range = NSRange(line.startIndex..., in: line)
      let match = try #require(pattern.firstMatch(in: line, range: range), "unparsed line: \(line)")
      func group(_ index: Int) -> String? {
        Range(match.range(at: index), in: line).map { String(line[$0]) }
      }
      let from = try #require(group(1))
      if let shape = group(2), let label = group(3) { try define(from, label, decision: shape == "{") }
      guard let to = group(5) else { continue }
      if let shape = group(6), let label = group(7) { try define(to, label, decision: shape == "{") }
      edges.append(Edge(from: from, label: group(4).map(Self.plain), to: to))
    }
  }

  private mutating func define(_ id: String, _ text: String, decision: Bool) throws {
    let node = Node(text: Self.plain(text), decision: decision)
    if let existing = nodes[id] { #expect(existing == node, "node \(id) defined twice differently") }
    nodes[id] = node
  }

  var nodeSet: Set<Node> { Set(nodes.values) }

  var edgeSet: Set<TextEdge> {
    Set(
      edges.compactMap { edge in
        guard let from = nodes[edge.from], let to = nodes[edge.to] else { return nil }
        return TextEdge(from: from, label: edge.label, to: to)
      })
  }

  /// Label text with line breaks (`<br>` or the seed's `\n`) as newlines and entity codes decoded.
  static func plain(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "<br>", with: "\n").replacingOccurrences(of: "\\n", with: "\n")
    for (code, character) in [("#quot;", "\""), ("#lt;", "<"), ("#gt;", ">"), ("#96;", "`"), ("#amp;", "&")] {
      result = result.replacingOccurrences(of: code, with: character)
    }
    return result.replacingOccurrences(of: "#35;", with: "#")
  }
}
