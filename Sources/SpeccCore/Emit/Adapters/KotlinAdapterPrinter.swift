/// Prints a spec's Android adapter (`<Namespace>Android.kt`, in the spec's package): its channels
/// as data and `ensureChannels` (each created once, with the spec's importance, sound and
/// vibration: they are fixed at creation), `apply` (reconcile against the app's store of armed
/// ids, cancel, then arm) over `Channels` and `Alarms` a test can fake, and their Android
/// implementations: `SystemChannels` (`NotificationManager`), `SystemAlarms` (`AlarmManager`,
/// exact where the spec's exact-alarm fact allows and the permission is held, the windowed
/// fallback otherwise), `PostReceiver` (posts with `NotificationCompat`) and `ReplanReceiver`
/// (re-plans on boot, time-zone change, time change and app update).
struct KotlinAdapterPrinter {
  let model: AdapterModel
  let package: String

  init(_ model: AdapterModel, options: PrinterOptions) {
    self.model = model
    package = KotlinEmitter.packageName(model.namespace, in: options.kotlinPackage ?? "specc.generated")
  }

  var objectName: String { model.namespace + "Android" }

  func file() -> OutputFile {
    OutputFile(name: objectName + ".kt", contents: body())
  }

  private func lit(_ text: String?) -> String {
    text.map { ForeignLiteral.string($0, .kotlin) } ?? "null"
  }

  static func importance(_ id: String?) -> String {
    switch id {
    case "min": "NotificationManager.IMPORTANCE_MIN"
    case "low": "NotificationManager.IMPORTANCE_LOW"
    case "high": "NotificationManager.IMPORTANCE_HIGH"
    case "max": "NotificationManager.IMPORTANCE_MAX"
    default: "NotificationManager.IMPORTANCE_DEFAULT"
    }
  }

  private var channelData: String {
    let rows = model.channels.map { channel in
      let v = channel.values
      let vibration = AdapterModel.flag(v["vibration"]).map(String.init) ?? "null"
      return "        ChannelInfo(\(lit(channel.id)), \(lit(AdapterModel.text(v["displayName"]) ?? channel.id)), "
        + "\(lit(AdapterModel.text(v["description"]))), \(Self.importance(AdapterModel.text(v["importance"]))), "
        + "\(lit(AdapterModel.text(v["sound"]))), \(vibration))"
    }
    return rows.isEmpty ? "emptyList()" : "listOf(\n" + rows.joined(separator: ",\n") + "\n    )"
  }

