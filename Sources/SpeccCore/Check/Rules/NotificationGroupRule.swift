/// On Android a group of notifications is shown under a summary the app posts: a group has a
/// summary template, and a summary has a group (issue 29).
struct NotificationGroupRule: Rule {
  static let description = RuleDescription(
    id: "notification_group", title: "Android groups have a summary",
    summary:
      "In a spec that targets Android, every group a template names has a template with group_summary: true in the same group; a template with group_summary has a group, and a group has one summary. A category's thread_identifier (iOS's grouping) in a spec whose platforms include no iOS is reported: it groups nothing.",
    rationale: ContentFacts.groupSource,
    triggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: news\n    name: News\n    importance: default\n"
        + "templates:\n  - id: story\n    title: Story\n    body: New\n    channel: news\n    group: ↓stories\n"
        + "  - id: digest\n    title: Digest\n    body: New\n    channel: news\n    group_summary: ↓true\n"
        + "  - id: brief\n    title: Brief\n    body: New\n    channel: news\n    group: briefs\n    group_summary: true\n"
        + "  - id: brief_again\n    title: Brief\n    body: New\n    channel: news\n    group: briefs\n"
        + "    group_summary: ↓true\n",
      // A thread identifier only iOS reads, in a spec for Android alone.
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "categories:\n  - id: NEWS\n    thread_identifier: ↓news\n",
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  android:\n    window_days: 2\n"
        + "channels:\n  - id: news\n    name: News\n    importance: default\n"
        + "templates:\n  - id: story\n    title: Story\n    body: New\n    channel: news\n    group: stories\n"
        + "  - id: stories\n    title: Stories\n    body: New stories\n    channel: news\n    group: stories\n"
        + "    group_summary: true\n",
      // iOS groups by thread identifier and needs no summary.
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "templates:\n  - id: story\n    title: Story\n    body: New\n    group: stories\n",
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "categories:\n  - id: NEWS\n    thread_identifier: news\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let android = spec.platforms.contains { $0.name.value == .android }
    var summaries: [String: Template] = [:]
    for template in spec.templates {
      guard let summary = template.content.groupSummary, summary.value else { continue }
      guard let group = template.content.group else {
        sink.error(
          id,
          "template '\(template.id.value)' is a group summary without a group: give it the group it sums up (group: …)",
          at: summary.mark)
        continue
      }
      if let first = summaries[group.value] {
        sink.error(
          id,
          "template '\(template.id.value)' is a second summary of group '\(group.value)': a group has one summary notification ('\(first.id.value)')",
          at: summary.mark, related: [RelatedPlace(first.mark, "the group's summary")])
        continue
      }
      summaries[group.value] = template
    }
    threadsWithoutIOS(spec, &sink)
    guard android else { return }
    var reported: Set<String> = []
    for template in spec.templates {
      guard let group = template.content.group, summaries[group.value] == nil, reported.insert(group.value).inserted
      else { continue }
      sink.error(
        id,
        "group '\(group.value)' has no summary template: on Android a group is shown under a summary notification the app posts (a template with group: \(group.value) and group_summary: true); without one, Android bundles only four or more notifications, by itself",
        at: group.mark)
    }
  }
  /// A category's thread_identifier groups notifications on iOS only; in a spec that targets
  /// platforms and none of them iOS it does nothing.
  private static func threadsWithoutIOS(_ spec: ResolvedSpec, _ sink: inout DiagnosticSink) {
    guard !spec.platforms.isEmpty, !spec.platforms.contains(where: { $0.name.value == .ios }) else { return }
    let targets = spec.platforms.map(\.name.value.rawValue).joined(separator: ", ")
    for category in spec.categories {
      guard let thread = category.threadIdentifier else { continue }
      sink.warning(
        id,
        "category '\(category.id.value)' sets thread_identifier, which only iOS reads (UNNotificationContent.threadIdentifier), but the spec targets \(targets): it groups nothing; group Android notifications with a template's group and group_summary, or remove it",
        at: thread.mark)
    }
  }
}
