/// Writes translations back into a spec: its `localization` section in canonical form.
extension StringsInterchange {
  /// `text` (the spec's file) with its `localization` section rewritten to hold the spec's
  /// translations overlaid with `imported`; nil when the spec has no `localization` section.
  ///
  /// The canonical form: `source_language`, `locales` as a flow list, `translations` then
  /// `plurals`, locales in shipped order, keys in the spec's order of its texts (unknown keys
  /// kept after them, as written), plural categories in CLDR order (zero … other), every text
  /// double-quoted with YAML escapes (invisible bidirectional and control characters as `\uXXXX`).
  /// Comments inside the section are not kept; the rest of the file is untouched.
  static func rewrite(_ text: String, spec: Spec, imported: [Entry]) -> String? {
    guard let localization = spec.localization,
      let range = sectionLines(text)
    else { return nil }
    let source = localization.sourceLanguage.value
    let order = TranslatableText.all(in: spec).map(\.key)
    let plural = Set(TranslatableText.all(in: spec).filter(\.isPlural).map(\.key))
    var translations: [String: [(String, String)]] = [:]
    var plurals: [String: [(String, [(String, String)])]] = [:]
    for group in localization.translations {
      translations[group.locale.value] = group.entries.map { ($0.key.value, $0.text.value) }
    }
    for group in localization.plurals {
      plurals[group.locale.value] = group.entries.map { entry in
        (entry.key.value, entry.forms.map { ($0.category.value, $0.text.value) })
      }
    }
    for entry in imported {
      if let category = entry.category {
        guard plural.contains(entry.key), !(entry.locale == source && category == "other") else { continue }
        var keys = plurals[entry.locale] ?? []
        var forms = keys.first { $0.0 == entry.key }?.1 ?? []
        forms.removeAll { $0.0 == category }
        forms.append((category, entry.value))
        if let index = keys.firstIndex(where: { $0.0 == entry.key }) {
          keys[index].1 = forms
        } else {
          keys.append((entry.key, forms))
        }
        plurals[entry.locale] = keys
      } else {
        guard entry.locale != source, !plural.contains(entry.key) else { continue }
        var keys = translations[entry.locale] ?? []
        if let index = keys.firstIndex(where: { $0.0 == entry.key }) {
          keys[index].1 = entry.value
        } else {
          keys.append((entry.key, entry.value))
        }
        translations[entry.locale] = keys
      }
    }
    func sortedKeys<T>(_ pairs: [(String, T)]) -> [(String, T)] {
      let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      return pairs.enumerated().sorted {
        let a = position[$0.element.0] ?? order.count + $0.offset
        let b = position[$1.element.0] ?? order.count + $1.offset
        return a < b
      }.map(\.element)
    }
    func localeOrder(_ locales: some Collection<String>) -> [String] {
      let shipped = localization.shipped
      return locales.sorted {
        (shipped.firstIndex(of: $0) ?? shipped.count, $0) < (shipped.firstIndex(of: $1) ?? shipped.count, $1)
      }
    }
    var lines = ["localization:", "  source_language: \(source)"]
    if !localization.locales.isEmpty {
      lines.append("  locales: [" + localization.locales.map(\.value).joined(separator: ", ") + "]")
    }
    let translated = localeOrder(translations.keys).filter { !(translations[$0] ?? []).isEmpty }
    if !translated.isEmpty {
      lines.append("  translations:")
      for locale in translated {
        lines.append("    \(locale):")
        for (key, value) in sortedKeys(translations[locale] ?? []) {
          lines.append("      \(key): \(yamlQuoted(value))")
        }
      }
    }
    let pluralized = localeOrder(plurals.keys).filter { !(plurals[$0] ?? []).isEmpty }
    if !pluralized.isEmpty {
      lines.append("  plurals:")
      for locale in pluralized {
        lines.append("    \(locale):")
        for (key, forms) in sortedKeys(plurals[locale] ?? []) {
          lines.append("      \(key):")
          let categories = SpecSchema.pluralCategories
          for (category, value) in forms.sorted(by: {
            (categories.firstIndex(of: $0.0) ?? 6) < (categories.firstIndex(of: $1.0) ?? 6)
          }) {
            lines.append("        \(category): \(yamlQuoted(value))")
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

  /// A YAML double-quoted scalar: `\\`, `\"`, `\n`, `\t`, and control, invisible and
  /// bidirectional formatting characters as `\uXXXX`.
  static func yamlQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        let v = scalar.value
        let invisible =
          v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x061C || (0x200B...0x200F).contains(v)
          || (0x2028...0x202E).contains(v) || (0x2060...0x2069).contains(v) || v == 0xFEFF
        if invisible {
          let hex = String(v, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
