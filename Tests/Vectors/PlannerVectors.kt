// Runs planner vector files (Tests/Vectors/planner.json, and the random differential's file)
// against specc's Kotlin planner (specc.runtime.Scheduling): every case's plan and reconciliation
// must equal Swift's recorded one. scripts/check-foreign.sh compiles it with Vectors.kt (whose
// JSON reader it uses) and the generated Kotlin, and runs it on the JVM.
package specc.plannervectors

import java.io.File
import java.time.Instant
import java.time.ZoneId
import specc.generated.timesafari.TimeSafari
import specc.runtime.Scheduling as S
import specc.runtime.TemplateRendering
import specc.vectors.Json
import specc.vectors.show

@Suppress("UNCHECKED_CAST")
fun obj(value: Any?): Map<String, Any?> = value as? Map<String, Any?> ?: emptyMap()

fun int(value: Any?): Int? = (value as? Long)?.toInt()

fun date(value: Any?): S.LocalDate? {
    val o = value as? Map<*, *> ?: return null
    return S.LocalDate(int(o["year"]) ?: return null, int(o["month"]) ?: return null, int(o["day"]) ?: return null)
}

fun time(value: Any?): S.LocalTime? {
    val o = value as? Map<*, *> ?: return null
    return S.LocalTime(int(o["hour"]) ?: return null, int(o["minute"]) ?: return null)
}

fun platform(value: Any?): S.Platform? = when (value) {
    "ios" -> S.Platform.IOS
    "android" -> S.Platform.ANDROID
    "web" -> S.Platform.WEB
    "electron" -> S.Platform.ELECTRON
    else -> null
}

/** A repeating request's trigger, as the vectors write it (`{"kind": "weekly", "weekday": 2, "hour": 8, "minute": 0}`). */
fun repeatOf(value: Any?): S.Repeat? {
    val o = value as? Map<*, *> ?: return null
    val time = time(o) ?: return null
    return when (o["kind"]) {
        "daily" -> S.Repeat.Daily(time)
        "weekly" -> S.Repeat.Weekly(int(o["weekday"]) ?: return null, time)
        "monthly" -> S.Repeat.Monthly(int(o["day"]) ?: return null, time)
        "yearly" -> S.Repeat.Yearly(int(o["month"]) ?: return null, int(o["day"]) ?: return null, time)
        else -> null
    }
}

fun json(r: S.Repeat): Map<String, Any?> {
    val o = LinkedHashMap<String, Any?>()
    o["hour"] = r.time.hour.toLong()
    o["minute"] = r.time.minute.toLong()
    when (r) {
        is S.Repeat.Daily -> o["kind"] = "daily"
        is S.Repeat.Weekly -> { o["kind"] = "weekly"; o["weekday"] = r.weekday.toLong() }
        is S.Repeat.Monthly -> { o["kind"] = "monthly"; o["day"] = r.day.toLong() }
        is S.Repeat.Yearly -> { o["kind"] = "yearly"; o["month"] = r.month.toLong(); o["day"] = r.day.toLong() }
    }
    return o
}

fun ints(value: Any?): List<Int> = (value as? List<*> ?: emptyList<Any?>()).mapNotNull { int(it) }

fun instant(value: Any?): Instant? = (value as? Long)?.let { Instant.ofEpochSecond(it) }

fun timing(o: Map<String, Any?>): S.When {
    val at = time(o["at"])
    if (at != null) return S.When.At(at)
    val every = o["every"] as? Map<*, *>
    if (every != null) {
        val minutes = int(every["minutes"])
        val from = time(every["from"])
        val to = time(every["to"])
        if (minutes != null && from != null && to != null) return S.When.Every(minutes, from, to)
    }
    val random = o["random"] as? Map<*, *>
    if (random != null) {
        val from = time(random["from"])
        val to = time(random["to"])
        if (from != null && to != null) return S.When.Random(int(random["count"]) ?: 0, from, to, int(random["gap"]) ?: 0)
    }
    val after = int(o["afterEvent"])
    if (after != null) return S.When.AfterEvent(after)
    return S.When.Provided
}

