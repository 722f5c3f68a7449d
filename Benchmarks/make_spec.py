#!/usr/bin/env python3
"""Writes a synthetic, lint-clean spec of about SIZE bytes, for scripts/bench.sh.

    Benchmarks/make_spec.py 1000000 /tmp/spec-1mb.yaml

Spec-like list entries (copy, status labels, feature flags, error codes) with unique ids, so the
file is big the way a real spec would grow, not one huge scalar.
"""
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make_spec.py SIZE_BYTES OUTPUT")
    target, path = int(sys.argv[1]), sys.argv[2]
    header = (
        "# Synthetic spec for benchmarks (Benchmarks/make_spec.py).\n"
        "spec: synthetic\n"
        "name: Synthetic\n"
        'version: "1.0"\n'
        "description: >-\n"
        "  A generated spec whose size grows with its number of entries.\n"
        "platforms:\n"
        "  ios:\n"
        "    pending_cap: 64\n"
        "    reserve: 4\n"
        "    window_days: 2\n"
        "    refresh_hours: 12\n"
    )
    copy, labels, flags, codes = [], [], [], []
    size = len(header) + 64

    def add(section, entry):
        nonlocal size
        section.append(entry)
        size += len(entry)

    index = 0
    while size < target:
        index += 1
        add(copy,
            f"  - id: message_{index:07d}\n"
            f"    platform: {('all', 'ios', 'android', 'web')[index % 4]}\n"
            f"    context: explanation\n"
            f'    text: "Notification text number {index}, explaining what happens next."\n')
        if index % 4 == 0:
            add(labels,
                f"  - id: state_{index:07d}\n"
                f"    state: Capability state {index}\n"
                f"    label: Status {index}\n"
                f"    set_outside_flows: true\n")
        if index % 8 == 0:
            add(flags, f"  - id: flag{index:07d}\n    type: integer\n    default: {index}\n    description: Flag {index}.\n")
            add(codes, f"  - id: ERROR_{index:07d}\n    description: Error number {index}.\n")
    with open(path, "w", encoding="utf-8") as out:
        out.write(header)
        for key, entries in (("copy", copy), ("status_labels", labels), ("feature_flags", flags), ("error_codes", codes)):
            if entries:
                out.write(f"{key}:\n")
                out.writelines(entries)


if __name__ == "__main__":
    main()
