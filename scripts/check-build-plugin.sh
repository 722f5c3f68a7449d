#!/usr/bin/env bash
# Builds Examples/NotificationApp (which uses SpeccBuildPlugin) and shows from the build logs that
# specc runs when a spec changed, when only .specc.yml changed (and follows it), and does not run
# when nothing changed. Then runs the example,
# which prints values from the Swift generated out of its spec.
#
# In a fresh clone, SwiftPM 6.3 builds the plugin's tool (specc) twice per build — once for the
# plugin, once for the package — and the first two or three builds relink it; a relinked tool
# rightly re-runs its commands. So the script first builds until the tool is stable (at most 4
# builds), then touches the spec, builds (specc must run) and builds again (specc must not run).
set -euo pipefail
cd "$(dirname "$0")/../Examples/NotificationApp"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
marker="specc: generating Swift for NotificationApp"

echo "== warm-up: build until the specc tool is not relinked"
stable=no
for round in 1 2 3 4; do
  swift build >"$logs/warmup.log" 2>&1 || { cat "$logs/warmup.log"; exit 1; }
  if ! grep -F "Linking specc-tool" "$logs/warmup.log" >/dev/null; then
    stable=yes
    echo "stable after $round build(s)"
    break
  fi
done
[ "$stable" = yes ] || { echo "FAIL: SwiftPM relinked the specc tool in 4 builds in a row"; exit 1; }

echo "== build after touching the spec (specc must run)"
touch Sources/NotificationApp/specc/daily.yaml
swift build 2>&1 | tee "$logs/first.log"
grep -F "$marker" "$logs/first.log" >/dev/null || { echo "FAIL: the build did not run specc"; exit 1; }

echo "== build after changing only .specc.yml (specc must run and follow it)"
config=.specc.yml
cp "$config" "$logs/specc.yml"
trap 'cp "$logs/specc.yml" "$config"; rm -rf "$logs"' EXIT
generated() { find .build -name SpeccGenerated.swift -path "*NotificationApp*" | head -1; }
sed 's/access_level: internal/access_level: public/' "$logs/specc.yml" >"$config"
swift build 2>&1 | tee "$logs/config.log"
grep -F "$marker" "$logs/config.log" >/dev/null || { echo "FAIL: changing .specc.yml did not run specc"; exit 1; }
grep -E "^public (enum|struct)" "$(generated)" >/dev/null ||
  { echo "FAIL: access_level: public did not reach the generated code"; exit 1; }
cp "$logs/specc.yml" "$config"
swift build 2>&1 | tee "$logs/restored.log"
grep -F "$marker" "$logs/restored.log" >/dev/null || { echo "FAIL: restoring .specc.yml did not run specc"; exit 1; }
if grep -E "^public (enum|struct)" "$(generated)"; then
  echo "FAIL: access_level: internal did not reach the generated code"
  exit 1
fi

echo "== build again, nothing changed (specc must not run)"
swift build 2>&1 | tee "$logs/second.log"
if grep -F "$marker" "$logs/second.log"; then
  echo "FAIL: the second build ran specc again although no spec changed"
  exit 1
fi

echo "== run the example"
swift run --skip-build NotificationApp | tee "$logs/run.log"
grep -F "Daily Digest 1.0: slots 0800" "$logs/run.log" >/dev/null || { echo "FAIL: unexpected output"; exit 1; }
echo "build plugin OK: specc ran after the spec changed and after .specc.yml alone changed, and not in the build after it"