fun days(value: Any?): S.Days {
    val o = value as? Map<*, *> ?: return S.Days.EveryDay
    val missing = if (o["missing"] == "skip") S.MissingDay.SKIP else S.MissingDay.LAST_DAY
    return when (o["kind"]) {
        "monthly" -> S.Days.Monthly(int(o["day"]) ?: 0, missing)
        "monthlyNth" -> S.Days.MonthlyNth(int(o["ordinal"]) ?: 0, int(o["weekday"]) ?: 0)
        "yearly" -> S.Days.Yearly(int(o["month"]) ?: 0, int(o["day"]) ?: 0, missing)
        "dates" -> S.Days.Dates((o["dates"] as? List<*> ?: emptyList<Any?>()).mapNotNull { date(it) })
        "rule" -> specc.runtime.Recurrence.parse(o["rrule"] as? String ?: "")?.let { S.Days.Rule(it, date(o["anchor"])) }
            ?: S.Days.Dates(emptyList())
        "cycle" -> S.Days.Cycle(int(o["on"]) ?: 0, int(o["off"]) ?: 0, date(o["anchor"]))
        "everyDays" -> S.Days.EveryDays(int(o["days"]) ?: 0)
        else -> S.Days.EveryDay
    }
}

fun weekdays(value: Any?): Set<Int>? = (value as? List<*>)?.let { ints(it).toSet() }

fun itemSettings(value: Any?): S.ItemSettings {
    val o = obj(value)
    return S.ItemSettings(
        o["isOn"] as? Boolean ?: true, int(o["reminderOffset"]), time(o["time"]),
        o["sound"] as? Boolean ?: true, o["reminderSound"] as? Boolean ?: true,
        ints(o["reminderOffsets"]), weekdays(o["weekdays"]), instant(o["pausedUntil"])
    )
}

fun kindName(kind: S.Kind): String = when (kind) {
    is S.Kind.AtTime -> "at"
    is S.Kind.Reminder -> "reminder.${kind.minutesBefore}"
    is S.Kind.Trigger -> "trigger"
}

fun hhmm(time: S.LocalTime): String = (if (time.hour < 10) "0" else "") + time.hour + ":" + (if (time.minute < 10) "0" else "") + time.minute

