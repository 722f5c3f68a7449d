/// Every locale, string key and plural form of `localization:` names something the spec has.
struct TranslationKeysRule: Rule {
  /// A spec with one count template, English and French: the base of the translation rules' examples.
  static func example(
    locales: String = "[fr]", count: String = "minutes",
    translations: String = "    fr:\n      templates.soon.title: Bientôt\n",
    plurals: String = TranslationKeysRule.frenchPlurals, tokens: String = "", title: String = "Starting soon",
    overflow: String = ""
  ) -> String {
    LoadingRules.header + "tokens:\n  - id: minutes\n    kind: number\n    max_length: 3\n" + tokens
      + "templates:\n  - id: soon\n    count: \(count)\n    title: \(title)\n    body: \"In {{minutes}} minutes\"\n"
      + overflow
      + "localization:\n  source_language: en\n  locales: \(locales)\n  translations:\n" + translations
      + (plurals.isEmpty ? "" : "  plurals:\n" + plurals)
  }

  static let englishPlurals = "    en:\n      templates.soon.body:\n        one: \"In {{minutes}} minute\"\n"
  static let frenchPlurals =
    englishPlurals
    + "    fr:\n      templates.soon.body:\n        one: \"Dans {{minutes}} minute\"\n"
    + "        many: \"Dans {{minutes}} de minutes\"\n        other: \"Dans {{minutes}} minutes\"\n"

