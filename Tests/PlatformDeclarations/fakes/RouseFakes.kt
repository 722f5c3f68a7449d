// Drives the generated Android adapter of Examples/platform.yaml ("Rouse", every feature of issue 29:
// RouseAndroid.kt with the shared SpeccAndroid.kt) against fakes that record every call: channel groups
// are created before the channels, once, and the channels carry the spec's sound, vibration pattern,
// group, lock-screen visibility and DND bypass; an alarm's posting carries its group, badge number,
// ongoing and full-screen flags and its category's actions; the bedtime nudge carries none of them.
// Prints the calls; exits 1 on a failed check. Compiled by PlatformAdapterTests with the adapter
// specc writes for Examples/platform.yaml and Tests/PlatformDeclarations/android.
package specc.adapterfakes.rouse

import java.time.Instant
import java.time.ZoneId
import kotlin.system.exitProcess
import specc.generated.rouse.Rouse
import specc.generated.rouse.RouseAndroid
import specc.runtime.Scheduling
import specc.runtime.SpeccAndroid
import specc.runtime.TemplateRendering

val calls = mutableListOf<String>()
var failures = 0

fun check(condition: Boolean, what: String) {
    if (!condition) { failures += 1; println("FAIL: $what") }
}

class FakeChannels : SpeccAndroid.Channels {
    val groups = mutableListOf<SpeccAndroid.ChannelGroupInfo>()
    val created = mutableListOf<SpeccAndroid.ChannelInfo>()
    override fun existingGroups(): Set<String> { calls.add("existingGroups"); return groups.map { it.id }.toSet() }
    override fun createGroup(group: SpeccAndroid.ChannelGroupInfo) { calls.add("createGroup ${group.id} ${group.name}"); groups.add(group) }
    override fun existing(): Set<String> { calls.add("existing"); return created.map { it.id }.toSet() }
    override fun create(channel: SpeccAndroid.ChannelInfo) {
        calls.add(
            "create ${channel.id} importance ${channel.importance} sound ${channel.sound} vibration ${channel.vibration} " +
                "pattern ${channel.vibrationPattern} group ${channel.group} visibility ${channel.visibility} bypassDnd ${channel.bypassDnd}"
        )
        created.add(channel)
    }
}

class FakeAlarms : SpeccAndroid.Alarms {
    val armed = linkedMapOf<String, Scheduling.Notification>()
    override fun pending(): List<Scheduling.PendingRequest> {
        calls.add("pending")
        return armed.values.map { Scheduling.PendingRequest(it.id, it.fireDate) }
    }
    override fun cancel(ids: List<String>) { calls.add("cancel ${ids.size}"); ids.forEach { armed.remove(it) } }
    override fun arm(notifications: List<Scheduling.Notification>) {
        calls.add("arm ${notifications.size}")
        notifications.forEach { armed[it.id] = it }
    }
}

/** What an app writes (type-checked, never run: the declarations' Android classes throw). */
class Posts : RouseAndroid.PostReceiver() {
    override val smallIcon: Int = 1
    override val fallbackChannel: String = "rouse.alarms"
    override fun onTrigger(context: android.content.Context) = Unit
    override fun onAction(context: android.content.Context, id: String, actionId: String) = Unit
}

class Replans : SpeccAndroid.ReplanReceiver() {
    override fun replan(context: android.content.Context) = rearm(context, emptyList())
}

fun rearm(context: android.content.Context, stored: List<Scheduling.PendingRequest>) {
    val store = object : SpeccAndroid.Store {
        override fun load(): List<Scheduling.PendingRequest> = stored
        override fun save(requests: List<Scheduling.PendingRequest>) = Unit
    }
    RouseAndroid.ensureChannels(SpeccAndroid.SystemChannels(context))
    val plan = Rouse.Planner.plan(Rouse.Planner.android, Instant.now(), ZoneId.systemDefault()) { null }
    RouseAndroid.apply(plan, RouseAndroid.SystemAlarms(context, store, Posts::class.java) { _, _ -> 1 })
}

