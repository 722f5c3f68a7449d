import SpeccRuntime

/// One app's notification system, as read from one spec file. Every value keeps its mark.
public struct Spec: Sendable, Hashable {
  /// Path of the file it was read from, as given.
  var path: String
  var id: Located<String>
  var name: Located<String>
  var version: Located<String>
  var description: String?
  /// Where the schema validator reported a problem (`SchemaValidator.invalid`).
  var invalidPaths: Set<String> = []
  /// The generated namespace, when given (`swift_name`).
  var swiftName: Located<String>? = nil
  var platforms: [Platform]
  var scheduling: Scheduling?
  var reminders: Reminders?
  /// The values templates insert (`tokens:`), in spec order.
  var tokens: [Token] = []
  /// How templates render unless a template says otherwise (`rendering:`).
  var rendering: Rendering?
  /// App-wide limits (`limits:`).
  var limits: AppLimits? = nil
  var prayers: [Prayer]
  var slots: [Slot]
  /// Kinds of items users create at run time (`user_items:`).
  var userItems: [UserItemKind] = []
  /// How slot ids are written (`slot_ids:`): names unless the spec asks for HHmm.
  var slotIDs: Located<SlotIDStyle>? = nil
  /// Where the app's sound files are (`sounds_folder:`), relative to the spec's folder.
  var soundsFolder: Located<String>? = nil
  var channelGroups: [ChannelGroup] = []
  var channels: [Channel]
  var categories: [Category]
  var templates: [Template]
  var copy: [Copy]
  var copyRules: [CopyRule]
  var statusLabels: [StatusLabel]
  /// The languages the app ships and their translations (`localization:`).
  var localization: Localization? = nil
  var flows: [Flow]
  var featureFlags: [FeatureFlag]
  var errorCodes: [ErrorCode]
  /// The file's text, so checks can point inside string values.
  var source = SourceText()
  /// Breaking changes accepted on purpose (`breaking_changes_ok`).
  var breakingChangesOK: [AcceptedBreakingChange] = []
  /// The sections this spec was read with; the id-wide checks read their ids from them.
  var sections = SectionList.standard
  /// Ids of list sections the decoder has no model for, by section key (read generically).
  var sectionIDs: [String: [Located<String>]] = [:]
  /// Ids of items that did not decode (the validator reported why), by section key: references
  /// to them are not reported again.
  var undecodedIDs: [String: Set<String>] = [:]
}

/// Mobile and desktop platforms a spec can target.
enum PlatformName: String, Sendable, Hashable, CaseIterable, Comparable {
  case ios, android, web, electron

