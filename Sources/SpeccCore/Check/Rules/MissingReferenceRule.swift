/// An item gives every reference a platform it targets needs (`FieldReference.requiredOn`).
struct MissingReferenceRule: Rule {
  static let description = RuleDescription(
    id: "missing_reference", title: "References a target platform needs", severity: .warning,
    summary:
      "When a spec targets a platform (lists it under platforms), every item gives each reference that platform needs; the schema declares which: a template's channel on Android.",
    rationale:
      "Android 8 and later show no notification posted without a channel: a template without one compiles and schedules, and the app is left to pick a channel the spec never checked. The schema is optional about the field because iOS and the web have no channels.",
    triggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: doses.daily\n    name: Doses\n    importance: high\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n    channel: doses.daily\n"
        + "  - id: ↓spare\n    title: T\n    body: B\n"
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: doses.daily\n    name: Doses\n    importance: high\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n    channel: doses.daily\n",
      // No Android, no channels needed.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let targeted = Set(spec.platforms.map(\.name.value.rawValue))
    guard !targeted.isEmpty else { return }
    // The section that declares each kind, for the advice.
    var sectionOf: [String: String] = [:]
    for section in spec.sections.sections {
      for kind in section.ids where sectionOf[kind.schema.name] == nil {
        sectionOf[kind.schema.name] = section.field.name
      }
    }
    // The fields each declaring kind needs on the targeted platforms.
    var needed: [String: [Need]] = [:]
    for kind in spec.sections.idKinds where needed[kind.schema.name] == nil {
      for field in kind.schema.fields {
        guard let reference = field.reference, let platform = reference.requiredOn, targeted.contains(platform)
        else { continue }
        needed[kind.schema.name, default: []].append(
          Need(field: field.name, platform: platform, kinds: reference.kinds))
      }
    }
    guard !needed.isEmpty else { return }
    let symbols = spec.symbols
    // The declarations that give each needed field ("template.channel"), by index: a set of
    // indexes per field, filled only by the references of those fields (one string compare
    // against a handful of names per reference, no key made per reference).
    var given: [String: Set<Int>] = [:]
    var keyed: [String: [(need: Need, key: String)]] = [:]
    for (kind, needs) in needed {
      for need in needs {
        let key = "\(kind).\(need.field)"
        given[key] = []
        keyed[kind, default: []].append((need, key))
      }
    }
    let neededFields = Array(given.keys)
    for reference in symbols.references {
      guard let from = reference.from else { continue }
      let field = reference.field
      if neededFields.contains(field) { given[field]?.insert(from) }
    }
    var declaredKinds: Set<String>?
    for (index, declaration) in symbols.declarations.enumerated() {
      guard let needs = keyed[declaration.kind] else { continue }
      for (need, key) in needs where given[key]?.contains(index) != true {
        let sections = need.kinds.compactMap { sectionOf[$0] }.joined(separator: " or ")
        // The kinds declared anywhere, made once, when the first warning needs them.
        let kinds = declaredKinds ?? Set(symbols.declarations.map(\.kind))
        declaredKinds = kinds
        let declared = need.kinds.contains { kinds.contains($0) }
        let platform = PlatformName(rawValue: need.platform)?.displayName ?? need.platform
        sink.warning(
          id,
          "\(declaration.kind) '\(declaration.id.value)' has no \(need.field), which \(platform) needs to show it: "
            + (declared
              ? "give it \(need.field): ID with one of the ids under \(sections)"
              : "declare one under \(sections) and name it in \(need.field):"),
          at: declaration.id.mark)
      }
    }
  }

  private struct Need {
    var field: String
    var platform: String
    var kinds: [String]
  }
}
