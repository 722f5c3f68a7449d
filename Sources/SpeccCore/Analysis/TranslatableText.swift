import SpeccRuntime

/// One user-visible text of a spec that can be translated, with its stable key.
struct TranslatableText: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable {
    case templateTitle, templateBody, copy, statusLabel, actionTitle, channelName, channelDescription, itemLabel
  }
  /// `templates.dose_due.title`, `copy.android_prompt`, `categories.DOSE.actions.TAKEN`.
  var key: String
  var kind: Kind
  /// The text in the source language, as written in the spec.
  var source: Located<String>
  /// A template's text: the template's id (its tokens, limits and count come from it).
  var templateID: String? = nil
  /// A template variant's text: the variant's id.
  var variantID: String? = nil
  /// The count token the text varies with (a template's `count` used in this text), if any.
  var count: String? = nil

  /// The text of a template with a count names a token the spec does not declare
  /// (template_tokens reported it): whether it uses the count is not known, so whether it has
  /// plural forms or one translation is not judged (one mistake, one diagnostic).
  var unsure = false

  /// True when the text has a form per plural category.
  var isPlural: Bool { count != nil }

  /// Every translatable text of `spec`, in section order.
  static func all(in spec: Spec) -> [TranslatableText] {
    var texts: [TranslatableText] = []
    var known: TokenNames?
    for template in spec.templates {
      // Only a declared number token selects plural forms (translation_keys reports any other).
      let count = spec[template.count]?.kind.value == .number ? template.count?.value : nil
      func add(_ field: String, _ kind: Kind, _ text: Located<String>, variant: String?) {
        let prefix = "templates.\(template.id.value)" + (variant.map { ".variants.\($0)" } ?? "")
        let uses = count.map { text.value.contains(TemplateText.placeholder($0)) } ?? false
        // Only a text that could use the count and does not is parsed for a misspelt token.
        var unsure = false
        if count != nil && !uses && text.value.contains("{{") {
          let names = known ?? TokenNames(spec.tokens)
          known = names
          unsure = TemplateText(text.value, known: names, at: text.mark).problems.contains(where: \.isUnknownName)
        }
        texts.append(
          TranslatableText(
            key: "\(prefix).\(field)", kind: kind, source: text, templateID: template.id.value, variantID: variant,
            count: uses ? count : nil, unsure: unsure))
      }
      add("title", .templateTitle, template.title, variant: nil)
      add("body", .templateBody, template.body, variant: nil)
      for variant in template.variants {
        add("title", .templateTitle, variant.title, variant: variant.id.value)
        add("body", .templateBody, variant.body, variant: variant.id.value)
      }
    }
    texts += spec.copy.map { TranslatableText(key: "copy.\($0.id.value)", kind: .copy, source: $0.text) }
    texts += spec.statusLabels.map {
      TranslatableText(key: "status_labels.\($0.id.value)", kind: .statusLabel, source: $0.label)
    }
    for category in spec.categories {
      texts += category.actions.map {
        TranslatableText(
          key: "categories.\(category.id.value).actions.\($0.id.value)", kind: .actionTitle, source: $0.title)
      }
    }
    for channel in spec.channels {
      texts.append(TranslatableText(key: "channels.\(channel.id.value).name", kind: .channelName, source: channel.name))
      if let description = channel.description {
        texts.append(
          TranslatableText(
            key: "channels.\(channel.id.value).description", kind: .channelDescription, source: description))
      }
    }
    texts += spec.prayers.map {
      TranslatableText(key: "prayers.\($0.id.value).name", kind: .itemLabel, source: $0.name)
    }
    texts += spec.slots.compactMap { slot in
      slot.labelText.map { TranslatableText(key: "slots.\(slot.id.value).label", kind: .itemLabel, source: $0) }
    }
    var seen: Set<String> = []
    return texts.filter { seen.insert($0.key).inserted }
  }
}

/// One written translation of a known text in a shipped locale: a `translations` entry, or one
/// form of a `plurals` entry (the source language's forms included).
struct WrittenTranslation: Sendable, Hashable {
  var text: TranslatableText
  var locale: String
  /// The plural category of a form; nil for a translation.
  var category: String?
  var value: Located<String>

  /// `fr`, `ar (few)`: how messages name where it is.
  var place: String { category.map { "\(locale) (\($0))" } ?? locale }

  /// Every translation and plural form of `spec` whose key, locale and kind are right (what
  /// `translation_keys` reports is left out), in spec order.
  static func all(in spec: Spec) -> [WrittenTranslation] {
    guard let localization = spec.localization else { return [] }
    let shipped = Set(localization.shipped)
    let source = localization.sourceLanguage.value
    let texts = Dictionary(
      TranslatableText.all(in: spec).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var result: [WrittenTranslation] = []
    for group in localization.translations where shipped.contains(group.locale.value) && group.locale.value != source {
      for entry in group.entries {
        guard let text = texts[entry.key.value], !text.isPlural else { continue }
        result.append(WrittenTranslation(text: text, locale: group.locale.value, value: entry.text))
      }
    }
    for group in localization.plurals where shipped.contains(group.locale.value) {
      for entry in group.entries {
        guard let text = texts[entry.key.value], text.isPlural else { continue }
        for form in entry.forms where !(group.locale.value == source && form.category.value == "other") {
          result.append(
            WrittenTranslation(text: text, locale: group.locale.value, category: form.category.value, value: form.text))
        }
      }
    }
    return result
  }
}

/// Where the string keys of a declared item start: `channels.breaks` for channel `breaks`,
/// `categories.BREAK.actions.START` for an action of category `BREAK`, read from the schema (a
/// top-level list section and the list field of the enclosing item), so every kind of id is
/// covered. The language server's rename and `translation_keys` read it.
enum TranslationKeyPrefix {
  /// The prefix of the keys of the item of `kind` with `id` (`scope`: "category:BREAK" for a
  /// nested kind), or nil when no key starts with its id.
  static func of(kind: String, id: String, scope: String?, sections: SectionList) -> String? {
    if let scope {
      let parts = scope.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let parentSection = section(of: parts[0], in: sections),
        let parent = elementSchema(parentSection.type),
        let field = parent.fields.first(where: { elementSchema($0.type)?.name == kind })
      else { return nil }
      return "\(parentSection.name).\(parts[1]).\(field.name).\(id)"
    }
    return section(of: kind, in: sections).map { "\($0.name).\(id)" }
  }

  /// Whether `key` is a key of the item whose prefix is `prefix`.
  static func key(_ key: String, isUnder prefix: String) -> Bool {
    key == prefix || (key.hasPrefix(prefix) && key.utf8.dropFirst(prefix.utf8.count).first == UInt8(ascii: "."))
  }

  /// The top-level section whose items are of `kind`.
  private static func section(of kind: String, in sections: SectionList) -> FieldSchema? {
    sections.sections.first { elementSchema($0.field.type)?.name == kind }?.field
  }

  private static func elementSchema(_ type: SchemaType) -> ObjectSchema? {
    if case .list(.object(let object)) = type { return object }
    return nil
  }
}
