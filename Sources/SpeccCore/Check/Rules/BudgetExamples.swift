/// Small specs of a ten-times-a-day app for the budget rules' examples.
enum BudgetExamples {
  /// Ten prayers with reminders, one of them on Fridays only (20 a day at worst), on iOS with cap 64 and `reserve`.
  static func tenADay(windowDays: String, reserve: Int = 4, headroomWarning: String = "") -> String {
    let names = ["dawn", "sunrise", "noon", "afternoon", "sunset", "night", "vigil", "predawn", "forenoon"]
    let prayers = names.map { "  - id: \($0)\n    name: \($0)\n    kind: daily\n    reminder: [off, sound]\n" }
    return LoadingRules.header
      + "platforms:\n  ios:\n    pending_cap: 64\n    reserve: \(reserve)\n    window_days: \(windowDays)\n"
      + headroomWarning
      + "reminders:\n  offsets_minutes: [5, 10, 15, 20, 25, 30]\nprayers:\n" + prayers.joined()
      + "  - id: weekly\n    name: Weekly\n    kind: extra\n    only_on: [friday]\n    reminder: [off, sound]\n"
  }
}
