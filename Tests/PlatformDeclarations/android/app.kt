// Declarations from the Android reference (see android.kt): android.app.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.app

import android.content.Context
import android.content.Intent
import android.media.AudioAttributes
import android.net.Uri

// https://developer.android.com/reference/android/app/Notification (VISIBILITY_PUBLIC, VISIBILITY_PRIVATE,
// VISIBILITY_SECRET)
open class Notification {
    companion object {
        const val VISIBILITY_PUBLIC: Int = 1
        const val VISIBILITY_PRIVATE: Int = 0
        const val VISIBILITY_SECRET: Int = -1
    }
}

// https://developer.android.com/reference/android/app/NotificationChannelGroup (setDescription: API 28)
open class NotificationChannelGroup(id: String, name: CharSequence) {
    open val id: String get() = throw NotImplementedError()
    open fun setDescription(description: String?): Unit = throw NotImplementedError()
}

// https://developer.android.com/reference/android/app/NotificationChannel
open class NotificationChannel(id: String, name: CharSequence, importance: Int) {
    open val id: String get() = throw NotImplementedError()
    open var description: String? = null
    open fun setSound(sound: Uri?, audioAttributes: AudioAttributes?): Unit = throw NotImplementedError()
    open fun enableVibration(vibration: Boolean): Unit = throw NotImplementedError()
    open fun setGroup(groupId: String?): Unit = throw NotImplementedError()
    open fun setVibrationPattern(vibrationPattern: LongArray?): Unit = throw NotImplementedError()
    open fun setLockscreenVisibility(lockscreenVisibility: Int): Unit = throw NotImplementedError()
    open fun setBypassDnd(bypassDnd: Boolean): Unit = throw NotImplementedError()
}

// https://developer.android.com/reference/android/app/NotificationManager
open class NotificationManager {
    open val notificationChannels: List<NotificationChannel> get() = throw NotImplementedError()
    open fun createNotificationChannel(channel: NotificationChannel): Unit = throw NotImplementedError()
    open val notificationChannelGroups: List<NotificationChannelGroup> get() = throw NotImplementedError()
    open fun createNotificationChannelGroup(group: NotificationChannelGroup): Unit = throw NotImplementedError()
    // canUseFullScreenIntent: API 34.
    open fun canUseFullScreenIntent(): Boolean = throw NotImplementedError()

    companion object {
        const val IMPORTANCE_MIN: Int = 1
        const val IMPORTANCE_LOW: Int = 2
        const val IMPORTANCE_DEFAULT: Int = 3
        const val IMPORTANCE_HIGH: Int = 4
        const val IMPORTANCE_MAX: Int = 5
    }
}

// https://developer.android.com/reference/android/app/PendingIntent (getBroadcast, getActivity)
open class PendingIntent {
    companion object {
        fun getActivity(context: Context, requestCode: Int, intent: Intent, flags: Int): PendingIntent =
            throw NotImplementedError()
        const val FLAG_UPDATE_CURRENT: Int = 134217728
        const val FLAG_IMMUTABLE: Int = 67108864
        fun getBroadcast(context: Context, requestCode: Int, intent: Intent, flags: Int): PendingIntent =
            throw NotImplementedError()
    }
}

// https://developer.android.com/reference/android/app/AlarmManager
open class AlarmManager {
    open fun canScheduleExactAlarms(): Boolean = throw NotImplementedError()
    open fun setExactAndAllowWhileIdle(type: Int, triggerAtMillis: Long, operation: PendingIntent): Unit =
        throw NotImplementedError()
    open fun setWindow(type: Int, windowStartMillis: Long, windowLengthMillis: Long, operation: PendingIntent): Unit =
        throw NotImplementedError()
    open fun cancel(operation: PendingIntent): Unit = throw NotImplementedError()

    companion object {
        const val RTC_WAKEUP: Int = 0
    }
}
