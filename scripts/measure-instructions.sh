#!/usr/bin/env bash
# specc's own work on each spec of Specs/, counted exactly (issue 22, item 13), with callgrind, on
# a `strip --strip-debug` copy of a static release build (valgrind 3.19 cannot read Swift 6.3's
# DWARF 5). Two figures per spec:
#   - the issue's: the instructions of `specc lint FILE` minus those of `specc --version`;
#   - lint's own run: only the instructions inside `LintOptions.run()` (callgrind
#     --toggle-collect), everything specc does for the lint once the command line is read.
# `specc lint PATH…` no longer runs ArgumentParser while `--version` still does, so the issue's
# figure now subtracts a parse that the lint does not make: it understates, and the verdict
# (at most 15 M) is taken on the larger of the two figures, which is lint's own run.
# Usage: scripts/measure-instructions.sh [path/to/static/release/specc]
#   without a path: swift build -c release --static-swift-stdlib --product specc --scratch-path .build-bench
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
scratch=.build-bench
# shellcheck source=scripts/callgrind-lib.sh
. scripts/callgrind-lib.sh
run_symbol='$s5specc11LintOptionsV3runyyKF'

base=$(count "$work/specc" --version)
printf '%s\n' "| command | instructions | − \`--version\` (the issue's figure) | lint's own run | ≤ 15 M |" \
  "| --- | ---: | ---: | ---: | --- |"
printf '| `specc --version` | %s | — | — | |\n' "$(millions "$base")"
status=0
for spec in Specs/*.yaml; do
  total=$(count "$work/specc" lint "$spec")
  own=$((total - base))
  run=$(count --toggle-collect="$run_symbol" "$work/specc" lint "$spec")
  # A build without `LintOptions.run` (before the fast path) collects nothing there.
  if [ "$run" -gt 0 ]; then run_text=$(millions "$run"); else run_text="—"; run=$own; fi
  worst=$((run > own ? run : own))
  met=$(awk -v n="$worst" 'BEGIN { print (n <= 15e6 ? "met" : "**not met**") }')
  [ "$met" = met ] || status=1
  printf '| `specc lint %s` | %s | %s | %s | %s |\n' "$spec" "$(millions "$total")" "$(millions "$own")" "$run_text" "$met"
done
exit $status
