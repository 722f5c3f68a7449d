#!/usr/bin/env bash
# Installs what checks the generated Kotlin and TypeScript, from Debian, when missing: kotlinc
# (package `kotlin`), tsc (`node-typescript`) and a JVM to run the Kotlin vectors. node is
# expected on the machine. Used by .ci/run before `swift test` and by scripts/check-foreign.sh.
set -euo pipefail
need=()
command -v kotlinc >/dev/null || need+=(kotlin)
command -v tsc >/dev/null || need+=(node-typescript)
command -v java >/dev/null || need+=(default-jre-headless)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v node >/dev/null || { echo "node is missing: the TypeScript vectors run on node"; exit 1; }
echo "kotlinc: $(kotlinc -version 2>&1 | grep -o 'kotlinc-jvm [0-9.]*' || echo '?'); tsc: $(tsc --version); node: $(node --version)"
