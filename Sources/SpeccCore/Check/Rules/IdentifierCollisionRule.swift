/// Different ids of one section must not become the same Swift identifier.
struct IdentifierCollisionRule: Rule {
  static let description = RuleDescription(
    id: "identifier_collision", title: "Swift identifier collisions",
    summary: "Different ids of one section must not turn into the same Swift name (`last_third` and `last-third`).",
    rationale:
      "Generated enums need one case per id; two ids that differ only in punctuation or case would need a silent rename.",
    triggering: [
      LoadingRules.header
        + "channels:\n  - id: a.daily\n    name: A\n    importance: high\n"
        + "  - id: ↓a_daily\n    name: B\n    importance: low\n",
      LoadingRules.header + "error_codes:\n  - id: FETCH_TIMEOUT\n  - id: ↓FETCH__TIMEOUT\n",
      FlowExamples.valid(("          - on: \"No\"\n", "          - on: ↓\"YES\"\n")),
      LoadingRules.header
        + "feature_flags:\n  - id: lead_minutes\n    type: integer\n    default: 20\n"
        + "  - id: ↓leadMinutes\n    type: integer\n    default: 30\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "channels:\n  - id: a.daily\n    name: A\n    importance: high\n"
        + "  - id: a.weekly\n    name: B\n    importance: low\n",
      LoadingRules.header + "error_codes:\n  - id: FETCH_TIMEOUT\n  - id: STORAGE_BUSY\n",
    ])

  /// Every list of names that becomes one set of Swift identifiers, with its scope.
  static func scopes(of spec: Spec) -> [(NameScope, [Located<String>])] {
    var scopes: [(NameScope, [Located<String>])] = []
    for kind in spec.sections.idKinds {
      guard let scope = kind.nameScope else { continue }
      scopes += kind.groups(spec).map { (scope, $0.ids) }
    }
    // Actions of every category become the cases of one `Category.ActionID` (one case per id).
    var seenActions = Set<String>()
    let actions = spec.categories.flatMap(\.actions).map(\.id).filter { seenActions.insert($0.value).inserted }
    scopes.append((.actions, actions))
    // Events are not ids, but each flow's events become the cases of one enum.
    for flow in spec.flows {
      scopes.append((.flowEvents, flow.states.flatMap(\.transitions).map(\.on)))
    }
    return scopes
  }

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    for (scope, names) in scopes(of: spec) {
      for collision in SwiftName.collisions(names, in: scope) {
        sink.error(
          id,
          "\(scope.what) id '\(collision.second.value)' becomes the Swift name '\(collision.identifier)', "
            + "like '\(collision.first.value)' at line \(collision.first.mark.line); rename one of them",
          at: collision.second.mark)
      }
    }
  }
}
