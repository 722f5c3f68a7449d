@file:Suppress("unused", "MemberVisibilityCanBePrivate")

package specc.runtime

/**
 * One integer id per notification id (Android's `notify(id, …)`, `PendingIntent` request codes):
 * 32-bit FNV-1a over the id's UTF-8 bytes, shifted right by one bit, so 0..2,147,483,647 — the
 * same number as Swift's `NotificationIDs.numeric` and TypeScript's `numericId` (shared vectors:
 * Tests/Vectors/ids.json). A lone surrogate is encoded as U+FFFD, as JavaScript's `TextEncoder` does.
 */
object NotificationIds {
    /** The 32-bit FNV-1a hash of [id]'s UTF-8 bytes, as an unsigned value in a Long. */
    fun fnv1a32(id: String): Long {
        var hash = 0x811C9DC5.toInt()
        fun add(byte: Int) {
            hash = (hash xor byte) * 0x01000193
        }
        var index = 0
        while (index < id.length) {
            var point = id[index].toInt()
            if (point in 0xD800..0xDBFF && index + 1 < id.length && id[index + 1].toInt() in 0xDC00..0xDFFF) {
                point = 0x10000 + ((point - 0xD800) shl 10) + (id[index + 1].toInt() - 0xDC00)
                index += 1
            } else if (point in 0xD800..0xDFFF) {
                point = 0xFFFD
            }
            index += 1
            when {
                point < 0x80 -> add(point)
                point < 0x800 -> { add(0xC0 or (point shr 6)); add(0x80 or (point and 0x3F)) }
                point < 0x10000 -> {
                    add(0xE0 or (point shr 12)); add(0x80 or ((point shr 6) and 0x3F)); add(0x80 or (point and 0x3F))
                }
                else -> {
                    add(0xF0 or (point shr 18)); add(0x80 or ((point shr 12) and 0x3F))
                    add(0x80 or ((point shr 6) and 0x3F)); add(0x80 or (point and 0x3F))
                }
            }
        }
        return hash.toLong() and 0xFFFFFFFFL
    }

    /** The 31-bit integer id of a plan's string id. */
    fun numeric(id: String): Int = (fnv1a32(id) ushr 1).toInt()
}
