#!/usr/bin/env bash
# Issue 29: the sound fixtures under Tests/SpeccCoreTests/Fixtures/sounds are what
# scripts/make-sound-fixtures.py writes (byte for byte), and an independent reader, mutagen (from
# PyPI, pinned, in a virtual environment under .build-venv when python3 cannot import it), reads
# from them the container, rate, channel count and length the manifest states and SoundFile.read
# (SoundFileTests) is held to. mutagen does not read CAF, and gives a compressed WAVE's length as if
# it were PCM (it ignores the `fact` chunk), so those rows are compared by container only; the
# script says which. Exits 1 on any difference. Usage: scripts/check-sounds.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python=$(scripts/pypi-python.sh mutagen mutagen==1.48.1)
echo "mutagen $("$python" -c 'import mutagen; print(mutagen.version_string)')"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixtures=Tests/SpeccCoreTests/Fixtures/sounds
python3 scripts/make-sound-fixtures.py "$work"
if ! diff -r "$fixtures" "$work" >/dev/null; then
  diff -rq "$fixtures" "$work" || true
  echo "FAIL: $fixtures is not what scripts/make-sound-fixtures.py writes (run it into that folder and commit)"
  exit 1
fi

"$python" - "$fixtures" <<'PY'
import os, sys
import mutagen

folder = sys.argv[1]
kinds = {"wav": "WAVE", "aiff": "AIFF", "aifc": "AIFF", "mp3": "MP3", "flac": "FLAC", "mp4": "MP4"}
compared = skipped = failures = 0
for line in open(os.path.join(folder, "manifest.tsv"), encoding="utf-8"):
    if line.startswith("#"):
        continue
    name, container, codec, rate, channels, seconds = line.rstrip("\n").split("\t")
    path = os.path.join(folder, name)
    try:
        found = mutagen.File(path)
    except Exception as error:  # mutagen raises its own error types for files it cannot read
        found = None
        if container != "unreadable":
            print(f"{name}: mutagen cannot read it ({type(error).__name__}: {error})")
            failures += 1
        continue
    if container == "unreadable":
        if found is not None and getattr(found.info, "length", 0):
            print(f"{name}: the manifest says unreadable, mutagen reads {type(found).__name__}")
            failures += 1
        continue
    if container == "caf":
        skipped += 1
        continue
    if found is None:
        print(f"{name}: mutagen does not recognise it ({container})")
        failures += 1
        continue
    kind = type(found).__name__
    expected_kind = {"ogg": "OggOpus" if codec == "opus" else "OggVorbis"}.get(container, kinds.get(container))
    problems = []
    if kind != expected_kind:
        problems.append(f"container {kind}, manifest {container}")
    info = found.info
    if container == "wav" and codec not in ("lpcm", "ulaw", "alaw"):
        skipped += 1  # mutagen's WAVE length ignores the fact chunk of compressed formats
    else:
        if abs(info.length - float(seconds)) > 0.001:
            problems.append(f"length {info.length} s, manifest {seconds} s")
        if codec != "opus" and float(info.sample_rate) != float(rate):
            problems.append(f"rate {info.sample_rate}, manifest {rate}")
        if channels and int(info.channels) != int(channels):
            problems.append(f"channels {info.channels}, manifest {channels}")
        compared += 1
    if problems:
        print(f"{name}: " + "; ".join(problems))
        failures += 1
print(f"mutagen: {compared} fixtures agree with the manifest, {skipped} compared by container only or not "
      f"readable by mutagen (CAF, compressed WAVE), {failures} differ")
sys.exit(1 if failures else 0)
PY
echo "sounds: OK"
