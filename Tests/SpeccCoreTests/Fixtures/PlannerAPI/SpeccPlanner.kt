// The planner runtime API that generated Kotlin is written against (issue 19), as declarations
// only: ForeignPlannerTests compiles generated planners against it until the real runtime
// (Runtimes/kotlin/SpeccPlanner.kt) ships beside the generated files. No behaviour here.
package specc.runtime

object Scheduling {
    data class LocalDate(val year: Int, val month: Int, val day: Int)
    data class LocalTime(val hour: Int, val minute: Int)
    sealed class When { data class At(val time: LocalTime) : When(); object Provided : When() }
    data class Snooze(val minutes: Int, val maxCount: Int)
    data class TimeRange(val earliest: LocalTime, val latest: LocalTime, val stepMinutes: Int)
    data class Item(val id: String, val timing: When, val weekdays: Set<Int>? = null, val from: LocalDate? = null,
        val until: LocalDate? = null, val reminderOffsets: List<Int> = emptyList(), val template: String? = null,
        val channel: String? = null, val category: String? = null, val sound: String? = null,
        val reminderSound: String? = null, val snooze: Snooze? = null, val timeRange: TimeRange? = null)
    data class Trigger(val id: String, val per: Per) { enum class Per { DAY, WINDOW } }
    data class Configuration(val windowDays: Int, val cap: Int?, val reserve: Int = 0, val refreshHours: Int? = null,
        val triggers: List<Trigger> = emptyList())
    data class QuietHours(val from: LocalTime, val to: LocalTime)
    data class Limits(val maxPerDay: Int? = null, val quietHours: QuietHours? = null)
    data class ItemSettings(val isOn: Boolean = true, val reminderOffset: Int? = null, val time: LocalTime? = null,
        val sound: Boolean = true, val reminderSound: Boolean = true)
    data class Settings(val items: Map<String, ItemSettings>)
    data class Occurrence(val itemId: String)
    data class Plan(val ids: List<String>)
    class Input(val now: java.time.Instant, val zone: java.time.ZoneId, val settings: Settings,
        val providedTime: (String, LocalDate) -> LocalTime? = { _, _ -> null },
        val render: (Occurrence) -> TemplateRendering.RenderedNotification?)
    fun plan(items: List<Item>, configuration: Configuration, input: Input): Plan =
        Plan(items.map { it.id + configuration.windowDays + input.settings.items.size })
}
