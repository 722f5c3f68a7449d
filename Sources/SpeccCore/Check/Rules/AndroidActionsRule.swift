/// Android shows at most three action buttons (issue 29).
struct AndroidActionsRule: Rule {
  static let description = RuleDescription(
    id: "android_actions", title: "At most three Android actions",
    summary:
      "A category whose platforms include android has at most three actions; the fourth and later are reported.",
    rationale: ContentFacts.androidActionsSource,
    triggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "categories:\n  - id: DOSE\n    platforms: [ios, android]\n    actions:\n"
        + "      - { id: TAKEN, title: Taken }\n      - { id: SKIP, title: Skip }\n"
        + "      - { id: LATER, title: Later }\n      - { id: ↓NOTE, title: Note }\n      - { id: ↓HELP, title: Help }\n"
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "categories:\n  - id: DOSE\n    platforms: [ios, android]\n    actions:\n"
        + "      - { id: TAKEN, title: Taken }\n      - { id: SKIP, title: Skip }\n      - { id: LATER, title: Later }\n"
        + "  - id: IOS_ONLY\n    actions:\n"
        + "      - { id: A, title: A }\n      - { id: B, title: B }\n      - { id: C, title: C }\n      - { id: D, title: D }\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for category in spec.categories where category.onAndroid {
      for (position, action) in category.actions.enumerated().dropFirst(ContentFacts.androidMaxActions) {
        sink.error(
          id,
          "action '\(action.id.value)' is action \(position + 1) of category '\(category.id.value)', which Android shows: a notification shows at most \(ContentFacts.androidMaxActions) action buttons, so it is never shown there",
          at: action.id.mark)
      }
    }
  }
}
