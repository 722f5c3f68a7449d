package specc.runtime

/**
 * Picks a template's wording in the user's locale, as specc's generated localized renderers do.
 *
 * A template's `translations` hold its title and body in every shipped locale: `fr` for a
 * template whose texts do not vary with a count, `fr/one`, `fr/many`, `fr/other` (one per CLDR
 * plural category of the language) when its title or body uses the template's count token, and
 * `short:fr` for its variant `short`. The locale is tried along [Locales.fallbackChain]
 * (`fr-CA` → `fr` → the source language), and in each the category [Plurals.category] gives the
 * count; the first wording found is the one shown.
 */
object TemplateLocalization {
    /**
     * The wording of [variant] (the template's own when null) in [locale] for [count] (null for
     * a template without plural texts), or null when no shipped locale of the chain has one (the
     * template's own title and body apply).
     */
    fun wording(
        table: Map<String, TemplateRendering.Wording>, variant: String?, locale: String, count: Long?,
        locales: List<String>, source: String
    ): TemplateRendering.Wording? {
        val prefix = if (variant == null) "" else "$variant:"
        for (candidate in Locales.fallbackChain(locale, locales, source)) {
            if (count != null) {
                val form = table[prefix + candidate + "/" + Plurals.category(count, candidate).id]
                if (form != null) return form
            }
            val plain = table[prefix + candidate]
            if (plain != null) return plain
        }
        return null
    }
}
