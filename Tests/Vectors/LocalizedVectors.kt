// Runs the shared localized-rendering vectors (Tests/Vectors/localized-rendering.json, issue 21)
// against the Kotlin that specc generates from Tests/Vectors/localized-rendering.yaml: for CLDR's
// sample counts of en, fr, ar, ru, pl, ja and cy (and fallbacks such as fr-CA → fr), the typed
// renderer must pick the plural form and locale the vectors say and render the same text.
// scripts/check-foreign.sh compiles it with that generated file against the vector runner's jar
// (whose JSON reader it uses). Usage: LocalizedVectorsKt localized-rendering.json
package specc.vectors.localized

import java.io.File
import specc.generated.localizedrendering.LocalizedRendering
import specc.vectors.Json

@Suppress("UNCHECKED_CAST")
fun main(args: Array<String>) {
    val vectors = Json(File(args[0]).readText(Charsets.UTF_8)).parse() as Map<String, Any?>
    var failures = 0
    var checked = 0
    for (case in vectors["cases"] as List<Map<String, Any?>>) {
        val locale = case["locale"] as String
        val count = (case["count"] as Number).toLong()
        val rendered = LocalizedRendering.renderCountdown(count.toString(), case["who"] as String, count, locale)
        checked++
        if (rendered.title != case["title"] || rendered.body != case["body"]) {
            failures++
            if (failures <= 20) {
                println("FAIL $locale $count (${case["category"]}): ${rendered.title} | ${rendered.body}, expected ${case["title"]} | ${case["body"]}")
            }
        }
    }
    if (failures > 0 || checked == 0) {
        println("localized rendering vectors: $failures of $checked failed")
        System.exit(1)
    }
    println("localized rendering vectors: $checked cases pass on the JVM")
}