/** An intent that keeps its action and extras (the declarations' Intent throws). */
class RecordingIntent(val target: String) : android.content.Intent(FakeContext, Any::class.java) {
    var recordedAction: String? = null
    val extras = linkedMapOf<String, Any?>()
    override val action: String? get() = recordedAction
    override fun setAction(action: String?): android.content.Intent { recordedAction = action; return this }
    override fun setPackage(packageName: String?): android.content.Intent = this
    override fun putExtra(name: String, value: String?): android.content.Intent { extras[name] = value; return this }
    override fun putExtra(name: String, value: Int): android.content.Intent { extras[name] = value; return this }
    override fun putExtra(name: String, value: Array<String>?): android.content.Intent { extras[name] = value?.toList(); return this }
    override fun getStringExtra(name: String): String? = extras[name] as? String
    @Suppress("UNCHECKED_CAST")
    override fun getStringArrayExtra(name: String): Array<String>? = (extras[name] as? List<String>)?.toTypedArray()
    override fun getIntExtra(name: String, defaultValue: Int): Int = extras[name] as? Int ?: defaultValue
    override fun hasExtra(name: String): Boolean = extras.containsKey(name)
    override fun toString(): String =
        "$target ${recordedAction ?: "-"} " + extras.entries.filter { it.value != null }.joinToString(", ", "{", "}") { "${it.key}=${it.value}" }
}

object FakeContext : android.content.Context() {
    override val packageName: String = "app.rouse"
    override val packageManager: android.content.pm.PackageManager get() = throw NotImplementedError()
    override fun <T> getSystemService(serviceClass: Class<T>): T = throw NotImplementedError()
}

class FakePending(val kind: String, val code: Int, val intent: android.content.Intent) : android.app.PendingIntent() {
    override fun toString(): String = "$kind($intent)"
}

/** NotificationCompat.Builder recording each call (the declarations' builder throws). */
class RecordingBuilder(channel: String, val record: MutableList<String>) : androidx.core.app.NotificationCompat.Builder(FakeContext, channel) {
    init { record.add("Builder(channel $channel)") }
    private fun add(call: String): RecordingBuilder { record.add(call); return this }
    override fun setSmallIcon(icon: Int) = add("setSmallIcon($icon)")
    override fun setContentTitle(title: CharSequence?) = add("setContentTitle($title)")
    override fun setContentText(text: CharSequence?) = add("setContentText($text)")
    override fun setGroup(groupKey: String?) = add("setGroup($groupKey)")
    override fun setAutoCancel(autoCancel: Boolean) = add("setAutoCancel($autoCancel)")
    override fun setGroupSummary(isGroupSummary: Boolean) = add("setGroupSummary($isGroupSummary)")
    override fun setOngoing(ongoing: Boolean) = add("setOngoing($ongoing)")
    override fun setNumber(number: Int) = add("setNumber($number)")
    override fun setVisibility(visibility: Int) = add("setVisibility($visibility)")
    override fun setContentIntent(intent: android.app.PendingIntent?) = add("setContentIntent($intent)")
    override fun setFullScreenIntent(intent: android.app.PendingIntent?, highPriority: Boolean) = add("setFullScreenIntent($intent, $highPriority)")
    override fun addAction(icon: Int, title: CharSequence?, intent: android.app.PendingIntent?) = add("addAction($title, $intent)")
    override fun build(): android.app.Notification { record.add("build()"); return android.app.Notification() }
}

/** The app's receiver with its hooks, against the recording builder and intents. */
class HookedPosts(val record: MutableList<String>) : RouseAndroid.PostReceiver() {
    override val smallIcon: Int = 7
    override val fallbackChannel: String = "rouse.alarms"
    var customized = 0
    override fun onTrigger(context: android.content.Context) = Unit
    override fun builder(context: android.content.Context, posting: SpeccAndroid.Posting) = RecordingBuilder(posting.channel, record)
    override fun customize(context: android.content.Context, posting: SpeccAndroid.Posting, builder: androidx.core.app.NotificationCompat.Builder) {
        customized += 1
        builder.setNumber(99) // the app's own change, last
    }
    override fun viewIntent(context: android.content.Context, uri: String) = RecordingIntent("view $uri")
    override fun launchIntent(context: android.content.Context) = RecordingIntent("launch")
    override fun receiverIntent(context: android.content.Context) = RecordingIntent("receiver")
    override fun activity(context: android.content.Context, requestCode: Int, intent: android.content.Intent) = FakePending("activity", requestCode, intent)
    override fun broadcast(context: android.content.Context, requestCode: Int, intent: android.content.Intent) = FakePending("broadcast", requestCode, intent)
    override fun canUseFullScreenIntent(context: android.content.Context): Boolean = true
}

