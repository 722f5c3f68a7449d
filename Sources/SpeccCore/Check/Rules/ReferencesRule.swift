/// Every id a spec refers to is defined.
struct ReferencesRule: Rule {
  static let description = RuleDescription(
    id: "unknown_reference", title: "References resolve",
    summary:
      "Every field that names an id (the schema declares which: a template's channel and category, the error code a missing value skips with, the template of a slot, prayer or user item and its reminders' template and channel, a copy rule's copy and except ids, the tokens a category's thread_identifier inserts) names one the spec declares. A few are checked by rules of their own: flow states' status, copy and targets (flow_end_status, flow_prompt_copy, flow_unknown_state), template tokens (template_tokens) and a template's count (translation_keys).",
    rationale:
      "A dangling reference compiles to nothing at all or to a crash at run time; a typo gets a suggestion.",
    triggering: [
      LoadingRules.header
        + "channels:\n  - id: doses.daily\n    name: A\n    importance: high\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n    channel: ↓doses.dayly\n    category: ↓DOSE_DUE\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: ↓dayly\n",
      LoadingRules.header
        + "copy:\n  - id: allow\n    platform: ios\n    context: prompt\n    text: Allow notifications\n"
        + "status_labels:\n  - id: armed\n    state: Armed\n    label: Notification\n"
        + "copy_rules:\n  - id: r\n    message: M\n    copy: [↓allw]\n    except: [armed, ↓nope]\n    max_length: 40\n",
      LoadingRules.header + "tokens:\n  - id: slot\n    kind: text\n    max_length: 10\n"
        + "categories:\n  - id: DUE\n    thread_identifier: \"due-{{slot}}-{{↓unknown_token}}\"\n"
        + "templates:\n  - id: daily\n    title: \"{{slot}}\"\n    body: B\n    category: DUE\n"
        + "user_items:\n  - id: event\n    max_count: 5\n    repeats: [once]\n    template: ↓dayly\n",
      LoadingRules.header + "error_codes:\n  - id: MISSING_VALUE\n"
        + "rendering:\n  missing:\n    skip: ↓MISSING_VALUES\n"
        + "templates:\n  - id: t\n    title: T\n    body: B\n    missing:\n      skip: ↓NO_VALUE\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "channels:\n  - id: doses.daily\n    name: A\n    importance: high\n"
        + "categories:\n  - id: DOSE_DUE\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n    channel: doses.daily\n    category: DOSE_DUE\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: daily\n",
      LoadingRules.header + "tokens:\n  - id: slot\n    kind: text\n    max_length: 10\n"
        + "categories:\n  - id: DUE\n    thread_identifier: \"due-{{slot}}\"\n"
        + "templates:\n  - id: daily\n    title: \"{{slot}}\"\n    body: B\n    category: DUE\n"
        + "user_items:\n  - id: event\n    max_count: 5\n    repeats: [once]\n    template: daily\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let symbols = spec.symbols
    var kinds: [String: Kind] = [:]
    for section in spec.sections.sections {
      for kind in section.ids where kinds[kind.schema.name] == nil {
        kinds[kind.schema.name] = Kind(what: kind.what, section: section.field.name, schema: kind.schema)
      }
    }
    var suggestionsLeft = 200
    var candidates: [[String]: [String]] = [:]
    for reference in symbols.references where !reference.isResolved && reference.reference.checkedBy == nil {
      let named = reference.kinds.compactMap { kinds[$0] }
      guard let first = named.first else { continue }
      if candidates[reference.kinds] == nil {
        // Suggestions name well-formed ids only: a malformed id is never offered as the fix.
        candidates[reference.kinds] = reference.kinds.flatMap { kind in
          symbols.declarations(of: kind).map(\.id.value).filter { kinds[kind]?.isWellFormed($0) ?? true }
        }
      }
      let ids = candidates[reference.kinds] ?? []
      let searched = ids.count <= suggestionLimit && suggestionsLeft > 0 ? ids : []
      suggestionsLeft -= 1
      let guess = Suggest.closest(to: reference.id.value, in: searched)
      let hint = guess.map { "; did you mean '\($0)'?" } ?? (ids.isEmpty ? "; the spec defines none" : "")
      let names = named.map(\.what)
      let what = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : first.what
      sink.error(
        id, "unknown \(what) '\(reference.id.value)'\(hint) (define it under \(first.section))",
        at: symbols.mark(of: reference, in: spec.source) ?? reference.id.mark, suggestion: guess)
    }
  }

  /// Suggestions are looked for among this many ids at most, for 200 references at most (bounds
  /// the cost of hostile specs).
  static let suggestionLimit = 2_000

  /// A kind of id as messages name it, and the section that declares it.
  private struct Kind {
    var what: String
    var section: String
    var schema: ObjectSchema

    func isWellFormed(_ id: String) -> Bool {
      guard case .string(let pattern?, _) = schema.field("id")?.type, let valid = IDPattern.cached(pattern) else {
        return true
      }
      return valid.matches(id)
    }
  }
}
