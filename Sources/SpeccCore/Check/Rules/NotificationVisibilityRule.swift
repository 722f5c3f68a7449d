/// A template's own lock-screen visibility changes something (issue 29): on Android the lock
/// screen shows the more restrictive of the notification's visibility and its channel's, so a
/// template visibility that is the channel's, or less restrictive than it, does nothing.
struct NotificationVisibilityRule: Rule {
  static let channels =
    "channels:\n  - id: alerts\n    name: Alerts\n    importance: high\n    visibility: private\n"
    + "  - id: news\n    name: News\n    importance: default\n"

  static let description = RuleDescription(
    id: "notification_visibility", title: "A notification's visibility that counts", severity: .warning,
    summary:
      "A template's visibility (Android setVisibility) is more restrictive than its channel's visibility (public < private < secret): the same visibility repeats the channel's, and a less restrictive one is overridden by it. A template on a channel without a visibility always counts.",
    rationale: ContentFacts.visibilitySource
      + " A template that says public on a private channel reads as if its text showed on the lock screen; it never does.",
    triggering: [
      LoadingRules.header + channels
        + "templates:\n  - id: a\n    title: A\n    body: A\n    channel: alerts\n    visibility: ↓private\n"
        + "  - id: b\n    title: B\n    body: B\n    channel: alerts\n    visibility: ↓public\n"
    ],
    nonTriggering: [
      LoadingRules.header + channels
        + "templates:\n  - id: a\n    title: A\n    body: A\n    channel: alerts\n    visibility: secret\n"
        + "  - id: b\n    title: B\n    body: B\n    channel: news\n    visibility: public\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let order = ContentFacts.visibilities
    for template in spec.templates {
      guard let own = template.content.visibility, let ownRank = order.firstIndex(of: own.value),
        let channelID = template.channel?.value, let channel = spec[template.channel],
        let theirs = channel.visibility, let theirRank = order.firstIndex(of: theirs.value), ownRank <= theirRank
      else { continue }
      let related = [RelatedPlace(theirs.mark, "channel '\(channelID)' says \(theirs.value) here")]
      if ownRank == theirRank {
        sink.warning(
          id,
          "template '\(template.id.value)' has visibility \(own.value), which its channel '\(channelID)' has already: remove it (it repeats the channel's)",
          at: own.mark, related: related)
      } else {
        sink.warning(
          id,
          "template '\(template.id.value)' has visibility \(own.value), but its channel '\(channelID)' is \(theirs.value) and the lock screen shows the more restrictive of the two: its notifications are \(theirs.value); remove it or make the channel \(own.value)",
          at: own.mark, related: related)
      }
    }
  }
}