  static func < (a: PlatformName, b: PlatformName) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// How the budget counts Friday-only (weekday-limited) prayers.
enum WorstCaseModel: String, Sendable, Hashable {
  /// Every window day counts as the busiest weekday (the seeds' tables).
  case peakDay = "peak_day"
  /// Weekday-limited prayers count on their worst calendar placement in the window.
  case calendar
}

/// Caps, window and capabilities of one platform.
struct Platform: Sendable, Hashable {
  var name: Located<PlatformName>
  var localScheduling: Bool
  var pendingCap: Located<Int>?
  /// Why the spec raises a platform's own cap (iOS: 64).
  var pendingCapReason: Located<String>? = nil
  var reserve: Located<Int>?
  var windowDays: Located<Int>?
  var refreshHours: Located<Int>?
  var headroomWarning: Located<Int>?
  var worstCase: WorstCaseModel
  var exactAlarms: Bool?
  var fallbackWindowMinutes: Int?
  var alarmKit: Bool?
  /// iOS: the notification entitlements the app is signed with (`entitlements:`).
  var entitlements: [Located<String>]? = nil
  var deliversWhileRunningOnly: Bool?
  var extraTriggers: [ExtraTrigger]
  var notes: String?
  /// How long notifications keep coming after the app last ran (`coverage`), when given.
  var coverage: CoveragePromise? = nil
}

/// A self-scheduled trigger (Android's midnight reschedule) that occupies pending slots.
struct ExtraTrigger: Sendable, Hashable {
  enum Per: String, Sendable, Hashable { case day, window }
  var id: Located<String>
  var per: Per
  var count: Int
  var description: String?
}

/// Policies of slot-based scheduling.
struct Scheduling: Sendable, Hashable {
  var prefetchLeadMinutes: Located<Int>?
  var ttlSeconds: Located<Int>?
  var deliveryCooldownSeconds: Located<Int>?
  var scheduleDepth: Located<Int>?
  var retentionDays: Located<Int>?
  var oneShotPerSlot: Bool?
}

/// Reminder offsets and sound.
struct Reminders: Sendable, Hashable {
  var offsetsMinutes: [Located<Int>]
  var defaultOffsetMinutes: Located<Int>?
  var sound: Located<String>?
  var mark: Mark
}

/// At-time notification option.
enum AtTimeOption: String, Sendable, Hashable, CaseIterable { case none, silent, sound }
/// Reminder option.
enum ReminderOption: String, Sendable, Hashable, CaseIterable { case off, silent, sound }
/// Day of the week: SpeccRuntime's type (with its calendar number), read once by the decoder.
typealias Weekday = SpeccRuntime.Weekday

/// A prayer or extra.
struct Prayer: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable { case daily, extra }
  var id: Located<String>
  var name: Located<String>
  var kind: Located<Kind>
  var onlyOn: Located<[Weekday]>?
  var atTime: Located<[AtTimeOption]>
  var reminder: Located<[ReminderOption]>
  var defaultAtTime: Located<AtTimeOption>?
  var defaultReminder: Located<ReminderOption>?
  var reminderOffsets: [Located<Int>]?
  var sounds: [Located<String>]
  /// The template its notifications show.
  var template: Ref<Template>? = nil
  /// Off until the user switches it on.
  var optIn: Located<Bool>? = nil
  /// Only inside these local dates (inclusive), when given.
  var dates: DateRange? = nil
  /// Only inside this span of every year, when given.
  var season: Season? = nil
  /// `notify_at_time: false`: reminders only, no notification at the provided time.
  var notifyAtTime: Located<Bool>? = nil
  /// Its reminders' own template, channel and sound.
  var reminderRole = ReminderRole()
  var mark: Mark

  /// False when it has reminders only (`notify_at_time: false`).
  var remindersOnly: Bool { notifyAtTime?.value == false }
  /// True when the user can enable an at-time notification.
  var canNotifyAtTime: Bool { !remindersOnly && atTime.value.contains { $0 != .none } }
  /// True when the user can enable a reminder (it needs an at-time notification, unless the
  /// prayer has reminders only).
  var canRemind: Bool { (canNotifyAtTime || remindersOnly) && reminder.value.contains { $0 != .off } }
  /// True on `day`.
  func occurs(on day: Weekday) -> Bool { onlyOn?.value.contains(day) ?? true }
}

/// How a spec writes its slot ids (`slot_ids:`).
enum SlotIDStyle: String, Sendable, Hashable {
  /// Any id (`morning_dose`); a changed time keeps the id.
  case names
  /// The slot's time as HHmm (`"0800"` for `"08:00"`), checked by `slot_id_matches_time`.
  case hhmm
}

/// What a month (or year) lacking the day does (`missing:`).
enum MissingDay: String, Sendable, Hashable {
  /// RFC 7529 `SKIP=BACKWARD`: the last day of that month.
  case lastDay = "last_day"
  /// RFC 5545's default: that month has none.
  case skip
}

/// Repeats every N minutes between two times of each day (`every:`).
struct Every: Sendable, Hashable {
  /// Minutes between two notifications (`minutes`, or `hours` × 60); nil when neither is valid.
  var minutes: Located<Int>?
  /// Where minutes or hours is written (or the mapping).
  var from: TimeField
  var to: TimeField
  /// Both keys given, or neither: the schedule rule reports it.
  var minutesAndHours: Bool
  var mark: Mark

