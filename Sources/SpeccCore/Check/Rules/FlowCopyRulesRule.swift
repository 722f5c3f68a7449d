/// Copy rules with `in_flows: true`, judged where the text is shown: on every copy a flow state
/// shows and every status label a state sets, by the flow's platform and the state's kind,
/// whatever the copy's own context says; `unless_facts` exempts states where every path
/// established those facts. Violations carry the copy rule's own id.
struct FlowCopyRulesRule: Rule {
  /// An iOS flow: AlarmKit available? → ask for it; or ask for notifications. `prompt` is the
  /// copy shown when asking for notifications.
  static func iosFlow(prompt: String = "Allow notifications") -> String {
    LoadingRules.header
      + "copy:\n  - id: ask_alarms\n    platform: ios\n    context: prompt\n    text: Allow alarms\n"
      + "  - id: ask_notifications\n    platform: ios\n    context: prompt\n    text: \(prompt)\n"
      + "copy_rules:\n  - id: alarm_only_with_alarmkit\n    message: iOS says alarm only where AlarmKit is.\n"
      + "    in_flows: true\n    states: [prompt]\n    forbid_words: [alarm]\n    unless_facts: [alarmkit_available]\n"
      + "flows:\n  - id: delivery\n    platform: ios\n    start: kit\n    states:\n"
      + "      - id: kit\n        kind: decision\n        title: AlarmKit?\n"
      + "        transitions:\n          - { on: \"Yes\", to: ask_kit, sets: [alarmkit_available] }\n"
      + "          - { on: \"No\", to: ask }\n"
      + "      - { id: ask_kit, kind: prompt, title: Ask, copy: ask_alarms, transitions: [{ on: done, to: ask }] }\n"
      + "      - { id: ask, kind: prompt, title: Ask, copy: ask_notifications }\n"
  }

  /// An end state setting the status "Alarm" on a path where AlarmKit may not be authorized.
  static let alarmStatus =
    LoadingRules.header
    + "status_labels:\n  - { id: alarm_armed, platform: ios, state: Alarm armed, label: ↓Alarm }\n"
    + "copy_rules:\n  - id: alarm_status_only_when_armed\n    message: An alarm status needs an authorized AlarmKit.\n"
    + "    in_flows: true\n    forbid_words: [alarm]\n    unless_facts: [alarmkit_authorized]\n"
    + "flows:\n  - id: delivery\n    platform: ios\n    start: kit\n    states:\n"
    + "      - id: kit\n        kind: decision\n        title: Authorized?\n"
    + "        transitions:\n          - { on: \"Yes\", to: armed, sets: [alarmkit_authorized] }\n"
    + "          - { on: \"No\", to: armed }\n"
    + "      - { id: armed, kind: end, title: Armed, status: alarm_armed }\n"

  static let description: RuleDescription = {
    var description = RuleDescription(
      id: "flow_copy_rules", title: "Copy judged where it is shown",
      summary:
        "Applies each copy rule with in_flows: true to the copy every flow state shows and the status label every state sets, by the flow's platform and the state's kind (states), whatever the copy's context says; a state where every path established the rule's unless_facts is exempt. The diagnostic points at the text and names a path of states that reaches it without those facts.",
      rationale:
        "Wording rules such as \"iOS may say alarm only where AlarmKit is authorised\" are about where a text is shown, not how it is labelled: a prompt relabelled as an explanation, or the AlarmKit prompt's copy reused on the path without AlarmKit, would pass a rule that reads labels. Facts come from the flow itself: a transition's sets hold once it is taken, and a fact holds in a state when every path from the start sets it (below).",
      triggering: [
        // The notification prompt on the path without AlarmKit says alarm.
        iosFlow(prompt: "Allow ↓alarms"),
        // A status label "Alarm" set where AlarmKit was not authorized on every path.
        alarmStatus,
        // A fact no transition sets (a typo), and flow keys on a rule not judged in flows.
        iosFlow().replacingOccurrences(
          of: "    unless_facts: [alarmkit_available]\nflows:",
          with: "    unless_facts: [↓alarmkit_availble]\n"
            + "  - id: plain\n    message: M\n    forbid_words: [x]\n    unless_facts: [↓alarmkit_available]\nflows:"
        )
        // With the fact misspelt it is never established, so even the AlarmKit prompt is reported.
        .replacingOccurrences(of: "    text: Allow alarms\n", with: "    text: Allow ↓alarms\n"),
        // Keys a rule judged in flows does not read: the prompt's requests and the text's language.
        iosFlow().replacingOccurrences(
          of: "    in_flows: true\n",
          with: "    in_flows: true\n    except_requests: [↓alarmkit_authorization]\n    languages: [↓en]\n"),
      ],
      nonTriggering: [
        iosFlow(),
        alarmStatus.replacingOccurrences(
          of: "to: armed }\n      - {", with: "to: other }\n      - { id: other, kind: end, title: Other }\n      - {"
        )
        .replacingOccurrences(of: "↓", with: ""),
      ],
      reportedIDs: ["alarm_only_with_alarmkit", "alarm_status_only_when_armed"])
    description.details = pathFacts
    return description
  }()

