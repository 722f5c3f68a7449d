// Checks specc's Kotlin id hash (Runtimes/kotlin/NotificationIds.kt) against Tests/Vectors/ids.json,
// recorded from Swift: every case's fnv1a32 and numeric. Run by NotificationIDTests and
// scripts/check-foreign.sh.
package specc.idvectors

import java.io.File
import kotlin.system.exitProcess
import specc.runtime.NotificationIds

/** A JSON string literal's text (the vectors escape every non-ASCII character as \uXXXX). */
fun unescape(text: String): String {
    val out = StringBuilder()
    var index = 0
    while (index < text.length) {
        val c = text[index]
        if (c != '\\') { out.append(c); index += 1; continue }
        when (val next = text[index + 1]) {
            'u' -> { out.append(text.substring(index + 2, index + 6).toInt(16).toChar()); index += 6 }
            'n' -> { out.append('\n'); index += 2 }
            't' -> { out.append('\t'); index += 2 }
            else -> { out.append(next); index += 2 }
        }
    }
    return out.toString()
}

/** The value of `"key": ` in [line]: a string literal's raw text up to its closing quote, or a number. */
fun field(line: String, key: String): String? {
    val start = line.indexOf("\"$key\": ").takeIf { it >= 0 }?.plus(key.length + 4) ?: return null
    if (line[start] != '"') return line.substring(start).takeWhile { it.isDigit() }
    var index = start + 1
    while (line[index] != '"') index += if (line[index] == '\\') 2 else 1
    return line.substring(start + 1, index)
}

fun main(args: Array<String>) {
    var count = 0
    var failures = 0
    for (line in File(args[0]).readLines()) {
        val raw = field(line, "id") ?: continue
        val id = unescape(raw)
        val fnv = NotificationIds.fnv1a32(id)
        val numeric = NotificationIds.numeric(id)
        val swiftFnv = field(line, "fnv1a32") ?: ""
        val swiftNumeric = field(line, "numeric") ?: ""
        count += 1
        if (fnv.toString() != swiftFnv || numeric.toString() != swiftNumeric) {
            failures += 1
            println("FAIL $raw: fnv1a32 $fnv numeric $numeric, Swift $swiftFnv $swiftNumeric")
        }
    }
    if (count == 0 || failures > 0) { println("ids: $failures of $count differ"); exitProcess(1) }
    println("ids: $count ids give Swift's numbers on the JVM")
}
