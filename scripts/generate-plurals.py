#!/usr/bin/env python3
"""Writes the CLDR cardinal plural rules of specc's three runtimes, and the shared plural vectors,
from the CLDR data of one pinned release (Tests/Vectors/cldr/plurals.json, CLDR's JSON form of
common/supplemental/plurals.xml; see Tests/Vectors/cldr/README.md), so
Swift, Kotlin and TypeScript pick the same plural category for a count in every locale.

  scripts/generate-plurals.py            rewrite the three rule files and Tests/Vectors/plurals.json
  scripts/generate-plurals.py --check    exit 1 when one of them is not what the data gives

Each rule set of the data (the locales whose rules are the same) becomes one branch of a
generated `select` function: its conditions (UTS #35 Part 3, "Plural rules syntax") are parsed
here and written as native expressions over the operands i, v, w, f, t and e (c), with the
relations on n written over i when the number has no fraction (n is then i) and false otherwise
(an integer range never holds a fractional n). The runtimes carry the integer operands modulo
10^15 plus 10^15 when the number reaches 10^15 (`CLAMP` below): every modulus in the data divides
10^15 and every literal is smaller, so each relation gives what it gives for the true value, and
the values stay exact in a JavaScript number.

The vectors are CLDR's own samples: every `@integer` and `@decimal` sample of every rule set,
ranges `a~b` expanded (every number from a to b with the same number of fraction digits), the
open end `…` left out; with each rule set's locales, so a runner checks every locale of the data.
"""
import json
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DATA = os.path.join(ROOT, "Tests", "Vectors", "cldr", "plurals.json")
DATA_NAME = "Tests/Vectors/cldr/plurals.json"
# The release whose rules the pinned file holds (Tests/Vectors/cldr/README.md says how that was checked).
CLDR_VERSION = "42"
# The locale whose rules a language without rules of its own takes (CLDR's root; `und` in the JSON).
ROOT_LOCALE = "und"
CLAMP = 10**15
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
OPERANDS = "nivwftce"

OUTPUTS = {
    "swift": os.path.join(ROOT, "Sources", "SpeccRuntime", "PluralRules.swift"),
    "kotlin": os.path.join(ROOT, "Runtimes", "kotlin", "PluralRules.kt"),
    "typescript": os.path.join(ROOT, "Runtimes", "typescript", "specc-plural-rules.ts"),
    "vectors": os.path.join(ROOT, "Tests", "Vectors", "plurals.json"),
}


# ---------------------------------------------------------------- parsing the rules

TOKEN = re.compile(r"\s*(?:(\d+)|(\.\.)|(!=)|(=)|(%)|(,)|([a-z]+))")


def tokens(text, where):
    out = []
    position = 0
    text = text.rstrip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            sys.exit(f"{where}: cannot read the condition at {text[position:]!r}")
        number, dots, ne, eq, mod, comma, word = match.groups()
        if number is not None:
            out.append(("number", int(number)))
        elif word is not None:
            out.append(("word", word))
        else:
            out.append(("symbol", dots or ne or eq or mod or comma))
        position = match.end()
    return out


def parse_condition(text, where):
    """[[relation]]: an `or` of `and`s; a relation is (operand, modulus or None, negated, [(low, high)])."""
    items = tokens(text, where)
    position = 0

    def peek():
        return items[position] if position < len(items) else (None, None)

    def take(kind, value=None):
        nonlocal position
        token = peek()
        if token[0] != kind or (value is not None and token[1] != value):
            sys.exit(f"{where}: expected {value or kind}, found {token[1]!r} in {text!r}")
        position += 1
        return token[1]

    def relation():
        operand = take("word")
        if len(operand) != 1 or operand not in OPERANDS:
            sys.exit(f"{where}: unknown operand {operand!r} in {text!r}")
        modulus = None
        if peek() == ("symbol", "%"):
            take("symbol", "%")
            modulus = take("number")
            if modulus == 0 or CLAMP % modulus != 0:
                sys.exit(f"{where}: modulus {modulus} does not divide {CLAMP}")
        token = peek()
        if token not in (("symbol", "="), ("symbol", "!=")):
            sys.exit(f"{where}: only = and != relations are supported, found {token[1]!r} in {text!r}")
        take("symbol")
        ranges = []
        while True:
            low = take("number")
            high = low
            if peek() == ("symbol", ".."):
                take("symbol", "..")
                high = take("number")
            if high >= CLAMP or low > high:
                sys.exit(f"{where}: range {low}..{high} is out of bounds")
            ranges.append((low, high))
            if peek() != ("symbol", ","):
                break
            take("symbol", ",")
        return ("e" if operand == "c" else operand, modulus, token[1] == "!=", ranges)

    condition = []
    while True:
        conjunction = [relation()]
        while peek() == ("word", "and"):
            take("word", "and")
            conjunction.append(relation())
        condition.append(conjunction)
        if peek() != ("word", "or"):
            break
        take("word", "or")
    if position != len(items):
        sys.exit(f"{where}: unexpected {items[position][1]!r} in {text!r}")
    return condition


