@file:Suppress("unused", "MemberVisibilityCanBePrivate")

package specc.runtime

import java.util.regex.Pattern

/** A day of the week, as specs write it. */
enum class Weekday(val id: String) {
    MONDAY("monday"), TUESDAY("tuesday"), WEDNESDAY("wednesday"), THURSDAY("thursday"), FRIDAY("friday"),
    SATURDAY("saturday"), SUNDAY("sunday");
}

/** An Android channel importance; [androidValue] is `NotificationManager.IMPORTANCE_*`. */
enum class NotificationImportance(val id: String, val androidValue: Int) {
    MIN("min", 1), LOW("low", 2), DEFAULT("default", 3), HIGH("high", 4), MAX("max", 5);
}

/**
 * Renders notification templates the way specc's generated renderers do: values escaped as
 * the spec says, a missing value required, shown as a placeholder or skipping the
 * notification, and text past a limit cut to end in "…" (counted in characters, and in UTF-16
 * code units too when the spec says so).
 */
object TemplateRendering {
    const val ELLIPSIS: String = "\u2026"

    enum class Escaping { NONE, HTML }

    sealed class Missing {
        object Required : Missing()
        data class Placeholder(val text: String) : Missing()
        data class Skip(val errorCode: String) : Missing()
    }

    data class Policy(
        val escaping: Escaping,
        val missing: Missing,
        val titleLimit: Int,
        val bodyLimit: Int,
        val countsUtf16: Boolean
    )

    sealed class Part {
        data class Literal(val text: String) : Part()
        data class Token(val name: String) : Part()
    }

    data class Wording(val title: List<Part>, val body: List<Part>)

    data class RenderedNotification(val title: String, val body: String)

    sealed class Outcome {
        data class Rendered(val rendered: RenderedNotification) : Outcome()
        data class Skipped(val missingToken: String, val errorCode: String?) : Outcome()

        /** The notification, or null when it was skipped. */
        val notification: RenderedNotification?
            get() = if (this is Rendered) rendered else null
    }

    private val grapheme: Pattern = Pattern.compile("\\X")
    private val entities = listOf("&amp;", "&lt;", "&gt;", "&quot;", "&#39;")

    /** Renders a title and a body with [values] by token name under [policy]. */
    fun render(title: List<Part>, body: List<Part>, values: Map<String, String>, policy: Policy): Outcome {
        val missing = (title + body).firstOrNull { it is Part.Token && !values.containsKey(it.name) }
        if (missing is Part.Token) {
            val rule = policy.missing
            when (rule) {
                is Missing.Required -> return Outcome.Skipped(missing.name, null)
                is Missing.Skip -> return Outcome.Skipped(missing.name, rule.errorCode)
                is Missing.Placeholder -> Unit
            }
        }
        return Outcome.Rendered(fill(title, body, values, policy))
    }

    /** Renders without the skip check: a missing value renders as the placeholder, or nothing. */
    fun fill(title: List<Part>, body: List<Part>, values: Map<String, String>, policy: Policy): RenderedNotification =
        RenderedNotification(
            renderText(title, values, policy, policy.titleLimit),
            renderText(body, values, policy, policy.bodyLimit)
        )

    /** Fills [parts] with [values] (escaped; a missing one as the placeholder), then truncates. */
    fun renderText(parts: List<Part>, values: Map<String, String>, policy: Policy, limit: Int): String {
        val rule = policy.missing
        val placeholder = if (rule is Missing.Placeholder) rule.text else ""
        val text = StringBuilder()
        for (part in parts) {
            when (part) {
                is Part.Literal -> text.append(part.text)
                is Part.Token -> {
                    val value = values[part.name]
                    if (value == null) {
                        text.append(placeholder)
                    } else {
                        text.append(if (policy.escaping == Escaping.HTML) escapeHtml(value) else value)
                    }
                }
            }
        }
        return truncate(text.toString(), limit, policy.countsUtf16)
    }

    /** `&`, `<`, `>`, `"` and `'` as HTML entities. */
    fun escapeHtml(text: String): String {
        val out = StringBuilder(text.length)
        for (ch in text) {
            when (ch) {
                '&' -> out.append("&amp;")
                '<' -> out.append("&lt;")
                '>' -> out.append("&gt;")
                '"' -> out.append("&quot;")
                '\'' -> out.append("&#39;")
                else -> out.append(ch)
            }
        }
        return out.toString()
    }

