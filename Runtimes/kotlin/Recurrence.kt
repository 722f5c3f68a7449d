// One recurrence model under every schedule, ported from SpeccRuntime's `Recurrence` (Swift) with
// the same arithmetic: an RFC 5545 subset (FREQ, INTERVAL, BYDAY with ordinals, BYMONTHDAY
// including negative days, BYMONTH, BYSETPOS, COUNT, UNTIL, DTSTART) with RFC 7529's SKIP, and
// the patterns RFC 5545 has no word for (cycles of days on and off, every N days after a date the
// app supplies, random times in a window). Dates are proleptic Gregorian wall-clock dates.
// scripts/check-recurrence.sh holds it to python-dateutil's rrule on random rules; the meaning
// where RFC 5545 leaves a choice is documented on the Swift type and in docs/scheduling.md.
package specc.runtime

import java.time.Instant

object Recurrence {
    /** `FREQ`. */
    enum class Frequency { DAILY, WEEKLY, MONTHLY, YEARLY }

    /** RFC 7529 `SKIP`: what a month lacking a `BYMONTHDAY` does. */
    enum class Skip { OMIT, BACKWARD, FORWARD }

    /** One `BYDAY` entry: weekday 1 = Sunday … 7 = Saturday; ordinal 0 (every) or ±1…53. */
    data class WeekdayRule(val ordinal: Int, val weekday: Int)

    /** An RFC 5545 `RRULE` (the subset above) with RFC 7529's `SKIP`. */
    data class Rule(
        val frequency: Frequency,
        val interval: Int = 1,
        val byDay: List<WeekdayRule> = emptyList(),
        val byMonthDay: List<Int> = emptyList(),
        val byMonth: List<Int> = emptyList(),
        val bySetPos: List<Int> = emptyList(),
        val count: Int? = null,
        val until: Scheduling.LocalDate? = null,
        val skip: Skip = Skip.OMIT
    ) {
        /**
         * Every part in its range (`INTERVAL` at most [maxInterval], `COUNT` at most [MAX_COUNT])
         * and every list naming each value once; an invalid rule has no occurrences.
         */
        val isValid: Boolean
            get() = interval >= 1 && interval <= maxInterval(frequency) && byMonth.all { it in 1..12 } &&
                byMonthDay.all { it != 0 && Math.abs(it) <= 31 } &&
                byDay.all { it.weekday in 1..7 && Math.abs(it.ordinal) <= 53 } &&
                bySetPos.all { it != 0 && Math.abs(it) <= 366 } && (count == null || (count >= 1 && count <= MAX_COUNT)) &&
                (count == null || until == null) && byMonth.toSet().size == byMonth.size &&
                byMonthDay.toSet().size == byMonthDay.size && bySetPos.toSet().size == bySetPos.size &&
                byDay.toSet().size == byDay.size

        /** The rule as RFC 5545 text, parts in a fixed order (`SKIP` only when not `OMIT`). */
        val rrule: String
            get() {
                val parts = mutableListOf("FREQ=" + frequency.name)
                if (interval != 1) parts.add("INTERVAL=$interval")
                if (byMonth.isNotEmpty()) parts.add("BYMONTH=" + byMonth.joinToString(","))
                if (byMonthDay.isNotEmpty()) parts.add("BYMONTHDAY=" + byMonthDay.joinToString(","))
                if (byDay.isNotEmpty()) {
                    parts.add("BYDAY=" + byDay.joinToString(",") { (if (it.ordinal == 0) "" else it.ordinal.toString()) + CODES[(it.weekday - 1) % 7] })
                }
                if (bySetPos.isNotEmpty()) parts.add("BYSETPOS=" + bySetPos.joinToString(","))
                if (count != null) parts.add("COUNT=$count")
                if (until != null) parts.add("UNTIL=" + until.toString().replace("-", ""))
                if (skip != Skip.OMIT) parts.add("SKIP=" + skip.name)
                return parts.joinToString(";")
            }
    }

    private val CODES = listOf("SU", "MO", "TU", "WE", "TH", "FR", "SA")

    /**
     * The largest `INTERVAL` of each frequency: the periods between 0001-01-01 and 9999-12-31, the
     * dates specc reads; a larger interval could never fire a second time.
     */
    fun maxInterval(frequency: Frequency): Int = when (frequency) {
        Frequency.DAILY -> 3_652_058
        Frequency.WEEKLY -> 521_722
        Frequency.MONTHLY -> 119_987
        Frequency.YEARLY -> 9_998
    }

    /** The largest `COUNT`: one occurrence a day over 0001-01-01 … 9999-12-31. */
    const val MAX_COUNT = 3_652_059