def parse_samples(text, where):
    """{"integer": [...], "decimal": [...]}: the samples, ranges expanded, `…` left out."""
    samples = {"integer": [], "decimal": []}
    for kind, body in re.findall(r"@(integer|decimal)([^@]*)", text):
        for item in body.split(","):
            item = item.strip()
            if not item or item == "…":
                continue
            if "~" in item:
                low, high = item.split("~")
                places = len(low.split(".")[1]) if "." in low else 0
                if places != (len(high.split(".")[1]) if "." in high else 0) or "c" in item:
                    sys.exit(f"{where}: cannot expand the range {item!r}")
                scale = 10**places
                start, end = round(float(low) * scale), round(float(high) * scale)
                if end < start or end - start > 1000:
                    sys.exit(f"{where}: range {item!r} is empty or too long")
                for value in range(start, end + 1):
                    samples[kind].append(f"{value // scale}.{value % scale:0{places}d}" if places else str(value))
            else:
                if not re.fullmatch(r"\d+(\.\d+)?(c\d+)?", item):
                    sys.exit(f"{where}: not a sample: {item!r}")
                samples[kind].append(item)
    return samples


def read_data():
    """(rule sets, locale → rule set): each rule set is (locales, [(category, condition, samples)]), the
    locales with the same rules, in the order of the data."""
    with open(DATA, encoding="utf-8") as f:
        data = json.load(f)
    cardinal = data.get("supplemental", {}).get("plurals-type-cardinal")
    if not isinstance(cardinal, dict) or not cardinal:
        sys.exit(f"{DATA_NAME}: no supplemental.plurals-type-cardinal")
    sets = []
    by_rules = {}
    locales = {}
    for name, entries in cardinal.items():
        key = name.lower().replace("_", "-")
        if key in locales:
            sys.exit(f"{DATA_NAME}: {name} has two rule sets")
        identity = json.dumps(entries, sort_keys=True)
        if identity not in by_rules:
            rules = []
            for field, text in entries.items():
                category = field.removeprefix("pluralRule-count-")
                if not field.startswith("pluralRule-count-") or category not in CATEGORIES:
                    sys.exit(f"{DATA_NAME}: unknown rule {field!r} for {name}")
                where = f"{DATA_NAME} ({name}, {category})"
                condition_text = text.split("@", 1)[0].strip()
                if category == "other":
                    if condition_text:
                        sys.exit(f"{where}: `other` has a condition")
                    condition = None
                else:
                    condition = parse_condition(condition_text, where)
                rules.append((category, condition, parse_samples(text, where)))
            order = [CATEGORIES.index(category) for category, _, _ in rules]
            if order != sorted(order) or not rules or rules[-1][0] != "other":
                sys.exit(f"{DATA_NAME}: the rules of {name} are not in zero…other order ending in other")
            by_rules[identity] = len(sets)
            sets.append(([], rules))
        sets[by_rules[identity]][0].append(name)
        locales[key] = by_rules[identity]
    if ROOT_LOCALE not in locales:
        sys.exit(f"{DATA_NAME}: no rules for {ROOT_LOCALE} (root)")
    return sets, locales


# ---------------------------------------------------------------- writing the code


