/// Applies the spec's own copy rules to every user-facing string. Each violation carries the
/// copy rule's id from the spec and its message.
struct CopyRulesRule: Rule {
  static let description = RuleDescription(
    id: "copy_rules", title: "Copy rules",
    summary:
      "Applies each of the spec's copy_rules (forbid_words, require_any, max_length, same_text_across_platforms) to every user-visible string it selects by platform, context and id (copy, status labels, template titles and bodies, action titles, channel names and descriptions, prayer names, slot labels); violations carry the copy rule's own id.",
    rationale:
      "Wording rules such as \"Android prompts say notification, never alarm\" are product decisions; written in the spec, they are checked on every string instead of in review.",
    triggering: [
      CopyRuleExamples.spec(
        copy: [("android_prompt", "android", "prompt", "↓Allow ↓Alarms for ↓alarm times", nil)]),
      CopyRuleExamples.spec(copy: [("android_prompt", "android", "prompt", "↓Allow reminders", nil)]),
      CopyRuleExamples.spec(
        copy: [
          ("empty_ios", "ios", "empty_state", "No scheduled notifications", nil),
          ("empty_android", "android", "empty_state", "↓Nothing scheduled", nil),
        ]),
      CopyRuleExamples.spec(copy: [
        ("a_prompt", "all", "prompt", "↓\(String(repeating: "notification ", count: 6))", nil)
      ]),
      // 11 characters as written, 33 as rendered: the rule measures what the user reads, and
      // only titles.
      templateTitles(maxLength: 20, title: "↓\"Hi {{name}}\""),
      // Every user-visible string: an action's title, a channel's name and description, a slot's label.
      everyKind(
        action: "Stop ↓alarm", channel: "↓Alarms", description: "Every ↓alarm you set", label: "Weekday ↓alarm"),
      // A rule for French judges the French translations (fr-CA included), not the English text.
      translated(languages: "[fr]", french: "Autoriser les ↓alarmes"),
      // A language the spec does not ship (its locales are en and fr): the rule would judge nothing.
      translated(languages: "[↓de]", french: "Autoriser les alarmes"),
    ],
    nonTriggering: [
      CopyRuleExamples.spec(
        copy: [
          ("android_prompt", "android", "prompt", "Allow notifications", nil),
          ("ios_alarmkit", "ios", "prompt", "Allow alarms", "alarmkit_authorization"),
          ("button", "android", "button", "Set an alarm", nil),
          ("empty_ios", "ios", "empty_state", "No scheduled notifications", nil),
          ("empty_android", "android", "empty_state", "No scheduled notifications", nil),
          ("kit", "android", "prompt", "AlarmKit is not needed for notifications", nil),
        ]),
      templateTitles(maxLength: 40, title: "\"Hi {{name}}\""),
      everyKind(action: "Stop", channel: "Wake-ups", description: "Every wake-up you set", label: "Weekday wake-up"),
      // An English rule does not judge the French translation.
      translated(languages: "[en]", french: "Autoriser les alarmes"),
    ],
    reportedIDs: [
      "no_alarm_on_android", "android_says_notification", "same_empty_state", "short_prompts", "short_titles",
      "no_alarm_anywhere", "no_alarme",
    ])

  /// English copy saying "alarms" with its French translation, and a French rule against "alarme".
  private static func translated(languages: String, french: String) -> String {
    LoadingRules.header
      + "copy:\n  - id: ask\n    platform: all\n    context: prompt\n    text: Allow alarms\n"
      + "copy_rules:\n  - id: no_alarme\n    message: Dites réveil\n    forbid_words: [alarme]\n"
      + "    languages: \(languages)\n"
      + "localization:\n  source_language: en\n  locales: [fr]\n  translations:\n    fr:\n      copy.ask: \(french)\n"
  }

