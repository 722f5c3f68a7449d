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
    if (failures > 0) exitProcess(1)
    println("adapters: OK")
}
