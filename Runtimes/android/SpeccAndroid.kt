@file:Suppress("unused", "MemberVisibilityCanBePrivate")

package specc.runtime

import android.app.AlarmManager
import android.app.NotificationChannel
import android.app.NotificationChannelGroup
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.media.AudioAttributes
import android.net.Uri
import android.os.Build
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import java.time.Instant
import java.time.ZoneId

/**
 * The Android adapter (docs/scheduling.md), the same for every spec: each spec's generated `<Namespace>Android`
 * object extends it with the spec's channel groups, channels, categories and what each template's notification
 * carries (issue 29), so a spec's file holds only its data. Written once per output folder, beside the adapters;
 * it needs the Android SDK (specc's CI compiles it against Tests/PlatformDeclarations/android).
 *
 * What the app supplies: its [Context], its [Store] of armed ids, the plan (the spec's `Planner.plan(…)` with its
 * own times and settings), the small icon, the value of a badge that comes from a number token, the full-screen
 * activity, and a [ReplanReceiver] that plans again. Its hooks (docs/scheduling.md, "Hooks"): a payload and a deep
 * link per notification ([SystemAlarms]), and in its [PostReceiver] the builder's last changes
 * ([PostReceiver.customize]), the tap target ([PostReceiver.contentIntent]), what an action does; every member an
 * app may need to change is open.
 */
