// A week of Rouse (Examples/platform.yaml, an alarm app) handed to Android through the adapter
// specc generates (`RouseAndroid`: .specc.yml asks for `adapters: [android, …]`), against channels
// and alarms that record every call. The app creates its channels (once); each night just after
// midnight it plans its window and applies it, then applies the same plan again (no call but the
// read); on Saturday the phone's time zone changes twice (only what moved is cancelled and armed
// again). run.sh compiles it with the generated Kotlin and Tests/PlatformDeclarations/android, runs
// it on the JVM and compares what it prints with expected/android.txt. On a device,
// `SpeccAndroid.SystemChannels(context)` and `RouseAndroid.SystemAlarms(context, store, receiver)`
// take the fakes' place.
package specc.examples.adapterweek

import java.time.Instant
import java.time.ZoneId
import java.time.ZoneOffset
import java.time.ZonedDateTime
import java.time.format.DateTimeFormatter
import java.util.Locale
import specc.generated.rouse.Rouse
import specc.generated.rouse.RouseAndroid
import specc.runtime.Scheduling
import specc.runtime.SpeccAndroid

/** The alarms the user set: Rouse's user items of kind `alarm`, planned with the spec's own items. */
val alarms = listOf(
    Scheduling.UserItem("alarm", "work", Scheduling.When.At(Scheduling.LocalTime(6, 30)), weekdays = setOf(2, 3, 4, 5, 6)),
    Scheduling.UserItem("alarm", "run", Scheduling.When.At(Scheduling.LocalTime(8, 0)), weekdays = setOf(7))
)
/** How many of the alarms ring on [date]: the value of the `alarms_today` token, which the alarm's badge shows. */
fun alarmsOn(date: Scheduling.LocalDate): Int {
    // 1 = Sunday … 7 = Saturday, as the planner counts weekdays.
    val weekday = java.time.LocalDate.of(date.year, date.month, date.day).dayOfWeek.value % 7 + 1
    return alarms.count { it.weekdays?.contains(weekday) ?: true }
}
val labels = mapOf("work" to "Work", "run" to "Saturday run")

/** "Sun 2026-03-22 21:30", in [zone]. */
fun local(instant: Instant, zone: ZoneId): String =
    DateTimeFormatter.ofPattern("EEE yyyy-MM-dd HH:mm", Locale.US).format(instant.atZone(zone))

/** "Sun 2026-03-22 21:30 (21:30 UTC)": the wall-clock time in [zone], and the instant. */
fun fires(instant: Instant, zone: ZoneId): String =
    "${local(instant, zone)} (${DateTimeFormatter.ofPattern("HH:mm").format(instant.atZone(ZoneOffset.UTC))} UTC)"

/** Rouse's window in [zone]: the bedtime nudge every evening and the user's alarms, rendered with the spec's templates. */
fun plan(now: Instant, zone: ZoneId): Scheduling.Plan =
    Rouse.Planner.plan(Rouse.Planner.android, now, zone, userItems = alarms) { occurrence ->
        when (occurrence.template) {
            Rouse.Template.ALARM_RING -> Rouse.renderAlarmRing(labels[occurrence.userItemId] ?: "Alarm")
            Rouse.Template.BEDTIME_NUDGE -> Rouse.renderBedtimeNudge()
            else -> null
        }
    }

val calls = mutableListOf<String>()

/** Channel groups and channels as `NotificationManager` keeps them: created once, then the user's. */
class RecordingChannels : SpeccAndroid.Channels {
    private val groups = mutableListOf<String>()
    private val created = mutableListOf<String>()
    override fun existingGroups(): Set<String> {
        calls.add("existingGroups() -> ${groups.size}")
        return groups.toSet()
    }
    override fun createGroup(group: SpeccAndroid.ChannelGroupInfo) {
        calls.add("createGroup(${group.id} \"${group.name}\")")
        groups.add(group.id)
    }
    override fun existing(): Set<String> {
        calls.add("existing() -> ${created.size}")
        return created.toSet()
    }
    override fun create(channel: SpeccAndroid.ChannelInfo) {
        calls.add(
            "create(${channel.id} \"${channel.name}\" in ${channel.group}, importance ${channel.importance}, " +
                "sound ${channel.sound}, vibration ${channel.vibration}${channel.vibrationPattern?.let { " $it" } ?: ""}, " +
                "visibility ${channel.visibility}, bypassDnd ${channel.bypassDnd})"
        )
        created.add(channel.id)
    }
}

