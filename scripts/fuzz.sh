#!/usr/bin/env bash
# Fuzz the whole specc pipeline (load → check → emit) with libFuzzer + AddressSanitizer.
#
#   scripts/fuzz.sh SECONDS            # e.g. scripts/fuzz.sh 600
#   MODE=release scripts/fuzz.sh 3600  # optimised build (faster, still ASan)
#   TARGET=rules RUNS=20000 scripts/fuzz.sh 600  # the rule parser and planner, 20,000 inputs
#
# TARGET=rules fuzzes SpeccRuleFuzz (Fuzz/Sources/SpeccRuleFuzz): rrule text and a slot's keys with
# a window and an anchor, parsed, expanded, budgeted, linted and, when the spec lints clean,
# planned over 14 days of simulated use; each input within SPECC_FUZZ_BUDGET_MS (2,000 ms optimised, 15,000 ms debug; over it
# the harness aborts and the input is a finding). RUNS stops after that many inputs (either
# target); the script prints the run's figures (executions, seconds, corpus size, findings).
#
# Findings land in crashes/ (git-ignored); the growing corpus in fuzz-corpus/ (git-ignored).
# Turn each finding into a fixture under Tests/SpeccCoreTests/Fixtures/Fuzz/ (see docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:?usage: scripts/fuzz.sh SECONDS}"
mode="${MODE:-debug}"
scratch=".build-fuzz"
target="${TARGET:-pipeline}"
case "$target" in
  pipeline) product=SpeccFuzz corpus=fuzz-corpus timeout=10 ;;
  rules) product=SpeccRuleFuzz corpus=fuzz-corpus-rules timeout=60 ;;
  *) echo "fuzz.sh: TARGET is pipeline or rules" >&2; exit 2 ;;
esac
# The per-input budget of SpeccRuleFuzz: 2 s in an optimised build; a debug build under ASan and
# coverage runs the 400-year calendar walk of a yearly rule's budget proof 5-10 times slower
# (FREQ=YEARLY;INTERVAL=9998 took 2.5-7.4 s there on a loaded machine), so 15 s. An unbounded input
# runs past either by far.
if [ "$mode" = release ]; then export SPECC_FUZZ_BUDGET_MS="${SPECC_FUZZ_BUDGET_MS:-2000}"
else export SPECC_FUZZ_BUDGET_MS="${SPECC_FUZZ_BUDGET_MS:-15000}"; fi
runs_argument=()
[ -n "${RUNS:-}" ] && runs_argument=(-runs="$RUNS")

# `--sanitize` alone does not always reach the root package's modules (SpeccCore was built
# without coverage counters in some incremental builds, leaving the fuzzer blind); passing the
# flags to swiftc as well instruments every Swift module.
swift build --package-path Fuzz -c "$mode" --sanitize=fuzzer --sanitize=address \
  -Xswiftc -parse-as-library -Xswiftc -sanitize=fuzzer,address --scratch-path "$scratch" \
  --product "$product" 2>&1 | grep -v "Cannot export local symbol" || true
binary="$scratch/$mode/$product"
# Swift's lazy globals live until exit; LeakSanitizer must not count them (every run below).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
[ -x "$binary" ] || { echo "fuzz.sh: build failed" >&2; exit 2; }
counters="$("$binary" -runs=0 2>&1 | sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)"
if [ "${counters:-0}" -lt 20000 ]; then
  echo "fuzz.sh: only ${counters:-0} coverage counters: SpeccCore is not instrumented; rm -rf $scratch and retry" >&2
  exit 2
fi