open class SpeccAndroid(
    /** The spec's channel groups (`NotificationChannelGroup`), created before the channels. */
    val channelGroups: List<ChannelGroupInfo>,
    /** The spec's channels, in spec order. Importance, sound, vibration, visibility and DND bypass are fixed when a channel is created. */
    val channels: List<ChannelInfo>,
    /** The spec's categories whose actions Android shows as buttons (at most three each). */
    val categories: List<CategoryInfo>,
    /** What the notification of each template carries beyond its text, by template id. */
    val contents: Map<String, ContentInfo>,
    /** Whether the spec lets the app ask for exact alarms (`platforms.android.exact_alarms`). */
    val exactAlarms: Boolean,
    /** The windowed trigger's ± minutes without exact alarms. */
    val windowMinutes: Int,
    /** The run-time channel choice: for a sound a user may choose for an item, the channel that plays it. */
    val channelChoices: List<ChannelChoice> = emptyList(),
    /**
     * The spec's namespace (`Scheduling.namespace(spec)`): the prefix of its ids and the marker ([EXTRA_NAMESPACE])
     * each alarm's intent carries. [apply] reads and cancels only ids with it.
     */
    val namespace: String = "",
    /** The spec's snoozes, by item id (a user item's kind): what a snoozing action does on Android. */
    val snoozes: Map<String, SnoozeInfo> = emptyMap()
) {
    /** An item's snooze: how long one lasts, and how many in a row it may be taken. */
    data class SnoozeInfo(val minutes: Int, val maxCount: Int)

    /** A sound a user may choose for an item (a prayer or user item, by spec id) and the channel that plays it. */
    class ChannelChoice(val item: String, val sound: String, val channel: String)

    /**
     * The channel [note] posts to when the user chose [sound] for its item: the spec's choice for that item and
     * sound (a channel's sound is fixed once created, so a choice is a channel), else the plan's channel. The
     * choice is the at-time notification's: a reminder keeps its own channel.
     */
    fun channelFor(note: Scheduling.Notification, sound: String?): String? =
        sound?.takeIf { note.occurrence.kind == Scheduling.Kind.AtTime }?.let { chosen ->
            channelChoices.firstOrNull { it.item == note.occurrence.itemId && it.sound == chosen }?.channel
        } ?: note.channel

    /** A channel group: a section of the app's notification settings. */
    class ChannelGroupInfo(val id: String, val name: String, val description: String? = null)

    /**
     * A channel of the spec; importance is `NotificationManager.IMPORTANCE_*`, sound a raw resource's file name
     * (`"default"`: the system's, `"none"`: silent), visibility `Notification.VISIBILITY_*`.
     */
    class ChannelInfo(
        val id: String, val name: String, val description: String?, val importance: Int, val sound: String?,
        val vibration: Boolean?, val vibrationPattern: List<Long>? = null, val group: String? = null,
        val visibility: Int? = null, val bypassDnd: Boolean = false
    )

    /**
     * An action button: [foreground] opens the app (an activity [PendingIntent]); [snoozes] snoozes the
     * notification (posted again after its item's [SnoozeInfo.minutes]); else a broadcast to the [PostReceiver].
     */
    class ActionInfo(
        val id: String, val title: String, val foreground: Boolean, val destructive: Boolean, val snoozes: Boolean = false
    )

    /** A category with its actions, in spec order. */
    class CategoryInfo(val id: String, val actions: List<ActionInfo>)

    /**
     * What a template's notification carries beyond its text: its group (else the plan's thread), whether it is
     * the group's summary, a fixed badge number or the number token whose value is it, whether it is shown
     * full-screen when the user allows it, ongoing, and its lock-screen visibility (`Notification.VISIBILITY_*`).
     */
    class ContentInfo(
        val group: String? = null, val groupSummary: Boolean = false, val badgeCount: Int? = null,
        val badgeToken: String? = null, val fullScreenIntent: Boolean = false, val ongoing: Boolean = false,
        val visibility: Int? = null
    )

    /** What [ensureChannels] needs of the OS: [SystemChannels], or a fake in tests. */
    interface Channels {
        fun existingGroups(): Set<String>
        fun createGroup(group: ChannelGroupInfo)
        fun existing(): Set<String>
        fun create(channel: ChannelInfo)
    }

    /**
     * Creates each of the spec's channel groups, then each channel, the OS does not have yet (never again: the
     * user owns a channel then); returns the ids of the channels created.
     */
    fun ensureChannels(target: Channels): List<String> {
        val haveGroups = target.existingGroups()
        for (group in channelGroups) if (group.id !in haveGroups) target.createGroup(group)
        val have = target.existing()
        val missing = channels.filter { it.id !in have }
        for (channel in missing) target.create(channel)
        return missing.map { it.id }
    }

    /** What [apply] needs: the armed requests (the app's store), cancel and arm. [SystemAlarms], or a fake. */
    interface Alarms {
        fun pending(): List<Scheduling.PendingRequest>
        fun cancel(ids: List<String>)
        fun arm(notifications: List<Scheduling.Notification>)
    }

    /** The app's store of what is armed (ids and fire dates), e.g. SharedPreferences: Android keeps no list. */
    interface Store {
        fun load(): List<Scheduling.PendingRequest>
        fun save(requests: List<Scheduling.PendingRequest>)
    }

    /**
     * Makes the alarms hold exactly [plan]: reconcile, cancel, then arm; the same plan again makes no call. Only the
     * armed ids of the plan's namespace are read and cancelled: the app's own and another spec's (in a shared
     * [Store]) are left as they are. [zone] is the plan's time zone: a repeating alarm armed in another is re-armed.
     */
    fun apply(plan: Scheduling.Plan, alarms: Alarms, zone: ZoneId = ZoneId.systemDefault()): Scheduling.Reconciliation {
        val pending = alarms.pending().filter { Scheduling.owns(plan.namespace, it.id) }.map { request ->
            // An alarm is an instant: after a time-zone change a repeating one no longer rings at its wall-clock
            // time in [zone] (the plan's), so it is seen as moved and armed again.
            val repeats = request.repeats
            val fire = request.fireDate
            if (repeats != null && fire != null && Scheduling.wallMinutes(fire, zone) != repeats.time.minutes) {
                request.copy(repeats = null)
            } else request
        }
        val work = Scheduling.reconcile(pending, plan)
        if (work.cancel.isNotEmpty()) alarms.cancel(work.cancel)
        if (work.add.isNotEmpty()) alarms.arm(work.add)
        return work
    }

    /**
     * What a posted notification is, as `NotificationCompat.Builder` sets it: the plan's text on its channel (else
     * [fallbackChannel]), with its template's group (else the plan's thread), summary, badge number ([badge]
     * gives a token's value), visibility, ongoing and full-screen flags, and up to three of its category's actions;
     * the app's [payload] and [deepLink] (the tap target), its item's [snooze] and how often it was snoozed.
     */
    data class Posting(
        val id: String, val channel: String, val title: String, val body: String, val group: String,
        val groupSummary: Boolean, val number: Int?, val visibility: Int?, val ongoing: Boolean,
        val fullScreenIntent: Boolean, val actions: List<ActionInfo>,
        val category: String? = null, val template: String? = null, val thread: String = group,
        val item: String? = null, val payload: Map<String, String> = emptyMap(), val deepLink: String? = null,
        val snooze: SnoozeInfo? = null, val snoozeCount: Int = 0
    )

    /**
     * [note]'s [Posting]. The app's hooks: [soundChoice] the sound the user chose for its item (its channel:
     * [channelFor]), [payload] the app's extras (its own keys, untouched beside specc's `specc.*`), [deepLink] the
     * URI the notification opens when tapped (null: the app's launch activity).
     */
    fun posting(
        note: Scheduling.Notification, fallbackChannel: String,
        soundChoice: (note: Scheduling.Notification) -> String? = { null },
        payload: (note: Scheduling.Notification) -> Map<String, String> = { emptyMap() },
        deepLink: (note: Scheduling.Notification) -> String? = { null },
        badge: (token: String, note: Scheduling.Notification) -> Int? = { _, _ -> null }
    ): Posting {
        val content = note.occurrence.template?.let { contents[it] }
        val number = content?.badgeCount ?: content?.badgeToken?.let { badge(it, note) }
        return posting(
            note.id, note.title, note.body, channelFor(note, soundChoice(note)), note.category, note.occurrence.template,
            note.threadIdentifier, number, fallbackChannel, note.occurrence.itemId, payload(note), deepLink(note)
        )
    }

    /** [posting] from what an alarm's intent carries. */
    fun posting(
        id: String, title: String, body: String, channel: String?, category: String?, template: String?,
        thread: String, number: Int?, fallbackChannel: String, item: String? = null,
        payload: Map<String, String> = emptyMap(), deepLink: String? = null, snoozeCount: Int = 0
    ): Posting {
        val content = template?.let { contents[it] }
        val actions = categories.firstOrNull { it.id == category }?.actions?.take(MAX_ACTIONS) ?: emptyList()
        return Posting(
            id, channel ?: fallbackChannel, title, body, content?.group ?: thread, content?.groupSummary ?: false,
            number, content?.visibility, content?.ongoing ?: false, content?.fullScreenIntent ?: false, actions,
            category, template, thread, item, payload, deepLink, item?.let { snoozes[it] }, snoozeCount
        )
    }

    /**
     * The snooze of [posting] taken at [now]: when it posts again and what (the same notification, snoozed once
     * more); null when its item has no snooze or it was snoozed [SnoozeInfo.maxCount] times in a row.
     */
    fun snoozed(posting: Posting, now: Instant): Pair<Instant, Posting>? {
        val snooze = posting.snooze ?: return null
        if (posting.snoozeCount >= snooze.maxCount) return null
        return now.plusSeconds(snooze.minutes * 60L) to posting.copy(snoozeCount = posting.snoozeCount + 1)
    }

    /** Writes what a posting needs into an alarm's or a snooze's [intent]: specc's `specc.*` extras and the app's payload. */
    fun putExtras(
        intent: Intent, id: String, title: String, body: String, channel: String?, thread: String, category: String?,
        template: String?, number: Int?, item: String?, payload: Map<String, String>, deepLink: String?, snoozeCount: Int = 0
    ): Intent {
        intent.putExtra(EXTRA_ID, id).putExtra(EXTRA_NAMESPACE, namespace).putExtra(EXTRA_TITLE, title).putExtra(EXTRA_BODY, body)
            .putExtra(EXTRA_CHANNEL, channel).putExtra(EXTRA_THREAD, thread).putExtra(EXTRA_CATEGORY, category)
            .putExtra(EXTRA_TEMPLATE, template).putExtra(EXTRA_ITEM, item)
        number?.let { intent.putExtra(EXTRA_NUMBER, it) }
        deepLink?.let { intent.putExtra(EXTRA_DEEP_LINK, it) }
        if (snoozeCount > 0) intent.putExtra(EXTRA_SNOOZE_COUNT, snoozeCount)
        putPayload(intent, payload)
        return intent
    }

    /** What [SystemAlarms] writes into [note]'s alarm: [putExtras] with the app's hooks' values for it. */
    fun putExtras(
        intent: Intent, note: Scheduling.Notification,
        soundChoice: (note: Scheduling.Notification) -> String? = { null },
        payload: (note: Scheduling.Notification) -> Map<String, String> = { emptyMap() },
        deepLink: (note: Scheduling.Notification) -> String? = { null },
        badge: (token: String, note: Scheduling.Notification) -> Int? = { _, _ -> null }
    ): Intent {
        val content = note.occurrence.template?.let { contents[it] }
        return putExtras(
            intent, note.id, note.title, note.body, channelFor(note, soundChoice(note)), note.threadIdentifier,
            note.category, note.occurrence.template, content?.badgeCount ?: content?.badgeToken?.let { badge(it, note) },
            note.occurrence.itemId, payload(note), deepLink(note)
        )
    }

    /** [putExtras] of a [posting]. */
    fun putExtras(intent: Intent, posting: Posting): Intent = putExtras(
        intent, posting.id, posting.title, posting.body, posting.channel, posting.thread, posting.category,
        posting.template, posting.number, posting.item, posting.payload, posting.deepLink, posting.snoozeCount
    )

    /**
     * Arms [pending] at [at] on [alarms]: exact when [exactAlarms] and the permission is held, else windowed
     * ([windowMinutes] either side). What [SystemAlarms], a snooze and a repeat's re-arming share.
     */
    fun armAlarm(alarms: AlarmManager, at: Instant, pending: PendingIntent) {
        if (exactAlarms && (Build.VERSION.SDK_INT < 31 || alarms.canScheduleExactAlarms())) {
            alarms.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, at.toEpochMilli(), pending)
        } else {
            val window = windowMinutes * 60_000L
            alarms.setWindow(AlarmManager.RTC_WAKEUP, at.toEpochMilli() - window, 2 * window, pending)
        }
    }

    /**
     * Writes a repeating alarm's trigger and the instant it is armed for into its [intent] (Android has no exact
     * repeating alarm, so the post receiver arms the next occurrence when one fires: [PostReceiver.rearm]).
     */
    fun putRepeat(intent: Intent, repeat: Scheduling.Repeat, at: Instant): Intent =
        intent.putExtra(EXTRA_REPEAT, repeat.encode()).putExtra(EXTRA_FIRE, at.toEpochMilli().toString())

    /**
     * The next occurrence of the repeating alarm [intent] carries, after [now] and after the instant it was armed
     * for (a windowed alarm may fire early), in [zone]; null for an alarm that does not repeat.
     */
    fun nextRepeat(intent: Intent, now: Instant, zone: ZoneId): Pair<Scheduling.Repeat, Instant>? {
        val repeat = intent.getStringExtra(EXTRA_REPEAT)?.let { Scheduling.Repeat.decode(it) } ?: return null
        val armed = intent.getStringExtra(EXTRA_FIRE)?.toLongOrNull()?.let { Instant.ofEpochMilli(it) }
        val after = if (armed != null && armed > now) armed else now
        val (_, at) = repeat.next(after, zone) ?: return null
        return repeat to at
    }

    /** The app's [payload] as extras of their own keys, and their names in `specc.payload` (to read them back). */
    fun putPayload(intent: Intent, payload: Map<String, String>): Intent {
        if (payload.isEmpty()) return intent
        for ((key, value) in payload.entries.sortedBy { it.key }) intent.putExtra(key, value)
        return intent.putExtra(EXTRA_PAYLOAD_KEYS, payload.keys.sorted().toTypedArray())
    }

    /** [Channels] on the device's [NotificationManager]. */
    class SystemChannels(private val context: Context) : Channels {
        private val manager: NotificationManager = context.getSystemService(NotificationManager::class.java)

        override fun existingGroups(): Set<String> = manager.notificationChannelGroups.map { it.id }.toSet()

        override fun createGroup(group: ChannelGroupInfo) {
            val created = NotificationChannelGroup(group.id, group.name)
            if (Build.VERSION.SDK_INT >= 28) group.description?.let { created.setDescription(it) }
            manager.createNotificationChannelGroup(created)
        }

        override fun existing(): Set<String> = manager.notificationChannels.map { it.id }.toSet()

        override fun create(channel: ChannelInfo) {
            val created = NotificationChannel(channel.id, channel.name, channel.importance)
            channel.description?.let { created.description = it }
            channel.group?.let { created.setGroup(it) }
            when (val sound = channel.sound) {
                null, "default" -> Unit
                "none" -> created.setSound(null, null) // a silent channel
                else -> created.setSound(
                    Uri.parse("android.resource://" + context.packageName + "/raw/" + sound.substringBeforeLast('.')),
                    AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_NOTIFICATION).build()
                )
            }
            channel.vibration?.let { created.enableVibration(it) }
            channel.vibrationPattern?.let { created.setVibrationPattern(it.toLongArray()) }
            channel.visibility?.let { created.setLockscreenVisibility(it) }
            if (channel.bypassDnd) created.setBypassDnd(true)
            manager.createNotificationChannel(created)
        }
    }

    /**
     * [Alarms] on [AlarmManager]: one broadcast [PendingIntent] per id (request code: [NotificationIds.numeric])
     * to [receiver]; exact when [exactAlarms] and the permission is held, windowed otherwise. [soundChoice] gives the
     * sound the user chose for a notification's item (its channel: [channelFor]); [badge] the value of a badge that
     * comes from a number token.
     */
    inner class SystemAlarms(
        private val context: Context,
        private val store: Store,
        private val receiver: Class<out BroadcastReceiver>,
        private val soundChoice: (note: Scheduling.Notification) -> String? = { null },
        /** The app's extras of a notification (its own keys, passed through untouched to the tap and the actions). */
        private val payload: (note: Scheduling.Notification) -> Map<String, String> = { emptyMap() },
        /** The URI a notification opens when tapped (null: the app's launch activity). */
        private val deepLink: (note: Scheduling.Notification) -> String? = { null },
        /** Last, so that a trailing lambda is still the badge. */
        private val badge: (token: String, note: Scheduling.Notification) -> Int? = { _, _ -> null }
    ) : Alarms {
        private val manager: AlarmManager = context.getSystemService(AlarmManager::class.java)

        override fun pending(): List<Scheduling.PendingRequest> = store.load()

        override fun cancel(ids: List<String>) {
            for (id in ids) manager.cancel(intent(id, null))
            store.save(store.load().filter { it.id !in ids })
        }

        override fun arm(notifications: List<Scheduling.Notification>) {
            for (note in notifications) armAlarm(manager, note.fireDate, intent(note.id, note))
            // A repeating one is stored with its trigger: reconcile keeps it by that, while its next date moves
            // each time the post receiver re-arms it.
            val armed = notifications.map { Scheduling.PendingRequest(it.id, it.fireDate, it.repeats) }
            store.save(store.load().filter { old -> armed.none { it.id == old.id } } + armed)
        }

        private fun intent(id: String, note: Scheduling.Notification?): PendingIntent {
            val intent = Intent(context, receiver).setAction(ACTION_POST).putExtra(EXTRA_ID, id)
                .putExtra(EXTRA_NAMESPACE, namespace)
            if (note != null) {
                putExtras(intent, note, soundChoice, payload, deepLink, badge)
                note.repeats?.let { putRepeat(intent, it, note.fireDate) }
            }
            return PendingIntent.getBroadcast(
                context, NotificationIds.numeric(id), intent,
                PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            )
        }
    }

    /** What an alarm's [intent] carries, as a [Posting]; null for a self-scheduled trigger (nothing to show). */
    fun posting(intent: Intent, fallbackChannel: String): Posting? {
        val id = intent.getStringExtra(EXTRA_ID) ?: return null
        val title = intent.getStringExtra(EXTRA_TITLE)
        if (title.isNullOrEmpty()) return null
        val payload = (intent.getStringArrayExtra(EXTRA_PAYLOAD_KEYS) ?: emptyArray()).mapNotNull { key ->
            intent.getStringExtra(key)?.let { key to it }
        }.toMap()
        return posting(
            id, title, intent.getStringExtra(EXTRA_BODY) ?: "", intent.getStringExtra(EXTRA_CHANNEL),
            intent.getStringExtra(EXTRA_CATEGORY), intent.getStringExtra(EXTRA_TEMPLATE),
            intent.getStringExtra(EXTRA_THREAD) ?: id,
            if (intent.hasExtra(EXTRA_NUMBER)) intent.getIntExtra(EXTRA_NUMBER, 0) else null, fallbackChannel,
            intent.getStringExtra(EXTRA_ITEM), payload, intent.getStringExtra(EXTRA_DEEP_LINK),
            if (intent.hasExtra(EXTRA_SNOOZE_COUNT)) intent.getIntExtra(EXTRA_SNOOZE_COUNT, 0) else 0
        )
    }

    /**
     * Posts what an alarm carries, with id [NotificationIds.numeric] of the plan's id. The app subclasses its spec's
     * `PostReceiver` (its icon, the channel of a notification without one, what an action does, the full-screen
     * activity) and declares it in the manifest. Every step is open: [notification] builds with [builder], then
     * [customize] (the app's last changes to the builder); the tap opens [contentIntent] (the deep link, else the
     * launch activity, with the payload); a `foreground` action opens the app the same way ([actionIntent]), a
     * snoozing one posts the notification again after its item's snooze ([snooze]), any other is a broadcast to
     * [onAction].
     */
    abstract class PostReceiver : BroadcastReceiver() {
        abstract val adapter: SpeccAndroid
        abstract val smallIcon: Int
        abstract val fallbackChannel: String

        /** A self-scheduled trigger fired: plan again and apply. */
        abstract fun onTrigger(context: Context)

        /** The user tapped action [actionId] of notification [id] (the plan's id); a snooze is heard here too, after [snooze]. */
        open fun onAction(context: Context, id: String, actionId: String) {}

        /** The activity a full-screen notification opens (null: shown as a heads-up notification). */
        open fun fullScreenIntent(context: Context, posting: Posting): PendingIntent? = null

        /** The app's last changes to [builder] before [posting] is built (a style, a colour, a large icon, extras). */
        open fun customize(context: Context, posting: Posting, builder: NotificationCompat.Builder) {}

        override fun onReceive(context: Context, intent: Intent) {
            if (intent.action == ACTION_BUTTON) {
                val id = intent.getStringExtra(EXTRA_ID) ?: return
                onAction(context, id, intent.getStringExtra(EXTRA_ACTION) ?: return)
                return
            }
            if (intent.action == ACTION_SNOOZE) {
                val posting = adapter.posting(intent, fallbackChannel) ?: return
                snooze(context, posting)
                onAction(context, posting.id, intent.getStringExtra(EXTRA_ACTION) ?: return)
                return
            }
            val posting = adapter.posting(intent, fallbackChannel)
            if (posting == null) {
                if (intent.getStringExtra(EXTRA_ID) != null) onTrigger(context) // a self-scheduled trigger: nothing to show
                return
            }
            rearm(context, posting, intent)
            val manager = NotificationManagerCompat.from(context)
            if (!manager.areNotificationsEnabled()) return
            manager.notify(NotificationIds.numeric(posting.id), notification(context, posting))
        }

        /** The builder [notification] starts from (the app may return its own). */
        open fun builder(context: Context, posting: Posting): NotificationCompat.Builder =
            NotificationCompat.Builder(context, posting.channel)

        /** The notification of [posting], as `NotificationCompat` builds it. */
        open fun notification(context: Context, posting: Posting): android.app.Notification {
            val builder = builder(context, posting)
                .setSmallIcon(smallIcon)
                .setContentTitle(posting.title)
                .setContentText(posting.body)
                .setGroup(posting.group)
                .setGroupSummary(posting.groupSummary)
                .setOngoing(posting.ongoing)
                .setAutoCancel(!posting.ongoing)
            posting.number?.let { builder.setNumber(it) }
            posting.visibility?.let { builder.setVisibility(it) }
            contentIntent(context, posting)?.let { builder.setContentIntent(it) }
            if (posting.fullScreenIntent && canUseFullScreenIntent(context)) {
                fullScreenIntent(context, posting)?.let { builder.setFullScreenIntent(it, true) }
            }
            for (action in posting.actions) actionIntent(context, posting, action)?.let { builder.addAction(0, action.title, it) }
            customize(context, posting, builder)
            return builder.build()
        }

        /**
         * The activity [posting] (or its action [actionId]) opens: an `ACTION_VIEW` of its deep link in this app,
         * else the app's launch activity; with the plan's id, the action and the app's payload as extras. Null when
         * the app has no launch activity.
         */
        open fun openIntent(context: Context, posting: Posting, actionId: String?): Intent? {
            val intent = posting.deepLink?.let { viewIntent(context, it) } ?: launchIntent(context) ?: return null
            intent.putExtra(EXTRA_ID, posting.id)
            actionId?.let { intent.putExtra(EXTRA_ACTION, it) }
            return adapter.putPayload(intent, posting.payload)
        }

        /** What tapping [posting] opens (`setContentIntent`): [openIntent] as an activity; null: nothing. */
        open fun contentIntent(context: Context, posting: Posting): PendingIntent? =
            openIntent(context, posting, null)?.let { activity(context, NotificationIds.numeric(posting.id + "#open"), it) }

        /**
         * What [action] of [posting] does: a `foreground` action opens the app ([openIntent] as an activity), a
         * snoozing one (its item has a snooze) is a broadcast that [snooze]s, any other a broadcast to [onAction].
         */
        open fun actionIntent(context: Context, posting: Posting, action: ActionInfo): PendingIntent? {
            val code = NotificationIds.numeric(posting.id + "#" + action.id)
            if (action.foreground) return openIntent(context, posting, action.id)?.let { activity(context, code, it) }
            val intent = receiverIntent(context).putExtra(EXTRA_ACTION, action.id)
            if (action.snoozes && posting.snooze != null) {
                adapter.putExtras(intent.setAction(ACTION_SNOOZE), posting)
            } else {
                intent.setAction(ACTION_BUTTON).putExtra(EXTRA_ID, posting.id)
            }
            return broadcast(context, code, intent)
        }

        /**
         * Snoozes [posting]: removes it and posts it again after its item's snooze ([SpeccAndroid.snoozed]; nothing
         * after the last one in a row), through an alarm to this receiver.
         */
        open fun snooze(context: Context, posting: Posting) {
            NotificationManagerCompat.from(context).cancel(NotificationIds.numeric(posting.id))
            val (at, again) = adapter.snoozed(posting, Instant.now()) ?: return
            val intent = adapter.putExtras(receiverIntent(context).setAction(ACTION_POST), again)
            val pending = broadcast(context, NotificationIds.numeric(posting.id + "#snooze"), intent)
            adapter.armAlarm(context.getSystemService(AlarmManager::class.java), at, pending)
        }

        /**
         * A repeating alarm fired ([Scheduling.Notification.repeats]): arms its next occurrence with the same extras
         * and request code, so the plan's cancel still reaches it. Nothing for a one-shot.
         */
        open fun rearm(context: Context, posting: Posting, intent: Intent) {
            val (repeat, at) = adapter.nextRepeat(intent, Instant.now(), ZoneId.systemDefault()) ?: return
            val next = adapter.putRepeat(adapter.putExtras(receiverIntent(context).setAction(ACTION_POST), posting), repeat, at)
            val alarms = context.getSystemService(AlarmManager::class.java)
            adapter.armAlarm(alarms, at, broadcast(context, NotificationIds.numeric(posting.id), next))
        }

        /** An `ACTION_VIEW` of [uri] in this app (a deep link). */
        open fun viewIntent(context: Context, uri: String): Intent =
            Intent(Intent.ACTION_VIEW, Uri.parse(uri)).setPackage(context.packageName)

        /** The app's launch activity (null: it has none). */
        open fun launchIntent(context: Context): Intent? = context.packageManager.getLaunchIntentForPackage(context.packageName)

        /** An intent to this receiver. */
        open fun receiverIntent(context: Context): Intent = Intent(context, javaClass)

        /** An activity [PendingIntent] (immutable). */
        open fun activity(context: Context, requestCode: Int, intent: Intent): PendingIntent =
            PendingIntent.getActivity(context, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)

        /** A broadcast [PendingIntent] (immutable). */
        open fun broadcast(context: Context, requestCode: Int, intent: Intent): PendingIntent =
            PendingIntent.getBroadcast(context, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)

        /** Android 14 lets the user deny full-screen intents (`USE_FULL_SCREEN_INTENT`); the spec's flow covers it. */
        open fun canUseFullScreenIntent(context: Context): Boolean =
            Build.VERSION.SDK_INT < 34 || context.getSystemService(NotificationManager::class.java).canUseFullScreenIntent()
    }

    /** Re-plans on boot, time-zone change, time change and app update: the app's [replan] plans and calls apply. */
    abstract class ReplanReceiver : BroadcastReceiver() {
        abstract fun replan(context: Context)

        override fun onReceive(context: Context, intent: Intent) {
            if (intent.action?.let { it in REPLAN_ACTIONS } == true) replan(context)
        }
    }

    companion object {
        /** Android shows at most three action buttons. */
        const val MAX_ACTIONS: Int = 3
        const val ACTION_POST: String = "specc.adapter.POST"
        const val ACTION_BUTTON: String = "specc.adapter.ACTION"
        const val ACTION_SNOOZE: String = "specc.adapter.SNOOZE"
        const val EXTRA_ID: String = "specc.id"
        const val EXTRA_NAMESPACE: String = "specc.namespace"
        const val EXTRA_TITLE: String = "specc.title"
        const val EXTRA_BODY: String = "specc.body"
        const val EXTRA_CHANNEL: String = "specc.channel"
        const val EXTRA_THREAD: String = "specc.thread"
        const val EXTRA_CATEGORY: String = "specc.category"
        const val EXTRA_TEMPLATE: String = "specc.template"
        const val EXTRA_NUMBER: String = "specc.number"
        const val EXTRA_ACTION: String = "specc.action"
        const val EXTRA_ITEM: String = "specc.item"
        const val EXTRA_DEEP_LINK: String = "specc.deepLink"
        const val EXTRA_SNOOZE_COUNT: String = "specc.snoozeCount"
        /** A repeating alarm's trigger ([Scheduling.Repeat.encode]) and the instant (epoch milliseconds) it is armed for. */
        const val EXTRA_REPEAT: String = "specc.repeat"
        const val EXTRA_FIRE: String = "specc.fire"
        /** The names of the app's payload extras (each under its own key). */
        const val EXTRA_PAYLOAD_KEYS: String = "specc.payload"

        /** The broadcasts after which the plan must be made again: wall-clock times moved, or alarms were cleared. */
        val REPLAN_ACTIONS: Set<String> = setOf(
            Intent.ACTION_BOOT_COMPLETED, Intent.ACTION_TIMEZONE_CHANGED, Intent.ACTION_TIME_CHANGED,
            Intent.ACTION_MY_PACKAGE_REPLACED
        )
    }
}
