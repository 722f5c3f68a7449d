/// Emits `<Namespace>+Flows.swift`: each permission flow as a state machine under
/// `<Namespace>.Flows`, conforming to SpeccRuntime's `FlowMachine`:
///
/// - `enum State: String, CaseIterable, Sendable` (raw values are the state ids), with each
///   state's `title`, `isEnd`, `statusLabel` (the case of `<Namespace>.StatusLabel` it sets)
///   and `copy` (the text its prompt or action shows);
/// - `enum Event: String, CaseIterable, Sendable` (raw values are the events and answers as the
///   spec writes them, "No or later" included);
/// - `static let start` and the pure `static func next(_:on:) -> State?`, an exhaustive `switch`
///   over states and events with no `default`, so a new state or event cannot go unhandled;
/// - `static let testVectors`: every shortest path from the start to each end state, with the
///   status the path ends on (at most `vectorLimit` per end and `flowVectorLimit` per flow).
struct FlowEmitter: SpecEmitter {
  /// Most test vectors per end state (a flow with many equally short paths gets the first ones).
  static let vectorLimit = 64
  /// Most test vectors per flow, so a huge flow cannot make the generated file huge (ends
  /// declared later get none once it is reached).
  static let flowVectorLimit = 512

  static func files(for spec: Spec) -> [OutputFile] {
    guard !spec.flows.isEmpty else { return [] }
    let labels = NameScope.statusLabels.names(spec.statusLabels) { $0.id.value }
    let context = Context(
      namespace: SwiftEmitter.namespace(of: spec),
      labelCases: Dictionary(labels.map { ($0.item.id.value, $0.name) }, uniquingKeysWith: { first, _ in first }),
      copies: Dictionary(spec.copy.map { ($0.id.value, $0.text.value) }, uniquingKeysWith: { first, _ in first }))
    return [
      OutputFile.swift(for: spec, suffix: "+Flows") { p in
        p.print("import SpeccRuntime")
        p.blankLine()
        p.block("extension \(context.namespace) {") { p in
          p.doc("Permission flows, each a state machine checked by specc (reachable, deterministic, total, ending).")
          p.block("public enum Flows {") { p in
            for (flow, typeName) in flowTypeNames(spec.flows) {
              p.blankLine()
              FlowMachineEmitter(flow: flow, typeName: typeName, context: context).emit(&p)
            }
          }
        }
      }
    ]
  }

  /// Names a flow type must not take: the runtime types the generated code refers to.
  static let reservedTypeNames: Set<String> = ["FlowMachine", "FlowMachineState", "FlowTestVector", "SpeccRuntime"]

  /// Each flow (the first of a repeated id) with its type name, made unique with `_2`, `_3`, ….
  static func flowTypeNames(_ flows: [Flow]) -> [(flow: Flow, typeName: String)] {
    var seen: Set<String> = []
    let distinct = flows.filter { seen.insert($0.id.value).inserted }
    let names = ForeignName.uniqued(
      distinct.map { SwiftName.bare(SwiftName.typeName($0.id.value, reserved: reservedTypeNames)) })
    return Array(zip(distinct, names)).map { (flow: $0.0, typeName: $0.1) }
  }

  /// What every flow of one spec refers to.
  struct Context {
    var namespace: String
    /// `StatusLabel` case of each status-label id.
    var labelCases: [String: String]
    /// Text of each copy id.
    var copies: [String: String]
  }
}

extension NameScope {
  /// Flows (type names under `Flows`; they collide exactly when their member names do).
  static let flows = NameScope(what: "flow")
  /// Cases of a flow's `State`.
  static let flowStates = NameScope(
    what: "flow state", reserved: ["title", "isEnd", "statusLabel", "copy", "StatusLabel"])
  /// Cases of a flow's `Event`.
  static let flowEvents = NameScope(what: "flow event")
}
