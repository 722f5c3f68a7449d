// Plan + reconcile of a 60-notification window with specc's Kotlin planner, as
// Examples/Planner's `--bench` does in Swift: ten items with provided times and a 10-minute
// reminder each, a 7-day window capped at 64 − 4 = 60, Europe/London, `now` moving an hour a call.
// scripts/bench-planner.sh compiles and runs it (docs/benchmarks.md).
package specc.plannerbench

import java.time.Instant
import java.time.ZoneId
import specc.runtime.Scheduling as S
import specc.runtime.TemplateRendering

fun main(args: Array<String>) {
    val rounds = args.firstOrNull()?.toInt() ?: 2_000
    val times = mapOf(
        "fajr" to S.LocalTime(5, 2), "sunrise" to S.LocalTime(6, 41), "dhuhr" to S.LocalTime(12, 58),
        "asr" to S.LocalTime(16, 25), "maghrib" to S.LocalTime(19, 13), "isha" to S.LocalTime(20, 45),
        "last_third" to S.LocalTime(3, 10), "suhoor" to S.LocalTime(4, 30), "duha" to S.LocalTime(9, 30),
        "istijaba" to S.LocalTime(18, 30)
    )
    val items = times.keys.sorted().map { S.Item(it, S.When.Provided, reminderOffsets = listOf(10)) }
    val settings = S.Settings(times.keys.associateWith { S.ItemSettings(reminderOffset = 10) })
    val configuration = S.Configuration(7, 64, 4, 12)
    val zone = ZoneId.of("Europe/London")
    val start = S.instant(S.LocalDate(2026, 3, 23), S.LocalTime(7, 45), zone) ?: Instant.EPOCH
    var held = emptyList<S.PendingRequest>()
    fun call(round: Int): Long {
        val begin = System.nanoTime()
        val plan = S.plan(items, configuration, S.Input(
            start.plusSeconds(round % 24 * 3_600L), zone, settings, { id, _ -> times[id] },
            { TemplateRendering.RenderedNotification(it.itemId, "Prayer time") }
        ))
        val work = S.reconcile(held, plan)
        val elapsed = System.nanoTime() - begin
        held = plan.notifications.map { S.PendingRequest(it.id, it.fireDate) }
        check(plan.notifications.size == 60 && work.add.size <= 60) { "expected a full window of 60, got ${plan.notifications.size}" }
        return elapsed
    }
    val first = call(0)
    for (round in 1 until rounds) call(round) // JIT warm-up
    val samples = (0 until rounds).map { call(it) }.sorted()
    fun ms(ns: Long) = "%.3f ms".format(ns / 1e6)
    println("Kotlin (JVM), plan + reconcile, 60 pending, after $rounds warm-up calls: median ${ms(samples[samples.size / 2])}, p90 ${ms(samples[samples.size * 9 / 10])}, min ${ms(samples[0])}, first call ${ms(first)}")
}
