/* eslint-disable */
import { localeFallbackChain, pluralCategory } from "./specc-plurals.js";
import type { Wording } from "./specc-runtime.js";

/**
 * The wording of `variant` (the template's own when undefined) in `locale` for `count` (null for
 * a template without plural texts), or null when no shipped locale of the chain has one (the
 * template's own title and body apply), as specc's generated localized renderers pick it.
 *
 * A template's `translations` hold its title and body in every shipped locale: `fr` for a
 * template whose texts do not vary with a count, `fr/one`, `fr/many`, `fr/other` (one per CLDR
 * plural category of the language) when its title or body uses the template's count token, and
 * `short:fr` for its variant `short`. The locale is tried along `localeFallbackChain`
 * (`fr-CA` → `fr` → the source language), and in each the category `pluralCategory` gives the
 * count; the first wording found is the one shown.
 */
export function localizedWording(
  table: Readonly<Record<string, Wording>>,
  variant: string | undefined,
  locale: string,
  count: number | null,
  locales: readonly string[],
  source: string,
): Wording | null {
  const prefix = variant === undefined ? "" : variant + ":";
  const own = (key: string): Wording | null =>
    Object.prototype.hasOwnProperty.call(table, key) ? table[key] ?? null : null;
  for (const candidate of localeFallbackChain(locale, locales, source)) {
    if (count !== null) {
      const form = own(prefix + candidate + "/" + pluralCategory(count, candidate));
      if (form !== null) return form;
    }
    const plain = own(prefix + candidate);
    if (plain !== null) return plain;
  }
  return null;
}
