#!/usr/bin/env bash
# Times the plural lookup, `category(count, locale)`, in specc's three runtimes: 2,000,000 lookups of
# counts 0–999 over a mix of eight locales (en, fr-CA, ar, ru, pl, ja, cy, pt_PT: two of them need
# their tag normalized and truncated), in Swift (swiftc -O), on the JVM and on node; the runners
# first check every CLDR sample (Tests/Vectors/plurals.json). One run of this script is a
# measurement, not a test; it is not part of CI. Needs kotlinc, tsc and node
# (scripts/install-foreign-compilers.sh). Usage: scripts/bench-plurals.sh [generated-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
generated=${1:-Generated}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/main.swift" <<'SWIFT'
import Dispatch

let locales = ["en", "fr-CA", "ar", "ru", "pl", "ja", "cy", "pt_PT"]
let n = 2_000_000
var times: [Double] = []
var sink = 0
for _ in 0..<7 {
  let start = DispatchTime.now().uptimeNanoseconds
  for k in 0..<n { sink &+= Plurals.category(k % 1000, locale: locales[k & 7]).rawValue.utf8.count }
  times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(n))
}
print("Swift bench: median \(Int(times.sorted()[3] + 0.5)) ns a lookup over 7 rounds of \(n) (sink \(sink))")
SWIFT
swiftc -O -module-name SpeccRuntime Sources/SpeccRuntime/Plurals.swift Sources/SpeccRuntime/PluralRules.swift \
  "$work/main.swift" -o "$work/bench" 2>&1 | grep -v "^$" || true
"$work/bench"

kotlinc "$generated"/kotlin/*.kt Tests/PlatformDeclarations/android/*.kt Tests/Vectors/Vectors.kt Tests/Vectors/Plurals.kt -include-runtime -d "$work/plurals.jar" 2>&1 \
  | grep -v "^OpenJDK" || true
java -cp "$work/plurals.jar" specc.vectors.plurals.PluralsKt Tests/Vectors/plurals.json --bench

mkdir -p "$work/ts"
cp "$generated"/typescript/*.ts Tests/Vectors/plurals.ts Tests/PlatformDeclarations/typescript/*.d.ts "$work/ts/"
cat >"$work/ts/node.d.ts" <<'DTS'
declare module "node:fs" { export function readFileSync(path: string, encoding: "utf8"): string; }
declare const process: {
  argv: string[]; env: Record<string, string | undefined>; versions: { cldr?: string; icu?: string };
  exit(code: number): never; hrtime: { bigint(): bigint };
};
DTS
(cd "$work/ts" && tsc --strict --target es2022 --module es2022 --moduleResolution node --outDir out ./*.ts)
echo '{"type": "module"}' >"$work/ts/out/package.json"
node "$work/ts/out/plurals.js" Tests/Vectors/plurals.json --bench
