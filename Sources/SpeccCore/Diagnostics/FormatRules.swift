/// The rule `specc format` (and the language server's formatting) reports: listed with every other
/// rule (`specc rules`, SARIF, `.specc.yml`'s `rules`), its examples run through the formatter
/// (`FormatRuleExampleTests`), not through lint.
enum FormatRules {
  static let unsupported = RuleID("format_unsupported")

  static let descriptions: [RuleDescription] = [
    RuleDescription(
      id: "format_unsupported", title: "Files specc format leaves as they are", severity: .warning,
      summary:
        "specc format rewrites a spec into canonical form only when it can keep every value and comment: a file with a YAML anchor or alias, a tag, a directive, a comment inside a flow collection, or UTF-16 text is left as it is, with a warning at the first such place.",
      rationale:
        "libyaml drops comments, so the formatter rebuilds the text from the tree and the raw lines; an anchor, a tag or a comment inside `[…]` has no canonical place in that text, and rewriting it could change what the file means. Leaving the file and saying why is the only safe answer.",
      triggering: [
        LoadingRules.header + "description: ↓&d Text\nslots:\n  - id: a\n    time: \"08:00\"\n    label: *d\n",
        LoadingRules.header + "description: ↓!!str Text\n",
        LoadingRules.header + "slots: ↓[a, # a comment\n  b]\n",
      ],
      nonTriggering: [
        LoadingRules.header + "description: Text\nslots:\n  - id: a  # the morning\n    time: \"08:00\"\n"
      ])
  ]
}
