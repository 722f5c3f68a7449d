// Runs the Unicode Consortium's GraphemeBreakTest (Tests/Vectors/unicode/GraphemeBreakTest.txt)
// and the shared grapheme vectors (Tests/Vectors/graphemes.json) against specc's TypeScript runtime:
// scripts/check-foreign.sh type-checks it with Generated/typescript (tsc --strict) and runs it with node.
// Usage: node graphemes.js GraphemeBreakTest.txt graphemes.json [--bench]
import { readFileSync } from "node:fs";
import * as R from "./specc-runtime.js";

/** The clusters a `÷ 0020 × 0308 ÷` line of the test file expects, or null for a comment line. */
function expected(line: string): string[] | null {
  const fields = (line.split("#")[0] ?? "").trim().split(/\s+/).filter((field) => field !== "");
  if (fields.length === 0) return null;
  const clusters: string[] = [];
  let current = "";
  for (const field of fields) {
    if (field === "÷") {
      if (current !== "") clusters.push(current);
      current = "";
    } else if (field !== "×") {
      current += String.fromCodePoint(parseInt(field, 16));
    }
  }
  if (current !== "") clusters.push(current);
  return clusters;
}

const show = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (ch) => "\\u" + ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0"));
const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const [testFile, vectorFile, mode] = process.argv.slice(2);
let failures = 0;
const lines = readFileSync(testFile ?? "", "utf8").split("\n");
if (!(lines[0] ?? "").startsWith(`# GraphemeBreakTest-${R.unicodeVersion}.txt`)) {
  console.log(`FAIL ${testFile} is not the test of Unicode ${R.unicodeVersion}: ${lines[0]}`);
  process.exit(1);
}
let count = 0;
let lineFailures = 0;
lines.forEach((line, index) => {
  const clusters = expected(line);
  if (clusters === null) return;
  count += 1;
  const text = clusters.join("");
  const actual = R.graphemes(text);
  if (!same(actual, clusters) || R.graphemeCount(text) !== clusters.length || !same(R.characters(text), clusters)) {
    lineFailures += 1;
    if (lineFailures <= 20) console.log(`FAIL line ${index + 1}\n  expected ${show(clusters)}\n  actual   ${show(actual)}`);
  }
});
console.log(`TypeScript: ${count - lineFailures} of ${count} lines of GraphemeBreakTest-${R.unicodeVersion} pass`);
failures += lineFailures;
if (count !== 766) {
  failures += 1;
  console.log(`FAIL expected 766 test lines, read ${count}`);
}

interface Case { name: string; text: string; clusters: string[] }
const cases = (JSON.parse(readFileSync(vectorFile ?? "", "utf8")) as { cases: Case[] }).cases;
let vectorFailures = 0;
for (const test of cases) {
  const actual = R.graphemes(test.text);
  if (!same(actual, test.clusters) || R.graphemeCount(test.text) !== test.clusters.length) {
    vectorFailures += 1;
    console.log(`FAIL ${test.name}\n  expected ${show(test.clusters)}\n  actual   ${show(actual)}`);
  }
}
console.log(`TypeScript: ${cases.length - vectorFailures} of ${cases.length} grapheme vectors pass`);
failures += vectorFailures;

// A differential test against node's own segmenter (ICU), only when it carries the pinned Unicode
// version: 20,000 seeded random texts of 1-8 code points drawn from every property combination of
// the tables must segment identically. Any other version is reported as skipped, never as passed.
const nodeUnicode = process.versions.unicode ?? "?";
if (`${nodeUnicode}.0` === R.unicodeVersion || nodeUnicode === R.unicodeVersion) {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  // Two pools: up to 6 code points of each property combination (drawn combination first, so
  // each is as likely as any other), and the first code point of every run of the tables.
  const byValue = new Map<number, number[]>();
  const starts: number[] = [];
  let previous = -1;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const value = R.graphemeProperty(cp);
    if (value !== previous) starts.push(cp);
    previous = value;
    const taken = byValue.get(value) ?? [];
    if (taken.length < 6 && (taken.length === 0 || cp % 7 === 0)) taken.push(cp);
    byValue.set(value, taken);
  }
  const pool = Array.from(byValue.values());
  let seed = 19;
  const next = (bound: number): number => {
    // xorshift32
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % bound;
  };
  let differences = 0;
  const runs = 20000;
  for (let k = 0; k < runs; k++) {
    let text = "";
    const length = 1 + next(8);
    for (let n = 0; n < length; n++) {
      const from = next(4) === 0 ? starts : pool[next(pool.length)] ?? starts;
      text += String.fromCodePoint(from[next(from.length)] ?? 0x61);
    }
    const icu = Array.from(segmenter.segment(text), (segment) => segment.segment);
    if (!same(R.graphemes(text), icu)) {
      differences += 1;
      if (differences <= 10) console.log(`FAIL differs from node's ICU\n  ICU      ${show(icu)}\n  specc    ${show(R.graphemes(text))}`);
    }
  }
  console.log(`TypeScript: ${runs - differences} of ${runs} random texts segment as node's ICU ${process.versions.icu ?? "?"} (Unicode ${nodeUnicode}) does, over ${pool.length} property combinations`);
  failures += differences;
} else {
  console.log(`TypeScript: differential test against node's ICU skipped: node carries Unicode ${nodeUnicode}, not ${R.unicodeVersion}`);
}

if (mode === "--bench") {
  // Counts the characters of a long mixed text (about 1 MB of UTF-16); the median of 15 runs.
  const unit = "Take your 200 mg dose now. " + cases.map((test) => test.text).join(" ") + " Café naïve 日本語 ";
  let long = "";
  while (long.length < 1_000_000) long += unit;
  let clusters = 0;
  for (let k = 0; k < 5; k++) clusters = R.graphemeCount(long);
  const times: number[] = [];
  for (let k = 0; k < 15; k++) {
    const start = performance.now();
    clusters = R.graphemeCount(long);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`TypeScript bench: ${long.length} UTF-16 units, ${clusters} characters, median ${(times[7] ?? 0).toFixed(2)} ms`);
}
if (failures > 0) process.exit(1);
