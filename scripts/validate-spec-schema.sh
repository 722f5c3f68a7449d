#!/usr/bin/env bash
# Checks docs/specc.schema.json (written by `specc schema`) with an independent validator:
#   1. it is a valid JSON Schema draft 2020-12 document;
#   2. every spec in Specs/ (or the files given) validates against it;
#   3. specs that specc rejects are rejected too: an unknown key, a value outside an enum,
#      a missing required key, an integer out of range.
# Uses the PyPI packages jsonschema and PyYAML (installed when missing). YAML is read with the
# YAML 1.2 core schema, as yaml-language-server does (`on`/`off` are strings, not booleans).
# Usage: scripts/validate-spec-schema.sh [SPEC.yaml ...]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -c 'import jsonschema, yaml' 2>/dev/null ||
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q jsonschema pyyaml

python3 - docs/specc.schema.json "$@" <<'PY'
import glob, json, re, sys
import jsonschema, yaml

class Yaml12Loader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.2 core-schema booleans, integers and floats."""

Yaml12Loader.yaml_implicit_resolvers = {
    first: [r for r in resolvers if r[0] not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float", re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$"), list("-+0123456789."))
Yaml12Loader.add_constructor("tag:yaml.org,2002:int", lambda loader, node: int(loader.construct_scalar(node), 10))

schema_path, specs = sys.argv[1], sys.argv[2:] or sorted(glob.glob("Specs/*.yaml") + glob.glob("Specs/*.yml"))
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema", "not a draft 2020-12 schema"
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
print(f"{schema_path}: a valid JSON Schema (draft 2020-12)")

def problems(document):
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(document)]

failed = 0
if not specs:
    print("no specs found"); failed += 1
for path in specs:
    with open(path, encoding="utf-8") as f:
        found = problems(yaml.load(f, Loader=Yaml12Loader))
    if found:
        failed += 1
        print(f"{path}: INVALID"); [print(f"  {p}") for p in found]
    else:
        print(f"{path}: valid")

base = {"spec": "demo", "name": "Demo", "version": "1",
        "channels": [{"id": "app.daily", "name": "Daily", "importance": "high"}]}
assert not problems(base), problems(base)
rejected = {
    "unknown key": yaml.load('spec: demo\nname: Demo\nversion: "1"\nslotz: []\n', Loader=Yaml12Loader),
    "unknown nested key": {**base, "platforms": {"ios": {"pendng_cap": 64}}},
    "value outside an enum": {**base, "channels": [{"id": "a.b", "name": "A", "importance": "hihg"}]},
    "missing required key": {**base, "channels": [{"id": "a.b", "importance": "high"}]},
    "integer out of range": {**base, "scheduling": {"schedule_depth": 2}},
}
for name, document in rejected.items():
    if problems(document):
        print(f"rejected as it must be: {name}")
    else:
        failed += 1
        print(f"NOT REJECTED: {name}")
sys.exit(1 if failed else 0)
PY
