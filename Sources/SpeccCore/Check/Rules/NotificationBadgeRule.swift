/// A badge is a count: an integer, or one number token (issue 29).
struct NotificationBadgeRule: Rule {
  static let description = RuleDescription(
    id: "notification_badge", title: "Badges are numbers",
    summary:
      "A template's badge is a non-negative integer or one declared number token written {{token}}; a text, date or time token, an undeclared token or other text is an error.",
    rationale: ContentFacts.badgeSource
      + " A badge built from a text value does not convert on the device: the app crashes or shows no count.",
    triggering: [
      LoadingRules.header
        + "tokens:\n  - id: title\n    kind: text\n    max_length: 20\n  - id: due\n    kind: number\n    max_length: 3\n"
        + "templates:\n  - id: a\n    title: \"{{title}}\"\n    body: Due {{due}}\n    badge: ↓\"{{title}}\"\n"
        + "  - id: b\n    title: B\n    body: B\n    badge: ↓many\n"
        + "  - id: c\n    title: C\n    body: C\n    badge: ↓\"-1\"\n"
        + "  - id: d\n    title: D\n    body: D\n    badge: ↓\"{{due}} left\"\n"
        + "  - id: e\n    title: E\n    body: E\n    badge: \"{{↓missing}}\"\n"
    ],
    nonTriggering: [
      LoadingRules.header + "tokens:\n  - id: due\n    kind: number\n    max_length: 3\n"
        + "templates:\n  - id: a\n    title: A\n    body: Due {{due}}\n    badge: \"{{due}}\"\n"
        + "  - id: b\n    title: B\n    body: B\n    badge: 0\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for template in spec.templates {
      guard let badge = template.content.badge else { continue }
      let what = "the badge of template '\(template.id.value)'"
      if let count = template.content.badgeCount {
        if count < 0 { sink.error(id, "\(what) is \(count): a badge count is 0 (none) or more", at: badge.mark) }
        continue
      }
      guard let name = template.content.badgeToken else {
        sink.error(
          id,
          "\(what) is '\(badge.value)': a badge is a count, an integer or one number token written {{token}}",
          at: badge.mark)
        continue
      }
      let mark = tokenMark(name, in: badge, spec)
      guard let token = spec[template.content.badgeRef] else {
        sink.error(
          id, "\(what) names '\(name)', which is not a declared token: declare it as a number token", at: mark,
          suggestion: Suggest.closest(to: name, in: spec.tokens.map(\.id.value)))
        continue
      }
      guard token.kind.value == .number else {
        sink.error(
          id,
          "\(what) is token '\(name)', a \(token.kind.value.rawValue) token: a badge needs a number (declare a number token for the count)",
          at: badge.mark, related: [RelatedPlace(token.kind.mark, "declared \(token.kind.value.rawValue) here")])
        continue
      }
    }
  }

  /// Where `name` is written inside the badge's `{{…}}` (the value's mark when it cannot be found).
  private static func tokenMark(_ name: String, in badge: Located<String>, _ spec: ResolvedSpec) -> Mark {
    guard let offset = SymbolTable.placeholders(in: badge.value).first(where: { $0.name == name })?.offset
    else { return badge.mark }
    return spec.source.mark(ofScalar: offset, in: badge)
  }
}
