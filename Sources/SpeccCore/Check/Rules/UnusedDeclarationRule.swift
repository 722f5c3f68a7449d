/// A section, key or option that applies to nothing in the spec is said to do nothing, with
/// what it would need: a spec that lints clean means every line of it counts.
struct UnusedDeclarationRule: Rule {
  static let description = RuleDescription(
    id: "unused_declaration", title: "Nothing silently accepted", severity: .warning,
    summary:
      "Warns about declarations that apply to nothing: reminders when nothing offers a reminder; a declaration that only a reference can use and none does (a channel or category no template uses, a token no template, variant or thread identifier inserts, a template no slot, prayer or user item shows (a group summary is the app's to post); the sections declare which kinds); an item that names no template when the spec has some; a copy rule that selects no string, a platform key on a platform it does not apply to (alarmkit and entitlements outside iOS, exact_alarms and fallback_window_minutes outside Android, delivers_while_running_only outside Electron); a key only one platform reads, at the key, in a spec whose platforms leave that platform out (interruption_level and attachments without platforms.ios; ongoing, full_screen_intent, group_summary and a template's visibility without platforms.android, and the channels and channel_groups sections as a whole, whose every key is Android's; a category's platforms naming one the spec does not target): a spec with no platforms section targets every platform, so none is reported there; and caps, windows, triggers and a coverage promise on a platform without local scheduling (a coverage promise also where deliveries stop when the app does: Electron with delivers_while_running_only: true).",
    rationale:
      "A section that silently does nothing is the worst result a checker can give: the author believes it works. Each warning says what the declaration would need to take effect.",
    triggering: [
      LoadingRules.header + "reminders:\n  ↓offsets_minutes: [10]\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: dose\n"
        + "  - id: ↓\"0900\"\n    time: \"09:00\"\n"
        + "categories:\n  - id: DOSE\n  - id: ↓UNUSED\n"
        + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n    category: DOSE\n"
        + "  - id: ↓spare\n    title: Spare\n    body: Never shown\n"
        + "copy_rules:\n  - id: ↓short_buttons\n    message: Buttons stay short\n    contexts: [button]\n"
        + "    max_length: 20\n",
      LoadingRules.header + "platforms:\n  ↓android:\n    alarmkit: true\n    window_days: 2\n"
        + "  ↓ios:\n    exact_alarms: true\n    window_days: 2\n"
        + "  web:\n    local_scheduling: false\n    pending_cap: ↓10\n    window_days: ↓2\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
      LoadingRules.header + "platforms:\n  web:\n    coverage:\n      ↓promise_days: 3\n      refresh: [opens]\n"
        + "  electron:\n    delivers_while_running_only: true\n    window_days: 2\n    coverage:\n"
        + "      ↓promise_days: 1\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n",
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 20\n  - id: ↓unused\n    kind: number\n"
        + "    max_length: 3\n"
        + "channels:\n  - id: doses.daily\n    name: Doses\n    importance: high\n"
        + "  - id: ↓doses.spare\n    name: Spare\n    importance: low\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n    channel: doses.daily\n",
      // Keys only the other platform reads.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "slots:\n  - id: \"0700\"\n    time: \"07:00\"\n    template: wake\n"
        + "categories:\n  - id: ALARM\n    platforms: ↓[ios, android]\n"
        + "templates:\n  - id: wake\n    title: Wake\n    body: Up\n    category: ALARM\n    group: alarms\n"
        + "    ↓ongoing: true\n    ↓full_screen_intent: true\n    channel: alarms\n    ↓visibility: secret\n"
        + "  - id: alarms\n    title: Alarms\n    body: Today\n    group: alarms\n    ↓group_summary: true\n"
        + "↓channels:\n  - id: alarms\n    name: Alarms\n    importance: high\n    bypass_dnd: true\n",
      LoadingRules.header + "platforms:\n  ↓android:\n    window_days: 2\n"
        + "    entitlements: [com.apple.developer.usernotifications.time-sensitive]\n"
        + "slots:\n  - id: \"0700\"\n    time: \"07:00\"\n    template: wake\n"
        + "templates:\n  - id: wake\n    title: Wake\n    body: Up\n    ↓interruption_level: passive\n"
        + "    ↓attachments: [sunrise.png]\n",
    ],
    nonTriggering: [
      LoadingRules.header + "reminders:\n  offsets_minutes: [10]\n"
        + "platforms:\n  ios:\n    alarmkit: true\n    window_days: 2\n  android:\n    exact_alarms: true\n"
        + "    fallback_window_minutes: 10\n    window_days: 2\n  web:\n    local_scheduling: false\n"
        + "  electron:\n    window_days: 2\n    coverage:\n      promise_days: 1\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: dose\n    reminder: [off, sound]\n"
        + "categories:\n  - id: DOSE\n"
        + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n    category: DOSE\n"
        + "copy_rules:\n  - id: short_titles\n    message: Titles stay short\n    contexts: [template_title]\n"
        + "    max_length: 40\n",
      // A token only a thread identifier inserts is used; one misspelt in its template is
      // template_tokens' error, not an unused token besides.
      LoadingRules.header
        + "tokens:\n  - id: day\n    kind: date\n    format: yyyy-MM-dd\n  - id: slot\n    kind: text\n"
        + "    max_length: 10\n"
        + "channels:\n  - id: doses.daily\n    name: Doses\n    importance: high\n"
        + "categories:\n  - id: DUE\n    thread_identifier: \"due-{{slot}}\"\n"
        + "templates:\n  - id: t\n    title: \"{{Day}}\"\n    body: b\n    channel: doses.daily\n    category: DUE\n",
      // No platforms section: a generic spec targets every platform, so every platform's keys count.
      LoadingRules.header + "slots:\n  - id: \"0700\"\n    time: \"07:00\"\n    template: wake\n"
        + "categories:\n  - id: ALARM\n    platforms: [ios, android]\n"
        + "templates:\n  - id: wake\n    title: Wake\n    body: Up\n    category: ALARM\n"
        + "    interruption_level: passive\n    ongoing: true\n",
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "slots:\n  - id: \"0700\"\n    time: \"07:00\"\n    template: wake\n"
        + "categories:\n  - id: ALARM\n    platforms: [ios, android]\n"
        + "templates:\n  - id: wake\n    title: Wake\n    body: Up\n    category: ALARM\n"
        + "    interruption_level: passive\n    ongoing: true\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    if let reminders = spec.reminders, !spec.firingItems.contains(where: \.canRemind),
      !spec.isInvalid(at: "spec.slots"), !spec.isInvalid(at: "spec.prayers")
    {
      sink.warning(
        id,
        "reminders applies to nothing: no prayer or slot offers a reminder (give one reminder: [off, sound], or remove the section)",
        at: reminders.mark)
    }
    declarations(spec, &sink)
    // Every item shows a template once the spec has them: none is left to show nothing.
    if !spec.templates.isEmpty {
      for item in spec.firingItems where item.template == nil {
        sink.warning(
          id, "\(item.name) names no template, though the spec has templates: say which one it shows",
          at: item.id.mark)
      }
    }
    copyRules(spec, &sink)
    platforms(spec.spec, &sink)
    platformOnlyKeys(spec, &sink)
  }

  /// Each key only one platform reads (`FieldSchema.platform`, as the symbol table found them)
  /// and each platform a category's `platforms` names, in a spec whose `platforms:` leave that
  /// platform out. A spec with no `platforms:` is generic (it targets every platform): nothing
  /// is reported there.
  private static func platformOnlyKeys(_ spec: ResolvedSpec, _ sink: inout DiagnosticSink) {
    guard !spec.platforms.isEmpty else { return }
    let targeted = Set(spec.platforms.map(\.name.value))
    func listed() -> String { targeted.sorted().map(\.displayName).joined(separator: ", ") }
    for written in spec.symbols.platformKeys where !targeted.contains(written.platform) {
      sink.warning(
        id,
        "\(written.key.value) does nothing: only \(written.platform.displayName) reads it, and the spec targets \(listed()); add platforms.\(written.platform.rawValue) or remove it",
        at: written.key.mark)
    }
    for category in spec.categories {
      guard let platforms = category.platforms else { continue }
      let missing = platforms.value.filter { !targeted.contains($0) }
      guard !missing.isEmpty else { continue }
      sink.warning(
        id,
        "category '\(category.id.value)' shows its actions on \(missing.map(\.displayName).joined(separator: " and ")), which the spec does not target (it targets \(listed())): add the platform or remove it from platforms",
        at: platforms.mark)
    }
  }

  /// Every declaration of a kind used only through references (`IDKind.use`) that no reference
  /// names. A misspelt reference (`channel: doses.dayly`) is its own error, not an unused
  /// declaration besides: a declaration it would be corrected to counts as used.
  private static func declarations(_ spec: ResolvedSpec, _ sink: inout DiagnosticSink) {
    let symbols = spec.symbols
    var uses: [String: (what: String, use: IDKind.Use)] = [:]
    for kind in spec.sections.idKinds where uses[kind.schema.name] == nil {
      if let use = kind.use, use.applies(spec.spec) { uses[kind.schema.name] = (kind.what, use) }
    }
    guard !uses.isEmpty else { return }
    var misspelt: [String: Set<String>] = [:]
    var declared: [String: [String]] = [:]
    var suggestionsLeft = 200
    for reference in symbols.references where !reference.isResolved && suggestionsLeft > 0 {
      for kind in reference.kinds where uses[kind] != nil {
        suggestionsLeft -= 1
        if declared[kind] == nil { declared[kind] = symbols.declarations(of: kind).map(\.id.value) }
        let ids = declared[kind] ?? []
        guard ids.count <= ReferencesRule.suggestionLimit,
          let near = Suggest.closest(to: reference.id.value, in: ids)
        else { continue }
        misspelt[kind, default: []].insert(near)
      }
    }
    // A group's summary is posted by the app beside the group's notifications, not by an item.
    let summaries = Set(spec.templates.filter { $0.content.groupSummary?.value == true }.map(\.id.value))
    // A channel that plays a sound a user may choose is posted on by the app at run time.
    let chosen = Set(spec.channelChoices.compactMap { $0.channel?.id.value })
    for (index, declaration) in symbols.declarations.enumerated() {
      if declaration.kind == "template" && summaries.contains(declaration.id.value) { continue }
      if declaration.kind == "channel" && chosen.contains(declaration.id.value) { continue }
      // A repeated id is unique_ids' error, not a second unused declaration.
      guard let (what, use) = uses[declaration.kind], !symbols.isReferenced(index),
        misspelt[declaration.kind]?.contains(declaration.id.value) != true,
        symbols.lookup(declaration.id.value, kinds: [declaration.kind], scope: declaration.scope).first == index
      else { continue }
      let id = declaration.id.value
      sink.warning(
        Self.id, "\(what) '\(id)' \(use.unused): \(use.advice.replacingOccurrences(of: "ID", with: id))",
        at: declaration.id.mark)
    }
  }

  private static func copyRules(_ spec: ResolvedSpec, _ sink: inout DiagnosticSink) {
    guard spec.copyRules.contains(where: { !$0.inFlows }) else { return }
    let strings = UserFacingString.all(in: spec.spec, templates: spec.templateAnalyses)
    for rule in spec.copyRules where !rule.inFlows {
      let only = rule.copy.map { Set($0.map(\.value)) }
      let except = Set(rule.except.map(\.value))
      guard !strings.contains(where: { CopyRulesRule.applies(rule, to: $0, only: only, except: except) }) else {
        continue
      }
      sink.warning(
        id,
        "copy rule '\(rule.id.value)' selects no user-visible string: its platforms, contexts and ids match nothing",
        at: rule.id.mark)
    }
  }

  private static func platforms(_ spec: Spec, _ sink: inout DiagnosticSink) {
    for platform in spec.platforms {
      let name = platform.name.value
      var misplaced: [String] = []
      if platform.alarmKit != nil && name != .ios { misplaced.append("alarmkit (iOS only)") }
      if platform.entitlements != nil && name != .ios { misplaced.append("entitlements (iOS only)") }
      if platform.exactAlarms != nil && name != .android { misplaced.append("exact_alarms (Android only)") }
      if platform.fallbackWindowMinutes != nil && name != .android {
        misplaced.append("fallback_window_minutes (Android only)")
      }
      if platform.deliversWhileRunningOnly != nil && name != .electron {
        misplaced.append("delivers_while_running_only (Electron only)")
      }
      if !misplaced.isEmpty {
        sink.warning(
          id, "\(name.rawValue) has keys that do nothing there: \(misplaced.joined(separator: ", "))",
          at: platform.name.mark)
      }
      if let coverage = platform.coverage, !platform.coverageApplies {
        let reason =
          platform.localScheduling
          ? "it has delivers_while_running_only: true, so nothing arrives after the app last ran"
          : "it has local_scheduling: false, so nothing is pending after the app last ran"
        sink.warning(id, "coverage does nothing on \(name.rawValue): \(reason) (remove it)", at: coverage.mark)
      }
      guard !platform.localScheduling else { continue }
      let keys: [(String, Mark?)] = [
        ("pending_cap", platform.pendingCap?.mark), ("reserve", platform.reserve?.mark),
        ("window_days", platform.windowDays?.mark), ("refresh_hours", platform.refreshHours?.mark),
        ("extra_triggers", platform.extraTriggers.first?.id.mark),
      ]
      for (key, mark) in keys {
        guard let mark else { continue }
        sink.warning(
          id, "\(key) does nothing on \(name.rawValue): it has local_scheduling: false, so nothing is pending there",
          at: mark)
      }
    }
  }
}
