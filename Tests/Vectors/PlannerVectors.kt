// Runs planner vector files (Tests/Vectors/planner.json, and the random differential's file)
// against specc's Kotlin planner (specc.runtime.Scheduling): every case's plan and reconciliation
// must equal Swift's recorded one. scripts/check-foreign.sh compiles it with Vectors.kt (whose
// JSON reader it uses) and the generated Kotlin, and runs it on the JVM.
package specc.plannervectors

import java.io.File
import java.time.Instant
import java.time.ZoneId
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

fun ints(value: Any?): List<Int> = (value as? List<*> ?: emptyList<Any?>()).mapNotNull { int(it) }

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
        val at = time(item["at"])
        S.Item(
            item["id"] as String, if (at != null) S.When.At(at) else S.When.Provided,
            (item["weekdays"] as? List<*>)?.let { ints(it).toSet() }, date(item["from"]), date(item["until"]),
            ints(item["reminderOffsets"]), item["template"] as String?, item["channel"] as String?,
            item["category"] as String?, item["sound"] as String?, item["reminderSound"] as String?
        )
    }
    val config = obj(c["configuration"])
    val configuration = S.Configuration(
        int(config["windowDays"]) ?: 0, int(config["cap"]), int(config["reserve"]) ?: 0, int(config["refreshHours"]),
        (config["triggers"] as? List<*> ?: emptyList<Any?>()).map {
            val t = obj(it)
            S.Trigger(t["id"] as String, if (t["per"] == "day") S.Trigger.Per.DAY else S.Trigger.Per.WINDOW)
        }
    )
    val settings = obj(c["settings"]).mapValues { (_, value) ->
        val o = obj(value)
        S.ItemSettings(
            o["isOn"] as? Boolean ?: true, int(o["reminderOffset"]), time(o["time"]),
            o["sound"] as? Boolean ?: true, o["reminderSound"] as? Boolean ?: true
        )
    }
    val provided = obj(c["provided"]).mapValues { (_, value) -> time(value) }
    val drift = c["providedDrift"] == true
    val skipDay = int(c["providedSkipDay"])
    val render = c["render"] as? String ?: "plain"
    val input = S.Input(
        Instant.ofEpochSecond((c["now"] as Long)), ZoneId.of(c["zone"] as String), S.Settings(settings),
        { id, date ->
            val base = provided[id]
            if (base == null || date.day == skipDay) null else S.LocalTime(base.hour, (base.minute + (if (drift) date.day else 0)) % 60)
        },
        { o ->
            if (render == "skipReminders" && o.kind is S.Kind.Reminder) null
            else if (render == "skipOddDays" && o.date.day % 2 == 1) null
            else TemplateRendering.RenderedNotification("${o.itemId} ${kindName(o.kind)}", "${o.date} ${hhmm(o.time)}")
        }
    )
    val plan = S.plan(items, configuration, input)
    val pending = (c["pending"] as? List<*> ?: emptyList<Any?>()).map {
        val p = obj(it)
        S.PendingRequest(p["id"] as String, (p["fire"] as? Long)?.let { s -> Instant.ofEpochSecond(s) })
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
        o["thread"] = n.threadIdentifier
        o["title"] = n.title
        return o
    }
    return mapOf(
        "add" to work.add.map { it.id },
        "cancel" to work.cancel,
        "leftOut" to plan.leftOut.map { mapOf("fire" to it.fireDate.epochSecond, "id" to it.id) },
        "notifications" to plan.notifications.map { note(it) },
        "refresh" to plan.refreshDate.epochSecond
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
    if (failures > 0) System.exit(1)
}
