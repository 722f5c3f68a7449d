/// Different ids of one section must not become the same identifier in any language the spec is
/// generated in.
struct IdentifierCollisionRule: Rule {
  static let description = RuleDescription(
    id: "identifier_collision", title: "Identifier collisions",
    summary:
      "Different ids of one section must not turn into the same generated name (`last_third` and `last-third`), in Swift or in any other language the spec is generated in.",
    rationale:
      "Generated enums need one case per id; two ids that differ only in punctuation or case would need a silent rename. Each language names things its own way (Kotlin entries are UPPER_SNAKE_CASE, TypeScript hoists every enum to the module's top level beside the spec's namespace), so the rule runs the backend of every language the spec generates (`generator.languages` of its `.specc.yml`, or `--lang`) and reports what it would rename.",
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

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    var reported: Set<Mark> = []
    for (scope, names) in scopes(of: spec.spec) {
      for collision in SwiftName.collisions(names, in: scope) {
        reported.insert(collision.second.mark)
        sink.error(
          id,
          "\(scope.what) id '\(collision.second.value)' becomes the Swift name '\(collision.identifier)', "
            + "like '\(collision.first.value)' at line \(collision.first.mark.line); rename one of them",
          at: collision.second.mark)
      }
    }
    // A clash in Swift is mostly the same clash in the others: one mistake, one diagnostic.
    let foreign = spec.targets.languages.filter { $0 != .swift }
    guard !foreign.isEmpty, reported.isEmpty else { return }
    // What the other languages' backends would rename, located at the id it comes from (or at
    // the spec's name, whose namespace is the other side of a top-level clash).
    let code = spec.targets.code ?? CodeModel.build(spec.spec)
    // The ids by normalised spelling, made on the first rename (a clean spec has none).
    var knownIDs: [String: Located<String>]?
    func ids() -> [String: Located<String>] {
      if let knownIDs { return knownIDs }
      var ids: [String: Located<String>] = [:]
      for kind in spec.sections.idKinds {
        for id in kind.all(spec.spec) where ids[normalized(id.value)].map({ $0.mark < id.mark }) ?? true {
          ids[normalized(id.value)] = id
        }
      }
      for token in spec.tokens { ids[normalized(token.id.value)] = token.id }
      for event in spec.flows.flatMap(\.states).flatMap(\.transitions) { ids[normalized(event.on.value)] = event.on }
      knownIDs = ids
      return ids
    }
    var seen: Set<String> = []
    for language in foreign {
      // The backends name everything when they are made: nothing needs printing.
      let renames = Naming.recordingRenames {
        if language == .kotlin { _ = KotlinEmitter(code, planner: true) }
        if language == .typescript { _ = TypeScriptEmitter(code, planner: true) }
      }
      let name = spec.targets.backends.first { $0.language == language }?.displayName ?? language.rawValue
      for (wanted, given) in renames where seen.insert("\(language):\(wanted)").inserted {
        let mark = origin(of: wanted, in: ids())?.mark ?? spec.swiftName?.mark ?? spec.name.mark
        guard !reported.contains(mark) else { continue }
        reported.insert(mark)
        sink.error(
          id,
          "the \(name) name '\(wanted)' is generated twice from this spec (the second would silently become '\(given)'); "
            + "rename this id, or the spec (name or swift_name) when the other is its namespace",
          at: mark)
      }
    }
  }

  /// The id a generated name comes from: the one it spells (`DOSES_DAILY`), else the longest
  /// one inside it (`FlowsAbState` from flow `ab`); the later of ids spelled alike.
  private static func origin(of name: String, in ids: [String: Located<String>]) -> Located<String>? {
    let wanted = normalized(name)
    if let exact = ids[wanted] { return exact }
    return ids.filter { $0.key.count >= 2 && wanted.contains($0.key) }
      .max { ($0.key.count, $0.value.mark) < ($1.key.count, $1.value.mark) }?.value
  }

  /// `doses.daily`, `DOSES_DAILY` and `dosesDaily` alike: lowercase letters and digits.
  private static func normalized(_ name: String) -> String {
    // ASCII (nearly every id) by byte; other text through `lowercased()`, which can make ASCII
    // letters of non-ASCII ones (`K`, the Kelvin sign).
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(
        decoding: name.utf8.compactMap { byte -> UInt8? in
          switch byte {
          case 0x41...0x5A: byte + 0x20
          case 0x61...0x7A, 0x30...0x39: byte
          default: nil
          }
        }, as: UTF8.self)
    }
    return String(
      name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(
        Character.init))
  }
}
