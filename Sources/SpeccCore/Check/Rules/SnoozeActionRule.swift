/// A slot that can be snoozed shows a category with a snoozing action, and a snoozing action
/// belongs to a category that some snoozable slot shows.
struct SnoozeActionRule: Rule {
  static let description = RuleDescription(
    id: "snooze_action", title: "Snoozes have a button", severity: .warning,
    summary:
      "A slot with a snooze uses a template whose category has an action with snoozes: true; an action with snoozes: true is shown by some slot with a snooze.",
    rationale:
      "A snooze is scheduled when the user taps the notification's snooze action: without that action the snooze never happens (though the budget counts it), and a snooze action without a snooze policy has no duration or limit to follow.",
    triggering: [
      LoadingRules.header
        + "categories:\n  - id: DOSE\n    actions:\n      - id: TAKEN\n        title: Taken\n"
        + "  - id: NEWS\n    actions:\n      - id: LATER\n        title: Later\n        snoozes: ↓true\n"
        + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n    category: DOSE\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: dose\n"
        + "    snooze:\n      ↓minutes: 10\n      max_count: 2\n"
        + "  - id: \"0900\"\n    time: \"09:00\"\n    snooze: ↓{ minutes: 5, max_count: 1 }\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "categories:\n  - id: DOSE\n    actions:\n      - id: SNOOZE\n        title: Snooze\n        snoozes: true\n"
        + "templates:\n  - id: dose\n    title: Dose\n    body: Take it\n    category: DOSE\n"
        + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n    template: dose\n"
        + "    snooze:\n      minutes: 10\n      max_count: 2\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    var snoozedCategories = Set<String>()
    let snoozable =
      spec.slots.map { (name: "slot '\($0.id.value)'", snooze: $0.snooze, template: $0.template) }
      + spec.userItems.map {
        (name: "user item kind '\($0.id.value)'", snooze: $0.snooze, template: Optional($0.template))
      }
    for slot in snoozable {
      guard let snooze = slot.snooze else { continue }
      let template = spec[slot.template]
      let category = spec[template?.category]
      if let category { snoozedCategories.insert(category.id.value) }
      guard !(category?.actions.contains { $0.snoozes?.value == true } ?? false) else { continue }
      let why =
        if let category { "its category '\(category.id.value)' has no action with snoozes: true" } else if let template
        { "its template '\(template.id.value)' has no category with a snooze action" } else {
          "it has no template, so no category with a snooze action"
        }
      sink.warning(
        id, "\(slot.name) can be snoozed but the user has no snooze button: \(why)", at: snooze.mark)
    }
    for category in spec.categories where !snoozedCategories.contains(category.id.value) {
      for action in category.actions {
        guard let snoozes = action.snoozes, snoozes.value else { continue }
        sink.warning(
          id,
          "action '\(action.id.value)' of category '\(category.id.value)' snoozes, but no slot with a snooze shows this category: give the slot a snooze (minutes, max_count)",
          at: snoozes.mark)
      }
    }
  }
}
