// Checks specc's TypeScript id hash (Runtimes/typescript/specc-ids.ts) against Tests/Vectors/ids.json,
// recorded from Swift: every case's fnv1a32 and numeric. Run by NotificationIDTests and
// scripts/check-foreign.sh.
import { readFileSync } from "node:fs";
import { fnv1a32, numericId } from "./specc-ids.js";

const path = process.argv[2] ?? "Tests/Vectors/ids.json";
const file: unknown = JSON.parse(readFileSync(path, "utf8"));
const cases = (file as { cases: { id: string; fnv1a32: number; numeric: number }[] }).cases;
let failures = 0;
for (const item of cases) {
  const fnv = fnv1a32(item.id), numeric = numericId(item.id);
  if (fnv !== item.fnv1a32 || numeric !== item.numeric) {
    failures += 1;
    console.log(`FAIL ${JSON.stringify(item.id)}: fnv1a32 ${fnv} numeric ${numeric}, Swift ${item.fnv1a32} ${item.numeric}`);
  }
}
if (cases.length === 0 || failures > 0) {
  console.log(`ids: ${failures} of ${cases.length} differ`);
  process.exit(1);
}
console.log(`ids: ${cases.length} ids give Swift's numbers on node`);
