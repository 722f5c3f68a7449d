/// A permission flow that specc generated from a spec: its states, its events, and a pure
/// transition function. Generated flows conform; apps drive them and test their UI against
/// their `testVectors`.
public protocol FlowMachine {
  /// Every state of the flow.
  associatedtype State: FlowMachineState
  /// Every event or answer that takes a transition.
  associatedtype Event: RawRepresentable, CaseIterable, Hashable, Sendable where Event.RawValue == String

  /// Where the flow starts.
  static var start: State { get }
  /// The state `event` leads to from `state`, or nil when `state` has no transition on it.
  static func next(_ state: State, on event: Event) -> State?
  /// Every shortest path from `start` to each end state.
  static var testVectors: [FlowTestVector<State, Event>] { get }
}

/// A state of a generated flow.
public protocol FlowMachineState: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
  /// The spec's status-label type (`Never` when the spec has none).
  associatedtype StatusLabel: Hashable, Sendable

  /// True for the states that end the flow.
  var isEnd: Bool { get }
  /// The status this state sets when the flow enters it (actions and end states), if any.
  var statusLabel: StatusLabel? { get }
}

/// One path through a flow, with the status it ends on: `states` starts at the flow's start and
/// `events[i]` leads from `states[i]` to `states[i + 1]`.
public struct FlowTestVector<State: FlowMachineState, Event: Hashable & Sendable>: Hashable, Sendable {
  public var states: [State]
  public var events: [Event]
  /// The status shown at the end: the last one a state on the path set.
  public var statusLabel: State.StatusLabel?

  public init(states: [State], events: [Event], statusLabel: State.StatusLabel?) {
    self.states = states
    self.events = events
    self.statusLabel = statusLabel
  }
}

extension FlowMachine {
  /// The states visited when `events` happen one after the other from `state` (included), or
  /// nil when one of them has no transition where it happens.
  public static func path(_ events: [Event], from state: State = start) -> [State]? {
    var states = [state]
    for event in events {
      guard let last = states.last, let next = next(last, on: event) else { return nil }
      states.append(next)
    }
    return states
  }

  /// The status shown after visiting `states`: the last status one of them set.
  public static func statusLabel(along states: [State]) -> State.StatusLabel? {
    states.lazy.reversed().compactMap(\.statusLabel).first
  }
}
