@file:Suppress("unused", "MemberVisibilityCanBePrivate")

package specc.runtime

import java.time.Instant
import java.time.ZoneId

/**
 * The rolling-window planner that specc generates per spec (`<Namespace>.Planner`), ported from
 * SpeccRuntime's `Scheduling` (Swift) with the same semantics: given now, the user's time zone,
 * the user's settings and the times the app provides, it returns the notifications to keep
 * pending, soonest first, never more than the platform's cap minus its reserve. Pure and
 * deterministic: no clock, no I/O, no global state.
 *
 * Wall-clock truth: every time is a local wall-clock time on a local (proleptic Gregorian) date
 * in the time zone, so a slot at 08:00 stays at 08:00 across a daylight-saving change.
 * - A time that does not exist (inside a spring-forward gap) fires the gap's length later; if
 *   that moves it to another local date (a day a time zone skipped, Pacific/Apia on 2011-12-30),
 *   the occurrence is skipped.
 * - A time that occurs twice (inside a fall-back overlap) fires at its first occurrence.
 *
 * Needs java.time: Android API 26, or core library desugaring below it
 * (`coreLibraryDesugaringEnabled true` with `com.android.tools:desugar_jdk_libs`).
 */
object Scheduling {
    /** A local calendar date; `2026-03-08`. */
    data class LocalDate(val year: Int, val month: Int, val day: Int) : Comparable<LocalDate> {
        override fun compareTo(other: LocalDate): Int = when {
            year != other.year -> year.compareTo(other.year)
            month != other.month -> month.compareTo(other.month)
            else -> day.compareTo(other.day)
        }

        override fun toString(): String = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)

