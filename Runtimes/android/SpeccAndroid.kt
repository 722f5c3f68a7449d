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

/**
 * The Android adapter (docs/scheduling.md), the same for every spec: each spec's generated `<Namespace>Android`
 * object extends it with the spec's channel groups, channels, categories and what each template's notification
 * carries (issue 29), so a spec's file holds only its data. Written once per output folder, beside the adapters;
 * it needs the Android SDK (specc's CI compiles it against Tests/PlatformDeclarations/android).
 *
 * What the app supplies: its [Context], its [Store] of armed ids, the plan (the spec's `Planner.plan(…)` with its
 * own times and settings), the small icon, the value of a badge that comes from a number token, the full-screen
 * activity, and a [ReplanReceiver] that plans again.
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
    val namespace: String = ""
) {
    /** A sound a user may choose for an item (a prayer or user item, by spec id) and the channel that plays it. */
    class ChannelChoice(val item: String, val sound: String, val channel: String)

    /**
     * The channel [note] posts to when the user chose [sound] for its item: the spec's choice for that item and
     * sound (a channel's sound is fixed once created, so a choice is a channel), else the plan's channel.
     */
    fun channelFor(note: Scheduling.Notification, sound: String?): String? =
        sound?.let { chosen -> channelChoices.firstOrNull { it.item == note.occurrence.itemId && it.sound == chosen }?.channel }
            ?: note.channel

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

    /** An action button. */
    class ActionInfo(val id: String, val title: String, val foreground: Boolean, val destructive: Boolean)

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
     * [Store]) are left as they are.
     */
    fun apply(plan: Scheduling.Plan, alarms: Alarms): Scheduling.Reconciliation {
        val work = Scheduling.reconcile(alarms.pending().filter { Scheduling.owns(plan.namespace, it.id) }, plan)
        if (work.cancel.isNotEmpty()) alarms.cancel(work.cancel)
        if (work.add.isNotEmpty()) alarms.arm(work.add)
        return work
    }

    /**
     * What a posted notification is, as `NotificationCompat.Builder` sets it: the plan's text on its channel (else
     * [fallbackChannel]), with its template's group (else the plan's thread), summary, badge number ([badge]
     * gives a token's value), visibility, ongoing and full-screen flags, and up to three of its category's actions.
     */
    class Posting(
        val id: String, val channel: String, val title: String, val body: String, val group: String,
        val groupSummary: Boolean, val number: Int?, val visibility: Int?, val ongoing: Boolean,
        val fullScreenIntent: Boolean, val actions: List<ActionInfo>
    )

    fun posting(
        note: Scheduling.Notification, fallbackChannel: String,
        soundChoice: (note: Scheduling.Notification) -> String? = { null },
        badge: (token: String, note: Scheduling.Notification) -> Int? = { _, _ -> null }
    ): Posting {
        val content = note.occurrence.template?.let { contents[it] }
        val number = content?.badgeCount ?: content?.badgeToken?.let { badge(it, note) }
        return posting(
            note.id, note.title, note.body, channelFor(note, soundChoice(note)), note.category, note.occurrence.template,
            note.threadIdentifier, number, fallbackChannel
        )
    }

    /** [posting] from what an alarm's intent carries. */
    fun posting(
        id: String, title: String, body: String, channel: String?, category: String?, template: String?,
        thread: String, number: Int?, fallbackChannel: String
    ): Posting {
        val content = template?.let { contents[it] }
        val actions = categories.firstOrNull { it.id == category }?.actions?.take(MAX_ACTIONS) ?: emptyList()
        return Posting(
            id, channel ?: fallbackChannel, title, body, content?.group ?: thread, content?.groupSummary ?: false,
            number, content?.visibility, content?.ongoing ?: false, content?.fullScreenIntent ?: false, actions
        )
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
        private val badge: (token: String, note: Scheduling.Notification) -> Int? = { _, _ -> null }
    ) : Alarms {
        private val manager: AlarmManager = context.getSystemService(AlarmManager::class.java)

        override fun pending(): List<Scheduling.PendingRequest> = store.load()

        override fun cancel(ids: List<String>) {
            for (id in ids) manager.cancel(intent(id, null))
            store.save(store.load().filter { it.id !in ids })
        }

        override fun arm(notifications: List<Scheduling.Notification>) {
            val exact = exactAlarms && (Build.VERSION.SDK_INT < 31 || manager.canScheduleExactAlarms())
            for (note in notifications) {
                val at = note.fireDate.toEpochMilli()
                if (exact) {
                    manager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, at, intent(note.id, note))
                } else {
                    val window = windowMinutes * 60_000L
                    manager.setWindow(AlarmManager.RTC_WAKEUP, at - window, 2 * window, intent(note.id, note))
                }
            }
            val armed = notifications.map { Scheduling.PendingRequest(it.id, it.fireDate) }
            store.save(store.load().filter { old -> armed.none { it.id == old.id } } + armed)
        }

        private fun intent(id: String, note: Scheduling.Notification?): PendingIntent {
            val intent = Intent(context, receiver).setAction(ACTION_POST).putExtra(EXTRA_ID, id)
                .putExtra(EXTRA_NAMESPACE, namespace)
            if (note != null) {
                intent.putExtra(EXTRA_TITLE, note.title).putExtra(EXTRA_BODY, note.body)
                    .putExtra(EXTRA_CHANNEL, channelFor(note, soundChoice(note))).putExtra(EXTRA_THREAD, note.threadIdentifier)
                    .putExtra(EXTRA_CATEGORY, note.category).putExtra(EXTRA_TEMPLATE, note.occurrence.template)
                val content = note.occurrence.template?.let { contents[it] }
                (content?.badgeCount ?: content?.badgeToken?.let { badge(it, note) })?.let { intent.putExtra(EXTRA_NUMBER, it) }
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
        return posting(
            id, title, intent.getStringExtra(EXTRA_BODY) ?: "", intent.getStringExtra(EXTRA_CHANNEL),
            intent.getStringExtra(EXTRA_CATEGORY), intent.getStringExtra(EXTRA_TEMPLATE),
            intent.getStringExtra(EXTRA_THREAD) ?: id,
            if (intent.hasExtra(EXTRA_NUMBER)) intent.getIntExtra(EXTRA_NUMBER, 0) else null, fallbackChannel
        )
    }

    /**
     * Posts what an alarm carries, with id [NotificationIds.numeric] of the plan's id. The app subclasses its spec's
     * `PostReceiver` (its icon, the channel of a notification without one, what an action does, the full-screen
     * activity) and declares it in the manifest.
     */
    abstract class PostReceiver : BroadcastReceiver() {
        abstract val adapter: SpeccAndroid
        abstract val smallIcon: Int
        abstract val fallbackChannel: String

        /** A self-scheduled trigger fired: plan again and apply. */
        abstract fun onTrigger(context: Context)

        /** The user tapped action [actionId] of notification [id] (the plan's id). */
        open fun onAction(context: Context, id: String, actionId: String) {}

        /** The activity a full-screen notification opens (null: shown as a heads-up notification). */
        open fun fullScreenIntent(context: Context, posting: Posting): PendingIntent? = null

        override fun onReceive(context: Context, intent: Intent) {
            if (intent.action == ACTION_BUTTON) {
                val id = intent.getStringExtra(EXTRA_ID) ?: return
                onAction(context, id, intent.getStringExtra(EXTRA_ACTION) ?: return)
                return
            }
            val posting = adapter.posting(intent, fallbackChannel)
            if (posting == null) {
                if (intent.getStringExtra(EXTRA_ID) != null) onTrigger(context) // a self-scheduled trigger: nothing to show
                return
            }
            val manager = NotificationManagerCompat.from(context)
            if (!manager.areNotificationsEnabled()) return
            manager.notify(NotificationIds.numeric(posting.id), notification(context, posting))
        }

        /** The notification of [posting], as `NotificationCompat` builds it. */
        fun notification(context: Context, posting: Posting): android.app.Notification {
            val builder = NotificationCompat.Builder(context, posting.channel)
                .setSmallIcon(smallIcon)
                .setContentTitle(posting.title)
                .setContentText(posting.body)
                .setGroup(posting.group)
                .setGroupSummary(posting.groupSummary)
                .setOngoing(posting.ongoing)
                .setAutoCancel(!posting.ongoing)
            posting.number?.let { builder.setNumber(it) }
            posting.visibility?.let { builder.setVisibility(it) }
            if (posting.fullScreenIntent && canUseFullScreenIntent(context)) {
                fullScreenIntent(context, posting)?.let { builder.setFullScreenIntent(it, true) }
            }
            for (action in posting.actions) {
                val intent = Intent(context, javaClass).setAction(ACTION_BUTTON).putExtra(EXTRA_ID, posting.id)
                    .putExtra(EXTRA_ACTION, action.id)
                val pending = PendingIntent.getBroadcast(
                    context, NotificationIds.numeric(posting.id + "#" + action.id), intent,
                    PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
                )
                builder.addAction(0, action.title, pending)
            }
            return builder.build()
        }

        /** Android 14 lets the user deny full-screen intents (`USE_FULL_SCREEN_INTENT`); the spec's flow covers it. */
        private fun canUseFullScreenIntent(context: Context): Boolean =
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

        /** The broadcasts after which the plan must be made again: wall-clock times moved, or alarms were cleared. */
        val REPLAN_ACTIONS: Set<String> = setOf(
            Intent.ACTION_BOOT_COMPLETED, Intent.ACTION_TIMEZONE_CHANGED, Intent.ACTION_TIME_CHANGED,
            Intent.ACTION_MY_PACKAGE_REPLACED
        )
    }
}
