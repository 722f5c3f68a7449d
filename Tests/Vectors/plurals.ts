// Runs the shared plural vectors (Tests/Vectors/plurals.json: CLDR's own samples of every locale
// of the pinned data, locale resolution and fallback chains) against specc's TypeScript runtime:
// scripts/check-foreign.sh type-checks it with Generated/typescript (tsc --strict) and runs it with node.
// Usage: node plurals.js plurals.json [--bench]
import { readFileSync } from "node:fs";
import {
  cldrVersion,
  hasPluralRules,
  localeFallbackChain,
  pluralCategories,
  pluralCategory,
  pluralCategoryOfDecimal,
} from "./specc-plurals.js";

interface Vectors {
  cldrVersion: string;
  groups: { locales: string[]; categories: string[]; samples: Record<string, Record<string, string[]>> }[];
  resolution: { locale: string; number: string; category: string }[];
  fallback: { locale: string; available: string[]; source: string; chain: string[] }[];
  notDecimals: string[];
}

const [vectorFile, mode] = process.argv.slice(2);
const vectors = JSON.parse(readFileSync(vectorFile ?? "", "utf8")) as Vectors;
let failures = 0;
let checked = 0;
const fail = (message: string): void => {
  failures++;
  if (failures <= Number(process.env["SPECC_PLURALS_SHOW"] ?? "20")) console.log(`FAIL ${message}`);
};
const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

