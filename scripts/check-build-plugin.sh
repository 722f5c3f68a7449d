#!/usr/bin/env bash
# Builds Examples/NotificationApp (which uses SpeccBuildPlugin) twice and shows from the build logs
# that the first build runs specc and the second, with nothing changed, does not. Then runs the
# example, which prints values from the Swift generated out of its spec.
set -euo pipefail
cd "$(dirname "$0")/../Examples/NotificationApp"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
marker="specc: generating Swift for NotificationApp"

# Make sure the first build has something to do, even when this runs twice on one machine.
touch Sources/NotificationApp/specc/daily.yaml

echo "== first build (the spec is newer than the generated Swift)"
swift build 2>&1 | tee "$logs/first.log"
grep -F "$marker" "$logs/first.log" >/dev/null || { echo "FAIL: the first build did not run specc"; exit 1; }

echo "== second build (nothing changed)"
swift build 2>&1 | tee "$logs/second.log"
if grep -F "$marker" "$logs/second.log"; then
  echo "FAIL: the second build ran specc again although no spec changed"
  exit 1
fi

echo "== run the example"
swift run --skip-build NotificationApp | tee "$logs/run.log"
grep -F "Daily Digest 1.0: slots 0800" "$logs/run.log" >/dev/null || { echo "FAIL: unexpected output"; exit 1; }
echo "build plugin OK: specc ran in the first build only"
