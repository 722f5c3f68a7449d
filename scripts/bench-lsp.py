#!/usr/bin/env python3
"""Benchmarks `specc lsp` as an editor uses it, over stdio (see docs/benchmarks.md).

    scripts/bench-lsp.py [SPECC_BINARY]     # default: builds and uses .build/release/specc

Measures, on a release build:
- the latency of diagnostics after a one-character change (typed into a value, then deleted, so
  the spec stays the same): from writing the didChange to reading the publishDiagnostics of that
  version, median (and min, max) of RUNS repetitions, for Specs/ontime.yaml and a ~1 MB spec
  from Benchmarks/make_spec.py;
- the server's resident memory (VmRSS, VmHWM from /proc) after opening Specs/ontime.yaml, after
  1,000 and after 10,000 such edits, each edit waiting for its diagnostics (every edit is linted);
  then after two rounds of 10,000 edits to the 1 MB spec sent without waiting (the server
  coalesces them), each round ended by a hover.
Environment: BENCH_RUNS (default 41), BENCH_EDITS (default 10000).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = int(os.environ.get("BENCH_RUNS", "41"))
EDITS = int(os.environ.get("BENCH_EDITS", "10000"))


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise RuntimeError("the server closed its output")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        """Reads until the diagnostics of `version` of `uri` arrive."""
        while True:
            message = self.receive()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri:
                if params.get("version") == version:
                    return params["diagnostics"]

    def memory(self):
        fields = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    fields[name] = int(value.split()[0]) / 1024
        return fields

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.process.wait(timeout=30)


def change(server, uri, version, line, character, text, length):
    server.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [
                {
                    "range": {
                        "start": {"line": line, "character": character},
                        "end": {"line": line, "character": character + length},
                    },
                    "text": text,
                }
            ],
        },
    )


def edit_site(text):
    """A place inside a value: the end of the first `name:` line (a one-character change there
    keeps the spec valid)."""
    for number, line in enumerate(text.split("\n")):
        if line.startswith("name: "):
            return number, len(line.encode("utf-16-le")) // 2
    raise SystemExit("no `name:` line to edit")


def open_document(server, path, uri):
    text = open(path, encoding="utf-8").read()
    server.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}},
    )
    diagnostics = server.diagnostics(uri, 1)
    return text, diagnostics


def latency(server, path, uri):
    text, diagnostics = open_document(server, path, uri)
    line, character = edit_site(text)
    samples = []
    version = 1
    for run in range(RUNS):
        version += 1
        start = time.perf_counter()
        if run % 2 == 0:
            change(server, uri, version, line, character, "x", 0)
        else:
            change(server, uri, version, line, character, "", 1)
        server.diagnostics(uri, version)
        samples.append((time.perf_counter() - start) * 1000)
    return len(text.encode()), len(diagnostics), samples, version


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else None
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "specc"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build/release/specc")
    work = tempfile.mkdtemp(prefix="specc-bench-lsp.")
    big = os.path.join(work, "spec-1mb.yaml")
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/make_spec.py"), "1000000", big], check=True)
    ontime = os.path.join(ROOT, "Specs/ontime.yaml")

    server = Server(binary)
    server.request("initialize", {"capabilities": {}, "processId": None, "rootUri": None})
    server.notify("initialized", {})
    print(f"specc lsp: {binary}; {RUNS} runs each, {EDITS} edits")
    print("| spec | size | diagnostics | median | min | max |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, path in (("Specs/ontime.yaml", ontime), ("synthetic ~1 MB", big)):
        uri = "file://" + path
        size, count, samples, _ = latency(server, path, uri)
        print(
            f"| {name} | {size / 1000:.1f} KB | {count} | {statistics.median(samples):.1f} ms"
            f" | {min(samples):.1f} ms | {max(samples):.1f} ms |"
        )
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    server.close()

    # Memory over a long session: a fresh server, ontime.yaml, EDITS edits each linted.
    server = Server(binary)
    server.request("initialize", {"capabilities": {}})
    server.notify("initialized", {})
    uri = "file://" + ontime
    text, _ = open_document(server, ontime, uri)
    line, character = edit_site(text)
    rows = [("after opening Specs/ontime.yaml", server.memory())]
    version = 1
    started = time.perf_counter()
    for edit in range(EDITS):
        version += 1
        if edit % 2 == 0:
            change(server, uri, version, line, character, "x", 0)
        else:
            change(server, uri, version, line, character, "", 1)
        server.diagnostics(uri, version)
        if edit + 1 in (1000, EDITS):
            rows.append((f"after {edit + 1:,} edits, each linted", server.memory()))
    seconds = time.perf_counter() - started
    # The same count of edits to the 1 MB spec, sent as fast as they can be written.
    big_uri = "file://" + big
    big_text, _ = open_document(server, big, big_uri)
    rows.append(("after opening the 1 MB spec too", server.memory()))
    big_line, big_character = edit_site(big_text)
    big_version = 1
    for round in (1, 2):
        for edit in range(EDITS):
            big_version += 1
            if edit % 2 == 0:
                change(server, big_uri, big_version, big_line, big_character, "x", 0)
            else:
                change(server, big_uri, big_version, big_line, big_character, "", 1)
        hover = server.request(
            "textDocument/hover",
            {"textDocument": {"uri": big_uri}, "position": {"line": big_line, "character": 1}},
        )
        assert "error" not in hover, hover
        which = "" if round == 1 else "another "
        rows.append((f"after {which}{EDITS:,} edits to the 1 MB spec, unawaited", server.memory()))
    status = server.close()
    print()
    print(f"{EDITS:,} linted edits of ontime.yaml took {seconds:.1f} s ({seconds / EDITS * 1000:.2f} ms each)")
    print("| moment | resident memory (VmRSS) | peak (VmHWM) |")
    print("| --- | ---: | ---: |")
    for moment, memory in rows:
        print(f"| {moment} | {memory['VmRSS']:.1f} MB | {memory['VmHWM']:.1f} MB |")
    print(f"\nexit status after shutdown and exit: {status}")


if __name__ == "__main__":
    main()
