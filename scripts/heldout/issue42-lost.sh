#!/usr/bin/env bash
# Issue 42, items 1 and 2 ("nothing lost"): every case of interchange and format the issue lists,
# run against a built specc. Prints each case with ok or FAIL; exits 1 if any failed.
#   scripts/heldout/issue42-lost.sh [path/to/specc]     (default .build/debug/specc)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
specc=${1:-$root/.build/debug/specc}
case $specc in /*) ;; *) specc=$PWD/$specc ;; esac
[ -x "$specc" ] || { echo "no specc at $specc (swift build first)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/issue42-lost.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
failed=0
check() { # name, then a command that succeeds when the case holds
  local name=$1; shift
  if ( "$@" ) >"$work/last.log" 2>&1; then echo "ok   $name"; else echo "FAIL $name"; sed 's/^/     /' "$work/last.log" | head -20; failed=1; fi
}

# A spec in English, French, Japanese (one plural form) and Asturian, with a count.
spec_text() {
cat <<'YAML'
spec: garden
name: Garden
version: "1"
channels:
  - id: care
    name: Plant care
    importance: default
tokens:
  - id: days
    kind: number
    max_length: 3
    description: Days since the plant was last watered.
templates:
  - id: water
    count: days
    title: Water the plants
    body: "Last watered {{days}} days ago."
    channel: care
    overflow: error
localization:
  source_language: en
  locales: [fr, ja, ast]
  translations:
    fr:
      templates.water.title: Arroser les plantes
      channels.care.name: Entretien
    ast:
      templates.water.title: Riega les plantes
  plurals:
    en:
      templates.water.body:
        one: "Last watered {{days}} day ago."
    fr:
      templates.water.body:
        one: "Arrosée il y a {{days}} jour."
        many: "Arrosée il y a {{days}} de jours."
        other: "Arrosée il y a {{days}} jours."
YAML
}
fresh() { rm -rf "$work/c"; mkdir -p "$work/c"; spec_text > "$work/c/app.yaml"; cd "$work/c"; }

# --- Item 1: interchange that loses nothing -------------------------------------------------

case_needs_review_plural() {
  fresh
  cat > App.xcstrings <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "specc.garden.templates.water.body" : {
      "localizations" : {
        "ja" : {
          "variations" : {
            "plural" : {
              "other" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "{{days}}日前に水やり"
                }
              }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON
  "$specc" strings export app.yaml --xcstrings App.xcstrings 2>err.txt || { cat err.txt; return 1; }
  grep -q '"needs_review"' App.xcstrings && grep -q '日前に水やり' App.xcstrings && grep -q 'kept' err.txt
}
check "xcstrings: plural forms in needs_review survive export (and export says it kept them)" case_needs_review_plural

case_android_not_imported() {
  fresh
  mkdir -p res/values-ja
  cat > res/values-ja/strings.xml <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="specc_garden_templates_water_title">植物に水やり</string>
    <string name="specc_garden_channels_care_name">\uD83E</string>
</resources>
XML
  "$specc" strings export app.yaml --android res 2>err.txt || { cat err.txt; return 1; }
  grep -q '植物に水やり' res/values-ja/strings.xml && grep -q 'uD83E' res/values-ja/strings.xml && grep -q kept err.txt
}
check "values-ja: a translation not imported yet and an unreadable one (a lone \\uD83E) survive export" case_android_not_imported

case_developer_comment() {
  fresh
  cat > App.xcstrings <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "specc.garden.templates.water.title" : {
      "comment" : "Shown on the lock screen; keep it short.",
      "extractionState" : "manual"
    }
  },
  "version" : "1.0"
}
JSON
  "$specc" strings export app.yaml --xcstrings App.xcstrings 2>err.txt || { cat err.txt; return 1; }
  grep -q 'Shown on the lock screen; keep it short.' App.xcstrings && grep -q 'kept the comment' err.txt
}
check "xcstrings: a developer's comment on a key specc adopts is kept, not replaced" case_developer_comment

case_single_form_plain_string() {
  fresh
  cat > App.xcstrings <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "specc.garden.templates.water.body" : {
      "localizations" : {
        "ja" : { "stringUnit" : { "state" : "translated", "value" : "{{days}}日前に水やり" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
  "$specc" strings import app.yaml App.xcstrings || return 1
  grep -q '日前に水やり' app.yaml
}
check "xcstrings: a plain string for a locale with one plural form (ja) on a plural key imports" case_single_form_plain_string

case_two_substitutions() {
  fresh
  cat > App.xcstrings <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "specc.garden.templates.water.body" : {
      "localizations" : {
        "fr" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@arrosee@ il y a %#@jours@." },
          "substitutions" : {
            "arrosee" : { "argNum" : 1, "formatSpecifier" : "ld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Arrosée" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "Arrosées" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Arrosées" } } } } },
            "jours" : { "argNum" : 1, "formatSpecifier" : "ld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg jour" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg de jours" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg jours" } } } } }
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON
  "$specc" strings import app.yaml App.xcstrings || return 1
  grep -q 'Arrosée il y a {{days}} jour\.' app.yaml && grep -q 'Arrosées il y a {{days}} de jours\.' app.yaml
}
check "xcstrings: two substitutions in one string (one count) import" case_two_substitutions

case_values_v29() {
  fresh
  mkdir -p res/values-v29
  printf '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="specc_garden_channels_care_name">Care</string>\n</resources>\n' > res/values-v29/strings.xml
  "$specc" strings import app.yaml res/values-v29/strings.xml 2>err.txt || { cat err.txt; return 1; }
  cat err.txt
  ! grep -q "'v29'" err.txt && grep -q 'configuration (v29)' err.txt
}
check "values-v29/ is a resource qualifier, not locale \"v29\"" case_values_v29

case_b_plus_ast() {
  fresh
  mkdir -p res/values-b+ast
  printf '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n</resources>\n' > res/values-b+ast/strings.xml
  "$specc" strings export app.yaml --android res || return 1
  [ ! -e res/values-ast ] && grep -q 'specc_garden_templates_water_title' 'res/values-b+ast/strings.xml'
}
check "values-b+ast/ gets no sibling values-ast/ on export" case_b_plus_ast

case_import_over_limit() {
  fresh
  cp app.yaml before.yaml
  python3 - <<'PY'
import json
big = "x" * (17 * 1024 * 1024)
json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {
  "specc.garden.templates.water.title": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": big}}}}}},
  open("App.xcstrings", "w"))
PY
  if "$specc" strings import app.yaml App.xcstrings 2>err.txt; then echo "import succeeded"; return 1; fi
  cat err.txt
  cmp -s app.yaml before.yaml && grep -q 'app.yaml:[0-9]*:[0-9]*: error: .*16 MiB' err.txt
}
check "import refuses (located, nothing written) a spec over specc's 16 MiB read limit" case_import_over_limit

case_round_trip_after_format() {
  fresh
  "$specc" format app.yaml || return 1
  "$specc" strings export app.yaml --xcstrings App.xcstrings --android res >/dev/null || return 1
  cp app.yaml formatted.yaml
  "$specc" strings import app.yaml App.xcstrings res/values*/strings.xml || return 1
  cmp app.yaml formatted.yaml && "$specc" format --check app.yaml
}
check "after format, an import with no changes changes nothing and format --check passes" case_round_trip_after_format

