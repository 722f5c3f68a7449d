#!/usr/bin/env python3
"""Turns one scripts/bench.sh run (hyperfine JSON + peak RSS files) into the Markdown tables of
docs/benchmarks.md, with each target marked met or not.

    Benchmarks/summarize.py WORK_DIR "LOAD_BEFORE" "LOAD_AFTER"
"""
import glob
import json
import os
import platform
import subprocess
import sys

work, load_before, load_after = sys.argv[1], sys.argv[2], sys.argv[3]
medians, runs, rss = {}, {}, {}
for path in glob.glob(os.path.join(work, "json", "*.json")):
    case, tool = os.path.basename(path)[:-5].split("__")
    result = json.load(open(path))["results"][0]
    medians[(case, tool)] = result["median"]
    runs[(case, tool)] = len(result["times"])
for path in glob.glob(os.path.join(work, "json", "*.rss")):
    case, tool = os.path.basename(path)[:-4].split("__")
    text = open(path).read().split()
    rss[(case, tool)] = int(text[-1]) * 1024 if text and text[-1].isdigit() else None


def ms(seconds):
    if seconds is None:
        return "—"
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.1f} s"


def mb(size):
    return "—" if size is None else f"{size / 1e6:.1f} MB"


def div(a, b):
    """a / b, or None when either measurement is missing (a failed hyperfine run)."""
    return None if a is None or b is None or b == 0 else a / b


def x(ratio, digits=2):
    return "—" if ratio is None else f"{ratio:.{digits}f}×"


def mark(ok):
    return "met" if ok else "**not met**"


targets = []
out = []
cpu = "?"
for line in open("/proc/cpuinfo"):
    if line.startswith("model name"):
        cpu = line.split(":", 1)[1].strip()
        break
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
out.append("Machine: %s, %d cores, %.0f GB RAM, Linux %s; %s." % (
    cpu, os.cpu_count(), os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, platform.release(),
    swift[0] if swift else "swift ?"))
out.append(f"Load average (1, 5, 15 min) before the run: {load_before}; after: {load_after}.")
out.append("")

out.append("### Real specs (Specs/)")
out.append("")
out.append("| spec | size | Swift hello-world | floor (deps, no work) | specc lint | specc ÷ hello (≤ 2×) "
           "| specc ÷ floor | yamllint | yamllint ÷ specc (≥ 20×) | check-jsonschema | check-jsonschema ÷ specc "
           "| specc peak memory |")
out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
spec_cases = sorted(c for (c, t) in medians if c.startswith("spec:") and t == "specc")
for case in spec_cases:
    name = case[5:]
    size = os.path.getsize(os.path.join("Specs", name))
    hello, specc = medians.get((case, "hello")), medians[(case, "specc")]
    floor = medians.get((case, "floor"))
    yl, cj = medians.get((case, "yamllint")), medians.get((case, "check-jsonschema"))
    ratio, vs_yamllint = div(specc, hello), div(yl, specc)
    targets.append((f"{name}: specc ≤ 2× hello-world", ratio is not None and ratio <= 2, x(ratio)))
    targets.append((f"{name}: ≥ 20× faster than yamllint", vs_yamllint is not None and vs_yamllint >= 20,
                    x(vs_yamllint, 0)))
    out.append(f"| {name} | {size / 1000:.1f} KB | {ms(hello)} | {ms(floor)} | {ms(specc)} | {x(ratio)} | "
               f"{x(div(specc, floor))} | {ms(yl)} | {x(vs_yamllint, 0)} | {ms(cj)} | {x(div(cj, specc), 0)} | "
               f"{mb(rss.get((case, 'specc')))} |")
floors = [r for r in (div(medians.get((c, "floor")), medians.get((c, "hello"))) for c in spec_cases) if r]
if floors:
    out.append("")
    out.append(f"The floor itself (ArgumentParser and Yams linked, the command line parsed, nothing done) takes "
               f"{min(floors):.2f}–{max(floors):.2f}× the hello-world.")
out.append("")

