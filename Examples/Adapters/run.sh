#!/usr/bin/env bash
# Drives a week of Rouse (Examples/platform.yaml, an alarm app) through each platform adapter specc
# generates, against fakes that record every call, and prints the calls (issue 30):
#   ios       Swift: this package's AdapterWeek (Sources/AdapterWeek/main.swift), whose Swift and
#             iOS adapter SpeccBuildPlugin generates at build time;
#   android   Kotlin: kotlin/AdapterWeek.kt with `specc compile --lang kotlin`'s output, compiled
#             against Tests/PlatformDeclarations/android and run on the JVM;
#   capacitor-expo  TypeScript: typescript/adapter-week.ts with `specc compile --lang typescript`'s
#             output, compiled with tsc --strict against Tests/PlatformDeclarations/typescript and
#             run on node.
# Each plans a week from Sunday 22 March 2026 in London, applies each day's plan, applies it again
# (no call but the read), then moves the phone to Reykjavik on Saturday (only what moved is re-armed).
#
# Usage: Examples/Adapters/run.sh [--check] [platform...]   (platforms: ios android capacitor-expo; default all)
#   Without --check: prints what each platform's run prints.
#   --check: compares each run with expected/<platform>.txt and fails on a difference. A platform
#     whose compiler (kotlinc, java, tsc, node) is missing is reported "skipped", never "passed";
#     SPECC_REQUIRE_FOREIGN_COMPILERS=1 (as CI sets) makes that a failure. SPECC_RECORD=1 writes
#     the files from this run instead (after a deliberate change to the adapters or the example).
# SPECC=path/to/specc picks the specc that compiles Kotlin and TypeScript (default: the root
# package's .build/debug/specc, built when missing).
set -euo pipefail
example=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$example/../.." && pwd)
check=no
if [ "${1:-}" = --check ]; then
  check=yes
  shift
fi
platforms=" ${*:-ios android capacitor-expo} "
for platform in $platforms; do
  case $platform in
    ios | android | capacitor-expo) ;;
    *) echo "unknown platform $platform (ios, android, capacitor-expo)" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()
skipped=()

# Compares (or records) one platform's output.
compare() {
  local platform=$1 output=$2 expected="$example/expected/$1.txt"
  if [ "$check" = no ]; then
    cat "$output"
  elif [ "${SPECC_RECORD:-}" = 1 ]; then
    mkdir -p "$example/expected"
    cp "$output" "$expected"
    echo "$platform: recorded $(wc -l <"$output") lines in expected/$platform.txt"
  elif diff -u "$expected" "$output" >"$work/$platform.diff"; then
    echo "$platform: passed ($(wc -l <"$output") lines as expected/$platform.txt)"
  else
    cat "$work/$platform.diff"
    echo "$platform: FAILED (differs from expected/$platform.txt; SPECC_RECORD=1 $0 --check re-records it)"
    failed+=("$platform")
  fi
}

# True when every tool is installed; otherwise reports the platform skipped (or failed when
# SPECC_REQUIRE_FOREIGN_COMPILERS=1).
have() {
  local platform=$1 tool
  shift
  for tool in "$@"; do
    if ! command -v "$tool" >/dev/null; then
      if [ -n "${SPECC_REQUIRE_FOREIGN_COMPILERS:-}" ]; then
        echo "$platform: FAILED ($tool not found, and SPECC_REQUIRE_FOREIGN_COMPILERS is set)"
        failed+=("$platform")
      else
        echo "$platform: skipped ($tool not found; scripts/install-foreign-compilers.sh installs it)"
        skipped+=("$platform")
      fi
      return 1
    fi
  done
}

# A run's output, or its log and a failure.
run() {
  local platform=$1
  shift
  if ! "$@" >"$work/$platform.txt" 2>"$work/$platform.log"; then
    cat "$work/$platform.txt" "$work/$platform.log"
    echo "$platform: FAILED (the run failed)"
    failed+=("$platform")
    return 1
  fi
}

# iOS: the build plugin generates Rouse's Swift and its iOS adapter (.specc.yml: adapters: [ios, …]).
if [[ $platforms == *" ios "* ]]; then
  if ! (cd "$example" && swift build --product AdapterWeek >"$work/ios-build.log" 2>&1); then
    cat "$work/ios-build.log"
    echo "ios: FAILED (swift build)"
    failed+=(ios)
  elif run ios swift run --package-path "$example" --skip-build AdapterWeek; then
    compare ios "$work/ios.txt"
  fi
fi

# Kotlin and TypeScript: specc compile with this example's configuration (all four adapters).
specc=${SPECC:-$root/.build/debug/specc}
[ -x "$specc" ] || (cd "$root" && swift build --product specc >/dev/null)
"$specc" compile "$root/Examples/platform.yaml" --config "$example/.specc.yml" --lang kotlin,typescript \
  --output "$work/generated" >/dev/null

if [[ $platforms == *" android "* ]] && have android kotlinc java; then
  if ! kotlinc "$work"/generated/kotlin/*.kt "$root"/Tests/PlatformDeclarations/android/*.kt "$example/kotlin/AdapterWeek.kt" \
    -include-runtime -d "$work/android.jar" >"$work/kotlinc.log" 2>&1; then
    grep -v "^OpenJDK" "$work/kotlinc.log"
    echo "android: FAILED (kotlinc)"
    failed+=(android)
  elif run android java -cp "$work/android.jar" specc.examples.adapterweek.AdapterWeekKt; then
    compare android "$work/android.txt"
  fi
fi

if [[ $platforms == *" capacitor-expo "* ]] && have capacitor-expo tsc node; then
  mkdir -p "$work/ts"
  cp "$work"/generated/typescript/*.ts "$root"/Tests/PlatformDeclarations/typescript/*.d.ts \
    "$example/typescript/adapter-week.ts" "$work/ts/"
  if ! (cd "$work/ts" && tsc --strict --exactOptionalPropertyTypes --noUncheckedIndexedAccess --target es2022 \
    --module es2022 --moduleResolution node --outDir out ./*.ts) >"$work/tsc.log" 2>&1; then
    cat "$work/tsc.log"
    echo "capacitor-expo: FAILED (tsc)"
    failed+=(capacitor-expo)
  else
    echo '{"type": "module"}' >"$work/ts/out/package.json"
    run capacitor-expo node "$work/ts/out/adapter-week.js" && compare capacitor-expo "$work/capacitor-expo.txt"
  fi
fi

[ ${#skipped[@]} -eq 0 ] || echo "skipped: ${skipped[*]}"
[ ${#failed[@]} -eq 0 ] || { echo "FAILED: ${failed[*]}"; exit 1; }
