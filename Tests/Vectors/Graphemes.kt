// Runs the Unicode Consortium's GraphemeBreakTest (Tests/Vectors/unicode/GraphemeBreakTest.txt)
// and the shared grapheme vectors (Tests/Vectors/graphemes.json) against specc's Kotlin runtime:
// scripts/check-foreign.sh compiles it with Generated/kotlin and Vectors.kt (whose JSON reader it uses).
// Usage: GraphemesKt GraphemeBreakTest.txt graphemes.json [--bench]
package specc.vectors.graphemes

import java.io.File
import specc.runtime.Graphemes
import specc.runtime.TemplateRendering
import specc.vectors.Json
import specc.vectors.show

/** The clusters a `÷ 0020 × 0308 ÷` line of the test file expects, or null for a comment line. */
fun expected(line: String): List<String>? {
    val fields = line.substringBefore('#').trim().split(Regex("\\s+")).filter { it.isNotEmpty() }
    if (fields.isEmpty()) return null
    val clusters = ArrayList<String>()
    val current = StringBuilder()
    for (field in fields) {
        when (field) {
            "÷" -> { if (current.isNotEmpty()) clusters.add(current.toString()); current.setLength(0) }
            "×" -> Unit
            else -> current.appendCodePoint(field.toInt(16))
        }
    }
    if (current.isNotEmpty()) clusters.add(current.toString())
    return clusters
}

@Suppress("UNCHECKED_CAST")
fun main(args: Array<String>) {
    var failures = 0
    var count = 0
    val file = File(args[0]).readLines(Charsets.UTF_8)
    if (!file[0].startsWith("# GraphemeBreakTest-${Graphemes.UNICODE_VERSION}.txt")) {
        println("FAIL ${args[0]} is not the test of Unicode ${Graphemes.UNICODE_VERSION}: ${file[0]}")
        System.exit(1)
    }
    for ((index, line) in file.withIndex()) {
        val clusters = expected(line) ?: continue
        val text = clusters.joinToString("")
        count++
        val actual = Graphemes.clusters(text)
        if (actual != clusters || Graphemes.count(text) != clusters.size || TemplateRendering.characters(text) != clusters) {
            failures++
            if (failures <= 20) println("FAIL line ${index + 1}\n  expected ${show(clusters)}\n  actual   ${show(actual)}")
        }
    }
    println("Kotlin: ${count - failures} of $count lines of GraphemeBreakTest-${Graphemes.UNICODE_VERSION} pass")
    if (count != 766) { failures++; println("FAIL expected 766 test lines, read $count") }

    val vectors = Json(File(args[1]).readText(Charsets.UTF_8)).parse() as Map<String, Any?>
    var vectorFailures = 0
    val cases = vectors["cases"] as List<Map<String, Any?>>
    for (case in cases) {
        val text = case["text"] as String
        val clusters = case["clusters"] as List<String>
        if (Graphemes.clusters(text) != clusters || Graphemes.count(text) != clusters.size) {
            vectorFailures++
            println("FAIL ${case["name"]}\n  expected ${show(clusters)}\n  actual   ${show(Graphemes.clusters(text))}")
        }
    }
    println("Kotlin: ${cases.size - vectorFailures} of ${cases.size} grapheme vectors pass")
    failures += vectorFailures

    if (args.size > 2 && args[2] == "--bench") bench(cases.map { it["text"] as String })
    if (failures > 0) System.exit(1)
}

/** Counts the characters of a long mixed text (about 1 MB of UTF-16) and prints the median of 15 runs. */
fun bench(samples: List<String>) {
    val unit = "Take your 200 mg dose now. " + samples.joinToString(" ") + " Café naïve 日本語 "
    val text = StringBuilder()
    while (text.length < 1_000_000) text.append(unit)
    val long = text.toString()
    var clusters = 0
    repeat(5) { clusters = Graphemes.count(long) } // warm-up
    val times = (1..15).map {
        val start = System.nanoTime()
        clusters = Graphemes.count(long)
        System.nanoTime() - start
    }.sorted()
    println("Kotlin bench: ${long.length} UTF-16 units, $clusters characters, median ${"%.2f".format(times[7] / 1e6)} ms")
}
