// Declarations from the Android reference (see android.kt): android.os.
@file:Suppress("unused")

package android.os

// https://developer.android.com/reference/android/os/Build.VERSION
object Build {
    object VERSION {
        val SDK_INT: Int get() = throw NotImplementedError()
    }
}