        private fun pad(value: Int, width: Int): String {
            val text = value.toString()
            return "0".repeat(maxOf(0, width - text.length)) + text
        }
    }

    /** A local wall-clock time. */
    data class LocalTime(val hour: Int, val minute: Int) : Comparable<LocalTime> {
        /** Minutes since midnight. */
        val minutes: Int get() = hour * 60 + minute

        override fun compareTo(other: LocalTime): Int = minutes.compareTo(other.minutes)
    }

    /** When an item fires. */
    sealed class When {
        /** At a wall-clock time the spec fixes (or the user picks, see [ItemSettings.time]). */
        data class At(val time: LocalTime) : When()

        /** At a time the app provides for each date; [Input.providedTime]. */
        object Provided : When()

        /** On each day the item occurs: [from], [from] + [minutes], … while at or before [to] (inclusive), wall-clock. */
        data class Every(val minutes: Int, val from: LocalTime, val to: LocalTime) : When()

        /** On each day the item occurs: [count] random times from [from] to [to] (inclusive), at least [gap] minutes apart ([Recurrence.randomTimes], keyed by the item's id). */
        data class Random(val count: Int, val from: LocalTime, val to: LocalTime, val gap: Int) : When()

        /** [minutes] after the last event the app reports ([Input.events], by item id), once; plan again at each report. */
        data class AfterEvent(val minutes: Int) : When()
    }

    /**
     * What a month (or year) lacking the day does: [LAST_DAY] = RFC 7529 `SKIP=BACKWARD` (day 31 →
     * 30 April, 28/29 February); [SKIP] = RFC 5545's default (that month has none).
     */
    enum class MissingDay { LAST_DAY, SKIP }

    /** The days an item occurs on (RFC 5545); [Item.weekdays] filters and [Item.from]/[Item.until] bound every kind. */
    sealed class Days {
        /** Every day (`FREQ=DAILY`). */
        object EveryDay : Days() {
            override fun toString(): String = "everyDay"
        }

        /** A day of the month, 1…31 (`FREQ=MONTHLY;BYMONTHDAY`). */
        data class Monthly(val day: Int, val missing: MissingDay) : Days()

        /** The nth weekday (1 = Sunday … 7 = Saturday) of the month, ordinal 1…5 or −1…−5 from its end (`BYDAY=2TU`). */
        data class MonthlyNth(val ordinal: Int, val weekday: Int) : Days()

        /** A day of a month every year (`FREQ=YEARLY;BYMONTH;BYMONTHDAY`). */
        data class Yearly(val month: Int, val day: Int, val missing: MissingDay) : Days()

        /** One-off dates (RDATE). */
        data class Dates(val dates: List<LocalDate>) : Days()

        /** An RFC 5545 rule anchored at [anchor] (`DTSTART`); null: the app supplies it ([Input.anchors]). */
        data class Rule(val rule: Recurrence.Rule, val anchor: LocalDate?) : Days()

        /** [on] days on, then [off] days off, from [anchor] (null: the app supplies it, [Input.anchors]). */
        data class Cycle(val on: Int, val off: Int, val anchor: LocalDate?) : Days()

        /** Every [days] days after the last time done, which the app supplies ([Input.anchors]). */
        data class EveryDays(val days: Int) : Days()

        companion object {
            /** The days of RFC 5545 text from [anchor]; text that does not read (which `specc lint` rejects) never occurs. */
            fun rule(rrule: String, anchor: LocalDate?): Days = Recurrence.parse(rrule)?.let { Rule(it, anchor) } ?: Dates(emptyList())
        }
    }

    /** The same span of month-days every year, inclusive (from after until wraps the new year). */
    data class Season(val fromMonth: Int, val fromDay: Int, val untilMonth: Int, val untilDay: Int) {
        fun contains(date: LocalDate): Boolean {
            val day = date.month * 100 + date.day
            val start = fromMonth * 100 + fromDay
            val end = untilMonth * 100 + untilDay
            return if (start <= end) day in start..end else day >= start || day <= end
        }
    }

    /** How long a snooze lasts and how often in a row it may be taken. */
    data class Snooze(val minutes: Int, val maxCount: Int, val options: List<Int> = emptyList())

    /** The wall-clock times a user may pick: [earliest] to [latest] in steps of [stepMinutes]. */
    data class TimeRange(val earliest: LocalTime, val latest: LocalTime, val stepMinutes: Int)

    /** Something that fires, as the spec declares it. [weekdays]: 1 = Sunday … 7 = Saturday. */
    data class Item(
        val id: String,
        val timing: When,
        val weekdays: Set<Int>? = null,
        val from: LocalDate? = null,
        val until: LocalDate? = null,
        val reminderOffsets: List<Int> = emptyList(),
        val template: String? = null,
        val channel: String? = null,
        val category: String? = null,
        val sound: String? = null,
        val reminderSound: String? = null,
        val snooze: Snooze? = null,
        /** The range the user may pick the time in, on its step grid: a picked time off it is dropped (OFF_GRID). */
        val timeRange: TimeRange? = null,
        val days: Days = Days.EveryDay,
        /** How many of [reminderOffsets] the user may pick at once. */
        val maxReminders: Int = 1,
        /** The user may choose the weekdays: [ItemSettings.weekdays] replaces [weekdays]. */
        val userWeekdays: Boolean = false,
        /** Non-null: a kind of user-created item, not planned itself; [Input.userItems] of this kind are (at most [maxCount]). */
        val maxCount: Int? = null,
        /** Only inside this span of every year. */
        val season: Season? = null,
        /** False: reminders only, no notification at the time itself. */
        val atTime: Boolean = true,
        /** The template of its reminders (null: [template]) and of a snoozed notification (data for the app). */
        val reminderTemplate: String? = null,
        val snoozeTemplate: String? = null,
        /** The channel its reminders post on (null: [channel]): on Android its sound is theirs. */
        val reminderChannel: String? = null,
        /**
         * The id of another item whose user-chosen weekdays this one fires on: that item's
         * [ItemSettings.weekdays], else its preselected [weekdays], followed through items that take
         * theirs from another in turn; an unknown id or a loop leaves this item's own [weekdays].
         */
        val userWeekdaysFrom: String? = null,
        /**
         * The platforms whose OS repeats it by itself (`os_repeat`): planned on a [Configuration] of one of them as
         * one repeating request per trigger ([Repeat]), where the OS can repeat it as planned; else as one-shots.
         */
        val osRepeat: Set<Platform> = emptySet()
    )

    /** An item the user created at runtime, of a kind (an [Item] with [Item.maxCount]); [id] is the app's stable id. */
    data class UserItem(
        val kind: String,
        val id: String,
        val timing: When,
        val days: Days = Days.EveryDay,
        val weekdays: Set<Int>? = null,
        val from: LocalDate? = null,
        val until: LocalDate? = null,
        val settings: ItemSettings = ItemSettings()
    )

    /** A notification the app schedules for itself (a midnight re-planning trigger). */
    data class Trigger(val id: String, val per: Per) {
        enum class Per { DAY, WINDOW }
    }

    /** One platform's window and cap, from the spec. [cap] is null when the OS has no cap. */
    data class Configuration(
        val windowDays: Int,
        val cap: Int?,
        val reserve: Int = 0,
        val refreshHours: Int? = null,
        val triggers: List<Trigger> = emptyList(),
        /** The platform it plans for: the items whose [Item.osRepeat] names it repeat by themselves. */
        val platform: Platform? = null
    ) {
        /** How many notifications a plan may hold: cap − reserve (unlimited without a cap). */
        val limit: Int get() = if (cap == null) Int.MAX_VALUE else maxOf(0, cap - reserve)
    }

    /** A spec's limits on what reaches the user, which [plan] honours. */
    data class Limits(val maxPerDay: Int? = null, val quietHours: QuietHours? = null)

    /**
     * Local wall-clock hours without sound or banners, [from] up to [to] (may wrap midnight);
     * [userCanDisable]: the user may switch them off ([Settings.quietHoursOn]).
     */
    data class QuietHours(val from: LocalTime, val to: LocalTime, val userCanDisable: Boolean = false)

    /** What the user chose for one item. */
    data class ItemSettings(
        val isOn: Boolean = true,
        val reminderOffset: Int? = null,
        val time: LocalTime? = null,
        val sound: Boolean = true,
        val reminderSound: Boolean = true,
        /** The reminders picked (minutes before); those not offered, and beyond [Item.maxReminders], are ignored. */
        val reminderOffsets: List<Int> = emptyList(),
        /** The weekdays the user chose, for an item with [Item.userWeekdays]; null keeps the item's. */
        val weekdays: Set<Int>? = null,
        /** Paused until then: a notification firing before it is absent. */
        val pausedUntil: Instant? = null
    )

    /**
     * By item id; an item without an entry is off. [pausedUntil]: the whole app paused until then.
     * [quietHoursOn]: false switches the quiet hours off, when [QuietHours.userCanDisable] lets the user.
     */
    data class Settings(
        val items: Map<String, ItemSettings>,
        val pausedUntil: Instant? = null,
        val quietHoursOn: Boolean = true
    )

    /** What a pending notification is. */
    sealed class Kind {
        object AtTime : Kind() {
            override fun toString(): String = "atTime"
        }

        data class Reminder(val minutesBefore: Int) : Kind()

        object Trigger : Kind() {
            override fun toString(): String = "trigger"
        }
    }

    /** One occurrence to render: what the app's `render` function receives. */
    data class Occurrence(
        val itemId: String,
        val kind: Kind,
        val date: LocalDate,
        val time: LocalTime,
        val template: String?,
        /** The user item's id ([itemId] is then its kind); null for the spec's items. */
        val userItemId: String? = null
    )

    /** A notification to keep pending; [id] is stable across runs. */
    data class Notification(
        val id: String,
        val fireDate: Instant,
        val occurrence: Occurrence,
        val title: String,
        val body: String,
        val channel: String?,
        val category: String?,
        /** The sound file to play, `"default"` for the platform's, null for a silent notification. */
        val sound: String?,
        /** Groups an item's notifications of one day (a repeating one's: the item's id). */
        val threadIdentifier: String,
        /** Non-null: the OS repeats it by itself with this trigger; [fireDate] is its next firing. */
        val repeats: Repeat? = null
    )

    /**
     * The pending notifications of the window, in fire order, at most [Configuration.limit];
     * [leftOut]: the soonest that did not fit; [refreshDate]: when the app must plan again.
     */
    data class Plan(
        val notifications: List<Notification>,
        val leftOut: List<Notification>,
        val refreshDate: Instant,
        /** Every notification dropped by a limit, with its reason, in fire order. */
        val dropped: List<Dropped> = emptyList(),
        /**
         * The id prefix every notification of the plan carries ([namespace], `specc.<spec>.`): [reconcile] reads
         * and cancels only pending ids with it, so the app's own notifications and another spec's are never
         * touched. Empty (a plan made without one) owns every id.
         */
        val namespace: String = ""
    )

    /** Why the planner dropped a notification. */
    enum class DropReason { CAP, QUIET_HOURS, MAX_PER_DAY, OFF_GRID, OVER_MAX_COUNT }

    /** A notification the plan does not hold, and why. */
    data class Dropped(val notification: Notification, val reason: DropReason)

    /** What the app provides. */
    class Input(
        val now: Instant,
        val zone: ZoneId,
        val settings: Settings,
        /** The time of an item with provided times on a date (null: none that day). */
        val providedTime: (String, LocalDate) -> LocalTime? = { _, _ -> null },
        /** The title and body of an occurrence (null: skip it, e.g. missing content). */
        val render: (Occurrence) -> TemplateRendering.RenderedNotification?,
        /** The items the user created (of kinds with [Item.maxCount]), in the app's order. */
        val userItems: List<UserItem> = emptyList(),
        /** The anchors the app supplies, by item id (a user item's `<kind>.<id>`): a rule's or cycle's start, the last time done. */
        val anchors: Map<String, LocalDate> = emptyMap(),
        /** The instant of the last event the app reported, by item id, for [When.AfterEvent]. */
        val events: Map<String, Instant> = emptyMap()
    )

    /**
     * A request the OS reports as pending: its identifier and, when known, its next fire date and, for one the OS
     * repeats, its trigger (what [reconcile] compares it by: its next date moves every day).
     */
    data class PendingRequest(val id: String, val fireDate: Instant? = null, val repeats: Repeat? = null)

    /** The least work that makes the OS hold exactly a plan: ids to cancel (sorted), notifications to add (plan order). */
    data class Reconciliation(val cancel: List<String>, val add: List<Notification>)

    private val midnight = LocalTime(0, 0)

    /**
     * The plan for [items] under [configuration], honouring [limits]. What does not reach the
     * user, in this order (as Swift's `Scheduling.plan` documents): paused (before the item's or
     * the app's `pausedUntil`: absent, not listed; triggers are never paused); OVER_MAX_COUNT (a
     * user item beyond its kind's maxCount); OFF_GRID (a user-picked time outside the item's
     * timeRange or off its grid); QUIET_HOURS (from ≤ wall-clock time < to, wrapping midnight);
     * MAX_PER_DAY (per local date of the fire date: at-time before reminders, then earlier, then
     * id; those before now count); CAP (soonest first kept, also [Plan.leftOut]). Self-scheduled
     * triggers are exempt from quiet hours and the daily maximum.
     */
    /** The id prefix of a spec's notifications, `specc.<spec id>.`; no spec's is a prefix of another's. */
    fun namespace(spec: String): String = "specc.$spec."

    /** Whether [id] is one of [namespace]'s notifications (its UTF-16 code units begin with the namespace's). */
    fun owns(namespace: String, id: String): Boolean = id.startsWith(namespace)

    /** Every id starts with [namespace] (the generated planner passes [namespace] of its spec). */
    fun plan(
        items: List<Item>, configuration: Configuration, input: Input, limits: Limits = Limits(), namespace: String = ""
    ): Plan {
        val zone = input.zone
        val today = localDate(input.now, zone)
        val dates = (0 until maxOf(0, configuration.windowDays)).map { adding(it, today) }
        // The window ends when the day after it starts; a reminder firing before then is planned
        // even when its occurrence lies after the window (a 1,440-minute reminder with a 1-day window).
        val window = Window(dates, dates.lastOrNull()?.let { resolve(adding(1, it), midnight, zone).first })
        val candidates = ArrayList<Candidate>()
        for (item in items) {
            val maxCount = item.maxCount
            if (maxCount != null) {
                var count = 0
                for (user in input.userItems) {
                    if (user.kind != item.id) continue
                    count++
                    if (!user.settings.isOn) continue
                    val weekdays = if (item.userWeekdays) user.settings.weekdays ?: user.weekdays else user.weekdays
                    val source = Source(
                        item, user.id, user.timing, null, user.days, weekdays, user.from, user.until, user.settings,
                        count > maxCount
                    )
                    candidates.addAll(occurrences(source, window, input, namespace, limits.maxPerDay != null))
                }
                continue
            }
            val settings = input.settings.items[item.id] ?: continue
            if (!settings.isOn) continue
            val weekdays = when {
                item.userWeekdaysFrom != null -> sharedWeekdays(item, items, input.settings)
                item.userWeekdays -> settings.weekdays ?: item.weekdays
                else -> item.weekdays
            }
            val source = Source(
                item, null, item.timing, settings.time, item.days, weekdays, item.from, item.until, settings, false
            )
            val repeating = repeats(source, input, limits, configuration)
            if (repeating != null) {
                candidates.addAll(repeating(source, repeating, input, namespace))
                continue
            }
            candidates.addAll(occurrences(source, window, input, namespace, limits.maxPerDay != null))
        }
        for (note in triggers(configuration, dates, input, namespace)) candidates.add(Candidate(note, null, true))
        val quiet = limits.quietHours
        if (quiet != null && quiet.from != quiet.to && (input.settings.quietHoursOn || !quiet.userCanDisable)) {
            for (candidate in candidates) {
                if (candidate.drop != null || candidate.exempt) continue
                val minute = wallMinutes(candidate.note.fireDate, zone)
                val inside = if (quiet.from < quiet.to) quiet.from.minutes <= minute && minute < quiet.to.minutes
                else minute >= quiet.from.minutes || minute < quiet.to.minutes
                if (inside) candidate.drop = DropReason.QUIET_HOURS
            }
        }
        val maxPerDay = limits.maxPerDay
        if (maxPerDay != null) {
            val byDay = LinkedHashMap<LocalDate, ArrayList<Candidate>>()
            for (candidate in candidates) {
                if (candidate.drop != null || candidate.exempt) continue
                byDay.getOrPut(localDate(candidate.note.fireDate, zone)) { ArrayList() }.add(candidate)
            }
            for (day in byDay.values) {
                if (day.size <= maxOf(0, maxPerDay)) continue
                val ranked = day.sortedWith(Comparator { x, y ->
                    val rx = if (x.note.occurrence.kind == Kind.AtTime) 0 else 1
                    val ry = if (y.note.occurrence.kind == Kind.AtTime) 0 else 1
                    when {
                        rx != ry -> rx.compareTo(ry)
                        x.note.fireDate != y.note.fireDate -> x.note.fireDate.compareTo(y.note.fireDate)
                        else -> x.note.id.compareTo(y.note.id)
                    }
                })
                for (candidate in ranked.drop(maxOf(0, maxPerDay))) candidate.drop = DropReason.MAX_PER_DAY
            }
        }
        val upcoming = candidates.filter { it.note.fireDate > input.now }.sortedWith(Comparator { a, b ->
            val byDate = a.note.fireDate.compareTo(b.note.fireDate)
            if (byDate != 0) byDate else a.note.id.compareTo(b.note.id)
        })
        val planned = upcoming.filter { it.drop == null }.map { it.note }
        val limit = minOf(configuration.limit, planned.size)
        val kept = planned.subList(0, limit).toList()
        val leftOut = planned.subList(limit, planned.size).toList()
        val capped = leftOut.map { it.id }.toHashSet()
        val dropped = upcoming.mapNotNull { candidate ->
            val reason = candidate.drop
            when {
                reason != null -> Dropped(candidate.note, reason)
                capped.contains(candidate.note.id) -> Dropped(candidate.note, DropReason.CAP)
                else -> null
            }
        }
        // The window ends when the day after it starts (for a skipped day, the day after that); an
        // empty window at the start of tomorrow. Every candidate is after now, so the refresh is too.
        var refresh = resolve(adding(1, dates.lastOrNull() ?: today), midnight, zone).first
        val hours = configuration.refreshHours
        if (hours != null && hours > 0) refresh = minOf(refresh, input.now.plusSeconds(hours * 3_600L))
        val first = leftOut.firstOrNull()
        if (first != null) refresh = minOf(refresh, first.fireDate)
        // A self-scheduled trigger (the midnight re-planning) wakes the app: plan again then.
        val trigger = kept.firstOrNull { it.occurrence.kind == Kind.Trigger }
        if (trigger != null) refresh = minOf(refresh, trigger.fireDate)
        return Plan(kept, leftOut, refresh, dropped, namespace)
    }

    /**
     * The weekdays of an item with [Item.userWeekdaysFrom]: those the user chose for the item it
     * names (or its preselected ones), followed through items that take theirs from another; the
     * item's own weekdays when an id names no such item or the ids loop.
     */
    internal fun sharedWeekdays(item: Item, items: List<Item>, settings: Settings): Set<Int>? {
        var current = item
        val seen = hashSetOf(item.id)
        while (true) {
            val next = current.userWeekdaysFrom ?: break
            val target = items.firstOrNull { it.id == next && it.maxCount == null }
            if (target == null || !seen.add(next)) return item.weekdays
            current = target
        }
        return if (current.userWeekdays) settings.items[current.id]?.weekdays ?: current.weekdays else current.weekdays
    }

    /** A notification on its way into the plan, and why it is dropped (null: not dropped). */
    private class Candidate(val note: Notification, var drop: DropReason?, val exempt: Boolean)

    /** What an item or a user item plans from; [picked]: the user's time for a spec item's At. */
    private class Source(
        val item: Item,
        val userItemId: String?,
        val timing: When,
        val picked: LocalTime?,
        val days: Days,
        val weekdays: Set<Int>?,
        val from: LocalDate?,
        val until: LocalDate?,
        val settings: ItemSettings,
        val over: Boolean
    )

    /** The window's dates and its end (null for an empty window). */
    private class Window(val dates: List<LocalDate>, val end: Instant?)

    /**
     * The at-time notifications and reminders of [source] on the window's dates (those before now
     * too when [past]), and the reminders of its occurrences after the window that fire before the
     * window ends; paused ones left out.
     */
    private fun occurrences(source: Source, window: Window, input: Input, namespace: String, past: Boolean): List<Candidate> {
        val item = source.item
        val timing = source.timing
        val drop = if (source.over) DropReason.OVER_MAX_COUNT else if (offGrid(source)) DropReason.OFF_GRID else null
        val itemPause = source.settings.pausedUntil
        val appPause = input.settings.pausedUntil
        val paused = if (itemPause == null) appPause else if (appPause == null || itemPause > appPause) itemPause else appPause
        val offsets = reminderOffsets(item, source.settings)
        val prefix = if (source.userItemId != null) item.id + "." + source.userItemId else item.id
        val sound = if (source.settings.sound) item.sound ?: "default" else null
        val reminderSound = if (source.settings.reminderSound) item.reminderSound ?: "default" else null
        val dates = ArrayList(window.dates)
        val lastInWindow = window.dates.lastOrNull()
        val longest = offsets.fold(0) { a, b -> maxOf(a, b) }
        // The days after the window whose occurrences' reminders can fire inside it (a day's slack
        // for a clock change).
        if (lastInWindow != null && longest > 0 && window.end != null) {
            for (day in 1..(longest / 1_440 + 2)) dates.add(adding(day, lastInWindow))
        }
        val result = ArrayList<Candidate>()
        val anchor = input.anchors[prefix]
        val repeats = timing is When.Every || timing is When.Random || timing is When.AfterEvent
        for (date in dates) {
            if (!occurs(source, anchor, date)) continue
            val afterWindow = lastInWindow == null || date > lastInWindow
            val times = ArrayList<LocalTime>()
            var eventFire: Instant? = null
            when (timing) {
                is When.At -> times.add(source.picked ?: timing.time)
                // A user item's provided time is asked for by `<kind>.<user item id>`.
                is When.Provided -> input.providedTime(prefix, date)?.let { times.add(it) }
                is When.Every -> {
                    var minute = timing.from.minutes
                    while (minute <= timing.to.minutes && minute < 24 * 60) {
                        times.add(LocalTime(minute / 60, minute % 60))
                        if (timing.minutes <= 0) break
                        minute += timing.minutes
                    }
                }
                is When.Random ->
                    times.addAll(Recurrence.randomTimes(prefix, date, timing.count, timing.from, timing.to, timing.gap).distinct().sorted())
                is When.AfterEvent -> {
                    val event = input.events[prefix]
                    if (event != null) {
                        val fire = Recurrence.afterEvent(timing.minutes, event)
                        if (localDate(fire, input.zone) == date) {
                            val minute = wallMinutes(fire, input.zone)
                            eventFire = fire
                            times.add(LocalTime(minute / 60, minute % 60))
                        }
                    }
                }
            }
            // A repeating time inside a spring-forward gap moves later by the gap's length; where that
            // lands on another of the day's times (02:00 → 03:00), only the real 03:00 fires.
            val fires = if (eventFire != null) listOf(eventFire) else times.map { instant(date, it, input.zone) }
            val exact = HashSet<Instant>()
            if (repeats) {
                for (i in times.indices) {
                    val fire = fires[i]
                    if (fire != null && wallMinutes(fire, input.zone) == times[i].minutes) exact.add(fire)
                }
            }
            for (i in times.indices) {
                val time = times[i]
                val fire = fires[i] ?: continue
                if (repeats && wallMinutes(fire, input.zone) != time.minutes && exact.contains(fire)) continue
                val suffix = if (repeats) "." + hhmm(time) else ""
                fun add(kind: Kind, at: Instant, id: String, sound: String?) {
                    if (afterWindow && (kind == Kind.AtTime || window.end == null || at >= window.end)) return
                    if (paused != null && at < paused) return
                    if (!past && at <= input.now) return
                    // A reminder shows, posts on and plays its own, when the item names them.
                    val atTime = kind == Kind.AtTime
                    val template = if (atTime) item.template else item.reminderTemplate ?: item.template
                    val occurrence = Occurrence(item.id, kind, date, time, template, source.userItemId)
                    val rendered = input.render(occurrence) ?: return
                    val channel = if (atTime) item.channel else item.reminderChannel ?: item.channel
                    val note = Notification(
                        id, at, occurrence, rendered.title, rendered.body, channel, item.category, sound,
                        "$prefix.$date"
                    )
                    result.add(Candidate(note, drop, false))
                }
                if (item.atTime) add(Kind.AtTime, fire, "$namespace$prefix.at.$date$suffix", sound)
                for (offset in offsets) {
                    add(Kind.Reminder(offset), fire.minusSeconds(offset * 60L), "$namespace$prefix.reminder.$date$suffix.$offset", reminderSound)
                }
            }
        }
        return result
    }

    /** Whether the time the user picked (or a user item's `At` time) lies outside the item's time range or off its grid. */
    private fun offGrid(source: Source): Boolean {
        val timing = source.timing
        val userTime = if (timing is When.At) (if (source.userItemId != null) timing.time else source.picked) else null
        val range = source.item.timeRange
        return userTime != null && range != null && (userTime < range.earliest || userTime > range.latest ||
            (range.stepMinutes > 0 && (userTime.minutes - range.earliest.minutes) % range.stepMinutes != 0))
    }

    /** A platform a configuration plans for: an item repeats by itself ([Item.osRepeat]) only on those it names. */
    enum class Platform { IOS, ANDROID, WEB, ELECTRON }

    /**
     * A request the OS repeats by itself (issue 37, item 5): one pending request that never runs out, in
     * wall-clock time. Weekday 1 = Sunday … 7 = Saturday; a month lacking the day is skipped. As Swift's
     * `Scheduling.Repeat`.
     */
    sealed class Repeat {
        abstract val time: LocalTime

        data class Daily(override val time: LocalTime) : Repeat()
        data class Weekly(val weekday: Int, override val time: LocalTime) : Repeat()
        data class Monthly(val day: Int, override val time: LocalTime) : Repeat()
        data class Yearly(val month: Int, val day: Int, override val time: LocalTime) : Repeat()

        /** `daily`, `weekly.2`, `monthly.31`, `yearly.2-29`: the part of a repeating request's id that names its trigger. */
        val key: String
            get() = when (this) {
                is Daily -> "daily"
                is Weekly -> "weekly.$weekday"
                is Monthly -> "monthly.$day"
                is Yearly -> "yearly.$month-$day"
            }

        /** `weekly:2:8:0`: what the Android adapter carries in an alarm's extras to re-arm it ([decode] reads it). */
        fun encode(): String = when (this) {
            is Daily -> "daily"
            is Weekly -> "weekly:$weekday"
            is Monthly -> "monthly:$day"
            is Yearly -> "yearly:$month:$day"
        } + ":" + time.hour + ":" + time.minute

        companion object {
            /** The repeat [encode] wrote, or null for text it did not write. */
            fun decode(text: String): Repeat? {
                val parts = text.split(":")
                val numbers = parts.drop(1).map { it.toIntOrNull() ?: return null }
                if (numbers.size < 2) return null
                val time = LocalTime(numbers[numbers.size - 2], numbers[numbers.size - 1])
                return when {
                    parts[0] == "daily" && numbers.size == 2 -> Daily(time)
                    parts[0] == "weekly" && numbers.size == 3 -> Weekly(numbers[0], time)
                    parts[0] == "monthly" && numbers.size == 3 -> Monthly(numbers[0], time)
                    parts[0] == "yearly" && numbers.size == 4 -> Yearly(numbers[0], numbers[1], time)
                    else -> null
                }
            }
        }

        /** Whether it fires on [date]. */
        fun matches(date: LocalDate): Boolean = when (this) {
            is Daily -> true
            is Weekly -> Scheduling.weekday(date) == weekday
            is Monthly -> date.day == day
            is Yearly -> date.month == month && date.day == day
        }

        /**
         * The same request [minutes] earlier on the clock (a reminder's), a weekly one's weekday moved with it
         * across midnight; null for a monthly or yearly one that would cross into another day.
         */
        fun earlier(minutes: Int): Repeat? {
            val shifted = time.minutes - minutes
            val days = Math.floorDiv(shifted, 1_440)
            val minute = shifted - days * 1_440
            val at = LocalTime(minute / 60, minute % 60)
            return when (this) {
                is Daily -> Daily(at)
                is Weekly -> Weekly(Math.floorMod(weekday - 1 + days, 7) + 1, at)
                is Monthly -> if (days == 0) Monthly(day, at) else null
                is Yearly -> if (days == 0) Yearly(month, day, at) else null
            }
        }

        /**
         * Its next firing after [now] in [zone] and the local date it fires on (a time in a spring-forward gap
         * fires the gap's length later; one that leaves its date is skipped); null when none within nine years.
         * What the Android adapter re-arms a repeating alarm with when it fires.
         */
        fun next(now: Instant, zone: ZoneId): Pair<LocalDate, Instant>? {
            val today = localDate(now, zone)
            when (this) {
                is Daily, is Weekly -> {
                    var date = today
                    repeat(15) {
                        if (matches(date)) {
                            val fire = instant(date, time, zone)
                            if (fire != null && fire > now) return Pair(date, fire)
                        }
                        date = adding(1, date)
                    }
                }
                is Monthly -> {
                    var year = today.year
                    var month = today.month
                    repeat(14) {
                        if (day <= daysInMonth(year, month)) {
                            val candidate = LocalDate(year, month, day)
                            val fire = instant(candidate, time, zone)
                            if (fire != null && fire > now) return Pair(candidate, fire)
                        }
                        if (month == 12) { year += 1; month = 1 } else month += 1
                    }
                }
                is Yearly -> {
                    for (year in today.year..(today.year + 9)) {
                        if (day > daysInMonth(year, month)) continue
                        val candidate = LocalDate(year, month, day)
                        val fire = instant(candidate, time, zone)
                        if (fire != null && fire > now) return Pair(candidate, fire)
                    }
                }
            }
            return null
        }
    }

    /**
     * The repeating triggers of [source] at its time itself, or null when the OS cannot repeat it as the
     * one-shots would fire it (it is then planned as one-shots): as Swift's `Scheduling.repeats`.
     */
    private fun repeats(source: Source, input: Input, limits: Limits, configuration: Configuration): List<Repeat>? {
        val item = source.item
        val platform = configuration.platform ?: return null
        val timing = source.timing
        if (!item.osRepeat.contains(platform) || source.userItemId != null || timing !is When.At) return null
        if (source.from != null || source.until != null || item.season != null) return null
        if (limits.maxPerDay != null || limits.quietHours != null) return null
        val itemPause = source.settings.pausedUntil
        val appPause = input.settings.pausedUntil
        if ((itemPause != null && itemPause > input.now) || (appPause != null && appPause > input.now)) return null
        val time = source.picked ?: timing.time
        val weekdays = source.weekdays
        val days = source.days
        val triggers: List<Repeat> = when {
            days is Days.EveryDay -> weekdays?.sorted()?.map { Repeat.Weekly(it, time) } ?: listOf(Repeat.Daily(time))
            days is Days.Monthly && weekdays == null && (days.missing == MissingDay.SKIP || days.day <= 28) ->
                listOf(Repeat.Monthly(days.day, time))
            days is Days.Yearly && weekdays == null &&
                !(days.month == 2 && days.day == 29 && days.missing == MissingDay.LAST_DAY) ->
                listOf(Repeat.Yearly(days.month, days.day, time))
            else -> return null
        }
        // A reminder a monthly or yearly repeat cannot say (on another day) plans the item as one-shots.
        if (reminderOffsets(item, source.settings).any { offset -> triggers.any { it.earlier(offset) == null } }) return null
        return triggers
    }

    /** The repeating requests of [source]: per trigger, one at its time (when atTime) and one per reminder picked. */
    private fun repeating(source: Source, triggers: List<Repeat>, input: Input, namespace: String): List<Candidate> {
        val item = source.item
        val drop = if (offGrid(source)) DropReason.OFF_GRID else null
        val sound = if (source.settings.sound) item.sound ?: "default" else null
        val reminderSound = if (source.settings.reminderSound) item.reminderSound ?: "default" else null
        val result = ArrayList<Candidate>()
        for (trigger in triggers) {
            fun add(kind: Kind, request: Repeat, id: String, sound: String?, daysBefore: Int) {
                val (date, fire) = request.next(input.now, input.zone) ?: return
                val template = if (kind == Kind.AtTime) item.template else item.reminderTemplate ?: item.template
                val occurrence = Occurrence(item.id, kind, adding(daysBefore, date), trigger.time, template)
                val rendered = input.render(occurrence) ?: return
                val channel = if (kind == Kind.AtTime) item.channel else item.reminderChannel ?: item.channel
                val note = Notification(
                    id, fire, occurrence, rendered.title, rendered.body, channel, item.category, sound, item.id,
                    request
                )
                result.add(Candidate(note, drop, false))
            }
            val id = "$namespace${item.id}.repeat.${trigger.key}"
            if (item.atTime) add(Kind.AtTime, trigger, id, sound, 0)
            for (offset in reminderOffsets(item, source.settings)) {
                val request = trigger.earlier(offset) ?: continue
                val days = -Math.floorDiv(trigger.time.minutes - offset, 1_440)
                add(Kind.Reminder(offset), request, "$id.reminder.$offset", reminderSound, days)
            }
        }
        return result
    }

    /** `0930`. */
    fun hhmm(time: LocalTime): String =
        (if (time.hour < 10) "0" else "") + time.hour + (if (time.minute < 10) "0" else "") + time.minute

    /** The wall-clock minutes since midnight of [instant] in [zone]. */
    fun wallMinutes(instant: Instant, zone: ZoneId): Int {
        val seconds = instant.epochSecond + offset(zone, instant.epochSecond)
        return (Math.floorMod(seconds, 86_400L) / 60).toInt()
    }

    /** The first instant of the local date after [after]'s in [zone] ("pause for the rest of today"). */
    fun startOfNextDay(after: Instant, zone: ZoneId): Instant = resolve(adding(1, localDate(after, zone)), midnight, zone).first

    /** The reminders picked that the item offers, at most [Item.maxReminders], in the item's option order. */
    fun reminderOffsets(item: Item, settings: ItemSettings): List<Int> {
        val picked = HashSet<Int>(settings.reminderOffsets)
        val single = settings.reminderOffset
        if (single != null) picked.add(single)
        return item.reminderOffsets.filter { picked.contains(it) }.distinct().take(maxOf(0, item.maxReminders))
    }

    /**
     * The sound [note] plays when the user chose [sound] for its item: the choice, for an at-time notification
     * that plays a sound; else the plan's (a silent one stays silent, a reminder keeps its own).
     */
    fun chosenSound(note: Notification, sound: String?): String? =
        if (sound == null || note.sound == null || note.occurrence.kind != Kind.AtTime) note.sound else sound

    /**
     * The least work that makes the OS hold exactly [plan]'s notifications: requests to cancel (the plan's
     * namespace's, not in the plan or whose fire date moved, e.g. after a time-zone change) and notifications to
     * add. A pending id outside [Plan.namespace] (the app's own, another spec's) is neither kept nor cancelled.
     */
    fun reconcile(pending: List<PendingRequest>, plan: Plan): Reconciliation {
        val planned = HashMap<String, Notification>()
        for (note in plan.notifications) planned[note.id] = note
        val keep = HashSet<String>()
        val cancel = ArrayList<String>()
        for (request in pending) {
            if (!owns(plan.namespace, request.id)) continue
            val note = planned[request.id]
            if (note != null && same(request, note) && !keep.contains(request.id)) {
                keep.add(request.id)
            } else {
                cancel.add(request.id)
            }
        }
        return Reconciliation(cancel.sorted(), plan.notifications.filter { !keep.contains(it.id) })
    }

    /**
     * Whether a pending [request] is [note] as planned: a repeating one by its trigger (its next date moves every
     * day), a one-shot by its fire date; a request known by its id alone is.
     */
    private fun same(request: PendingRequest, note: Notification): Boolean {
        val fireDate = request.fireDate
        val planned = note.repeats
        val pending = request.repeats
        return if (planned != null) pending == planned || (pending == null && fireDate == null)
        else pending == null && (fireDate == null || fireDate == note.fireDate)
    }

    /** [reconcile] with identifiers only (a moved fire date is then not seen). */
    @JvmName("reconcileIds")
    fun reconcile(pending: List<String>, plan: Plan): Reconciliation =
        reconcile(pending.map { PendingRequest(it) }, plan)

    /** `0800.at.2026-03-08`, `0800.reminder.2026-03-08.10`, `midnight.trigger.2026-03-08`, after the namespace. */
    fun identifier(occurrence: Occurrence, namespace: String = ""): String {
        val kind = occurrence.kind
        return when (kind) {
            is Kind.AtTime -> "$namespace${occurrence.itemId}.at.${occurrence.date}"
            is Kind.Reminder -> "$namespace${occurrence.itemId}.reminder.${occurrence.date}.${kind.minutesBefore}"
            is Kind.Trigger -> "$namespace${occurrence.itemId}.trigger.${occurrence.date}"
        }
    }

    /** Self-scheduled triggers at local midnight: after every window day, or after the first. */
    private fun triggers(
        configuration: Configuration, dates: List<LocalDate>, input: Input, namespace: String
    ): List<Notification> {
        val result = ArrayList<Notification>()
        for (trigger in configuration.triggers) {
            val days = if (trigger.per == Trigger.Per.DAY) dates else dates.take(1)
            for (day in days) {
                val next = adding(1, day)
                val fire = instant(next, midnight, input.zone) ?: continue
                if (fire <= input.now) continue
                val occurrence = Occurrence(trigger.id, Kind.Trigger, next, midnight, null)
                result.add(Notification(identifier(occurrence, namespace), fire, occurrence, "", "", null, null, null, trigger.id))
            }
        }
        return result
    }

    private fun occurs(source: Source, anchor: LocalDate?, date: LocalDate): Boolean {
        val from = source.from
        if (from != null && date < from) return false
        val until = source.until
        if (until != null && date > until) return false
        val season = source.item.season
        if (season != null && !season.contains(date)) return false
        val weekdays = source.weekdays
        if (weekdays != null && !weekdays.contains(weekday(date))) return false
        return occurs(source.days, date, anchor)
    }

    /** Whether [days] holds [date] (RFC 5545 BYMONTHDAY, BYDAY with an ordinal, BYMONTH, RDATE; RFC 7529 SKIP=BACKWARD). */
    fun occurs(days: Days, date: LocalDate, supplied: LocalDate? = null): Boolean = when (days) {
        is Days.Rule -> (days.anchor ?: supplied)?.let { Recurrence.occurs(days.rule, it, date) } ?: false
        is Days.Cycle -> (days.anchor ?: supplied)?.let { Recurrence.cycleOccurs(days.on, days.off, it, date) } ?: false
        is Days.EveryDays -> supplied?.let { Recurrence.everyDaysOccurs(days.days, it, date) } ?: false
        is Days.EveryDay -> true
        is Days.Monthly -> matches(days.day, days.missing, date)
        is Days.MonthlyNth -> weekday(date) == days.weekday && days.ordinal != 0 && Math.abs(days.ordinal) <= 5 &&
            (if (days.ordinal > 0) (date.day - 1) / 7 + 1 == days.ordinal
            else (daysInMonth(date.year, date.month) - date.day) / 7 + 1 == -days.ordinal)
        is Days.Yearly -> date.month == days.month && matches(days.day, days.missing, date)
        is Days.Dates -> days.dates.contains(date)
    }

    private fun matches(day: Int, missing: MissingDay, date: LocalDate): Boolean {
        if (day < 1 || day > 31) return false
        if (date.day == day) return true
        val length = daysInMonth(date.year, date.month)
        return missing == MissingDay.LAST_DAY && day > length && date.day == length
    }

    /** 28…31 (proleptic Gregorian). */
    fun daysInMonth(year: Int, month: Int): Int = when (month) {
        2 -> if ((year % 4 == 0 && year % 100 != 0) || year % 400 == 0) 29 else 28
        4, 6, 9, 11 -> 30
        else -> 31
    }

    // Proleptic Gregorian arithmetic on day numbers (days since 1970-01-01), as in Swift and
    // TypeScript; only the time zone's UTC offsets come from java.time.

    /** Days since 1970-01-01 (Howard Hinnant's `days_from_civil`). */
    fun dayNumber(date: LocalDate): Long {
        val year = (if (date.month <= 2) date.year - 1 else date.year).toLong()
        val era = (if (year >= 0) year else year - 399) / 400
        val yearOfEra = year - era * 400
        val dayOfYear = (153L * (date.month + (if (date.month > 2) -3 else 9)) + 2) / 5 + date.day - 1
        val dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /** The date of a day number (`civil_from_days`). */
    fun dateOfDayNumber(number: Long): LocalDate {
        val z = number + 719_468
        val era = (if (z >= 0) z else z - 146_096) / 146_097
        val dayOfEra = z - era * 146_097
        val yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        val dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        val mp = (5 * dayOfYear + 2) / 153
        val day = dayOfYear - (153 * mp + 2) / 5 + 1
        val month = if (mp < 10) mp + 3 else mp - 9
        return LocalDate((yearOfEra + era * 400 + (if (month <= 2) 1 else 0)).toInt(), month.toInt(), day.toInt())
    }

    /** 1 = Sunday … 7 = Saturday. */
    fun weekday(date: LocalDate): Int = Math.floorMod(dayNumber(date) + 4, 7L).toInt() + 1

    /** The local (Gregorian) date of [instant] in [zone]. */
    fun localDate(instant: Instant, zone: ZoneId): LocalDate =
        dateOfDayNumber(Math.floorDiv(instant.epochSecond + offset(zone, instant.epochSecond), 86_400L))

    /** [days] after [date] (a proleptic day count, so a skipped day still counts). */
    fun adding(days: Int, date: LocalDate): LocalDate = dateOfDayNumber(dayNumber(date) + days)

    /**
     * The instant a local wall-clock time happens: the first of two in an overlap; a time in a
     * gap moved later by the gap's length; null when that leaves its date (a skipped day).
     */
    fun instant(date: LocalDate, time: LocalTime, zone: ZoneId): Instant? {
        val (moved, exact) = resolve(date, time, zone)
        return if (exact || localDate(moved, zone) == date) moved else null
    }

    private fun offset(zone: ZoneId, epochSecond: Long): Long =
        zone.rules.getOffset(Instant.ofEpochSecond(epochSecond)).totalSeconds.toLong()

    /** A wall time's instant and true, or, in a gap, the wall time under the offset before it and false. */
    private fun resolve(date: LocalDate, time: LocalTime, zone: ZoneId): Pair<Instant, Boolean> {
        val wall = dayNumber(date) * 86_400 + time.hour * 3_600L + time.minute * 60L
        val before = offset(zone, wall - 36 * 3_600)
        val after = offset(zone, wall + 36 * 3_600)
        val first = wall - before
        val second = wall - after
        val firstExact = offset(zone, first) == before
        val secondExact = offset(zone, second) == after
        return when {
            firstExact && (!secondExact || first <= second) -> Pair(Instant.ofEpochSecond(first), true)
            secondExact -> Pair(Instant.ofEpochSecond(second), true)
            else -> Pair(Instant.ofEpochSecond(first), false)
        }
    }
}
