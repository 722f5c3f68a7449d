// Runs the shared rendering vectors (rendering.json) against specc's Kotlin runtime and the
// generated Kotlin renderers: scripts/check-foreign.sh compiles it with Generated/kotlin.
package specc.vectors

import java.io.File
import specc.generated.ontime.OnTime
import specc.generated.timesafari.TimeSafari
import specc.runtime.TemplateRendering as R

/** A small JSON reader: objects, arrays, strings, numbers, booleans and null. */
class Json(private val text: String) {
    private var at = 0

    fun parse(): Any? {
        val value = value()
        space()
        require(at == text.length) { "trailing text at $at" }
        return value
    }

    private fun space() {
        while (at < text.length && text[at].isWhitespace()) at++
    }

    private fun value(): Any? {
        space()
        return when (text[at]) {
            '{' -> obj()
            '[' -> arr()
            '"' -> str()
            't' -> { at += 4; true }
            'f' -> { at += 5; false }
            'n' -> { at += 4; null }
            else -> num()
        }
    }

    private fun obj(): Map<String, Any?> {
        val out = LinkedHashMap<String, Any?>()
        at++
        space()
        if (text[at] == '}') { at++; return out }
        while (true) {
            space()
            val key = str()
            space(); at++ // ':'
            out[key] = value()
            space()
            if (text[at++] == '}') return out
        }
    }

    private fun arr(): List<Any?> {
        val out = ArrayList<Any?>()
        at++
        space()
        if (text[at] == ']') { at++; return out }
        while (true) {
            out.add(value())
            space()
            if (text[at++] == ']') return out
        }
    }

    private fun str(): String {
        val out = StringBuilder()
        at++ // opening quote
        while (true) {
            val ch = text[at++]
            when (ch) {
                '"' -> return out.toString()
                '\\' -> {
                    val escaped = text[at++]
                    when (escaped) {
                        'n' -> out.append('\n')
                        'r' -> out.append('\r')
                        't' -> out.append('\t')
                        'b' -> out.append('\b')
                        'f' -> out.append('\u000C')
                        'u' -> { out.append(text.substring(at, at + 4).toInt(16).toChar()); at += 4 }
                        else -> out.append(escaped)
                    }
                }
                else -> out.append(ch)
            }
        }
    }

    private fun num(): Long {
        val start = at
        while (at < text.length && (text[at] == '-' || text[at].isDigit())) at++
        return text.substring(start, at).toLong()
    }
}

@Suppress("UNCHECKED_CAST")
fun parts(value: Any?): List<R.Part> = (value as List<Map<String, String>>).map {
    val literal = it["literal"]
    if (literal != null) R.Part.Literal(literal) else R.Part.Token(it["token"] ?: "")
}

@Suppress("UNCHECKED_CAST")
fun policy(value: Any?): R.Policy {
    val o = value as Map<String, Any?>
    val m = o["missing"] as Map<String, String>
    val missing = when (m["kind"]) {
        "placeholder" -> R.Missing.Placeholder(m["text"] ?: "")
        "skip" -> R.Missing.Skip(m["errorCode"] ?: "")
        else -> R.Missing.Required
    }
    return R.Policy(
        if (o["escaping"] == "html") R.Escaping.HTML else R.Escaping.NONE, missing,
        (o["titleLimit"] as Long).toInt(), (o["bodyLimit"] as Long).toInt(), o["countsUtf16"] == true
    )
}

fun encode(outcome: R.Outcome): Map<String, Any?> = when (outcome) {
    is R.Outcome.Rendered -> mapOf("kind" to "rendered", "title" to outcome.rendered.title, "body" to outcome.rendered.body)
    is R.Outcome.Skipped -> mapOf("kind" to "skipped", "missingToken" to outcome.missingToken, "errorCode" to outcome.errorCode)
}

fun show(text: Any?): String = text.toString().map { if (it.toInt() < 0x20 || it.toInt() > 0x7E) "\\u%04X".format(it.toInt()) else it.toString() }.joinToString("")

/** A flow's test vectors as ids, and whether walking `next` along each one's events visits its states. */
class FlowRun(val rows: List<Map<String, Any?>>, val walks: Boolean)

fun row(states: List<String>, events: List<String>, label: String?): Map<String, Any?> =
    mapOf("states" to states, "events" to events, "statusLabel" to label)

