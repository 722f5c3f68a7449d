/// The spec format, as data: every section, key, type and its documentation.
/// `docs/spec-format.md` explains it with examples; `specc schema` prints it as JSON Schema.
public enum SpecSchema {
  static let id = SchemaType.string(pattern: "^[a-z][a-z0-9_]*$")

  /// `shipped: true` beside an id the app shipped before it had a spec (an Android channel
  /// `REMINDERS`): the id is kept as written, checked against the platform's own rules
  /// (`shipped_id`) instead of specc's id format (`id_format`).
  static func shipped(_ platform: String) -> FieldSchema {
    FieldSchema(
      "shipped", .boolean,
      "The id already shipped in the app (on users' devices): kept as written, any string \(platform) accepts, instead of specc's id format; the breaking-change checks protect it as any id."
    )
  }
  static let weekdays = Weekday.allCases.map(\.rawValue)
  static let platformNames = ["ios", "android", "web", "electron"]

  static let extraTrigger = ObjectSchema(
    "extra trigger", doc: "A notification the app schedules for itself, which occupies a pending slot.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id, e.g. midnight_reschedule."),
      FieldSchema(
        "per", .enumeration(["day", "window"]), required: true, "Scheduled once per window day, or once per window."),
      FieldSchema("count", .integer(min: 1, max: 64), "How many per day or window (default 1)."),
      FieldSchema("description", .string(), "What it is for."),
    ])

  static let coverage = ObjectSchema(
    "coverage", doc: "How long notifications keep coming after the app last ran, and what runs it again.",
    fields: [
      FieldSchema(
        "promise_days", .integer(min: 1, max: 366),
        "Days of notifications promised after the app last ran, at worst (a run at 23:59); checked against the window and the cap."
      ),
      FieldSchema(
        "refresh",
        .list(
          .enumeration([
            "opens", "background_refresh", "periodic_work", "boot_receiver", "time_change_receiver", "self_trigger",
          ])), unique: true,
        "What runs the planner again: opens (every platform); background_refresh (iOS, best effort); periodic_work, boot_receiver, time_change_receiver, self_trigger (Android)."
      ),
    ])
  /// What a prompt may ask for (a copy's `requests`); `notification_policy_access` is Android's
  /// Do Not Disturb access, which a channel's `bypass_dnd` needs.
  static let permissionRequests = [
    "notification_permission", "exact_alarm_permission", "alarmkit_authorization", "notification_policy_access",
  ]

  static let platform = ObjectSchema(
    "platform", doc: "Caps, window and capabilities of one platform.",
    fields: [
      FieldSchema(
        "local_scheduling", .boolean,
        "Whether the platform can schedule local notifications offline (default true; false on web)."),
      FieldSchema(
        "pending_cap", .integer(min: 1, max: 100_000),
        "Most pending local notifications the OS holds; iOS's 64 applies when absent, and a spec may lower it."),
      FieldSchema(
        "pending_cap_reason", .string(), "Why the spec raises the platform's own cap (iOS: 64); required to raise it."),
      FieldSchema(
        "reserve", .integer(min: 0, max: 100_000),
        "Pending slots kept free for system or meta notifications (default 0)."),
      FieldSchema("window_days", .integer(min: 1, max: 366), "Days of the rolling window scheduled ahead."),
      FieldSchema("refresh_hours", .integer(min: 1, max: 8_784), "Hours between re-scheduling runs."),
      FieldSchema(
        "headroom_warning", .integer(min: 0, max: 100_000),
        "Warn when fewer than this many pending slots stay free (default 4)."),
      FieldSchema(
        "worst_case", .enumeration(["peak_day", "calendar"]),
        "Budget model: every day as busy as the busiest (peak_day, default), or Friday-only extras on their worst calendar placement (calendar)."
      ),
      FieldSchema("exact_alarms", .boolean, "Android: the app may request exact alarms (SCHEDULE_EXACT_ALARM)."),
      FieldSchema(
        "fallback_window_minutes", .integer(min: 0, max: 1_440),
        "Android: ± minutes of the windowed trigger used without exact alarms."),
      FieldSchema("alarmkit", .boolean, "iOS: AlarmKit may be available on some devices and builds."),
      FieldSchema(
        "entitlements",
        .list(.enumeration([ContentFacts.timeSensitiveEntitlement, ContentFacts.criticalAlertsEntitlement])),
        unique: true,
        "iOS: the notification entitlements the app is signed with (time-sensitive, critical alerts), which interruption levels need."
      ),
      FieldSchema("delivers_while_running_only", .boolean, "Electron: deliveries happen only while the app runs."),
      FieldSchema("extra_triggers", .list(.object(extraTrigger)), "Self-scheduled triggers that occupy pending slots."),
      FieldSchema(
        "coverage", .object(coverage), "The coverage promise: days of notifications after the app last ran (issue 32)."),
      FieldSchema("notes", .string(), "Free text."),
    ])

  static let scheduling = ObjectSchema(
    "scheduling", doc: "Scheduling policies shared by every platform.",
    fields: [
      FieldSchema(
        "prefetch_lead_minutes", .integer(min: 0, max: 1_440), "Minutes before a slot when content is prefetched."),
      FieldSchema("ttl_seconds", .integer(min: 0, max: 31_536_000), "Content older than this is skipped when offline."),
      FieldSchema(
        "delivery_cooldown_seconds", .integer(min: 0, max: 86_400), "Minimum seconds between two manual deliveries."),
      FieldSchema("schedule_depth", .integer(min: 0, max: 1), "0 = today only, 1 = today and tomorrow."),
      FieldSchema("retention_days", .integer(min: 0, max: 3_650), "Days of contents and deliveries kept."),
      FieldSchema("one_shot_per_slot", .boolean, "One non-repeating notification per slot per day."),
    ])

  static let reminders = ObjectSchema(
    "reminders", doc: "Pre-notification reminders.",
    fields: [
      FieldSchema(
        "offsets_minutes", .list(reminderOffset), required: true, unique: true,
        "Minutes before an occurrence a user may pick for a reminder (1–10,080; 1,440 is a day before)."),
      FieldSchema("default_offset_minutes", reminderOffset, "The offset preselected."),
      FieldSchema("sound", .string(), "The fixed reminder sound file, e.g. reminder.wav."),
    ])

  static let prayer = ObjectSchema(
    "prayer", doc: "A prayer time that can notify at its time and remind before it.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id, e.g. dawn."),
      FieldSchema("name", .string(), required: true, "Display name."),
      FieldSchema("kind", .enumeration(["daily", "extra"]), required: true, "Daily prayer or optional extra."),
      FieldSchema(
        "only_on", .list(.enumeration(weekdays)), unique: true, "Weekdays it exists on; every day when absent."),
      FieldSchema(
        "at_time", .list(.enumeration(["none", "silent", "sound"])), unique: true,
        "At-time options a user can choose (default none, silent, sound)."),
      FieldSchema(
        "reminder", .list(.enumeration(["off", "silent", "sound"])), unique: true,
        "Reminder options a user can choose (default off when absent)."),
      FieldSchema("default_at_time", .enumeration(["none", "silent", "sound"]), "Preselected at-time option."),
      FieldSchema("default_reminder", .enumeration(["off", "silent", "sound"]), "Preselected reminder option."),
      FieldSchema(
        "reminder_offsets_minutes", .list(reminderOffset), unique: true,
        "Per-prayer offsets, overriding reminders.offsets_minutes."),
      FieldSchema(
        "sounds", .list(.string()), unique: true,
        "At-time sound files a user may choose; on Android each plays through the channel whose sound it is (and silent through a channel with sound: none)."
      ),
      FieldSchema("template", id, refers: .id("template"), "Template its notifications show."),
      FieldSchema(
        "opt_in", .boolean, "Off until the user switches it on (default false: on, as default_at_time says)."),
      FieldSchema("dates", .object(dateRange), "Only inside these local dates (a fasting month)."),
      FieldSchema("season", .object(season), "Only inside this span of dates every year."),
      FieldSchema(
        "notify_at_time", .boolean,
        "false: reminders only, no notification at the time the app provides (default true); needs reminders, not at_time."
      ),
    ] + reminderFields)

  /// Minutes before an occurrence a reminder may fire: up to a week (1,440 is "1 day before").
  static let reminderOffset = SchemaType.integer(min: 1, max: 10_080)

  static let snooze = ObjectSchema(
    "snooze", doc: "Snoozing a delivered notification.",
    fields: [
      FieldSchema("minutes", .integer(min: 1, max: 1_440), required: true, "How long one snooze lasts."),
      FieldSchema(
        "max_count", .integer(min: 1, max: 100), required: true, "How many times one occurrence can be snoozed."),
      FieldSchema(
        "options_minutes", .list(.integer(min: 1, max: 1_440)), unique: true,
        "Snooze lengths the user picks from (minutes is the preselected one, and one of them)."),
    ])

  /// A wall-clock time the validator checks (00:00–23:59).
  static let clockTime = SchemaType.string(pattern: clockPattern, format: .clockTime)
  static let clockPattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  /// A real date the validator checks (`2026-02-30` is not one).
  static let localDate = SchemaType.string(
    pattern: "^[0-9][0-9][0-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", format: .localDate)
  /// A name with an id's shape that no other check reads (facts a flow sets, for example).
  static let name = SchemaType.string(pattern: "^[a-z][a-z0-9_]*$", format: .pattern)

  static let timeRange = ObjectSchema(
    "time range", doc: "Wall-clock times a user may pick.",
    fields: [
      FieldSchema("earliest", clockTime, required: true, "Earliest HH:MM."),
      FieldSchema("latest", clockTime, required: true, "Latest HH:MM."),
      FieldSchema("step_minutes", .integer(min: 1, max: 720), required: true, "Minutes between two choices."),
    ])

  static let dateRange = ObjectSchema(
    "date range", doc: "Local dates an item fires inside, inclusive.",
    fields: [
      FieldSchema("from", localDate, "First local date, YYYY-MM-DD (quote it)."),
      FieldSchema("until", localDate, "Last local date, YYYY-MM-DD (quote it)."),
    ])

  static let quietHours = ObjectSchema(
    "quiet hours", doc: "A wall-clock span in which nothing may fire; from later than to wraps past midnight.",
    fields: [
      FieldSchema("from", clockTime, required: true, "Start HH:MM (quote it)."),
      FieldSchema("to", clockTime, required: true, "End HH:MM, exclusive (quote it)."),
      FieldSchema(
        "user_can_disable", .boolean,
        "The user may switch them off in the app's settings (default false: they always hold)."),
    ])

  static let limits = ObjectSchema(
    "limits", doc: "App-wide limits specc proves against every item, reminder and snooze.",
    fields: [
      FieldSchema("max_per_day", .integer(min: 1, max: 10_000), "At most this many notifications on one day."),
      FieldSchema("quiet_hours", .object(quietHours), "Nothing may fire between these wall-clock times."),
    ])

  /// How often an item repeats within a day (RFC 5545 `FREQ=MINUTELY`/`HOURLY;INTERVAL=n`, bounded
  /// to `from`–`to` of each day it occurs).
  static let every = ObjectSchema(
    "every", doc: "Repeats every N minutes or hours between two wall-clock times of each day it occurs.",
    fields: [
      FieldSchema(
        "minutes", .integer(min: 1, max: 720), "Minutes between two notifications (exactly one of minutes or hours)."),
      FieldSchema(
        "hours", .integer(min: 1, max: 12), "Hours between two notifications (exactly one of minutes or hours)."),
      FieldSchema("from", clockTime, required: true, "The first time of each day, HH:MM (quote it)."),
      FieldSchema(
        "to", clockTime, required: true, "The last time a notification may fire, HH:MM, inclusive (quote it)."),
    ])

  static let missingDays = ["last_day", "skip"]

  /// RFC 5545 `FREQ=MONTHLY` with `BYMONTHDAY` or `BYDAY` (an ordinal weekday).
  static let monthly = ObjectSchema(
    "monthly", doc: "Once a month: on a day of the month, or on the nth weekday.",
    fields: [
      FieldSchema("day", .integer(min: 1, max: 31), "Day of the month (BYMONTHDAY); exactly one of day or nth."),
      FieldSchema(
        "missing", .enumeration(missingDays),
        "With day 29–31, required: a month without that day fires on its last day (last_day, RFC 7529 SKIP=BACKWARD) or not at all (skip, RFC 5545)."
      ),
      FieldSchema(
        "nth", .enumeration(["first", "second", "third", "fourth", "fifth", "last"]),
        "The nth weekday of the month (BYDAY=2TU; last is -1); a month without a fifth has none."),
      FieldSchema("weekday", .enumeration(weekdays), "With nth: the weekday."),
    ])

  /// RFC 5545 `FREQ=YEARLY;BYMONTH;BYMONTHDAY`.
  static let yearly = ObjectSchema(
    "yearly", doc: "Once a year, on a month and day.",
    fields: [
      FieldSchema("month", .integer(min: 1, max: 12), required: true, "Month, 1–12."),
      FieldSchema("day", .integer(min: 1, max: 31), required: true, "Day of the month."),
      FieldSchema(
        "missing", .enumeration(missingDays),
        "For 29 February, required: 28 February in common years (last_day) or no notification (skip)."),
    ])

  /// A month and day of every year, `MM-dd`.
  static let monthDay = SchemaType.string(
    pattern: "^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", format: .monthDay)
  /// An RFC 5545 rule in specc's subset.
  static let rrule = SchemaType.string(format: .rrule)
  /// A date the spec fixes, or `app`.
  static let anchor = SchemaType.string(
    pattern: "^(app|[0-9][0-9][0-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))$", format: .anchor)

  /// On days, then off days, repeating from the anchor.
  static let cycle = ObjectSchema(
    "cycle", doc: "A rotation: on days, then off days, repeating from the anchor (its first on day).",
    fields: [
      FieldSchema("on", .integer(min: 1, max: 366), required: true, "Days on, from the anchor."),
      FieldSchema("off", .integer(min: 0, max: 366), required: true, "Days off after them; then on again."),
    ])

  /// Every N days counted from the last time done, which the app supplies.
  static let afterDone = ObjectSchema(
    "after done", doc: "Every N days counted from the last time done, a date the app supplies at run time.",
    fields: [
      FieldSchema(
        "days", .integer(min: 1, max: 3_660), required: true,
        "Days after the last time done: last + days, last + 2 × days, …")
    ])

  /// The same span of month-days every year.
  static let season = ObjectSchema(
    "season", doc: "The same span of dates every year, inclusive (from after until wraps the new year).",
    fields: [
      FieldSchema("from", monthDay, required: true, "First day, MM-dd (quote it: \"03-01\")."),
      FieldSchema("until", monthDay, required: true, "Last day, MM-dd, inclusive (quote it: \"09-30\")."),
    ])

  /// Random times in a window, new each day.
  static let random = ObjectSchema(
    "random times", doc: "count random times a day between from and to, at least gap_minutes apart, new each day.",
    fields: [
      FieldSchema("count", .integer(min: 1, max: 48), required: true, "How many a day."),
      FieldSchema("from", clockTime, required: true, "The earliest, HH:MM (quote it)."),
      FieldSchema("to", clockTime, required: true, "The latest, HH:MM, inclusive (quote it)."),
      FieldSchema("gap_minutes", .integer(min: 1, max: 720), required: true, "The least minutes between two."),
    ])

  /// N minutes after an event the app reports.
  static let afterEvent = ObjectSchema(
    "after event", doc: "Minutes after the last event the app reports (planned again at each report).",
    fields: [
      FieldSchema(
        "minutes", .integer(min: 1, max: 10_080), required: true,
        "Minutes after the event (positive: a notification follows its event).")
    ])

  /// Which template each role shows, and whether the time itself notifies (slots and kinds of
  /// user items).
  static let roleFields =
    [
      FieldSchema(
        "notify_at_time", .boolean,
        "false: reminders only, no notification at the time itself (default true); needs reminders.")
    ] + reminderFields + [
      FieldSchema(
        "snooze_template", id, refers: .id("template"),
        "Template a snoozed notification shows when it comes back (default: template); needs snooze.")
    ]

  /// What an item's reminders show, post on and play when not the item's own (issue 37): prayers,
  /// slots and kinds of user items.
  static let reminderFields = [
    FieldSchema(
      "reminder_template", id, refers: .id("template"),
      "Template its reminders show (default: template, which the at-time notification shows)."),
    FieldSchema(
      "reminder_channel", .string(), refers: .id("channel"), only: .android,
      "Android channel its reminders post on (default: its template's channel); its sound is theirs on Android 8+, so it has reminder_sound's."
    ),
    FieldSchema(
      "reminder_sound", .string(),
      "Sound file its reminders play (default: reminders.sound), e.g. reminder.wav; needs the sound reminder option where the item has reminder options."
    ),
  ]

  static let slot = ObjectSchema(
    "slot", doc: "A delivery at a local wall-clock time: daily unless monthly, yearly or on_dates says otherwise.",
    fields: [
      FieldSchema(
        "id", .string(pattern: "^[a-z0-9][a-z0-9_]*$"), required: true,
        "Stable id, a name (morning_dose) or, with slot_ids: hhmm, the time as HHmm (\"0800\")."),
      FieldSchema(
        "time", clockTime,
        "Local wall-clock HH:MM (\"08:00\"); quote it. Exactly one of time or every."),
      FieldSchema("every", .object(every), "Repeats every N minutes or hours between two times instead of one time."),
      FieldSchema("template", id, refers: .id("template"), "Template rendered for this slot."),
      FieldSchema("label", .string(), "Display name."),
      FieldSchema(
        "only_on", .list(.enumeration(weekdays)), unique: true,
        "Weekdays it fires on (RFC 5545 BYDAY); every day when absent."),
      FieldSchema(
        "user_weekdays", .list(.enumeration(weekdays)), unique: true,
        "The user chooses the weekdays it fires on; these are preselected. Not with only_on."),
      FieldSchema(
        "user_weekdays_from", .string(pattern: "^[a-z0-9][a-z0-9_]*$"), refers: .id("slot"),
        "Fires on the weekdays the user picks for another slot (its id), which has user_weekdays or takes them from another in turn. Not with only_on or user_weekdays."
      ),
      FieldSchema("monthly", .object(monthly), "Once a month instead of daily."),
      FieldSchema("yearly", .object(yearly), "Once a year instead of daily."),
      FieldSchema(
        "on_dates", .list(localDate), unique: true,
        "Only on these local dates (RFC 5545 RDATE), yyyy-MM-dd, instead of daily."),
      FieldSchema(
        "reminder", .list(.enumeration(["off", "silent", "sound"])), unique: true,
        "Reminder options a user can choose (default off when absent)."),
      FieldSchema(
        "reminder_offsets_minutes", .list(reminderOffset), unique: true,
        "Offsets a user may pick, overriding reminders.offsets_minutes."),
      FieldSchema(
        "max_reminders", .integer(min: 1, max: 10),
        "How many of the offsets the user may pick at once (default 1), each a reminder of its own."),
      FieldSchema(
        "snooze", .object(snooze), "Snoozing a delivered notification; its category needs a snoozing action."),
      FieldSchema(
        "time_range", .object(timeRange), "Times the user may pick instead of time (which stays the default)."),
      FieldSchema("opt_in", .boolean, "Off until the user switches it on (default false: on)."),
      FieldSchema("dates", .object(dateRange), "Only inside these local dates."),
      FieldSchema(
        "rrule", rrule,
        "An RFC 5545 rule instead of daily (FREQ=WEEKLY;INTERVAL=2;BYDAY=MO), from its anchor (required)."),
      FieldSchema(
        "anchor", anchor,
        "Where rrule or cycle starts (DTSTART): a date, or app when the app supplies it at run time."),
      FieldSchema("cycle", .object(cycle), "A rotation of on and off days from the anchor, instead of daily."),
      FieldSchema(
        "after_done", .object(afterDone),
        "Every N days from the last time done (the app supplies the date), instead of daily."),
      FieldSchema("season", .object(season), "Only inside this span of dates every year (March to September)."),
      FieldSchema(
        "random", .object(random), "Random times each day instead of one time (k a day in a window, a least gap)."),
      FieldSchema(
        "after_event", .object(afterEvent), "Minutes after an event the app reports, instead of a time."),
      FieldSchema(
        "os_repeat", .list(.enumeration(osRepeatPlatforms)), unique: true,
        "Platforms whose OS repeats it by itself: one repeating trigger per time (a weekday, a day of the month) that never runs out, instead of a window of one-shots."
      ),
    ] + roleFields)

  /// The platforms a slot's `os_repeat` may name: those with a repeating trigger.
  static let osRepeatPlatforms = ["ios", "android"]

  /// Reminders of a kind of user-created item: several per occurrence.
  static let itemReminders = ObjectSchema(
    "item reminders", doc: "The reminders a user may set on each item: several per occurrence.",
    fields: [
      FieldSchema(
        "offsets_minutes", .list(reminderOffset), required: true, unique: true,
        "Minutes before an occurrence a user may pick (1,440 is a day, 60 an hour)."),
      FieldSchema("max", .integer(min: 1, max: 10), "How many of them one item may have at once (default 1)."),
      FieldSchema(
        "default_offsets_minutes", .list(reminderOffset), unique: true,
        "The offsets a new item starts with (default none)."),
    ])

  /// What a user-created item may repeat as.
  static let userRepeats = ["once", "daily", "weekly", "monthly", "yearly"]

  static let userItem = ObjectSchema(
    "user item kind", doc: "A kind of item users create at run time (an event, a bill), at most max_count of them.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id of the kind, e.g. event."),
      FieldSchema("label", .string(), "Display name, e.g. Event."),
      FieldSchema(
        "max_count", .integer(min: 1, max: 10_000), required: true,
        "The most items of this kind the app lets a user create; the budget multiplies by it."),
      FieldSchema(
        "repeats", .list(.enumeration(userRepeats)), required: true, unique: true,
        "What an item may repeat as: once (on a date), daily, weekly (on weekdays the user picks), monthly (a day or an nth weekday) or yearly."
      ),
      FieldSchema("reminders", .object(itemReminders), "Reminders before each occurrence."),
      FieldSchema(
        "template", id, required: true, refers: .id("template"),
        "Template its notifications show (its channel and category with it)."),
      FieldSchema(
        "snooze", .object(snooze), "Snoozing a delivered notification; its category needs a snoozing action."),
      FieldSchema(
        "time", clockTime, "The time a new item starts with, HH:MM (quote it); the user may change it."),
      FieldSchema(
        "monthly", .object(monthly), "The day rule a new monthly item starts with (day 31, missing: last_day)."),
      FieldSchema("yearly", .object(yearly), "The day rule a new yearly item starts with."),
      FieldSchema(
        "sounds", .list(.string()), unique: true,
        "Sounds a user may choose for its notifications (an alarm tone); on Android each plays through the channel whose sound it is."
      ),
    ] + roleFields)

  static let channel = ObjectSchema(
    "channel", doc: "An Android notification channel; its id can never change once shipped.",
    fields: [
      FieldSchema(
        "id", .string(pattern: "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$"), required: true,
        "Stable id, e.g. doses.daily."),
      shipped("Android (a NotificationChannel id)"),
      FieldSchema("name", .string(), required: true, "User-visible name."),
      FieldSchema("description", .string(), "User-visible description."),
      FieldSchema(
        "importance", .enumeration(["min", "low", "default", "high", "max"]), required: true, "Android importance."),
      FieldSchema(
        "sound", .string(),
        "Sound file, 'default', or 'none' (a silent channel: setSound(null, null)); the channel of every sound an item lets the user choose."
      ),
      FieldSchema("vibration", .boolean, "Whether it vibrates."),
      FieldSchema(
        "vibration_pattern", .list(.integer(min: 0, max: 60_000)),
        "Android's vibration pattern in milliseconds: off, on, off, on… (the first value is the wait before the first vibration); at most 500 values, at least one on-time above 0, each at most 60,000."
      ),
      FieldSchema(
        "group", id, refers: .id("channel group"),
        "Channel group (channel_groups) it is listed under in the system settings."),
      FieldSchema(
        "visibility", .enumeration(ContentFacts.visibilities),
        "What the lock screen shows of its notifications: public (everything), private (that one arrived, not its text), secret (nothing); Android's default when absent is the user's setting."
      ),
      FieldSchema(
        "bypass_dnd", .boolean,
        "It may sound and show during Do Not Disturb (Android setBypassDnd); takes effect only with notification policy access, so the spec's Android flow must request notification_policy_access."
      ),
    ])

  static let channelGroup = ObjectSchema(
    "channel group",
    doc: "An Android channel group (NotificationChannelGroup): a section of the app's channels in the system settings.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id, e.g. alarms."),
      shipped("Android (a NotificationChannelGroup id)"),
      FieldSchema("name", .string(), required: true, "User-visible name of the section."),
      FieldSchema("description", .string(), "User-visible description (Android 9+)."),
    ])

  static let action = ObjectSchema(
    "action", doc: "An action button of a category (iOS, and Android when the category says so).",
    fields: [
      FieldSchema("id", .string(pattern: "^[A-Za-z][A-Za-z0-9_.-]*$"), required: true, "Stable id, e.g. OPEN."),
      shipped("iOS and Android (a UNNotificationAction identifier, an intent action)"),
      FieldSchema("title", .string(), required: true, "Button title."),
      FieldSchema("foreground", .boolean, "Opens the app."),
      FieldSchema("destructive", .boolean, "Shown as destructive."),
      FieldSchema("snoozes", .boolean, "The action snoozes the notification (slots with a snooze need one)."),
    ])

  static let category = ObjectSchema(
    "category",
    doc: "A notification category with its actions: iOS, and Android action buttons when platforms says so.",
    fields: [
      FieldSchema("id", .string(pattern: "^[A-Za-z][A-Za-z0-9_.-]*$"), required: true, "Stable id, e.g. DOSE_DUE."),
      shipped("iOS (a UNNotificationCategory identifier)"),
      FieldSchema("actions", .list(.object(action)), "Actions offered."),
      FieldSchema(
        "platforms", .list(.enumeration(["ios", "android"])), unique: true,
        "Where its actions are shown (default ios): with android, templates of this category show them as Android action buttons (at most three)."
      ),
      FieldSchema(
        "thread_identifier", .string(), refers: .placeholders("token"),
        "Grouping, e.g. per slot and day; a {{token}} in it names a declared token."),
    ])

  static let token = ObjectSchema(
    "token", doc: "A value templates insert as {{id}}: what it is and how long it can be.",
    fields: [
      FieldSchema("id", id, required: true, "Name used in templates as {{id}}, e.g. medicine."),
      FieldSchema(
        "kind", .enumeration(Token.Kind.allCases.map(\.rawValue)), required: true, "text, date, time or number."),
      FieldSchema(
        "max_length", .integer(min: 0, max: 100_000),
        "Text and number: the longest value the app sends, in user-perceived characters (extended grapheme clusters, Unicode 17.0.0). Date and time: only for a format whose length varies."
      ),
      FieldSchema(
        "max_utf16_length", .integer(min: 0, max: 100_000),
        "The longest value in UTF-16 code units; needed for a proof when rendering.length_units includes utf16."),
      FieldSchema(
        "format", .string(),
        "Date and time: the pattern of the value (yyyy, yy, MM, dd, HH, hh, mm, ss and literal text), e.g. yyyy-MM-dd or HH:mm."
      ),
      FieldSchema("description", .string(), "Where the value comes from."),
    ])

  static let missingValue = ObjectSchema(
    "missing value", doc: "What rendering does when a token has no value: exactly one of placeholder or skip.",
    fields: [
      FieldSchema("placeholder", .string(), "Text shown instead of the value (inserted as is, not escaped)."),
      FieldSchema(
        "skip", .string(pattern: "^[A-Z][A-Z0-9_]*$"), refers: .id("error code"),
        "Skip the notification and record this error code (one of error_codes)."),
    ])

  static let rendering = ObjectSchema(
    "rendering", doc: "How templates render unless a template says otherwise.",
    fields: [
      FieldSchema(
        "escaping", .enumeration(Escaping.allCases.map(\.rawValue)),
        "Escaping of token values: none (default, for native notifications) or html (where a web surface shows them)."),
      FieldSchema(
        "missing", .object(missingValue),
        "What a missing value does (default: every value is required, and the generated renderers take non-optional values)."
      ),
      FieldSchema(
        "length_units", .list(.enumeration(LengthUnit.allCases.map(\.rawValue))),
        "Units limits are counted in: characters (always), and utf16 when the copy also goes to JavaScript, Java or Kotlin code."
      ),
    ])

  static let templateVariant = ObjectSchema(
    "template variant", doc: "Another wording of a template (rotation, A/B test), checked like the template.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id of the variant."),
      FieldSchema(
        "title", .string(), required: true, refers: .placeholders("token", checkedBy: "template_tokens"), "Title."),
      FieldSchema(
        "body", .string(), required: true, refers: .placeholders("token", checkedBy: "template_tokens"), "Body."),
    ])

  static let template = ObjectSchema(
    "template", doc: "Title and body with {{tokens}}, rendered before scheduling.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id."),
      FieldSchema(
        "title", .string(), required: true, refers: .placeholders("token", checkedBy: "template_tokens"),
        "Title; at most 50 characters once rendered."),
      FieldSchema(
        "body", .string(), required: true, refers: .placeholders("token", checkedBy: "template_tokens"),
        "Body; at most 200 characters once rendered."),
      FieldSchema(
        "channel", .string(), refers: .id("channel", requiredOn: "android"),
        "Android channel id it posts to; required when the spec targets Android."),
      FieldSchema("category", .string(), refers: .id("category"), "iOS category id it uses."),
      FieldSchema(
        "escaping", .enumeration(Escaping.allCases.map(\.rawValue)), "Overrides rendering.escaping for this template."),
      FieldSchema("missing", .object(missingValue), "Overrides rendering.missing for this template."),
      FieldSchema("variants", .list(.object(templateVariant)), "Other wordings, each checked like the template."),
      FieldSchema(
        "overflow", .enumeration(OverflowPolicy.allCases.map(\.rawValue)),
        "When the worst-case render exceeds a limit: warning (default), error, or truncate (the ellipsis is intended; the docs show what is lost)."
      ),
      FieldSchema(
        "count", id, refers: .id("token", checkedBy: "translation_keys"),
        "A number token whose value selects the plural form (CLDR category) of each text that uses it; the forms are under localization.plurals."
      ),
      FieldSchema(
        "interruption_level", .enumeration(ContentFacts.interruptionLevels), only: .ios,
        "iOS 15+: passive, active (default), time_sensitive or critical; time_sensitive and critical need their entitlement under platforms.ios.entitlements."
      ),
      FieldSchema(
        "badge", .scalar, refers: .placeholders("token", checkedBy: "notification_badge"),
        "The count on the app icon (iOS badge, Android setNumber): an integer, or one number token as {{token}}."),
      FieldSchema(
        "group", .string(pattern: "^[a-z][a-z0-9_.]*$", format: .pattern),
        "Groups its notifications: iOS threadIdentifier, Android setGroup; on Android the group needs a summary template."
      ),
      FieldSchema(
        "group_summary", .boolean, only: .android,
        "Android: this template is its group's summary notification (setGroupSummary); needs group."),
      FieldSchema(
        "full_screen_intent", .boolean, only: .android,
        "Android: shows as a full-screen intent (USE_FULL_SCREEN_INTENT); an Android flow must ask for it and handle its denial."
      ),
      FieldSchema(
        "ongoing", .boolean, only: .android,
        "Android: the user cannot swipe it away (setOngoing); iOS has no such notification."),
      FieldSchema(
        "visibility", .enumeration(ContentFacts.visibilities), only: .android,
        "Android: what the lock screen shows of its notifications (setVisibility): public, private or secret; the lock screen shows the more restrictive of this and its channel's visibility."
      ),
      FieldSchema(
        "attachments", .list(.string()), unique: true, only: .ios,
        "iOS attachments, files relative to the spec's folder: images (jpg, gif, png) ≤ 10 MB, audio (aiff, wav, mp3, m4a) ≤ 5 MB, video (mpeg, mp4, avi) ≤ 50 MB."
      ),
    ])

  static let copy = ObjectSchema(
    "copy", doc: "A user-facing string with its platform and context.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id."),
      FieldSchema("platform", .enumeration(["all"] + platformNames), required: true, "Where it is shown."),
      FieldSchema(
        "context", .enumeration(["prompt", "status", "empty_state", "explanation", "button", "title"]), required: true,
        "What kind of string it is."),
      FieldSchema("text", .string(), required: true, "The text."),
      FieldSchema(
        "requests", .enumeration(permissionRequests),
        "For prompts: what the prompt asks for."),
    ])

  static let copyRule = ObjectSchema(
    "copy rule",
    doc:
      "A wording rule applied to every user-visible string: copy, status labels, templates, action titles, channel names and descriptions, prayer names and slot labels.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id; diagnostics carry it."),
      FieldSchema("message", .string(), required: true, "What a violation says."),
      FieldSchema("platforms", .list(.enumeration(["all"] + platformNames)), "Platforms it applies to (default all)."),
      FieldSchema(
        "contexts",
        .list(
          .enumeration([
            "prompt", "status", "empty_state", "explanation", "button", "title", "template", "template_title",
            "template_body", "action", "channel", "channel_name", "channel_description", "item_label", "prayer_name",
            "slot_label",
          ])),
        "Contexts it applies to (default all): a copy context; status (status labels); template (every title and body; template_title and template_body one of them); action (action titles); channel (channel names and descriptions; channel_name and channel_description one of them); item_label (prayer names and slot labels; prayer_name and slot_label one of them)."
      ),
      FieldSchema(
        "copy", .list(id), refers: .id("copy", "status label", "template"),
        "Only these ids of copy, status labels or templates."),
      FieldSchema(
        "except", .list(id), refers: .id("copy", "status label", "template"),
        "Ids of copy, status labels or templates it does not apply to."),
      FieldSchema(
        "except_requests",
        .list(.enumeration(permissionRequests)),
        "Prompts requesting these are exempt."),
      FieldSchema(
        "forbid_words", .list(.string()),
        "Words or phrases that must not appear: whole words, case-insensitive; the last word also matches its simple plural (alarm: Alarm, alarms; not AlarmKit)."
      ),
      FieldSchema(
        "require_any", .list(.string()),
        "At least one of these words or phrases must appear (matched like forbid_words)."),
      FieldSchema(
        "max_length", .integer(min: 1, max: 100_000),
        "Most user-perceived characters (extended grapheme clusters, Unicode 17.0.0) allowed; a template counts its worst case as rendered."
      ),
      FieldSchema("same_text_across_platforms", .boolean, "Copy of one context must read the same on every platform."),
      FieldSchema("severity", .enumeration(["error", "warning"]), "Default error."),
      FieldSchema(
        "languages", .list(.string(pattern: localeTagPattern, format: .pattern)),
        "Only texts in these languages (the source language's texts and translations; fr matches fr-CA); default every language."
      ),
      FieldSchema(
        "in_flows", .boolean,
        "Judge the strings flow states show (their copy, the status labels they set) by the flow's platform and the state, whatever the copy's context says."
      ),
      FieldSchema(
        "states", .list(.enumeration(["prompt", "decision", "action", "end"])),
        "With in_flows: only states of these kinds (default all)."),
      FieldSchema(
        "unless_facts", .list(name),
        "With in_flows: the rule does not apply in a state where every path to it set all of these facts (transitions' sets)."
      ),
    ])

  static let statusLabel = ObjectSchema(
    "status label", doc: "A user-facing status for one platform or capability state.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id, e.g. android_exact_armed."),
      FieldSchema("state", .string(), required: true, "The platform / capability state it describes."),
      FieldSchema("label", .string(), required: true, "The user-facing status."),
      FieldSchema("platform", .enumeration(["all"] + platformNames), "Where it applies (default all)."),
      FieldSchema("set_outside_flows", .boolean, "Set by the app outside any permission flow (e.g. Off)."),
    ])

  static let transition = ObjectSchema(
    "transition", doc: "An edge of a flow.",
    fields: [
      FieldSchema("on", .string(), required: true, "The event or answer that takes it."),
      FieldSchema(
        "to", id, required: true, refers: .id("flow state", checkedBy: "flow_unknown_state"), "Target state id."),
      FieldSchema(
        "user_event", .boolean,
        "Whether the user causes it (default: true out of prompts, false out of decisions and actions)."),
      FieldSchema(
        "sets", .list(name),
        "Facts that hold once this edge is taken (an answer such as \"Yes\" to \"AlarmKit authorized?\"); copy rules can be stated over them."
      ),
    ])

  static let flowState = ObjectSchema(
    "flow state", doc: "A state of a permission flow.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id."),
      FieldSchema(
        "kind", .enumeration(["prompt", "decision", "action", "end"]), required: true, "What the state does."),
      FieldSchema("title", .string(), required: true, "Text of the flowchart node."),
      FieldSchema("copy", id, refers: .id("copy", checkedBy: "flow_prompt_copy"), "Prompts: the copy id shown."),
      FieldSchema("answers", .list(.string()), "Decisions: every answer the question can have."),
      FieldSchema(
        "status", id, refers: .id("status label", checkedBy: "flow_end_status"),
        "End states (and actions that set one): the status label id."),
      FieldSchema("transitions", .list(.object(transition)), "Outgoing edges."),
    ])

  static let flow = ObjectSchema(
    "flow", doc: "A permission flow of one platform.",
    fields: [
      FieldSchema("id", id, required: true, "Stable id."),
      FieldSchema("platform", .enumeration(platformNames), required: true, "Its platform."),
      FieldSchema("title", .string(), "Heading."),
      FieldSchema(
        "start", id, required: true, refers: .id("flow state", checkedBy: "flow_unknown_state"), "Start state id."),
      FieldSchema("states", .list(.object(flowState)), required: true, "Its states."),
    ])

  static let featureFlag = ObjectSchema(
    "feature flag", doc: "A configuration flag with its default.",
    fields: [
      FieldSchema(
        "id", .string(pattern: "^[a-z][A-Za-z0-9_]*$"), required: true, "Flag key, e.g. prefetchLeadMinutes."),
      FieldSchema("type", .enumeration(["string", "integer", "boolean"]), required: true, "Value type."),
      FieldSchema("default", .scalar, required: true, "Default value."),
      FieldSchema("description", .string(), "What it controls."),
      FieldSchema(
        "names", .enumeration(FlagValues.kinds.map(\.key)),
        "The default is the id of one of these (checked like any reference, and by lint --against when it changes)."),
      FieldSchema(
        "equals", .enumeration(FlagValues.settings.map(\.key)),
        "The default restates this setting of the spec and must equal it."),
    ])

  static let errorCode = ObjectSchema(
    "error code", doc: "A code of the error taxonomy.",
    fields: [
      FieldSchema("id", .string(pattern: "^[A-Z][A-Z0-9_]*$"), required: true, "Code, e.g. FETCH_TIMEOUT."),
      FieldSchema("description", .string(), "What it means."),
    ])

  static let acceptedBreakingChange = ObjectSchema(
    "accepted breaking change",
    doc: "A change that `specc lint --against` reports as breaking installed apps, accepted on purpose.",
    fields: [
      FieldSchema("id", .string(), required: true, "The removed, renamed or changed id (the previous version's)."),
      FieldSchema("reason", .string(), required: true, "Why breaking installed apps is acceptable; shown in reports."),
      FieldSchema(
        "rule", .enumeration(BreakingRules.acceptableIDs), "Only this breaking-change rule (default: any for this id)."),
    ])

  /// A BCP 47 language tag: `en`, `fr-CA`, `zh-Hant-TW` (`_` is read as `-`).
  static let localeTagPattern = "^[a-z][a-z][a-z]*([-_][A-Za-z0-9][A-Za-z0-9][A-Za-z0-9]*)*$"
  /// A locale tag that `translation_keys` checks (`LocaleTag.isValid`); where no rule reads one
  /// (a copy rule's `languages`), the validator checks the pattern.
  static let localeTag = SchemaType.string(pattern: localeTagPattern)

  /// CLDR's plural categories.
  static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

  static let localization = ObjectSchema(
    "localization",
    doc:
      "The languages the app ships and the translations of its user-visible texts, keyed by stable string keys (templates.<id>.title, copy.<id>, …).",
    fields: [
      FieldSchema(
        "source_language", localeTag, required: true, "The language the spec's own texts are written in, e.g. en."),
      FieldSchema("locales", .list(localeTag), "The other locales the app ships, e.g. [fr, ar]."),
      FieldSchema(
        "translations", .map(.map(.string(), keys: nil), keys: nil),
        "By locale: string key → translated text, for every text that does not vary with a count."),
      FieldSchema(
        "plurals", .map(.map(.map(.string(), keys: pluralCategories), keys: nil), keys: nil),
        "By locale (the source language included): string key → CLDR plural category → text, for texts that use their template's count token."
      ),
    ])

  /// The keys every spec starts with; the sections follow (`SpecSections`).
  static let header: [FieldSchema] = [
    FieldSchema("spec", id, required: true, "Spec id: stable, names the docs page and the docs blocks."),
    FieldSchema("name", .string(), required: true, "App or system name."),
    FieldSchema("version", .string(), required: true, "Spec version (quote it)."),
    FieldSchema("description", .string(), "What the system is."),
    FieldSchema(
      "swift_name", .string(pattern: "^[A-Z][A-Za-z0-9]*$", format: .pattern),
      "The generated namespace, when the name's UpperCamelCase form is not the one wanted (default: from name)."),
    FieldSchema(
      "slot_ids", .enumeration(["names", "hhmm"]),
      "How slot ids are written: any name (default), or the slot's time as HHmm, a checked rule (\"08:00\" → \"0800\")."
    ),
  ]

  /// The root of a spec file: the header and every section of `SpecSections.all`.
  public static var root: ObjectSchema { SectionList.standard.root }
}
