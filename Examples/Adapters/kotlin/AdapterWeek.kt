// A week of Rouse (Examples/platform.yaml, an alarm app) handed to Android through the adapter
// specc generates (`RouseAndroid`: .specc.yml asks for `adapters: [android, …]`), against channels
// and alarms that record every call. The app creates its channels (once); each night just after
// midnight it plans its window and applies it, then applies the same plan again (no call but the
// read); on Saturday the phone's time zone changes twice (only what moved is cancelled and armed
// again), and the app's own alarm and another spec's in the same store are never touched. run.sh compiles it with the generated Kotlin and Tests/PlatformDeclarations/android, runs
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
    /**
     * What the store holds that is not Rouse's (issue 37, ownership): the app's own alarm, one spelt in Rouse's
     * namespace's style by another spec, both due after the week. `apply` reads them and never cancels them.
     */
    val foreign = mutableListOf(
        Scheduling.PendingRequest("app.glucose_check", Instant.parse("2026-04-01T09:00:00Z")),
        Scheduling.PendingRequest("specc.other.0800.at.2026-04-01", Instant.parse("2026-04-01T07:00:00Z"))
    )
    override fun pending(): List<Scheduling.PendingRequest> {
        calls.add("pending() -> ${held.size + foreign.size}")
        return (held.values.map { Scheduling.PendingRequest(it.id, it.fireDate) } + foreign).sortedBy { it.id }
    }
    override fun cancel(ids: List<String>) {
        calls.add("cancel(${ids.sorted().joinToString(", ")})")
        ids.forEach { held.remove(it) }
        foreign.removeAll { it.id in ids }
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

/** An intent that keeps its action and extras, as the alarm, the tap and each action carry them. */
class RecordingIntent(private val target: String) : android.content.Intent(AppContext, Any::class.java) {
    private var recorded: String? = null
    private val extras = linkedMapOf<String, Any>()
    override val action: String? get() = recorded
    override fun setAction(action: String?): android.content.Intent { recorded = action; return this }
    override fun setPackage(packageName: String?): android.content.Intent = this
    override fun putExtra(name: String, value: String?): android.content.Intent { value?.let { extras[name] = it }; return this }
    override fun putExtra(name: String, value: Int): android.content.Intent { extras[name] = value; return this }
    override fun putExtra(name: String, value: Array<String>?): android.content.Intent { value?.let { extras[name] = it.toList() }; return this }
    override fun getStringExtra(name: String): String? = extras[name] as? String
    override fun getStringArrayExtra(name: String): Array<String>? = (extras[name] as? List<*>)?.map { "$it" }?.toTypedArray()
    override fun getIntExtra(name: String, defaultValue: Int): Int = extras[name] as? Int ?: defaultValue
    override fun hasExtra(name: String): Boolean = name in extras
    /** The target, the action and the extras other than the posting's text (which the alarm also carries). */
    override fun toString(): String {
        val shown = extras.filterKeys { it !in setOf(SpeccAndroid.EXTRA_TITLE, SpeccAndroid.EXTRA_BODY, SpeccAndroid.EXTRA_THREAD) }
        return "$target${recorded?.let { " $it" } ?: ""} " + shown.entries.joinToString(", ", "{", "}") { "${it.key}=${it.value}" }
    }
}

object AppContext : android.content.Context() {
    override val packageName: String = "app.rouse"
    override val packageManager: android.content.pm.PackageManager get() = throw UnsupportedOperationException()
    override fun <T> getSystemService(serviceClass: Class<T>): T = throw UnsupportedOperationException()
}

class RecordedPending(private val kind: String, private val intent: android.content.Intent) : android.app.PendingIntent() {
    override fun toString(): String = "$kind $intent"
}

/** NotificationCompat.Builder, recording each call. */
class RecordingBuilder(channel: String) : androidx.core.app.NotificationCompat.Builder(AppContext, channel) {
    init { calls.add("Builder(channel $channel)") }
    private fun add(call: String): RecordingBuilder { calls.add(call); return this }
    override fun setSmallIcon(icon: Int) = add("setSmallIcon($icon)")
    override fun setContentTitle(title: CharSequence?) = add("setContentTitle(\"$title\")")
    override fun setContentText(text: CharSequence?) = add("setContentText(\"$text\")")
    override fun setGroup(groupKey: String?) = add("setGroup($groupKey)")
    override fun setAutoCancel(autoCancel: Boolean) = add("setAutoCancel($autoCancel)")
    override fun setGroupSummary(isGroupSummary: Boolean) = add("setGroupSummary($isGroupSummary)")
    override fun setOngoing(ongoing: Boolean) = add("setOngoing($ongoing)")
    override fun setNumber(number: Int) = add("setNumber($number)")
    override fun setVisibility(visibility: Int) = add("setVisibility($visibility)")
    override fun setContentIntent(intent: android.app.PendingIntent?) = add("setContentIntent($intent)")
    override fun setFullScreenIntent(intent: android.app.PendingIntent?, highPriority: Boolean) = add("setFullScreenIntent($intent, $highPriority)")
    override fun addAction(icon: Int, title: CharSequence?, intent: android.app.PendingIntent?) = add("addAction(\"$title\", $intent)")
    override fun build(): android.app.Notification { calls.add("build()"); return android.app.Notification() }
}

/** The app's receiver: its icon, its last change to the builder (a hook), and the recording builder and intents. */
class Posts : RouseAndroid.PostReceiver() {
    override val smallIcon: Int = 17
    override val fallbackChannel: String = "rouse.alarms"
    override fun onTrigger(context: android.content.Context) = Unit
    override fun customize(context: android.content.Context, posting: SpeccAndroid.Posting, builder: androidx.core.app.NotificationCompat.Builder) {
        calls.add("customize(${posting.id}) (the app's hook)")
        builder.setVisibility(android.app.Notification.VISIBILITY_PUBLIC)
    }
    override fun builder(context: android.content.Context, posting: SpeccAndroid.Posting) = RecordingBuilder(posting.channel)
    override fun viewIntent(context: android.content.Context, uri: String) = RecordingIntent("view $uri")
    override fun launchIntent(context: android.content.Context) = RecordingIntent("launch")
    override fun receiverIntent(context: android.content.Context) = RecordingIntent("receiver")
    override fun activity(context: android.content.Context, requestCode: Int, intent: android.content.Intent) = RecordedPending("activity", intent)
    override fun broadcast(context: android.content.Context, requestCode: Int, intent: android.content.Intent) = RecordedPending("broadcast", intent)
    override fun canUseFullScreenIntent(context: android.content.Context): Boolean = false
}

/**
 * The app's hooks (issue 37) on the first alarm of the week: its payload and deep link ride the alarm's intent
 * (`SystemAlarms(…, payload, deepLink)` writes them so), the receiver posts it (the tap opens the deep link, Open is
 * an activity, Snooze a broadcast that carries the notification), and the snooze posts it again 10 minutes later,
 * three times in a row at most.
 */
fun hooks(note: Scheduling.Notification) {
    println("-- the app's hooks: ${note.id} posted by the app's PostReceiver")
    val alarm = RouseAndroid.putExtras(
        RecordingIntent("alarm").setAction(SpeccAndroid.ACTION_POST), note, badge = { _, n -> alarmsOn(n.occurrence.date) },
        payload = { mapOf("alarmId" to (it.occurrence.userItemId ?: "")) }, deepLink = { "rouse://alarm/${it.occurrence.userItemId}" }
    )
    println("  alarm intent: $alarm")
    val posting = RouseAndroid.posting(alarm, "rouse.alarms") ?: return
    Posts().notification(AppContext, posting)
    show()
    var current = posting
    var rings = note.fireDate
    while (true) {
        // Snoozed each time it rings: it rings again snooze.minutes later.
        val (at, again) = RouseAndroid.snoozed(current, rings) ?: break
        println("  snooze ${again.snoozeCount} of ${again.snooze?.maxCount}: posts again at ${fires(at, ZoneId.of("Europe/London"))}")
        current = again
        rings = at
    }
    println("  snooze ${current.snoozeCount + 1}: none (snooze.max_count ${current.snooze?.maxCount})")
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
    println("-- the app's own and another spec's, never cancelled: ${alarms.foreign.map { it.id }}")
    // -- OS repeats (issue 37, item 5): a repeating slot's trigger reaching its call goes here.
    plan(start.plusDays(1).toInstant(), london).notifications.firstOrNull { it.occurrence.itemId == "alarm" }?.let { hooks(it) }
}
