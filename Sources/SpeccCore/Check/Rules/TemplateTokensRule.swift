/// Templates use only the tokens the spec declares, written exactly.
struct TemplateTokensRule: Rule {
  /// A small `tokens:` section for the examples.
  static let tokens =
    "tokens:\n  - id: medicine\n    kind: text\n    max_length: 40\n  - id: dose\n    kind: text\n    max_length: 20\n"
    + "  - id: time\n    kind: time\n    format: HH:mm\n"

  static let description: RuleDescription = {
    var description = RuleDescription(
      id: "template_tokens", title: "Declared template tokens",
      summary:
        "Templates (and their variants) use only the tokens the spec declares under tokens, written exactly as {{name}}.",
      rationale:
        "An unknown or malformed token is not filled in: the user would read the braces. The error points at the token itself and suggests the declared token it was probably meant to be.",
      triggering: [
        LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: Take ↓{{Medicine}}\n    body: \"At ↓{{ time }}: ↓{{dose}\"\n",
        LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: 'It''s ↓{{tiem}}'\n    body: \"\\u00e9t\\u00e9 ↓{{ dose }\"\n",
        LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: ↓|\n      {{medicine}} {{refill}}\n    body: ok ↓}}\n",
        LoadingRules.header
          + "templates:\n  - id: t\n    title: Take ↓{{medicine}}\n    body: b\n",
        LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: \"{{medicine}}\"\n    body: b\n"
          + "    variants:\n      - id: short\n        title: \"↓{{medecine}}\"\n        body: b\n",
      ],
      nonTriggering: [
        LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: \"{{medicine}} – {{dose}} at {{time}}\"\n    body: \"{{dose}} {not a token}\"\n"
      ])
    description.fixes = [
      FixExample(
        before: LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: \"{{Medicine}}\"\n    body: \"{{ dose }}\"\n",
        after: LoadingRules.header + tokens
          + "templates:\n  - id: t\n    title: \"{{medicine}}\"\n    body: \"{{dose}}\"\n")
    ]
    return description
  }()

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let known = spec.tokenNames.names
    // Every title and body was parsed once, by the template analyses.
    for analysis in spec.templateAnalyses.all where !analysis.titleProblems.isEmpty || !analysis.bodyProblems.isEmpty {
      for (text, problems) in [
        (analysis.title.text, analysis.titleProblems), (analysis.body.text, analysis.bodyProblems),
      ]
      where !problems.isEmpty {
        let marks = spec.source.marks(ofScalars: problems.map(\.offset), in: text)
        for (problem, mark) in zip(problems, marks) {
          sink.error(
            id, message(problem, known), at: mark, fix: fix(problem),
            suggestion: problem.suggestion.map(TemplateText.placeholder))
        }
      }
    }
  }

  /// `{{Medicine}}` or `{{ medicine }}` for the declared `medicine`: only case and spaces differ.
  private static func fix(_ problem: TemplateText.Problem) -> Fix? {
    guard let suggestion = problem.suggestion else { return nil }
    let wanted = TemplateText.placeholder(suggestion)
    let squeezed = problem.text.filter { $0 != " " }.lowercased()
    return squeezed == wanted.lowercased() ? Fix(old: problem.text, new: wanted) : nil
  }

  private static func message(_ problem: TemplateText.Problem, _ known: [String]) -> String {
    let what = problem.isUnknownName ? "unknown token" : "malformed token"
    if let suggestion = problem.suggestion {
      return "\(what) '\(problem.text)'; did you mean '\(TemplateText.placeholder(suggestion))'?"
    }
    if known.isEmpty {
      return
        "\(what) '\(problem.text)'; the spec declares no tokens (declare it under tokens with its kind and longest value)"
    }
    let list = known.prefix(20).map(TemplateText.placeholder).joined(separator: ", ")
    return "\(what) '\(problem.text)'; the declared tokens are \(list)\(known.count > 20 ? ", …" : "")"
  }
}