  /// The wall-clock minutes of each day it fires at, from `from` to `to` inclusive.
  var times: [Int] {
    guard let step = minutes?.value, step > 0, let start = from.typed?.minutes, let end = to.typed?.minutes,
      end >= start
    else { return [] }
    return Array(stride(from: start, through: end, by: step))
  }
}

/// Once a month (`monthly:`): on a day of the month, or on the nth weekday.
struct Monthly: Sendable, Hashable {
  var day: Located<Int>?
  var missing: Located<MissingDay>?
  /// 1…5, or −1 for the last.
  var nth: Located<Int>?
  var weekday: Located<Weekday>?
  var mark: Mark
}

/// Once a year (`yearly:`).
struct Yearly: Sendable, Hashable {
  var month: Located<Int>
  var day: Located<Int>
  var missing: Located<MissingDay>?
  var mark: Mark
}

/// A kind of item users create at run time (`user_items:`): events, bills.
struct UserItemKind: Sendable, Hashable {
  /// What an item may repeat as.
  enum Repeat: String, Sendable, Hashable, CaseIterable { case once, daily, weekly, monthly, yearly }
  var id: Located<String>
  var label: String?
  var maxCount: Located<Int>
  var repeats: Located<[Repeat]>
  /// Minutes before an occurrence a user may pick.
  var reminderOffsets: [Located<Int>] = []
  /// How many reminders one item may have at once.
  var maxReminders: Located<Int>? = nil
  var defaultReminderOffsets: [Located<Int>] = []
  var remindersMark: Mark? = nil
  var template: Ref<Template>
  var snooze: Snooze? = nil
  /// The time and day rule a new item starts with, when the spec gives them.
  var time: TimeField? = nil
  var monthly: Monthly? = nil
  var yearly: Yearly? = nil
  /// The roles' templates and whether it notifies at the time itself.
  var roles = Roles()
  /// Sounds a user may choose for an item's notification (each played on Android by the channel
  /// created with it).
  var sounds: [Located<String>] = []
  var mark: Mark

  /// Reminders one occurrence can have.
  var remindersPerOccurrence: Int { reminderOffsets.isEmpty ? 0 : min(maxReminders?.value ?? 1, reminderOffsets.count) }
}

/// A slot: a delivery at a local wall-clock time, daily unless it says otherwise.
struct Slot: Sendable, Hashable {
  var id: Located<String>
  /// Its time; the first time of `every` when it repeats every N minutes instead.
  var time: TimeField
  var template: Ref<Template>?
  var label: String?
  /// The label with where it is written (translations and copy rules point at it).
  var labelText: Located<String>? = nil
  /// Weekdays it fires on; every day when nil.
  var onlyOn: Located<[Weekday]>? = nil
  /// Reminder options a user can choose (off only when the spec gives none).
  var reminder: Located<[ReminderOption]>? = nil
  var reminderOffsets: [Located<Int>]? = nil
  /// Snoozing a delivered notification, when the spec allows it.
  var snooze: Snooze? = nil
  /// The times a user may pick instead of `time` (its default), when the spec lets them.
  var timeRange: TimeRange? = nil
  /// Off until the user switches it on.
  var optIn: Located<Bool>? = nil
  /// Only inside these local dates (inclusive), when given.
  var dates: DateRange? = nil
  /// Repeats every N minutes between two times instead of once a day.
  var every: Every? = nil
  /// The user chooses the weekdays; these are preselected.
  var userWeekdays: Located<[Weekday]>? = nil
  /// The id of the slot whose user-chosen weekdays it shares.
  var userWeekdaysFrom: Ref<Slot>? = nil
  var monthly: Monthly? = nil
  var yearly: Yearly? = nil
  /// Only on these dates.
  var onDates: [DateField]? = nil
  /// How many reminders the user may pick at once.
  var maxReminders: Located<Int>? = nil
  /// The patterns beyond the calendar kinds (issue 28).
  var pattern = SlotPattern()
  /// The roles' templates and whether it notifies at the time itself.
  var roles = Roles()
  /// The platforms whose OS is asked to repeat it by itself (`os_repeat:`), each where written.
  var osRepeat: [Located<PlatformName>]? = nil
  var mark: Mark

