#!/usr/bin/env bash
# specc's own work on each spec of Specs/, counted exactly (issue 22, item 13): the instructions of
# `specc lint FILE` minus those of `specc --version` (start-up, the Swift runtime, argument
# parsing), with callgrind, on a `strip --strip-debug` copy of a static release build (valgrind
# 3.19 cannot read Swift 6.3's DWARF 5). Target: at most 15 M per file.
# Usage: scripts/measure-instructions.sh [path/to/static/release/specc]
#   without a path: swift build -c release --static-swift-stdlib --product specc --scratch-path .build-bench
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { apt-get install -y -qq valgrind >/dev/null; }
binary=${1:-}
if [ -z "$binary" ]; then
  swift build -c release --static-swift-stdlib --product specc --scratch-path .build-bench >/dev/null
  binary=.build-bench/release/specc
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/specc" "$binary"

count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/specc" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
base=$(count --version)
printf '%s\n' "| command | instructions | specc's own work (− \`--version\`) | ≤ 15 M |" "| --- | ---: | ---: | --- |"
printf '| `specc --version` | %s | — | |\n' "$(awk -v n="$base" 'BEGIN { printf "%.1f M", n / 1e6 }')"
status=0
for spec in Specs/*.yaml; do
  total=$(count lint "$spec")
  own=$((total - base))
  met=$(awk -v n="$own" 'BEGIN { print (n <= 15e6 ? "met" : "**not met**") }')
  [ "$met" = met ] || status=1
  printf '| `specc lint %s` | %s | %s | %s |\n' "$spec" \
    "$(awk -v n="$total" 'BEGIN { printf "%.1f M", n / 1e6 }')" "$(awk -v n="$own" 'BEGIN { printf "%.1f M", n / 1e6 }')" "$met"
done
exit $status
