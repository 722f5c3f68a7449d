#!/usr/bin/env bash
# The JSON Schema (docs/specc.schema.json) and specc lint agree (issue 22, item 8): over every spec
# the project holds — Specs/, Examples/ and every rule example (triggering, non-triggering, and
# each --fix before and after, from `specc rules --format json`) — whatever lints without errors
# validates with check-jsonschema (an independent validator, from PyPI), and whatever the schema
# rejects (or cannot parse) fails lint. The other direction is not a disagreement: lint's rules
# check much more than shapes. Prints both counts; exits 1 on any file that lints clean and the
# schema rejects.
# Usage: scripts/schema-differential.sh [path/to/specc]   (default .build/debug/specc)
set -euo pipefail
cd "$(dirname "$0")/.."
specc=${1:-.build/debug/specc}
[ -x "$specc" ] || { echo "no specc at $specc: swift build first"; exit 2; }

# check-jsonschema, pinned, in a virtual environment under .build-* (ignored by git) when missing.
venv=.build-venv
checker=$(command -v check-jsonschema || true)
if [ -z "$checker" ]; then
  checker=$venv/bin/check-jsonschema
  if [ ! -x "$checker" ]; then
    python3 -m venv "$venv"
    PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install -q check-jsonschema==0.39.0
  fi
fi
echo "$("$checker" --version)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$specc" rules --format json >"$work/rules.json"

python3 - "$specc" "$checker" "$work" <<'PY'
import glob, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

specc, checker, work = sys.argv[1:4]
files = sorted(glob.glob("Specs/*.yaml") + glob.glob("Specs/*.yml"))
files += sorted(p for p in glob.glob("Examples/**/*.y*ml", recursive=True) if "/.build" not in p)
rules = json.load(open(os.path.join(work, "rules.json")))["rules"]
count = 0
for rule in rules:
    # Project examples hold several files and breaking ones a before and an after: not one spec.
    if rule["scope"] != "spec":
        continue
    texts = rule["triggering"] + rule["nonTriggering"]
    texts += [t for fix in rule["fixes"] for t in (fix["before"], fix["after"])]
    for index, text in enumerate(texts):
        folder = os.path.join(work, "examples", rule["id"])
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{index}.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace("\u2193", ""))
        files.append(path)
        count += 1
# Values where YAML's typing and specc's reading of text could part (issue 22): each must either
# lint clean and validate, or fail both.
header = 'spec: demo\nname: Demo\nversion: "1"\n'
edges = [
    'spec: demo\nname: Demo\nversion: 1.0\n', 'spec: demo\nname: Demo\nversion: 1\n',
    'spec: demo\nname: true\nversion: "1"\n', 'spec: demo\nname: ~\nversion: "1"\n',
    'spec: demo\nname: Demo\nversion: 0x1F\n', 'spec: demo\nname: Demo\nversion: 1e3\n',
    'spec: demo\nname: Demo\nversion: .inf\n', 'spec: demo\nname: Demo\nversion: "1.0"\n',
    'spec: demo\nname: Demo\nversion: 1.0.2\n', 'spec: demo\nname: yes\nversion: "1"\n',
    header + 'status_labels:\n  - { id: off, state: Off, label: 42 }\n',
    header + 'status_labels:\n  - { id: off, state: Off, label: "Off" }\n',
    header + 'platforms:\n  ios:\n    window_days: 7.0\n',
    header + 'platforms:\n  ios:\n    window_days: "7"\n',
    header + 'platforms:\n  ios:\n    window_days: 400\n',
    header + 'slots:\n  - id: 0800\n    time: "08:00"\n',
    header + 'slots:\n  - id: "0800"\n    time: 08:00\n',
    header + 'description: 2024-01-01\n',
]
os.makedirs(os.path.join(work, "edges"), exist_ok=True)
for index, text in enumerate(edges):
    path = os.path.join(work, "edges", f"{index}.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    files.append(path)
    count += 1
print(f"{len(files)} specs: {len(files) - count} from Specs/ and Examples/, {count} rule examples and edge cases")

def lint(path):
    return path, subprocess.run([specc, "lint", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode

with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    status = dict(pool.map(lint, files))
unexpected = {p: s for p, s in status.items() if s not in (0, 1)}
if unexpected:
    print("specc lint exited neither 0 nor 1:", unexpected)
    sys.exit(1)

run = subprocess.run(
    [checker, "--schemafile", "docs/specc.schema.json", "-o", "JSON", *files], capture_output=True, text=True)
report = json.loads(run.stdout)
rejected = {}
for error in report.get("errors", []):
    rejected.setdefault(error["filename"], []).append(f'{error["path"]}: {error["message"]}')
for error in report.get("parse_errors", []):
    rejected.setdefault(error["filename"], []).append(error["message"])

disagree = [p for p in files if p in rejected and status[p] == 0]
stricter = [p for p in files if p not in rejected and status[p] == 1]
print(f"schema rejects {len(rejected)}; lint fails {sum(1 for s in status.values() if s == 1)}")
print(f"lint fails what the schema accepts (rules beyond shapes): {len(stricter)}")
print(f"the schema rejects what lints clean: {len(disagree)}")
for path in disagree:
    shown = path.replace(work + "/", "")
    print(f"  {shown}:")
    for problem in rejected[path][:5]:
        print(f"    {problem}")
    if path.startswith(work):
        print("    " + open(path, encoding="utf-8").read().replace("\n", "\n    "))
sys.exit(1 if disagree else 0)
PY