  static let description = RuleDescription(
    id: "translation_keys", title: "Translation keys and locales",
    summary:
      "localization names well-formed BCP 47 tags, each once; translations and plurals are keyed by shipped locales and by the string keys of texts the spec has (templates.<id>.title, copy.<id>, …); a text that uses its template's count token has plural forms, any other text a translation; a template's count is a declared number token.",
    rationale:
      "A translation under a misspelt key or locale is never shown: the app falls back to another language without a word. Keys are the interchange format's keys (.xcstrings, strings.xml), so they must name what the spec has.",
    triggering: [
      example(translations: "    fr:\n      ↓templates.son.title: Bientôt\n      templates.soon.title: Bientôt\n"),
      example(
        translations: "    fr:\n      templates.soon.title: Bientôt\n    ↓de:\n      templates.soon.title: Bald\n"),
      example(
        translations:
          "    fr:\n      templates.soon.title: Bientôt\n      ↓templates.soon.body: Dans {{minutes}} minutes\n"),
      example(
        plurals: frenchPlurals + "      ↓templates.soon.title:\n        one: Bientôt\n        other: Bientôt\n"),
      example(locales: "[fr, ↓en, ↓Fr]"),
      example(count: "↓minute", plurals: ""),
      example(
        plurals: "    en:\n      templates.soon.body:\n        one: \"In {{minutes}} minute\"\n        ↓other: x\n"
          + String(frenchPlurals.dropFirst(englishPlurals.count))),
    ],
    nonTriggering: [
      example(),
      example(
        locales: "[fr-CA, fr]",
        translations: "    fr:\n      templates.soon.title: Bientôt\n    fr-CA:\n      templates.soon.title: Bientôt\n",
        plurals: frenchPlurals
          + String(frenchPlurals.dropFirst(englishPlurals.count)).replacingOccurrences(
            of: "    fr:", with: "    fr-CA:")),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    countTokens(spec.spec, &sink)
    guard let localization = spec.localization else { return }
    let source = localization.sourceLanguage
    if !spec.locales[source.value].isValid {
      sink.error(
        id, "source_language '\(source.value)' is not a BCP 47 language tag such as en or pt-BR", at: source.mark)
    }
    var seen: Set<String> = [source.value]
    for locale in localization.locales {
      if !spec.locales[locale.value].isValid {
        sink.error(
          id, "locale '\(locale.value)' is not a BCP 47 language tag such as fr, fr-CA or zh-Hant (lowercase language)",
          at: locale.mark)
      } else if !seen.insert(locale.value).inserted {
        let what = locale.value == source.value ? "the source language" : "listed before"
        sink.error(id, "locale '\(locale.value)' is \(what); list each locale once", at: locale.mark)
      }
    }
    let shipped = localization.shipped
    let shippedSet = Set(shipped)
    let texts = TranslatableText.all(in: spec.spec)
    let byKey = Dictionary(texts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let keys = texts.map(\.key)
    func locale(_ locale: Located<String>, in section: String) -> Bool {
      guard shippedSet.contains(locale.value) else {
        let guess = Suggest.closest(to: locale.value, in: shipped)
        let suggestion = guess.map { " (did you mean '\($0)'?)" } ?? ""
        sink.error(
          id,
          "\(section) has unknown locale '\(locale.value)'\(suggestion): the spec ships \(shipped.joined(separator: ", ")) (source_language and locales)",
          at: locale.mark, suggestion: guess)
        return false
      }
      return true
    }
    // Suggestions cost a scan of every key: the first ten unknown keys get one (a hostile spec has 100,000).
    var suggestions = 10
    // The keys of an item the schema refused (a channel without its name) are its, not
    // unknown: schema_required has reported the item once.
    var refused: [String]? = nil
    func unknown(_ key: Located<String>, _ where_: String) {
      if refused == nil { refused = refusedPrefixes(spec) }
      if let refused, refused.contains(where: { TranslationKeyPrefix.key(key.value, isUnder: $0) }) { return }
      suggestions -= 1
      let guess = suggestions < 0 ? nil : Suggest.closest(to: key.value, in: keys)
      let suggestion = guess.map { " (did you mean '\($0)'?)" } ?? ""
      sink.error(
        id, "\(where_) has unknown string key '\(key.value)'\(suggestion): no text of the spec has this key",
        at: key.mark, suggestion: guess)
    }
    for group in localization.translations where locale(group.locale, in: "translations") {
      for entry in group.entries {
        guard let text = byKey[entry.key.value] else {
          unknown(entry.key, "translations.\(group.locale.value)")
          continue
        }
        if group.locale.value == source.value {
          sink.error(
            id,
            "translations.\(source.value) translates '\(entry.key.value)' into the source language: the spec's own text is the \(source.value) text; edit it there",
            at: entry.key.mark)
        } else if let count = text.count, !text.unsure {
          sink.error(
            id,
            "'\(entry.key.value)' uses the count token \(TemplateText.placeholder(count)): write its forms under plurals.\(group.locale.value), one per plural category",
            at: entry.key.mark)
        }
      }
    }
    for group in localization.plurals where locale(group.locale, in: "plurals") {
      for entry in group.entries {
        guard let text = byKey[entry.key.value] else {
          unknown(entry.key, "plurals.\(group.locale.value)")
          continue
        }
        guard text.isPlural || text.unsure else {
          let why =
            text.templateID == nil
            ? "only template texts that use their template's count token have plural forms"
            : "it does not use its template's count token"
          sink.error(
            id,
            "'\(entry.key.value)' has no plural forms (\(why)): write it under translations.\(group.locale.value)",
            at: entry.key.mark)
          continue
        }
        if group.locale.value == source.value, let other = entry.forms.first(where: { $0.category.value == "other" }) {
          sink.error(
            id,
            "the source language's 'other' form of '\(entry.key.value)' is the spec's own text; remove it here",
            at: other.category.mark)
        }
      }
    }
  }

  /// The key prefixes of the items declared in the spec's text that the decoder did not keep
  /// (the schema reported them).
  static func refusedPrefixes(_ spec: ResolvedSpec) -> [String] {
    let sections = spec.spec.sections
    var decoded: [String: Set<String>] = [:]
    for kind in sections.idKinds {
      decoded[kind.schema.name, default: []].formUnion(kind.groups(spec.spec).flatMap { $0.ids.map(\.value) })
    }
    return spec.symbols.declarations.compactMap { declaration in
      guard decoded[declaration.kind]?.contains(declaration.id.value) == false else { return nil }
      return TranslationKeyPrefix.of(
        kind: declaration.kind, id: declaration.id.value, scope: declaration.scope, sections: sections)
    }
  }

  /// A template's `count` names a declared number token, and needs a `localization` (its plural
  /// forms are the source language's).
  private static func countTokens(_ spec: Spec, _ sink: inout DiagnosticSink) {
    for template in spec.templates {
      guard let count = template.count else { continue }
      guard let token = spec[count] else {
        let guess = Suggest.closest(to: count.value, in: spec.tokens.map(\.id.value))
        let suggestion = guess.map { " (did you mean '\($0)'?)" } ?? ""
        sink.error(
          id, "count of template '\(template.id.value)' names '\(count.value)', which is not a token\(suggestion)",
          at: count.mark, suggestion: guess)
        continue
      }
      if token.kind.value != .number {
        sink.error(
          id,
          "count of template '\(template.id.value)' names '\(count.value)', a \(token.kind.value.rawValue) token: a count is a number token (an integer)",
          at: count.mark)
      } else if spec.localization == nil {
        sink.error(
          id,
          "template '\(template.id.value)' has a count but the spec has no localization: its plural forms are the source_language's",
          at: count.mark)
      }
    }
  }
}
