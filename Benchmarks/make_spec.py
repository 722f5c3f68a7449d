#!/usr/bin/env python3
"""Writes a synthetic, lint-clean spec of about SIZE bytes, for scripts/bench.sh and
scripts/measure-templates.sh.

    Benchmarks/make_spec.py 1000000 /tmp/spec-1mb.yaml
    Benchmarks/make_spec.py --templates 1000000 /tmp/templates-1mb.yaml
    Benchmarks/make_spec.py --slots 10000000 /tmp/slots-10mb.yaml

By default, spec-like list entries (copy, status labels, feature flags, error codes) with unique
ids, so the file is big the way a real spec would grow, not one huge scalar.

With --templates (issue 27), a template-heavy spec: it grows by what references other entries —
templates (about 2,100 per MB) with variants, each posting to a channel and using a category
(ten templates share each, every one declared once and used), the copy beside them, and the
tokens they render. Every lookup a check or the code model makes by id (a template's channel,
category, tokens, its own analysis) happens once per template, so a lookup that searches a list
shows up as quadratic growth from 1 MB to 10 MB.

With --slots (issues 38 and 40), a slot-heavy spec: slots (about 4,600 per MB), each at its own
time on one weekday, with a label, showing one of ten templates. No
slot takes its weekdays from another (`user_weekdays_from`), so a check of that feature that
copies every slot shows up as memory for nothing. Past a few hundred slots the budget of the
pending cap is over (one error per platform): the spec is otherwise clean.
"""
import sys

PLATFORM = "    pending_cap: 64\n    reserve: 4\n    window_days: 2\n    refresh_hours: 12\n"


def header(spec, name, what, platforms):
    return (
        f"# Synthetic {what}for benchmarks (Benchmarks/make_spec.py).\n"
        f"spec: {spec}\n"
        f"name: {name}\n"
        'version: "1.0"\n'
        "description: >-\n"
        f"  A generated spec whose size grows with its number of {'templates' if 'template' in what else 'entries'}.\n"
        "platforms:\n" + "".join(f"  {platform}:\n" + PLATFORM for platform in platforms)
    )


class Sections:
    """Entries by section key, counting the bytes written so far."""

    def __init__(self, start, keys):
        self.size = start + 64
        self.entries = {key: [] for key in keys}

    def add(self, key, entry):
        self.entries[key].append(entry)
        self.size += len(entry)

    def write(self, path, head):
        with open(path, "w", encoding="utf-8") as out:
            out.write(head)
            for key, entries in self.entries.items():
                if entries:
                    out.write(f"{key}:\n")
                    out.writelines(entries)


def entries_spec(target, path):
    head = header("synthetic", "Synthetic", "spec ", ["ios"])
    out = Sections(len(head), ["copy", "status_labels", "feature_flags", "error_codes"])
    index = 0
    while out.size < target:
        index += 1
        out.add("copy",
                f"  - id: message_{index:07d}\n"
                f"    platform: {('all', 'ios', 'android', 'web')[index % 4]}\n"
                f"    context: explanation\n"
                f'    text: "Notification text number {index}, explaining what happens next."\n')
        if index % 4 == 0:
            out.add("status_labels",
                    f"  - id: state_{index:07d}\n"
                    f"    state: Capability state {index}\n"
                    f"    label: Status {index}\n"
                    f"    set_outside_flows: true\n")
        if index % 8 == 0:
            out.add("feature_flags",
                    f"  - id: flag{index:07d}\n    type: integer\n    default: {index}\n    description: Flag {index}.\n")
            out.add("error_codes", f"  - id: ERROR_{index:07d}\n    description: Error number {index}.\n")
    out.write(path, head)


def templates_spec(target, path):
    head = header("synthetic_templates", "Synthetic Templates", "template-heavy spec ", ["ios", "android"]) + (
        "tokens:\n"
        "  - id: name\n    kind: text\n    max_length: 20\n"
        "  - id: summary\n    kind: text\n    max_length: 80\n"
        "  - id: count\n    kind: number\n    max_length: 4\n"
        "  - id: day\n    kind: date\n    format: yyyy-MM-dd\n"
        "  - id: at\n    kind: time\n    format: HH:mm\n"
    )
    out = Sections(len(head), ["channels", "categories", "templates", "copy"])
    index = group = 0
    while out.size < target:
        if index % 10 == 0:
            group += 1
            out.add("channels",
                    f"  - id: group_{group:06d}.alerts\n"
                    f"    name: Alerts {group}\n"
                    f"    importance: {('default', 'high', 'low')[group % 3]}\n")
            out.add("categories",
                    f"  - id: GROUP_{group:06d}\n"
                    f"    actions:\n"
                    f"      - id: OPEN\n"
                    f"        title: Open\n"
                    f"        foreground: true\n")
        index += 1
        entry = (
            f"  - id: message_{index:07d}\n"
            f'    title: "{{{{name}}}}: update {index}"\n'
            f'    body: "{{{{summary}}}} on {{{{day}}}} at {{{{at}}}}, {{{{count}}}} left."\n'
            f"    channel: group_{group:06d}.alerts\n"
            f"    category: GROUP_{group:06d}\n"
            f"    variants:\n"
            f"      - id: short\n"
            f'        title: "{{{{name}}}}"\n'
            f'        body: "{{{{summary}}}}"\n'
        )
        if index % 2 == 0:
            entry += (
                f"      - id: dated\n"
                f'        title: "Update {index} for {{{{name}}}}"\n'
                f'        body: "{{{{summary}}}} ({{{{day}}}})"\n'
            )
        out.add("templates", entry)
        out.add("copy",
                f"  - id: message_{index:07d}_hint\n"
                f"    platform: {('all', 'ios', 'android', 'web')[index % 4]}\n"
                f"    context: explanation\n"
                f'    text: "Update {index} arrives as a notification with its summary."\n')
    out.write(path, head)
    sys.stderr.write(f"{path}: {out.size - 64} bytes, {index} templates, {group} channels and categories\n")


def slots_spec(target, path):
    head = header("synthetic_slots", "Synthetic Slots", "slot-heavy spec ", ["ios", "android"]) + (
        "channels:\n  - id: reading\n    name: Reading\n    importance: default\n"
        "templates:\n" + "".join(
            f"  - id: reading_{t}\n    title: Reading {t}\n    body: Time for reading {t}.\n    channel: reading\n"
            for t in range(10)))
    out = Sections(len(head), ["slots"])
    weekdays = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    index = 0
    while out.size < target:
        index += 1
        # 06:00 to 22:59: no time a daylight-saving change skips or repeats.
        minute = 6 * 60 + (index * 7) % (17 * 60)
        out.add("slots",
                f"  - id: reading_{index:07d}\n"
                f'    time: "{minute // 60:02d}:{minute % 60:02d}"\n'
                f"    template: reading_{index % 10}\n"
                f"    label: Reading {index}, the chapter of the evening with its notes and tomorrow's questions\n"
                f"    only_on: [{weekdays[index % 7]}]\n")
    out.write(path, head)
    sys.stderr.write(f"{path}: {out.size - 64} bytes, {index} slots\n")


def main():
    args = sys.argv[1:]
    shape = args[0] if args[:1] in (["--templates"], ["--slots"]) else None
    if shape:
        args = args[1:]
    if len(args) != 2:
        sys.exit("usage: make_spec.py [--templates | --slots] SIZE_BYTES OUTPUT")
    {"--templates": templates_spec, "--slots": slots_spec, None: entries_spec}[shape](int(args[0]), args[1])


if __name__ == "__main__":
    main()