/** Plans and reconciles one case: the `expect` object Swift recorded, with Swift's key order. */
fun run(c: Map<String, Any?>): Map<String, Any?> {
    val items = (c["items"] as? List<*> ?: emptyList<Any?>()).map { o ->
        val item = obj(o)
        val range = item["timeRange"] as? Map<*, *>
        val earliest = time(range?.get("earliest"))
        val latest = time(range?.get("latest"))
        S.Item(
            item["id"] as String, timing(item),
            weekdays(item["weekdays"]), date(item["from"]), date(item["until"]),
            ints(item["reminderOffsets"]), item["template"] as String?, item["channel"] as String?,
            item["category"] as String?, item["sound"] as String?, item["reminderSound"] as String?,
            timeRange = if (earliest != null && latest != null) S.TimeRange(earliest, latest, int(range?.get("stepMinutes")) ?: 0) else null,
            days = days(item["days"]), maxReminders = int(item["maxReminders"]) ?: 1,
            userWeekdays = item["userWeekdays"] == true, maxCount = int(item["maxCount"]),
            season = ints(item["season"]).let { if (it.size == 4) S.Season(it[0], it[1], it[2], it[3]) else null },
            atTime = item["atTime"] != false, reminderTemplate = item["reminderTemplate"] as String?,
            reminderChannel = item["reminderChannel"] as String?,
            userWeekdaysFrom = item["userWeekdaysFrom"] as String?,
            osRepeat = (item["osRepeat"] as? List<*> ?: emptyList<Any?>()).mapNotNull { platform(it) }.toSet()
        )
    }
    val userItems = (c["userItems"] as? List<*> ?: emptyList<Any?>()).map { o ->
        val u = obj(o)
        S.UserItem(
            u["kind"] as String, u["id"] as String, timing(u), days(u["days"]), weekdays(u["weekdays"]),
            date(u["from"]), date(u["until"]), itemSettings(u["settings"])
        )
    }
    val limitsObject = obj(c["limits"])
    val quiet = obj(limitsObject["quietHours"])
    val quietFrom = time(quiet["from"])
    val quietTo = time(quiet["to"])
    val limits = S.Limits(
        int(limitsObject["maxPerDay"]),
        if (quietFrom != null && quietTo != null) S.QuietHours(quietFrom, quietTo, quiet["userCanDisable"] == true) else null
    )
    val config = obj(c["configuration"])
    val configuration = S.Configuration(
        int(config["windowDays"]) ?: 0, int(config["cap"]), int(config["reserve"]) ?: 0, int(config["refreshHours"]),
        (config["triggers"] as? List<*> ?: emptyList<Any?>()).map {
            val t = obj(it)
            S.Trigger(t["id"] as String, if (t["per"] == "day") S.Trigger.Per.DAY else S.Trigger.Per.WINDOW)
        },
        platform(config["platform"])
    )
    val settings = obj(c["settings"]).mapValues { (_, value) -> itemSettings(value) }
    val provided = obj(c["provided"]).mapValues { (_, value) -> time(value) }
    val drift = c["providedDrift"] == true
    val skipDay = int(c["providedSkipDay"])
    val render = c["render"] as? String ?: "plain"
    val input = S.Input(
        Instant.ofEpochSecond((c["now"] as Long)), ZoneId.of(c["zone"] as String), S.Settings(settings, instant(c["pausedUntil"]), c["quietHoursOn"] != false),
        { id, date ->
            val base = provided[id]
            if (base == null || date.day == skipDay) null else S.LocalTime(base.hour, (base.minute + (if (drift) date.day else 0)) % 60)
        },
        { o ->
            if (render == "skipReminders" && o.kind is S.Kind.Reminder) null
            else if (render == "skipOddDays" && o.date.day % 2 == 1) null
            else TemplateRendering.RenderedNotification(
                (if (o.userItemId != null) "${o.itemId}/${o.userItemId}" else o.itemId) + " " + kindName(o.kind) +
                    (if (render == "template") " " + (o.template ?: "-") else ""),
                "${o.date} ${hhmm(o.time)}"
            )
        },
        userItems,
        obj(c["anchors"]).mapNotNull { (id, value) -> date(value)?.let { id to it } }.toMap(),
        obj(c["events"]).mapNotNull { (id, value) -> instant(value)?.let { id to it } }.toMap()
    )
    // A case with a `spec` plans under its namespace (issue 37): only pending ids with it are reconciled.
    val namespace = (c["spec"] as? String)?.let { S.namespace(it) } ?: ""
    val plan = S.plan(items, configuration, input, limits, namespace)
    val pending = (c["pending"] as? List<*> ?: emptyList<Any?>()).map {
        val p = obj(it)
        S.PendingRequest(p["id"] as String, (p["fire"] as? Long)?.let { s -> Instant.ofEpochSecond(s) }, repeatOf(p["repeats"]))
    }
    val work = S.reconcile(pending, plan)
    fun note(n: S.Notification): Map<String, Any?> {
        val o = LinkedHashMap<String, Any?>()
        o["body"] = n.body
        if (n.category != null) o["category"] = n.category
        if (n.channel != null) o["channel"] = n.channel
        o["fire"] = n.fireDate.epochSecond
        o["id"] = n.id
        if (n.sound != null) o["sound"] = n.sound
        n.repeats?.let { o["repeats"] = json(it) }
        o["thread"] = n.threadIdentifier
        o["title"] = n.title
        return o
    }
    return mapOf(
        "add" to work.add.map { it.id },
        "cancel" to work.cancel,
        "leftOut" to plan.leftOut.map { mapOf("fire" to it.fireDate.epochSecond, "id" to it.id) },
        "notifications" to plan.notifications.map { note(it) },
        "refresh" to plan.refreshDate.epochSecond,
        "dropped" to plan.dropped.map {
            val reason = when (it.reason) {
                S.DropReason.CAP -> "cap"
                S.DropReason.QUIET_HOURS -> "quietHours"
                S.DropReason.MAX_PER_DAY -> "maxPerDay"
                S.DropReason.OFF_GRID -> "offGrid"
                S.DropReason.OVER_MAX_COUNT -> "overMaxCount"
            }
            mapOf("fire" to it.notification.fireDate.epochSecond, "id" to it.notification.id, "reason" to reason)
        }
    )
}

