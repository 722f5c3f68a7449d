import Testing

@testable import SpeccCore

/// Issue 13's cases of values that name things and settings that contradict: each passed before.
@Suite struct ChecksSpecsCannotSlipPastTests {
  static func ids(_ yaml: String) -> [String] {
    Pipeline.lint(text: "spec: s\nname: S\nversion: \"1\"\n" + yaml, path: "s.yaml").diagnostics.map {
      "\($0.ruleID): \($0.message)"
    }
  }

  @Test func flagsNamingChannelsAndCategoriesResolveAndRestatedValuesAgree() {
    let found = Self.ids(
      "scheduling:\n  ttl_seconds: 86400\ncategories:\n  - id: DAILY\n"
        + "feature_flags:\n  - { id: androidChannelId, type: string, default: app.daily, names: channel }\n"
        + "  - { id: iosCategoryIdentifier, type: string, default: DAILYY, names: category }\n"
        + "  - { id: ttlSeconds, type: integer, default: 3600, equals: scheduling.ttl_seconds }\n")
    #expect(found.filter { $0.hasPrefix("flag_values") }.count == 3, "\(found)")
    #expect(found.contains { $0.contains("did you mean 'DAILY'?") })
  }

  @Test func settingsThatContradictEachOtherAreReportedWithTheArithmetic() {
    let refresh = Self.ids("platforms:\n  ios:\n    window_days: 2\n    refresh_hours: 72\n")
    #expect(refresh.contains { $0.contains("refreshes every 72 hours but schedules 2 × 24 = 48 hours ahead") })
    let depth = Self.ids("scheduling:\n  schedule_depth: 0\nplatforms:\n  ios:\n    window_days: 7\n")
    #expect(depth.contains { $0.contains("schedule_depth 0 means 1 (today only)") })
    let reserve = Self.ids("platforms:\n  ios:\n    pending_cap: 64\n    reserve: 70\n    window_days: 2\n")
    #expect(reserve.contains { $0.contains("reserve 70 leaves nothing of ios's cap of 64: 64 − 70 = -6") })
  }
}
