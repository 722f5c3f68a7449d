/// One check of a decoded spec. Adding a check is adding one file with one of these, and
/// naming it in `RuleRegistry.standard` (`Pipeline/RuleRegistry.swift`).
protocol Rule: Sendable {
  static var description: RuleDescription { get }
  /// Reports every problem of this kind in `spec`.
  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink)
}

extension Rule {
  /// The rule's id.
  static var id: RuleID { description.ruleID }
}
