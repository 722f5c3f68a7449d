#!/usr/bin/env bash
# Held-out check of issue 42, items 8-10 (the language server, one mistake one diagnostic, docs
# that do what they say), against a built specc: one "ok" or "FAIL" line per case, exit 1 if any
# case fails.
#
#   scripts/heldout/issue42-editor.sh [path/to/specc]     # default: .build/debug/specc
set -u
root="$(cd "$(dirname "$0")/../.." && pwd)"
specc="${1:-$root/.build/debug/specc}"
[ -x "$specc" ] || { echo "no specc at $specc (swift build first)" >&2; exit 2; }
specc="$(cd "$(dirname "$specc")" && pwd)/$(basename "$specc")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
ok() { echo "ok   $1"; }
fail() { echo "FAIL $1${2:+: $2}"; failed=1; }

# --- Item 8: the language server (a Python client over the real framing stream) -------------
python3 - "$specc" "$root/Examples/localized.yaml" > "$work/lsp.out" 2>&1 <<'PY'
import json, subprocess, sys, threading, time, queue

specc, spec_path = sys.argv[1], sys.argv[2]
text0 = open(spec_path, encoding="utf-8").read()
URI = "file:///heldout/localized.yaml"

class Client:
    def __init__(self):
        self.p = subprocess.Popen([specc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        self.q = queue.Queue()
        self.kept = []
        threading.Thread(target=self.read, daemon=True).start()
        self.id = 0

    def read(self):
        out = self.p.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                k, _, v = line.decode().partition(":")
                headers[k.lower()] = v.strip()
            body = out.read(int(headers["content-length"]))
            self.q.put(json.loads(body))

    def raw(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    @staticmethod
    def body(method, params, id=None):
        m = {"jsonrpc": "2.0", "method": method, "params": params}
        if id is not None:
            m["id"] = id
        return json.dumps(m).encode()

    def send(self, method, params, id=None):
        b = self.body(method, params, id)
        self.raw(b"Content-Length: %d\r\n\r\n" % len(b) + b)

    def wait(self, pred, timeout=20):
        for i, m in enumerate(self.kept):
            if pred(m):
                return self.kept.pop(i)
        end = time.time() + timeout
        while time.time() < end:
            try:
                m = self.q.get(timeout=max(0.01, end - time.time()))
            except queue.Empty:
                break
            if pred(m):
                return m
            self.kept.append(m)
        return None

    def request(self, method, params, timeout=20):
        self.id += 1
        i = self.id
        self.send(method, params, i)
        return self.wait(lambda m: m.get("id") == i and "method" not in m, timeout)

    def start(self, text=text0):
        init = self.request("initialize", {"capabilities": {}})
        self.send("initialized", {})
        self.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": text}})
        return init

    def answering(self):
        for _ in range(3):
            r = self.request("textDocument/documentSymbol", {"textDocument": {"uri": URI}}, timeout=10)
            if not r or not r.get("result"):
                return False
        return True

    def close(self):
        self.request("shutdown", None, timeout=5)
        self.send("exit", None)
        try:
            return self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            return None

def report(name, good, why=""):
    print(("ok   " if good else "FAIL ") + name + ("" if good else ": " + why))

hover = lambda: {"textDocument": {"uri": URI}, "position": {"line": 36, "character": 10}}

c = Client(); c.start()
b = Client.body("textDocument/hover", hover(), 900)
c.raw(b"Content-Length: %d\r\n\r\n" % (len(b) - 10) + b)
report("lsp: a frame whose Content-Length is 10 bytes short, then every later request answered with its id",
       c.answering() and c.close() == 0, "later requests unanswered or the server did not exit 0")

c = Client(); c.start()
b = Client.body("textDocument/hover", hover(), 901)
c.raw(b"Content-Length: %d\n\n" % len(b) + b)
r = c.wait(lambda m: m.get("id") == 901)
report("lsp: LF-only headers are read, and later requests answered",
       r is not None and "result" in r and c.answering(), f"{r}")

c = Client(); c.start()
b = Client.body("textDocument/hover", hover(), 902)
c.raw(b"Content-Length: %d\r\n\r\n" % (len(b) + 10) + b)
report("lsp: a frame whose Content-Length is 10 bytes long ends at the next header",
       c.answering() and c.wait(lambda m: m.get("id") == 902, 5) is not None, "")

def decl(text, ident):
    for n, line in enumerate(text.split("\n")):
        for w in ("id: " + ident, 'id: "%s"' % ident):
            i = line.find(w)
            if i >= 0 and line[i + len(w):].strip() == "":
                return n, len(line[:i].encode("utf-16-le")) // 2 + 4 + (1 if w.endswith('"') else 0)
    return None

def apply(text, edits):
    lines = [l.encode("utf-16-le") for l in text.split("\n")]
    for e in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]), reverse=True):
        l, s, t = e["range"]["start"]["line"], e["range"]["start"]["character"], e["range"]["end"]["character"]
        lines[l] = lines[l][:2 * s] + e["newText"].encode("utf-16-le") + lines[l][2 * t:]
    return "\n".join(x.decode("utf-16-le") for x in lines)

