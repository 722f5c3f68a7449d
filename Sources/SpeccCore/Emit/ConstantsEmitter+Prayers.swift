/// The prayers section of `<Namespace>.swift`: the `Prayer` enum with its options (weekdays are
/// SpeccRuntime's `Weekday`).
extension ConstantsEmitter {
  static func prayers(_ spec: Spec, _ p: inout CodePrinter) {
    let prayers = NameScope.prayers.names(spec.prayers) { $0.id.value }
    guard !prayers.isEmpty else { return }
    let globalOffsets = spec.reminders?.offsetsMinutes.map(\.value) ?? []
    p.stringEnum(
      "Prayer", doc: "Prayer times that can notify at their time and remind before it; raw values are the spec ids.",
      cases: prayers, rawValue: { $0.id.value }, caseDoc: { $0.name.value }
    ) { p in
      p.blankLine()
      p.doc("Daily prayer or optional extra.")
      p.block("public enum Kind: String, CaseIterable, Codable, Sendable {") { p in p.print("case daily, extra") }
      p.blankLine()
      p.doc("At-time notification option.")
      p.block("public enum AtTime: String, CaseIterable, Codable, Sendable {") { p in
        p.print("case none, silent, sound")
      }
      p.blankLine()
      p.doc("Reminder option; a reminder needs an at-time notification.")
      p.block("public enum Reminder: String, CaseIterable, Codable, Sendable {") { p in
        p.print("case off, silent, sound")
      }
      p.caseProperty("displayName", type: "String", doc: "Display name.", cases: prayers) {
        SwiftLiteral.string($0.name.value)
      }
      p.caseProperty("kind", type: "Kind", doc: "Daily prayer or optional extra.", cases: prayers) {
        "." + $0.kind.value.rawValue
      }
      p.caseProperty(
        "weekdays", type: "[SpeccRuntime.Weekday]",
        doc: "Weekdays it exists on (every day unless limited, e.g. Friday only).",
        cases: prayers
      ) { prayer in
        let days = Weekday.allCases.filter { prayer.occurs(on: $0) }
        if days.count == Weekday.allCases.count { return "SpeccRuntime.Weekday.allCases" }
        return "[" + days.map { "SpeccRuntime.Weekday.\($0.rawValue)" }.joined(separator: ", ") + "]"
      }
      p.caseProperty("atTimeOptions", type: "[AtTime]", doc: "At-time options a user can choose.", cases: prayers) {
        "[" + $0.atTime.value.map { "AtTime.\($0.rawValue)" }.joined(separator: ", ") + "]"
      }
      p.caseProperty("reminderOptions", type: "[Reminder]", doc: "Reminder options a user can choose.", cases: prayers)
      {
        "[" + $0.reminder.value.map { "Reminder.\($0.rawValue)" }.joined(separator: ", ") + "]"
      }
      p.caseProperty("defaultAtTime", type: "AtTime?", doc: "Preselected at-time option.", cases: prayers) {
        $0.defaultAtTime.map { "AtTime.\($0.value.rawValue)" } ?? "nil"
      }
      p.caseProperty("defaultReminder", type: "Reminder?", doc: "Preselected reminder option.", cases: prayers) {
        $0.defaultReminder.map { "Reminder.\($0.value.rawValue)" } ?? "nil"
      }
      p.caseProperty(
        "reminderOffsetsMinutes", type: "[Int]", doc: "Reminder offsets a user may pick for it, in minutes.",
        cases: prayers
      ) { SwiftLiteral.intArray($0.canRemind ? ($0.reminderOffsets?.map(\.value) ?? globalOffsets) : []) }
      p.caseProperty("sounds", type: "[String]", doc: "At-time sounds a user may choose.", cases: prayers) {
        SwiftLiteral.stringArray($0.sounds.map(\.value))
      }
    }
  }
}

extension NameScope {
  /// Cases of `Prayer`.
  static let prayers = NameScope(
    what: "prayer",
    reserved: [
      "displayName", "kind", "weekdays", "atTimeOptions", "reminderOptions", "defaultAtTime", "defaultReminder",
      "reminderOffsetsMinutes", "sounds",
    ])
}
