/// Ids must have the shape their section gives them in the spec format.
struct IDFormatRule: Rule {
  static let description = RuleDescription(
    id: "id_format", title: "Id formats",
    summary:
      "Ids are stable and well-formed: snake_case ids, dotted lowercase channel ids, category and action ids, UPPER_SNAKE error codes.",
    rationale:
      "Ids become Swift case names, Android channel ids and iOS category identifiers, which can never change once shipped; a malformed one is caught before it ships. An id the app shipped before it had a spec (a channel REMINDERS) is kept with shipped: true and checked against its platform's rules instead (shipped_id).",
    triggering: [
      LoadingRules.header + "channels:\n  - id: ↓Doses.Daily\n    name: A\n    importance: high\n",
      LoadingRules.header + "error_codes:\n  - id: ↓fetch_timeout\n  - id: ↓FETCH-TIMEOUT\n",
      LoadingRules.header + "categories:\n  - id: ↓TS DAILY\n    actions:\n      - id: ↓9OPEN\n        title: Open\n",
      LoadingRules.header + "prayers:\n  - id: ↓Dawn\n    name: Dawn\n    kind: daily\n",
      // `shipped: false` keeps specc's format.
      LoadingRules.header + "channels:\n  - id: ↓REMINDERS\n    shipped: false\n    name: A\n    importance: high\n",
    ],
    nonTriggering: [
      // An id the app shipped before its spec is kept as written (checked by shipped_id).
      LoadingRules.header + "channels:\n  - id: REMINDERS\n    shipped: true\n    name: A\n    importance: high\n",
      LoadingRules.header
        + "channels:\n  - id: doses.daily\n    name: A\n    importance: high\n"
        + "categories:\n  - id: DOSE_DUE\n    actions:\n      - id: OPEN\n        title: Open\n"
        + "error_codes:\n  - id: FETCH_TIMEOUT\n"
        + "prayers:\n  - id: last_third\n    name: Last Third\n    kind: extra\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    var check = Checker(sink: sink)
    check.ids([spec.id], SpecSchema.root, "spec", example: "pill_pal")
    for kind in spec.sections.idKinds {
      var ids = kind.all(spec.spec)
      // An id kept as shipped (`shipped: true`) answers to its platform's rules (`shipped_id`).
      if let shipped = kind.shipped {
        let kept = Set(shipped.ids(spec.spec).filter(\.flag.value).map(\.id.mark))
        if !kept.isEmpty { ids.removeAll { kept.contains($0.mark) } }
      }
      check.ids(ids, kind.schema, kind.what, example: kind.example)
    }
    sink = check.sink
  }

  private struct Checker {
    var sink: DiagnosticSink

    /// Reports every id that does not match the pattern of `object`'s `id` field (or `spec`).
    mutating func ids(_ ids: [Located<String>], _ object: ObjectSchema, _ what: String, example: String) {
      let key = object.name == "spec" ? "spec" : "id"
      guard case .string(let pattern?, _) = object.field(key)?.type, !ids.isEmpty else { return }
      // Every schema pattern is an `IDPattern`; a `Regex` is compiled only for one that is not.
      let matches: (String) -> Bool
      if let fast = IDPattern.cached(pattern) {
        matches = fast.matches
      } else if let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) {
        matches = { (try? regex.wholeMatch(in: $0)) != nil }
      } else {
        return
      }
      for id in ids where !matches(id.value) {
        sink.error(
          IDFormatRule.id,
          "\(what) id '\(id.value)' is malformed: \(what) ids are \(Self.shapes[what] ?? "snake_case"), like '\(example)'",
          at: id.mark)
      }
    }

    /// How each kind of id is written, for messages (the patterns are in SpecSchema).
    static let shapes: [String: String] = [
      "channel": "dotted lowercase (a–z, 0–9 and _ in dot-separated parts, each starting with a letter)",
      "category": "a letter followed by letters, digits, _, . or -",
      "action": "a letter followed by letters, digits, _, . or -",
      "feature flag": "lowerCamelCase or snake_case (a lowercase letter, then letters, digits or _)",
      "error code": "UPPER_SNAKE_CASE (an uppercase letter, then A–Z, 0–9 or _)",
    ]
  }
}