c = Client()
init = c.start()
caps = (init or {}).get("result", {}).get("capabilities", {})
report("lsp: prepareRename is advertised (renameProvider.prepareProvider)",
       isinstance(caps.get("renameProvider"), dict) and caps["renameProvider"].get("prepareProvider") is True, f"{caps.get('renameProvider')}")
line, ch = decl(text0, "breaks")
pr = c.request("textDocument/prepareRename", {"textDocument": {"uri": URI}, "position": {"line": line, "character": ch}})
off = c.request("textDocument/prepareRename", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}})
report("lsp: prepareRename gives the id's range and text, null off an id",
       pr and pr.get("result", {}).get("placeholder") == "breaks" and off and off.get("result") is None and "error" not in off,
       f"{pr} / {off}")
text, version, errors, warned = text0, 1, [], {}
for old, new in (("breaks", "pauses"), ("break_soon", "pause_soon"), ("BREAK", "PAUSE")):
    line, ch = decl(text, old)
    r = c.request("textDocument/rename", {"textDocument": {"uri": URI}, "position": {"line": line, "character": ch}, "newName": new})
    w = c.wait(lambda m: m.get("method") == "window/showMessage", 2)
    warned[old] = w
    text = apply(text, r["result"]["changes"][URI])
    version += 1
    c.send("textDocument/didChange", {"textDocument": {"uri": URI, "version": version}, "contentChanges": [{"text": text}]})
    d = c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version)
    errors += (d or {"params": {"diagnostics": ["no diagnostics published"]}})["params"]["diagnostics"]
report("lsp: three renames (channel, template, category) update every reference and localization key: 0 errors",
       not errors and "channels.pauses.name" in text and "categories.PAUSE.actions.START" in text
       and "templates.pause_soon.title" in text, f"{len(errors)} diagnostics: {errors[:2]}")
frozen = all(warned[k] and warned[k]["params"]["type"] == 2 and "breaks installed apps" in warned[k]["params"]["message"]
             for k in ("breaks", "BREAK"))
report("lsp: renaming a shipped channel or category warns (window/showMessage), a template does not",
       frozen and warned["break_soon"] is None, f"{warned}")
line, ch = decl(text0, "START")
c2 = Client(); c2.start()
r = c2.request("textDocument/rename", {"textDocument": {"uri": URI}, "position": {"line": line, "character": ch}, "newName": "BEGIN"})
w = c2.wait(lambda m: m.get("method") == "window/showMessage", 5)
report("lsp: renaming an action id warns that installed apps break",
       r and "result" in r and w and "breaks installed apps" in w["params"]["message"], f"{w}")
PY
cat "$work/lsp.out"
grep -q '^FAIL\|Traceback' "$work/lsp.out" && failed=1
grep -q '^ok' "$work/lsp.out" || failed=1

# --- Item 9: one mistake, one diagnostic ---------------------------------------------------
base="$root/Examples/localized.yaml"
cascade() {  # name, old text, new text, expected rule, text on the expected line of localized.yaml
  local name="$1" old="$2" new="$3" rule="$4" file="$work/$RANDOM.yaml"
  local line; line="$(grep -nF -- "$5" "$base" | head -1 | cut -d: -f1)"
  python3 -c 'import sys; s=open(sys.argv[1]).read(); o,n=sys.argv[2],sys.argv[3]; assert o in s; open(sys.argv[4],"w").write(s.replace(o,n,1))' \
    "$base" "$old" "$new" "$file" || { fail "$name" "could not make the spec"; return; }
  local json; json="$("$specc" lint --format json "$file" 2>/dev/null)"
  local got; got="$(printf '%s' "$json" | python3 -c 'import json,sys; d=json.load(sys.stdin)["diagnostics"]; print(len(d), " ".join("%s:%s" % (x["rule"], x["line"]) for x in d))')"
  if [ "$got" = "1 $rule:$line" ]; then ok "$name"; else fail "$name" "expected 1 $rule:$line, got $got"; fi
}
cascade "one diagnostic: a channel missing name (not its translations as unknown keys)" \
  $'  - id: breaks\n    name: Breaks\n' $'  - id: breaks\n' schema_required '  - id: breaks'
