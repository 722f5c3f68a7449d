// Declarations from the Android reference (see android.kt): android.content.pm.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.content.pm

import android.content.Intent

// https://developer.android.com/reference/android/content/pm/PackageManager (getLaunchIntentForPackage)
abstract class PackageManager {
    abstract fun getLaunchIntentForPackage(packageName: String): Intent?
}