  /// True when the spec asks `platform`'s OS to repeat it.
  func repeatsByItself(on platform: PlatformName) -> Bool {
    osRepeat?.contains { $0.value == platform } ?? false
  }

  /// True when the user can enable a reminder before it.
  var canRemind: Bool { reminder?.value.contains { $0 != .off } ?? false }
  /// Notifications it fires on a day it occurs, before reminders: 1, every's count, or random's.
  var timesPerDay: Int { every.map { max($0.times.count, 1) } ?? pattern.random.map { max($0.count.value, 1) } ?? 1 }
  /// Reminders one occurrence can have (0 when it cannot remind).
  var remindersPerOccurrence: Int {
    guard canRemind else { return 0 }
    let options = reminderOffsets?.count ?? Int.max
    return max(1, min(maxReminders?.value ?? 1, options))
  }
  /// True when it is not daily: monthly, yearly or on dates (counted per window by the budget).
  var isCalendarBound: Bool { monthly != nil || yearly != nil || onDates != nil }
}

/// A slot's patterns beyond the calendar kinds, each decoded once into its typed value.
struct SlotPattern: Sendable, Hashable {
  /// An RFC 5545 rule (`rrule:`), from `anchor`.
  var rrule: RuleField? = nil
  var anchor: Typed<Anchor>? = nil
  /// On days, then off days, from `anchor`.
  var cycle: Cycle? = nil
  /// Where `cycle:` is written, even when its values do not read (`schema_value` reports them).
  var cycleMark: Mark? = nil
  /// Every N days from the last time done.
  var afterDone: Located<Int>? = nil
  var afterDoneMark: Mark? = nil
  var season: Season? = nil
  var random: RandomTimes? = nil
  /// Minutes after the event the app reports.
  var afterEvent: Located<Int>? = nil
  var afterEventMark: Mark? = nil
}

/// A rotation: `on` days, then `off` days.
struct Cycle: Sendable, Hashable {
  var on: Located<Int>
  var off: Located<Int>
  var mark: Mark
}

/// The same span of month-days every year.
struct Season: Sendable, Hashable {
  var from: Typed<MonthDay>
  var until: Typed<MonthDay>
  var mark: Mark
}

/// `count` random times a day from `from` to `to`, at least `gap` minutes apart.
struct RandomTimes: Sendable, Hashable {
  var count: Located<Int>
  var from: TimeField
  var to: TimeField
  var gap: Located<Int>
  var mark: Mark
}

/// Which template each role shows, and whether the time itself notifies.
struct Roles: Sendable, Hashable {
  /// `notify_at_time: false`: reminders only.
  var notifyAtTime: Located<Bool>? = nil
  /// Its reminders' own template, channel and sound.
  var reminder = ReminderRole()
  var snoozeTemplate: Ref<Template>? = nil

  /// False when it has reminders only.
  var atTime: Bool { notifyAtTime?.value ?? true }
}

/// What an item's reminders show, post on and play when they are not the item's own
/// (`reminder_template`, `reminder_channel`, `reminder_sound`; issue 37): a prayer's "in 10
/// minutes" on a reminder channel with a reminder tone. Each nil falls back to the item's template,
/// its template's channel, and `reminders.sound`.
struct ReminderRole: Sendable, Hashable {
  var template: Ref<Template>? = nil
  var channel: Ref<Channel>? = nil
  var sound: Located<String>? = nil

  /// True when it names any of the three.
  var isGiven: Bool { template != nil || channel != nil || sound != nil }
}

