#!/usr/bin/env bash
# Issue 20: the planner's recurrences agree with an independent implementation. python-dateutil's
# rrule (from PyPI, pinned, in a virtual environment under .build-* when python3 cannot import
# it) computes the occurrence dates of monthly (BYMONTHDAY 1…31 with skip, and RFC 7529's
# SKIP=BACKWARD as BYMONTHDAY=d,-1;BYSETPOS=1), nth-weekday (BYDAY=+2TU, -1FR, +5SU …), yearly
# (29 February) and weekday-filtered rules over 2020…2031 (scripts/check-recurrence.py); Swift's
# Scheduling must plan exactly those dates (RecurrenceCrossCheckTests). Exits 1 on any difference.
# Usage: scripts/check-recurrence.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python=python3
if ! "$python" -c "import dateutil.rrule" 2>/dev/null; then
  venv=.build-venv
  python=$venv/bin/python
  if ! "$python" -c "import dateutil.rrule" 2>/dev/null; then
    [ -x "$python" ] || python3 -m venv "$venv"
    PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install -q python-dateutil==2.9.0.post0
  fi
fi
echo "python-dateutil $("$python" -c 'import dateutil; print(dateutil.__version__)')"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" scripts/check-recurrence.py "$work/recurrence.json"
if ! SPECC_RECURRENCE_DATES="$work/recurrence.json" swift test --filter RecurrenceCrossCheckTests >"$work/swift.log" 2>&1; then
  grep -A1 "recorded an issue" "$work/swift.log" | grep -E "^↳|error:" | head -40; grep -F "error:" "$work/swift.log" | head -20
  echo "FAIL: the planner's recurrences differ from python-dateutil's"; exit 1
fi
# Passed, not skipped: the test printed its count.
grep -F "recurrence cross-check:" "$work/swift.log" || { cat "$work/swift.log"; echo "FAIL: the cross-check did not run"; exit 1; }
echo "recurrences: OK"
