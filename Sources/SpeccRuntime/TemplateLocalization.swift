/// Picks a template's wording in the user's locale, as specc's generated localized renderers do.
///
/// A template's `translations` hold its title and body in every shipped locale: `fr` for a
/// template whose texts do not vary with a count, `fr/one`, `fr/many`, `fr/other` (one per CLDR
/// plural category of the language) when its title or body uses the template's count token, and
/// `short:fr` for its variant `short`. The locale is tried along `Locales.fallbackChain`
/// (`fr-CA` → `fr` → the source language), and in each the category `Plurals.category` gives
/// the count; the first wording found is the one shown.
public enum TemplateLocalization {
  /// The wording of `variant` (the template's own when nil) in `locale` for `count` (nil for a
  /// template without plural texts), or nil when no shipped locale of the chain has one (the
  /// template's own title and body apply).
  public static func wording<Wording>(
    in table: [String: Wording], variant: String?, locale: String, count: Int?, locales: [String], source: String
  ) -> Wording? {
    let prefix = variant.map { $0 + ":" } ?? ""
    for candidate in Locales.fallbackChain(locale, available: locales, source: source) {
      if let count, let found = table[prefix + candidate + "/" + Plurals.category(count, locale: candidate).rawValue] {
        return found
      }
      if let found = table[prefix + candidate] { return found }
    }
    return nil
  }
}
