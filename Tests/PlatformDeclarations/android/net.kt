// Declarations from the Android reference (see android.kt): android.net.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.net

// https://developer.android.com/reference/android/net/Uri
abstract class Uri {
    companion object {
        fun parse(uriString: String): Uri = throw NotImplementedError()
    }
}
