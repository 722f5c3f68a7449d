import SpeccGenerated
import SpeccRuntime
import Testing

/// Every generated flow's test vectors replay through its own `next(_:on:)`.
@Suite struct GeneratedFlowVectorTests {
  @Test func ontimeAndroid() { Self.replay(OnTime.Flows.AndroidDelivery.self) }
  @Test func ontimeIOS() { Self.replay(OnTime.Flows.IosDelivery.self) }
  @Test func timesafariIOS() { Self.replay(TimeSafari.Flows.IosPermission.self) }
  @Test func timesafariAndroid() { Self.replay(TimeSafari.Flows.AndroidPermission.self) }

  /// Every vector's events lead from the start through its states to an end state with its
  /// status; every end state has a vector; end states have no way out; no vector is longer
  /// than another to the same end.
  static func replay<F: FlowMachine>(_ flow: F.Type) {
    #expect(!F.testVectors.isEmpty)
    for vector in F.testVectors {
      #expect(vector.states.first == F.start)
      #expect(vector.events.count == vector.states.count - 1)
      #expect(F.path(vector.events) == vector.states)
      #expect(vector.states.last?.isEnd == true)
      #expect(vector.states.dropLast().allSatisfy { !$0.isEnd })
      #expect(F.statusLabel(along: vector.states) == vector.statusLabel)
      #expect(vector.statusLabel != nil, "\(vector.states) ends without a status")
    }
    let ends = F.State.allCases.filter(\.isEnd)
    #expect(Set(ends) == Set(F.testVectors.compactMap(\.states.last)), "an end state has no vector")
    for end in ends {
      #expect(F.Event.allCases.allSatisfy { F.next(end, on: $0) == nil }, "end state \(end) has a way out")
      let lengths = Set(F.testVectors.filter { $0.states.last == end }.map(\.states.count))
      #expect(lengths.count == 1, "vectors to \(end) are not all shortest")
    }
  }
}
