/// Which declared tokens the templates use: read by the token check and the code model (each
/// renderer takes the values of the tokens its template uses).
enum TokenUse {
  /// Names of the declared tokens some template or variant uses.
  static func used(by spec: Spec) -> Set<String> {
    let known = TokenNames(spec.tokens)
    return spec.templates.reduce(into: Set<String>()) { $0.formUnion(used(in: $1, known)) }
  }

  /// Names of the declared tokens `template` or one of its variants uses.
  static func used(in template: Template, _ spec: Spec) -> Set<String> { used(in: template, TokenNames(spec.tokens)) }

  /// Names of the declared tokens (`known`) `template` or one of its variants uses.
  static func used(in template: Template, _ known: TokenNames) -> Set<String> {
    var used = Set<String>()
    for text in [template.title, template.body] + template.variants.flatMap({ [$0.title, $0.body] }) {
      let parsed = TemplateText(text.value, known: known, at: text.mark)
      used.formUnion(parsed.tokens)
      // A misspelt use (`{{Date}}` for `date`) is template_tokens' error, not an unused token too.
      used.formUnion(parsed.problems.compactMap(\.suggestion))
    }
    return used
  }
}
