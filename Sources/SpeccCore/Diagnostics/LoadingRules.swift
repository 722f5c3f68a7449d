/// Descriptions of the diagnostics raised while reading and validating a file. Their examples
/// run with `LoadLimits.examples`, so size limits can be shown with small files.
enum LoadingRules {
  static let header = "spec: demo\nname: Demo\nversion: \"1\"\n"

  // The ids reported while reading, each described below (`LoadingRulesTests` checks it).
  static let yamlSyntax = RuleID("yaml_syntax")
  static let invalidEncoding = RuleID("invalid_encoding")
  static let emptyFile = RuleID("empty_file")
  static let multipleDocuments = RuleID("multiple_documents")
  static let fileTooLarge = RuleID("file_too_large")
  static let nestingTooDeep = RuleID("nesting_too_deep")
  static let unsupportedTag = RuleID("unsupported_tag")
  static let tooManyDiagnostics = RuleID("too_many_diagnostics")
  static let aliasExpansionLimit = RuleID("alias_expansion_limit")
  static let tooManyNodes = RuleID("too_many_nodes")
  static let schemaType = RuleID("schema_type")
  static let schemaValue = RuleID("schema_value")
  static let schemaUnknownKey = RuleID("schema_unknown_key")
  static let schemaRequired = RuleID("schema_required")
  static let duplicateKey = RuleID("duplicate_key")
  static let duplicateListItem = RuleID("duplicate_list_item")

  /// Every id above.
  static let ids = [
    yamlSyntax, invalidEncoding, emptyFile, multipleDocuments, fileTooLarge, nestingTooDeep, unsupportedTag,
    tooManyDiagnostics, aliasExpansionLimit, tooManyNodes, schemaType, schemaValue, schemaUnknownKey, schemaRequired,
    duplicateKey, duplicateListItem,
  ]

  static let descriptions: [RuleDescription] = described.map { description in
    var withFix = description
    switch description.id {
    case schemaUnknownKey.rawValue:
      withFix.fixes = [
        FixExample(
          before: header + "platforms:\n  ios:\n    pendng_cap: 64\n    window_days: 2\n",
          after: header + "platforms:\n  ios:\n    pending_cap: 64\n    window_days: 2\n")
      ]
    case schemaValue.rawValue:
      // A time missing its leading zero is padded and quoted.
      withFix.fixes = [
        FixExample(
          before: header + "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: 7:00\n",
          after: header + "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n")
      ]
    case schemaType.rawValue:
      // A number or boolean meant as text is quoted (every YAML reader then sees text).
      withFix.fixes = [
        FixExample(
          before: "spec: demo\nname: Demo\nversion: 1.0\n", after: "spec: demo\nname: Demo\nversion: \"1.0\"\n")
      ]
    default: break
    }
    return withFix
  }

