/// Templates use only the known tokens, written exactly.
struct TemplateTokensRule: Rule {
  static let description = RuleDescription(
    id: "template_tokens", title: "Known template tokens",
    summary: "Templates use only {{headline}}, {{summary}}, {{date}} and {{time}}, written exactly like that.",
    rationale:
      "An unknown or malformed token is not filled in: the user would read the braces. The error points at the token itself.",
    triggering: [
      LoadingRules.header
        + "templates:\n  - id: t\n    title: News - ↓{{Headline}}\n    body: \"On ↓{{ date }}: ↓{{summary}\"\n",
      LoadingRules.header
        + "templates:\n  - id: t\n    title: 'It''s ↓{{tiem}}'\n    body: \"\\u00e9t\\u00e9 ↓{{ headline }\"\n",
      LoadingRules.header + "templates:\n  - id: t\n    title: ↓|\n      {{headline}} {{author}}\n    body: ok ↓}}\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "templates:\n  - id: t\n    title: \"{{headline}} – {{date}} {{time}}\"\n    body: \"{{summary}} {not a token}\"\n"
    ])

  static func check(_ spec: Spec, into sink: inout DiagnosticSink) {
    for template in spec.templates {
      for text in [template.title, template.body] {
        let problems = TemplateText(text.value).problems
        let marks = spec.source.marks(ofScalars: problems.map(\.offset), in: text)
        for (problem, mark) in zip(problems, marks) {
          sink.error(id, message(problem), at: mark)
        }
      }
    }
  }

  private static func message(_ problem: TemplateText.Problem) -> String {
    let known = TemplateToken.allCases.map(\.placeholder).joined(separator: ", ")
    let what = problem.isUnknownName ? "unknown token" : "malformed token"
    let fix = problem.suggestion.map { "; did you mean '\($0.placeholder)'?" } ?? "; the known tokens are \(known)"
    return "\(what) '\(problem.text)'\(fix)"
  }
}
