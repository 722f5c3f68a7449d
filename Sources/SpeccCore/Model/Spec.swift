/// One app's notification system, as read from one spec file. Every value keeps its mark.
public struct Spec: Sendable, Hashable {
  /// Path of the file it was read from, as given.
  public var path: String
  public var id: Located<String>
  public var name: Located<String>
  public var version: Located<String>
  public var description: String?
  public var platforms: [Platform]
  public var scheduling: Scheduling?
  public var reminders: Reminders?
  /// The values templates insert (`tokens:`), in spec order.
  public var tokens: [Token] = []
  /// How templates render unless a template says otherwise (`rendering:`).
  public var rendering: Rendering?
  /// App-wide limits (`limits:`).
  public var limits: AppLimits? = nil
  public var prayers: [Prayer]
  public var slots: [Slot]
  public var channels: [Channel]
  public var categories: [Category]
  public var templates: [Template]
  public var copy: [Copy]
  public var copyRules: [CopyRule]
  public var statusLabels: [StatusLabel]
  public var flows: [Flow]
  public var featureFlags: [FeatureFlag]
  public var errorCodes: [ErrorCode]
  /// The file's text, so checks can point inside string values.
  public var source = SourceText()
  /// Breaking changes accepted on purpose (`breaking_changes_ok`).
  public var breakingChangesOK: [AcceptedBreakingChange] = []
  /// The sections this spec was read with; the id-wide checks read their ids from them.
  public var sections = SectionList.standard
  /// Ids of list sections the decoder has no model for, by section key (read generically).
  public var sectionIDs: [String: [Located<String>]] = [:]
}

/// Mobile and desktop platforms a spec can target.
public enum PlatformName: String, Sendable, Hashable, CaseIterable, Comparable {
  case ios, android, web, electron

  public static func < (a: PlatformName, b: PlatformName) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// How the budget counts Friday-only (weekday-limited) prayers.
public enum WorstCaseModel: String, Sendable, Hashable {
  /// Every window day counts as the busiest weekday (the seeds' tables).
  case peakDay = "peak_day"
  /// Weekday-limited prayers count on their worst calendar placement in the window.
  case calendar
}

/// Caps, window and capabilities of one platform.
public struct Platform: Sendable, Hashable {
  public var name: Located<PlatformName>
  public var localScheduling: Bool
  public var pendingCap: Located<Int>?
  public var reserve: Located<Int>?
  public var windowDays: Located<Int>?
  public var refreshHours: Located<Int>?
  public var headroomWarning: Int?
  public var worstCase: WorstCaseModel
  public var exactAlarms: Bool?
  public var fallbackWindowMinutes: Int?
  public var alarmKit: Bool?
  public var deliversWhileRunningOnly: Bool?
  public var extraTriggers: [ExtraTrigger]
  public var notes: String?
}

/// A self-scheduled trigger (Android's midnight reschedule) that occupies pending slots.
public struct ExtraTrigger: Sendable, Hashable {
  public enum Per: String, Sendable, Hashable { case day, window }
  public var id: Located<String>
  public var per: Per
  public var count: Int
  public var description: String?
}

/// Policies of slot-based scheduling.
public struct Scheduling: Sendable, Hashable {
  public var prefetchLeadMinutes: Located<Int>?
  public var ttlSeconds: Located<Int>?
  public var deliveryCooldownSeconds: Located<Int>?
  public var scheduleDepth: Located<Int>?
  public var retentionDays: Located<Int>?
  public var oneShotPerSlot: Bool?
}

/// Reminder offsets and sound.
public struct Reminders: Sendable, Hashable {
  public var offsetsMinutes: [Located<Int>]
  public var defaultOffsetMinutes: Located<Int>?
  public var sound: Located<String>?
  public var mark: Mark
}

/// At-time notification option.
public enum AtTimeOption: String, Sendable, Hashable, CaseIterable { case none, silent, sound }
/// Reminder option.
public enum ReminderOption: String, Sendable, Hashable, CaseIterable { case off, silent, sound }
/// Day of the week.
public enum Weekday: String, Sendable, Hashable, CaseIterable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

/// A prayer or extra.
public struct Prayer: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable { case daily, extra }
  public var id: Located<String>
  public var name: Located<String>
  public var kind: Located<Kind>
  public var onlyOn: Located<[Weekday]>?
  public var atTime: Located<[AtTimeOption]>
  public var reminder: Located<[ReminderOption]>
  public var defaultAtTime: Located<AtTimeOption>?
  public var defaultReminder: Located<ReminderOption>?
  public var reminderOffsets: [Located<Int>]?
  public var sounds: [Located<String>]
  public var mark: Mark

  /// True when the user can enable an at-time notification.
  public var canNotifyAtTime: Bool { atTime.value.contains { $0 != .none } }
  /// True when the user can enable a reminder (it needs an at-time notification).
  public var canRemind: Bool { canNotifyAtTime && reminder.value.contains { $0 != .off } }
  /// True on `day`.
  public func occurs(on day: Weekday) -> Bool { onlyOn?.value.contains(day) ?? true }
}

