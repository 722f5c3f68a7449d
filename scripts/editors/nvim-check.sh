#!/usr/bin/env bash
# Runs Neovim headless against `specc lsp` on a copy of scripts/editors/demo.yaml and prints what
# the editor saw (docs/editors.md). Needs nvim (Debian: apt-get install -y neovim); uses
# vim.lsp.start_client, so Neovim 0.7 (Debian 12's) works as well as 0.8+.
#   scripts/editors/nvim-check.sh [SPECC_BINARY]     # default: .build/debug/specc
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
specc="$(realpath "${1:-$here/../../.build/debug/specc}")"
work="$(mktemp -d /tmp/specc-nvim.XXXXXX)"
cp "$here/demo.yaml" "$work/demo.yaml"
cd "$work"
SPECC="$specc" RESULT="$work/result.txt" timeout 60 nvim --headless -u NONE -i NONE -c "set noswapfile" \
  -c "luafile $here/nvim-check.lua" demo.yaml >/dev/null 2>&1
cat "$work/result.txt"
grep -q "diagnostics cleared after the edit: true" "$work/result.txt"