def relation_code(relation, language):
    operand, modulus, negated, ranges = relation
    wide = operand in "nift"  # 64-bit operands
    suffix = "L" if language == "kotlin" and wide else ""
    eq = "===" if language == "typescript" else "=="
    name = "i" if operand == "n" else operand
    value = f"o.{name}" if modulus is None else f"o.{name} % {modulus}{suffix}"
    parts = []
    for low, high in ranges:
        if low == high:
            parts.append(f"{value} {eq} {low}{suffix}")
        else:
            parts.append(f"({value} >= {low}{suffix} && {value} <= {high}{suffix})")
    ne = "!==" if language == "typescript" else "!="
    if operand != "n" and negated and len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
        return f"{value} {ne} {ranges[0][0]}{suffix}"
    test = parts[0] if len(parts) == 1 else "(" + " || ".join(parts) + ")"
    if operand == "n":
        # n is i when the number has no fraction; an integer range never holds a fractional n.
        test = f"(o.t {eq} 0{suffix} && {test})"
    elif negated and not test.startswith("("):
        test = f"({test})"
    return f"!{test}" if negated else test


def condition_code(condition, language):
    ors = []
    for conjunction in condition:
        ands = [relation_code(r, language) for r in conjunction]
        ors.append(" && ".join(ands) if len(ands) == 1 or len(condition) == 1 else "(" + " && ".join(ands) + ")")
    return " || ".join(ors)


def header(comment):
    return (
        f"{comment} Generated by scripts/generate-plurals.py from {DATA_NAME} (CLDR {CLDR_VERSION}). Do not edit.\n"
    )


def locale_rows(locales, format_entry, per_line, indent):
    entries = [format_entry(key, index) for key, index in sorted(locales.items())]
    return ",\n".join(indent + ", ".join(entries[i:i + per_line]) for i in range(0, len(entries), per_line))


def swift(sets, locales):
    cases = []
    for index, (names, rules) in enumerate(sets):
        lines = [f"    case {index}:  // {' '.join(names)}"]
        conditional = [(c, cond) for c, cond, _ in rules if cond is not None]
        for category, condition in conditional:
            lines.append(f"      if {condition_code(condition, 'swift')} {{ return .{category} }}")
        lines.append("      return .other")
        cases.append("\n".join(lines))
    categories = ",\n".join(
        "    [" + ", ".join("." + c for c, _, _ in rules) + "]" for _, rules in sets)
    return (
        header("//")
        + "\n"
        + f"/// The cardinal plural rules of CLDR {CLDR_VERSION} (see `Plurals`): {len(sets)} rule sets, {len(locales)} locales.\n"
        + "enum PluralRules {\n"
        + f"  /// The CLDR release of the data.\n  static let cldrVersion = \"{CLDR_VERSION}\"\n\n"
        + f"  /// The rule set of `root` (`other` only; `und` in the data), for a language CLDR has no rules for.\n"
        + f"  static let root = {locales[ROOT_LOCALE]}\n\n"
        + "  /// The categories of each rule set, in zero…other order.\n"
        + "  static let categories: [[PluralCategory]] = [\n" + categories + ",\n  ]\n\n"
        + "  /// Each locale of the data (lowercased, subtags joined by `-`) and its rule set.\n"
        + "  static let locales: [String: Int] = [\n"
        + locale_rows(locales, lambda k, i: f"\"{k}\": {i}", 8, "    ")
        + ",\n  ]\n\n"
        + "  /// The category rule set `rules` gives the number of operands `o`.\n"
        + "  static func select(_ rules: Int, _ o: PluralOperands) -> PluralCategory {\n"
        + "    switch rules {\n"
        + "\n".join(cases)
        + "\n    default:\n      return .other\n    }\n  }\n}\n"
    )