# Seeds: every spec, every test fixture, and the fixtures of earlier findings; for the rules,
# rule texts (a window byte and two anchor bytes first) from the docs' kinds and issue 42's cases.
mkdir -p "$corpus" crashes
rm -f fuzz-*.log
seeds="$(mktemp -d)"
trap 'rm -rf "$seeds"' EXIT
if [ "$target" = rules ]; then
  # Each seed: a window byte, two anchor bytes, the rule text, then (after a newline) the slot's
  # own keys instead of `time` and the rule: repeats within a day, cycles, day counts, seasons,
  # reminders and ranges, whose numbers the fuzzer mutates.
  n=0
  for rule in "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" "FREQ=MONTHLY;BYDAY=-1FR" "FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD" \
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29" "FREQ=DAILY;INTERVAL=3;BYMONTH=1,2;BYSETPOS=1" "FREQ=YEARLY;INTERVAL=9998" \
    "FREQ=DAILY;INTERVAL=365;BYMONTHDAY=1,-1" "FREQ=WEEKLY;INTERVAL=521722;BYDAY=MO,TU,WE" "FREQ=DAILY;FREQ=WEEKLY" \
    "FREQ=YEARLY;INTERVAL=100000" "FREQ=MONTHLY;BYDAY=1MO,2TU,3WE,4TH,5FR;BYSETPOS=-1;COUNT=3" \
    "RRULE:FREQ=YEARLY;BYDAY=53MO;UNTIL=20301231T000000Z" \
    'FREQ=DAILY\ntime: "09:00"\nanchor: "2026-01-01"\nreminder: [off, sound]' \
    '\nevery:\n  minutes: 1\n  from: "00:00"\n  to: "23:59"' \
    '\nrandom:\n  count: 64\n  from: "00:00"\n  to: "23:59"\n  gap_minutes: 1' \
    '\ntime: "07:00"\nanchor: "2026-01-01"\ncycle:\n  on: 4\n  off: 4\nreminder: [off, sound]' \
    '\ntime: "18:00"\nafter_done:\n  days: 3' '\nafter_event:\n  minutes: 180' \
    '\ntime: "10:00"\nmonthly:\n  day: 31\n  missing: last_day\nseason:\n  from: "03-01"\n  until: "09-30"' \
    '\ntime: "18:00"\nuser_weekdays: [monday, friday]\nmax_reminders: 2\nreminder: [off, sound]\ntime_range:\n  earliest: "07:30"\n  latest: "21:00"\n  step_minutes: 30' \
    'FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=12\ntime: "23:59"\nanchor: "2026-01-31"\nonly_on: [monday, sunday]'; do
    n=$((n + 1))
    printf '\x6d\x01\x02%b' "$rule" >"$seeds/rule-$n"
  done
else
  find Specs Tests -type f \( -name '*.yaml' -o -name '*.yml' -o -path '*/Fixtures/*' \) \
    ! -name '.keep' -size -1000k -print0 |
    while IFS= read -r -d '' file; do cp "$file" "$seeds/$(echo "$file" | tr '/' '_')"; done
fi

# -rss_limit_mb catches memory blow-ups; -timeout catches hangs (10 s; 60 s for the rules, past their budget); -max_len fits the largest seeds.
# Output also goes to crashes/last-run.log for the numbers (execs, exec/s) in the final stats.
nice -n 10 "$binary" "$corpus" "$seeds" \
  -dict=Fuzz/spec.dict \
  -max_total_time="$seconds" \
  -timeout="$timeout" \
  -rss_limit_mb=2048 \
  -max_len=16384 \
  -print_final_stats=1 \
  -artifact_prefix=crashes/ \
  "${runs_argument[@]}" \
  ${FUZZ_ARGS:-} 2>&1 | tee crashes/last-run.log | grep -E "^#[0-9]+.*(pulse|DONE)|ERROR|SUMMARY|stat::|Test unit written|artifact_prefix" || true

# With FUZZ_ARGS="-jobs=N -workers=N" each job logs to fuzz-<job>.log (git-ignored): collect
# their final stats and the total number of executions.
if ls fuzz-*.log >/dev/null 2>&1; then
  for log in fuzz-*.log; do
    echo "== $log" >>crashes/last-run.log
    grep -E "stat::|ERROR|SUMMARY" "$log" | tee -a crashes/last-run.log || true
  done
  grep -h "stat::number_of_executed_units" fuzz-*.log |
    awk '{ total += $2 } END { print "fuzz.sh: " total " executions in all jobs" }' | tee -a crashes/last-run.log
fi

# The run's figures, for docs/fuzzing.md.
executions=$(grep -h "stat::number_of_executed_units" crashes/last-run.log | awk '{ total += $2 } END { print total + 0 }')
peak=$(grep -h "stat::peak_rss_mb" crashes/last-run.log | awk '{ if ($2 > max) max = $2 } END { print max + 0 }')
findings=$( (ls crashes/crash-* crashes/leak-* crashes/timeout-* crashes/oom-* 2>/dev/null || true) | wc -l)
echo "fuzz.sh: $product, $executions executions, ${seconds} s at most${RUNS:+ or $RUNS runs}, corpus $(ls "$corpus" | wc -l) files, peak RSS ${peak} MB, $findings findings" |
  tee -a crashes/last-run.log

if ls crashes/crash-* crashes/leak-* crashes/timeout-* crashes/oom-* >/dev/null 2>&1; then
  echo "fuzz.sh: findings in crashes/ — see docs/fuzzing.md" >&2
  exit 1
fi
