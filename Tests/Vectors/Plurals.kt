// Runs the shared plural vectors (Tests/Vectors/plurals.json: CLDR's own samples of every locale
// of the pinned data, locale resolution and fallback chains) against specc's Kotlin runtime:
// scripts/check-foreign.sh compiles it against the vector runner's jar (Generated/kotlin and
// Vectors.kt, whose JSON reader it uses). Usage: PluralsKt plurals.json [--bench]
package specc.vectors.plurals

import java.io.File
import specc.runtime.Locales
import specc.runtime.Plurals
import specc.vectors.Json

@Suppress("UNCHECKED_CAST")
fun main(args: Array<String>) {
    val vectors = Json(File(args[0]).readText(Charsets.UTF_8)).parse() as Map<String, Any?>
    var failures = 0
    var checked = 0
    fun fail(message: String) {
        failures++
        if (failures <= 20) println("FAIL $message")
    }
    if (vectors["cldrVersion"] != Plurals.cldrVersion) fail("vectors of CLDR ${vectors["cldrVersion"]}, runtime ${Plurals.cldrVersion}")
    val locales = HashSet<String>()
    for (group in vectors["groups"] as List<Map<String, Any?>>) {
        val categories = group["categories"] as List<String>
        val samples = group["samples"] as Map<String, Map<String, List<String>>>
        for (locale in group["locales"] as List<String>) {
            locales.add(locale)
            val actual = Plurals.categories(locale).map { it.id }
            if (actual != categories) fail("$locale: categories $actual, CLDR says $categories")
            if (!Plurals.hasRules(locale)) fail("$locale: hasRules is false")
            for ((category, kinds) in samples) {
                for ((kind, numbers) in kinds) {
                    for (number in numbers) {
                        checked++
                        val byDecimal = Plurals.category(number, locale)?.id
                        if (byDecimal != category) fail("$locale $kind $number: $byDecimal, CLDR says $category")
                        val count = if (kind == "integer") number.toLongOrNull() else null
                        if (count != null && Plurals.category(count, locale).id != category) {
                            fail("$locale count $count: ${Plurals.category(count, locale).id}, CLDR says $category")
                        }
                    }
                }
            }
        }
    }
    for (name in listOf("en", "fr", "ar", "ru", "pl", "ja", "cy")) if (name !in locales) fail("no samples for $name")
    var resolved = 0
    for (case in vectors["resolution"] as List<Map<String, String>>) {
        resolved++
        val locale = case.getValue("locale")
        val number = case.getValue("number")
        val actual = Plurals.category(number, locale)?.id
        if (actual != case["category"]) fail("resolution $locale $number: $actual, expected ${case["category"]}")
        val count = number.toLongOrNull()
        if (count != null && Plurals.category(count, locale).id != case["category"]) fail("resolution $locale count $count")
    }
    var chains = 0
    for (case in vectors["fallback"] as List<Map<String, Any?>>) {
        chains++
        val chain = Locales.fallbackChain(case["locale"] as String, case["available"] as List<String>, case["source"] as String)
        if (chain != case["chain"]) fail("fallback ${case["locale"]} in ${case["available"]}: $chain, expected ${case["chain"]}")
    }
    for (text in vectors["notDecimals"] as List<String>) {
        if (Plurals.category(text, "en") != null) fail("'$text' is not a decimal, yet has a category")
    }
    println("Kotlin: $checked CLDR ${Plurals.cldrVersion} samples of ${locales.size} locales, $resolved resolutions, $chains fallback chains; $failures failures")
    if (checked < 10000) fail("only $checked samples")
    if (args.size > 1 && args[1] == "--bench") bench()
    if (failures > 0) System.exit(1)
}

/** The median time of `Plurals.category(count, locale)` over a mix of locales (docs/benchmarks.md). */
fun bench() {
    val locales = listOf("en", "fr-CA", "ar", "ru", "pl", "ja", "cy", "pt_PT")
    val n = 2_000_000
    val times = ArrayList<Double>()
    var sink = 0
    for (round in 0 until 7) {
        val start = System.nanoTime()
        for (k in 0 until n) sink += Plurals.category((k % 1000).toLong(), locales[k and 7]).ordinal
        times.add((System.nanoTime() - start).toDouble() / n)
    }
    println("Kotlin bench: median ${"%.0f".format(times.sorted()[3])} ns a lookup over 7 rounds of $n (sink $sink)")
}
