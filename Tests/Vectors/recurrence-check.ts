// Holds specc's TypeScript recurrence model (specc-recurrence.ts) to python-dateutil: reads the
// random rules scripts/random-rrules.py writes (RRULE, DTSTART, THROUGH, LIMIT, dates; one a line)
// and checks that dates() gives exactly those dates; then checks the random-times vectors
// (Tests/Vectors/random-times.tsv lines: key, date, count, from, to, gap, times).
// scripts/check-recurrence.sh compiles it with tsc --strict and runs it on node.
import { readFileSync } from "node:fs";
import { formatDate } from "./specc-planner.js";
import type { LocalDate, LocalTime } from "./specc-planner.js";
import { dates, parse, randomTimes } from "./specc-recurrence.js";

function date(text: string): LocalDate | null {
  const parts = text.split("-").map(Number);
  const [year, month, day] = parts;
  return parts.length === 3 && year !== undefined && month !== undefined && day !== undefined && parts.every(Number.isInteger)
    ? { year, month, day } : null;
}

function time(text: string): LocalTime | null {
  const [hour, minute] = text.split(":").map(Number);
  return hour !== undefined && minute !== undefined && Number.isInteger(hour) && Number.isInteger(minute) ? { hour, minute } : null;
}

const pad = (n: number): string => (n < 10 ? "0" : "") + String(n);
let failures = 0;
let rules = 0;
let total = 0;
for (const line of readFileSync(process.argv[2] ?? "", "utf8").split("\n")) {
  if (line.length === 0) continue;
  const fields = line.split("\t");
  const start = date(fields[1] ?? "");
  const through = date(fields[2] ?? "");
  const limit = Number(fields[3]);
  const rule = parse(fields[0] ?? "");
  rules += 1;
  if (fields.length !== 5 || start === null || through === null || !Number.isInteger(limit) || rule === null) {
    failures += 1;
    if (failures <= 20) console.log(`not read: ${line}`);
    continue;
  }
  const expected = (fields[4] ?? "").length === 0 ? [] : (fields[4] ?? "").split(",");
  const got = dates(rule, start, start, through, limit).map(formatDate);
  total += got.length;
  if (got.join(",") !== expected.join(",")) {
    failures += 1;
    if (failures <= 20) console.log(`${fields[0]} DTSTART ${fields[1]} through ${fields[2]}: dateutil ${expected.slice(0, 8)}, TypeScript ${got.slice(0, 8)}`);
  }
}
console.log(`random rules (TypeScript): ${rules} rules, ${total} dates, ${failures} differ`);
const vectors = process.argv[3];
if (vectors !== undefined) {
  let draws = 0;
  for (const line of readFileSync(vectors, "utf8").split("\n")) {
    if (line.length === 0 || line.startsWith("#")) continue;
    const f = line.split("\t");
    const day = date(f[1] ?? "");
    const from = time(f[3] ?? "");
    const to = time(f[4] ?? "");
    if (f.length !== 7 || day === null || from === null || to === null) {
      failures += 1;
      console.log(`not read: ${line}`);
      continue;
    }
    const got = randomTimes(f[0] ?? "", day, Number(f[2]), from, to, Number(f[5])).map((t) => `${pad(t.hour)}:${pad(t.minute)}`).join(",");
    draws += 1;
    if (got !== f[6]) {
      failures += 1;
      if (failures <= 40) console.log(`random times ${f[0]} ${f[1]}: Swift ${f[6]}, TypeScript ${got}`);
    }
  }
  console.log(`random times (TypeScript): ${draws} vectors`);
}
const texts = process.argv[4];
if (texts !== undefined) {
  let count = 0;
  for (const line of readFileSync(texts, "utf8").split("\n")) {
    if (line.length === 0 || line.startsWith("#")) continue;
    const tab = line.indexOf("\t");
    const expected = line.slice(0, tab);
    const text = line.slice(tab + 1);
    count += 1;
    const accepted = parse(text) !== null;
    if (accepted !== (expected === "accept")) {
      failures += 1;
      console.log(`rule text ${text}: expected ${expected}, TypeScript ${accepted ? "accepts" : "refuses"}`);
    }
  }
  console.log(`rule texts (TypeScript): ${count} vectors`);
}
if (failures > 0 || rules < 10_000) {
  console.log(`FAIL: ${failures} differ (${rules} rules)`);
  process.exit(1);
}