    /**
     * The extended grapheme clusters of [text], in order: `\X`, plus Unicode 15.1's rule GB9c,
     * which older JDKs lack: an Indic consonant, a virama (and marks) and a consonant stay one
     * character (`क्ष`), as Swift and `Intl.Segmenter` count it.
     */
    fun characters(text: String): List<String> {
        val matcher = grapheme.matcher(text)
        val out = ArrayList<String>()
        while (matcher.find()) {
            val cluster = matcher.group()
            val last = out.size - 1
            if (last >= 0 && endsInConjunctLinker(out[last]) && isConjunctConsonant(cluster.codePointAt(0))) {
                out[last] = out[last] + cluster
            } else {
                out.add(cluster)
            }
        }
        return out
    }

    /** InCB=Linker: the viramas of Bengali, Devanagari, Gujarati, Malayalam, Oriya and Telugu. */
    private fun isConjunctLinker(cp: Int): Boolean =
        cp == 0x094D || cp == 0x09CD || cp == 0x0ACD || cp == 0x0B4D || cp == 0x0C4D || cp == 0x0D4D

    /** InCB=Consonant of those scripts (Unicode 15.1's DerivedCoreProperties). */
    private val conjunctConsonants = intArrayOf(
        0x0915, 0x0939, 0x0958, 0x095F, 0x0978, 0x097F, 0x0995, 0x09A8, 0x09AA, 0x09B0, 0x09B2, 0x09B2,
        0x09B6, 0x09B9, 0x09DC, 0x09DD, 0x09DF, 0x09DF, 0x09F0, 0x09F1, 0x0A95, 0x0AA8, 0x0AAA, 0x0AB0,
        0x0AB2, 0x0AB3, 0x0AB5, 0x0AB9, 0x0AF9, 0x0AF9, 0x0B15, 0x0B28, 0x0B2A, 0x0B30, 0x0B32, 0x0B33,
        0x0B35, 0x0B39, 0x0B5C, 0x0B5D, 0x0B5F, 0x0B5F, 0x0B71, 0x0B71, 0x0C15, 0x0C28, 0x0C2A, 0x0C39,
        0x0C58, 0x0C5A, 0x0D15, 0x0D3A
    )

    private fun isConjunctConsonant(cp: Int): Boolean {
        var i = 0
        while (i < conjunctConsonants.size) {
            if (cp >= conjunctConsonants[i] && cp <= conjunctConsonants[i + 1]) return true
            i += 2
        }
        return false
    }

    /** InCB=Extend, near enough: combining marks and the zero-width joiner. */
    private fun isConjunctExtend(cp: Int): Boolean {
        val type = Character.getType(cp)
        return cp == 0x200D || type == Character.NON_SPACING_MARK.toInt() || type == Character.ENCLOSING_MARK.toInt()
    }

    /** True when [cluster] ends in a consonant, then marks and at least one virama (GB9c's left side). */
    private fun endsInConjunctLinker(cluster: String): Boolean {
        var consonant = false
        var linker = false
        var i = 0
        while (i < cluster.length) {
            val cp = cluster.codePointAt(i)
            when {
                isConjunctConsonant(cp) -> { consonant = true; linker = false }
                isConjunctLinker(cp) && consonant -> linker = true
                isConjunctExtend(cp) -> Unit
                else -> { consonant = false; linker = false }
            }
            i += Character.charCount(cp)
        }
        return consonant && linker
    }

    /**
     * [text] when it fits [limit]; else its longest prefix of whole characters that fits
     * `limit - 1`, and "…". An entity the cut would split is dropped whole.
     */
    fun truncate(text: String, limit: Int, countingUtf16: Boolean = false): String {
        val clusters = characters(text)
        fun fits(count: Int, utf16: Int, max: Int): Boolean = count <= max && (!countingUtf16 || utf16 <= max)
        if (fits(clusters.size, text.length, limit)) return text
        if (limit <= 1) return if (limit == 1) ELLIPSIS else ""
        var count = 0
        var utf16 = 0
        val kept = StringBuilder()
        for (cluster in clusters) {
            if (!fits(count + 1, utf16 + cluster.length, limit - 1)) break
            count += 1
            utf16 += cluster.length
            kept.append(cluster)
        }
        var result = kept.toString()
        val amp = result.lastIndexOf('&')
        if (amp >= 0 && result.indexOf(';', amp) < 0 && entities.any { text.startsWith(it, amp) }) {
            result = result.substring(0, amp)
        }
        return result + ELLIPSIS
    }
}