/** The hooks (issue 37): payload and deep link through the alarm, the tap target, a foreground action, snooze. */
fun checkHooks(ring: Scheduling.Notification, nudge: Scheduling.Notification) {
    val alarm = RecordingIntent("alarm").setAction(SpeccAndroid.ACTION_POST)
    RouseAndroid.putExtras(
        alarm, ring, badge = { _, _ -> 2 }, payload = { mapOf("eventId" to "evt-42", "screen" to "alarm") },
        deepLink = { "rouse://alarm/${it.occurrence.userItemId}" }
    )
    val posting = RouseAndroid.posting(alarm, "rouse.alarms")
    check(posting != null && posting.payload == mapOf("eventId" to "evt-42", "screen" to "alarm"),
        "the app's payload travels through the alarm untouched (${posting?.payload})")
    posting ?: return
    check(posting.deepLink == "rouse://alarm/${ring.occurrence.userItemId}" && posting.snooze == SpeccAndroid.SnoozeInfo(10, 3),
        "the deep link and the item's snooze reach the posting (${posting.deepLink}, ${posting.snooze})")
    val record = mutableListOf<String>()
    val receiver = HookedPosts(record)
    receiver.notification(FakeContext, posting)
    println("post ${posting.id}:\n  " + record.joinToString("\n  "))
    check(receiver.customized == 1 && record[record.size - 2] == "setNumber(99)" && record.last() == "build()",
        "customize is called once, last before build")
    val tap = record.single { it.startsWith("setContentIntent(") }
    check(tap.startsWith("setContentIntent(activity(view rouse://alarm/") && "eventId=evt-42" in tap && "specc.id=${ring.id}" in tap,
        "the tap opens the deep link as an activity, with the plan's id and the payload ($tap)")
    val open = record.single { it.startsWith("addAction(Open") }
    check(open.startsWith("addAction(Open, activity(") && "specc.action=OPEN" in open && "eventId=evt-42" in open,
        "the foreground action opens the app (an activity), with the payload ($open)")
    val snooze = record.single { it.startsWith("addAction(Snooze") }
    check(snooze.startsWith("addAction(Snooze, broadcast(receiver ${SpeccAndroid.ACTION_SNOOZE}") && "specc.title=" in snooze,
        "the snooze action is a broadcast that carries the notification ($snooze)")
    val stop = record.single { it.startsWith("addAction(Stop") }
    check(stop.startsWith("addAction(Stop, broadcast(receiver ${SpeccAndroid.ACTION_BUTTON}"), "any other action is a broadcast ($stop)")
    // The snooze: posts again after 10 minutes, three times in a row at most.
    val now = Instant.parse("2026-03-02T06:30:00Z")
    var current: SpeccAndroid.Posting = posting
    val times = mutableListOf<Instant>()
    while (true) {
        val (at, again) = RouseAndroid.snoozed(current, now) ?: break
        times.add(at)
        val carried = RouseAndroid.posting(RouseAndroid.putExtras(RecordingIntent("snooze"), again), "rouse.alarms")
        check(carried == again, "a snoozed posting survives its alarm's extras")
        current = again
    }
    check(times == List(3) { now.plusSeconds(600) }, "the spec's snooze: 10 minutes, at most 3 in a row ($times)")
    println("snooze ${posting.id}: ${times.size} times, each at +10 min")
    // Without a payload, deep link or snooze (the bedtime nudge): the launch activity, nothing else.
    val plain = RouseAndroid.posting(RouseAndroid.putExtras(RecordingIntent("alarm"), nudge), "rouse.alarms")
    check(plain != null && plain.payload.isEmpty() && plain.snooze == null && plain.deepLink == null, "the nudge carries no hooks")
    plain ?: return
    record.clear()
    receiver.notification(FakeContext, plain)
    check(record.any { it.startsWith("setContentIntent(activity(launch") }, "a tap without a deep link opens the launch activity")
}

