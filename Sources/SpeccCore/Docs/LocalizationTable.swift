import SpeccRuntime

/// The languages the spec ships: per locale its CLDR plural categories and how complete its
/// translations are (what `translation_complete` checks), with the keys still missing.
enum LocalizationTable {
  /// Keys listed per locale before "and N more".
  static let listedMissing = 5

  static func table(_ spec: Spec, _ localization: Localization) -> MarkdownTable {
    var table = MarkdownTable(
      ["Locale", "Plural categories (CLDR)", "Translations", "Plural texts", "Missing"],
      alignments: [.left, .left, .right, .right, .left])
    let texts = TranslatableText.all(in: spec)
    let single = texts.filter { !$0.isPlural }
    let plural = texts.filter(\.isPlural)
    let source = localization.sourceLanguage.value
    var seen: Set<String> = []
    for locale in localization.shipped where seen.insert(locale).inserted {
      let categories = Plurals.categories(locale: locale).map(\.rawValue)
      var missing: [String] = []
      var translated = 0
      for text in single {
        if locale == source || localization.translation(text.key, locale: locale) != nil {
          translated += 1
        } else {
          missing.append(MarkdownTable.code(text.key))
        }
      }
      var complete = 0
      for text in plural {
        let needed = locale == source ? categories.filter { $0 != "other" } : categories
        let written = Set(localization.plural(text.key, locale: locale)?.forms.map(\.category.value) ?? [])
        if needed.allSatisfy(written.contains) {
          complete += 1
        } else {
          missing.append(
            MarkdownTable.code(text.key) + " (" + needed.filter { !written.contains($0) }.joined(separator: ", ") + ")")
        }
      }
      var listed = missing.prefix(listedMissing).joined(separator: ", ")
      if missing.count > listedMissing { listed += ", and \(missing.count - listedMissing) more" }
      table.append([
        MarkdownTable.code(locale) + (locale == source ? " (source)" : ""), categories.joined(separator: ", "),
        locale == source ? "\(single.count)/\(single.count) (the spec's own)" : "\(translated)/\(single.count)",
        "\(complete)/\(plural.count)", missing.isEmpty ? "none" : listed,
      ])
    }
    return table
  }

  static func section(_ spec: Spec) -> DocSection? {
    let texts = TranslatableText.all(in: spec)
    guard !texts.isEmpty else { return nil }
    guard let localization = spec.localization else {
      return DocSection(
        key: "localization", title: "Localization",
        body:
          "One language: the spec has no `localization` section, so its \(texts.count) user-visible texts ship as written.\n"
      )
    }
    let intro =
      "Written in " + MarkdownTable.code(localization.sourceLanguage.value) + "; shipped in "
      + localization.shipped.map(MarkdownTable.code).joined(separator: ", ")
      + ". A text that varies with a count needs every plural category of each language (the source language's `other` is the text itself)."
    return .table("localization", "Localization", table(spec, localization), intro: intro)
  }
}
