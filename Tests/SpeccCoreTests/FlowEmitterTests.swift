import Testing

@testable import SpeccCore

/// The Swift flows that `SwiftBackend` prints. Generated/ (compiled by GeneratedTests) shows it compiles
/// and behaves; these tests pin its shape on small specs.
@Suite struct FlowEmitterTests {
  static func emit(_ text: String) throws -> String {
    let spec = try #require(Pipeline.lint(text: text, path: "demo.yaml").spec)
    let files = Compiler.outputs(for: [spec]).filter { $0.name.hasSuffix("+Flows.swift") }
    #expect(files.map(\.name) == ["Demo+Flows.swift"])
    return try #require(files.first).contents
  }

  @Test func noFlowsNoFile() throws {
    let spec = try #require(Pipeline.lint(text: LoadingRules.header, path: "demo.yaml").spec)
    #expect(!Compiler.outputs(for: [spec]).contains { $0.name.hasSuffix("+Flows.swift") })
  }

  @Test func transitionFunctionIsAnExhaustiveSwitchWithoutDefault() throws {
    let swift = try Self.emit(FlowExamples.valid)
    #expect(!swift.contains("default:"))
    #expect(
      swift.contains(
        """
              public static func next(_ state: State, on event: Event) -> State? {
                switch state {
                case .ask:
                  switch event {
                  case .answered: return .granted
                  case .yes, .no: return nil
                  }
                case .granted:
                  switch event {
                  case .yes: return .armed
                  case .no: return .blocked
                  case .answered: return nil
                  }
                case .armed: return nil
                case .blocked: return nil
                }
              }
        """))
  }

  @Test func statesAndEventsKeepSpecNamesAsRawValues() throws {
    let swift = try Self.emit(FlowExamples.valid(("\"No\"", "\"No or later\""), ("\"No\"", "\"No or later\"")))
    #expect(swift.contains("public enum Setup: FlowMachine {"))
    #expect(swift.contains("public static let start: State = .ask"))
    #expect(swift.contains("case noOrLater = \"No or later\""))
    #expect(swift.contains("case yes = \"Yes\""))
    #expect(swift.contains("case .blocked: return .blocked"))  // statusLabel of the end state
    #expect(swift.contains("case .ask: return \"Allow notifications\""))  // the prompt's copy
    #expect(swift.contains("public typealias StatusLabel = Demo.StatusLabel"))
  }

  @Test func testVectorsAreTheShortestPathsToEachEnd() throws {
    let swift = try Self.emit(FlowExamples.valid)
    #expect(
      swift.contains(
        """
              public static let testVectors: [FlowTestVector<State, Event>] = [
                FlowTestVector(
                  states: [.ask, .granted, .armed],
                  events: [.answered, .yes],
                  statusLabel: .armed),
                FlowTestVector(
                  states: [.ask, .granted, .blocked],
                  events: [.answered, .no],
                  statusLabel: .blocked),
              ]
        """))
  }

  @Test func hostileNamesStayValidSwift() throws {
    // Events that are Swift keywords or only punctuation, and text with quotes and backslashes.
    let text = FlowExamples.valid(
      ("on: answered\n", "on: \"default\"\n"),
      ("title: Request notification permission", "title: \"say \\\"hi\\\" \\\\(x)\""),
      ("on: \"No\"\n", "on: \"?!\"\n"), ("answers: [\"Yes\", \"No\"]", "answers: [\"Yes\", \"?!\"]"))
    let swift = try Self.emit(text)
    #expect(swift.contains("case `default`"))
    #expect(swift.contains("case .default: return .granted"))
    #expect(swift.contains("case unnamed = \"?!\""))
    #expect(swift.contains("case .ask: return \"say \\\"hi\\\" \\\\(x)\""))
  }

  @Test func flowTypeNamesAvoidRuntimeAndStandardTypes() throws {
    var flows: [Flow] = []
    for id in ["flow_machine", "string", "android_delivery", "android__delivery"] {
      let spec = try #require(Pipeline.lint(text: FlowExamples.valid(("- id: setup", "- id: \(id)")), path: "x").spec)
      flows += spec.flows
    }
    #expect(
      CodeModel.flowTypeNames(flows).map(\.typeName) == [
        "FlowMachine_", "String_", "AndroidDelivery", "AndroidDelivery_2",
      ])
  }

  @Test func equalNamesAreMadeUnique() {
    #expect(CodeModel.flowTypeNames([]).isEmpty)
    let scope = NameScope.flowEvents.names(["Yes", "yes", "YES"]) { $0 }.map(\.name)
    #expect(scope == ["yes", "yes_2", "yes_3"])
  }
}