fun main() {
    val channels = FakeChannels()
    RouseAndroid.ensureChannels(channels)
    val first = calls.toList()
    calls.clear()
    RouseAndroid.ensureChannels(channels)
    println("== Android (Rouse)")
    println(first.joinToString("\n"))
    check(first.take(3) == listOf("existingGroups", "createGroup wake Waking up", "createGroup evening Evening"),
        "the channel groups come first ($first)")
    check(calls == listOf("existingGroups", "existing"), "groups and channels are created once ($calls)")
    val alarms = channels.created.first { it.id == "rouse.alarms" }
    check(alarms.vibrationPattern == listOf(0L, 800L, 400L, 800L) && alarms.group == "wake" && alarms.visibility == 1 &&
        alarms.bypassDnd && alarms.importance == 4 && alarms.sound == "alarm_tone.wav",
        "the alarm channel has the spec's pattern, group, public visibility, DND bypass, importance and sound")
    val bedtime = channels.created.first { it.id == "rouse.bedtime" }
    check(bedtime.group == "evening" && bedtime.visibility == 0 && !bedtime.bypassDnd && bedtime.vibration == false,
        "the bedtime channel is private, in its group, silent on vibration, without DND bypass")

    val now = Instant.parse("2026-03-02T12:00:00Z")
    val userItems = listOf(
        Scheduling.UserItem("alarm", "weekday", Scheduling.When.At(Scheduling.LocalTime(6, 30))),
        Scheduling.UserItem("alarm", "nap", Scheduling.When.At(Scheduling.LocalTime(15, 0)))
    )
    val plan = Rouse.Planner.plan(Rouse.Planner.android, now, ZoneId.of("Europe/Berlin"), userItems = userItems) {
        TemplateRendering.RenderedNotification(it.userItemId ?: it.itemId, "ringing")
    }
    val fake = FakeAlarms()
    calls.clear()
    val work = RouseAndroid.apply(plan, fake)
    println("apply: cancel ${work.cancel.size}, add ${work.add.size}: ${calls.joinToString("; ")}")
    val postings = fake.armed.values.map { note ->
        RouseAndroid.posting(note, "rouse.alarms") { token, _ -> if (token == "alarms_today") 2 else null }
    }
    for (posting in postings) {
        println(
            "post ${posting.id} channel ${posting.channel} group ${posting.group} summary ${posting.groupSummary} " +
                "number ${posting.number} visibility ${posting.visibility} ongoing ${posting.ongoing} " +
                "fullScreen ${posting.fullScreenIntent} actions ${posting.actions.map { it.id }}"
        )
    }
    val ringing = postings.filter { it.channel == "rouse.alarms" }
    check(ringing.isNotEmpty(), "the plan holds alarms")
    check(ringing.all {
        it.group == "alarms" && !it.groupSummary && it.number == 2 && it.ongoing && it.fullScreenIntent &&
            it.actions.map { a -> a.id } == listOf("STOP", "SNOOZE", "OPEN")
    }, "an alarm is grouped, counts today's alarms, is ongoing and full-screen, with Stop, Snooze and Open")
    val nudges = postings.filter { it.channel == "rouse.bedtime" }
    check(nudges.isNotEmpty() && nudges.all {
        it.group != "alarms" && it.number == null && !it.ongoing && !it.fullScreenIntent && it.actions.isEmpty()
    }, "the bedtime nudge carries none of them")
    check(RouseAndroid.contents["alarms_summary"]?.groupSummary == true, "the summary template is its group's summary")
    // The run-time channel choice: the sound the user chose for an item picks the spec's channel for it.
    val chooser = object : SpeccAndroid(
        emptyList(), RouseAndroid.channels, RouseAndroid.categories, RouseAndroid.contents, true, 10,
        listOf(SpeccAndroid.ChannelChoice("alarm", "bell.wav", "rouse.bell"))
    ) {}
    val ring = fake.armed.values.first { it.occurrence.itemId == "alarm" }
    val nudge = fake.armed.values.first { it.occurrence.itemId == "bedtime" }
    check(chooser.channelFor(ring, "bell.wav") == "rouse.bell", "a chosen sound picks its channel")
    check(chooser.channelFor(ring, null) == ring.channel && chooser.channelFor(ring, "other.wav") == ring.channel,
        "no choice, or one the spec does not list, keeps the plan's channel")
    check(chooser.channelFor(nudge, "bell.wav") == nudge.channel, "a choice is per item")
    check(chooser.posting(ring, "rouse.alarms", soundChoice = { "bell.wav" }).channel == "rouse.bell",
        "the posting goes to the chosen channel")
    // The spec's own choice: the alarm's second tone has a channel of its own.
    check(RouseAndroid.channelFor(ring, "birdsong.wav") == "rouse.alarms.birdsong" &&
        RouseAndroid.channelFor(ring, "alarm_tone.wav") == "rouse.alarms", "the spec's channel choice picks the birdsong channel")
    check(RouseAndroid.contents["alarms_summary"]?.visibility == 0, "the summary is private on the lock screen (setVisibility)")
    checkHooks(ring, nudge)
    calls.clear()
    val again = RouseAndroid.apply(plan, fake)
    check(again.add.isEmpty() && again.cancel.isEmpty() && calls == listOf("pending"), "the same plan again makes no call")
    if (failures > 0) exitProcess(1)
    println("rouse adapters: OK")
}
