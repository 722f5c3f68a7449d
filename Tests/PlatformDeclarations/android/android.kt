// Declarations of the Android framework calls specc's Android adapter makes, written from the
// Android reference (https://developer.android.com/reference), each class from the page named above
// it; bodies throw (only their types are used). Compiled with Generated/kotlin to type-check the
// adapters on a machine with no Android SDK (Tests/PlatformDeclarations/README.md). Not AOSP code.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.content

// https://developer.android.com/reference/android/content/Context (getPackageManager, getPackageName)
abstract class Context {
    abstract val packageName: String
    abstract val packageManager: android.content.pm.PackageManager
    abstract fun <T> getSystemService(serviceClass: Class<T>): T
}

// https://developer.android.com/reference/android/content/Intent (Intent(Context, Class), Intent(String, Uri),
// setPackage, putExtra(String, String[]), getStringArrayExtra, ACTION_VIEW)
open class Intent {
    constructor(packageContext: Context, cls: Class<*>)
    constructor(action: String?, uri: android.net.Uri?)
    open val action: String? get() = throw NotImplementedError()
    open fun setAction(action: String?): Intent = throw NotImplementedError()
    open fun setPackage(packageName: String?): Intent = throw NotImplementedError()
    open fun putExtra(name: String, value: String?): Intent = throw NotImplementedError()
    open fun putExtra(name: String, value: Int): Intent = throw NotImplementedError()
    open fun putExtra(name: String, value: Array<String>?): Intent = throw NotImplementedError()
    open fun getStringExtra(name: String): String? = throw NotImplementedError()
    open fun getStringArrayExtra(name: String): Array<String>? = throw NotImplementedError()
    open fun getIntExtra(name: String, defaultValue: Int): Int = throw NotImplementedError()
    open fun hasExtra(name: String): Boolean = throw NotImplementedError()

    companion object {
        const val ACTION_VIEW: String = "android.intent.action.VIEW"
        const val ACTION_BOOT_COMPLETED: String = "android.intent.action.BOOT_COMPLETED"
        const val ACTION_TIMEZONE_CHANGED: String = "android.intent.action.TIMEZONE_CHANGED"
        const val ACTION_TIME_CHANGED: String = "android.intent.action.TIME_SET"
        const val ACTION_MY_PACKAGE_REPLACED: String = "android.intent.action.MY_PACKAGE_REPLACED"
    }
}

// https://developer.android.com/reference/android/content/BroadcastReceiver
abstract class BroadcastReceiver {
    abstract fun onReceive(context: Context, intent: Intent)
}
