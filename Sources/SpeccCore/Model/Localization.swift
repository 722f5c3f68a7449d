import SpeccRuntime

/// The languages a spec ships and their translations (`localization:`).
///
/// Every user-visible text of the spec has a stable string key (`TranslatableText.key`):
/// `templates.<id>.title`, `copy.<id>`, `channels.<id>.name`, …. A translation is written under
/// its locale in `translations` (one string per key) or, for a text that varies with a count
/// (a template's `count` token), in `plurals` (one string per CLDR plural category).
struct Localization: Sendable, Hashable {
  /// The language the spec's own texts are written in (BCP 47, `en`).
  var sourceLanguage: Located<String>
  /// The other locales the app ships, in spec order.
  var locales: [Located<String>]
  /// Translations of texts that do not vary with a count, by locale.
  var translations: [LocaleTexts]
  /// Plural forms of texts that vary with a count, by locale (the source language included).
  var plurals: [LocalePlurals]
  var mark: Mark
  /// Positions of each locale's entries by key, so a lookup is not a scan (a hostile spec has
  /// 100,000 texts): locale → key → (group, entry) index. Built by `indexed()`.
  private var translationIndex: [String: [String: (Int, Int)]] = [:]
  private var pluralIndex: [String: [String: (Int, Int)]] = [:]

  init(
    sourceLanguage: Located<String>, locales: [Located<String>], translations: [LocaleTexts],
    plurals: [LocalePlurals], mark: Mark
  ) {
    self.sourceLanguage = sourceLanguage
    self.locales = locales
    self.translations = translations
    self.plurals = plurals
    self.mark = mark
    for (group, texts) in translations.enumerated() where translationIndex[texts.locale.value] == nil {
      var keys: [String: (Int, Int)] = [:]
      for (index, entry) in texts.entries.enumerated() where keys[entry.key.value] == nil {
        keys[entry.key.value] = (group, index)
      }
      translationIndex[texts.locale.value] = keys
    }
    for (group, forms) in plurals.enumerated() where pluralIndex[forms.locale.value] == nil {
      var keys: [String: (Int, Int)] = [:]
      for (index, entry) in forms.entries.enumerated() where keys[entry.key.value] == nil {
        keys[entry.key.value] = (group, index)
      }
      pluralIndex[forms.locale.value] = keys
    }
  }

  static func == (a: Localization, b: Localization) -> Bool {
    a.sourceLanguage == b.sourceLanguage && a.locales == b.locales && a.translations == b.translations
      && a.plurals == b.plurals && a.mark == b.mark
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(sourceLanguage)
    hasher.combine(locales)
    hasher.combine(translations)
    hasher.combine(plurals)
  }

  /// Every locale the app ships: the source language, then `locales`.
  var shipped: [String] { [sourceLanguage.value] + locales.map(\.value) }
}

/// The `translations` of one locale: string key → text.
struct LocaleTexts: Sendable, Hashable {
  var locale: Located<String>
  var entries: [Entry]

  struct Entry: Sendable, Hashable {
    /// The string key as written (its mark is the key's).
    var key: Located<String>
    var text: Located<String>
  }
}

/// The `plurals` of one locale: string key → CLDR category → text.
struct LocalePlurals: Sendable, Hashable {
  var locale: Located<String>
  var entries: [Entry]

  struct Entry: Sendable, Hashable {
    /// The string key as written; a missing category is reported here.
    var key: Located<String>
    /// The forms, in the order written (category names are checked by the schema).
    var forms: [Form]
  }

  struct Form: Sendable, Hashable {
    var category: Located<String>
    var text: Located<String>
  }
}

/// BCP 47 language tags as specs write them (`fr`, `fr-CA`, `zh-Hant-TW`; `_` read as `-`).
enum LocaleTag {
  /// Whether `tag` is a well-formed tag: a 2–3 letter language and subtags of 2–8 letters or digits.
  static func isValid(_ tag: String) -> Bool {
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let language = subtags.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter })
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (2...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The language subtag, lowercased (`fr` of `fr-CA`).
  static func language(_ tag: String) -> String {
    String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// Languages written right to left (their scripts' default direction): Arabic, Hebrew, Persian,
  /// Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi, Central Kurdish.
  static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

  /// Whether `tag`'s language is written right to left.
  static func isRightToLeft(_ tag: String) -> Bool { rightToLeft.contains(language(tag)) }
}

extension Localization {
  /// The translation of `key` in `locale` (from `translations`), if written.
  func translation(_ key: String, locale: String) -> LocaleTexts.Entry? {
    translationIndex[locale]?[key].map { translations[$0.0].entries[$0.1] }
  }

  /// The plural forms of `key` in `locale` (from `plurals`), if written.
  func plural(_ key: String, locale: String) -> LocalePlurals.Entry? {
    pluralIndex[locale]?[key].map { plurals[$0.0].entries[$0.1] }
  }
}
