/// Ids must be unique within their section.
struct UniqueIDsRule: Rule {
  static let description = RuleDescription(
    id: "unique_ids", title: "Unique ids",
    summary:
      "Ids of prayers, slots, channels, categories, actions, templates, copy, labels, flows and states are unique.",
    rationale: "Generated enums need one case per id, and a repeated channel id would overwrite the first on Android.",
    triggering: [
      LoadingRules.header
        + "channels:\n  - id: a.b\n    name: A\n    importance: high\n  - id: ↓a.b\n    name: B\n    importance: low\n",
      LoadingRules.header
        + "categories:\n  - id: TS\n    actions:\n      - id: OPEN\n        title: Open\n      - id: ↓OPEN\n        title: Open again\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "channels:\n  - id: a.b\n    name: A\n    importance: high\n  - id: a.c\n    name: B\n    importance: low\n"
    ])

  /// Every group of ids of every section the spec was read with (`SpecSections`).
  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for kind in spec.sections.idKinds {
      for group in kind.groups(spec.spec) { unique(group.ids, group.what, &sink) }
    }
  }

  /// Reports every repeat of an id after its first use.
  static func unique(_ ids: [Located<String>], _ what: String, _ sink: inout DiagnosticSink) {
    var first: [String: Mark] = [:]
    first.reserveCapacity(ids.count)
    for id in ids {
      if let previous = first[id.value] {
        sink.error(
          Self.id, "duplicate \(what) id '\(id.value)' (first defined at line \(previous.line))", at: id.mark,
          related: [RelatedPlace(previous, "\(what) '\(id.value)' is first defined here")])
      } else {
        first[id.value] = id.mark
      }
    }
  }
}