/// A daily slot at a local wall-clock time.
public struct Slot: Sendable, Hashable {
  public var id: Located<String>
  public var time: Located<String>
  public var template: Located<String>?
  public var label: String?
  /// Weekdays it fires on; every day when nil.
  public var onlyOn: Located<[Weekday]>? = nil
  /// Reminder options a user can choose (off only when the spec gives none).
  public var reminder: Located<[ReminderOption]>? = nil
  public var reminderOffsets: [Located<Int>]? = nil
  /// Snoozing a delivered notification, when the spec allows it.
  public var snooze: Snooze? = nil
  /// The times a user may pick instead of `time` (its default), when the spec lets them.
  public var timeRange: TimeRange? = nil
  /// Off until the user switches it on.
  public var optIn: Located<Bool>? = nil
  /// Only inside these local dates (inclusive), when given.
  public var dates: DateRange? = nil
  public var mark: Mark

  /// True when the user can enable a reminder before it.
  public var canRemind: Bool { reminder?.value.contains { $0 != .off } ?? false }
}

/// Wall-clock times a user may pick: from `earliest` to `latest` (HH:MM) in steps of `stepMinutes`.
public struct TimeRange: Sendable, Hashable {
  public var earliest: Located<String>
  public var latest: Located<String>
  public var stepMinutes: Located<Int>
  public var mark: Mark
}

/// Local dates an item fires inside, inclusive (`YYYY-MM-DD`).
public struct DateRange: Sendable, Hashable {
  public var from: Located<String>?
  public var until: Located<String>?
  public var mark: Mark
}

/// App-wide limits the spec declares and specc proves (`limits:`).
public struct AppLimits: Sendable, Hashable {
  /// At most this many notifications fire on one day.
  public var maxPerDay: Located<Int>?
  /// Nothing fires from `from` to `to` (wall-clock; may wrap past midnight).
  public var quietHours: QuietHours?
  public var mark: Mark
}

/// A wall-clock span in which nothing may fire; `from` later than `to` wraps past midnight.
public struct QuietHours: Sendable, Hashable {
  public var from: Located<String>
  public var to: Located<String>
  public var mark: Mark
}

/// Snoozing a delivered notification: it comes back after `minutes`, at most `maxCount` times.
public struct Snooze: Sendable, Hashable {
  public var minutes: Located<Int>
  public var maxCount: Located<Int>
  public var mark: Mark

  /// How many snoozes of one occurrence can be pending at once in the worst case: one at a
  /// time per occurrence, and occurrences of consecutive days overlap only when a whole
  /// snooze chain (`maxCount × minutes`) is longer than a day.
  public var pendingAtOnce: Int { max(1, (maxCount.value * minutes.value + 1_439) / 1_440) }
}

/// An Android channel.
public struct Channel: Sendable, Hashable {
  public var id: Located<String>
  public var name: Located<String>
  public var description: Located<String>?
  public var importance: Located<String>
  public var sound: Located<String>?
  public var vibration: Bool?
  public var mark: Mark
}

/// An iOS category.
public struct Category: Sendable, Hashable {
  public var id: Located<String>
  public var actions: [Action]
  public var threadIdentifier: Located<String>?
  public var mark: Mark
}

/// An action of an iOS category.
public struct Action: Sendable, Hashable {
  public var id: Located<String>
  public var title: Located<String>
  public var foreground: Bool
  public var destructive: Bool
  /// The action snoozes the notification (the app re-schedules it).
  public var snoozes: Located<Bool>? = nil
}

/// A notification template.
public struct Template: Sendable, Hashable {
  public var id: Located<String>
  public var title: Located<String>
  public var body: Located<String>
  public var channel: Located<String>?
  public var category: Located<String>?
  /// Escaping of token values; the spec's `rendering.escaping` (or none) when nil.
  public var escaping: Located<Escaping>?
  /// What a missing value does; the spec's `rendering.missing` (or required) when nil.
  public var missing: MissingValue?
  /// Other wordings (rotation, A/B), each checked like the template.
  public var variants: [TemplateVariant] = []
  public var overflow: OverflowPolicy
  public var mark: Mark
}

/// What a worst case over a limit is: a warning (default), an error, or the declared behaviour
/// (`truncate`: the renderer's ellipsis is intended, and the docs show what is lost).
public enum OverflowPolicy: String, Sendable, Hashable, CaseIterable {
  case warning, error, truncate
}

/// Another wording of a template.
public struct TemplateVariant: Sendable, Hashable {
  public var id: Located<String>
  public var title: Located<String>
  public var body: Located<String>
  public var mark: Mark
}

/// A value templates insert as `{{id}}`.
public struct Token: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable { case text, date, time, number }
  public var id: Located<String>
  public var kind: Located<Kind>
  /// Longest value in user-perceived characters.
  public var maxLength: Located<Int>?
  /// Longest value in UTF-16 code units.
  public var maxUTF16Length: Located<Int>?
  /// Date and time: the pattern the value is written in (`yyyy-MM-dd`).
  public var format: Located<String>?
  public var description: String?
  public var mark: Mark
}

