/// Different ids of one section must not become the same identifier in any language the spec is
/// generated in.
struct IdentifierCollisionRule: Rule {
  static let description = RuleDescription(
    id: "identifier_collision", title: "Identifier collisions",
    summary:
      "Different ids of one section must not turn into the same generated name (`last_third` and `last-third`), in Swift or in any other language the spec is generated in.",
    rationale:
      "Generated enums need one case per id; two ids that differ only in punctuation or case would need a silent rename. Each language names things its own way (Kotlin entries are UPPER_SNAKE_CASE, TypeScript hoists every enum to the module's top level beside the spec's namespace), so the rule reads the names that the naming pass of every language the spec generates (`generator.languages` of its `.specc.yml`, or `--lang`) gives it, and reports every name it would have to rename, at the id the name comes from.",
    triggering: [
      LoadingRules.header
        + "channels:\n  - id: a.daily\n    name: A\n    importance: high\n"
        + "  - id: ↓a_daily\n    name: B\n    importance: low\n",
      LoadingRules.header + "error_codes:\n  - id: FETCH_TIMEOUT\n  - id: ↓FETCH__TIMEOUT\n",
      FlowExamples.valid(("          - on: \"No\"\n", "          - on: ↓\"YES\"\n")),
      LoadingRules.header
        + "feature_flags:\n  - id: lead_minutes\n    type: integer\n    default: 20\n"
        + "  - id: ↓leadMinutes\n    type: integer\n    default: 30\n",
      // TypeScript exports the `Slot` enum beside the namespace `Slot`.
      "spec: demo\nname: ↓Slot\nversion: \"1.0\"\nplatforms:\n  ios:\n    pending_cap: 64\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "channels:\n  - id: a.daily\n    name: A\n    importance: high\n"
        + "  - id: a.weekly\n    name: B\n    importance: low\n",
      LoadingRules.header + "error_codes:\n  - id: FETCH_TIMEOUT\n  - id: STORAGE_BUSY\n",
      "spec: demo\nname: Slots\nversion: \"1.0\"\nplatforms:\n  ios:\n    pending_cap: 64\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let table = spec.names
    var reported: Set<Mark> = []
    // Ids of one scope that get one name, in every language that names ids.
    for names in table.languages {
      for collision in names.collisions where reported.insert(collision.second.mark).inserted {
        sink.error(
          id,
          "\(collision.scope) id '\(collision.second.value)' becomes the \(names.displayName) name '\(collision.name)', "
            + "like '\(collision.first.value)' at line \(collision.first.mark.line); rename one of them",
          at: collision.second.mark,
          related: [RelatedPlace(collision.first.mark, "'\(collision.first.value)' becomes '\(collision.name)' too")])
      }
    }
    // A clash between ids is mostly the same clash in every language: one mistake, one diagnostic.
    guard reported.isEmpty else { return }
    // What each language's naming pass had to rename, located at the id it comes from (or at the
    // spec's name, whose namespace is the other side of a top-level clash).
    for names in table.languages {
      var seen: Set<String> = []
      for located in names.renames where seen.insert(located.rename.wanted).inserted {
        guard reported.insert(located.origin).inserted else { continue }
        sink.error(
          id,
          "the \(names.displayName) name '\(located.rename.wanted)' is generated twice from this spec (the second would silently become '\(located.rename.given)'); "
            + "rename this id, or the spec (name or swift_name) when the other is its namespace",
          at: located.origin)
      }
    }
  }
}
