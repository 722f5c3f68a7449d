#!/usr/bin/env bash
# Issue 38: after the Resolve stage a declaration is reached through its handle (`Ref`,
# `spec[template.channel]`, `flow[transition.to]`), never looked up again by the spelling of its
# id. This lists every string-keyed lookup of a declaration in Sources/SpeccCore outside Resolve/
# (a table of a store by id, a search of a store for an id, a set of a store's ids) and fails
# when there is one. `BreakingChanges` matches a declaration of the previous spec to this one's by
# its id, which is what stays the same across versions: that is not a reference, and is left out.
# ResolvedModelCheckTests runs it (and runs it on a planted lookup, to see it fail); so does .ci/run.
# Usage: scripts/check-resolved-model.sh [SOURCES]   (SOURCES: the SpeccCore folder, Sources/SpeccCore by default)
set -euo pipefail
sources=${1:-"$(dirname "$0")/../Sources/SpeccCore"}
cd "$sources"
stores='(channels|channelGroups|categories|templates|prayers|slots|userItems|flows|states|copy|statusLabels|tokens|featureFlags|errorCodes)'
patterns=(
  'firstByKey\('                                         # a table of the first item of each id
  '\$0\.id\.value == |== \$0\.id\.value'                 # a search of a store for an id
  "\\(\\\$0\\.id\\.value, \\\$0\\)"                      # a dictionary of a store by id
  "Set\\((resolved\\.)?spec\\.$stores\\.map\\(\\\\\\.id\\.value\\)\\)" # the ids of a store, to test one
  '\.state\(|spec\.token\(|func token\(_ name'           # the lookups Spec and Flow offered
)
found=0
for pattern in "${patterns[@]}"; do
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    echo "$line"
    found=$((found + 1))
  done < <(grep -rnE --include='*.swift' -e "$pattern" . | sed 's|^\./||' \
    | grep -vE '^(Resolve/|Breaking/BreakingChanges.swift:.*previous)' || true)
done
if [ "$found" -gt 0 ]; then
  echo "check-resolved-model: $found string-keyed lookups of a declaration outside Resolve/" >&2
  exit 1
fi
echo "check-resolved-model: no string-keyed lookup of a declaration outside Resolve/"