    /**
     * The rule read from RFC 5545 text (`FREQ=MONTHLY;BYDAY=-1FR`, `RRULE:` prefix allowed, `UNTIL`
     * a date or date-time read as its date, `WKST=MO` only); null for another part, a malformed
     * value or an invalid rule.
     */
    fun parse(text: String): Rule? {
        var body = text
        if (body.toUpperCase().startsWith("RRULE:")) body = body.substring(6)
        var frequency: Frequency? = null
        var rule = Rule(Frequency.DAILY)
        fun ints(value: String): List<Int>? {
            val values = value.split(",").map { it.toIntOrNull() }
            return if (values.any { it == null }) null else values.filterNotNull()
        }
        val seen = mutableSetOf<String>()
        // Every part is NAME=VALUE: an empty part (FREQ=DAILY;, ;;) makes the text invalid.
        for (part in body.split(";")) {
            val pair = part.split("=", limit = 2)
            if (pair.size != 2) return null
            val name = pair[0].toUpperCase()
            val value = pair[1].toUpperCase()
            // RFC 5545: each rule part once.
            if (!seen.add(name)) return null
            when (name) {
                "FREQ" -> frequency = Frequency.values().firstOrNull { it.name == value } ?: return null
                "INTERVAL" -> rule = rule.copy(interval = value.toIntOrNull() ?: return null)
                "COUNT" -> rule = rule.copy(count = value.toIntOrNull() ?: return null)
                "UNTIL" -> {
                    val digits = value.take(8)
                    if (digits.length != 8 || !digits.all { it in '0'..'9' } || !(value.length == 8 || value[8] == 'T')) return null
                    val number = digits.toInt()
                    rule = rule.copy(until = Scheduling.LocalDate(number / 10_000, number / 100 % 100, number % 100))
                }
                "BYMONTH" -> rule = rule.copy(byMonth = ints(value) ?: return null)
                "BYMONTHDAY" -> rule = rule.copy(byMonthDay = ints(value) ?: return null)
                "BYSETPOS" -> rule = rule.copy(bySetPos = ints(value) ?: return null)
                "BYDAY" -> {
                    val days = mutableListOf<WeekdayRule>()
                    for (entry in value.split(",")) {
                        if (entry.length < 2) return null
                        val code = CODES.indexOf(entry.takeLast(2))
                        if (code < 0) return null
                        val prefix = entry.dropLast(2)
                        val ordinal = if (prefix.length == 0) 0 else (prefix.toIntOrNull() ?: return null)
                        if (prefix.isNotEmpty() && ordinal == 0) return null
                        days.add(WeekdayRule(ordinal, code + 1))
                    }
                    rule = rule.copy(byDay = days)
                }
                "SKIP" -> rule = rule.copy(skip = Skip.values().firstOrNull { it.name == value } ?: return null)
                "WKST" -> if (value != "MO") return null
                else -> return null
            }
        }
        rule = rule.copy(frequency = frequency ?: return null)
        return if (rule.isValid) rule else null
    }

    /**
     * The occurrences of [rule] anchored at [start] (`DTSTART`) from [from] through [through]
     * (inclusive), ascending, at most [limit]. `COUNT` counts from [start].
     */
    fun dates(rule: Rule, start: Scheduling.LocalDate, from: Scheduling.LocalDate, through: Scheduling.LocalDate, limit: Int = Int.MAX_VALUE): List<Scheduling.LocalDate> {
        if (!rule.isValid || limit <= 0 || from > through) return emptyList()
        val startDay = Scheduling.dayNumber(start)
        val fromDay = maxOf(Scheduling.dayNumber(from), startDay)
        var lastDay = Scheduling.dayNumber(through)
        if (rule.until != null) lastDay = minOf(lastDay, Scheduling.dayNumber(rule.until))
        if (fromDay > lastDay) return emptyList()
        val expansion = Expansion(rule, start)
        val first = expansion.period(startDay)
        var index = first
        if (rule.count == null) {
            val near = expansion.period(fromDay - 31)
            if (near > first) index = first + (near - first) / rule.interval * rule.interval
        }
        val result = mutableListOf<Scheduling.LocalDate>()
        var counted = 0
        // SKIP=FORWARD moves a missing day into the next period, where it may coincide with that
        // period's own first day: a date that coincides counts once.
        var previous = Long.MIN_VALUE
        while (expansion.firstDay(index) <= lastDay) {
            for (day in expansion.set(index)) {
                if (day < startDay) continue
                if (day > lastDay) break
                if (day <= previous) continue
                previous = day
                counted += 1
                if (day >= fromDay) {
                    result.add(Scheduling.dateOfDayNumber(day))
                    if (result.size >= limit) return result
                }
                if (rule.count != null && counted >= rule.count) return result
            }
            index += rule.interval
        }
        return result
    }

