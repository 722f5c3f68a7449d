/// With `slot_ids: hhmm` a slot's id is its time in canonical `HHmm` (the time itself is checked
/// where it is written, by the schema: `schema_value`).
struct SlotTimeRule: Rule {
  static let description = RuleDescription(
    id: "slot_id_matches_time", title: "Slot ids that are their times",
    summary:
      "With slot_ids: hhmm a slot's id is its time as HHmm (\"08:00\" → \"0800\"). A time that is not a valid HH:MM from 00:00 to 23:59 is the time's own problem (schema_value, which `--fix` pads: 8:00 → \"08:00\"), not this rule's.",
    rationale:
      "Slot ids are names by default (morning_dose), so a changed default time keeps the id. A spec whose apps key deliveries by time says slot_ids: hhmm, and then the slot id is the stable key of deliveries across time-zone changes; an id that disagrees with its time schedules one slot under another's name. The id is never renamed by `--fix`: renaming one breaks installed apps, so both ways out are suggested and the choice is left to the author.",
    triggering: [
      LoadingRules.header + "slot_ids: hhmm\nslots:\n  - id: ↓\"0900\"\n    time: \"08:00\"\n",
      LoadingRules.header + "slot_ids: hhmm\nslots:\n  - id: ↓\"800\"\n    time: \"08:00\"\n",
    ],
    nonTriggering: [
      LoadingRules.header
        + "slot_ids: hhmm\nslots:\n  - id: \"0800\"\n    time: \"08:00\"\n  - id: \"2359\"\n    time: \"23:59\"\n",
      LoadingRules.header + "slots:\n  - id: morning_dose\n    time: \"08:30\"\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    guard spec.slotIDs?.value == .hhmm else { return }
    // A time that is not one was reported where it is written (schema_value).
    for slot in spec.slots {
      guard let clock = slot.time.typed else { continue }
      let canonical = pad(clock.hour) + pad(clock.minute)
      if slot.id.value != canonical {
        // Never fixed: an id is the stable key of installed deliveries, so which of the two is
        // wrong is the author's choice. Both ways out are suggested.
        var notes = ["rename the id to \"\(canonical)\" (a breaking change for installed apps)"]
        if let time = time(ofID: slot.id.value) { notes.append("or set the time to \"\(time)\" to keep the id") }
        sink.error(
          id, "slot id '\(slot.id.value)' must be its time in HHmm: '\(canonical)' for \"\(slot.time.value)\"",
          at: slot.id.mark, notes: notes)
      }
    }
  }

  /// The `HH:MM` time an id in `HHmm` names, when it names one.
  static func time(ofID id: String) -> String? {
    guard id.unicodeScalars.count == 4 else { return nil }
    let time = String(id.prefix(2)) + ":" + String(id.suffix(2))
    return TextFormat.clock(time) != nil ? time : nil
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