if ("dynamic:ontime.yaml", "specc") in medians and ("spec:ontime.yaml", "specc") in medians:
    out.append("### Static or dynamic Swift runtime (ontime.yaml)")
    out.append("")
    out.append("| build | Swift hello-world | specc lint | specc ÷ hello |")
    out.append("| --- | ---: | ---: | ---: |")
    for label, case in (("`--static-swift-stdlib` (used above)", "spec:ontime.yaml"),
                        ("dynamic (SwiftPM's default)", "dynamic:ontime.yaml")):
        h, s_ = medians.get((case, "hello")), medians.get((case, "specc"))
        out.append(f"| {label} | {ms(h)} | {ms(s_)} | {x(div(s_, h))} |")
    out.append("")

out.append("### Synthetic specs (Benchmarks/make_spec.py)")
out.append("")
out.append("| size | libyaml events (C) | specc lint | specc ÷ libyaml | yamllint | yamllint ÷ specc (≥ 20×) "
           "| check-jsonschema | check-jsonschema ÷ specc | specc peak memory | ÷ file size | libyaml peak memory |")
out.append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
sizes = sorted(int(c.split(":")[1]) for (c, t) in medians if c.startswith("synthetic:") and t == "specc")
for size in sizes:
    case = f"synthetic:{size}"
    path = os.path.join(work, f"synthetic-{size}.yaml")
    actual = os.path.getsize(path)
    ev, specc = medians.get((case, "yaml_events")), medians[(case, "specc")]
    yl, cj = medians.get((case, "yamllint")), medians.get((case, "check-jsonschema"))
    peak = rss.get((case, "specc"))
    yl_runs = runs.get((case, "yamllint"), 0)
    vs_yamllint, vs_events, vs_size = div(yl, specc), div(specc, ev), div(peak, actual)
    out.append(f"| {actual / 1e6:.2f} MB | {ms(ev)} | {ms(specc)} | {x(vs_events)} | {ms(yl)} ({yl_runs} run"
               f"{'s' if yl_runs != 1 else ''}) | {x(vs_yamllint, 0)} | {ms(cj)} | {x(div(cj, specc), 0)} | "
               f"{mb(peak)} | {x(vs_size, 1)} | {mb(rss.get((case, 'yaml_events')))} |")
    targets.append((f"{actual / 1e6:.2f} MB: ≥ 20× faster than yamllint", vs_yamllint is not None and vs_yamllint >= 20,
                    x(vs_yamllint, 0)))
    if size >= 10_000_000:
        targets.append(("10 MB: specc ≤ 4× the libyaml floor", vs_events is not None and vs_events <= 4, x(vs_events)))
        targets.append(("10 MB: peak memory ≤ 10× file size", vs_size is not None and vs_size <= 10, x(vs_size, 1)))
if 1000000 in sizes and 10000000 in sizes:
    growth = div(medians.get(("synthetic:10000000", "specc")), medians.get(("synthetic:1000000", "specc")))
    targets.append(("linear growth: 1 MB → 10 MB takes ≤ 11× the time", growth is not None and growth <= 11, x(growth)))
out.append("")

out.append("### Many files in one `specc lint` call (copies of Specs/ with distinct ids, both cores)")
out.append("")
out.append("| files | specc lint | per file | peak memory |")
out.append("| ---: | ---: | ---: | ---: |")
counts = sorted(int(c.split(":")[1]) for (c, t) in medians if c.startswith("files:"))
for count in counts:
    t = medians[(f"files:{count}", "specc")]
    out.append(f"| {count} | {ms(t)} | {t / count * 1000:.2f} ms | {mb(rss.get((f'files:{count}', 'specc')))} |")
if counts == [100, 1000]:
    growth = div(medians.get(("files:1000", "specc")), medians.get(("files:100", "specc")))
    targets.append(("linear growth: 100 → 1,000 files takes ≤ 11× the time", growth is not None and growth <= 11,
                    x(growth)))
out.append("")

out.append("### Targets")
out.append("")
out.append("| target | measured | |")
out.append("| --- | ---: | --- |")
for name, ok, value in targets:
    out.append(f"| {name} | {value} | {mark(ok)} |")
print("\n".join(out))
