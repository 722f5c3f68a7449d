#!/usr/bin/env bash
# Prints a python that can import MODULE: python3 when it can, else the virtual environment
# .build-venv (ignored by git), made when missing, with the pinned PACKAGE installed from PyPI.
# Usage: python=$(scripts/pypi-python.sh MODULE PACKAGE==VERSION)
set -euo pipefail
cd "$(dirname "$0")/.."
module=$1 package=$2
if python3 -c "import $module" 2>/dev/null; then echo python3; exit 0; fi
venv=.build-venv
if ! "$venv/bin/python" -c "import $module" 2>/dev/null; then
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
  PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install -q "$package" >&2
fi
echo "$PWD/$venv/bin/python"
