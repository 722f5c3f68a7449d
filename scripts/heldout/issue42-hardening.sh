#!/usr/bin/env bash
# Issue 42, items 3-7, against a built specc: one "ok" or "FAIL" (or "skip", with the reason) line
# per case; exit 1 when any case fails.
#   scripts/heldout/issue42-hardening.sh [path/to/specc]   (default .build/debug/specc)
# KILLS=N sets how many compiles are killed with SIGKILL (20 by default).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
specc=$(cd "$root" && realpath "${1:-.build/debug/specc}")
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
ok() { echo "ok   $1"; }
fail() { echo "FAIL $1"; failures=$((failures + 1)); }
skip() { echo "skip $1"; }

# A spec with one rule slot: rule_spec RULE [NAME] [ID] > file
rule_spec() {
  cat <<YAML
spec: ${3:-shifts}
name: ${2:-Shifts}
version: "1.0"
platforms:
  ios:
    window_days: 14
    refresh_hours: 24
slots:
  - id: payday
    label: Payday
    time: "09:00"
    rrule: "$1"
    anchor: "2026-01-09"
    template: payday
templates:
  - id: payday
    title: "Payday"
    body: "It is payday."
YAML
}
cd "$work"

# --- 3. Bounded by construction
rule_spec "FREQ=YEARLY;INTERVAL=100000" >interval.yaml
for command in lint compile simulate; do
  case $command in
    lint) args=(lint interval.yaml) ;;
    compile) args=(compile interval.yaml --output out-interval) ;;
    simulate) args=(simulate interval.yaml) ;;
  esac
  start=$(date +%s)
  out=$(timeout 30 "$specc" "${args[@]}" 2>&1); rc=$?
  took=$(($(date +%s) - start))
  if [ $rc -eq 1 ] && [ $took -lt 10 ] && { [ $command = simulate ] || echo "$out" | grep -q "interval.yaml:12:25: .*INTERVAL=100000 is more than 9998.*\[schema_value\]"; }; then
    ok "3 FREQ=YEARLY;INTERVAL=100000: $command refuses it in ${took}s (exit 1, schema_value at the part)"
  else
    fail "3 FREQ=YEARLY;INTERVAL=100000: $command exit $rc after ${took}s: $(echo "$out" | head -2)"
  fi
done
days=$(python3 -c 'print(",".join(["MO"] * 50000))')
rule_spec "FREQ=WEEKLY;BYDAY=$days" >byday.yaml
out=$("$specc" compile byday.yaml --output out-byday 2>&1); rc=$?
if [ $rc -eq 1 ] && echo "$out" | grep -q "BYDAY lists MO twice" && [ ! -e out-byday ] && [ "$(echo "$out" | wc -c)" -lt 2000 ]; then
  ok "3 50,000 repeated BYDAY entries: refused (exit 1), no budget file written"
else
  fail "3 50,000 repeated BYDAY entries: exit $rc, $(ls out-byday 2>/dev/null | wc -l) files, $(echo "$out" | wc -c) bytes of output"
fi
rule_spec "FREQ=DAILY;FREQ=WEEKLY" >twice.yaml
out=$("$specc" lint twice.yaml 2>&1); rc=$?
if [ $rc -eq 1 ] && echo "$out" | grep -q "twice.yaml:12:24: error: .*FREQ is given twice.*\[schema_value\]"; then
  ok "3 FREQ=DAILY;FREQ=WEEKLY: refused at the second FREQ (12:24)"
else
  fail "3 FREQ=DAILY;FREQ=WEEKLY: exit $rc: $(echo "$out" | head -1)"
fi

# --- 4. Output that cannot be forged
sed 's/sounds: \[alarm_tone.wav, birdsong.wav\]/sounds: [alarm_tone.wav, "reminder.wav\\nspec.yaml:1:1: error: forged [fake_rule]\\0\\u202Eevil"]/' \
  "$root/Examples/platform.yaml" >forged.yaml
grep -q forged forged.yaml || fail "4 could not plant the forged sound"
for format in text github json sarif junit checkstyle; do
  "$specc" lint --format "$format" forged.yaml >"forged.$format" 2>&1
  if grep -q "^spec.yaml:1:1: error: forged" "forged.$format"; then
    fail "4 --format $format prints a forged diagnostic line"
  elif python3 - "forged.$format" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
bad = [c for c in text if c in "\x00\u202e\u2028\u2029\u200e\u200f\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d" or (ord(c) < 32 and c not in "\n\t")]
sys.exit(1 if bad else 0)
PY
  then
    ok "4 --format $format: no forged line, no NUL, bidi or separator character"
  else
    fail "4 --format $format passes a control, separator or bidi character through"
  fi
done

