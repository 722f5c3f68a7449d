#!/usr/bin/env bash
# Benchmarks `specc lint` side by side with its floors and its alternatives, in one run.
#
#   scripts/bench.sh [RESULTS.md]     # default: bench-results.md in a temporary folder (printed)
#   BENCH_RUNS=3 BENCH_SIZES=10000 BENCH_COUNTS=100 scripts/bench.sh   # a quick check of the harness
#
# Measures (medians with hyperfine, peak memory with /usr/bin/time):
# - each spec in Specs/: specc lint vs a Swift hello-world built the same way (release, static
#   Swift standard library), vs Benchmarks/Floor (specc's dependencies and command line, no work),
#   and vs yamllint and check-jsonschema (with docs/specc.schema.json);
# - synthetic specs of ~10 KB, ~1 MB, ~10 MB (Benchmarks/make_spec.py): specc lint vs a C program
#   that only parses the libyaml events (Benchmarks/yaml_events.c), yamllint, check-jsonschema;
# - 100 and 1,000 spec files (copies of Specs/ with distinct spec ids) in one `specc lint` call.
# Installs what it needs when missing (hyperfine, libyaml-dev, pkg-config from Debian; yamllint,
# check-jsonschema from PyPI). Not part of `swift test` or CI. See docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d /tmp/specc-bench.XXXXXX)"
results="${1:-$work/bench-results.md}"
# Fewer runs for the slow Python tools on big files (yamllint takes about a minute on 10 MB).
runs_fast="${BENCH_RUNS:-20}"
# Smaller sets for a quick check of the harness itself (the documented run uses the defaults).
sizes="${BENCH_SIZES:-10000 1000000 10000000}"
counts="${BENCH_COUNTS:-100 1000}"