  private static let described: [RuleDescription] = [
    RuleDescription(
      id: "yaml_syntax", title: "YAML syntax",
      summary: "The file must be well-formed YAML.",
      rationale: "A spec that does not parse cannot be checked; the error points where libyaml gave up.",
      triggering: [
        header + "slots: [morning\n↓", header + "description: ↓\"unterminated\n",
        header + "platforms:\n↓\tios:\n\t\tpending_cap: 64\n",
      ],
      nonTriggering: [header]),
    RuleDescription(
      id: "invalid_encoding", title: "Text encoding",
      summary: "The file must be UTF-8 (or UTF-16 with a byte-order mark) text without control characters.",
      rationale: "Binary or mis-encoded files are not specs; reading them as text would hide the damage.",
      triggering: [header + "description: ok↓\u{7}\n"],
      nonTriggering: [header + "description: \"Ünïcödé ✓ مرحبا\"\n"]),
    RuleDescription(
      id: "empty_file", title: "Empty file",
      summary: "A spec file must hold a document.",
      rationale: "An empty file is almost always a mistake (a failed write, a wrong path).",
      triggering: ["↓"], nonTriggering: [header]),
    RuleDescription(
      id: "multiple_documents", title: "One document per file",
      summary: "A spec file holds exactly one YAML document.",
      rationale: "A second document after `---` would be silently ignored by most readers.",
      triggering: [header + "↓---\n" + header], nonTriggering: ["---\n" + header]),
    RuleDescription(
      id: "file_too_large", title: "File size limit",
      summary: "Files above the size limit (16 MiB by default) are refused before parsing.",
      rationale: "A hostile or generated file must not exhaust memory on a build machine.",
      triggering: ["↓" + header + "description: \"" + String(repeating: "x", count: 5000) + "\"\n"],
      nonTriggering: [header]),
    RuleDescription(
      id: "nesting_too_deep", title: "Nesting limit",
      summary: "Mappings and lists may nest at most 64 levels deep by default.",
      rationale: "Deep nesting is never needed by a spec and is a classic stack-exhaustion attack.",
      triggering: [
        header + "description: " + String(repeating: "[", count: 15) + "↓[" + String(repeating: "]", count: 16) + "\n"
      ],
      nonTriggering: [header + "description: [[[1]]]\n"]),
    RuleDescription(
      id: "unsupported_tag", title: "No custom tags",
      summary: "Values carry no YAML tags beyond the core `!!str`, `!!int`, `!!bool`, `!!null`, `!!seq`, `!!map`.",
      rationale:
        "A spec's types come from its schema. A custom tag (declared with `%TAG`) or `!!float`/`!!binary` asks for a type specc does not have; ignoring it would hide what the author meant.",
      triggering: [
        "%TAG !app! tag:example.com,2026:\n---\n" + header + "description: ↓!app!note hello\n",
        header + "platforms:\n  ios:\n    pending_cap: ↓!!float 64\n",
      ],
      nonTriggering: [header + "description: !!str 8:00\n"]),
    RuleDescription(
      id: "too_many_diagnostics", title: "Diagnostic limit",
      summary: "At most 1,000 diagnostics are kept per file by default; one more error counts the rest.",
      rationale:
        "A generated or hostile file with 200,000 wrong keys must cost no more to check than its first problems.",
      triggering: [
        header + (1...20).map { "k\($0): x\n" }.joined() + "↓k21: x\nk22: x\n"
      ],
      nonTriggering: [header + (1...20).map { "k\($0): x\n" }.joined()]),
    RuleDescription(
      id: "alias_expansion_limit", title: "Alias expansion limit",
      summary: "Aliases may expand to at most 10,000 nodes by default.",
      rationale: "A \"billion laughs\" file is a few lines that expand exponentially; it is refused while reading.",
      triggering: [
        header
          + "a: &a [x, x, x, x, x]\nb: &b [*a, *a, *a]\nc: [*b, ↓*b]\n"
      ],
      nonTriggering: [header + "platforms:\n  ios: &caps\n    pending_cap: 64\n  android: *caps\n"]),
    RuleDescription(
      id: "too_many_nodes", title: "Node count limit",
      summary: "A file may hold at most 4,000,000 YAML nodes by default.",
      rationale: "Bounds memory and time on hostile input.",
      triggering: [header + "description: [" + Array(repeating: "x", count: 993).joined(separator: ",") + ", ↓y, z]\n"],
      nonTriggering: [header]),
    RuleDescription(
      id: "schema_type", title: "Value types",
      summary: "Every value must have the type the spec format gives it.",
      rationale:
        "Types come from the schema, not from YAML 1.1 guessing: `8:00` is not the integer 480. Text must read as text to every YAML reader, so a plain value that YAML's core schema reads as a number or a boolean (`version: 1.0`, `label: 42`, `name: true`) is quoted, as the JSON Schema editors use requires; `specc lint --fix` quotes it.",
      triggering: [
        header + "platforms:\n  ios:\n    pending_cap: ↓sixty-four\n",
        "spec: demo\nname: Demo\nversion: ↓1.0\n",
        header + "status_labels:\n  - { id: off, state: Off, label: ↓42 }\n",
        header + "platforms:\n  ios:\n    window_days: ↓7.0\n",
        header + "reminders:\n  offsets_minutes: ↓five\n",
        header + "slots:\n  - id: \"0800\"\n    time: ↓[8, 0]\n",
      ],
      nonTriggering: [
        header + "platforms:\n  ios:\n    pending_cap: 64\n",
        header + "status_labels:\n  - { id: off, state: Off, label: \"42\" }\n",
      ]),
    {
      var description = RuleDescription(
        id: "schema_value", title: "Allowed values",
        summary:
          "Enumerated values and number ranges must be respected; times are 24-hour HH:MM from 00:00 to 23:59, dates real yyyy-MM-dd dates, and names match their pattern.",
        rationale:
          "A typo in `importance: hihg` must not reach Android; quiet hours `to: 7:00` or a date `26-03-01` that no check can read would switch a proof off silently.",
        triggering: [
          header + "channels:\n  - id: a.b\n    name: A\n    importance: ↓hihg\n",
          header + "scheduling:\n  schedule_depth: ↓2\n",
          header + "platforms:\n  ios:\n    pending_cap: ↓9000000000000000000\n",
          header + "limits:\n  quiet_hours:\n    from: ↓\"25:00\"\n    to: ↓seven\n",
          header
            + "slots:\n  - id: launch\n    time: \"09:00\"\n    dates:\n      from: ↓\"26-03-01\"\n      until: ↓\"2026-02-30\"\n",
          header + "slots:\n  - id: \"0800\"\n    time: ↓8:00\n  - id: \"2400\"\n    time: ↓\"24:00\"\n",
        ],
        nonTriggering: [
          header + "channels:\n  - id: a.b\n    name: A\n    importance: high\n",
          header + "limits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\n",
          header + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
        ])
      // A time without its leading zero is padded by `specc lint --fix`.
      description.fixes = [
        FixExample(
          before: header + "slots:\n  - id: \"0800\"\n    time: 8:00\n",
          after: header + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n")
      ]
      return description
    }(),
    RuleDescription(
      id: "schema_unknown_key", title: "Unknown keys",
      summary: "Keys must be known to the spec format; typos get a suggestion.",
      rationale: "A misspelt key is otherwise silently ignored and its value never applied.",
      triggering: [header + "platforms:\n  ios:\n    ↓pendng_cap: 64\n", header + "↓slotz: []\n"],
      nonTriggering: [header + "slots: []\n"]),
    RuleDescription(
      id: "schema_required", title: "Required keys",
      summary: "Required keys must be present.",
      rationale: "A channel without a name or a prayer without an id cannot be generated.",
      triggering: [header + "channels:\n  - ↓id: a.b\n    importance: high\n", "↓name: Demo\nversion: \"1\"\n"],
      nonTriggering: [header + "channels:\n  - id: a.b\n    name: A\n    importance: high\n"]),
    RuleDescription(
      id: "duplicate_key", title: "Duplicate keys",
      summary: "A key may appear once per mapping; the repeat is reported.",
      rationale: "YAML readers disagree on which duplicate wins; specc refuses both.",
      triggering: [header + "platforms:\n  ios:\n    pending_cap: 64\n    ↓pending_cap: 60\n"],
      nonTriggering: [header + "platforms:\n  ios:\n    pending_cap: 64\n    reserve: 4\n"]),
    RuleDescription(
      id: "duplicate_list_item", title: "Duplicate list items",
      summary:
        "A list the schema declares unique (weekdays, dates, reminder offsets, options, repeats) names each value once; the repeat is reported where it is written.",
      rationale:
        "A repeated weekday, date or offset means nothing more than the first, yet the budget counted it again (offsets [1440, 60, 60] with max 3 counted three reminders) and the picker showed it twice: the repeat is a typo either way.",
      triggering: [
        header + "slots:\n  - id: gym\n    time: \"07:00\"\n    user_weekdays: [monday, ↓monday, friday]\n",
        header + "slots:\n  - id: fair\n    time: \"10:00\"\n    on_dates: [\"2027-03-01\", ↓\"2027-03-01\"]\n",
        header + "user_items:\n  - id: event\n    max_count: 5\n    repeats: [once]\n    reminders:\n"
          + "      offsets_minutes: [1440, 60, ↓60]\n      max: 3\n    template: due\n"
          + "templates:\n  - id: due\n    title: Due\n    body: Soon.\n",
      ],
      nonTriggering: [
        header + "slots:\n  - id: gym\n    time: \"07:00\"\n    user_weekdays: [monday, friday]\n",
        header + "user_items:\n  - id: event\n    max_count: 5\n    repeats: [once]\n    reminders:\n"
          + "      offsets_minutes: [1440, 60]\n      max: 2\n    template: due\n"
          + "templates:\n  - id: due\n    title: Due\n    body: Soon.\n",
      ]),
  ]
}
