/// Every id a spec refers to is defined.
struct ReferencesRule: Rule {
  static let description = RuleDescription(
    id: "unknown_reference", title: "References resolve",
    summary:
      "A template's channel and category, the error code a missing value skips with, a slot's template, and a copy rule's copy and except ids all exist (flow states' status and copy: flow_end_status, flow_prompt_copy).",
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
      LoadingRules.header + "error_codes:\n  - id: MISSING_VALUE\n"
        + "rendering:\n  missing:\n    skip: ↓MISSING_VALUES\n"
        + "templates:\n  - id: t\n    title: T\n    body: B\n    missing:\n      skip: ↓NO_VALUE\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "channels:\n  - id: doses.daily\n    name: A\n    importance: high\n"
        + "categories:\n  - id: DOSE_DUE\n"
        + "templates:\n  - id: daily\n    title: T\n    body: B\n    channel: doses.daily\n    category: DOSE_DUE\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: daily\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    var check = Resolver(sink: sink)
    let channels = Known(
      spec.channels.map(\.id.value), SpecSchema.channel, undecoded: spec.undecodedIDs["channels"] ?? [])
    let categories = Known(
      spec.categories.map(\.id.value), SpecSchema.category, undecoded: spec.undecodedIDs["categories"] ?? [])
    for template in spec.templates {
      check.resolve(template.channel, in: channels, "channel", section: "channels")
      check.resolve(template.category, in: categories, "category", section: "categories")
    }
    // A template that skips on a missing value records one of the spec's error codes.
    let errorCodes = Known(
      spec.errorCodes.map(\.id.value), SpecSchema.errorCode, undecoded: spec.undecodedIDs["error_codes"] ?? [])
    for missing in [spec.rendering?.missing] + spec.templates.map(\.missing) {
      check.resolve(missing?.skip, in: errorCodes, "error code", section: "error_codes")
    }
    let templates = Known(
      spec.templates.map(\.id.value), SpecSchema.template, undecoded: spec.undecodedIDs["templates"] ?? [])
    for item in spec.firingItems {
      check.resolve(item.template, in: templates, "template", section: "templates")
    }
    for kind in spec.userItems {
      check.resolve(kind.template, in: templates, "template", section: "templates")
    }
    // Flow states' status and copy are resolved by the flow rules (with their platform checks).
    // Copy rules may name any user-facing string: copy, status labels and templates.
    let strings = Known(spec.copy.map(\.id.value) + spec.statusLabels.map(\.id.value) + templates.list)
    for rule in spec.copyRules {
      for id in (rule.copy ?? []) + rule.except {
        check.resolve(id, in: strings, "copy, status label or template", section: "copy")
      }
    }
    sink = check.sink
  }

  /// Ids of one kind, as a list (for suggestions) and a set (for lookups).
  /// Ids of one kind: the defined ones (for lookups), those a suggestion may name (well-formed
  /// only: a malformed id is never offered as the fix), and those of items that did not decode
  /// (a reference to one adds no second error).
  private struct Known {
    var list: [String]
    var set: Set<String>
    var undecoded: Set<String>
    init(_ list: [String], _ schema: ObjectSchema? = nil, undecoded: Set<String> = []) {
      set = Set(list)
      self.undecoded = undecoded
      if case .string(let pattern?, _) = schema?.field("id")?.type, let valid = IDPattern.cached(pattern) {
        self.list = list.filter(valid.matches)
      } else {
        self.list = list
      }
    }
  }

  private struct Resolver {
    var sink: DiagnosticSink
    /// Suggestions are looked for among this many ids at most, for this many references at most
    /// (bounds the cost of hostile specs).
    static let suggestionLimit = 2_000
    var suggestionsLeft = 200

    /// Reports `reference` when no id of `ids` is equal to it.
    mutating func resolve(_ reference: Located<String>?, in ids: Known, _ what: String, section: String) {
      guard let reference, !ids.set.contains(reference.value), !ids.undecoded.contains(reference.value) else { return }
      let ids = ids.list
      let candidates = ids.count <= Self.suggestionLimit && suggestionsLeft > 0 ? ids : []
      suggestionsLeft -= 1
      let guess = Suggest.closest(to: reference.value, in: candidates)
      let hint = guess.map { "; did you mean '\($0)'?" } ?? (ids.isEmpty ? "; the spec defines none" : "")
      sink.error(
        ReferencesRule.id, "unknown \(what) '\(reference.value)'\(hint) (define it under \(section))",
        at: reference.mark, suggestion: guess)
    }
  }
}
