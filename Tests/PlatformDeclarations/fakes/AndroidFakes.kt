// Drives the generated Android adapter of Specs/timesafari.yaml (Generated/kotlin/TimeSafariAndroid.kt)
// against fakes of its Channels and Alarms that record every call: the same plan applied twice makes
// no call the second time, a time-zone change re-arms exactly what moved, channels are created once
// with the spec's settings. Prints the calls of a week; exits 1 on a failed check. Compiled with
// Generated/kotlin and Tests/PlatformDeclarations/android by PlatformAdapterTests and
// scripts/check-foreign.sh.
package specc.adapterfakes

import java.time.Instant
import java.time.ZoneId
import kotlin.system.exitProcess
import specc.generated.athan.Athan
import specc.generated.athan.AthanAndroid
import specc.generated.timesafari.TimeSafari
import specc.generated.timesafari.TimeSafariAndroid
import specc.runtime.Scheduling
import specc.runtime.SpeccAndroid
import specc.runtime.TemplateRendering

val calls = mutableListOf<String>()
var failures = 0

fun check(condition: Boolean, what: String) {
    if (!condition) { failures += 1; println("FAIL: $what") }
}

class FakeChannels : SpeccAndroid.Channels {
    val created = mutableListOf<SpeccAndroid.ChannelInfo>()
    val groups = mutableListOf<SpeccAndroid.ChannelGroupInfo>()
    override fun existingGroups(): Set<String> { calls.add("existingGroups"); return groups.map { it.id }.toSet() }
    override fun createGroup(group: SpeccAndroid.ChannelGroupInfo) { calls.add("createGroup ${group.id}"); groups.add(group) }
    override fun existing(): Set<String> { calls.add("existing"); return created.map { it.id }.toSet() }
    override fun create(channel: SpeccAndroid.ChannelInfo) {
        calls.add("create ${channel.id} importance ${channel.importance} name ${channel.name}")
        created.add(channel)
    }
}

/** Alarms as the app's store sees them: what is armed, by id. */
class FakeAlarms : SpeccAndroid.Alarms {
    val armed = linkedMapOf<String, Instant>()
    override fun pending(): List<Scheduling.PendingRequest> {
        calls.add("pending")
        return armed.map { Scheduling.PendingRequest(it.key, it.value) }
    }
    override fun cancel(ids: List<String>) { calls.add("cancel ${ids.size}"); ids.forEach { armed.remove(it) } }
    override fun arm(notifications: List<Scheduling.Notification>) {
        calls.add("arm ${notifications.size}")
        notifications.forEach { armed[it.id] = it.fireDate }
    }
}

fun plan(zone: String, now: Instant): Scheduling.Plan =
    TimeSafari.Planner.plan(TimeSafari.Planner.android, now, ZoneId.of(zone)) {
        TemplateRendering.RenderedNotification(it.itemId, it.date.toString())
    }

fun main() {
    val channels = FakeChannels()
    val first = TimeSafariAndroid.ensureChannels(channels)
    val second = TimeSafariAndroid.ensureChannels(channels)
    check(first == listOf("timesafari.daily") && second.isEmpty(), "channels created once ($first then $second)")
    check(channels.created.single().importance == 4 && channels.created.single().name == "TimeSafari Daily",
        "the channel has the spec's importance (high = 4) and name")
    println("== Android")
    println(calls.joinToString("\n"))
    val alarms = FakeAlarms()
    val start = Instant.parse("2026-03-02T12:00:00Z")
    for (day in 0 until 7) {
        val now = start.plusSeconds(day * 86_400L)
        val planned = plan("America/New_York", now)
        calls.clear()
        val work = TimeSafariAndroid.apply(planned, alarms)
        println("day ${day + 1}: cancel ${work.cancel.size}, add ${work.add.size}: ${calls.joinToString("; ")}")
        calls.clear()
        val again = TimeSafariAndroid.apply(planned, alarms)
        check(again.cancel.isEmpty() && again.add.isEmpty() && calls == listOf("pending"), "the same plan again makes no call ($calls)")
    }
    val last = start.plusSeconds(6 * 86_400L)
    val before = plan("America/New_York", last)
    val after = plan("America/Los_Angeles", last)
    val old = before.notifications.associate { it.id to it.fireDate }
    val moved = after.notifications.filter { old[it.id] != null && old[it.id] != it.fireDate }.map { it.id }.sorted()
    calls.clear()
    val work = TimeSafariAndroid.apply(after, alarms)
    check(moved.isNotEmpty(), "the zone change moves something")
    check(work.cancel.sorted() == moved, "a zone change cancels exactly what moved (${work.cancel} vs $moved)")
    val fresh = after.notifications.filter { old[it.id] == null }.map { it.id }
    check(work.add.map { it.id }.sorted() == (moved + fresh).sorted(), "and re-arms exactly those and the new ones")
    println("zone change New York -> Los Angeles: cancel ${work.cancel.size}, add ${work.add.size}: ${calls.joinToString("; ")}")
    ownership()
    if (failures > 0) exitProcess(1)
    println("adapters: OK")
}

/**
 * Issue 37's ownership: one store holds the app's own alarms (`42`, `glucose.alarm`) and a second spec's plan
 * (Athan's); TimeSafari's apply, a changed plan and a zone change among them, cancels only TimeSafari's and
 * leaves both others as they were, and Athan's apply in turn leaves TimeSafari's.
 */
fun ownership() {
    val store = FakeAlarms()
    val start = Instant.parse("2026-03-02T12:00:00Z")
    store.armed["42"] = start.plusSeconds(3_600)
    store.armed["glucose.alarm"] = start.plusSeconds(7_200)
    val athan = Athan.Planner.plan(Athan.Planner.android, start, ZoneId.of("America/New_York"),
        providedTime = { _, _ -> Scheduling.LocalTime(5, 30) }) { TemplateRendering.RenderedNotification(it.itemId, "") }
    AthanAndroid.apply(athan, store)
    check(athan.notifications.isNotEmpty() && athan.notifications.all { it.id.startsWith("specc.athan.") },
        "ownership: Athan's ids carry its namespace")
    val foreign = store.armed.filterKeys { !it.startsWith(TimeSafari.Planner.namespace) }
    check(foreign.size == athan.notifications.size + 2, "ownership: the store holds the app's two and Athan's")
    for (day in 0 until 3) TimeSafariAndroid.apply(plan("America/New_York", start.plusSeconds(day * 86_400L)), store)
    val moved = TimeSafariAndroid.apply(plan("America/Los_Angeles", start.plusSeconds(2 * 86_400L)), store)
    check(moved.cancel.isNotEmpty() && moved.cancel.all { it.startsWith("specc.timesafari.") },
        "ownership: TimeSafari cancels only its own (${moved.cancel})")
    check(store.armed.filterKeys { !it.startsWith(TimeSafari.Planner.namespace) } == foreign,
        "ownership: the app's alarms and Athan's are untouched by TimeSafari's apply")
    val mine = store.armed.filterKeys { it.startsWith(TimeSafari.Planner.namespace) }
    val again = AthanAndroid.apply(athan, store)
    check(again.cancel.isEmpty() && again.add.isEmpty(), "ownership: Athan's plan is still whole (${again.cancel})")
    check(store.armed.filterKeys { it.startsWith(TimeSafari.Planner.namespace) } == mine && store.armed["42"] != null,
        "ownership: Athan's apply leaves TimeSafari's and the app's")
    println("== ownership: TimeSafari cancelled ${moved.cancel.size} of its own; the app's 2 and Athan's ${athan.notifications.size} untouched")
}
