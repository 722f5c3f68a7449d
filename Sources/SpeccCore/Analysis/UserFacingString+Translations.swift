/// The translations of the user-facing strings (`localization:`), as strings copy rules judge.
extension UserFacingString {
  /// The string key of the text (`TranslatableText.key`): `copy.x`, `templates.t.title`, ….
  var key: String {
    let template = "templates.\(id)" + (variant.map { ".variants.\($0)" } ?? "")
    switch source {
    case .copy: return "copy.\(id)"
    case .statusLabel: return "status_labels.\(id)"
    case .templateTitle: return template + ".title"
    case .templateBody: return template + ".body"
    case .actionTitle: return "categories.\(owner ?? "").actions.\(id)"
    case .channelName: return "channels.\(id).name"
    case .channelDescription: return "channels.\(id).description"
    case .prayerName: return "prayers.\(id).name"
    case .slotLabel: return "slots.\(id).label"
    }
  }

  /// Every user-facing string of `spec` and every translation and plural form of each (the
  /// source language's plural forms included), a translation right after the spec's own text
  /// and judged like it: same kind, id, platform and context; a template's worst case counted on
  /// the translation's own text.
  static func allWithTranslations(in spec: Spec, templates: TemplateAnalyses) -> [UserFacingString] {
    let own = all(in: spec, templates: templates)
    let written = WrittenTranslation.all(in: spec)
    guard !written.isEmpty else { return own }
    var byKey: [String: [WrittenTranslation]] = [:]
    for translation in written { byKey[translation.text.key, default: []].append(translation) }
    var result: [UserFacingString] = []
    var seen: Set<String> = []
    for string in own {
      result.append(string)
      // A key with several strings (a repeated id) gets its translations once.
      guard seen.insert(string.key).inserted else { continue }
      for translation in byKey[string.key] ?? [] {
        var translated = string
        translated.text = translation.value
        translated.locale = translation.locale
        translated.category = translation.category
        if let field = string.rendered {
          // Rendered as the wording it translates is: the same escaping and placeholder.
          translated.rendered = TemplateAnalysis.field(
            field.name, translation.value, limit: field.limit, unit: field.unit, costs: field.tokenCosts)
        }
        result.append(translated)
      }
    }
    return result
  }

  /// The language tag of the text: its translation's locale, or the spec's source language
  /// (nil when the spec declares none).
  func language(in spec: Spec) -> String? { locale ?? spec.localization?.sourceLanguage.value }
}

extension CopyRule {
  /// Whether the rule judges text in `language`: every language when it names none; a language
  /// subtag (`fr`) matches its regional tags (`fr-CA`), a full tag only itself. Text of a spec
  /// without `localization` has no language, and a rule naming languages does not judge it.
  func judges(language: String?) -> Bool {
    guard let languages else { return true }
    guard let language else { return false }
    let tag = language.replacingOccurrences(of: "_", with: "-").lowercased()
    return languages.contains { wanted in
      let want = wanted.value.replacingOccurrences(of: "_", with: "-").lowercased()
      return tag == want || tag.hasPrefix(want + "-")
    }
  }
}
