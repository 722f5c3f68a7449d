import Foundation

/// The rolling-window planner that specc generates per spec (`<Namespace>.Planner`): given now,
/// the user's calendar and time zone, the user's settings and the times the app provides, it
/// returns the notifications to keep pending, soonest first, never more than the platform's cap
/// minus its reserve. Pure and deterministic: no clock, no I/O, no global state.
///
/// Wall-clock truth: every time is a local wall-clock time on a local (proleptic Gregorian) date
/// in the calendar's time zone, so a slot at 08:00 stays at 08:00 across a daylight-saving
/// change. Only the calendar's time zone is read: a user whose calendar is Persian, Buddhist or
/// Japanese gets the same plan. The Kotlin (`SpeccPlanner.kt`) and TypeScript
/// (`specc-planner.ts`) runtimes port this file with the same arithmetic: the shared vectors
/// (Tests/Vectors/planner.json) and a random differential check that they agree to the second.
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
    /// On each day the item occurs: `from`, `from + minutes`, … while at or before `to`
    /// (inclusive), wall-clock.
    case every(minutes: Int, from: LocalTime, to: LocalTime)
    /// On each day the item occurs: `count` random wall-clock times from `from` to `to`
    /// (inclusive), at least `gap` minutes apart, new each day and the same for the same item and
    /// date in every run and language (`Recurrence.randomTimes`, keyed by the item's id; a user
    /// item's `<kind>.<id>`).
    case random(count: Int, from: LocalTime, to: LocalTime, gap: Int)
    /// `minutes` after the last event the app reports (`Input.events`, by item id), once, when it
    /// falls on a day the item occurs; plan again at each report.
    case afterEvent(minutes: Int)
  }

  /// What a month (or year) lacking the day does.
  public enum MissingDay: String, Sendable, Hashable {
    /// RFC 7529 `SKIP=BACKWARD`: the month's last day (day 31 → 30 April, 28/29 February).
    case lastDay
    /// RFC 5545's default: that month has none.
    case skip
  }

  /// The days an item occurs on (RFC 5545 recurrence rules); `Item.weekdays` filters every kind
  /// and `Item.from`/`until` bound every kind.
  public enum Days: Sendable, Hashable {
    /// Every day (`FREQ=DAILY`).
    case everyDay
    /// A day of the month, 1…31 (`FREQ=MONTHLY;BYMONTHDAY=day`); `missing` says what a shorter
    /// month does.
    case monthly(day: Int, missing: MissingDay)
    /// The nth weekday of the month (`FREQ=MONTHLY;BYDAY=<ordinal><weekday>`): ordinal 1…5, or
    /// −1…−5 counted from the month's end (a month without a 5th has none); weekday 1 = Sunday …
    /// 7 = Saturday.
    case monthlyNth(ordinal: Int, weekday: Int)
    /// A day of a month every year (`FREQ=YEARLY;BYMONTH;BYMONTHDAY`); 29 February with
    /// `lastDay` is 28 February in common years.
    case yearly(month: Int, day: Int, missing: MissingDay)
    /// One-off dates (RDATE).
    case dates([LocalDate])
    /// An RFC 5545 rule (`Recurrence.Rule`) anchored at `anchor` (`DTSTART`); nil: the app
    /// supplies the anchor at run time (`Input.anchors`, by item id), and without one the item
    /// has no occurrences.
    case rule(Recurrence.Rule, anchor: LocalDate?)
    /// `on` days on, then `off` days off, repeating from `anchor` (its first on day; nil: the app
    /// supplies it, `Input.anchors`); before the anchor, off (`Recurrence.cycleOccurs`).
    case cycle(on: Int, off: Int, anchor: LocalDate?)
    /// Every `days` days after the last time done, which the app supplies (`Input.anchors`, by
    /// item id): last + days, last + 2 × days, … (`Recurrence.everyDaysOccurs`).
    case everyDays(Int)

    /// The days of RFC 5545 text (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`) from `anchor`; text that does
    /// not read (which `specc lint` rejects) never occurs.
    public static func rule(rrule text: String, anchor: LocalDate?) -> Days {
      Recurrence.Rule(rrule: text).map { .rule($0, anchor: anchor) } ?? .dates([])
    }
  }

  /// The same span of month-days every year, inclusive (`from` after `until` wraps the new year:
  /// November to February).
  public struct Season: Sendable, Hashable {
    public var fromMonth: Int
    public var fromDay: Int
    public var untilMonth: Int
    public var untilDay: Int

    public init(fromMonth: Int, fromDay: Int, untilMonth: Int, untilDay: Int) {
      self.fromMonth = fromMonth
      self.fromDay = fromDay
      self.untilMonth = untilMonth
      self.untilDay = untilDay
    }

    /// Whether `date`'s month and day lie in the season.
    public func contains(_ date: LocalDate) -> Bool {
      let day = date.month * 100 + date.day
      let (start, end) = (fromMonth * 100 + fromDay, untilMonth * 100 + untilDay)
      return start <= end ? start <= day && day <= end : day >= start || day <= end
    }
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
    /// The item's snooze, when its category snoozes (data for the app; the plan's reserve keeps
    /// room for it).
    public var snooze: Snooze?
    /// The range the user may pick the item's time in, on its step grid: a picked time outside
    /// it is dropped (`offGrid`).
    public var timeRange: TimeRange?
    /// The days it occurs on.
    public var days: Days
    /// How many of `reminderOffsets` the user may pick at once.
    public var maxReminders: Int
    /// The user may choose the weekdays: `ItemSettings.weekdays` replaces `weekdays`.
    public var userWeekdays: Bool
    /// Non-nil: a kind of user-created item. The item is not planned itself; `Input.userItems` of
    /// this kind are (at most `maxCount`, in input order), with its template, channel, category,
    /// sounds, reminder options and snooze.
    public var maxCount: Int?
    /// Only inside this span of every year, when given (filters every kind, as `from`/`until`).
    public var season: Season?
    /// False: reminders only, no notification at the time itself (a calendar's "1 day before").
    public var atTime: Bool
    /// The template of its reminders (nil: `template`), and of a snoozed notification (data for
    /// the app, which re-schedules a snooze).
    public var reminderTemplate: String?
    public var snoozeTemplate: String?
    /// The channel its reminders post on (nil: `channel`): on Android its sound is theirs.
    public var reminderChannel: String?
    /// The id of another item whose user-chosen weekdays this one fires on (a nudge on the days
    /// the user picked for a habit): that item's `ItemSettings.weekdays`, else its preselected
    /// `weekdays`, followed through items that take theirs from another in turn. An id that names
    /// no such item, or a loop, leaves this item's own `weekdays` (`specc lint` rejects both).
    public var userWeekdaysFrom: String?
    /// The platforms whose OS repeats it by itself (`os_repeat`): planned on a `Configuration` of
    /// one of them as one repeating request per trigger (`Repeat`), where the OS can repeat it as
    /// the one-shots would fire it; else as one-shots.
    public var osRepeat: Set<Platform>

    public init(
      id: String, when: When, weekdays: Set<Int>? = nil, from: LocalDate? = nil, until: LocalDate? = nil,
      reminderOffsets: [Int] = [], template: String? = nil, channel: String? = nil, category: String? = nil,
      sound: String? = nil, reminderSound: String? = nil, snooze: Snooze? = nil, timeRange: TimeRange? = nil,
      days: Days = .everyDay, maxReminders: Int = 1, userWeekdays: Bool = false, maxCount: Int? = nil,
      season: Season? = nil, atTime: Bool = true, reminderTemplate: String? = nil, snoozeTemplate: String? = nil,
      reminderChannel: String? = nil, userWeekdaysFrom: String? = nil, osRepeat: Set<Platform> = []
    ) {
      self.osRepeat = osRepeat
      self.userWeekdaysFrom = userWeekdaysFrom
      self.reminderChannel = reminderChannel
      self.season = season
      self.atTime = atTime
      self.reminderTemplate = reminderTemplate
      self.snoozeTemplate = snoozeTemplate
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
      self.snooze = snooze
      self.timeRange = timeRange
      self.days = days
      self.maxReminders = maxReminders
      self.userWeekdays = userWeekdays
      self.maxCount = maxCount
    }
  }

  /// An item the user created at runtime (an event, a bill), of a kind the spec declares (an
  /// `Item` with `maxCount`).
  public struct UserItem: Sendable, Hashable {
    /// The kind: the `Item.id` of an item with `maxCount`.
    public var kind: String
    /// The app's stable id for it.
    public var id: String
    public var when: When
    public var days: Days
    /// Weekdays it occurs on (1 = Sunday … 7 = Saturday); every day when nil.
    public var weekdays: Set<Int>?
    public var from: LocalDate?
    public var until: LocalDate?
    /// Its on/off, reminders, sounds and pause (`time` is not used: `when` is its time).
    public var settings: Settings.ItemSettings

    public init(
      kind: String, id: String, when: When, days: Days = .everyDay, weekdays: Set<Int>? = nil,
      from: LocalDate? = nil, until: LocalDate? = nil, settings: Settings.ItemSettings = Settings.ItemSettings()
    ) {
      self.kind = kind
      self.id = id
      self.when = when
      self.days = days
      self.weekdays = weekdays
      self.from = from
      self.until = until
      self.settings = settings
    }
  }

  /// How long a snooze lasts and how often in a row it may be taken; `options` are the lengths
  /// the user picks from (`minutes` preselected), none when the length is fixed.
  public struct Snooze: Sendable, Hashable {
    public var minutes: Int
    public var maxCount: Int
    public var options: [Int]

    public init(minutes: Int, maxCount: Int, options: [Int] = []) {
      self.minutes = minutes
      self.maxCount = maxCount
      self.options = options
    }
  }

  /// The wall-clock times a user may pick: `earliest` to `latest` in steps of `stepMinutes`.
  public struct TimeRange: Sendable, Hashable {
    public var earliest: LocalTime
    public var latest: LocalTime
    public var stepMinutes: Int

    public init(earliest: LocalTime, latest: LocalTime, stepMinutes: Int) {
      self.earliest = earliest
      self.latest = latest
      self.stepMinutes = stepMinutes
    }
  }

  /// A spec's limits on what reaches the user, which `plan` honours (see `plan` for the order).
  public struct Limits: Sendable, Hashable {
    public var maxPerDay: Int?
    public var quietHours: QuietHours?

    public init(maxPerDay: Int? = nil, quietHours: QuietHours? = nil) {
      self.maxPerDay = maxPerDay
      self.quietHours = quietHours
    }
  }

  /// Local wall-clock hours without sound or banners, `from` up to `to` (may wrap midnight).
  public struct QuietHours: Sendable, Hashable {
    public var from: LocalTime
    public var to: LocalTime
    /// The user may switch them off (`Settings.quietHoursOn`); false: they always hold.
    public var userCanDisable: Bool

    public init(from: LocalTime, to: LocalTime, userCanDisable: Bool = false) {
      self.from = from
      self.to = to
      self.userCanDisable = userCanDisable
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
    /// The platform it plans for: the items whose `Item.osRepeat` names it repeat by themselves.
    public var platform: Platform?

    public init(
      windowDays: Int, cap: Int?, reserve: Int = 0, refreshHours: Int? = nil, triggers: [Trigger] = [],
      platform: Platform? = nil
    ) {
      self.platform = platform
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
      /// Minutes before of the reminder, nil when the reminder is off (the older spelling of one
      /// entry of `reminderOffsets`; merged into them).
      public var reminderOffset: Int?
      /// The time the user picked, for an item whose time the user may pick.
      public var time: LocalTime?
      /// The at-time notification plays its sound (false: silent).
      public var sound: Bool
      /// The reminder plays its sound (false: silent).
      public var reminderSound: Bool
      /// The reminders the user picked (minutes before): offsets the item does not offer, and
      /// those beyond its `maxReminders`, are ignored (the first in the item's option order win).
      public var reminderOffsets: [Int]
      /// The weekdays the user chose (1 = Sunday … 7 = Saturday), for an item with
      /// `userWeekdays`; nil keeps the item's.
      public var weekdays: Set<Int>?
      /// Paused until then: a notification firing before it is absent.
      public var pausedUntil: Date?

      public init(
        isOn: Bool = true, reminderOffset: Int? = nil, time: LocalTime? = nil, sound: Bool = true,
        reminderSound: Bool = true, reminderOffsets: [Int] = [], weekdays: Set<Int>? = nil, pausedUntil: Date? = nil
      ) {
        self.isOn = isOn
        self.reminderOffset = reminderOffset
        self.time = time
        self.sound = sound
        self.reminderSound = reminderSound
        self.reminderOffsets = reminderOffsets
        self.weekdays = weekdays
        self.pausedUntil = pausedUntil
      }
    }

    /// By item id; an item without an entry is off.
    public var items: [String: ItemSettings]
    /// The whole app paused until then: a notification firing before it is absent.
    public var pausedUntil: Date?
    /// The user's switch of the quiet hours: false switches them off, when the spec lets the user
    /// (`QuietHours.userCanDisable`); otherwise ignored.
    public var quietHoursOn: Bool

    public init(items: [String: ItemSettings], pausedUntil: Date? = nil, quietHoursOn: Bool = true) {
      self.items = items
      self.pausedUntil = pausedUntil
      self.quietHoursOn = quietHoursOn
    }
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
    /// The user item's id (`itemID` is then its kind); nil for the spec's items.
    public var userItemID: String? = nil
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
    /// Groups an item's notifications of one day (a repeating one's: the item's id).
    public var threadIdentifier: String
    /// Non-nil: the OS repeats it by itself with this trigger; `fireDate` is its next firing.
    public var repeats: Repeat? = nil
  }

  /// Why the planner dropped a notification (in the order it applies them).
  public enum DropReason: String, Sendable, Hashable {
    /// Beyond `Configuration.limit`, soonest first kept (also in `Plan.leftOut`).
    case cap
    /// Inside `Limits.quietHours`.
    case quietHours
    /// Beyond `Limits.maxPerDay` on its local date.
    case maxPerDay
    /// A user-picked time outside the item's `timeRange` or off its step grid.
    case offGrid
    /// A user item beyond its kind's `maxCount`.
    case overMaxCount
  }

  /// A notification the plan does not hold, and why.
  public struct Dropped: Sendable, Hashable {
    public var notification: Notification
    public var reason: DropReason

    public init(notification: Notification, reason: DropReason) {
      self.notification = notification
      self.reason = reason
    }
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
    /// Every notification dropped by a limit, with its reason, in fire order.
    public var dropped: [Dropped] = []
    /// The id prefix every notification of the plan carries (`namespace(spec:)`, `specc.<spec>.`):
    /// `reconcile` reads and cancels only pending ids with it, so the app's own notifications and
    /// another spec's are never touched. Empty (a plan made without one) owns every id.
    public var namespace: String = ""
  }

  /// The id prefix of a spec's notifications, `specc.<spec id>.` (`specc.medication.`): spec ids
  /// match `^[a-z][a-z0-9_]*$`, so no spec's namespace is a prefix of another's (`specc.foo.` and
  /// `specc.foo_bar.`), and the ids stay stable across runs and valid on every platform.
  public static func namespace(spec: String) -> String { "specc.\(spec)." }

  /// Whether `id` is one of the notifications of `namespace` (its UTF-16 code units begin with the
  /// namespace's, as Kotlin's and JavaScript's `startsWith`; an empty namespace owns every id).
  public static func owns(_ namespace: String, _ id: String) -> Bool { id.utf16.starts(with: namespace.utf16) }

  /// What the app provides.
  public struct Input: Sendable {
    public var now: Date
    public var calendar: Calendar
    public var settings: Settings
    /// The items the user created (of kinds with `Item.maxCount`), in the app's order.
    public var userItems: [UserItem]
    /// The time of an item with `.provided` times on a date (nil: none that day).
    public var providedTime: @Sendable (_ itemID: String, _ date: LocalDate) -> LocalTime?
    /// The title and body of an occurrence (nil: skip it, e.g. missing content).
    public var render: @Sendable (Occurrence) -> TemplateRendering.RenderedNotification?
    /// The anchors the app supplies, by item id (a user item's `<kind>.<id>`): the start of a
    /// rule or cycle whose anchor the spec leaves to the app, the last time done of `everyDays`.
    public var anchors: [String: LocalDate]
    /// The instant of the last event the app reported, by item id, for `.afterEvent`.
    public var events: [String: Date]

    public init(
      now: Date, calendar: Calendar, settings: Settings, userItems: [UserItem] = [],
      providedTime: @escaping @Sendable (String, LocalDate) -> LocalTime? = { _, _ in nil },
      anchors: [String: LocalDate] = [:], events: [String: Date] = [:],
      render: @escaping @Sendable (Occurrence) -> TemplateRendering.RenderedNotification?
    ) {
      self.anchors = anchors
      self.events = events
      self.now = now
      self.calendar = calendar
      self.settings = settings
      self.userItems = userItems
      self.providedTime = providedTime
      self.render = render
    }
  }

  /// The plan for `items` under `configuration`, honouring `limits`.
  ///
  /// Each item (and each user item of a kind with `maxCount`) gives an at-time notification and
  /// its reminders for every time on every window date it occurs on. What does not reach the
  /// user, in this order:
  /// 1. paused: a notification firing before its item's or the app's `pausedUntil` is absent
  ///    (not listed); the self-scheduled triggers are never paused;
  /// 2. `overMaxCount`: a user item beyond its kind's `maxCount` (input order);
  /// 3. `offGrid`: a user-picked time (`ItemSettings.time`, or a user item's `.at` time) outside
  ///    the item's `timeRange` or off its step grid;
  /// 4. `quietHours`: fired inside the quiet hours, `from` ≤ wall-clock time < `to` (wrapping
  ///    midnight when `to` < `from`; `from` = `to` is none); none when the user switched them off
  ///    (`Settings.quietHoursOn` false) and `QuietHours.userCanDisable` lets them;
  /// 5. `maxPerDay`: per local date of the fire date, at most `maxPerDay`: at-time notifications
  ///    before reminders, then earlier, then by id. Those of the day that fired before now count,
  ///    so planning again later the same day keeps the same ones;
  /// 6. `cap`: beyond `configuration.limit`, soonest first kept (also `Plan.leftOut`).
  /// Self-scheduled triggers are exempt from quiet hours and the daily maximum.
  ///
  /// Every id starts with `namespace` (the generated planner passes `namespace(spec:)`).
  public static func plan(
    items: [Item], configuration: Configuration, limits: Limits = Limits(), namespace: String = "", input: Input
  ) -> Plan {
    let calendar = input.calendar
    let zone = calendar.timeZone
    let today = localDate(of: input.now, in: zone)
    let dates = (0..<max(0, configuration.windowDays)).map { adding($0, to: today) }
    // The window ends when the day after it starts; a reminder firing before then is planned even
    // when its occurrence lies after the window (a 1,440-minute reminder with a 1-day window).
    let window = Window(dates: dates, end: dates.last.map { startOfDay(adding(1, to: $0), in: zone) })
    var candidates: [Candidate] = []
    for item in items {
      if let maxCount = item.maxCount {
        var count = 0
        for user in input.userItems where user.kind == item.id {
          count += 1
          guard user.settings.isOn else { continue }
          let weekdays = item.userWeekdays ? user.settings.weekdays ?? user.weekdays : user.weekdays
          let source = Source(
            item: item, userItemID: user.id, when: user.when, picked: nil, days: user.days, weekdays: weekdays,
            from: user.from, until: user.until, settings: user.settings, over: count > maxCount)
          candidates += occurrences(source, window, input, namespace, past: limits.maxPerDay != nil)
        }
        continue
      }
      guard let settings = input.settings.items[item.id], settings.isOn else { continue }
      let weekdays =
        item.userWeekdaysFrom != nil
        ? sharedWeekdays(item, items, input.settings)
        : item.userWeekdays ? settings.weekdays ?? item.weekdays : item.weekdays
      let source = Source(
        item: item, userItemID: nil, when: item.when, picked: settings.time, days: item.days, weekdays: weekdays,
        from: item.from, until: item.until, settings: settings, over: false)
      if let triggers = repeats(source, input, limits, configuration) {
        candidates += repeating(source, triggers, input, namespace)
        continue
      }
      candidates += occurrences(source, window, input, namespace, past: limits.maxPerDay != nil)
    }
    candidates += triggers(configuration, dates, input, namespace).map { Candidate(note: $0, drop: nil, exempt: true) }
    // Quiet hours (unless the user switched them off where the spec lets them), then the daily
    // maximum over what is left (those before now included).
    if let quiet = limits.quietHours, quiet.from != quiet.to, input.settings.quietHoursOn || !quiet.userCanDisable {
      for index in candidates.indices where candidates[index].drop == nil && !candidates[index].exempt {
        let minute = wallMinutes(candidates[index].note.fireDate, in: zone)
        let inside =
          quiet.from < quiet.to
          ? quiet.from.minutes <= minute && minute < quiet.to.minutes
          : minute >= quiet.from.minutes || minute < quiet.to.minutes
        if inside { candidates[index].drop = .quietHours }
      }
    }
    if let maxPerDay = limits.maxPerDay {
      var byDay: [LocalDate: [Int]] = [:]
      for index in candidates.indices where candidates[index].drop == nil && !candidates[index].exempt {
        byDay[localDate(of: candidates[index].note.fireDate, in: zone), default: []].append(index)
      }
      for (_, indices) in byDay where indices.count > max(0, maxPerDay) {
        let ranked = indices.sorted { a, b in
          let x = candidates[a].note
          let y = candidates[b].note
          let (rx, ry) = (x.occurrence.kind == .atTime ? 0 : 1, y.occurrence.kind == .atTime ? 0 : 1)
          if rx != ry { return rx < ry }
          if x.fireDate != y.fireDate { return x.fireDate < y.fireDate }
          return utf16Precedes(x.id, y.id)
        }
        for index in ranked.dropFirst(max(0, maxPerDay)) { candidates[index].drop = .maxPerDay }
      }
    }
    let upcoming = candidates.filter { $0.note.fireDate > input.now }.sorted {
      $0.note.fireDate != $1.note.fireDate
        ? $0.note.fireDate < $1.note.fireDate : utf16Precedes($0.note.id, $1.note.id)
    }
    // One pass in fire order: the first `limit` not dropped are kept, the rest are the cap's.
    var kept: [Notification] = []
    var leftOut: [Notification] = []
    var dropped: [Dropped] = []
    for candidate in upcoming {
      if let reason = candidate.drop {
        dropped.append(Dropped(notification: candidate.note, reason: reason))
      } else if kept.count < configuration.limit {
        kept.append(candidate.note)
      } else {
        leftOut.append(candidate.note)
        dropped.append(Dropped(notification: candidate.note, reason: .cap))
      }
    }
    // The window ends when the day after it starts: its midnight, or the first instant after a
    // gap at midnight, or the start of the next day when the time zone skipped that day (Apia,
    // 2011-12-30: the window's end is then 2011-12-31 00:00, not now). An empty window ends at
    // the start of tomorrow. Every candidate is after now, so the refresh date is too.
    var refresh = startOfDay(adding(1, to: dates.last ?? today), in: zone)
    if let hours = configuration.refreshHours, hours > 0 {
      refresh = min(refresh, input.now.addingTimeInterval(TimeInterval(hours * 3_600)))
    }
    if let first = leftOut.first { refresh = min(refresh, first.fireDate) }
    // A self-scheduled trigger (the midnight re-planning) wakes the app: plan again then.
    if let trigger = kept.first(where: { $0.occurrence.kind == .trigger }) { refresh = min(refresh, trigger.fireDate) }
    return Plan(
      notifications: kept, leftOut: leftOut, refreshDate: refresh, dropped: dropped, namespace: namespace)
  }

  /// The weekdays of an item with `userWeekdaysFrom`: those the user chose for the item it names
  /// (or that item's preselected ones), followed through items that take theirs from another; the
  /// item's own `weekdays` when an id names no such item or the ids loop.
  static func sharedWeekdays(_ item: Item, _ items: [Item], _ settings: Settings) -> Set<Int>? {
    var current = item
    var seen: Set<String> = [item.id]
    while let next = current.userWeekdaysFrom {
      guard let target = items.first(where: { $0.id == next && $0.maxCount == nil }), seen.insert(next).inserted
      else { return item.weekdays }
      current = target
    }
    return current.userWeekdays ? settings.items[current.id]?.weekdays ?? current.weekdays : current.weekdays
  }

  /// A notification on its way into the plan, and why it is dropped (nil: not dropped).
  private struct Candidate {
    var note: Notification
    var drop: DropReason?
    var exempt: Bool
  }

  /// What an item or a user item plans from.
  private struct Source {
    var item: Item
    var userItemID: String?
    var when: When
    /// The time the user picked for a spec item's `.at`.
    var picked: LocalTime?
    var days: Days
    var weekdays: Set<Int>?
    var from: LocalDate?
    var until: LocalDate?
    var settings: Settings.ItemSettings
    /// A user item beyond its kind's `maxCount`.
    var over: Bool
  }

  /// The window's dates and its end (nil for an empty window).
  private struct Window {
    var dates: [LocalDate]
    var end: Date?
  }

  /// The at-time notifications and reminders of `source` on the window's dates (those before now
  /// too when `past`, for the daily maximum), and the reminders of its occurrences after the
  /// window that fire before the window ends; paused ones left out, each marked with its first
  /// drop reason.
  private static func occurrences(
    _ source: Source, _ window: Window, _ input: Input, _ namespace: String, past: Bool
  ) -> [Candidate] {
    let item = source.item
    let zone = input.calendar.timeZone
    let drop: DropReason? = source.over ? .overMaxCount : offGrid(source) ? .offGrid : nil
    let paused = [source.settings.pausedUntil, input.settings.pausedUntil].compactMap { $0 }.max()
    let offsets = reminderOffsets(item, source.settings)
    let prefix = source.userItemID.map { "\(item.id).\($0)" } ?? item.id
    let sound = source.settings.sound ? item.sound ?? "default" : nil
    let reminderSound = source.settings.reminderSound ? item.reminderSound ?? "default" : nil
    var dates = window.dates
    // The days after the window whose occurrences' reminders can fire inside it (a day's slack
    // for a clock change).
    if let last = dates.last, let longest = offsets.max(), longest > 0, window.end != nil {
      dates += (1...(longest / 1_440 + 2)).map { adding($0, to: last) }
    }
    let lastInWindow = window.dates.last
    var result: [Candidate] = []
    let anchor = input.anchors[prefix]
    for date in dates where occurs(source, anchor: anchor, on: date) {
      let afterWindow = lastInWindow.map { date > $0 } ?? true
      var times: [LocalTime] = []
      var every = false
      // `.afterEvent`: the instant itself, on its own local date.
      var eventFire: Date?
      switch source.when {
      case .at(let fixed): times = [source.picked ?? fixed]
      case .provided:
        // A user item's provided time is asked for by `<kind>.<user item id>`.
        if let time = input.providedTime(prefix, date) { times = [time] }
      case .every(let minutes, let from, let to):
        every = true
        var minute = from.minutes
        while minute <= to.minutes, minute < 24 * 60 {
          times.append(LocalTime(hour: minute / 60, minute: minute % 60))
          guard minutes > 0 else { break }
          minute += minutes
        }
      case .random(let count, let from, let to, let gap):
        every = true
        times = Array(
          Set(Recurrence.randomTimes(key: prefix, date: date, count: count, from: from, to: to, gap: gap))
        ).sorted()
      case .afterEvent(let minutes):
        guard let event = input.events[prefix] else { break }
        let fire = Recurrence.afterEvent(minutes, event: event)
        guard localDate(of: fire, in: zone) == date else { break }
        let minute = wallMinutes(fire, in: zone)
        every = true
        eventFire = fire
        times = [LocalTime(hour: minute / 60, minute: minute % 60)]
      }
      // A repeating time inside a spring-forward gap moves later by the gap's length; where that
      // lands on another of the day's times (02:00 → 03:00), only the real 03:00 fires.
      let fires = eventFire.map { [$0] } ?? times.map { instant(date, $0, in: input.calendar) }
      let exact =
        every
        ? Set(
          zip(times, fires).compactMap { time, fire in
            fire.flatMap { wallMinutes($0, in: zone) == time.minutes ? $0 : nil }
          }) : []
      for (time, fire) in zip(times, fires) {
        guard let fire else { continue }
        if every, wallMinutes(fire, in: zone) != time.minutes, exact.contains(fire) { continue }
        let suffix = every ? ".\(hhmm(time))" : ""
        func add(_ kind: Kind, _ at: Date, _ id: String, _ sound: String?) {
          if afterWindow, kind == .atTime || window.end.map({ at >= $0 }) ?? true { return }
          if let paused, at < paused { return }
          if !past, at <= input.now { return }
          // A reminder shows, posts on and plays its own, when the item names them.
          let atTime = kind == .atTime
          let template = atTime ? item.template : item.reminderTemplate ?? item.template
          let occurrence = Occurrence(
            itemID: item.id, kind: kind, date: date, time: time, template: template, userItemID: source.userItemID)
          guard let rendered = input.render(occurrence) else { return }
          let note = Notification(
            id: id, fireDate: at, occurrence: occurrence, title: rendered.title, body: rendered.body,
            channel: atTime ? item.channel : item.reminderChannel ?? item.channel, category: item.category,
            sound: sound, threadIdentifier: "\(prefix).\(date)")
          result.append(Candidate(note: note, drop: drop, exempt: false))
        }
        if item.atTime { add(.atTime, fire, "\(namespace)\(prefix).at.\(date)\(suffix)", sound) }
        for offset in offsets {
          add(
            .reminder(minutesBefore: offset), fire.addingTimeInterval(TimeInterval(-offset * 60)),
            "\(namespace)\(prefix).reminder.\(date)\(suffix).\(offset)", reminderSound)
        }
      }
    }
    return result
  }

  /// Whether the time the user picked (or a user item's `.at` time) lies outside the item's time
  /// range or off its step grid.
  private static func offGrid(_ source: Source) -> Bool {
    guard case .at(let fixed) = source.when, let range = source.item.timeRange,
      let time = source.userItemID != nil ? fixed : source.picked
    else { return false }
    return time < range.earliest || time > range.latest
      || (range.stepMinutes > 0 && (time.minutes - range.earliest.minutes) % range.stepMinutes != 0)
  }

  /// `0930`.
  static func hhmm(_ time: LocalTime) -> String {
    (time.hour < 10 ? "0" : "") + String(time.hour) + (time.minute < 10 ? "0" : "") + String(time.minute)
  }

  /// The wall-clock minutes since midnight of `instant` in `zone`.
  static func wallMinutes(_ instant: Date, in zone: TimeZone) -> Int {
    let since1970 = instant.timeIntervalSince1970
    let whole = since1970.isFinite ? Int(min(max(since1970.rounded(.down), -1e14), 1e14)) : 0
    let seconds = whole + zone.secondsFromGMT(for: instant)
    return (seconds - floorDivide(seconds, 86_400) * 86_400) / 60
  }

  /// The first instant of the local date after `after`'s, in the calendar's time zone ("pause
  /// for the rest of today").
  public static func startOfNextDay(after: Date, in calendar: Calendar) -> Date {
    startOfDay(adding(1, to: localDate(of: after, in: calendar.timeZone)), in: calendar.timeZone)
  }

  /// The reminders a user picked that the item offers, at most `maxReminders`, in the item's
  /// option order (`reminderOffset` merged into `reminderOffsets`).
  static func reminderOffsets(_ item: Item, _ settings: Settings.ItemSettings) -> [Int] {
    var picked = Set(settings.reminderOffsets)
    if let offset = settings.reminderOffset { picked.insert(offset) }
    var seen = Set<Int>()
    let offered = item.reminderOffsets.filter { picked.contains($0) && seen.insert($0).inserted }
    return Array(offered.prefix(max(0, item.maxReminders)))
  }

  /// A request the OS reports as pending: its identifier and, when known, its next fire date and,
  /// for one the OS repeats, its trigger (what `reconcile` compares it by: its next date moves
  /// every day).
  public struct PendingRequest: Sendable, Hashable {
    public var id: String
    public var fireDate: Date?
    public var repeats: Repeat?

    public init(id: String, fireDate: Date? = nil, repeats: Repeat? = nil) {
      self.id = id
      self.fireDate = fireDate
      self.repeats = repeats
    }
  }

  /// The sound `notification` plays when the user chose `sound` for its item: the choice, for an
  /// at-time notification that plays a sound; else the plan's (a silent one stays silent, a reminder
  /// keeps its own). The same in Kotlin and TypeScript (`Scheduling.chosenSound`, `chosenSound`).
  public static func chosenSound(_ notification: Notification, _ sound: String?) -> String? {
    guard let sound, notification.sound != nil, notification.occurrence.kind == .atTime else {
      return notification.sound
    }
    return sound
  }

  /// The least work that makes the OS hold exactly `plan`'s notifications: requests to cancel (the
  /// plan's namespace's, not in the plan or whose fire date moved, e.g. after a time-zone change)
  /// and notifications to add. A pending id outside `plan.namespace` (the app's own, another
  /// spec's) is neither kept nor cancelled.
  public static func reconcile(pending: [PendingRequest], plan: Plan) -> (cancel: [String], add: [Notification]) {
    var planned: [String: Notification] = [:]
    for note in plan.notifications { planned[note.id] = note }
    var keep = Set<String>()
    var cancel: [String] = []
    for request in pending where owns(plan.namespace, request.id) {
      if let note = planned[request.id], same(request, note), !keep.contains(request.id) {
        keep.insert(request.id)
      } else {
        cancel.append(request.id)
      }
    }
    return (cancel.sorted(by: utf16Precedes), plan.notifications.filter { !keep.contains($0.id) })
  }

  /// Whether a pending `request` is `note` as planned: a repeating one by its trigger (its next
  /// date moves every day), a one-shot by its fire date; a request known by its id alone is.
  private static func same(_ request: PendingRequest, _ note: Notification) -> Bool {
    if let planned = note.repeats {
      return request.repeats.map { $0 == planned } ?? (request.fireDate == nil)
    }
    return request.repeats == nil && (request.fireDate.map { $0 == note.fireDate } ?? true)
  }

  /// `reconcile` with identifiers only (a moved fire date is then not seen).
  public static func reconcile(pending ids: [String], plan: Plan) -> (cancel: [String], add: [Notification]) {
    reconcile(pending: ids.map { PendingRequest(id: $0) }, plan: plan)
  }

  // MARK: - Occurrences

  /// `0800.at.2026-03-08`, `0800.reminder.2026-03-08.10`, `midnight.trigger.2026-03-08`, after
  /// the namespace (`specc.medication.0800.at.2026-03-08`).
  static func identifier(_ occurrence: Occurrence, namespace: String = "") -> String {
    switch occurrence.kind {
    case .atTime: "\(namespace)\(occurrence.itemID).at.\(occurrence.date)"
    case .reminder(let offset): "\(namespace)\(occurrence.itemID).reminder.\(occurrence.date).\(offset)"
    case .trigger: "\(namespace)\(occurrence.itemID).trigger.\(occurrence.date)"
    }
  }

  /// Self-scheduled triggers at local midnight: after every window day, or after the first.
  private static func triggers(
    _ configuration: Configuration, _ dates: [LocalDate], _ input: Input, _ namespace: String
  ) -> [Notification] {
    var result: [Notification] = []
    for trigger in configuration.triggers {
      let days = trigger.per == .day ? dates : Array(dates.prefix(1))
      for day in days {
        let next = adding(1, to: day)
        guard let fire = instant(next, LocalTime(hour: 0, minute: 0), in: input.calendar), fire > input.now
        else { continue }
        let occurrence = Occurrence(
          itemID: trigger.id, kind: .trigger, date: next, time: LocalTime(hour: 0, minute: 0), template: nil)
        result.append(
          Notification(
            id: identifier(occurrence, namespace: namespace), fireDate: fire, occurrence: occurrence, title: "",
            body: "", channel: nil,
            category: nil, sound: nil, threadIdentifier: trigger.id))
      }
    }
    return result
  }

  private static func occurs(_ source: Source, anchor: LocalDate?, on date: LocalDate) -> Bool {
    if let from = source.from, date < from { return false }
    if let until = source.until, date > until { return false }
    if let season = source.item.season, !season.contains(date) { return false }
    if let weekdays = source.weekdays, !weekdays.contains(weekday(date)) { return false }
    return occurs(source.days, anchor: anchor, on: date)
  }

  /// Whether `days` holds `date` (RFC 5545 `BYMONTHDAY`, `BYDAY` with an ordinal, `BYMONTH`,
  /// RDATE; RFC 7529 `SKIP=BACKWARD` for `lastDay`): the calendar kinds are spellings of a
  /// `Recurrence.Rule` (`rule(for:)`), evaluated by the one recurrence model.
  static func occurs(_ days: Days, anchor supplied: LocalDate? = nil, on date: LocalDate) -> Bool {
    switch days {
    case .rule(let rule, let fixed):
      guard let anchor = fixed ?? supplied else { return false }
      return Recurrence.occurs(rule, start: anchor, on: date)
    case .cycle(let on, let off, let fixed):
      guard let anchor = fixed ?? supplied else { return false }
      return Recurrence.cycleOccurs(on: on, off: off, anchor: anchor, date: date)
    case .everyDays(let n):
      guard let last = supplied else { return false }
      return Recurrence.everyDaysOccurs(n, after: last, date: date)
    case .everyDay:
      return true
    case .dates(let list):
      return list.contains(date)
    case .monthly, .monthlyNth, .yearly:
      guard let rule = rule(for: days) else { return false }
      // No COUNT and INTERVAL 1: the anchor only bounds the rule from below.
      return Recurrence.occurs(rule, start: LocalDate(year: date.year - 1, month: 1, day: 1), on: date)
    }
  }

  /// The RFC 5545 rule a calendar kind spells (nil: a kind that never occurs, such as day 32, or
  /// one that is not a rule).
  public static func rule(for days: Days) -> Recurrence.Rule? {
    switch days {
    case .monthly(let day, let missing):
      guard (1...31).contains(day) else { return nil }
      return Recurrence.Rule(frequency: .monthly, byMonthDay: [day], skip: missing == .lastDay ? .backward : .omit)
    case .monthlyNth(let ordinal, let weekday):
      guard ordinal != 0, abs(ordinal) <= 5, (1...7).contains(weekday) else { return nil }
      return Recurrence.Rule(frequency: .monthly, byDay: [Recurrence.WeekdayRule(ordinal: ordinal, weekday: weekday)])
    case .yearly(let month, let day, let missing):
      guard (1...12).contains(month), (1...31).contains(day) else { return nil }
      return Recurrence.Rule(
        frequency: .yearly, byMonthDay: [day], byMonth: [month], skip: missing == .lastDay ? .backward : .omit)
    case .rule(let rule, _):
      return rule
    case .everyDay, .dates, .cycle, .everyDays:
      return nil
    }
  }

  /// 28…31 (proleptic Gregorian).
  public static func daysInMonth(_ year: Int, _ month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Identifiers in UTF-16 code-unit order, as Kotlin's and JavaScript's strings compare.
  static func utf16Precedes(_ a: String, _ b: String) -> Bool { a.utf16.lexicographicallyPrecedes(b.utf16) }

  // MARK: - Calendar arithmetic on local dates

  // Proleptic Gregorian arithmetic on day numbers (days since 1970-01-01), the same in the Kotlin
  // and TypeScript ports; only the time zone's UTC offsets come from the platform.

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  public static func dayNumber(_ date: LocalDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day number (`civil_from_days`).
  public static func date(ofDayNumber number: Int) -> LocalDate {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return LocalDate(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// 1 = Sunday … 7 = Saturday.
  public static func weekday(_ date: LocalDate) -> Int {
    let days = dayNumber(date)
    return ((days + 4) % 7 + 7) % 7 + 1
  }

  /// The local (Gregorian) date of `instant` in the calendar's time zone; the calendar's own
  /// system (Persian, Buddhist, …) is not used.
  public static func localDate(of instant: Date, in calendar: Calendar) -> LocalDate {
    localDate(of: instant, in: calendar.timeZone)
  }

  static func localDate(of instant: Date, in zone: TimeZone) -> LocalDate {
    // Clamped to ±10^14 s (±3 million years): a non-finite or absurd `Date` cannot trap.
    let since1970 = instant.timeIntervalSince1970
    let whole = since1970.isFinite ? Int(min(max(since1970.rounded(.down), -1e14), 1e14)) : 0
    let seconds = whole + zone.secondsFromGMT(for: instant)
    return date(ofDayNumber: floorDivide(seconds, 86_400))
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  /// `days` after `date` (a proleptic day count, so a skipped day still counts).
  public static func adding(_ days: Int, to date: LocalDate) -> LocalDate {
    Self.date(ofDayNumber: dayNumber(date) + days)
  }

  /// The instant a local wall-clock time happens: the first of two in an overlap; a time in a gap
  /// moved later by the gap's length; nil when that leaves its date (a skipped day).
  public static func instant(_ date: LocalDate, _ time: LocalTime, in calendar: Calendar) -> Date? {
    let (moved, exact) = resolve(date, time, in: calendar.timeZone)
    return exact || localDate(of: moved, in: calendar.timeZone) == date ? moved : nil
  }

  /// The first instant of a local date: its midnight, the end of a gap at midnight, or, for a
  /// date the zone skipped, the start of the day after it.
  static func startOfDay(_ date: LocalDate, in zone: TimeZone) -> Date {
    resolve(date, LocalTime(hour: 0, minute: 0), in: zone).instant
  }

  /// A wall-clock time's instant (`exact`), or, in a gap, the same wall time under the offset
  /// before the transition, which reads the gap's length later on the clock.
  private static func resolve(_ date: LocalDate, _ time: LocalTime, in zone: TimeZone) -> (
    instant: Date, exact: Bool
  ) {
    let wall = dayNumber(date) * 86_400 + time.hour * 3_600 + time.minute * 60
    func offset(_ seconds: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) }
    // The offsets in force around that wall time: before and after any transition that day.
    let before = offset(wall - 36 * 3_600)
    let after = offset(wall + 36 * 3_600)
    let candidates = [wall - before, wall - after].filter { offset($0) == wall - $0 }
    if let first = candidates.min() { return (Date(timeIntervalSince1970: TimeInterval(first)), true) }
    return (Date(timeIntervalSince1970: TimeInterval(wall - before)), false)
  }
}

extension Scheduling {
  /// A platform a configuration plans for: an item repeats by itself (`Item.osRepeat`) only on the
  /// platforms it names.
  public enum Platform: String, Sendable, Hashable, CaseIterable {
    case ios, android, web, electron
  }

  /// A request the OS repeats by itself (issue 37, item 5): one pending request that never runs
  /// out, in wall-clock time (it follows the device's time zone by itself). Weekday 1 = Sunday …
  /// 7 = Saturday, as iOS, Capacitor and Expo take it; a month lacking `day` is skipped.
  public enum Repeat: Sendable, Hashable {
    case daily(LocalTime)
    case weekly(weekday: Int, LocalTime)
    case monthly(day: Int, LocalTime)
    case yearly(month: Int, day: Int, LocalTime)

    /// Its wall-clock time.
    public var time: LocalTime {
      switch self {
      case .daily(let time), .weekly(_, let time), .monthly(_, let time), .yearly(_, _, let time): time
      }
    }

    /// `daily`, `weekly.2`, `monthly.31`, `yearly.2-29`: the part of a repeating request's id that
    /// names its trigger (its time is not in it: a new time replaces the request of the same id).
    public var key: String {
      switch self {
      case .daily: "daily"
      case .weekly(let weekday, _): "weekly.\(weekday)"
      case .monthly(let day, _): "monthly.\(day)"
      case .yearly(let month, let day, _): "yearly.\(month)-\(day)"
      }
    }

    /// Whether it fires on `date` (any time of day).
    public func matches(_ date: LocalDate) -> Bool {
      switch self {
      case .daily: true
      case .weekly(let weekday, _): Scheduling.weekday(date) == weekday
      case .monthly(let day, _): date.day == day
      case .yearly(let month, let day, _): date.month == month && date.day == day
      }
    }

    /// The same request `minutes` earlier on the clock (a reminder's): its time moved, and a
    /// weekly one's weekday with it when that crosses midnight; nil for a monthly or yearly one
    /// that would cross into another day, which no calendar repeat can say.
    public func earlier(by minutes: Int) -> Repeat? {
      let shifted = time.minutes - minutes
      let days = Scheduling.floorDivide(shifted, 1_440)
      let minute = shifted - days * 1_440
      let at = LocalTime(hour: minute / 60, minute: minute % 60)
      switch self {
      case .daily: return .daily(at)
      case .weekly(let weekday, _): return .weekly(weekday: ((weekday - 1 + days) % 7 + 7) % 7 + 1, at)
      case .monthly(let day, _): return days == 0 ? .monthly(day: day, at) : nil
      case .yearly(let month, let day, _): return days == 0 ? .yearly(month: month, day: day, at) : nil
      }
    }

    /// Its next firing after `now`, and the local date it fires on: the first matching date from
    /// today whose time (a time inside a spring-forward gap fires the gap's length later, as
    /// one-shots do; one that leaves its date is skipped) is after `now`. Nil when none within
    /// nine years (a 29 February after a skipped leap year is at most eight away).
    public func next(after now: Date, in calendar: Calendar) -> (date: LocalDate, fire: Date)? {
      let today = Scheduling.localDate(of: now, in: calendar.timeZone)
      var date = today
      switch self {
      case .daily, .weekly:
        for _ in 0..<15 {
          if matches(date), let fire = Scheduling.instant(date, time, in: calendar), fire > now { return (date, fire) }
          date = Scheduling.adding(1, to: date)
        }
      case .monthly(let day, _):
        var (year, month) = (today.year, today.month)
        for _ in 0..<14 {
          let candidate = LocalDate(year: year, month: month, day: day)
          if day <= Scheduling.daysInMonth(year, month), let fire = Scheduling.instant(candidate, time, in: calendar),
            fire > now
          {
            return (candidate, fire)
          }
          (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
      case .yearly(let month, let day, _):
        for year in today.year...(today.year + 9) {
          let candidate = LocalDate(year: year, month: month, day: day)
          if day <= Scheduling.daysInMonth(year, month), let fire = Scheduling.instant(candidate, time, in: calendar),
            fire > now
          {
            return (candidate, fire)
          }
        }
      }
      return nil
    }
  }

  /// The repeating triggers of `source` at its time itself, or nil when the OS cannot repeat it
  /// as the one-shots would fire it (it is then planned as one-shots): a fixed or picked time
  /// (`.at`) every day, on weekdays, on a day of the month (skipped where a month lacks it) or of
  /// the year; no dates, no season, no pause in force, no app-wide limits.
  private static func repeats(
    _ source: Source, _ input: Input, _ limits: Limits, _ configuration: Configuration
  ) -> [Repeat]? {
    let item = source.item
    guard let platform = configuration.platform, item.osRepeat.contains(platform), source.userItemID == nil,
      case .at(let fixed) = source.when, source.from == nil, source.until == nil, item.season == nil,
      limits.maxPerDay == nil, limits.quietHours == nil
    else { return nil }
    let paused = [source.settings.pausedUntil, input.settings.pausedUntil].compactMap { $0 }.max()
    if let paused, paused > input.now { return nil }
    let time = source.picked ?? fixed
    var triggers: [Repeat]
    switch source.days {
    case .everyDay:
      triggers = source.weekdays.map { $0.sorted().map { .weekly(weekday: $0, time) } } ?? [.daily(time)]
    case .monthly(let day, let missing) where source.weekdays == nil && (missing == .skip || day <= 28):
      triggers = [.monthly(day: day, time)]
    case .yearly(let month, let day, let missing)
    where source.weekdays == nil && !(month == 2 && day == 29 && missing == .lastDay):
      triggers = [.yearly(month: month, day: day, time)]
    default:
      return nil
    }
    // A reminder a monthly or yearly repeat cannot say (on another day) plans the item as one-shots.
    let offsets = reminderOffsets(item, source.settings)
    if offsets.contains(where: { offset in triggers.contains { $0.earlier(by: offset) == nil } }) { return nil }
    return triggers
  }

  /// The repeating requests of `source`: per trigger, one at its time (when `atTime`) and one
  /// per reminder the user picked, each with its next firing as its fire date.
  private static func repeating(
    _ source: Source, _ triggers: [Repeat], _ input: Input, _ namespace: String
  ) -> [Candidate] {
    let item = source.item
    let drop = offGrid(source) ? DropReason.offGrid : nil
    let sound = source.settings.sound ? item.sound ?? "default" : nil
    let reminderSound = source.settings.reminderSound ? item.reminderSound ?? "default" : nil
    var result: [Candidate] = []
    for trigger in triggers {
      func add(_ kind: Kind, _ request: Repeat, _ id: String, _ sound: String?, daysBefore: Int) {
        guard let next = request.next(after: input.now, in: input.calendar) else { return }
        let template = kind == .atTime ? item.template : item.reminderTemplate ?? item.template
        let occurrence = Occurrence(
          itemID: item.id, kind: kind, date: adding(daysBefore, to: next.date), time: trigger.time, template: template)
        guard let rendered = input.render(occurrence) else { return }
        var note = Notification(
          id: id, fireDate: next.fire, occurrence: occurrence, title: rendered.title, body: rendered.body,
          channel: kind == .atTime ? item.channel : item.reminderChannel ?? item.channel, category: item.category,
          sound: sound, threadIdentifier: item.id)
        note.repeats = request
        result.append(Candidate(note: note, drop: drop, exempt: false))
      }
      let id = "\(namespace)\(item.id).repeat.\(trigger.key)"
      if item.atTime { add(.atTime, trigger, id, sound, daysBefore: 0) }
      for offset in reminderOffsets(item, source.settings) {
        guard let request = trigger.earlier(by: offset) else { continue }
        let days = -floorDivide(trigger.time.minutes - offset, 1_440)
        add(.reminder(minutesBefore: offset), request, "\(id).reminder.\(offset)", reminderSound, daysBefore: days)
      }
    }
    return result
  }
}
