/// `os_repeat` is checked and documented, but the generated planners and adapters do not emit
/// repeating triggers yet (`OSRepeat.plannedAtRunTime`): a slot that asks for one is planned, and
/// counted by the budget and coverage proofs, as a window of one-shots. A key that changes nothing
/// at run time must not lint clean silently, so each `os_repeat` the OS could keep is warned about
/// until the runtimes carry it.
struct OSRepeatNotPlannedRule: Rule {
  static let description = RuleDescription(
    id: "os_repeat_not_planned", title: "A repeat the runtime does not plan yet", severity: .warning,
    summary:
      "While specc's generated planners (Swift, Kotlin, TypeScript) do not emit repeating triggers, each platform a slot's `os_repeat` names, and whose OS could repeat it, is warned about: the slot is planned, and counted by the budget and coverage proofs, as a window of one-shots.",
    rationale:
      "The budget and coverage proofs count what the runtime schedules. Counting a slot as one repeating request per time while the runtime plans one request per day of the window would prove a schedule fits that the planner then cuts (its `leftOut`), and promise coverage the app does not have. Until the runtimes carry the repeat, `os_repeat` is validated (`os_repeat`) but changes nothing at run time, which this warning says where it is written.",
    triggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n  android:\n    window_days: 2\n"
        + "slots:\n  - id: stretch\n    time: \"08:00\"\n    os_repeat: [↓ios, ↓android]\n"
    ],
    nonTriggering: [
      LoadingRules.header + "platforms:\n  ios:\n    window_days: 2\n"
        + "slots:\n  - id: stretch\n    time: \"08:00\"\n"
        // Refused by `os_repeat` (an error there), so not warned about again here.
        + "  - id: late\n    time: \"02:30\"\n    os_repeat: [ios]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard !OSRepeat.plannedAtRunTime else { return }
    let scheduling = Set(spec.spec.platforms.filter(\.localScheduling).map(\.name.value))
    for slot in spec.slots {
      for platform in slot.osRepeat ?? [] where scheduling.contains(platform.value) {
        // What the OS cannot repeat is `os_repeat`'s error: one mistake, one diagnostic.
        guard OSRepeat.refusal(slot, in: spec.spec, on: platform.value) == nil else { continue }
        sink.warning(
          id,
          "slot '\(slot.id.value)' asks \(platform.value.displayName) to repeat it by itself (os_repeat), but specc's generated planners do not emit repeating triggers yet: it is planned, and counted by the budget and coverage, as a window of one-shots",
          at: platform.mark)
      }
    }
  }
}