def kotlin(sets, locales):
    cases = []
    for index, (names, rules) in enumerate(sets):
        lines = [f"            {index} -> {{  // {' '.join(names)}"]
        for category, condition, _ in rules:
            if condition is not None:
                lines.append(
                    f"                if ({condition_code(condition, 'kotlin')}) return PluralCategory.{category.upper()}")
        lines.append("                PluralCategory.OTHER")
        lines.append("            }")
        cases.append("\n".join(lines))
    categories = ",\n".join(
        "        listOf(" + ", ".join("PluralCategory." + c.upper() for c, _, _ in rules) + ")" for _, rules in sets)
    return (
        header("//")
        + "\n"
        + "package specc.runtime\n\n"
        + f"/** The cardinal plural rules of CLDR {CLDR_VERSION} (see [Plurals]): {len(sets)} rule sets, {len(locales)} locales. */\n"
        + "internal object PluralRules {\n"
        + f"    /** The CLDR release of the data. */\n    const val CLDR_VERSION: String = \"{CLDR_VERSION}\"\n\n"
        + "    /** The rule set of `root` (`other` only; `und` in the data), for a language CLDR has no rules for. */\n"
        + f"    val ROOT: Int = {locales[ROOT_LOCALE]}\n\n"
        + "    /** The categories of each rule set, in zero…other order. */\n"
        + "    val categories: List<List<PluralCategory>> = listOf(\n" + categories + "\n    )\n\n"
        + "    /** Each locale of the data (lowercased, subtags joined by `-`) and its rule set. */\n"
        + "    val locales: Map<String, Int> = hashMapOf(\n"
        + locale_rows(locales, lambda k, i: f"\"{k}\" to {i}", 6, "        ")
        + "\n    )\n\n"
        + "    /** The category rule set [rules] gives the number of operands [o]. */\n"
        + "    fun select(rules: Int, o: PluralOperands): PluralCategory {\n"
        + "        return when (rules) {\n"
        + "\n".join(cases)
        + "\n            else -> PluralCategory.OTHER\n        }\n    }\n}\n"
    )


def typescript(sets, locales):
    cases = []
    for index, (names, rules) in enumerate(sets):
        lines = [f"    case {index}: // {' '.join(names)}"]
        for category, condition, _ in rules:
            if condition is not None:
                lines.append(f"      if ({condition_code(condition, 'typescript')}) return \"{category}\";")
        lines.append("      return \"other\";")
        cases.append("\n".join(lines))
    categories = ",\n".join(
        "  [" + ", ".join(f"\"{c}\"" for c, _, _ in rules) + "]" for _, rules in sets)
    return (
        header("//")
        + "/* eslint-disable */\n"
        + "import type { PluralCategory, PluralOperands } from \"./specc-plurals.js\";\n\n"
        + "/** The CLDR release of the data. */\n"
        + f"export const cldrVersion = \"{CLDR_VERSION}\";\n\n"
        + "/** The rule set of `root` (`other` only; `und` in the data), for a language CLDR has no rules for. */\n"
        + f"export const rootRules = {locales[ROOT_LOCALE]};\n\n"
        + "/** The categories of each rule set, in zero…other order. */\n"
        + "export const ruleCategories: readonly (readonly PluralCategory[])[] = [\n" + categories + ",\n];\n\n"
        + "/** Each locale of the data (lowercased, subtags joined by `-`) and its rule set. */\n"
        + "export const ruleLocales: ReadonlyMap<string, number> = new Map<string, number>([\n"
        + locale_rows(locales, lambda k, i: f"[\"{k}\", {i}]", 6, "  ")
        + ",\n]);\n\n"
        + f"/** The category rule set `rules` gives the number of operands `o` (CLDR {CLDR_VERSION}). */\n"
        + "export function selectCategory(rules: number, o: PluralOperands): PluralCategory {\n"
        + "  switch (rules) {\n"
        + "\n".join(cases)
        + "\n    default:\n      return \"other\";\n  }\n}\n"
    )


# ---------------------------------------------------------------- the vectors

FALLBACK = [
    # locale, available, source, chain
    ("fr-CA", ["en", "fr", "ar"], "en", ["fr", "en"]),
    ("fr_CA", ["en", "fr", "fr-CA"], "en", ["fr-CA", "fr", "en"]),
    ("fr-ca", ["en", "fr_CA"], "en", ["fr_CA", "en"]),
    ("zh-Hant-TW", ["en", "zh", "zh-Hant"], "en", ["zh-Hant", "zh", "en"]),
    ("zh-Hant-TW", ["en", "zh-Hans"], "en", ["en"]),
    ("en-GB", ["en", "fr"], "en", ["en"]),
    ("en-GB", ["fr", "en-GB"], "en", ["en-GB", "en"]),
    ("de", ["en", "fr"], "en", ["en"]),
    ("ar", ["en", "fr", "ar"], "en", ["ar", "en"]),
    ("ar-EG", [], "en", ["en"]),
    ("", ["en", "fr"], "en", ["en"]),
    ("sr-Latn-RS-u-nu-latn", ["sr-Latn", "sr", "en"], "en", ["sr-Latn", "sr", "en"]),
    ("en-x-test", ["en", "en-x-test"], "fr", ["en-x-test", "en", "fr"]),
    ("pt-PT", ["pt", "pt-PT", "pt-pt"], "pt", ["pt-PT", "pt"]),
]