    /** Whether [date] is an occurrence of [rule] anchored at [start]. */
    fun occurs(rule: Rule, start: Scheduling.LocalDate, date: Scheduling.LocalDate): Boolean =
        dates(rule, start, date, date, 1).isNotEmpty()

    private fun yearOf(month: Long): Int = Math.floorDiv(month, 12L).toInt()
    private fun monthOf(month: Long): Int = (Math.floorMod(month, 12L) + 1).toInt()

    /** A rule's periods (days, Monday weeks, months or years, numbered from 1970) and their days. */
    private class Expansion(val rule: Rule, start: Scheduling.LocalDate) {
        var monthDays: List<Int> = rule.byMonthDay
        var weekdays: List<WeekdayRule> = rule.byDay
        var months: List<Int> = rule.byMonth

        init {
            if (rule.byMonthDay.isEmpty() && rule.byDay.isEmpty()) {
                when (rule.frequency) {
                    Frequency.DAILY -> {}
                    Frequency.WEEKLY -> weekdays = listOf(WeekdayRule(0, Scheduling.weekday(start)))
                    Frequency.MONTHLY -> monthDays = listOf(start.day)
                    Frequency.YEARLY -> {
                        monthDays = listOf(start.day)
                        if (months.isEmpty()) months = listOf(start.month)
                    }
                }
            }
        }

        fun period(day: Long): Long = when (rule.frequency) {
            Frequency.DAILY -> day
            Frequency.WEEKLY -> Math.floorDiv(day + 3, 7L) // weeks from Monday: day -3 (1969-12-29) starts week 0
            Frequency.MONTHLY -> Scheduling.dateOfDayNumber(day).let { it.year * 12L + it.month - 1 }
            Frequency.YEARLY -> Scheduling.dateOfDayNumber(day).year.toLong()
        }

        fun firstDay(index: Long): Long = when (rule.frequency) {
            Frequency.DAILY -> index
            Frequency.WEEKLY -> index * 7 - 3
            Frequency.MONTHLY -> Scheduling.dayNumber(Scheduling.LocalDate(yearOf(index), monthOf(index), 1))
            Frequency.YEARLY -> Scheduling.dayNumber(Scheduling.LocalDate(index.toInt(), 1, 1))
        }

        /** The period's occurrences as ascending day numbers (before DTSTART, UNTIL and COUNT). */
        fun set(index: Long): List<Long> {
            val first = firstDay(index)
            val last = firstDay(index + 1) - 1
            val generating = mutableListOf<Pair<Int, Int>>()
            when (rule.frequency) {
                Frequency.MONTHLY -> generating.add(Pair(yearOf(index), monthOf(index)))
                Frequency.YEARLY -> for (month in 1..12) generating.add(Pair(index.toInt(), month))
                else -> {
                    val a = Scheduling.dateOfDayNumber(first - (if (rule.skip == Skip.FORWARD) 31 else 0))
                    val b = Scheduling.dateOfDayNumber(last)
                    var month = a.year * 12L + a.month - 1
                    while (month <= b.year * 12L + b.month - 1) {
                        generating.add(Pair(yearOf(month), monthOf(month)))
                        month += 1
                    }
                }
            }
            val days = sortedSetOf<Long>()
            for ((year, month) in generating) {
                if (months.isNotEmpty() && month !in months) continue
                val length = Scheduling.daysInMonth(year, month)
                val firstOfMonth = Scheduling.dayNumber(Scheduling.LocalDate(year, month, 1))
                val candidates = mutableListOf<Long>()
                if (monthDays.isEmpty()) {
                    for (offset in 0 until length) candidates.add(firstOfMonth + offset)
                } else {
                    for (value in monthDays) {
                        if (value > 0 && value <= length) candidates.add(firstOfMonth + value - 1)
                        else if (value < 0 && -value <= length) candidates.add(firstOfMonth + length + value)
                        else if (value > 0) when (rule.skip) {
                            Skip.OMIT -> {}
                            Skip.BACKWARD -> candidates.add(firstOfMonth + length - 1)
                            Skip.FORWARD -> candidates.add(firstOfMonth + length)
                        }
                    }
                }
                for (day in candidates) {
                    if (!matchesWeekdays(day)) continue
                    val bounded = rule.frequency == Frequency.DAILY || rule.frequency == Frequency.WEEKLY
                    if (bounded && (day < first || day > last)) continue
                    days.add(day)
                }
            }
            val sorted = days.toList()
            if (rule.bySetPos.isEmpty()) return sorted
            val picked = sortedSetOf<Long>()
            for (position in rule.bySetPos) {
                val at = if (position > 0) position - 1 else sorted.size + position
                if (at >= 0 && at < sorted.size) picked.add(sorted[at])
            }
            return picked.toList()
        }