  /// A template whose body (30 characters rendered) is not selected, and a rule on titles only.
  private static func templateTitles(maxLength: Int, title: String) -> String {
    LoadingRules.header + "tokens:\n  - id: name\n    kind: text\n    max_length: 30\n"
      + "templates:\n  - id: greeting\n    title: \(title)\n    body: \"{{name}}\"\n"
      + "copy_rules:\n  - id: short_titles\n    message: Titles stay short\n    contexts: [template_title]\n"
      + "    max_length: \(maxLength)\n"
  }

  /// A channel, a category's action and a labelled slot, and a rule forbidding "alarm" everywhere.
  private static func everyKind(action: String, channel: String, description: String, label: String) -> String {
    LoadingRules.header + "slots:\n  - id: \"0700\"\n    time: \"07:00\"\n    label: \(label)\n"
      + "channels:\n  - id: wake\n    name: \(channel)\n    description: \(description)\n    importance: high\n"
      + "categories:\n  - id: WAKE\n    actions:\n      - id: STOP\n        title: \(action)\n"
      + "copy_rules:\n  - id: no_alarm_anywhere\n    message: Say wake-up, never alarm.\n    forbid_words: [alarm]\n"
  }

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.copyRules.contains(where: { !$0.inFlows }) else { return }
    warnUnshippedLanguages(spec.spec, &sink)
    // The spec's own strings and, when it ships several locales, every translation of them.
    let strings = UserFacingString.allWithTranslations(in: spec.spec, templates: spec.templateAnalyses)
    // Each string is split into words once, for every rule that looks for words.
    let needsWords = spec.copyRules.contains { !$0.forbidWords.isEmpty || !$0.requireAny.isEmpty }
    let words = needsWords ? strings.map { WordMatcher.Words($0.text.value) } : []
    // Tokens whose length is written but is not one: schema_type reported each once.
    let refused = Set(spec.tokens.filter(\.lengthRefused).map(\.id.value))
    // Rules judged in flows are FlowCopyRulesRule's.
    for rule in spec.copyRules where !rule.inFlows {
      let only = rule.copy.map { Set($0.map(\.value)) }
      let except = Set(rule.except.map(\.value))
      let selected = strings.indices.filter {
        applies(rule, to: strings[$0], only: only, except: except)
          && rule.judges(language: strings[$0].language(in: spec.spec))
      }
      for index in selected where needsWords {
        forbidden(rule, strings[index], words[index], spec.source, &sink)
        required(rule, strings[index], words[index], &sink)
      }
      for index in selected { length(rule, strings[index], refused, &sink) }
      if rule.sameTextAcrossPlatforms { sameText(rule, selected.map { strings[$0] }, &sink) }
    }
  }

  /// A rule's `languages` entry that matches no language the spec ships (its source language
  /// and locales) judges no text: the rule would pass however the copy reads.
  private static func warnUnshippedLanguages(_ spec: Spec, _ sink: inout DiagnosticSink) {
    let shipped = spec.localization.map { [$0.sourceLanguage.value] + $0.locales.map(\.value) } ?? []
    for rule in spec.copyRules where !rule.inFlows {
      for wanted in rule.languages ?? [] {
        let probe = CopyRule(
          id: rule.id, message: rule.message, except: [], exceptRequests: [], forbidWords: [], requireAny: [],
          sameTextAcrossPlatforms: false, severity: .warning, languages: [wanted], mark: rule.mark)
        guard !shipped.contains(where: { probe.judges(language: $0) }) else { continue }
        let ships =
          shipped.isEmpty
          ? "the spec has no localization, so its text has no language"
          : "the spec ships \(shipped.map { "'\($0)'" }.joined(separator: ", "))"
        sink.warning(
          id,
          "copy rule '\(rule.id.value)' names the language '\(wanted.value)', which the spec does not ship (\(ships)): it judges no text in it",
          at: wanted.mark)
      }
    }
  }

  /// Whether `rule` selects `string` by platform, context, ids (`only`, `except`: its copy and except ids) and
  /// exemptions.
  static func applies(_ rule: CopyRule, to string: UserFacingString, only: Set<String>?, except: Set<String>) -> Bool {
    if let platforms = rule.platforms, !platforms.contains(.all), string.platform != .all,
      !platforms.contains(string.platform)
    {
      return false
    }
    if let contexts = rule.contexts, !contexts.contains(string.context) {
      // template_title, channel_name, slot_label, … select one field of every template, channel or item.
      guard let field = string.field, contexts.contains(field) else { return false }
    }
    if let only, !only.contains(string.id) { return false }
    if except.contains(string.id) { return false }
    if let requests = string.requests, rule.exceptRequests.contains(where: { $0.value == requests }) { return false }
    return true
  }

  static func forbidden(
    _ rule: CopyRule, _ string: UserFacingString, _ words: WordMatcher.Words, _ source: SourceText,
    _ sink: inout DiagnosticSink, shownIn: String = ""
  ) {
    for word in rule.forbidWords {
      let hits = words.occurrences(of: word.value)
      let marks = source.marks(ofScalars: hits.map(\.offset), in: string.text)
      for (hit, mark) in zip(hits, marks) {
        report(rule, "\(string.name) says '\(hit.found)'\(shownIn)", at: mark, &sink)
      }
    }
  }

  static func required(
    _ rule: CopyRule, _ string: UserFacingString, _ words: WordMatcher.Words, _ sink: inout DiagnosticSink,
    shownIn: String = ""
  ) {
    guard !rule.requireAny.isEmpty,
      !rule.requireAny.contains(where: { words.contains($0.value) })
    else { return }
    let phrases = rule.requireAny.map { "'\($0.value)'" }.joined(separator: " or ")
    report(rule, "\(string.name) must contain \(phrases)\(shownIn)", at: string.text.mark, &sink)
  }

  private static func length(
    _ rule: CopyRule, _ string: UserFacingString, _ refused: Set<String>, _ sink: inout DiagnosticSink
  ) {
    guard let limit = rule.maxLength?.value else { return }
    guard let length = string.lengthForRules else {
      // A token whose length is written but is not one: schema_type reported it once.
      if let unbounded = string.rendered?.unboundedTokens, !unbounded.isEmpty,
        unbounded.allSatisfy(refused.contains)
      {
        return
      }
      let tokens = string.rendered?.unboundedTokens.map(TemplateText.placeholder).joined(separator: ", ") ?? ""
      report(
        rule, "\(string.name) has no worst-case length (\(tokens) without max_length); at most \(limit)",
        at: string.text.mark, &sink)
      return
    }
    guard length > limit else { return }
    let what = string.rendered == nil ? "is \(length) characters" : "can render \(length) characters"
    report(rule, "\(string.name) \(what); at most \(limit)", at: string.text.mark, &sink)
  }

  /// Strings of one context must read the same everywhere: those differing from the most common text are reported.
  private static func sameText(_ rule: CopyRule, _ strings: [UserFacingString], _ sink: inout DiagnosticSink) {
    // Strings are compared within one context and one language.
    var contexts: [String] = []
    func groupKey(_ string: UserFacingString) -> String { string.context + "\u{0}" + (string.locale ?? "") }
    for string in strings where !contexts.contains(groupKey(string)) { contexts.append(groupKey(string)) }
    for context in contexts {
      let group = strings.filter { groupKey($0) == context }
      var counts: [String: Int] = [:]
      for string in group { counts[string.text.value, default: 0] += 1 }
      guard counts.count > 1,
        let reference = group.max(by: { counts[$0.text.value, default: 0] < counts[$1.text.value, default: 0] })
      else { continue }
      for string in group where string.text.value != reference.text.value {
        report(
          rule,
          "\(string.name) (\(string.platform.rawValue)) reads '\(string.text.value)' but \(reference.name) (\(reference.platform.rawValue)) reads '\(reference.text.value)'",
          at: string.text.mark, &sink)
      }
    }
  }

  private static func report(_ rule: CopyRule, _ detail: String, at mark: Mark, _ sink: inout DiagnosticSink) {
    sink.report(rule.severity, RuleID(copyRule: rule.id.value), "\(rule.message.value) (\(detail))", at: mark)
  }
}