# --- 5. Whole outputs
# The docs/localization.md example, taken from the page and run as written in a copy of the
# checkout: Generated/ unchanged. Then the same spec compiled into Generated/: the other specs'
# files are kept (compile removes only its own specs' files).
mkdir checkout && (cd "$root" && git ls-files -z Generated Specs Examples docs | xargs -0 cp --parents -t "$work/checkout" 2>/dev/null)
example=$(grep -E '^specc compile Examples/localized\.yaml' "$root/docs/localization.md" | head -1)
cp -r checkout/Generated generated-before
if [ -n "$example" ] && (cd checkout && PATH="$(dirname "$specc"):$PATH" eval "$example" >/dev/null 2>&1) && diff -r generated-before checkout/Generated >/dev/null; then
  ok "5 docs/localization.md's example ($example) run in the checkout leaves Generated/ unchanged"
else
  fail "5 docs/localization.md's example (${example:-not found}) run in the checkout changes Generated/: $(diff -rq generated-before checkout/Generated | head -3)"
fi
before=$(cd checkout && ls Generated | sort)
(cd checkout && "$specc" compile Examples/localized.yaml --output Generated >/dev/null 2>&1); rc=$?
missing=$(cd checkout && comm -23 <(echo "$before") <(ls Generated | sort) | wc -l)
if [ $rc -eq 0 ] && [ "$missing" -eq 0 ]; then
  ok "5 specc compile Examples/localized.yaml --output Generated keeps the other specs' $(echo "$before" | grep -c '\.swift$') files"
else
  fail "5 the localized example (exit $rc) removed $missing files of other specs"
fi
# kill -9 during compile: every file whole (old or new bytes); the tree is all old or all new
# unless the run's journal is there to finish it; the next compile finishes or rolls back and
# removes every temporary file, and --check is then clean. old/ and new/ are compiled from the
# same path (spec.yaml) as the killed runs, since each file's header names its spec's path.
rule_spec "FREQ=WEEKLY;BYDAY=FR" Shifts >v1.yaml
sed 's/version: "1.0"/version: "2.0"/' v1.yaml >v2.yaml
cp v1.yaml spec.yaml && "$specc" compile spec.yaml --output old --lang swift,kotlin,typescript >/dev/null 2>&1
cp v2.yaml spec.yaml && "$specc" compile spec.yaml --output new --lang swift,kotlin,typescript >/dev/null 2>&1
changing=$(diff -rq old new | wc -l)
[ "$changing" -ge 3 ] || fail "5 kill -9: v1 and v2 differ in only $changing files (expected one per language at least)"
kills=${KILLS:-20}; partial=0; leftover=0; checked=0; mixed=0; journaled=0; allold=0; allnew=0; unfinished=0
for i in $(seq 1 "$kills"); do
  rm -rf out && cp -r old out
  "$specc" compile spec.yaml --output out --lang swift,kotlin,typescript >/dev/null 2>&1 &
  pid=$!
  sleep "0.$(printf '%02d' $((RANDOM % 40)))"
  kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  olds=0; news=0; journal=0
  while IFS= read -r -d '' file; do
    name=${file#out/}
    base=$(basename "$name")
    case $base in .compile.specc-*-journal.tmp) journal=1; leftover=$((leftover + 1)); continue ;; esac
    case $base in .*.specc-*.tmp) leftover=$((leftover + 1)); continue ;; esac
    if cmp -s "$file" "old/$name"; then
      cmp -s "$file" "new/$name" || olds=$((olds + 1))
    elif cmp -s "$file" "new/$name"; then
      news=$((news + 1))
    else
      partial=$((partial + 1))
    fi
  done < <(find out -type f -print0)
  # Files of old/ that are gone (a removal of the new run) count as new.
  gone=$(cd old && find . -type f | while read -r f; do [ -e "../out/$f" ] || echo "$f"; done | wc -l)
  news=$((news + gone))
  if [ $journal -eq 1 ]; then journaled=$((journaled + 1))
  elif [ $news -eq 0 ]; then allold=$((allold + 1))
  elif [ $olds -eq 0 ]; then allnew=$((allnew + 1))
  else mixed=$((mixed + 1)); fi
  "$specc" compile spec.yaml --output out --lang swift,kotlin,typescript >/dev/null 2>&1
  if find out -name '.*.specc-*.tmp' | grep -q . || ! diff -r new out >/dev/null \
    || ! "$specc" compile spec.yaml --output out --lang swift,kotlin,typescript --check >/dev/null 2>&1; then
    unfinished=$((unfinished + 1))
  fi
  checked=$((checked + 1))
done
summary="$checked kills: $allold left the old tree, $allnew the new one, $journaled a journal for the next run; $leftover temporaries"
if [ $partial -eq 0 ] && [ $mixed -eq 0 ] && [ $unfinished -eq 0 ]; then
  ok "5 kill -9 during compile ($summary), all removed by the next compile, which leaves new/ exactly, --check clean"
