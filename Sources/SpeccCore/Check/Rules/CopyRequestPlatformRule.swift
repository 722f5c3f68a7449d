/// A copy's `requests` names a permission the platforms it is shown on have (issue 39): Android
/// copy cannot ask for AlarmKit, iOS copy cannot ask for exact alarms or Do Not Disturb access.
struct CopyRequestPlatformRule: Rule {
  static let description = RuleDescription(
    id: "copy_request_platform", title: "Copy requests what its platform has",
    summary:
      "A copy's requests names a permission of every platform the copy is shown on: exact_alarm_permission and notification_policy_access are Android's, alarmkit_authorization is iOS's, notification_permission every platform's; copy of platform all that requests one platform's permission is reported too.",
    rationale: PlatformFacts.permissionPlatformsSource
      + " Copy that asks for a permission its platform has no prompt for is never shown where it makes sense, and the copy rules written for that request (except_requests) judge a string no user reads.",
    triggering: [
      LoadingRules.header
        + "copy:\n  - { id: ask, platform: android, context: prompt, requests: ↓alarmkit_authorization, text: Allow alarms }\n",
      LoadingRules.header
        + "copy:\n  - { id: why, platform: ios, context: explanation, requests: ↓exact_alarm_permission, text: Exact timing }\n",
      LoadingRules.header
        + "copy:\n  - { id: dnd, platform: all, context: prompt, requests: ↓notification_policy_access, text: Allow Do Not Disturb access }\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "copy:\n  - { id: ask, platform: ios, context: prompt, requests: alarmkit_authorization, text: Allow alarms }\n"
        + "  - { id: why, platform: android, context: explanation, requests: exact_alarm_permission, text: Exact timing }\n"
        + "  - { id: allow, platform: all, context: prompt, requests: notification_permission, text: Allow notifications }\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for copy in spec.copy {
      guard let request = copy.requests, let platforms = PlatformFacts.permissionPlatforms[request.value] else {
        continue
      }
      let shown = copy.platform.value
      guard shown == .all || !platforms.contains(shown) else { continue }
      let owners = platforms.map(\.rawValue).sorted().joined(separator: " and ")
      let place = shown == .all ? "is shown on every platform" : "is \(shown.rawValue) copy"
      sink.error(
        id,
        "copy '\(copy.id.value)' \(place) but requests \(request.value), which only \(owners) has: say platform: \(owners), or request what \(shown == .all ? "every platform" : shown.rawValue) has",
        at: request.mark)
    }
  }
}