# --- Item 2: a formatter that cannot change meaning -----------------------------------------

header='spec: demo\nname: Demo\nversion: "1"\n'
idempotent() { # file: format succeeds, and formatting its output changes nothing
  "$specc" format - < "$1" > once.yaml || return 1
  "$specc" format - < once.yaml > twice.yaml || return 1
  cmp once.yaml twice.yaml
}

case_dash_comment() {
  printf "${header}categories:\n  - # specc:disable-next-line unused_declaration -- next release\n    id: UNUSED\n" > dash.yaml
  "$specc" lint dash.yaml >/dev/null 2>&1; before=$?
  "$specc" format - < dash.yaml > formatted.yaml || return 1
  "$specc" lint formatted.yaml >/dev/null 2>&1; after=$?
  echo "lint exit $before before, $after after"
  [ "$before" = "$after" ] && grep -q '^  - # specc:disable-next-line' formatted.yaml && idempotent dash.yaml
}
check "a comment after an item's dash stays on its line (lint exit unchanged)" case_dash_comment

case_four_spaces() {
  printf "${header}copy:\n    - id: a\n      context: prompt\n      text: x   # x\n      # the end of a\n    - id: b\n      context: prompt\n      text: y\n" > four.yaml
  idempotent four.yaml && grep -q '^    # the end of a$' once.yaml && grep -q '^    text: x # x$' once.yaml
}
check "a comment at the end of a 4-space-indented item stays put" case_four_spaces

case_keep_whitespace() {
  printf "${header}description: |+\n  text\n     \n\nname2: x\n" > keep.yaml
  "$specc" format - < keep.yaml > once.yaml || return 1
  "$specc" format - < once.yaml > twice.yaml || return 1
  cmp once.yaml twice.yaml && cmp keep.yaml once.yaml
}
check "|+ with a whitespace-only line does not grow" case_keep_whitespace

case_folded_whitespace() {
  printf "${header}description: >-\n  text\n     \nname2: x\n" > folded.yaml
  "$specc" format - < folded.yaml > once.yaml 2>err.txt || { cat err.txt; return 1; }
  ! grep -q 'please report it' err.txt && idempotent folded.yaml
}
check ">- with a whitespace line passes format's self-check" case_folded_whitespace

case_crlf() {
  printf 'spec: demo\r\nname: "Demo"\r\nversion: "1.0"\r\n' > crlf.yaml
  "$specc" format - < crlf.yaml > once.yaml 2>err.txt || { cat err.txt; return 1; }
  ! grep -q warning err.txt && [ "$(grep -c $'\r$' once.yaml)" = 3 ] && idempotent crlf.yaml
}
check "a CRLF file is formatted and keeps CRLF (not declined, blaming \"1.0\")" case_crlf

case_bom() {
  printf '\xef\xbb\xbfspec: demo\r\nname: "Demo"\r\nversion: "1.0"\r\n' > bom.yaml
  "$specc" format - < bom.yaml > once.yaml 2>err.txt || { cat err.txt; return 1; }
  [ "$(head -c 3 once.yaml | od -An -tx1 | tr -d ' ')" = efbbbf ] && ! grep -q warning err.txt && idempotent bom.yaml
}
check "a BOM (and CRLF) file is formatted and keeps its BOM" case_bom

case_apostrophe() {
  printf "${header}description: \"C'est l'heure\"\n" > quote.yaml
  "$specc" format - < quote.yaml > once.yaml || return 1
  grep -q "description: \"C'est l'heure\"" once.yaml
}
check "needed quotes are kept: \"C'est l'heure\"" case_apostrophe

case_ci_line() {
  grep -q 'Examples/localized.yaml Examples/medication.yaml' "$root/.ci/run" \
    && "$specc" format --check "$root/Examples/localized.yaml"
}
check "Examples/localized.yaml is on .ci/run's format --check line, and passes" case_ci_line

exit $failed