else
  fail "5 kill -9 during compile ($summary): $partial partial files, $mixed mixed trees without a journal, $unfinished unfinished recoveries"
fi
# A full disk: a 64 KiB tmpfs (needs mount rights).
mkdir -p full
if mount -t tmpfs -o size=64k tmpfs full 2>/dev/null; then
  "$specc" compile v1.yaml --output full/out --lang swift >/dev/null 2>&1
  cp -r full/out full-before 2>/dev/null
  head -c 1000000 /dev/zero >full/filler 2>/dev/null
  "$specc" compile v2.yaml --output full/out --lang swift >"$work/full.log" 2>&1; rc=$?
  if [ $rc -eq 2 ] && diff -r full-before full/out >/dev/null && ! find full/out -name '.*.tmp' | grep -q . \
    && grep -q "no space left on the device" "$work/full.log"; then
    ok "5 a full disk: exit 2 with the reason, the old files untouched, no temporary file"
  else
    fail "5 a full disk: exit $rc ($(head -1 "$work/full.log")), folder changed or temporaries left"
  fi
  umount full
else
  skip "5 a full disk: cannot mount a small tmpfs here (tested in swift test: HardeningTests.aFailedStagingLeavesTheOldFolderAndNoTemporaryFile)"
fi

# --- 6. The target languages' own names
mkdir names
rule_spec "FREQ=WEEKLY;BYDAY=FR" Object object_spec >names/object.yaml
rule_spec "FREQ=WEEKLY;BYDAY=FR" Map map_spec >names/map.yaml
if "$specc" compile names --output names-out --lang swift,kotlin,typescript >/dev/null 2>&1; then
  if command -v tsc >/dev/null; then
    if (cd names-out/typescript && tsc --strict --exactOptionalPropertyTypes --noUncheckedIndexedAccess --target es2022 \
      --module es2022 --moduleResolution node --noEmit ./*.ts >"$work/tsc.log" 2>&1); then
      ok "6 specs named Object and Map compile, and tsc --strict accepts their TypeScript"
    else
      fail "6 tsc --strict rejects the TypeScript of specs named Object and Map: $(head -2 "$work/tsc.log")"
    fi
  else
    skip "6 tsc is not installed"
  fi
else
  fail "6 specs named Object and Map do not compile"
fi

# --- 7. Clear error paths
start=$(date +%s)
out=$("$specc" simulate "$root/Examples/medication.yaml" --vectors /missing/dir/v.json 2>&1); rc=$?
took=$(($(date +%s) - start))
if [ $rc -eq 2 ] && [ $took -lt 5 ] && echo "$out" | grep -q "/missing/dir" && ! echo "$out" | grep -q "NSCocoaErrorDomain\|Code="; then
  ok "7 simulate --vectors /missing/dir/v.json: exit 2 in ${took}s, names the folder"
else
  fail "7 simulate --vectors /missing/dir/v.json: exit $rc after ${took}s: $out"
fi
mkdir ro && chmod 555 ro
cp v1.yaml ro-spec.yaml && chmod 644 ro-spec.yaml && chmod 755 "$work"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
else
  as_user=()
fi
out=$("${as_user[@]}" "$specc" compile ro-spec.yaml --output ro 2>&1); rc=$?
if [ $rc -eq 2 ] && echo "$out" | grep -q "cannot write to ro: permission denied" && ! echo "$out" | grep -qi "error [0-9]\|Code="; then
  ok "7 a read-only output folder: exit 2, path and reason"
elif [ "$(id -u)" = 0 ] && [ ${#as_user[@]} -eq 0 ]; then
  skip "7 a read-only output folder: running as root without setpriv"
else
  fail "7 a read-only output folder: exit $rc: $out"
fi
mkdir loop && ln -s b.yaml loop/a.yaml && ln -s a.yaml loop/b.yaml
for target in loop loop/a.yaml; do
  out=$("$specc" lint "$target" 2>&1); rc=$?
  if [ $rc -eq 2 ] && echo "$out" | grep -q "cannot read loop/a.yaml: too many levels of symbolic links (a symlink loop)"; then
    ok "7 a symlink loop (specc lint $target): exit 2, path and reason"
  else
    fail "7 a symlink loop (specc lint $target): exit $rc: $out"
  fi
done

out=$("$specc" compile v1.yaml --output o 2>&1); rc=$?
if [ $rc -eq 0 ] && [ -f o/Shifts.swift ]; then
  ok "7 a one-character output folder (--output o): written, no crash"
else
  fail "7 a one-character output folder (--output o): exit $rc: $(echo "$out" | head -3)"
fi

[ $failures -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "all cases passed"
