import Foundation
import SpeccGenerated
import SpeccRuntime
import Testing

/// Issue 15: the flow machines agree across languages. Tests/Vectors/flows.json holds every
/// generated Swift flow's test vectors (state, event and status ids); the Kotlin and TypeScript
/// vector runners (scripts/check-foreign.sh) check that their own `testVectors` are the same and
/// that walking their `next` along each vector's events visits its states. `SPECC_RECORD=1`
/// rewrites the file from the Swift output.
@Suite struct FlowVectorFileTests {
  static let file = RenderingVectorTests.file.deletingLastPathComponent().appendingPathComponent("flows.json")

  static func entry<M: FlowMachine>(_ machine: M.Type, module: String, flow: String) -> [String: Any]
  where M.State.StatusLabel: RawRepresentable, M.State.StatusLabel.RawValue == String {
    let vectors = machine.testVectors.map { vector -> [String: Any] in
      [
        "states": vector.states.map(\.rawValue), "events": vector.events.map(\.rawValue),
        "statusLabel": vector.statusLabel?.rawValue ?? NSNull(),
      ]
    }
    return ["module": module, "flow": flow, "vectors": vectors]
  }

  /// Every flow of the generated Swift, in a fixed order.
  static var entries: [[String: Any]] {
    [
      entry(OnTime.Flows.AndroidDelivery.self, module: "OnTime", flow: OnTime.Flows.AndroidDelivery.id),
      entry(OnTime.Flows.IosDelivery.self, module: "OnTime", flow: OnTime.Flows.IosDelivery.id),
      entry(TimeSafari.Flows.AndroidPermission.self, module: "TimeSafari", flow: TimeSafari.Flows.AndroidPermission.id),
      entry(TimeSafari.Flows.IosPermission.self, module: "TimeSafari", flow: TimeSafari.Flows.IosPermission.id),
    ]
  }

  static func text(_ entries: [[String: Any]]) throws -> String {
    let about =
      "Every generated flow's test vectors, recorded from the Swift output (SPECC_RECORD=1 swift test --filter FlowVectorFileTests); the Kotlin and TypeScript runners check theirs against it."
    let data = try JSONSerialization.data(
      withJSONObject: ["about": about, "flows": entries], options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  @Test func theFileHoldsTheSwiftFlowsVectors() throws {
    let expected = try Self.text(Self.entries)
    if ProcessInfo.processInfo.environment["SPECC_RECORD"] != nil {
      try expected.write(to: Self.file, atomically: true, encoding: .utf8)
      return
    }
    let committed = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      committed == expected, "Tests/Vectors/flows.json is stale: SPECC_RECORD=1 swift test --filter FlowVectorFileTests"
    )
    #expect(Self.entries.allSatisfy { ($0["vectors"] as? [Any])?.isEmpty == false })
  }
}
