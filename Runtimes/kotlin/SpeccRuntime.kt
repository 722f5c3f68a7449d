@file:Suppress("unused", "MemberVisibilityCanBePrivate")

package specc.runtime

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
 * What the lock screen shows of a notification: a channel's `lockscreenVisibility` and a
 * notification's `setVisibility`; [androidValue] is `Notification.VISIBILITY_*`. The lock screen
 * shows the more restrictive of the two ([restriction]: public 0, private 1, secret 2).
 */
enum class NotificationVisibility(val id: String, val androidValue: Int, val restriction: Int) {
    PUBLIC("public", 1, 0), PRIVATE("private", 0, 1), SECRET("secret", -1, 2);
}

/**
 * Renders notification templates the way specc's generated renderers do: values escaped as
 * the spec says, a missing value required, shown as a placeholder or skipping the
 * notification, and text past a limit cut to end in "…" (counted in characters, as [Graphemes]
 * counts them, and in UTF-16 code units too when the spec says so).
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
     * The extended grapheme clusters of [text], in order: [Graphemes], on the Unicode data of
     * [Graphemes.UNICODE_VERSION] whatever the JDK or Android version, as Swift and TypeScript count them.
     */
    fun characters(text: String): List<String> = Graphemes.clusters(text)

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
