/// What `specc init` writes: a commented starter spec that lints clean, and a `.specc.yml`.
public enum StarterFiles {
  /// The file name of the spec schema `specc init` writes beside the starter spec.
  public static let schemaFileName = "specc.schema.json"
  /// The file name of the configuration schema it writes beside `.specc.yml`.
  public static let configSchemaFileName = ".specc.schema.json"

  /// The starter spec of an app called `name` with the id `id`. Its first line points
  /// yaml-language-server (VS Code's YAML extension, Neovim, Helix, …) at the schema written
  /// beside it, so the editor validates and completes it in the new project.
  public static func spec(id: String, name: String) -> String {
    """
    # yaml-language-server: $schema=\(schemaFileName)
    # A starter spec: one daily notification with a reminder before it. `specc lint` checks it,
    # `specc compile` generates Swift from it, `specc docs` writes its tables. docs/spec-format.md
    # (in specc's repository) documents every key.
    spec: \(id)
    name: \(yamlString(name))
    version: "1.0"

    # Slot ids are their times as HHmm ("09:00" → "0900"), a checked rule; without this line an
    # id is any name (morning_dose).
    slot_ids: hhmm

    platforms:
      ios:
        # iOS holds 64 pending local notifications; specc proves the window below fits.
        window_days: 7
        refresh_hours: 24

    # Reminders a user may set before a slot, in minutes.
    reminders:
      offsets_minutes: [10, 30]
      default_offset_minutes: 10

    # The values templates insert, with their longest values.
    tokens:
      - id: item
        kind: text
        max_length: 40

    # One notification a day at a local wall-clock time; its id is the time as HHmm.
    slots:
      - id: "0900"
        time: "09:00"
        template: daily
        reminder: [off, sound]

    categories:
      - id: DAILY
        actions:
          - id: OPEN
            title: Open
            foreground: true

    templates:
      - id: daily
        title: "Today: {{item}}"
        body: Open the app to see it.
        category: DAILY

    """
  }

  /// A `.specc.yml` with every option at its default, commented.
  public static let config = """
    # yaml-language-server: $schema=\(configSchemaFileName)
    # specc's project configuration (docs/configuration.md in specc's repository).
    # rules:                      # off, warning or error instead of a rule's own severity
    #   unused_declaration: error
    # include: ["Specs/**/*.yaml"]
    # exclude: ["Specs/drafts/**"]
    generator:
      access_level: public        # or internal, for code generated into the app's target
      languages: [swift]          # add kotlin and typescript for the app's other codebases

    """
}

extension StarterFiles {
  /// `text` as a YAML double-quoted scalar: a JSON string is one (YAML 1.2 is a superset of JSON).
  static func yamlString(_ text: String) -> String {
    var out = ""
    JSONValue.quote(text, into: &out)
    return out
  }
}