apt_needed=()
command -v hyperfine >/dev/null || apt_needed+=(hyperfine)
command -v pkg-config >/dev/null || apt_needed+=(pkg-config)
pkg-config --exists yaml-0.1 2>/dev/null || apt_needed+=(libyaml-dev)
[ -x /usr/bin/time ] || apt_needed+=(time)
command -v cc >/dev/null || apt_needed+=(gcc)
if [ ${#apt_needed[@]} -gt 0 ]; then
  echo "== installing ${apt_needed[*]}"
  apt-get update -qq && apt-get install -y -qq "${apt_needed[@]}" >/dev/null
fi
pip_needed=()
command -v yamllint >/dev/null || pip_needed+=(yamllint)
command -v check-jsonschema >/dev/null || pip_needed+=(check-jsonschema)
if [ ${#pip_needed[@]} -gt 0 ]; then
  echo "== installing ${pip_needed[*]}"
  python3 -m pip install -q "${pip_needed[@]}"
fi

# Everything Swift is built the same way: release, Swift runtime and Foundation linked statically
# (how a CI tool is best shipped: no dynamic loading of Foundation and ICU at every start).
build=(swift build -c release --static-swift-stdlib)
echo "== building (release, --static-swift-stdlib)"
"${build[@]}" --scratch-path .build-bench --product specc 2>&1 | tail -1
specc="$("${build[@]}" --scratch-path .build-bench --show-bin-path)/specc"
"${build[@]}" --package-path Benchmarks/Floor --scratch-path "$work/floor-build" 2>&1 | tail -1
floor="$("${build[@]}" --package-path Benchmarks/Floor --scratch-path "$work/floor-build" --show-bin-path)/floor"
mkdir -p "$work/hello/Sources/hello"
cat >"$work/hello/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
echo 'print("hello")' >"$work/hello/Sources/hello/main.swift"
"${build[@]}" --package-path "$work/hello" 2>&1 | tail -1
hello="$("${build[@]}" --package-path "$work/hello" --show-bin-path)/hello"
# The same two dynamically linked, to show what static linking buys (one spec only).
dynamic=(swift build -c release)
"${dynamic[@]}" --scratch-path .build-bench-dynamic --product specc 2>&1 | tail -1
specc_dynamic="$("${dynamic[@]}" --scratch-path .build-bench-dynamic --show-bin-path)/specc"
"${dynamic[@]}" --package-path "$work/hello" --scratch-path "$work/hello/.build-dynamic" 2>&1 | tail -1
hello_dynamic="$("${dynamic[@]}" --package-path "$work/hello" --scratch-path "$work/hello/.build-dynamic" --show-bin-path)/hello"
# shellcheck disable=SC2046
cc -O2 -o "$work/yaml_events" Benchmarks/yaml_events.c $(pkg-config --cflags --libs yaml-0.1)
events="$work/yaml_events"

echo "== inputs in $work"
for size in $sizes; do
  python3 Benchmarks/make_spec.py "$size" "$work/synthetic-$size.yaml"
done
specs=(Specs/*.yaml)
for count in $counts; do
  mkdir -p "$work/many-$count"
  # Distinct spec ids, as in a real project (equal ids are a duplicate_namespace error).
  for ((i = 0; i < count; i++)); do
    sed -E "s/^spec: ([a-z0-9_]+)/spec: \1_$i/" "${specs[$((i % ${#specs[@]}))]}" >"$work/many-$count/spec-$i.yaml"
  done
done
for file in "${specs[@]}" "$work"/synthetic-*.yaml "$work"/many-*; do
  "$specc" lint "$file" >/dev/null || { echo "bench: $file does not lint clean" >&2; exit 1; }
done

schema="$root/docs/specc.schema.json"
mkdir -p "$work/json"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
# bench CASE TOOL RUNS COMMAND...: hyperfine median into json/CASE__TOOL.json, peak RSS alongside.
bench() {
  local case="$1" tool="$2" runs="$3"
  shift 3
  echo "-- $case: $tool"
  hyperfine -N -i --style basic --warmup "$([ "$runs" -ge 5 ] && echo 2 || echo 0)" --runs "$runs" \
    --export-json "$work/json/${case}__${tool}.json" "$*" 2>&1 | grep -E "Time|Range" || true
  /usr/bin/time -f "%M" -o "$work/json/${case}__${tool}.rss" "$@" >/dev/null 2>&1 || true
}

for file in "${specs[@]}"; do
  case="spec:$(basename "$file")"
  bench "$case" hello "$runs_fast" "$hello"
  bench "$case" floor "$runs_fast" "$floor" lint "$file"
  bench "$case" specc "$runs_fast" "$specc" lint "$file"
  bench "$case" yamllint 5 yamllint -d relaxed "$file"
  bench "$case" check-jsonschema 5 check-jsonschema --schemafile "$schema" "$file"
done
bench "dynamic:ontime.yaml" hello "$runs_fast" "$hello_dynamic"
bench "dynamic:ontime.yaml" specc "$runs_fast" "$specc_dynamic" lint Specs/ontime.yaml
for size in $sizes; do
  file="$work/synthetic-$size.yaml"
  case="synthetic:$size"
  slow=$([ "$size" -ge 10000000 ] && echo 1 || ([ "$size" -ge 1000000 ] && echo 3 || echo 5))
  bench "$case" yaml_events "$([ "$size" -ge 10000000 ] && echo 5 || echo "$runs_fast")" "$events" "$file"
  bench "$case" specc "$([ "$size" -ge 10000000 ] && echo 5 || echo "$runs_fast")" "$specc" lint "$file"
  bench "$case" yamllint "$slow" yamllint -d relaxed "$file"
  bench "$case" check-jsonschema "$slow" check-jsonschema --schemafile "$schema" "$file"
done
for count in $counts; do
  bench "files:$count" specc "$([ "$count" -ge 1000 ] && echo 5 || echo 10)" "$specc" lint "$work/many-$count"
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

python3 Benchmarks/summarize.py "$work" "$load_before" "$load_after" >"$results"
cat "$results"
echo "== results in $results (inputs and raw hyperfine JSON in $work)"