/// Wall-clock times a user may pick: from `earliest` to `latest` (HH:MM) in steps of `stepMinutes`.
struct TimeRange: Sendable, Hashable {
  var earliest: TimeField
  var latest: TimeField
  var stepMinutes: Located<Int>
  var mark: Mark
}

/// Local dates an item fires inside, inclusive (`YYYY-MM-DD`).
struct DateRange: Sendable, Hashable {
  var from: DateField?
  var until: DateField?
  var mark: Mark
}

/// App-wide limits the spec declares and specc proves (`limits:`).
struct AppLimits: Sendable, Hashable {
  /// At most this many notifications fire on one day.
  var maxPerDay: Located<Int>?
  /// Nothing fires from `from` to `to` (wall-clock; may wrap past midnight).
  var quietHours: QuietHours?
  var mark: Mark
}

/// A wall-clock span in which nothing may fire; `from` later than `to` wraps past midnight.
struct QuietHours: Sendable, Hashable {
  var from: TimeField
  var to: TimeField
  /// The user may switch them off.
  var userCanDisable: Located<Bool>? = nil
  var mark: Mark
}

/// Snoozing a delivered notification: it comes back after `minutes`, at most `maxCount` times.
struct Snooze: Sendable, Hashable {
  var minutes: Located<Int>
  var maxCount: Located<Int>
  /// The lengths the user picks from (`options_minutes`), `minutes` preselected.
  var options: [Located<Int>] = []
  var mark: Mark

  /// The longest snooze the user can pick.
  var longestMinutes: Int { options.map(\.value).max().map { max($0, minutes.value) } ?? minutes.value }

  /// How many snoozes of one occurrence can be pending at once in the worst case: one at a
  /// time per occurrence, and occurrences of consecutive days overlap only when a whole
  /// snooze chain (`maxCount × minutes`) is longer than a day.
  var pendingAtOnce: Int { max(1, (maxCount.value * longestMinutes + 1_439) / 1_440) }
}

/// An Android channel.
struct Channel: Sendable, Hashable {
  var id: Located<String>
  /// `shipped: true`: the id shipped before the spec, kept as written (`shipped_id`).
  var shipped: Located<Bool>? = nil
  var name: Located<String>
  var description: Located<String>?
  var importance: Located<String>
  var sound: Located<String>?
  var vibration: Located<Bool>?
  /// Android's pattern in milliseconds: wait, on, off, on… (`vibration_pattern`).
  var vibrationPattern: [Located<Int>]? = nil
  /// Where `vibration_pattern` is written (its list), when it is.
  var vibrationPatternMark: Mark? = nil
  /// The channel group it is listed under.
  var group: Ref<ChannelGroup>? = nil
  /// What the lock screen shows: public, private or secret.
  var visibility: Located<String>? = nil
  /// It may sound during Do Not Disturb (needs notification policy access).
  var bypassDND: Located<Bool>? = nil
  var mark: Mark
}

/// An Android channel group (`NotificationChannelGroup`): a section of channels in the settings.
struct ChannelGroup: Sendable, Hashable {
  var id: Located<String>
  /// `shipped: true`: the id shipped before the spec, kept as written (`shipped_id`).
  var shipped: Located<Bool>? = nil
  var name: Located<String>
  var description: Located<String>?
  var mark: Mark
}

/// A category: iOS's, and Android's action buttons when `platforms` says so.
struct Category: Sendable, Hashable {
  var id: Located<String>
  /// `shipped: true`: the id shipped before the spec, kept as written (`shipped_id`).
  var shipped: Located<Bool>? = nil
  var actions: [Action]
  var threadIdentifier: Located<String>?
  /// Where its actions are shown (`platforms:`); iOS only when nil.
  var platforms: Located<[PlatformName]>? = nil
  var mark: Mark

  /// True when its actions are Android action buttons too.
  var onAndroid: Bool { platforms?.value.contains(.android) ?? false }
}

