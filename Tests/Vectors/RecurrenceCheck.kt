// Holds specc's Kotlin recurrence model (specc.runtime.Recurrence) to python-dateutil: reads the
// random rules scripts/random-rrules.py writes (RRULE, DTSTART, THROUGH, LIMIT, dates; one a line)
// and checks that Recurrence.dates gives exactly those dates; then checks the random-times
// vectors (Tests/Vectors/random-times.json lines: key, date, count, from, to, gap, times).
// scripts/check-recurrence.sh compiles it with the Kotlin runtime and runs it on the JVM.
package specc.recurrencecheck

import java.io.File
import kotlin.system.exitProcess
import specc.runtime.Recurrence
import specc.runtime.Scheduling

fun date(text: String): Scheduling.LocalDate? {
    val parts = text.split("-").map { it.toIntOrNull() ?: return null }
    return if (parts.size == 3) Scheduling.LocalDate(parts[0], parts[1], parts[2]) else null
}

fun time(text: String): Scheduling.LocalTime? {
    val parts = text.split(":").map { it.toIntOrNull() ?: return null }
    return if (parts.size == 2) Scheduling.LocalTime(parts[0], parts[1]) else null
}

fun hhmm(time: Scheduling.LocalTime): String = "%02d:%02d".format(time.hour, time.minute)

fun main(args: Array<String>) {
    var failures = 0
    var rules = 0
    var dates = 0
    for (line in File(args[0]).readLines()) {
        if (line.length == 0) continue
        val fields = line.split("\t")
        val start = date(fields.getOrElse(1) { "" })
        val through = date(fields.getOrElse(2) { "" })
        val limit = fields.getOrElse(3) { "" }.toIntOrNull()
        val rule = Recurrence.parse(fields[0])
        rules += 1
        if (fields.size != 5 || start == null || through == null || limit == null || rule == null) {
            failures += 1
            if (failures <= 20) println("not read: $line")
            continue
        }
        val expected = if (fields[4].length == 0) emptyList() else fields[4].split(",")
        val got = Recurrence.dates(rule, start, start, through, limit).map { it.toString() }
        dates += got.size
        if (got != expected) {
            failures += 1
            if (failures <= 20) println("${fields[0]} DTSTART ${fields[1]} through ${fields[2]}: dateutil ${expected.take(8)}, Kotlin ${got.take(8)}")
        }
    }
    println("random rules (Kotlin): $rules rules, $dates dates, $failures differ")
    var draws = 0
    if (args.size > 1) {
        for (line in File(args[1]).readLines()) {
            if (line.length == 0 || line.startsWith("#")) continue
            val f = line.split("\t")
            val day = date(f[1])
            val from = time(f[3])
            val to = time(f[4])
            if (f.size != 7 || day == null || from == null || to == null) { failures += 1; println("not read: $line"); continue }
            val got = Recurrence.randomTimes(f[0], day, f[2].toInt(), from, to, f[5].toInt()).joinToString(",") { hhmm(it) }
            draws += 1
            if (got != f[6]) { failures += 1; if (failures <= 40) println("random times ${f[0]} ${f[1]}: Swift ${f[6]}, Kotlin $got") }
        }
        println("random times (Kotlin): $draws vectors")
    }
    if (args.size > 2) {
        var texts = 0
        for (line in File(args[2]).readLines()) {
            if (line.length == 0 || line.startsWith("#")) continue
            val f = line.split("\t", limit = 2)
            texts += 1
            val accepted = Recurrence.parse(f[1]) != null
            if (accepted != (f[0] == "accept")) { failures += 1; println("rule text ${f[1]}: expected ${f[0]}, Kotlin ${if (accepted) "accepts" else "refuses"}") }
        }
        println("rule texts (Kotlin): $texts vectors")
    }
    if (failures > 0 || rules < 10_000) { println("FAIL: $failures differ ($rules rules)"); exitProcess(1) }
}
