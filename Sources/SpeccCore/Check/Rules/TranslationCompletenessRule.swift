import SpeccRuntime

/// Every shipped locale has every text, and every plural text exactly the categories its language has.
struct TranslationCompletenessRule: Rule {
  static let arabicPlurals =
    "    ar:\n      ↓templates.soon.body:\n        zero: \"بعد \u{2068}{{minutes}}\u{2069} دقيقة\"\n"
    + "        one: \"بعد دقيقة\"\n        two: \"بعد دقيقتين\"\n"
    + "        many: \"بعد \u{2068}{{minutes}}\u{2069} دقيقة\"\n        other: \"بعد \u{2068}{{minutes}}\u{2069} دقيقة\"\n"

  static let description = RuleDescription(
    id: "translation_complete", title: "Complete translations",
    summary:
      "Every locale in localization.locales translates every user-visible text of the spec; a text that uses its template's count token has, in every shipped locale (the source language included), exactly the plural categories CLDR gives its language (Plurals.categories), no fewer and no more.",
    rationale:
      "A missing translation falls back to another language in the middle of a localized app, and a missing plural form shows the wrong grammar (Arabic needs six forms: \"in 3 minutes\" and \"in 11 minutes\" differ). A form the language does not have is never chosen, so it is a mistake too. The categories are CLDR's, the data behind iOS's and Android's plural selection.",
    triggering: [
      TranslationKeysRule.example(translations: "    ↓fr:\n      templates.other: x\n"),
      TranslationKeysRule.example(
        locales: "[fr, ar]",
        translations: "    fr:\n      templates.soon.title: Bientôt\n    ar:\n      templates.soon.title: قريبًا\n",
        plurals: TranslationKeysRule.frenchPlurals + arabicPlurals),
      TranslationKeysRule.example(
        plurals: TranslationKeysRule.frenchPlurals + "        ↓two: \"Dans {{minutes}} minutes\"\n"),
      TranslationKeysRule.example(locales: "[↓fr]", translations: "", plurals: TranslationKeysRule.englishPlurals),
    ],
    nonTriggering: [
      TranslationKeysRule.example(),
      TranslationKeysRule.example(
        locales: "[fr, ar]",
        translations: "    fr:\n      templates.soon.title: Bientôt\n    ar:\n      templates.soon.title: قريبًا\n",
        plurals: TranslationKeysRule.frenchPlurals
          + arabicPlurals.replacingOccurrences(of: "↓", with: "")
          + "        few: \"بعد \u{2068}{{minutes}}\u{2069} دقائق\"\n"),
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard let localization = spec.localization else { return }
    let texts = TranslatableText.all(in: spec.spec)
    let source = localization.sourceLanguage.value
    var locales: [Located<String>] = [localization.sourceLanguage]
    var seen: Set<String> = [source]
    for locale in localization.locales where spec.locales[locale.value].isValid && seen.insert(locale.value).inserted {
      locales.append(locale)
    }
    guard spec.locales[source].isValid else { return }
    for locale in locales {
      let tag = locale.value
      let value = spec.locales[tag]
      let group = localization.translations.first { $0.locale.value == tag }
      let pluralGroup = localization.plurals.first { $0.locale.value == tag }
      let required = value.pluralCategories.map(\.rawValue)
      for text in texts where !text.unsure {
        // A text written but of the wrong shape: schema_type has reported it.
        let section = text.isPlural ? "plurals" : "translations"
        if spec.isInvalid(at: "spec.localization.\(section).\(tag).\(text.key)") { continue }
        if !text.isPlural {
          guard tag != source, localization.translation(text.key, locale: tag) == nil else { continue }
          sink.error(
            id, "\(tag) has no translation of '\(text.key)' (\(text.name)): add it under translations.\(tag)",
            at: group?.locale.mark ?? locale.mark)
          continue
        }
        let needed = tag == source ? required.filter { $0 != "other" } : required
        guard let entry = localization.plural(text.key, locale: tag) else {
          guard !needed.isEmpty else { continue }
          sink.error(
            id,
            "\(tag) has no plural forms of '\(text.key)' (\(text.name)): add \(needed.joined(separator: ", ")) under plurals.\(tag)",
            at: pluralGroup?.locale.mark ?? locale.mark)
          continue
        }
        let written = entry.forms.map(\.category.value)
        let missing = needed.filter { !written.contains($0) }
        if !missing.isEmpty {
          let all = required.joined(separator: ", ")
          sink.error(
            id,
            "the \(tag) forms of '\(text.key)' lack \(missing.joined(separator: ", ")): \(value.language) has the plural categories \(all) (CLDR)",
            at: entry.key.mark)
        }
        for form in entry.forms where !required.contains(form.category.value) {
          sink.error(
            id,
            "'\(form.category.value)' is not a plural category of \(tag): \(value.language) has \(required.joined(separator: ", ")) (CLDR), so this form is never shown",
            at: form.category.mark)
        }
      }
    }
  }
}

extension TranslatableText {
  /// How messages name the text: `title of template 'soon'`, `copy 'x'`.
  var name: String {
    let template = templateID.map { id in variantID.map { "variant '\($0)' of template '\(id)'" } ?? "template '\(id)'"
    }
    switch kind {
    case .templateTitle: return "title of \(template ?? "template")"
    case .templateBody: return "body of \(template ?? "template")"
    case .copy: return "copy"
    case .statusLabel: return "status label"
    case .actionTitle: return "action title"
    case .channelName: return "channel name"
    case .channelDescription: return "channel description"
    case .itemLabel: return "item label"
    }
  }
}
