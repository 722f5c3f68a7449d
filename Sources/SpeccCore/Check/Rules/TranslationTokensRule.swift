/// Every translation uses the tokens of the text it translates.
struct TranslationTokensRule: Rule {
  static let description = RuleDescription(
    id: "translation_tokens", title: "Tokens of translations",
    summary:
      "Every translation and plural form uses exactly the tokens of the text it translates, written as {{name}} of a declared token; only a plural form may leave out its count token (Arabic's one and two forms spell the number out).",
    rationale:
      "A token the translation lacks is a value the user never sees (the medicine's name in French); a token it adds, or misspells, renders as braces or as an empty value. The limits are proven with the source's tokens, so a translation with other tokens is not covered by them.",
    triggering: [
      TranslationKeysRule.example(translations: "    fr:\n      templates.soon.title: Bientôt ↓{{minutes}}\n"),
      TranslationKeysRule.example(
        translations: "    fr:\n      templates.soon.title: ↓\"Bientôt ↓{{nom}}\"\n",
        tokens: "  - id: name\n    kind: text\n    max_length: 10\n", title: "\"{{name}} soon\""),
      TranslationKeysRule.example(
        plurals: TranslationKeysRule.frenchPlurals.replacingOccurrences(
          of: "many: \"Dans {{minutes}} de minutes\"", with: "many: \"Dans ↓{{minute}} de minutes\"")),
    ],
    nonTriggering: [
      TranslationKeysRule.example(),
      TranslationKeysRule.example(
        plurals: TranslationKeysRule.frenchPlurals.replacingOccurrences(
          of: "one: \"Dans {{minutes}} minute\"", with: "one: \"Dans une minute\"")),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let known = spec.tokenNames
    for written in WrittenTranslation.all(in: spec.spec) {
      let source = TemplateText(written.text.source.value, known: known, at: written.text.source.mark)
      let expected = Set(source.tokens)
      let parsed = TemplateText(written.value.value, known: known, at: written.value.mark)
      let marks = spec.source.marks(ofScalars: parsed.problems.map(\.offset), in: written.value)
      for (problem, mark) in zip(parsed.problems, marks) {
        let suggestion = problem.suggestion.map { " (did you mean \(TemplateText.placeholder($0))?)" } ?? ""
        let what = problem.isUnknownName ? "is not a declared token" : "is not a token as written ({{name}})"
        sink.error(
          id, "\(problem.text) in the \(written.place) translation of '\(written.text.key)' \(what)\(suggestion)",
          at: mark, suggestion: problem.suggestion.map(TemplateText.placeholder))
      }
      let found = Set(parsed.tokens)
      let missing = expected.subtracting(found).filter { written.category == nil || $0 != written.text.count }
      if !missing.isEmpty {
        let names = missing.sorted().map(TemplateText.placeholder).joined(separator: ", ")
        sink.error(
          id,
          "the \(written.place) translation of '\(written.text.key)' lacks \(names), which the \(spec.localization?.sourceLanguage.value ?? "source") text has",
          at: written.value.mark)
      }
      let extra = found.subtracting(expected)
      // A source text that misspells a token (template_tokens reported it) is what is wrong,
      // not the translation that spells it right.
      guard !extra.isEmpty, !source.problems.contains(where: \.isUnknownName) else { continue }
      let offsets = TokenOffsets.of(in: written.value.value, where: extra.contains)
      for (offset, name) in offsets {
        sink.error(
          id,
          "the \(written.place) translation of '\(written.text.key)' uses \(TemplateText.placeholder(name)), which the source text does not",
          at: spec.source.mark(ofScalar: offset, in: written.value))
      }
    }
  }
}

/// Where tokens are written in a text, by scalar offset.
enum TokenOffsets {
  /// The offset of each occurrence of `{{name}}` for the names `isName` accepts, in text order.
  static func of(in text: String, where isName: (String) -> Bool) -> [(offset: Int, name: String)] {
    let scalars = Array(text.unicodeScalars)
    var result: [(Int, String)] = []
    var i = 0
    while i + 1 < scalars.count {
      if scalars[i] == "{" && scalars[i + 1] == "{" {
        var end = i + 2
        while end < scalars.count && scalars[end] != "}" && scalars[end] != "{" { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[(i + 2)..<end]))
        if end + 1 < scalars.count, scalars[end] == "}", scalars[end + 1] == "}", isName(name) {
          result.append((i, name))
          i = end + 2
          continue
        }
      }
      i += 1
    }
    return result
  }
}
