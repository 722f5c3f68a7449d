import Foundation

/// The small specs the flow rules' examples are made of: one valid iOS flow
/// (ask → granted? → armed | blocked), which each example edits.
enum FlowExamples {
  /// Copy and status labels the flow uses.
  static let tables =
    LoadingRules.header + """
      copy:
        - id: ask
          platform: ios
          context: prompt
          text: Allow notifications
      status_labels:
        - id: armed
          state: Notification armed
          label: Notification
        - id: blocked
          state: Notification permission missing
          label: Notification permission needed

      """

  /// The flow's states, ready to follow `states:`.
  static let states = """
          - id: ask
            kind: prompt
            title: Request notification permission
            copy: ask
            transitions:
              - on: answered
                to: granted
          - id: granted
            kind: decision
            title: Notification permission granted?
            answers: ["Yes", "No"]
            transitions:
              - on: "Yes"
                to: armed
              - on: "No"
                to: blocked
          - id: armed
            kind: end
            title: Notify at the time
            status: armed
          - id: blocked
            kind: end
            title: Block delivery
            status: blocked

    """

  /// A whole spec with the valid flow; every flow rule passes it.
  static let valid = tables + flow(states)

  /// A `flows:` section holding one iOS flow named `setup` with the given states.
  static func flow(_ states: String, start: String = "ask") -> String {
    "flows:\n  - id: setup\n    platform: ios\n    start: \(start)\n    states:\n" + states
  }

  /// The valid spec with each `(old, new)` replacement applied once, in order.
  static func valid(_ edits: (String, String)...) -> String {
    var text = valid
    for (old, new) in edits {
      if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
    }
    return text
  }
}