RESOLUTION = [
    # locale, number, category: the most specific locale of the data that has rules
    ("pt-PT", "0", "other"),
    ("pt", "0", "one"),
    ("pt-BR", "0", "one"),
    ("pt_PT", "1.5", "other"),
    ("fr-CA", "0", "one"),
    ("fr_CA", "1.5", "one"),
    ("FR", "2", "other"),
    ("fr-CA", "1000000", "many"),
    ("ar-EG", "103", "few"),
    ("ar-u-nu-latn", "11", "many"),
    ("zh-Hant-TW", "1", "other"),
    ("ru-RU", "21", "one"),
    ("pl-PL", "22", "few"),
    ("cy-GB", "6", "many"),
    ("xx", "1", "other"),
    ("", "1", "other"),
    ("root", "1", "other"),
    ("en", "-1", "one"),
    ("en", "1.0", "other"),
    ("ru", "1000000000000000001", "one"),
    ("he", "0.5", "one"),
    ("he", "20", "other"),
    ("mt", "2", "two"),
    ("ru", "1000000000000000011", "many"),
    ("ar", "100000000000000000003", "few"),
    ("fr", "1c6", "many"),
    ("und", "1", "other"),
    # Long numbers: the operands are read in one pass, whatever the length.
    ("fr", "1" + "0" * 1000, "many"),
    ("ru", "1" + "0" * 998 + "21", "one"),
    ("en", "1." + "0" * 1000 + "1", "other"),
    ("da", "0." + "0" * 1000 + "1", "one"),
    ("pl", "2" + "0" * 1000 + "e3", "many"),
    ("fr", "1.5c1", "other"),
]

NOT_DECIMALS = ["", "abc", "1.", ".5", "1..2", "1e", "c3", "--1", "1,5", " 1", "1 ", "0x10", "1.2.3", "١"]


def vectors(sets, locales):
    groups = []
    for names, rules in sets:
        groups.append({
            "locales": names,
            "categories": [c for c, _, _ in rules],
            "samples": {c: s for c, _, s in rules},
        })
    for name in ("en", "fr", "ar", "ru", "pl", "ja", "cy"):
        if name not in locales:
            sys.exit(f"{DATA_NAME}: no rules for {name}")
    return json.dumps({
        "about": (
            f"Generated by scripts/generate-plurals.py from {DATA_NAME} (CLDR {CLDR_VERSION}). Do not edit. "
            "groups: every rule set of the data with its locales, categories (zero…other order) and CLDR's samples "
            "(ranges expanded, … left out): each sample of each locale selects its category. resolution: a locale "
            "takes the rules of its most specific tag in the data, else root. fallback: Locales.fallbackChain. "
            "notDecimals: strings the decimal lookup refuses."
        ),
        "cldrVersion": CLDR_VERSION,
        "groups": groups,
        "resolution": [{"locale": l, "number": n, "category": c} for l, n, c in RESOLUTION],
        "fallback": [{"locale": l, "available": a, "source": s, "chain": c} for l, a, s, c in FALLBACK],
        "notDecimals": NOT_DECIMALS,
    }, indent=1, ensure_ascii=False) + "\n"


def main(argv):
    check = argv == ["--check"]
    if argv and not check:
        sys.exit(__doc__)
    sets, locales = read_data()
    texts = {
        "swift": swift(sets, locales),
        "kotlin": kotlin(sets, locales),
        "typescript": typescript(sets, locales),
        "vectors": vectors(sets, locales),
    }
    stale = []
    for kind, path in OUTPUTS.items():
        text = texts[kind]
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == text:
            continue
        if check:
            stale.append(os.path.relpath(path, ROOT))
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"wrote {os.path.relpath(path, ROOT)} ({len(sets)} rule sets, {len(locales)} locales)")
    if stale:
        print(f"not what scripts/generate-plurals.py writes from {DATA_NAME}: " + ", ".join(stale))
        print("run scripts/generate-plurals.py and commit the result")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