/** The first difference between Swift's expectation and the Kotlin result, as a path. */
fun difference(expected: Any?, actual: Any?, path: String = ""): String? {
    if (expected is Map<*, *> && actual is Map<*, *>) {
        for (key in (expected.keys + actual.keys).map { it.toString() }.toSortedSet()) {
            val d = difference(expected[key], actual[key], "$path.$key")
            if (d != null) return d
        }
        return null
    }
    if (expected is List<*> && actual is List<*>) {
        for (i in 0 until maxOf(expected.size, actual.size)) {
            val d = difference(expected.getOrNull(i), actual.getOrNull(i), "$path[$i]")
            if (d != null) return d
        }
        return null
    }
    return if (expected == actual) null else "$path: Swift ${show(expected)}, Kotlin ${show(actual)}"
}

@Suppress("UNCHECKED_CAST")
fun main(args: Array<String>) {
    var failures = 0
    for (path in args) {
        val text = File(path).readText(Charsets.UTF_8)
        val json = Json(text).parse() as Map<String, Any?>
        val cases = json["cases"] as List<Map<String, Any?>>
        var failed = 0
        for ((index, c) in cases.withIndex()) {
            val actual = try { run(c) } catch (e: Exception) { mapOf("exception" to e.toString()) }
            val d = difference(c["expect"], actual)
            if (d != null) {
                failed++
                if (failed <= 5) {
                    println("FAIL $path case $index (${show(c["name"])}): $d")
                    // The reproducer: the case's input line, as the file has it.
                    println("  case: " + text.lines().firstOrNull { it.contains("\"name\":\"${c["name"]}\"") }?.let { line ->
                        line.replace(Regex(",?\"expect\":\\{.*?\"refresh\":-?[0-9]+\\}"), "")
                    })
                }
            }
        }
        println("Kotlin: ${cases.size - failed} of ${cases.size} planner cases in $path give Swift's plan")
        if (failed > 0) println("  ${json["about"]}")
        failures += failed
    }
    failures += checkGeneratedWrapper()
    if (failures > 0) System.exit(1)
}

/**
 * The generated wrapper (issue 31): `Planner.plan(configuration, now, zone) { render }` takes
 * `render` last, as a trailing lambda, and the spec's settings by default; it must plan exactly
 * what the runtime plans with the spec's items, default settings and limits, and honour settings
 * it is given.
 */
fun checkGeneratedWrapper(): Int {
    val now = Instant.parse("2026-01-05T06:00:00Z")
    val zone = ZoneId.of("Europe/London")
    val render = { o: S.Occurrence -> TemplateRendering.RenderedNotification(o.itemId, o.date.toString()) }
    val planner = TimeSafari.Planner
    val wrapped = planner.plan(planner.iOS, now, zone) { render(it.occurrence) }
    val direct = S.plan(planner.items, planner.iOS, S.Input(now, zone, planner.defaultSettings, render = render), planner.limits, S.namespace("timesafari"))
    val none = planner.plan(planner.iOS, now, zone, settings = S.Settings(emptyMap())) { render(it.occurrence) }
    fun ids(plan: S.Plan) = plan.notifications.joinToString(",") { "${it.id}@${it.fireDate.toEpochMilli()}" }
    if (wrapped.notifications.isEmpty() || ids(wrapped) != ids(direct) || planner.namespace != "specc.timesafari."
        || wrapped.notifications.any { !it.id.startsWith(planner.namespace) } || none.notifications.isNotEmpty()) {
        println("FAIL the generated Planner.plan(configuration, now, zone) { render }: ${ids(wrapped)} vs the runtime's ${ids(direct)}; with every item off: ${none.notifications.size}")
        return 1
    }
    println("Kotlin: the generated Planner.plan(configuration, now, zone) { render } plans the runtime's ${wrapped.notifications.size} notifications")
    return 0
}
