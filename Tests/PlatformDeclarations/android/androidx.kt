// Declarations from the AndroidX reference (see android.kt): androidx.core.app.
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.core.app

import android.app.Notification
import android.app.PendingIntent
import android.content.Context

// https://developer.android.com/reference/androidx/core/app/NotificationCompat.Builder
open class NotificationCompat {
    open class Builder(context: Context, channelId: String) {
        open fun setSmallIcon(icon: Int): Builder = throw NotImplementedError()
        open fun setContentTitle(title: CharSequence?): Builder = throw NotImplementedError()
        open fun setContentText(text: CharSequence?): Builder = throw NotImplementedError()
        open fun setGroup(groupKey: String?): Builder = throw NotImplementedError()
        open fun setAutoCancel(autoCancel: Boolean): Builder = throw NotImplementedError()
        open fun setGroupSummary(isGroupSummary: Boolean): Builder = throw NotImplementedError()
        open fun setOngoing(ongoing: Boolean): Builder = throw NotImplementedError()
        open fun setNumber(number: Int): Builder = throw NotImplementedError()
        open fun setVisibility(visibility: Int): Builder = throw NotImplementedError()
        open fun setContentIntent(intent: PendingIntent?): Builder = throw NotImplementedError()
        open fun setFullScreenIntent(intent: PendingIntent?, highPriority: Boolean): Builder = throw NotImplementedError()
        open fun addAction(icon: Int, title: CharSequence?, intent: PendingIntent?): Builder = throw NotImplementedError()
        open fun build(): Notification = throw NotImplementedError()
    }
}

// https://developer.android.com/reference/androidx/core/app/NotificationManagerCompat
open class NotificationManagerCompat {
    open fun areNotificationsEnabled(): Boolean = throw NotImplementedError()
    open fun notify(id: Int, notification: Notification): Unit = throw NotImplementedError()
    open fun cancel(id: Int): Unit = throw NotImplementedError()

    companion object {
        fun from(context: Context): NotificationManagerCompat = throw NotImplementedError()
    }
}
