import SpeccGenerated
import SpeccRuntime
import Testing

/// Drives the state machines generated from Specs/ontime.yaml along the paths of seed 002's two
/// flowcharts, and replays every generated test vector.
@Suite struct OnTimeFlowTests {
  typealias Android = OnTime.Flows.AndroidDelivery
  typealias IOS = OnTime.Flows.IosDelivery

  /// Follows `events` from the flow's start; the run must end in an end state. Returns the
  /// user-facing status shown there.
  static func finish<F: FlowMachine>(_ flow: F.Type, _ events: [F.Event]) throws -> String?
  where F.State.StatusLabel == OnTime.StatusLabel {
    let states = try #require(F.path(events), "\(events) has no path through \(flow)")
    let end = try #require(states.last)
    #expect(end.isEnd, "\(events) stops at \(end), which is not an end state")
    return F.statusLabel(along: states)?.label
  }

  // Android: notification permission → exact-timing permission → precise or fallback → armed or not.

  @Test func androidPermissionDenied() throws {
    #expect(try Self.finish(Android.self, [.done, .answered, .no]) == "Notification permission needed")
  }

  @Test func androidExactTimingGrantedAndArmed() throws {
    let events: [Android.Event] = [.done, .answered, .yes, .answered, .yes, .done, .yes]
    #expect(try Self.finish(Android.self, events) == "Precise notification")
    #expect(Android.path(events)?.last == .notifyAtPreparationTime)
  }

  @Test func androidExactTimingDeniedAndArmed() throws {
    let events: [Android.Event] = [.done, .answered, .yes, .answered, .noOrLater, .done, .yes]
    #expect(try Self.finish(Android.self, events) == "Notification")
    #expect(Android.path(events)?.contains(.notificationFallback) == true)
  }

  @Test(arguments: [Android.Event.yes, .noOrLater])
  func androidNotArmed(_ exactTiming: Android.Event) throws {
    let events: [Android.Event] = [.done, .answered, .yes, .answered, exactTiming, .done, .no]
    #expect(try Self.finish(Android.self, events) == "No scheduled notifications")
  }

  // iOS: AlarmKit available? → AlarmKit authorised? → notification permission → armed or not.

  @Test func iosAlarmKitAuthorisedAndArmed() throws {
    #expect(try Self.finish(IOS.self, [.done, .yes, .answered, .yes, .done, .yes]) == "Alarm")
  }

  @Test func iosAlarmKitDeniedThenNotificationsGrantedAndArmed() throws {
    let events: [IOS.Event] = [.done, .yes, .answered, .noOrLater, .answered, .yes, .done, .yes]
    #expect(try Self.finish(IOS.self, events) == "Notification")
    #expect(
      IOS.path(events) == [
        .installOrSignIn, .alarmkitAvailable, .requestAlarmkitAuthorization, .alarmkitAuthorized,
        .requestNotificationPermission, .notificationPermissionGranted, .scheduleLocalNotifications,
        .upcomingDeliveryArmed, .opensPreparationFlow,
      ])
  }

  @Test func iosWithoutAlarmKitPermissionDenied() throws {
    #expect(try Self.finish(IOS.self, [.done, .no, .answered, .no]) == "Notification permission needed")
  }

  @Test func answersThatDoNotApplyHaveNoTransition() {
    #expect(Android.next(.notificationPermissionGranted, on: .noOrLater) == nil)
    #expect(Android.next(.notificationPermissionGranted, on: .answered) == nil)
    #expect(IOS.path([.yes]) == nil)
  }

  // The generated test vectors (GeneratedFlowVectorTests replays them): one per way to each end.

  @Test func vectorCounts() {
    // Android: denied; precise or fallback, each armed or not. iOS: denied (without AlarmKit);
    // AlarmKit or notifications, each armed or not.
    #expect(Android.testVectors.count == 5)
    #expect(IOS.testVectors.count == 5)
  }
}
