#!/usr/bin/env bash
# Counts the characters of one long mixed text (about 1,000,000 UTF-16 code units: ASCII, accents,
# CJK, Indic and Southeast Asian conjuncts, emoji sequences) with specc's grapheme segmenter in
# Swift (swiftc -O), on the JVM and on node, and prints the median of 15 runs in each. One run of
# this script is a measurement, not a test; it is not part of CI. Needs kotlinc, tsc and node
# (scripts/install-foreign-compilers.sh). Usage: scripts/bench-graphemes.sh [generated-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
generated=${1:-Generated}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/main.swift" <<'SWIFT'
import Foundation

let cases = (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
  as? [String: Any])?["cases"] as? [[String: Any]] ?? []
let unit = "Take your 200 mg dose now. " + cases.compactMap { $0["text"] as? String }.joined(separator: " ")
  + " Café naïve 日本語 "
var long = ""
while long.utf16.count < 1_000_000 { long += unit }
func median(_ body: () -> Int) -> (Int, Double) {
  var result = 0
  for _ in 0..<5 { result = body() }
  var times: [Double] = []
  for _ in 0..<15 {
    let start = DispatchTime.now().uptimeNanoseconds
    result = body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return (result, times.sorted()[7])
}
let (count, ms) = median { Graphemes.count(long) }
let (stdlib, stdlibMs) = median { long.count }
print("Swift bench: \(long.utf16.count) UTF-16 units, \(count) characters, median \(String(format: "%.2f", ms)) ms"
  + " (String.count, for comparison: \(stdlib) characters, \(String(format: "%.2f", stdlibMs)) ms)")
SWIFT
swiftc -O -module-name SpeccRuntime Sources/SpeccRuntime/Graphemes.swift Sources/SpeccRuntime/GraphemeTables.swift \
  "$work/main.swift" -o "$work/bench" 2>&1 | grep -v "^$" || true
"$work/bench" Tests/Vectors/graphemes.json

# The platform adapters (*Android.kt, *Capacitor.ts, *Expo.ts) compile against Tests/PlatformDeclarations.
kotlinc "$generated"/kotlin/*.kt Tests/PlatformDeclarations/android/*.kt Tests/Vectors/Vectors.kt Tests/Vectors/Graphemes.kt \
  -include-runtime -d "$work/g.jar" 2>&1 \
  | grep -v "^OpenJDK" || true
java -cp "$work/g.jar" specc.vectors.graphemes.GraphemesKt Tests/Vectors/unicode/GraphemeBreakTest.txt \
  Tests/Vectors/graphemes.json --bench | grep bench

mkdir -p "$work/ts"
cp "$generated"/typescript/*.ts Tests/Vectors/graphemes.ts Tests/PlatformDeclarations/typescript/*.d.ts "$work/ts/"
cat >"$work/ts/node.d.ts" <<'DTS'
declare module "node:fs" { export function readFileSync(path: string, encoding: "utf8"): string; }
declare const process: { argv: string[]; versions: { unicode?: string; icu?: string }; exit(code: number): never };
DTS
(cd "$work/ts" && tsc --strict --target es2022 --module es2022 --moduleResolution node --outDir out ./*.ts)
echo '{"type": "module"}' >"$work/ts/out/package.json"
node "$work/ts/out/graphemes.js" Tests/Vectors/unicode/GraphemeBreakTest.txt Tests/Vectors/graphemes.json --bench | grep bench
echo "java: $(java -version 2>&1 | head -1); node: $(node --version)"