/// An action of an iOS category.
struct Action: Sendable, Hashable {
  var id: Located<String>
  /// `shipped: true`: the id shipped before the spec, kept as written (`shipped_id`).
  var shipped: Located<Bool>? = nil
  var title: Located<String>
  var foreground: Bool
  var destructive: Bool
  /// The action snoozes the notification (the app re-schedules it).
  var snoozes: Located<Bool>? = nil
}

/// A notification template.
struct Template: Sendable, Hashable {
  var id: Located<String>
  var title: Located<String>
  var body: Located<String>
  var channel: Ref<Channel>?
  var category: Ref<Category>?
  /// Escaping of token values; the spec's `rendering.escaping` (or none) when nil.
  var escaping: Located<Escaping>?
  /// What a missing value does; the spec's `rendering.missing` (or required) when nil.
  var missing: MissingValue?
  /// Other wordings (rotation, A/B), each checked like the template.
  var variants: [TemplateVariant] = []
  var overflow: OverflowPolicy
  /// The number token whose value selects a plural form of the texts that use it (`count`).
  var count: Ref<Token>? = nil
  /// What the notification carries beyond its text (issue 29). Most templates carry none of
  /// it, so it is kept out of line: a template is ~230 bytes, not ~350 (a 10 MB spec has 21,000).
  var content: NotificationContent {
    get { contentBox?.content ?? NotificationContent() }
    set { contentBox = newValue.isEmpty ? nil : ContentBox(newValue) }
  }
  private var contentBox: ContentBox?
  var mark: Mark

  init(
    id: Located<String>, title: Located<String>, body: Located<String>, channel: Ref<Channel>?,
    category: Ref<Category>?, escaping: Located<Escaping>?, missing: MissingValue?,
    variants: [TemplateVariant] = [], overflow: OverflowPolicy, count: Ref<Token>? = nil,
    content: NotificationContent = NotificationContent(), mark: Mark
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.channel = channel
    self.category = category
    self.escaping = escaping
    self.missing = missing
    self.variants = variants
    self.overflow = overflow
    self.count = count
    self.contentBox = content.isEmpty ? nil : ContentBox(content)
    self.mark = mark
  }

  /// A template's content when it has any; equal when the contents are.
  private final class ContentBox: Sendable, Hashable {
    let content: NotificationContent
    init(_ content: NotificationContent) { self.content = content }
    static func == (a: ContentBox, b: ContentBox) -> Bool { a.content == b.content }
    func hash(into hasher: inout Hasher) { hasher.combine(content) }
  }
}

/// iOS 15+ `UNNotificationInterruptionLevel`, as a spec writes it.
enum InterruptionLevel: String, Sendable, Hashable, CaseIterable {
  case passive, active
  case timeSensitive = "time_sensitive"
  case critical
}

/// What a template's notifications carry beyond title and body: interruption level, badge,
/// group, full-screen intent, ongoing, attachments.
struct NotificationContent: Sendable, Hashable {
  /// iOS 15+ interruption level.
  var interruptionLevel: Located<InterruptionLevel>? = nil
  /// An integer or `{{token}}`, as written.
  var badge: Located<String>? = nil
  /// The token of a badge written `{{token}}` (`badgeToken`), linked by the Resolve stage
  /// (`Spec.link()`); nil for any other badge.
  var badgeRef: Ref<Token>? = nil
  var group: Located<String>? = nil
  var groupSummary: Located<Bool>? = nil
  var fullScreenIntent: Located<Bool>? = nil
  var ongoing: Located<Bool>? = nil
  var attachments: [Located<String>] = []
  /// Android's per-notification lock-screen visibility (`setVisibility`): public, private or secret.
  var visibility: Located<String>? = nil

  /// True when the template says any of it.
  var isEmpty: Bool { self == NotificationContent() }