  private func body() -> String {
    """
    \(GeneratedHeader.marker + SwiftLiteral.comment(model.specPath)). Do not edit.
    @file:Suppress("unused", "MemberVisibilityCanBePrivate")

    package \(package)

    import android.app.AlarmManager
    import android.app.NotificationChannel
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
    import specc.runtime.NotificationIds
    import specc.runtime.Scheduling

    /**
     * The Android adapter of \(model.namespace) (docs/scheduling.md): channels, alarms and the receivers.
     *
     * What the app supplies: its [Context], its [Store] of armed ids, the plan
     * (`\(KotlinEmitter.objectName(model.namespace)).Planner.plan(…)` with its own times and settings), the small icon, and a
     * [ReplanReceiver] that plans again.
     */
    object \(objectName) {
        /** A channel of the spec; importance is `NotificationManager.IMPORTANCE_*`, sound a raw resource's file name. */
        class ChannelInfo(
            val id: String, val name: String, val description: String?, val importance: Int, val sound: String?,
            val vibration: Boolean?
        )

        /** The spec's channels, in spec order. Importance, sound and vibration are fixed when a channel is created. */
        val channels: List<ChannelInfo> = \(channelData)

        /** Whether the spec lets the app ask for exact alarms (`platforms.android.exact_alarms`). */
        const val EXACT_ALARMS: Boolean = \(model.androidExactAlarms)

        /** The windowed trigger's ± minutes without exact alarms. */
        const val WINDOW_MINUTES: Int = \(model.androidWindowMinutes)

        /** What [ensureChannels] needs of the OS: [SystemChannels], or a fake in tests. */
        interface Channels {
            fun existing(): Set<String>
            fun create(channel: ChannelInfo)
        }

        /** Creates each of the spec's channels the OS does not have yet (never again: the user owns it then); returns their ids. */
        fun ensureChannels(target: Channels): List<String> {
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

        /** Makes the alarms hold exactly [plan]: reconcile, cancel, then arm; the same plan again makes no call. */
        fun apply(plan: Scheduling.Plan, alarms: Alarms): Scheduling.Reconciliation {
            val work = Scheduling.reconcile(alarms.pending(), plan)
            if (work.cancel.isNotEmpty()) alarms.cancel(work.cancel)
            if (work.add.isNotEmpty()) alarms.arm(work.add)
            return work
        }

        /** [Channels] on the device's [NotificationManager]. */
        class SystemChannels(private val context: Context) : Channels {
            private val manager: NotificationManager = context.getSystemService(NotificationManager::class.java)

            override fun existing(): Set<String> = manager.notificationChannels.map { it.id }.toSet()

            override fun create(channel: ChannelInfo) {
                val created = NotificationChannel(channel.id, channel.name, channel.importance)
                channel.description?.let { created.description = it }
                when (val sound = channel.sound) {
                    null, "default" -> Unit
                    else -> created.setSound(
                        Uri.parse("android.resource://" + context.packageName + "/raw/" + sound.substringBeforeLast('.')),
                        AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_NOTIFICATION).build()
                    )
                }
                channel.vibration?.let { created.enableVibration(it) }
                manager.createNotificationChannel(created)
            }
        }

        /**
         * [Alarms] on [AlarmManager]: one broadcast [PendingIntent] per id (request code: [NotificationIds.numeric])
         * to [receiver]; exact when [EXACT_ALARMS] and the permission is held, windowed otherwise.
         */
        class SystemAlarms(
            private val context: Context,
            private val store: Store,
            private val receiver: Class<out BroadcastReceiver>
        ) : Alarms {
            private val manager: AlarmManager = context.getSystemService(AlarmManager::class.java)

            override fun pending(): List<Scheduling.PendingRequest> = store.load()

            override fun cancel(ids: List<String>) {
                for (id in ids) manager.cancel(intent(id, null))
                store.save(store.load().filter { it.id !in ids })
            }

            override fun arm(notifications: List<Scheduling.Notification>) {
                val exact = EXACT_ALARMS && (Build.VERSION.SDK_INT < 31 || manager.canScheduleExactAlarms())
                for (note in notifications) {
                    val at = note.fireDate.toEpochMilli()
                    if (exact) {
                        manager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, at, intent(note.id, note))
                    } else {
                        val window = WINDOW_MINUTES * 60_000L
                        manager.setWindow(AlarmManager.RTC_WAKEUP, at - window, 2 * window, intent(note.id, note))
                    }
                }
                val armed = notifications.map { Scheduling.PendingRequest(it.id, it.fireDate) }
                store.save(store.load().filter { old -> armed.none { it.id == old.id } } + armed)
            }

            private fun intent(id: String, note: Scheduling.Notification?): PendingIntent {
                val intent = Intent(context, receiver).setAction(ACTION_POST).putExtra(EXTRA_ID, id)
                if (note != null) {
                    intent.putExtra(EXTRA_TITLE, note.title).putExtra(EXTRA_BODY, note.body)
                        .putExtra(EXTRA_CHANNEL, note.channel).putExtra(EXTRA_THREAD, note.threadIdentifier)
                }
                return PendingIntent.getBroadcast(
                    context, NotificationIds.numeric(id), intent,
                    PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
                )
            }
        }

        const val ACTION_POST: String = "specc.adapter.POST"
        const val EXTRA_ID: String = "specc.id"
        const val EXTRA_TITLE: String = "specc.title"
        const val EXTRA_BODY: String = "specc.body"
        const val EXTRA_CHANNEL: String = "specc.channel"
        const val EXTRA_THREAD: String = "specc.thread"

        /** The notification an alarm posts, on its channel, grouped by its thread. */
        fun notification(context: Context, intent: Intent, smallIcon: Int, fallbackChannel: String): android.app.Notification =
            NotificationCompat.Builder(context, intent.getStringExtra(EXTRA_CHANNEL) ?: fallbackChannel)
                .setSmallIcon(smallIcon)
                .setContentTitle(intent.getStringExtra(EXTRA_TITLE) ?: "")
                .setContentText(intent.getStringExtra(EXTRA_BODY) ?: "")
                .setGroup(intent.getStringExtra(EXTRA_THREAD))
                .setAutoCancel(true)
                .build()

        /**
         * Posts what an alarm carries, with id [NotificationIds.numeric] of the plan's id. The app subclasses it
         * (its icon, the channel of a notification without one) and declares it in the manifest.
         */
        abstract class PostReceiver : BroadcastReceiver() {
            abstract val smallIcon: Int
            abstract val fallbackChannel: String

            /** A self-scheduled trigger fired: plan again and [apply]. */
            abstract fun onTrigger(context: Context)

            override fun onReceive(context: Context, intent: Intent) {
                val id = intent.getStringExtra(EXTRA_ID) ?: return
                if (intent.getStringExtra(EXTRA_TITLE).isNullOrEmpty()) {
                    onTrigger(context) // a self-scheduled trigger (midnight re-planning): nothing to show
                    return
                }
                val manager = NotificationManagerCompat.from(context)
                if (!manager.areNotificationsEnabled()) return
                manager.notify(NotificationIds.numeric(id), notification(context, intent, smallIcon, fallbackChannel))
            }
        }

        /** The broadcasts after which the plan must be made again: wall-clock times moved, or alarms were cleared. */
        val REPLAN_ACTIONS: Set<String> = setOf(
            Intent.ACTION_BOOT_COMPLETED, Intent.ACTION_TIMEZONE_CHANGED, Intent.ACTION_TIME_CHANGED,
            Intent.ACTION_MY_PACKAGE_REPLACED
        )

        /** Re-plans on boot, time-zone change, time change and app update: the app's [replan] plans and calls [apply]. */
        abstract class ReplanReceiver : BroadcastReceiver() {
            abstract fun replan(context: Context)

            override fun onReceive(context: Context, intent: Intent) {
                if (intent.action?.let { it in REPLAN_ACTIONS } == true) replan(context)
            }
        }
    }

    """
  }
}
