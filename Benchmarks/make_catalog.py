#!/usr/bin/env python3
"""Writes a String Catalog of KEYS keys as Xcode writes one, and the spec whose texts are in it,
for scripts/measure-strings-import.sh (issue 31: import is linear).

    Benchmarks/make_catalog.py 40000 /tmp/bench   # /tmp/bench/Localizable.xcstrings, /tmp/bench/app.yaml

The catalog is an app's: KEYS - 1 of the app's own keys (a comment, French and Japanese units,
every tenth a plural), and specc's keys for the spec's texts (a title, a plural body, a copy
entry, a channel) in French and Japanese, so import reads every key and keeps specc's.
"""
import json
import os
import sys

SPEC = """spec: bench
name: Bench
version: "1"
channels:
  - id: care
    name: Plant care
    importance: default
tokens:
  - id: plant
    kind: text
    max_length: 20
    description: The plant's name.
  - id: days
    kind: number
    max_length: 3
    description: Days since the last watering.
templates:
  - id: water
    count: days
    title: "Water {{plant}}"
    body: "{{plant}} was last watered {{days}} days ago."
    channel: care
    overflow: error
copy:
  - id: ask
    platform: all
    context: prompt
    text: Allow reminders
localization:
  source_language: en
  locales: [fr, ja]
"""


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def plural(forms):
    return {"variations": {"plural": {category: unit(value) for category, value in forms.items()}}}


def main():
    keys, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    strings = {}
    for index in range(keys - 4):
        if index % 10 == 0:
            fr = plural({"one": f"%lld élément {index}", "many": f"%lld d'éléments {index}", "other": f"%lld éléments {index}"})
            ja = plural({"other": f"%lld 件 {index}"})
        else:
            fr, ja = unit(f"Texte de l'application {index}"), unit(f"アプリのテキスト {index}")
        strings[f"app.screen{index // 100}.text{index}"] = {
            "comment": f"Shown on screen {index // 100}",
            "localizations": {"fr": fr, "ja": ja},
        }
    owned = "specc.bench."
    strings[owned + "templates.water.title"] = {"localizations": {"fr": unit("Arroser {{plant}}"), "ja": unit("{{plant}}に水やり")}}
    strings[owned + "templates.water.body"] = {"localizations": {
        "fr": plural({"one": "{{plant}} : {{days}} jour", "many": "{{plant}} : {{days}} de jours", "other": "{{plant}} : {{days}} jours"}),
        "ja": plural({"other": "{{plant}}：{{days}}日"}),
    }}
    strings[owned + "copy.ask"] = {"localizations": {"fr": unit("Autoriser les rappels"), "ja": unit("リマインダーを許可")}}
    strings[owned + "channels.care.name"] = {"localizations": {"fr": unit("Entretien"), "ja": unit("お手入れ")}}
    catalog = {"sourceLanguage": "en", "strings": dict(sorted(strings.items())), "version": "1.0"}
    text = json.dumps(catalog, ensure_ascii=False, indent=2, separators=(",", " : "))
    with open(os.path.join(folder, "Localizable.xcstrings"), "w", encoding="utf-8") as out:
        out.write(text + "\n")
    with open(os.path.join(folder, "app.yaml"), "w", encoding="utf-8") as out:
        out.write(SPEC)


if __name__ == "__main__":
    main()