  /// How path facts are derived, on this rule's own example flow.
  static let pathFacts = """
    ### How path facts are derived

    A transition may say which facts hold once it is taken: `sets: [alarmkit_authorized]` on the
    "Yes" answer of "AlarmKit authorized?". A fact holds **in a state** when every path from the
    flow's start to that state takes a transition that sets it: an intersection over all paths,
    computed once per flow (a forward analysis whose sets only shrink, so loops cannot add a fact
    that one way in lacks). A copy rule with `in_flows: true` is checked on what each reachable
    state shows — its `copy` and the status label it sets — and `unless_facts` exempts the states
    where all of its facts hold. When a rule fires, the message names one shortest path to the
    state along which a fact is not set.

    In the first example below, `kit` answers "Yes" with `sets: [alarmkit_available]`, so
    `alarmkit_available` holds in `ask_kit` (every path to it takes that answer) but not in `ask`,
    which "No" reaches directly: "Allow alarms" may be shown by `ask_kit`, not by `ask`, whose
    report names the path `kit → ask`. Every spec page that `specc docs` writes shows this table for
    each flow whose transitions set facts: state, what it shows, the facts that hold there, and
    what it sets on its way out.
    """

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let rules = spec.copyRules.filter(\.inFlows)
    warnFlowKeysOutsideFlows(spec.spec, &sink)
    warnKeysIgnoredInFlows(spec.spec, &sink)
    guard !rules.isEmpty else { return }
    let graphs = spec.flowGraphs.map(FlowFacts.init)
    let declared = graphs.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
    for rule in rules {
      for fact in rule.unlessFacts where !declared.contains(fact.value) {
        let guess = Suggest.closest(to: fact.value, in: declared.sorted())
        let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
        sink.error(
          id, "no flow transition sets the fact '\(fact.value)'\(hint) (a transition's sets)", at: fact.mark,
          suggestion: guess)
      }
      var reported = Set<String>()
      for facts in graphs {
        check(rule, facts, spec.spec, &reported, &sink)
      }
    }
  }

  private static func check(
    _ rule: CopyRule, _ facts: FlowFacts, _ spec: Spec,
    _ reported: inout Set<String>, _ sink: inout DiagnosticSink
  ) {
    let flow = facts.graph.flow
    if let platforms = rule.platforms, !platforms.contains(.all),
      !platforms.contains(where: { $0.rawValue == flow.platform.value.rawValue })
    {
      return
    }
    let only = rule.copy.map { Set($0.map(\.value)) }
    let except = Set(rule.except.map(\.value))
    let unless = rule.unlessFacts.map(\.value)
    for (index, state) in facts.graph.states.enumerated() {
      guard let must = facts.must[index] else { continue }
      if let kinds = rule.states, !kinds.contains(state.kind.value.rawValue) { continue }
      if !unless.isEmpty && unless.allSatisfy(must.contains) { continue }
      var shown: [UserFacingString] = []
      if let id = state.copy?.value, let entry = spec[state.copy] {
        shown.append(
          UserFacingString(
            source: .copy, id: id, platform: entry.platform.value, context: entry.context.value,
            requests: entry.requests?.value, text: entry.text))
      }
      if let id = state.status?.value, let label = spec[state.status] {
        shown.append(
          UserFacingString(source: .statusLabel, id: id, platform: label.platform, context: "status", text: label.label)
        )
      }
      for string in shown {
        if let only, !only.contains(string.id) { continue }
        if except.contains(string.id) { continue }
        // One report per text and rule: the first state (in declaration order) that shows it wrongly.
        let place = shownAt(state, flow, facts, index, unless)
        let words = WordMatcher.Words(string.text.value)
        var probe = DiagnosticSink(path: sink.path)
        CopyRulesRule.forbidden(rule, string, words, spec.source, &probe, shownIn: place)
        CopyRulesRule.required(rule, string, words, &probe, shownIn: place)
        guard !probe.diagnostics.isEmpty, reported.insert("\(rule.id.value)|\(string.source)|\(string.id)").inserted
        else { continue }
        for diagnostic in probe.diagnostics {
          sink.report(
            diagnostic.severity, RuleID(copyRule: rule.id.value), diagnostic.message,
            at: Mark(line: diagnostic.location.line, column: diagnostic.location.column))
        }
      }
    }
  }

  /// `, shown in state 'x' of flow 'f', reached by a → b → x without alarmkit_available`.
  private static func shownAt(
    _ state: FlowState, _ flow: Flow, _ facts: FlowFacts, _ index: Int, _ unless: [String]
  ) -> String {
    var text = ", shown in state '\(state.id.value)' of flow '\(flow.id.value)'"
    let path = unless.isEmpty ? nil : facts.pathLacking(unless, to: index)
    if let path {
      let names = path.map { facts.graph.states[$0].id.value }.joined(separator: " → ")
      text += ", reached by \(names) without \(unless.joined(separator: " and "))"
    }
    return text
  }

  /// `except_requests` and `languages` select copy by its own label and translations, which a
  /// rule judged in flows does not read: it judges the spec's own text a state shows.
  private static func warnKeysIgnoredInFlows(_ spec: Spec, _ sink: inout DiagnosticSink) {
    for rule in spec.copyRules where rule.inFlows {
      if let first = rule.exceptRequests.first {
        sink.warning(
          id,
          "except_requests of copy rule '\(rule.id.value)' does nothing with in_flows: true (a rule judged in flows selects by the state's kind, states, and unless_facts); name the copy in except, or leave its state out with states",
          at: first.mark)
      }
      if let first = rule.languages?.first {
        sink.warning(
          id,
          "languages of copy rule '\(rule.id.value)' does nothing with in_flows: true (a rule judged in flows reads the spec's own text, not its translations); drop in_flows to judge translations",
          at: first.mark)
      }
    }
  }

  /// `states` and `unless_facts` only mean something with `in_flows`.
  private static func warnFlowKeysOutsideFlows(_ spec: Spec, _ sink: inout DiagnosticSink) {
    for rule in spec.copyRules where !rule.inFlows && (rule.states != nil || !rule.unlessFacts.isEmpty) {
      sink.warning(
        id,
        "states and unless_facts of copy rule '\(rule.id.value)' do nothing without in_flows: true",
        at: rule.unlessFacts.first?.mark ?? rule.id.mark)
    }
  }
}
