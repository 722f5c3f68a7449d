/* eslint-disable */
// CLDR's cardinal plural rules, from the data of one pinned release (`cldrVersion`, the rules of
// specc-plural-rules.ts that specc's scripts/generate-plurals.py writes), not from `Intl.PluralRules`,
// whose CLDR release depends on the JavaScript engine and its ICU. Swift (`Plurals` in SpeccRuntime)
// and Kotlin (`specc.runtime.Plurals`) carry the same rules, so a count selects one form in every
// language. A locale is a BCP 47 tag (`fr-CA`, `fr_CA`, `zh-Hant-TW`, any case): it takes the rules
// of its most specific tag that CLDR has rules for (`pt-PT` has its own, `fr-CA` takes `fr`'s), and a
// language CLDR has no rules for takes the root rules (`other` only).
import { cldrVersion as rulesVersion, rootRules, ruleCategories, ruleLocales, selectCategory } from "./specc-plural-rules.js";

/** A CLDR plural category: which form of a counted text a number takes in a language. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * CLDR's plural operands of a number (UTS #35 Part 3): i the integer digits, v and f the visible
 * fraction digits (count and value), w and t the same without trailing zeros, e the compact
 * exponent; n is i when t is 0. i, f and t are carried modulo 10^15, plus 10^15 when they reach it,
 * as in Swift and Kotlin (every modulus of the rules divides 10^15; the values stay exact).
 */
export interface PluralOperands {
  readonly i: number;
  readonly v: number;
  readonly w: number;
  readonly f: number;
  readonly t: number;
  readonly e: number;
}

/** The CLDR release whose plural rules these are. */
export const cldrVersion: string = rulesVersion;

const CLAMP = 1_000_000_000_000_000;

/**
 * The category the integer `count` selects in `locale` (the sign is ignored, as CLDR's n is |x|).
 * A count that is not a safe integer is taken as its decimal digits (NaN and infinities: `other`).
 */
export function pluralCategory(count: number, locale: string): PluralCategory {
  const rules = rulesFor(locale);
  if (Number.isSafeInteger(count)) {
    const magnitude = Math.abs(count);
    const i = magnitude >= CLAMP ? (magnitude % CLAMP) + CLAMP : magnitude;
    return selectCategory(rules, { i, v: 0, w: 0, f: 0, t: 0, e: 0 });
  }
  const digits = Number.isFinite(count) ? BigInt(Math.trunc(count)).toString() : null;
  const operands = digits === null ? null : parseOperands(Number.isInteger(count) ? digits : String(count));
  return operands === null ? "other" : selectCategory(rules, operands);
}

/**
 * The category the decimal number `decimal` selects in `locale`, its visible fraction digits
 * counting (`1` is `one` in English, `1.0` is `other`), or null when `decimal` is not a decimal
 * number: an optional `-`, digits, optionally `.` and digits, optionally `c` or `e` and the digits
 * of a compact exponent (`1.2c6` is 1200000 with CLDR's operand e = 6).
 */
export function pluralCategoryOfDecimal(decimal: string, locale: string): PluralCategory | null {
  const operands = parseOperands(decimal);
  return operands === null ? null : selectCategory(rulesFor(locale), operands);
}

/** The cardinal categories `locale`'s language has, in zero…other order (`other` is always last). */
export function pluralCategories(locale: string): readonly PluralCategory[] {
  return ruleCategories[rulesFor(locale)] ?? ["other"];
}

/** Whether CLDR has plural rules for `locale` or a less specific tag of it. */
export function hasPluralRules(locale: string): boolean {
  return specificRules(locale) !== null;
}

/**
 * The locales to try, in order, for a text in `locale`: `locale` itself, then each less specific
 * tag of it (BCP 47 lookup, RFC 4647 §3.4: the last subtag dropped, and a single-letter subtag left
 * last dropped with it: `zh-Hant-TW` → `zh-Hant` → `zh`), each only when `available` has it, and
 * last the source language `source`, which has every text. Tags compare without regard to case or
 * to `_` for `-`; each comes back spelled as `available` spells it (the source as given), and none
 * twice.
 */
export function localeFallbackChain(locale: string, available: readonly string[], source: string): string[] {
  const spelled = new Map<string, string>();
  for (const tag of available) {
    const key = normalizedTag(tag);
    if (!spelled.has(key)) spelled.set(key, tag);
  }
  const sourceKey = normalizedTag(source);
  spelled.set(sourceKey, source);
  const chain: string[] = [];
  const seen = new Set<string>();
  for (let key = normalizedTag(locale); key !== ""; key = truncatedTag(key)) {
    const tag = spelled.get(key);
    if (tag !== undefined && !seen.has(key)) {
      seen.add(key);
      chain.push(tag);
    }
  }
  if (!seen.has(sourceKey)) chain.push(source);
  return chain;
}

function rulesFor(locale: string): number {
  return specificRules(locale) ?? rootRules;
}

function specificRules(locale: string): number | null {
  // A tag as the data spells it (`en`, `ar`) needs no normalizing.
  const direct = ruleLocales.get(locale);
  if (direct !== undefined) return direct;
  for (let key = normalizedTag(locale); key !== ""; key = truncatedTag(key)) {
    const rules = ruleLocales.get(key);
    if (rules !== undefined) return rules;
  }
  return null;
}

function normalizedTag(tag: string): string {
  return tag.replace(/_/g, "-").replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

function truncatedTag(key: string): string {
  const dash = key.lastIndexOf("-");
  if (dash < 0) return "";
  const rest = key.substring(0, dash);
  const previous = rest.lastIndexOf("-");
  return previous >= 0 && previous === rest.length - 2 ? rest.substring(0, previous) : rest;
}

const DECIMAL = /^-?([0-9]+)(?:\.([0-9]+))?(?:[ce]([0-9]+))?$/;

function parseOperands(decimal: string): PluralOperands | null {
  const match = DECIMAL.exec(decimal);
  if (match === null) return null;
  let integer = match[1] ?? "";
  let fraction = match[2] ?? "";
  let exponent = 0;
  for (const digit of match[3] ?? "") exponent = Math.min(exponent * 10 + (digit.charCodeAt(0) - 48), 1_000_000);
  if (exponent > 0) {
    const moved = Math.min(exponent, fraction.length);
    integer += fraction.substring(0, moved);
    fraction = fraction.substring(moved);
    integer += "0".repeat(Math.min(exponent - moved, 16));
  }
  // Trailing zeros trimmed by a loop: /0+$/ would backtrack quadratically on a long run of zeros.
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
  const trimmed = fraction.substring(0, end);
  return {
    i: digitsValue(integer),
    v: fraction.length,
    w: trimmed.length,
    f: digitsValue(fraction),
    t: digitsValue(trimmed),
    e: exponent,
  };
}

function digitsValue(digits: string): number {
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start++;
  const significant = digits.substring(start);
  const value = significant.length === 0 ? 0 : Number(significant.slice(-15));
  return significant.length > 15 ? value + CLAMP : value;
}
