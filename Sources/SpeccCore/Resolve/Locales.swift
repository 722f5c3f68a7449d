import SpeccRuntime

/// A locale tag a spec writes (its source language, a shipped locale, or the locale of a group
/// of translations or plural forms), read once by the Resolve stage: whether it is a well-formed
/// BCP 47 tag, its language, its direction and CLDR's plural categories of its language. The
/// translation rules and the code model read these instead of parsing the text again.
struct LocaleValue: Sendable, Hashable {
  /// The tag as written.
  var tag: String
  /// A well-formed tag (`LocaleTag.isValid`): a 2–3 letter lowercase language and subtags of 2–8
  /// letters or digits.
  var isValid: Bool
  /// The language subtag, lowercased (`fr` of `fr-CA`).
  var language: String
  /// The subtags as written, split at `-` (or `_`): `["zh", "Hant", "TW"]`.
  var subtags: [String]
  /// Whether its language is written right to left.
  var isRightToLeft: Bool
  /// CLDR's plural categories of its language, in CLDR's order (`Plurals.categories`).
  var pluralCategories: [PluralCategory]

  init(_ tag: String) {
    self.tag = tag
    isValid = LocaleTag.isValid(tag)
    language = LocaleTag.language(tag)
    subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    isRightToLeft = LocaleTag.isRightToLeft(tag)
    pluralCategories = Plurals.categories(locale: tag)
  }
}

/// Every locale tag of a spec's localization, each read once (`LocaleValue`), by tag.
struct SpecLocales: Sendable, Hashable {
  private var values: [String: LocaleValue] = [:]

  init() {}

  init(_ localization: Localization?) {
    guard let localization else { return }
    let tags =
      [localization.sourceLanguage.value] + localization.locales.map(\.value)
      + localization.translations.map(\.locale.value) + localization.plurals.map(\.locale.value)
    for tag in tags where values[tag] == nil { values[tag] = LocaleValue(tag) }
  }

  /// The value of `tag`: the one read by the Resolve stage, else read now (a tag the spec does
  /// not write).
  subscript(_ tag: String) -> LocaleValue { values[tag] ?? LocaleValue(tag) }
}
