// TEMPORARY: stands in for SpeccRuntime's Plurals (branch wt/plurals) until it is merged.
enum PluralCategory: String, Sendable, Hashable, CaseIterable { case zero, one, two, few, many, other }
enum Plurals {
  static func categories(locale: String) -> [PluralCategory] {
    switch LocaleTag.language(locale) {
    case "en", "de", "it", "nl", "sv": [.one, .other]
    case "fr", "es", "pt": [.one, .many, .other]
    case "ar", "cy": [.zero, .one, .two, .few, .many, .other]
    case "ru", "pl", "uk": [.one, .few, .many, .other]
    default: [.other]
    }
  }
}
