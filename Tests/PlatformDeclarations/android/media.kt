// Declarations from the Android reference (see android.kt): android.media, android.net, android.os.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.media

// https://developer.android.com/reference/android/media/AudioAttributes and AudioAttributes.Builder
open class AudioAttributes {
    open class Builder {
        open fun setUsage(usage: Int): Builder = throw NotImplementedError()
        open fun build(): AudioAttributes = throw NotImplementedError()
    }

    companion object {
        const val USAGE_NOTIFICATION: Int = 5
    }
}
