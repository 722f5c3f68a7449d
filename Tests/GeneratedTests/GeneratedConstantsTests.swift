import Foundation
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
    #expect(TimeSafari.Slot.allCases.map(\.rawValue) == ["0800", "1200", "1800"])
    #expect(TimeSafari.Slot.slot1800.hour == 18 && TimeSafari.Slot.slot1800.minute == 0)
    #expect(TimeSafari.Channel.timesafariDaily.rawValue == "timesafari.daily")
    #expect(TimeSafari.Channel.timesafariDaily.displayName == "TimeSafari Daily")
    #expect(TimeSafari.Channel.timesafariDaily.importance == .high)
    #expect(TimeSafari.Category.tsDaily.rawValue == "TS_DAILY")
    #expect(TimeSafari.Category.tsDaily.actions.map(\.id) == [.open])
    #expect(TimeSafari.Category.ActionID(rawValue: "OPEN") == .open)
    // Cross-references are typed, and ids devices persist round-trip through Codable.
    #expect(TimeSafari.Slot.slot0800.template == .dailyMessage)
    #expect(TimeSafari.Template.dailyMessage.channel == .timesafariDaily)
    #expect(TimeSafari.Template.dailyMessage.category == .tsDaily)
    let encoded = try? JSONEncoder().encode([TimeSafari.Slot.slot0800, .slot1800])
    #expect(encoded.flatMap { String(data: $0, encoding: .utf8) } == #"["0800","1800"]"#)
    #expect(encoded.flatMap { try? JSONDecoder().decode([TimeSafari.Slot].self, from: $0) } == [.slot0800, .slot1800])
    #expect(Athan.Prayer.istijaba.weekdays == [.friday])
    #expect(TimeSafari.FeatureFlags.scheduler == "capacitor")
    #expect(TimeSafari.FeatureFlags.prefetchLeadMinutes == 20)
    #expect(TimeSafari.FeatureFlags.androidChannelId == TimeSafari.Channel.timesafariDaily.rawValue)
    #expect(TimeSafari.Scheduling.ttlSeconds == 86_400)
    #expect(TimeSafari.Scheduling.deliveryCooldownSeconds == 60)
    #expect(TimeSafari.ErrorCode.allCases.count == 7)
    #expect(TimeSafari.ErrorCode(rawValue: "TEMPLATE_MISSING_TOKEN") != nil)
  }

  @Test func onTimeStatusLabelTable() {
    let table = OnTime.StatusLabel.allCases.map { [$0.state, $0.label] }
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
