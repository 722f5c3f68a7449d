/// A reference from one declaration to another (a template's channel), as written and as
/// resolved. `id` is the id where it is written; the declaration it names is filled once by the
/// Resolve stage (`Spec.link()`, `Resolve/Linker.swift`), from then on read through the handle
/// (`spec[template.channel]`), never looked up again by its spelling.
///
/// `Target` only says what the reference names (`Ref<Channel>` indexes `Spec.channels`); it is
/// unconstrained and the conformances are unconditional, so no lint looks a conformance of the
/// target up at run time (the cost `RuleField` avoids).
struct Ref<Target>: Sendable, Hashable {
  /// The id, where it is written.
  var id: Located<String>
  /// The index of the declaration it names in its store, -1 when it names none (reported by
  /// `references`) or before Resolve.
  private var index: Int32 = -1

  init(_ id: Located<String>) { self.id = id }

  /// The id as written.
  var value: String { id.value }
  /// Where the id is written.
  var mark: Mark { id.mark }
  /// The index of the declaration it names in its store (`Declared.store(in:)`, or the flow's
  /// states for a transition's target), nil when it names none. Set only by the Resolve stage.
  var target: Int? { index < 0 ? nil : Int(index) }

  /// Set by the Resolve stage alone (`Spec.link()`).
  mutating func resolve(to target: Int?) { index = target.map { Int32(truncatingIfNeeded: $0) } ?? -1 }

  // What it names is derived from the spec: two references are equal when written alike.
  static func == (a: Ref, b: Ref) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A kind of declaration a `Ref` names at the top of a spec: where its items are kept.
protocol Declared {
  /// The spec's items of this kind, in document order (a `Ref`'s index is into this list).
  static func store(in spec: Spec) -> [Self]
}

extension Channel: Declared { static func store(in spec: Spec) -> [Channel] { spec.channels } }
extension ChannelGroup: Declared { static func store(in spec: Spec) -> [ChannelGroup] { spec.channelGroups } }
extension Category: Declared { static func store(in spec: Spec) -> [Category] { spec.categories } }
extension Template: Declared { static func store(in spec: Spec) -> [Template] { spec.templates } }
extension Slot: Declared { static func store(in spec: Spec) -> [Slot] { spec.slots } }
extension Copy: Declared { static func store(in spec: Spec) -> [Copy] { spec.copy } }
extension StatusLabel: Declared { static func store(in spec: Spec) -> [StatusLabel] { spec.statusLabels } }
extension Token: Declared { static func store(in spec: Spec) -> [Token] { spec.tokens } }

extension Spec {
  /// The declaration `ref` names, when it names one. Only a spec from the Resolve stage
  /// (`ResolvedSpec.spec`) has its references linked: before it, every reference reads nil.
  subscript<Target: Declared>(ref: Ref<Target>?) -> Target? {
    guard let index = ref?.target else { return nil }
    let store = Target.store(in: self)
    return index < store.count ? store[index] : nil
  }
}

extension Flow {
  /// The state `ref` (a transition's target, the start) names, when it names one of this flow.
  subscript(ref: Ref<FlowState>?) -> FlowState? {
    guard let index = ref?.target, index < states.count else { return nil }
    return states[index]
  }
}
