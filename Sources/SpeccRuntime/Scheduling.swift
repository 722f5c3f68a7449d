import Foundation

/// The rolling-window planner that specc generates per spec (`<Namespace>.Planner`): given now,
/// the user's calendar and time zone, the user's settings and the times the app provides, it
/// returns the notifications to keep pending, soonest first, never more than the platform's cap
/// minus its reserve. Pure and deterministic: no clock, no I/O, no global state.
///
/// Wall-clock truth: every time is a local wall-clock time on a local date in the calendar's
/// time zone, so a slot at 08:00 stays at 08:00 across a daylight-saving change.
/// - A time that does not exist (inside a spring-forward gap, 02:30 in New York on the day clocks
///   go from 02:00 to 03:00) fires the gap's length later (03:30), as Apple's calendar does; if
///   that moves it to another local date (a day a time zone skipped, Pacific/Apia on
///   2011-12-30), the occurrence is skipped.
/// - A time that occurs twice (inside a fall-back overlap) fires at its first occurrence.
public enum Scheduling {
  /// A local calendar date.
  public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
      self.year = year
      self.month = month
      self.day = day
    }

    /// `2026-03-08`.
    public var description: String {
      func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
      }
      return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
      (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
  }

  /// A local wall-clock time.
  public struct LocalTime: Sendable, Hashable, Comparable {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
      self.hour = hour
      self.minute = minute
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    public static func < (a: LocalTime, b: LocalTime) -> Bool { a.minutes < b.minutes }
  }

  /// When an item fires.
  public enum When: Sendable, Hashable {
    /// At a wall-clock time the spec fixes (or the user picks, see `Settings.ItemSettings.time`).
    case at(LocalTime)
    /// At a time the app provides for each date (a prayer time); `Input.providedTime`.
    case provided
  }

  /// Something that fires, as the spec declares it.
  public struct Item: Sendable, Hashable {
    public var id: String
    public var when: When
    /// Weekdays it fires on (1 = Sunday … 7 = Saturday, as `Calendar` counts); every day when nil.
    public var weekdays: Set<Int>?
    /// Only on these local dates, inclusive, when given.
    public var from: LocalDate?
    public var until: LocalDate?
    /// The reminder offsets the user may pick (minutes before); empty without reminders.
    public var reminderOffsets: [Int]
    public var template: String?
    public var channel: String?
    public var category: String?
    public var sound: String?
    public var reminderSound: String?

    public init(
      id: String, when: When, weekdays: Set<Int>? = nil, from: LocalDate? = nil, until: LocalDate? = nil,
      reminderOffsets: [Int] = [], template: String? = nil, channel: String? = nil, category: String? = nil,
      sound: String? = nil, reminderSound: String? = nil
    ) {
      self.id = id
      self.when = when
      self.weekdays = weekdays
      self.from = from
      self.until = until
      self.reminderOffsets = reminderOffsets
      self.template = template
      self.channel = channel
      self.category = category
      self.sound = sound
      self.reminderSound = reminderSound
    }
  }

  /// A notification the app schedules for itself (a midnight re-planning trigger).
  public struct Trigger: Sendable, Hashable {
    public enum Per: Sendable, Hashable { case day, window }
    public var id: String
    public var per: Per

    public init(id: String, per: Per) {
      self.id = id
      self.per = per
    }
  }

  /// One platform's window and cap, from the spec.
  public struct Configuration: Sendable, Hashable {
    public var windowDays: Int
    /// Most pending notifications the OS holds (iOS: 64); nil when it has no cap.
    public var cap: Int?
    public var reserve: Int
    public var refreshHours: Int?
    public var triggers: [Trigger]

    public init(windowDays: Int, cap: Int?, reserve: Int = 0, refreshHours: Int? = nil, triggers: [Trigger] = []) {
      self.windowDays = windowDays
      self.cap = cap
      self.reserve = reserve
      self.refreshHours = refreshHours
      self.triggers = triggers
    }

    /// How many notifications a plan may hold: cap − reserve (unlimited without a cap).
    public var limit: Int { cap.map { max(0, $0 - reserve) } ?? Int.max }
  }

  /// What the user chose.
  public struct Settings: Sendable, Hashable {
    public struct ItemSettings: Sendable, Hashable {
      /// The at-time notification is on.
      public var isOn: Bool
      /// Minutes before of the reminder, nil when the reminder is off.
      public var reminderOffset: Int?
      /// The time the user picked, for an item whose time the user may pick.
      public var time: LocalTime?
      /// The at-time notification plays its sound (false: silent).
      public var sound: Bool
      /// The reminder plays its sound (false: silent).
      public var reminderSound: Bool

      public init(
        isOn: Bool = true, reminderOffset: Int? = nil, time: LocalTime? = nil, sound: Bool = true,
        reminderSound: Bool = true
      ) {
        self.isOn = isOn
        self.reminderOffset = reminderOffset
        self.time = time
        self.sound = sound
        self.reminderSound = reminderSound
      }
    }

    /// By item id; an item without an entry is off.
    public var items: [String: ItemSettings]

    public init(items: [String: ItemSettings]) { self.items = items }
  }

  /// What a pending notification is.
  public enum Kind: Sendable, Hashable {
    case atTime
    case reminder(minutesBefore: Int)
    case trigger
  }

  /// One occurrence to render: what the app's `render` closure receives.
  public struct Occurrence: Sendable, Hashable {
    public var itemID: String
    public var kind: Kind
    public var date: LocalDate
    public var time: LocalTime
    public var template: String?
  }

  /// A notification to keep pending.
  public struct Notification: Sendable, Hashable {
    /// Stable: the same occurrence has the same id in every run.
    public var id: String
    public var fireDate: Date
    public var occurrence: Occurrence
    public var title: String
    public var body: String
    public var channel: String?
    public var category: String?
    /// The sound file to play, `"default"` for the platform's, nil for a silent notification.
    public var sound: String?
    /// Groups an item's notifications of one day.
    public var threadIdentifier: String
  }

  /// The pending notifications of the window.
  public struct Plan: Sendable, Hashable {
    /// In fire order, at most `Configuration.limit`.
    public var notifications: [Notification]
    /// The soonest notifications that did not fit, in fire order.
    public var leftOut: [Notification]
    /// When the app must plan again: the refresh interval, the first self-scheduled trigger, the
    /// first left-out notification, the window's end, whichever comes first.
    public var refreshDate: Date
  }

  /// What the app provides.
  public struct Input: Sendable {
    public var now: Date
    public var calendar: Calendar
    public var settings: Settings
    /// The time of an item with `.provided` times on a date (nil: none that day).
    public var providedTime: @Sendable (_ itemID: String, _ date: LocalDate) -> LocalTime?
    /// The title and body of an occurrence (nil: skip it, e.g. missing content).
    public var render: @Sendable (Occurrence) -> TemplateRendering.RenderedNotification?

    public init(
      now: Date, calendar: Calendar, settings: Settings,
      providedTime: @escaping @Sendable (String, LocalDate) -> LocalTime? = { _, _ in nil },
      render: @escaping @Sendable (Occurrence) -> TemplateRendering.RenderedNotification?
    ) {
      self.now = now
      self.calendar = calendar
      self.settings = settings
      self.providedTime = providedTime
      self.render = render
    }
  }

  /// The plan for `items` under `configuration`.
  public static func plan(items: [Item], configuration: Configuration, input: Input) -> Plan {
    let calendar = input.calendar
    let today = localDate(of: input.now, in: calendar)
    let dates = (0..<max(0, configuration.windowDays)).compactMap { adding($0, to: today, in: calendar) }
    var candidates: [Notification] = []
    for item in items {
      guard let settings = input.settings.items[item.id], settings.isOn else { continue }
      for date in dates where occurs(item, on: date, in: calendar) {
        let time: LocalTime?
        switch item.when {
        case .at(let fixed): time = settings.time ?? fixed
        case .provided: time = input.providedTime(item.id, date)
        }
        guard let time, let fire = instant(date, time, in: calendar) else { continue }
        let atTime = Occurrence(itemID: item.id, kind: .atTime, date: date, time: time, template: item.template)
        if fire > input.now,
          let note = notification(atTime, fire, item, settings.sound ? item.sound ?? "default" : nil, input)
        {
          candidates.append(note)
        }
        if let offset = settings.reminderOffset, item.reminderOffsets.contains(offset) {
          let reminder = Occurrence(
            itemID: item.id, kind: .reminder(minutesBefore: offset), date: date, time: time, template: item.template)
          let remindAt = fire.addingTimeInterval(TimeInterval(-offset * 60))
          if remindAt > input.now,
            let note = notification(
              reminder, remindAt, item, settings.reminderSound ? item.reminderSound ?? "default" : nil, input)
          {
            candidates.append(note)
          }
        }
      }
    }
    candidates += triggers(configuration, dates, input)
    candidates.sort { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    let limit = min(configuration.limit, candidates.count)
    let kept = Array(candidates[..<limit])
    let leftOut = Array(candidates[limit...])
    var refresh =
      dates.last.flatMap { adding(1, to: $0, in: calendar) }.flatMap {
        instant($0, LocalTime(hour: 0, minute: 0), in: calendar)
      } ?? input.now
    if let hours = configuration.refreshHours {
      refresh = min(refresh, input.now.addingTimeInterval(TimeInterval(hours * 3_600)))
    }
    if let first = leftOut.first { refresh = min(refresh, first.fireDate) }
    // A self-scheduled trigger (the midnight re-planning) wakes the app: plan again then.
    if let trigger = kept.first(where: { $0.occurrence.kind == .trigger }) { refresh = min(refresh, trigger.fireDate) }
    return Plan(notifications: kept, leftOut: leftOut, refreshDate: refresh)
  }

  /// A request the OS reports as pending: its identifier and, when known, its next fire date.
  public struct PendingRequest: Sendable, Hashable {
    public var id: String
    public var fireDate: Date?

    public init(id: String, fireDate: Date? = nil) {
      self.id = id
      self.fireDate = fireDate
    }
  }

  /// The least work that makes the OS hold exactly `plan`: requests to cancel (not in the plan,
  /// or whose fire date moved, e.g. after a time-zone change) and notifications to add.
  public static func reconcile(pending: [PendingRequest], plan: Plan) -> (cancel: [String], add: [Notification]) {
    var planned: [String: Notification] = [:]
    for note in plan.notifications { planned[note.id] = note }
    var keep = Set<String>()
    var cancel: [String] = []
    for request in pending {
      if let note = planned[request.id], request.fireDate.map({ $0 == note.fireDate }) ?? true,
        !keep.contains(request.id)
      {
        keep.insert(request.id)
      } else {
        cancel.append(request.id)
      }
    }
    return (cancel.sorted(), plan.notifications.filter { !keep.contains($0.id) })
  }

  /// `reconcile` with identifiers only (a moved fire date is then not seen).
  public static func reconcile(pending ids: [String], plan: Plan) -> (cancel: [String], add: [Notification]) {
    reconcile(pending: ids.map { PendingRequest(id: $0) }, plan: plan)
  }

  // MARK: - Occurrences

  private static func notification(
    _ occurrence: Occurrence, _ fire: Date, _ item: Item, _ sound: String?, _ input: Input
  ) -> Notification? {
    guard let rendered = input.render(occurrence) else { return nil }
    return Notification(
      id: identifier(occurrence), fireDate: fire, occurrence: occurrence, title: rendered.title, body: rendered.body,
      channel: item.channel, category: item.category, sound: sound,
      threadIdentifier: "\(item.id).\(occurrence.date)")
  }

  /// `0800.at.2026-03-08`, `0800.reminder.2026-03-08.10`, `midnight.trigger.2026-03-08`.
  static func identifier(_ occurrence: Occurrence) -> String {
    switch occurrence.kind {
    case .atTime: "\(occurrence.itemID).at.\(occurrence.date)"
    case .reminder(let offset): "\(occurrence.itemID).reminder.\(occurrence.date).\(offset)"
    case .trigger: "\(occurrence.itemID).trigger.\(occurrence.date)"
    }
  }

  /// Self-scheduled triggers at local midnight: after every window day, or after the first.
  private static func triggers(_ configuration: Configuration, _ dates: [LocalDate], _ input: Input)
    -> [Notification]
  {
    var result: [Notification] = []
    for trigger in configuration.triggers {
      let days = trigger.per == .day ? dates : Array(dates.prefix(1))
      for day in days {
        guard let next = adding(1, to: day, in: input.calendar),
          let fire = instant(next, LocalTime(hour: 0, minute: 0), in: input.calendar), fire > input.now
        else { continue }
        let occurrence = Occurrence(
          itemID: trigger.id, kind: .trigger, date: next, time: LocalTime(hour: 0, minute: 0), template: nil)
        result.append(
          Notification(
            id: identifier(occurrence), fireDate: fire, occurrence: occurrence, title: "", body: "", channel: nil,
            category: nil, sound: nil, threadIdentifier: trigger.id))
      }
    }
    return result
  }

  private static func occurs(_ item: Item, on date: LocalDate, in calendar: Calendar) -> Bool {
    if let from = item.from, date < from { return false }
    if let until = item.until, date > until { return false }
    guard let weekdays = item.weekdays else { return true }
    guard let noon = instant(date, LocalTime(hour: 12, minute: 0), in: calendar) else { return false }
    return weekdays.contains(calendar.component(.weekday, from: noon))
  }

  // MARK: - Calendar arithmetic on local dates

  /// The local date of `instant`.
  public static func localDate(of instant: Date, in calendar: Calendar) -> LocalDate {
    let parts = calendar.dateComponents(in: calendar.timeZone, from: instant)
    return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// `days` after `date` on the calendar (a proleptic day count, so a skipped day still counts).
  static func adding(_ days: Int, to date: LocalDate, in calendar: Calendar) -> LocalDate? {
    var utc = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(identifier: "UTC") else { return nil }
    utc.timeZone = zone
    guard let start = utc.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)),
      let moved = utc.date(byAdding: .day, value: days, to: start)
    else { return nil }
    let parts = utc.dateComponents([.year, .month, .day], from: moved)
    guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// The instant a local wall-clock time happens: the first of two in an overlap; a time in a gap
  /// moved later by the gap's length; nil when that leaves its date (a skipped day).
  public static func instant(_ date: LocalDate, _ time: LocalTime, in calendar: Calendar) -> Date? {
    var utc = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(identifier: "UTC") else { return nil }
    utc.timeZone = zone
    guard
      let wall = utc.date(
        from: DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute))
    else { return nil }
    let zoneOfUser = calendar.timeZone
    // The offsets in force around that wall time: before and after any transition that day.
    let before = zoneOfUser.secondsFromGMT(for: wall.addingTimeInterval(-36 * 3_600))
    let after = zoneOfUser.secondsFromGMT(for: wall.addingTimeInterval(36 * 3_600))
    let candidates = [before, after].map { wall.addingTimeInterval(TimeInterval(-$0)) }
      .filter { zoneOfUser.secondsFromGMT(for: $0) == Int(wall.timeIntervalSince($0)) }
      .sorted()
    if let first = candidates.first { return first }
    // In a gap: the same wall time under the offset before the transition, which reads the
    // gap's length later on the clock.
    let moved = wall.addingTimeInterval(TimeInterval(-before))
    return localDate(of: moved, in: calendar) == date ? moved : nil
  }
}