/** Alarms as the app's store and `AlarmManager` hold them; what rings by `now` is delivered (not a call). */
class RecordingAlarms(var zone: ZoneId) : SpeccAndroid.Alarms {
    private val held = linkedMapOf<String, Scheduling.Notification>()
    override fun pending(): List<Scheduling.PendingRequest> {
        calls.add("pending() -> ${held.size}")
        return held.values.sortedBy { it.id }.map { Scheduling.PendingRequest(it.id, it.fireDate) }
    }
    override fun cancel(ids: List<String>) {
        calls.add("cancel(${ids.sorted().joinToString(", ")})")
        ids.forEach { held.remove(it) }
    }
    override fun arm(notifications: List<Scheduling.Notification>) {
        calls.add("arm(${notifications.size})")
        for (note in notifications) {
            // What the posting receiver adds from the template (group, badge, full screen, ongoing).
            val content = RouseAndroid.contents[note.occurrence.template ?: ""]
            val extras = listOfNotNull(
                note.channel?.let { "channel $it" }, note.category?.let { "category $it" }, note.sound?.let { "sound $it" },
                content?.group?.let { "group $it" }, (content?.badgeCount ?: content?.badgeToken?.let { alarmsOn(note.occurrence.date) })?.let { "badge $it" },
                content?.fullScreenIntent?.takeIf { it }?.let { "full screen" }, content?.ongoing?.takeIf { it }?.let { "ongoing" }
            )
            calls.add("    ${note.id} at ${fires(note.fireDate, zone)}: \"${note.title}\" | ${note.body}" +
                (if (extras.isEmpty()) "" else "; " + extras.joinToString(", ")))
            held[note.id] = note
        }
    }
    fun deliver(now: Instant): Int {
        val due = held.values.filter { !it.fireDate.isAfter(now) }.map { it.id }
        due.forEach { held.remove(it) }
        return due.size
    }
}

fun show() {
    calls.forEach { println("  $it") }
    calls.clear()
}

fun apply(plan: Scheduling.Plan, alarms: RecordingAlarms) {
    val work = RouseAndroid.apply(plan, alarms)
    println("apply: cancel ${work.cancel.size}, add ${work.add.size}")
    show()
    val again = RouseAndroid.apply(plan, alarms)
    println("apply the same plan again: cancel ${again.cancel.size}, add ${again.add.size}, ${calls.size} call(s)")
    show()
}

fun main() {
    println("== Android: RouseAndroid against recording channels and alarms")
    val channels = RecordingChannels()
    println("ensureChannels: ${RouseAndroid.ensureChannels(channels)}")
    show()
    println("ensureChannels again: ${RouseAndroid.ensureChannels(channels)}")
    show()
    val london = ZoneId.of("Europe/London")
    // Sunday 22 March 2026, 00:05 in London: each night the app plans again just after midnight (the
    // plan's midnight trigger), for a week.
    val start = ZonedDateTime.of(2026, 3, 22, 0, 5, 0, 0, london)
    val alarms = RecordingAlarms(london)
    for (day in 0 until 7) {
        val now = start.plusDays(day.toLong()).toInstant()
        val delivered = alarms.deliver(now)
        println("-- ${local(now, london)} Europe/London, delivered since the last run: $delivered")
        apply(plan(now, london), alarms)
    }
    // Saturday at noon the phone is in Reykjavik, whose clock is London's until London moves to summer
    // time on Sunday 29 March: only what rings from Sunday on moves (nothing, in a one-day window). At
    // 17:00 it is in Paris, an hour ahead: everything pending moves.
    for ((at, zone) in listOf(Instant.parse("2026-03-28T12:00:00Z") to "Atlantic/Reykjavik", Instant.parse("2026-03-28T16:00:00Z") to "Europe/Paris")) {
        val delivered = alarms.deliver(at)
        alarms.zone = ZoneId.of(zone)
        println("-- ${local(at, alarms.zone)} $zone (the zone changed), delivered since the last run: $delivered")
        apply(plan(at, alarms.zone), alarms)
    }
}
