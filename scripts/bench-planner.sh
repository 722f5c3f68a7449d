#!/usr/bin/env bash
# Plan + reconcile of a 60-notification window in Swift (Examples/Planner, release), Kotlin (JVM)
# and TypeScript (node): median, p90 and fastest of 2,000 calls after 2,000 warm-up calls (Swift:
# 2,000 calls), and each process's peak resident memory (/usr/bin/time -f %M). docs/benchmarks.md
# records one run. Not part of CI. Usage: scripts/bench-planner.sh [rounds]  (default 2000)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
peak() { "$@" 2>"$work/time" && echo "  peak memory: $(tail -1 "$work/time") KB"; }

echo "-- Swift (swift build -c release, Examples/Planner)"
(cd Examples/Planner && swift build -c release --product PlanAWeek >/dev/null)
peak /usr/bin/time -f %M Examples/Planner/.build/release/PlanAWeek --bench | grep -E "^plan \+|peak"

echo "-- Kotlin ($(java -version 2>&1 | head -1))"
kotlinc Runtimes/kotlin/*.kt Benchmarks/planner/PlannerBench.kt -include-runtime -d "$work/bench.jar" 2>&1 | grep -v "^OpenJDK" || true
peak /usr/bin/time -f %M java -cp "$work/bench.jar" specc.plannerbench.PlannerBenchKt "$rounds"

echo "-- TypeScript (tsc --strict, node $(node --version))"
mkdir -p "$work/ts"
cp Runtimes/typescript/*.ts Benchmarks/planner/planner-bench.ts "$work/ts/"
cat >"$work/ts/node.d.ts" <<'DTS'
declare const process: { argv: string[]; version: string };
DTS
(cd "$work/ts" && tsc --strict --target es2022 --module es2022 --moduleResolution node --outDir out ./*.ts)
echo '{"type": "module"}' >"$work/ts/out/package.json"
peak /usr/bin/time -f %M node "$work/ts/out/planner-bench.js" "$rounds"
