// Runs the shared localized-rendering vectors (Tests/Vectors/localized-rendering.json, issue 21)
// against the TypeScript that specc generates from Tests/Vectors/localized-rendering.yaml: for
// CLDR's sample counts of en, fr, ar, ru, pl, ja and cy (and fallbacks such as fr-CA → fr), the
// typed renderer must pick the plural form and locale the vectors say and render the same text.
// Usage: node localized-vectors.js localized-rendering.json
import { readFileSync } from "node:fs";
import { renderCountdown } from "./LocalizedRendering.js";

interface Case {
  readonly locale: string;
  readonly count: number;
  readonly who: string;
  readonly category: string;
  readonly title: string;
  readonly body: string;
}

const vectors = JSON.parse(readFileSync(process.argv[2] ?? "localized-rendering.json", "utf8")) as { readonly cases: readonly Case[] };
let failures = 0;
let checked = 0;
for (const c of vectors.cases) {
  const rendered = renderCountdown({ n: String(c.count), who: c.who }, c.count, c.locale);
  checked++;
  if (rendered.title !== c.title || rendered.body !== c.body) {
    failures++;
    if (failures <= 20) {
      console.log(`FAIL ${c.locale} ${c.count} (${c.category}): ${rendered.title} | ${rendered.body}, expected ${c.title} | ${c.body}`);
    }
  }
}
if (failures > 0 || checked === 0) {
  console.log(`localized rendering vectors: ${failures} of ${checked} failed`);
  process.exit(1);
}
console.log(`localized rendering vectors: ${checked} cases pass on node`);
