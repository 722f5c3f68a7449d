#!/usr/bin/env bash
# Issue 31's bound on `specc strings`: import is linear, a 40,000-key String Catalog in under a
# second. For catalogs of 10,000 and 40,000 keys (Benchmarks/make_catalog.py: an app's keys
# around specc's, as Xcode writes them) it times `specc strings import` and `specc strings
# export` (merging into the same catalog) with hyperfine (median of 10 runs, after a warm-up
# run that writes the translations into the spec), counts import's instructions with callgrind
# (exact whatever the machine's load) and its peak memory; 10k → 40k must grow ≤ 5× (linear is 4×).
# Prints a Markdown table; exits 1 when a bound is not met.
# Usage: scripts/measure-strings-import.sh [path/to/static/release/specc]
#   without a path: swift build -c release --static-swift-stdlib --product specc --scratch-path .build-release
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
scratch=.build-release
# shellcheck source=scripts/callgrind-lib.sh
. scripts/callgrind-lib.sh
command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null; }

status=0
declare -A instructions
echo "| catalog | file | import (median) | import instructions | import peak memory | export (median) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for keys in 10000 40000; do
  dir="$work/catalog-$keys"
  python3 Benchmarks/make_catalog.py "$keys" "$dir"
  (cd "$dir" && "$work/specc" strings import app.yaml Localizable.xcstrings >/dev/null 2>&1)
  import_ms=$(cd "$dir" && hyperfine -N --runs 10 --export-json "$work/import.json" \
    "$work/specc strings import app.yaml Localizable.xcstrings" >/dev/null 2>&1 &&
    python3 -c 'import json,sys; print("%.0f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$work/import.json")
  export_ms=$(cd "$dir" && hyperfine -N --runs 10 --export-json "$work/export.json" \
    "$work/specc strings export app.yaml --xcstrings Localizable.xcstrings" >/dev/null 2>&1 &&
    python3 -c 'import json,sys; print("%.0f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$work/export.json")
  own=$(cd "$dir" && count "$work/specc" strings import app.yaml Localizable.xcstrings)
  instructions[$keys]=$own
  rss=$(cd "$dir" && /usr/bin/time -f %M "$work/specc" strings import app.yaml Localizable.xcstrings 2>&1 >/dev/null | tail -1)
  printf '| %s keys | %s MB | %s ms | %s | %s MB | %s ms |\n' "$keys" \
    "$(awk -v b="$(wc -c <"$dir/Localizable.xcstrings")" 'BEGIN { printf "%.1f", b / 1e6 }')" "$import_ms" \
    "$(millions "$own")" "$(awk -v kb="$rss" 'BEGIN { printf "%.0f", kb / 1024 }')" "$export_ms"
  if [ "$keys" = 40000 ] && [ "$import_ms" -ge 1000 ]; then status=1; fi
done
growth=$(awk -v a="${instructions[40000]}" -v b="${instructions[10000]}" 'BEGIN { printf "%.2f", a / b }')
echo
echo "Import instructions, 10,000 → 40,000 keys: ${growth}× (linear: 4×; bound ≤ 5×)."
awk -v g="$growth" 'BEGIN { exit !(g <= 5) }' || status=1
exit "$status"
