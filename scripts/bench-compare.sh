#!/usr/bin/env bash
# Compares `specc lint` of this checkout with a previous commit, in one run, side by side:
#   scripts/bench-compare.sh [BASE_COMMIT]    (default bd3ce53, the last commit before issue 11)
# Each commit lints its own Specs/; the 1 MB and 10 MB synthetic specs are shared. Needs hyperfine
# and /usr/bin/time (Debian packages hyperfine and time). Not part of CI (docs/benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/.."
base_commit="${1:-bd3ce53}"
work="$(mktemp -d /tmp/specc-compare.XXXXXX)"
trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true' EXIT
git worktree add -f "$work/base" "$base_commit" -q
build=(swift build -c release --static-swift-stdlib --product specc)
(cd "$work/base" && "${build[@]}" --scratch-path "$work/base-build" 2>&1 | tail -1)
"${build[@]}" --scratch-path .build-bench 2>&1 | tail -1
base="$work/base-build/release/specc"
cur="$PWD/.build-bench/release/specc"
python3 Benchmarks/make_spec.py 1000000 "$work/spec-1mb.yaml"
python3 Benchmarks/make_spec.py 10000000 "$work/spec-10mb.yaml"
row() { # name, base input, current input, runs
  hyperfine -N -i --warmup 3 --runs "$4" --export-json "$work/$1.json" "$base lint $2" "$cur lint $3" >/dev/null
  local bm cm
  bm=$(/usr/bin/time -f %M "$base" lint "$2" 2>&1 >/dev/null | tail -1)
  cm=$(/usr/bin/time -f %M "$cur" lint "$3" 2>&1 >/dev/null | tail -1)
  python3 - "$work/$1.json" "$1" "$bm" "$cm" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
before, now = results[0]["median"] * 1000, results[1]["median"] * 1000
print(f"| {sys.argv[2]} | {before:.1f} ms | {now:.1f} ms | {now / before:.2f}× | "
      f"{int(sys.argv[3]) / 1024:.1f} MB | {int(sys.argv[4]) / 1024:.1f} MB |")
PY
}
echo "| input | $base_commit median | now median | now ÷ before | $base_commit peak memory | now peak memory |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for spec in athan ontime prayer_times timesafari; do
  row "$spec.yaml" "$work/base/Specs/$spec.yaml" "Specs/$spec.yaml" 30
done
row 1mb "$work/spec-1mb.yaml" "$work/spec-1mb.yaml" 15
row 10mb "$work/spec-10mb.yaml" "$work/spec-10mb.yaml" 5
