import Foundation

/// A random, valid spec whose every free-text value is hostile (`HostileContent.string`) and whose
/// ids are Swift keywords and reserved member names; optionally with one pair of ids that differ
/// only in case or punctuation (which must be an `identifier_collision` error).
struct HostileSpec {
  /// The spec's YAML text.
  var yaml: String
  /// Where the planted colliding id is (1-based line), when there is one.
  var collisionLine: Int?

  /// Spec number `index` of a run; `collide` plants a colliding pair of ids.
  static func make(index: Int, collide: Bool, _ random: inout SeededRandom) -> HostileSpec {
    var lines: [String] = []
    func quoted(_ random: inout SeededRandom) -> String { FlowStyleWriter.doubleQuoted(HostileContent.string(&random)) }
    // A sound must be a file name its platforms play (`notification_sound`): Android's are raw
    // resource names, so only an iOS-only spec's sounds carry hostile text (no path separator).
    var androidSounds = false
    // On Android a sound the user may choose plays through the channel that carries it, and the
    // silent option through a silent channel (`channel_choice`): the channels section gains them.
    var chosenSounds: [String] = []
    // A prayer's sounds are unique (`duplicate_list_item`): each place in the list has its own prefix.
    func sound(_ random: inout SeededRandom, _ place: Int = 0) -> String {
      if androidSounds {
        let name = "tone_\(place)_\(random.int(0...99)).wav"
        if !chosenSounds.contains(name) { chosenSounds.append(name) }
        return name
      }
      let text = HostileContent.string(&random).replacingOccurrences(of: "/", with: "|")
      return FlowStyleWriter.doubleQuoted("s\(place)" + text + ".caf")
    }
    let names = HostileContent.lowerNames
    let specID = index < names.count ? names[index] : names[index % names.count] + "_" + String(index)
    lines.append("spec: \(specID)")
    // The namespace comes from the name: a word with the index keeps the specs' namespaces apart.
    lines.append("name: \(FlowStyleWriter.doubleQuoted(HostileContent.string(&random) + " Spec\(index)"))")
    lines.append("version: \(quoted(&random))")
    if random.chance(0.8) { lines.append("description: \(quoted(&random))") }

    lines.append("platforms:")
    var android = false
    for platform in ["ios", "android"] where random.chance(0.7) {
      android = android || platform == "android"
      lines.append("  \(platform):")
      lines.append("    pending_cap: 64")
      lines.append("    window_days: 1")
      lines.append("    notes: \(quoted(&random))")
      if random.chance(0.5) {
        lines.append("    extra_triggers:")
        for id in HostileContent.ids(random.int(1...2), from: names, &random) {
          lines.append("      - id: \(id)")
          lines.append("        per: day")
          lines.append("        description: \(quoted(&random))")
        }
      }
    }
    if lines.last == "platforms:" { lines.removeLast() }
    androidSounds = android

    section("prayers", lines: &lines, count: random.int(1...4), names: names, &random) { id, random in
      ["name: \(quoted(&random))", "kind: daily", "sounds: [\(sound(&random, 0)), \(sound(&random, 1))]"]
    }
    var times = Set<String>()
    let slotCount = random.int(0...3)
    while times.count < slotCount {
      times.insert(String(format2(random.int(0...23))) + ":" + format2(random.int(0...59)))
    }
    if !times.isEmpty {
      lines.append("slots:")
      for time in times.sorted() {
        lines.append("  - id: \"\(time.replacingOccurrences(of: ":", with: ""))\"")
        lines.append("    time: \"\(time)\"")
        lines.append("    label: \(quoted(&random))")
      }
    }
    section("channels", lines: &lines, count: random.int(0...3), names: names, &random) { _, random in
      let importance = random.pick(["min", "low", "default", "high", "max"])
      return [
        "name: \(quoted(&random))", "description: \(quoted(&random))", "importance: \(importance)",
        "sound: tone_\(random.int(0...99)).ogg",
      ]
    }
    if !chosenSounds.isEmpty {
      if !lines.contains("channels:") { lines.append("channels:") }
      for (number, sound) in (chosenSounds + ["none"]).enumerated() {
        lines += [
          "  - id: chosen_tone_\(number)", "    name: Tone \(number)", "    importance: high", "    sound: \(sound)",
        ]
      }
    }
    // A channel the app shipped before its spec keeps its id as written (`shipped: true`, issue
    // 37): any text Android takes (no control character), which every language must still name.
    if random.chance(0.5) {
      if !lines.contains("channels:") { lines.append("channels:") }
      let text = HostileContent.string(&random).unicodeScalars.filter {
        $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
      }
      let id = "SHIPPED " + String(String.UnicodeScalarView(text)) + " \(index)"
      lines += [
        "  - id: \(FlowStyleWriter.doubleQuoted(id))", "    shipped: true", "    name: \(quoted(&random))",
        "    importance: default",
      ]
    }
    let actionPool = HostileContent.ids(4, from: HostileContent.upperNames, &random)
    section("categories", lines: &lines, count: random.int(0...3), names: HostileContent.upperNames, &random) {
      _, random in
      var item = ["thread_identifier: \(quoted(&random))", "actions:"]
      // Every category's actions come from one pool: they share one `Category.ActionID` enum.
      let first = random.int(0...(actionPool.count - 1))
      let picked =
        random.chance(0.5) ? [actionPool[first]] : [actionPool[first], actionPool[(first + 1) % actionPool.count]]
      for action in Set(picked).sorted() {
        item += ["  - id: \(action)", "    title: \(quoted(&random))"]
      }
      return item
    }
    section("status_labels", lines: &lines, count: random.int(0...4), names: names, &random) { _, random in
      ["state: \(quoted(&random))", "label: \(quoted(&random))"]
    }
    section("feature_flags", lines: &lines, count: random.int(0...4), names: names, &random) { _, random in
      switch random.int(0...2) {
      case 0: ["type: string", "default: \(quoted(&random))", "description: \(quoted(&random))"]
      case 1: ["type: integer", "default: \(random.int(-1000...1000))"]
      default: ["type: boolean", "default: \(random.chance(0.5))"]
      }
    }
    lines += [
      "tokens:", "  - id: name", "    kind: text", "    max_length: 10", "  - id: note", "    kind: text",
      "    max_length: 40",
    ]
    // Placeholders are spec text that ends up in generated string literals.
    lines += ["rendering:", "  escaping: \(random.chance(0.5) ? "html" : "none")", "  missing:"]
    lines.append("    placeholder: \(quoted(&random))")
    section("templates", lines: &lines, count: random.int(0...3), names: names, &random) { _, random in
      let title = HostileContent.templateText(maxLength: 30, token: "{{name}}", &random)
      let body = HostileContent.templateText(maxLength: 120, token: "{{note}}", &random)
      return ["title: \(FlowStyleWriter.doubleQuoted(title))", "body: \(FlowStyleWriter.doubleQuoted(body))"]
    }
    let upper = HostileContent.upperNames.map { $0.uppercased().replacingOccurrences(of: ".", with: "_") }
    section("error_codes", lines: &lines, count: random.int(0...3), names: upper, &random) { _, random in
      ["description: \(quoted(&random))"]
    }

    var spec = HostileSpec(yaml: lines.joined(separator: "\n") + "\n", collisionLine: nil)
    if collide { spec.plantCollision(&random) }
    spec.yaml = Self.quotingCoreScalars(spec.yaml)
    return spec
  }

