#!/usr/bin/env bash
# The artifact bundle and the binary build plugin (issue 22, item 2): scripts/release.sh packages
# a specc binary (default: CI's debug build, already there; a release packages the static release
# build) as a SwiftPM artifact bundle and the binary plugin's package; Examples/BinaryPluginConsumer
# depends on that package by path, builds (specc from the bundle generates its Swift, nothing of
# specc is compiled), runs, and regenerates after a change to its spec.
# Usage: scripts/check-binary-plugin.sh [path/to/specc]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/specc}
scripts/release.sh --binary "$binary"
cd Examples/BinaryPluginConsumer
logs=$(mktemp -d)
spec=Sources/BinaryPluginConsumer/specc/dose.yaml
cp "$spec" "$logs/dose.yaml"
trap 'cp "$logs/dose.yaml" "$spec"; rm -rf "$logs"' EXIT
marker="specc: generating Swift for BinaryPluginConsumer"

echo "== build the consumer (the bundle's specc generates; specc itself is not compiled)"
swift build 2>&1 | tee "$logs/first.log"
grep -F "$marker" "$logs/first.log" >/dev/null || { echo "FAIL: the build did not run the bundle's specc"; exit 1; }
if grep -E "Compiling (SpeccCore|Yams|ArgumentParser)|Compiling specc " "$logs/first.log"; then
  echo "FAIL: the consumer compiled specc from source"
  exit 1
fi
swift run --skip-build BinaryPluginConsumer | tee "$logs/run.log"
grep -F "Dose Reminder 1.0: slots 0800" "$logs/run.log" >/dev/null || { echo "FAIL: unexpected output"; exit 1; }

echo "== change the spec: the plugin regenerates"
sed 's/  - id: "0800"/  - id: "0900"/; s/    time: "08:00"/    time: "09:00"/' "$logs/dose.yaml" >"$spec"
swift build 2>&1 | tee "$logs/second.log"
grep -F "$marker" "$logs/second.log" >/dev/null || { echo "FAIL: changing the spec did not run specc"; exit 1; }
swift run --skip-build BinaryPluginConsumer | tee "$logs/run2.log"
grep -F "Dose Reminder 1.0: slots 0900" "$logs/run2.log" >/dev/null || { echo "FAIL: the change did not reach the app"; exit 1; }
echo "binary plugin OK: the artifact bundle's specc generated the consumer's Swift and regenerated after a change"