  /// The badge's literal count, when it is one.
  var badgeCount: Int? { badge.flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) } }

  /// The badge's token, when it is `{{token}}` alone.
  var badgeToken: String? {
    guard let text = badge?.value.trimmingCharacters(in: .whitespaces), text.hasPrefix("{{"), text.hasSuffix("}}"),
      text.count > 4
    else { return nil }
    let name = text.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
    return name.isEmpty || name.contains("{") || name.contains("}") ? nil : name
  }
}

/// What a worst case over a limit is: a warning (default), an error, or the declared behaviour
/// (`truncate`: the renderer's ellipsis is intended, and the docs show what is lost).
enum OverflowPolicy: String, Sendable, Hashable, CaseIterable {
  case warning, error, truncate
}

/// Another wording of a template.
struct TemplateVariant: Sendable, Hashable {
  var id: Located<String>
  var title: Located<String>
  var body: Located<String>
  var mark: Mark
}

/// A value templates insert as `{{id}}`.
struct Token: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable, CaseIterable { case text, date, time, number }
  var id: Located<String>
  var kind: Located<Kind>
  /// Longest value in user-perceived characters.
  var maxLength: Located<Int>?
  /// Longest value in UTF-16 code units.
  var maxUTF16Length: Located<Int>?
  /// Date and time: the pattern the value is written in (`yyyy-MM-dd`).
  var format: Located<String>?
  var description: String?
  var mark: Mark
  /// A max_length or max_utf16_length is written but is not a length (schema_type reported it):
  /// the token's length is unknown, not absent, and is not reported again.
  var lengthRefused = false
}

/// How token values are escaped when inserted.
enum Escaping: String, Sendable, Hashable, CaseIterable { case none, html }

/// Units a length limit is counted in.
enum LengthUnit: String, Sendable, Hashable, CaseIterable, Comparable {
  /// User-perceived characters: extended grapheme clusters as `Graphemes` counts them (UAX #29 on
  /// the pinned Unicode version's data, the same in the Swift, Kotlin and TypeScript runtimes).
  case characters
  /// UTF-16 code units (`String.length` in JavaScript, Java and Kotlin).
  case utf16

  static func < (a: LengthUnit, b: LengthUnit) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// What rendering does when a token's value is missing: show a placeholder, or skip the
/// notification and record an error code. Exactly one is set in a valid spec.
struct MissingValue: Sendable, Hashable {
  var placeholder: Located<String>?
  /// The error code recorded when the notification is skipped.
  var skip: Located<String>?
  var mark: Mark
}

/// Rendering defaults of a spec (`rendering:`).
struct Rendering: Sendable, Hashable {
  var escaping: Located<Escaping>?
  var missing: MissingValue?
  /// The units limits are counted in; nil means characters only.
  var lengthUnits: Located<[LengthUnit]>?
  var mark: Mark
}

extension Spec {
  /// The units every length limit of this spec is counted in (characters at least), sorted.
  var lengthUnits: [LengthUnit] {
    let declared = rendering?.lengthUnits?.value ?? []
    return LengthUnit.allCases.filter { $0 == .characters || declared.contains($0) }
  }

  /// The escaping `template` applies to its values.
  func escaping(of template: Template) -> Escaping {
    template.escaping?.value ?? rendering?.escaping?.value ?? .none
  }

