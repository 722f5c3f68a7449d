import SpeccGenerated
import Testing

/// The checked-in Generated/ code, compiled as part of the package, used as an app would use it.
@Suite struct GeneratedConstantsTests {
  @Test func athanPrayersAndWindow() {
    #expect(Athan.Prayer.allCases.count == 10)
    #expect(
      Athan.Prayer.allCases.filter { $0.kind == .daily }.map(\.displayName) == [
        "Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha",
      ])
    #expect(Athan.Prayer.istijaba.weekdays == [.friday])
    #expect(Athan.Prayer.fajr.weekdays.isEmpty || Athan.Prayer.fajr.weekdays.count == 7)
    #expect(Athan.reminderOffsetsMinutes == [5, 10, 15, 20, 25, 30])
    #expect(Athan.reminderSound == "reminder.wav")
    #expect(Athan.Platforms.iOS.windowDays == 2)
    #expect(Athan.Platforms.iOS.refreshHours == 12)
    #expect(Athan.Platforms.iOS.pendingCap - Athan.Platforms.iOS.reserve == 60)
  }

  @Test func budgetConstantsCarryTheProof() {
    #expect(Athan.Platforms.iOS.Budget.worstCasePerDay == 20)
    #expect(Athan.Platforms.iOS.Budget.worstCasePending == 40)
    #expect(Athan.Platforms.iOS.Budget.maxSafeWindowDays == 3)
    #expect(PrayerTimes.Platforms.iOS.Budget.worstCasePending == 35)
    #expect(PrayerTimes.Platforms.iOS.Budget.maxSafeWindowDays == 12)
  }

  @Test func timeSafariSlotsChannelsAndFlags() {
    #expect(Timesafari.Slot.allCases.map(\.rawValue) == ["0800", "1200", "1800"])
    #expect(Timesafari.Slot.slot1800.hour == 18 && Timesafari.Slot.slot1800.minute == 0)
    #expect(Timesafari.Channel.timesafariDaily.rawValue == "timesafari.daily")
    #expect(Timesafari.Channel.timesafariDaily.name == "TimeSafari Daily")
    #expect(Timesafari.Channel.timesafariDaily.importance == .high)
    #expect(Timesafari.Category.tsDaily.rawValue == "TS_DAILY")
    #expect(Timesafari.Category.tsDaily.actions.map(\.id) == ["OPEN"])
    #expect(Timesafari.FeatureFlags.scheduler == "capacitor")
    #expect(Timesafari.FeatureFlags.prefetchLeadMinutes == 20)
    #expect(Timesafari.FeatureFlags.androidChannelId == Timesafari.Channel.timesafariDaily.rawValue)
    #expect(Timesafari.Scheduling.ttlSeconds == 86_400)
    #expect(Timesafari.Scheduling.deliveryCooldownSeconds == 60)
    #expect(Timesafari.ErrorCode.allCases.count == 7)
    #expect(Timesafari.ErrorCode(rawValue: "TEMPLATE_MISSING_TOKEN") != nil)
  }

  @Test func onTimeStatusLabelTable() {
    let table = Ontime.StatusLabel.allCases.map { [$0.state, $0.label] }
    #expect(
      table == [
        ["Android exact timing armed", "Precise notification"],
        ["Android notification fallback armed", "Notification"],
        ["iOS AlarmKit armed", "Alarm"],
        ["iOS notification fallback armed", "Notification"],
        ["Notification permission missing", "Notification permission needed"],
        ["No upcoming delivery armed", "No scheduled notifications"],
        ["User disabled schedule delivery", "Off"],
      ])
  }
}