/** Runs one generated flow: its vectors as ids, and a walk of `next` along each vector's events. */
fun <S, E> flowRun(
    start: S, next: (S, E) -> S?, vectors: List<Triple<List<S>, List<E>, String?>>,
    stateId: (S) -> String, eventId: (E) -> String
): FlowRun {
    val rows = vectors.map { (states, events, label) -> row(states.map(stateId), events.map(eventId), label) }
    val walks = vectors.all { (states, events, _) ->
        var state = start
        val visited = mutableListOf(state)
        for (event in events) { state = next(state, event) ?: return@all false; visited.add(state) }
        visited == states
    }
    return FlowRun(rows, walks)
}

fun onTimeAndroid(): FlowRun = OnTime.Flows.AndroidDelivery.let { f ->
    flowRun(f.start, f::next, f.testVectors.map { Triple(it.states, it.events, it.statusLabel?.id) }, { it.id }, { it.id })
}

fun onTimeIos(): FlowRun = OnTime.Flows.IosDelivery.let { f ->
    flowRun(f.start, f::next, f.testVectors.map { Triple(it.states, it.events, it.statusLabel?.id) }, { it.id }, { it.id })
}

fun timeSafariAndroid(): FlowRun = TimeSafari.Flows.AndroidPermission.let { f ->
    flowRun(f.start, f::next, f.testVectors.map { Triple(it.states, it.events, it.statusLabel?.id) }, { it.id }, { it.id })
}

fun timeSafariIos(): FlowRun = TimeSafari.Flows.IosPermission.let { f ->
    flowRun(f.start, f::next, f.testVectors.map { Triple(it.states, it.events, it.statusLabel?.id) }, { it.id }, { it.id })
}

@Suppress("UNCHECKED_CAST")
fun checkFlows(path: String): Int {
    val json = Json(File(path).readText(Charsets.UTF_8)).parse() as Map<String, Any?>
    var failures = 0
    val flows = json["flows"] as List<Map<String, Any?>>
    for (flow in flows) {
        val run = when ("${flow["module"]}/${flow["flow"]}") {
            "OnTime/android_delivery" -> onTimeAndroid()
            "OnTime/ios_delivery" -> onTimeIos()
            "TimeSafari/android_permission" -> timeSafariAndroid()
            "TimeSafari/ios_permission" -> timeSafariIos()
            else -> null
        }
        if (run == null || run.rows != flow["vectors"] || !run.walks) {
            failures++
            println("FAIL flow ${flow["module"]}/${flow["flow"]}: ${if (run == null) "not generated" else if (!run.walks) "next() does not follow the vectors" else "vectors differ from Swift's"}")
        }
    }
    println("Kotlin: ${flows.size - failures} of ${flows.size} flows have Swift's test vectors and follow them")
    return failures
}

@Suppress("UNCHECKED_CAST")
fun main(args: Array<String>) {
    val json = Json(File(args[0]).readText(Charsets.UTF_8)).parse() as Map<String, Any?>
    var failures = 0
    var count = 0
    fun check(name: Any?, expected: Any?, actual: Map<String, Any?>) {
        count++
        if (expected != actual) {
            failures++
            println("FAIL ${show(name)}\n  expected ${show(expected)}\n  actual   ${show(actual)}")
        }
    }
    for (v in json["vectors"] as List<Map<String, Any?>>) {
        val outcome = R.render(parts(v["title"]), parts(v["body"]), v["values"] as Map<String, String>, policy(v["policy"]))
        check(v["name"], v["expect"], encode(outcome))
    }
    for (v in json["templates"] as List<Map<String, Any?>>) {
        val values = v["values"] as Map<String, String>
        val template = when (v["module"]) {
            "TimeSafari" -> TimeSafari.Template.fromId(v["template"] as String)
            else -> null
        }
        if (template == null) {
            failures++
            println("FAIL ${v["name"]}: no generated Kotlin template")
            continue
        }
        check(v["name"], v["expect"], encode(TimeSafari.render(template, values, v["variant"] as String?)))
        // The typed renderer gives the same notification as the generic one.
        if (v["template"] == "daily_message" && v["variant"] == null) {
            val typed = TimeSafari.renderDailyMessage(values["headline"], values["summary"], values["date"], values["time"])
            check("${v["name"]} (typed renderer)", (v["expect"] as Map<String, Any?>).filterKeys { it != "kind" }, mapOf("title" to typed.title, "body" to typed.body))
        }
    }
    println("Kotlin: ${count - failures} of $count rendering vectors give the recorded outcome")
    failures += checkFlows(args[1])
    if (failures > 0) System.exit(1)
}