/// How token values are escaped when inserted.
public enum Escaping: String, Sendable, Hashable, CaseIterable { case none, html }

/// Units a length limit is counted in.
public enum LengthUnit: String, Sendable, Hashable, CaseIterable, Comparable {
  /// User-perceived characters (Swift `Character`s, extended grapheme clusters).
  case characters
  /// UTF-16 code units (`String.length` in JavaScript, Java and Kotlin).
  case utf16

  public static func < (a: LengthUnit, b: LengthUnit) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// What rendering does when a token's value is missing: show a placeholder, or skip the
/// notification and record an error code. Exactly one is set in a valid spec.
public struct MissingValue: Sendable, Hashable {
  public var placeholder: Located<String>?
  /// The error code recorded when the notification is skipped.
  public var skip: Located<String>?
  public var mark: Mark
}

/// Rendering defaults of a spec (`rendering:`).
public struct Rendering: Sendable, Hashable {
  public var escaping: Located<Escaping>?
  public var missing: MissingValue?
  /// The units limits are counted in; nil means characters only.
  public var lengthUnits: Located<[LengthUnit]>?
  public var mark: Mark
}

extension Spec {
  /// The units every length limit of this spec is counted in (characters at least), sorted.
  public var lengthUnits: [LengthUnit] {
    let declared = rendering?.lengthUnits?.value ?? []
    return LengthUnit.allCases.filter { $0 == .characters || declared.contains($0) }
  }

  /// The escaping `template` applies to its values.
  public func escaping(of template: Template) -> Escaping {
    template.escaping?.value ?? rendering?.escaping?.value ?? .none
  }

  /// What a missing value does in `template`; nil when every value is required.
  public func missing(of template: Template) -> MissingValue? { template.missing ?? rendering?.missing }

  /// The token declared as `name`.
  public func token(_ name: String) -> Token? { tokens.first { $0.id.value == name } }
}

/// Where a string is shown.
public enum CopyPlatform: String, Sendable, Hashable, CaseIterable { case all, ios, android, web, electron }

/// A user-facing string.
public struct Copy: Sendable, Hashable {
  public var id: Located<String>
  public var platform: Located<CopyPlatform>
  public var context: Located<String>
  public var text: Located<String>
  public var requests: Located<String>?
  public var mark: Mark
}

/// A wording rule.
public struct CopyRule: Sendable, Hashable {
  public var id: Located<String>
  public var message: Located<String>
  public var platforms: [CopyPlatform]?
  public var contexts: [String]?
  public var copy: [Located<String>]?
  public var except: [Located<String>]
  public var exceptRequests: [String]
  public var forbidWords: [Located<String>]
  public var requireAny: [Located<String>]
  public var maxLength: Located<Int>?
  public var sameTextAcrossPlatforms: Bool
  public var severity: Severity
  public var mark: Mark
}

/// A row of the status-label table.
public struct StatusLabel: Sendable, Hashable {
  public var id: Located<String>
  public var state: Located<String>
  public var label: Located<String>
  public var platform: CopyPlatform
  public var setOutsideFlows: Bool
  public var mark: Mark
}

/// A permission flow.
public struct Flow: Sendable, Hashable {
  public var id: Located<String>
  public var platform: Located<PlatformName>
  public var title: String?
  public var start: Located<String>
  public var states: [FlowState]
  public var mark: Mark

  /// The state called `id`, if any.
  public func state(_ id: String) -> FlowState? { states.first { $0.id.value == id } }
}

/// A state of a flow.
public struct FlowState: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable { case prompt, decision, action, end }
  public var id: Located<String>
  public var kind: Located<Kind>
  public var title: Located<String>
  public var copy: Located<String>?
  public var answers: [Located<String>]?
  public var status: Located<String>?
  public var transitions: [Transition]
  public var mark: Mark
}

/// An edge of a flow.
public struct Transition: Sendable, Hashable {
  public var on: Located<String>
  public var to: Located<String>
  public var userEvent: Bool?
  public var mark: Mark
}

/// A feature flag.
public struct FeatureFlag: Sendable, Hashable {
  public enum ValueType: String, Sendable, Hashable { case string, integer, boolean }
  public var id: Located<String>
  public var type: Located<ValueType>
  public var defaultValue: Located<String>
  public var description: String?
  public var mark: Mark
}

/// An error code.
public struct ErrorCode: Sendable, Hashable {
  public var id: Located<String>
  public var description: String?
  public var mark: Mark
}

/// A breaking change accepted on purpose, with its reason (`breaking_changes_ok`).
public struct AcceptedBreakingChange: Sendable, Hashable {
  /// The previous version's id that was removed, renamed or changed.
  public var id: Located<String>
  public var reason: Located<String>
  /// Only this breaking-change rule; any when nil.
  public var rule: Located<String>?
  public var mark: Mark
}