  /// Ids such as `true` quoted: a plain one is a boolean to YAML (and the JSON Schema), and specc
  /// rejects it as text (issue 22).
  static func quotingCoreScalars(_ yaml: String) -> String {
    let typed: Set<Substring> = ["true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL"]
    return yaml.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      for key in ["id: ", "spec: "] {
        guard let range = line.range(of: key) else { continue }
        let before = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let value = line[range.upperBound...]
        if (before.isEmpty || before == "-") && typed.contains(value) {
          return String(line[..<range.upperBound]) + "\"" + value + "\""
        }
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Appends `count` list items with distinct ids, each followed by `fields` (indented).
  private static func section(
    _ key: String, lines: inout [String], count: Int, names: [String], _ random: inout SeededRandom,
    fields: (String, inout SeededRandom) -> [String]
  ) {
    let ids = HostileContent.ids(count, from: names, &random)
    guard !ids.isEmpty else { return }
    lines.append("\(key):")
    for id in ids {
      lines.append("  - id: \(id)")
      lines += fields(id, &random).map { "    " + $0 }
    }
  }

  /// Adds a section item whose id differs from an existing one only in case or punctuation.
  private mutating func plantCollision(_ random: inout SeededRandom) {
    let (key, first, second, fields): (String, String, String, [String]) =
      switch random.int(0...4) {
      case 0: ("error_codes", "FETCH_TIMEOUT_X", random.pick(["FETCH__TIMEOUT_X", "FETCH_TIMEOUT_X_"]), [])
      case 1: ("categories", "ts.daily", random.pick(["ts_daily", "ts-daily", "TS_DAILY", "TS.DAILY"]), [])
      case 2:
        (
          "feature_flags", "lead_minutes", random.pick(["leadMinutes", "lead__minutes", "lead_minutes_"]),
          ["type: integer", "default: 1"]
        )
      case 3: ("status_labels", "armed_now", random.pick(["armed__now", "armed_now_"]), ["state: s", "label: l"])
      default: ("prayers", "last_third", random.pick(["last__third", "last_third_"]), ["name: n", "kind: daily"])
      }
    // The first id opens the section (or joins the existing one); the second goes at its end.
    var text = yaml
    if text.contains("\n\(key):\n") || text.hasPrefix("\(key):\n") {
      text = text.replacingOccurrences(of: "\n\(key):\n", with: "\n\(key):\n  - id: \(first)\n" + indented(fields))
    } else {
      text += "\(key):\n  - id: \(first)\n" + indented(fields)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard let start = lines.firstIndex(of: "\(key):") else { return }
    var insertAt = start + 1
    while insertAt < lines.count, lines[insertAt].hasPrefix("  ") { insertAt += 1 }
    lines.insert(contentsOf: ["  - id: \(second)"] + fields.map { "    " + $0 }, at: insertAt)
    yaml = lines.joined(separator: "\n") + "\n"
    collisionLine = insertAt + 1
  }

  private func indented(_ fields: [String]) -> String {
    fields.map { "    " + $0 + "\n" }.joined()
  }
}

private func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
