/// Writes translations back into a spec: its `localization` section in canonical form.
extension StringsInterchange {
  /// `text` (the spec's file) with its `localization` section rewritten to hold the spec's
  /// translations overlaid with `imported`; nil when the spec has no `localization` section.
  ///
  /// The canonical form: `source_language`, `locales` as a flow list, `translations` then
  /// `plurals`, locales in shipped order, keys in the spec's order of its texts (unknown keys
  /// kept after them, as written), plural categories in CLDR order (zero … other), every text
  /// written as `specc format` writes them (quoted only where YAML needs it; invisible,
  /// bidirectional and control characters as `\uXXXX`). An import that changes no text returns
  /// `text` as it is.
  /// Comments inside the section are not kept; the rest of the file is untouched.
  static func rewrite(_ text: String, spec: ResolvedSpec, imported: [Entry]) -> String? {
    guard let localization = spec.localization,
      let range = sectionLines(text)
    else { return nil }
    let source = localization.sourceLanguage.value
    let order = TranslatableText.all(in: spec.spec).map(\.key)
    let plural = Set(TranslatableText.all(in: spec.spec).filter(\.isPlural).map(\.key))
    // Each locale's keys in the order written, and their texts (or forms) by key.
    var translationKeys: [String: [String]] = [:]
    var translationTexts: [String: [String: String]] = [:]
    var pluralKeys: [String: [String]] = [:]
    var pluralForms: [String: [String: [String: String]]] = [:]
    func setTranslation(_ locale: String, _ key: String, _ value: String) {
      if translationTexts[locale]?[key] == nil { translationKeys[locale, default: []].append(key) }
      translationTexts[locale, default: [:]][key] = value
    }
    func setForm(_ locale: String, _ key: String, _ category: String, _ value: String) {
      if pluralForms[locale]?[key] == nil { pluralKeys[locale, default: []].append(key) }
      pluralForms[locale, default: [:]][key, default: [:]][category] = value
    }
    for group in localization.translations {
      for entry in group.entries where translationTexts[group.locale.value]?[entry.key.value] == nil {
        setTranslation(group.locale.value, entry.key.value, entry.text.value)
      }
    }
    for group in localization.plurals {
      for entry in group.entries where pluralForms[group.locale.value]?[entry.key.value] == nil {
        var forms: [String: String] = [:]
        for form in entry.forms where forms[form.category.value] == nil { forms[form.category.value] = form.text.value }
        pluralKeys[group.locale.value, default: []].append(entry.key.value)
        pluralForms[group.locale.value, default: [:]][entry.key.value] = forms
      }
    }
    let before = (translationTexts, pluralForms)
    for entry in imported {
      if let category = entry.category {
        guard plural.contains(entry.key), !(entry.locale == source && category == "other") else { continue }
        setForm(entry.locale, entry.key, category, entry.value)
      } else {
        guard entry.locale != source, !plural.contains(entry.key) else { continue }
        setTranslation(entry.locale, entry.key, entry.value)
      }
    }
    // An import that brings nothing new changes nothing (a section in another layout included).
    if before.0 == translationTexts && before.1 == pluralForms { return text }
    // Keys in the spec's order of its texts; keys it does not have after them, as written.
    let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    func sorted(_ keys: [String]) -> [String] {
      keys.enumerated().sorted {
        (position[$0.element] ?? order.count + $0.offset) < (position[$1.element] ?? order.count + $1.offset)
      }.map(\.element)
    }
    func localeOrder(_ locales: some Collection<String>) -> [String] {
      let shipped = Dictionary(localization.shipped.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      return locales.sorted { (shipped[$0] ?? shipped.count, $0) < (shipped[$1] ?? shipped.count, $1) }
    }
    var lines = ["localization:", "  source_language: \(source)"]
    if !localization.locales.isEmpty {
      lines.append("  locales: [" + localization.locales.map(\.value).joined(separator: ", ") + "]")
    }
    let translated = localeOrder(translationKeys.keys)
    if !translated.isEmpty {
      lines.append("  translations:")
      for locale in translated {
        lines.append("    \(locale):")
        for key in sorted(translationKeys[locale] ?? []) {
          lines.append("      \(key): \(yamlQuoted(translationTexts[locale]?[key] ?? ""))")
        }
      }
    }
    let pluralized = localeOrder(pluralKeys.keys)
    if !pluralized.isEmpty {
      lines.append("  plurals:")
      for locale in pluralized {
        lines.append("    \(locale):")
        for key in sorted(pluralKeys[locale] ?? []) {
          lines.append("      \(key):")
          let forms = pluralForms[locale]?[key] ?? [:]
          let categories = SpecSchema.pluralCategories
          for category in forms.keys.sorted(by: {
            (categories.firstIndex(of: $0) ?? 6, $0) < (categories.firstIndex(of: $1) ?? 6, $1)
          }) {
            lines.append("        \(category): \(yamlQuoted(forms[category] ?? ""))")
          }
        }
      }
    }
    var all = text.components(separatedBy: "\n")
    all.replaceSubrange(range, with: lines)
    return all.joined(separator: "\n")
  }

  /// The lines (0-based, half-open) of the top-level `localization:` key and its indented body:
  /// up to the last indented, non-blank line before the next top-level line.
  static func sectionLines(_ text: String) -> Range<Int>? {
    let lines = text.components(separatedBy: "\n")
    guard
      let start = lines.firstIndex(where: {
        $0 == "localization:" || $0.hasPrefix("localization: #") || $0.hasPrefix("localization:  ")
      })
    else { return nil }
    var end = start + 1
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      if let first = line.first, first != " ", first != "\t" { break }
      if !line.trimmingCharacters(in: .whitespaces).isEmpty { end = index + 1 }
      index += 1
    }
    return start..<end
  }

  /// A text as `specc format` writes a quoted scalar (`FormatScalars`): plain where every YAML
  /// reader reads the plain text as the same string, else quoted, with control, invisible and
  /// bidirectional formatting characters as `\uXXXX`. Import and format write one form.
  static func yamlQuoted(_ text: String) -> String {
    FormatScalars.render(text, style: .doubleQuoted, flow: false) ?? FormatScalars.doubleQuoted(text)
  }
}
