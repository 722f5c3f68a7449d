/// A slot's time is a real wall-clock time, and with `slot_ids: hhmm` its id is that time in
/// canonical `HHmm`.
struct SlotTimeRule: Rule {
  static let description: RuleDescription = {
    var description = RuleDescription(
      id: "slot_id_matches_time", title: "Slot times, and ids that are their times",
      summary:
        "A slot's time is a valid HH:MM from 00:00 to 23:59; with slot_ids: hhmm its id is that time as HHmm (\"08:00\" → \"0800\").",
      rationale:
        "Slot ids are names by default (morning_dose), so a changed default time keeps the id. A spec whose apps key deliveries by time says slot_ids: hhmm, and then the slot id is the stable key of deliveries across time-zone changes; an id that disagrees with its time schedules one slot under another's name. `specc lint --fix` pads a time (8:00 → 08:00) but never renames an id: renaming one breaks installed apps, so it suggests both ways out and leaves the choice.",
      triggering: [
        LoadingRules.header + "slot_ids: hhmm\nslots:\n  - id: ↓\"0900\"\n    time: \"08:00\"\n",
        LoadingRules.header + "slot_ids: hhmm\nslots:\n  - id: ↓\"800\"\n    time: \"08:00\"\n",
        LoadingRules.header + "slots:\n  - id: \"2400\"\n    time: ↓\"24:00\"\n",
        LoadingRules.header + "slots:\n  - id: \"0800\"\n    time: ↓\"8:00\"\n",
      ],
      nonTriggering: [
        LoadingRules.header
          + "slot_ids: hhmm\nslots:\n  - id: \"0800\"\n    time: \"08:00\"\n  - id: \"2359\"\n    time: \"23:59\"\n",
        LoadingRules.header + "slots:\n  - id: morning_dose\n    time: \"08:30\"\n",
      ])
    description.fixes = [
      FixExample(
        before: LoadingRules.header
          + "slots:\n  - id: \"0800\"\n    time: \"8:00\"\n",
        after: LoadingRules.header
          + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n")
    ]
    return description
  }()

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for slot in spec.slots where !slot.time.value.isEmpty {
      // every's from is checked where it is written (schema_value).
      if slot.every != nil, slot.time.typed == nil { continue }
      guard let clock = slot.time.typed else {
        // `8:00`: the hour wants its leading zero, a fix `specc lint --fix` makes.
        let padded = "0" + slot.time.value
        let fix =
          TextFormat.clock(padded) != nil
          ? spec.source.token(at: slot.time.mark).map { Fix(old: $0, new: "\"\(padded)\"") } : nil
        sink.error(
          id, "slot time '\(slot.time.value)' is not a 24-hour time HH:MM from 00:00 to 23:59 (write \"08:00\")",
          at: slot.time.mark, fix: fix)
        continue
      }
      let canonical = pad(clock.hour) + pad(clock.minute)
      if spec.slotIDs?.value == .hhmm, slot.id.value != canonical {
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