        /** BYDAY, the ordinal counted in the month (MONTHLY, YEARLY with BYMONTH) or the year. */
        fun matchesWeekdays(day: Long): Boolean {
            if (weekdays.isEmpty()) return true
            val date = Scheduling.dateOfDayNumber(day)
            val weekday = Scheduling.weekday(date)
            for (entry in weekdays) {
                if (entry.weekday != weekday) continue
                if (entry.ordinal == 0 || rule.frequency == Frequency.DAILY || rule.frequency == Frequency.WEEKLY) return true
                val inYear = rule.frequency == Frequency.YEARLY && rule.byMonth.isEmpty()
                val scopeFirst = Scheduling.dayNumber(Scheduling.LocalDate(date.year, if (inYear) 1 else date.month, 1))
                val scopeLast = if (inYear) Scheduling.dayNumber(Scheduling.LocalDate(date.year, 12, 31))
                else scopeFirst + Scheduling.daysInMonth(date.year, date.month) - 1
                val nth = if (entry.ordinal > 0) (day - scopeFirst) / 7 + 1 else -((scopeLast - day) / 7 + 1)
                if (nth == entry.ordinal.toLong()) return true
            }
            return false
        }
    }

    // Beyond RFC 5545.

    /** A cycle: [on] days on, then [off] days off, from [anchor] (its first on day); off before it. */
    fun cycleOccurs(on: Int, off: Int, anchor: Scheduling.LocalDate, date: Scheduling.LocalDate): Boolean {
        if (on <= 0 || off < 0) return false
        val offset = Scheduling.dayNumber(date) - Scheduling.dayNumber(anchor)
        return offset >= 0 && offset % (on + off) < on
    }

    /** Every [days] days after [last] (the last time done): last + days, last + 2 × days, …. */
    fun everyDaysOccurs(days: Int, last: Scheduling.LocalDate, date: Scheduling.LocalDate): Boolean {
        if (days <= 0) return false
        val offset = Scheduling.dayNumber(date) - Scheduling.dayNumber(last)
        return offset > 0 && offset % days == 0L
    }

    /** [minutes] after an event the app reports. */
    fun afterEvent(minutes: Int, event: Instant): Instant = event.plusSeconds(minutes * 60L)

    // Random times.

    /** FNV-1a (64-bit) of the text's UTF-8 bytes. */
    fun hash64(text: String): Long {
        var hash = -0x340d631b7bdddcdbL // 0xcbf29ce484222325
        for (byte in text.toByteArray(Charsets.UTF_8)) {
            hash = hash xor (byte.toLong() and 0xff)
            hash *= 0x100000001b3L
        }
        return hash
    }

    /** SplitMix64: a 64-bit state, advanced by the golden-ratio increment, mixed to each output. */
    class SplitMix64(var state: Long) {
        fun next(): Long {
            state += -0x61c8864680b583ebL // 0x9e3779b97f4a7c15
            var z = state
            z = (z xor (z ushr 30)) * -0x40a7b892e31b1a47L // 0xbf58476d1ce4e5b9
            z = (z xor (z ushr 27)) * -0x6b2fb644ecceee15L // 0x94d049bb133111eb
            return z xor (z ushr 31)
        }
    }

    /**
     * [count] random wall-clock times from [from] to [to] (inclusive), at least [gap] minutes
     * apart, the same for the same [key] and [date] as in Swift and TypeScript (see the Swift
     * `Recurrence.randomTimes` and docs/scheduling.md).
     */
    fun randomTimes(key: String, date: Scheduling.LocalDate, count: Int, from: Scheduling.LocalTime, to: Scheduling.LocalTime, gap: Int): List<Scheduling.LocalTime> {
        val span = to.minutes - from.minutes
        if (count <= 0 || span < 0) return emptyList()
        val step = maxOf(0, gap)
        val fitting = if (step == 0) count else minOf(count, span / step + 1)
        val slack = span - (fitting - 1) * step
        val generator = SplitMix64(hash64("$key|$date"))
        val offsets = (0 until fitting).map { java.lang.Long.remainderUnsigned(generator.next(), slack + 1L).toInt() }.sorted()
        return offsets.mapIndexed { index, offset ->
            val minute = from.minutes + offset + index * step
            Scheduling.LocalTime(minute / 60, minute % 60)
        }
    }
}
