/// Small Athan-like specs for the budget rules' examples.
enum BudgetExamples {
  /// Ten prayers with reminders (20 a day at worst), on iOS with cap 64 and `reserve`.
  static func athan(windowDays: String, reserve: Int = 4, headroomWarning: String = "") -> String {
    let names = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "last_third", "suhoor", "duha"]
    let prayers = names.map { "  - id: \($0)\n    name: \($0)\n    kind: daily\n    reminder: [off, sound]\n" }
    return LoadingRules.header
      + "platforms:\n  ios:\n    pending_cap: 64\n    reserve: \(reserve)\n    window_days: \(windowDays)\n"
      + headroomWarning
      + "reminders:\n  offsets_minutes: [5, 10, 15, 20, 25, 30]\nprayers:\n" + prayers.joined()
      + "  - id: istijaba\n    name: Istijaba\n    kind: extra\n    only_on: [friday]\n    reminder: [off, sound]\n"
  }
}