cascade "one diagnostic: an invalid max_length (no 'has no max_length' after it)" \
  $'    kind: number\n    max_length: 3\n' $'    kind: number\n    max_length: three\n' schema_type 'max_length: 3'
cascade "one diagnostic: a token typo in the English body (the French text is not flagged)" \
  'starts in {{minutes}} minutes.' 'starts in {{minuts}} minutes.' template_tokens 'starts in {{minutes}} minutes.'
cascade "one diagnostic: time: 8:00 under the time's own rule (schema_value), not slot_id_matches_time" \
  'time: "10:30"' 'time: 8:00' schema_value 'time: "10:30"'
didyoumean() {  # name, old, new, expected text
  local file="$work/$RANDOM.yaml"
  python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[4],"w").write(s.replace(sys.argv[2],sys.argv[3],1))' "$base" "$2" "$3" "$file"
  if "$specc" lint "$file" 2>&1 | grep -qF "$4"; then ok "$1"; else fail "$1" "no \"$4\""; fi
}
didyoumean "did you mean: category: BRAEK" '    category: BREAK' '    category: BRAEK' "did you mean 'BREAK'?"
didyoumean "did you mean: channel: braeks" '    channel: breaks' '    channel: braeks' "did you mean 'breaks'?"
didyoumean "did you mean: template: braek_soon (a transposition in a snake_case id)" '    template: break_soon' '    template: braek_soon' "did you mean 'break_soon'?"

# --- Item 10: docs that do what they say -----------------------------------------------------
bash_completion="$("$specc" --generate-completion-script bash)"
zsh_completion="$("$specc" --generate-completion-script zsh)"
for values in "text json github sarif junit checkstyle" "ios android" "markdown json" "swift kotlin typescript"; do
  quoted="$(printf "'%s' " $values)"
  # bash: one `-W` word list holding every value; zsh: the array of the values, in order.
  if printf '%s\n' "$bash_completion" | grep -- '-W' | python3 -c 'import sys; vs=sys.argv[1].split(); sys.exit(0 if any(all("'"'"'%s'"'"'" % v in l for v in vs) for l in sys.stdin) else 1)' "$values" \
    && printf '%s' "$zsh_completion" | grep -qF "(${quoted% })"; then
    ok "completions offer: $values"
  else
    fail "completions offer: $values" "not in the bash and zsh scripts"
  fi
done
workflow="$root/docs/examples/specc-pull-request.yml"
command="$(python3 - "$root/docs/configuration.md" <<'PY'
import re, sys
m = re.search(r"\[examples/specc-pull-request\.yml\]\([^)]*\).*?\) runs\s+`([^`]*)`", open(sys.argv[1]).read(), re.S)
print(m.group(1) if m else "")
PY
)"
if [ -n "$command" ] && ! printf '%s' "$command" | tr ' ' '\n' | grep -- '^--' | while read -r option; do
    grep -qF -- "$option" "$workflow" || { echo "missing $option"; exit 1; }
  done | grep -q missing; then
  ok "docs/configuration.md names the command docs/examples/specc-pull-request.yml runs ($command)"
else
  fail "docs/configuration.md and docs/examples/specc-pull-request.yml agree" "configuration.md says: '${command:-nothing}'"
fi
if grep -q 'language: swift' "$root/.pre-commit-hooks.yaml" && ! grep -q 'language: system' "$root/.pre-commit-hooks.yaml"; then
  fail "pre-commit hooks use an installed specc" "every hook builds the package (language: swift)"
else
  hook="$(sed -n '/^## pre-commit/,/^## /p' "$root/docs/integration.md")"
  if printf '%s' "$hook" | grep -q 'language: system\|specc-lint-binary\|id: specc-lint$' && printf '%s' "$hook" | grep -qE 'real|[0-9]+(\.[0-9]+)? ?(s|min)\b'; then
    ok "the documented pre-commit hook runs an installed specc, with the measured difference"
  else
    fail "the documented pre-commit hook runs an installed specc, with the measured difference" "integration.md does not say so"
  fi
fi
exit $failed