  /// What a missing value does in `template`; nil when every value is required.
  func missing(of template: Template) -> MissingValue? { template.missing ?? rendering?.missing }
}

/// Where a string is shown.
enum CopyPlatform: String, Sendable, Hashable, CaseIterable { case all, ios, android, web, electron }

/// A user-facing string.
struct Copy: Sendable, Hashable {
  var id: Located<String>
  var platform: Located<CopyPlatform>
  var context: Located<String>
  var text: Located<String>
  var requests: Located<String>?
  var mark: Mark
}

/// A wording rule.
struct CopyRule: Sendable, Hashable {
  var id: Located<String>
  var message: Located<String>
  var platforms: [CopyPlatform]?
  var contexts: [String]?
  var copy: [Located<String>]?
  var except: [Located<String>]
  var exceptRequests: [Located<String>]
  var forbidWords: [Located<String>]
  var requireAny: [Located<String>]
  var maxLength: Located<Int>?
  var sameTextAcrossPlatforms: Bool
  var severity: Severity
  /// Only texts in these languages (BCP 47 language subtags or tags); every language when nil.
  var languages: [Located<String>]? = nil
  /// Judged on the strings flow states show (their copy and the status labels they set), by
  /// the state's platform and kind, instead of on the copy's own labels.
  var inFlows: Bool = false
  /// In flows: only states of these kinds.
  var states: [String]? = nil
  /// In flows: not where every path to the state established all of these facts.
  var unlessFacts: [Located<String>] = []
  var mark: Mark
}

/// A row of the status-label table.
struct StatusLabel: Sendable, Hashable {
  var id: Located<String>
  var state: Located<String>
  var label: Located<String>
  var platform: CopyPlatform
  var setOutsideFlows: Bool
  var mark: Mark
}

/// A permission flow.
struct Flow: Sendable, Hashable {
  var id: Located<String>
  var platform: Located<PlatformName>
  var title: String?
  var start: Ref<FlowState>
  var states: [FlowState]
  var mark: Mark

}

/// A state of a flow.
struct FlowState: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable { case prompt, decision, action, end }
  var id: Located<String>
  var kind: Located<Kind>
  var title: Located<String>
  /// The copy entry the state shows (`copy:`), linked by the Resolve stage.
  var copy: Ref<Copy>?
  var answers: [Located<String>]?
  /// The status label the state sets (`status:`), linked by the Resolve stage.
  var status: Ref<StatusLabel>?
  var transitions: [Transition]
  var mark: Mark
}

/// An edge of a flow.
struct Transition: Sendable, Hashable {
  var on: Located<String>
  var to: Ref<FlowState>
  var userEvent: Bool?
  /// Facts that hold once this edge is taken (`sets: [alarmkit_authorized]`).
  var sets: [Located<String>] = []
  var mark: Mark
}

/// A feature flag.
struct FeatureFlag: Sendable, Hashable {
  enum ValueType: String, Sendable, Hashable { case string, integer, boolean }
  var id: Located<String>
  var type: Located<ValueType>
  var defaultValue: Located<String>
  var description: String?
  /// The kind of id the default names (`channel`), when it names one.
  var names: Located<String>? = nil
  /// The setting the default restates (`scheduling.ttl_seconds`).
  var equals: Located<String>? = nil
  var mark: Mark
}

/// An error code.
struct ErrorCode: Sendable, Hashable {
  var id: Located<String>
  var description: String?
  var mark: Mark
}

/// A breaking change accepted on purpose, with its reason (`breaking_changes_ok`).
struct AcceptedBreakingChange: Sendable, Hashable {
  /// The previous version's id that was removed, renamed or changed.
  var id: Located<String>
  var reason: Located<String>
  /// Only this breaking-change rule; any when nil.
  var rule: Located<String>?
  var mark: Mark
}

extension Spec {
  /// The spec with its path made relative to `root` when it lies inside it (generated headers
  /// and pages never name an absolute path of the machine that generated them).
  func relative(to root: String) -> Spec {
    var spec = self
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if spec.path.hasPrefix(prefix) { spec.path = String(spec.path.dropFirst(prefix.count)) }
    return spec
  }
}

extension Spec {
  /// Whether the schema validator reported a problem at `path` (`spec.templates`) or inside it:
  /// what is missing there was written but invalid, not left out, so a rule that would report
  /// its absence stays quiet (the validator's diagnostic is the one).
  func isInvalid(at path: String) -> Bool {
    invalidPaths.contains { $0 == path || $0.hasPrefix(path + ".") || $0.hasPrefix(path + "[") }
  }
}
