/// A snooze length the user picks comes from the declared options, and the preselected one is
/// among them (issue 29).
struct SnoozeOptionsRule: Rule {
  static let description = RuleDescription(
    id: "snooze_options", title: "Snooze options include the default",
    summary:
      "A snooze with options_minutes lists its minutes (the preselected length) among them; each option is 1–1,440 minutes and listed once (the schema checks those).",
    rationale:
      "The app offers the options as the user's choice and starts from minutes: a default that is not one of them is a choice the picker cannot show, and the budget counts snoozes by the longest length the user can pick.",
    triggering: [
      LoadingRules.header + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n"
        + "slots:\n  - id: morning\n    time: \"08:00\"\n    template: dose\n"
        + "    snooze:\n      minutes: ↓20\n      max_count: 2\n      options_minutes: [5, 10, 15]\n"
    ],
    nonTriggering: [
      LoadingRules.header + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n"
        + "slots:\n  - id: morning\n    time: \"08:00\"\n    template: dose\n"
        + "    snooze:\n      minutes: 10\n      max_count: 2\n      options_minutes: [5, 10, 15]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let snoozes =
      spec.slots.map { ("slot '\($0.id.value)'", $0.snooze) }
      + spec.userItems.map { ("user item kind '\($0.id.value)'", $0.snooze) }
    for (name, snooze) in snoozes {
      guard let snooze, !snooze.options.isEmpty, !snooze.options.contains(where: { $0.value == snooze.minutes.value })
      else { continue }
      sink.error(
        id,
        "the snooze of \(name) preselects \(snooze.minutes.value) minutes, which is not one of its options_minutes (\(snooze.options.map { String($0.value) }.joined(separator: ", "))): add it, or preselect one of them",
        at: snooze.minutes.mark)
    }
  }
}