if (vectors.cldrVersion !== cldrVersion) fail(`vectors of CLDR ${vectors.cldrVersion}, runtime ${cldrVersion}`);
const locales = new Set<string>();
for (const group of vectors.groups) {
  for (const locale of group.locales) {
    locales.add(locale);
    const categories = pluralCategories(locale);
    if (!same(categories, group.categories)) fail(`${locale}: categories ${categories}, CLDR says ${group.categories}`);
    if (!hasPluralRules(locale)) fail(`${locale}: hasPluralRules is false`);
    for (const [category, kinds] of Object.entries(group.samples)) {
      for (const [kind, numbers] of Object.entries(kinds)) {
        for (const number of numbers) {
          checked++;
          const byDecimal = pluralCategoryOfDecimal(number, locale);
          if (byDecimal !== category) fail(`${locale} ${kind} ${number}: ${byDecimal}, CLDR says ${category}`);
          if (kind === "integer" && /^[0-9]+$/.test(number)) {
            const byCount = pluralCategory(Number(number), locale);
            if (byCount !== category) fail(`${locale} count ${number}: ${byCount}, CLDR says ${category}`);
          }
        }
      }
    }
  }
}
for (const name of ["en", "fr", "ar", "ru", "pl", "ja", "cy"]) if (!locales.has(name)) fail(`no samples for ${name}`);
for (const vector of vectors.resolution) {
  const actual = pluralCategoryOfDecimal(vector.number, vector.locale);
  if (actual !== vector.category) fail(`resolution ${vector.locale} ${vector.number}: ${actual}, expected ${vector.category}`);
  const count = Number(vector.number);
  if (/^-?[0-9]+$/.test(vector.number) && Number.isSafeInteger(count) && pluralCategory(count, vector.locale) !== vector.category) {
    fail(`resolution ${vector.locale} count ${count}`);
  }
}
for (const vector of vectors.fallback) {
  const chain = localeFallbackChain(vector.locale, vector.available, vector.source);
  if (!same(chain, vector.chain)) fail(`fallback ${vector.locale} in ${vector.available}: ${chain}, expected ${vector.chain}`);
}
for (const text of vectors.notDecimals) {
  if (pluralCategoryOfDecimal(text, "en") !== null) fail(`'${text}' is not a decimal, yet has a category`);
}
console.log(
  `TypeScript: ${checked} CLDR ${cldrVersion} samples of ${locales.size} locales, ${vectors.resolution.length} resolutions, ` +
    `${vectors.fallback.length} fallback chains; ${failures} failures`,
);
if (checked < 10000) fail(`only ${checked} samples`);
// An independent implementation: node's Intl.PluralRules (ICU). Every locale of the data that ICU
// supports is compared on seeded random numbers (integers, multiples of a million, and decimals
// with 1–3 visible fraction digits). Where node carries the same CLDR release, a difference fails;
// with another release the differences are listed (the releases' own changes), not judged.
const nodeCldr = process.versions.cldr ?? "unknown";
const sameRelease = nodeCldr.split(".")[0] === cldrVersion;
// ICU supports the locale itself (not a fallback to the default locale); `und` is no locale of its own.
const icuSupports = (locale: string): boolean => {
  try {
    return locale !== "und" && Intl.PluralRules.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
};
{
  let seed = Number(process.env["SPECC_PLURALS_SEED"] ?? "21") >>> 0;
  const random = (): number => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let compared = 0;
  let differences = 0;
  let icuLocales = 0;
  const differing = new Set<string>();
  const differ = (locale: string, message: string): void => {
    differences++;
    differing.add(locale);
    if (sameRelease) fail(message);
  };
  for (const group of vectors.groups) {
    for (const locale of group.locales) {
      if (!icuSupports(locale)) continue;
      icuLocales++;
      const icuCategories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      if (!same(icuCategories, [...pluralCategories(locale)].sort())) {
        differ(locale, `${locale}: ICU's categories ${icuCategories}, ours ${pluralCategories(locale)}`);
      }
      for (let k = 0; k < 300; k++) {
        const shape = k % 4;
        const integer =
          shape === 0 ? Math.floor(random() * 200) : shape === 1 ? Math.floor(random() * 1_000_000) : Math.floor(random() * 20) * 1_000_000;
        const places = shape === 3 ? 1 + Math.floor(random() * 3) : 0;
        const fraction = places === 0 ? "" : "." + String(Math.floor(random() * 10 ** places)).padStart(places, "0");
        const text = `${integer}${fraction}`;
        const icu = new Intl.PluralRules(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).select(Number(text));
        const ours = pluralCategoryOfDecimal(text, locale);
        compared++;
        if (icu !== ours) differ(locale, `${locale} ${text}: ICU says ${icu}, ours ${ours}`);
      }
    }
  }
  const seedText = process.env["SPECC_PLURALS_SEED"] ?? "21";
  const icu = `node's Intl.PluralRules (ICU ${process.versions.icu ?? "?"}, CLDR ${nodeCldr})`;
  if (sameRelease) {
    console.log(`TypeScript: ${icu} agrees on ${compared - differences} of ${compared} random numbers in ${icuLocales} locales (seed ${seedText})`);
  } else {
    console.log(
      `TypeScript: the comparison with ${icu} is skipped as a check (the runtimes carry CLDR ${cldrVersion}); ` +
        `for information, it agrees on ${compared - differences} of ${compared} random numbers in ${icuLocales} locales (seed ${seedText})` +
        (differing.size > 0 ? `, and differs in ${[...differing].sort().join(", ")}` : ""),
    );
  }
}
if (mode === "--bench") {
  // The median time of pluralCategory(count, locale) over a mix of locales (docs/benchmarks.md).
  const mix = ["en", "fr-CA", "ar", "ru", "pl", "ja", "cy", "pt_PT"];
  const n = 2_000_000;
  const times: number[] = [];
  let sink = 0;
  for (let round = 0; round < 7; round++) {
    const start = process.hrtime.bigint();
    for (let k = 0; k < n; k++) sink += pluralCategory(k % 1000, mix[k & 7] ?? "en").length;
    times.push(Number(process.hrtime.bigint() - start) / n);
  }
  const median = times.sort((a, b) => a - b)[3] ?? 0;
  console.log(`TypeScript bench: median ${median.toFixed(0)} ns a lookup over 7 rounds of ${n} (sink ${sink})`);
}
if (failures > 0) process.exit(1);
