# Sourced by scripts/measure-instructions.sh and scripts/measure-templates.sh: a `strip
# --strip-debug` copy of a static release specc in $work/specc (valgrind 3.19 cannot read Swift
# 6.3's DWARF 5), and `count COMMAND…`, its instructions under callgrind. Expects $binary (a
# static release build, or empty to build one into $scratch); makes $work, a temporary folder
# removed on exit.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v valgrind >/dev/null || { apt-get install -y -qq valgrind >/dev/null; }
if [ -z "$binary" ]; then
  swift build -c release --static-swift-stdlib --product specc --scratch-path "$scratch" >/dev/null
  binary=$scratch/release/specc
fi
strip --strip-debug -o "$work/specc" "$binary"

count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
millions() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }
