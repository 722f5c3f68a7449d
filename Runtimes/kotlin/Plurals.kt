package specc.runtime

/** A CLDR plural category: which form of a counted text a number takes in a language. */
enum class PluralCategory(val id: String) {
    ZERO("zero"), ONE("one"), TWO("two"), FEW("few"), MANY("many"), OTHER("other")
}

/**
 * CLDR's cardinal plural rules, from the data of one pinned release ([cldrVersion], the rules in
 * PluralRules.kt that specc's scripts/generate-plurals.py writes), not from the JDK's or Android's
 * ICU, whose release varies. Swift (`Plurals` in SpeccRuntime) and TypeScript (specc-plurals.ts)
 * carry the same rules, so a count selects one form in every language.
 *
 * A locale is a BCP 47 tag (`fr-CA`, `fr_CA`, `zh-Hant-TW`, any case): it takes the rules of its
 * most specific tag that CLDR has rules for (`pt-PT` has its own, `fr-CA` takes `fr`'s), and a
 * language CLDR has no rules for takes the root rules (`other` only).
 */
object Plurals {
    /** The CLDR release whose plural rules these are. */
    val cldrVersion: String = PluralRules.CLDR_VERSION

    /** The category [count] selects in [locale] (the sign is ignored, as CLDR's n is |x|). */
    fun category(count: Long, locale: String): PluralCategory =
        PluralRules.select(rules(locale), PluralOperands.of(count))

    /**
     * The category the decimal number [decimal] selects in [locale], its visible fraction digits
     * counting (`1` is `one` in English, `1.0` is `other`), or null when [decimal] is not a decimal
     * number: an optional `-`, digits, optionally `.` and digits, optionally `c` or `e` and the
     * digits of a compact exponent (`1.2c6` is 1200000 with CLDR's operand e = 6).
     */
    fun category(decimal: String, locale: String): PluralCategory? {
        val operands = PluralOperands.parse(decimal) ?: return null
        return PluralRules.select(rules(locale), operands)
    }

    /** The cardinal categories [locale]'s language has, in zero…other order (`other` is always last). */
    fun categories(locale: String): List<PluralCategory> = PluralRules.categories[rules(locale)]

    /** Whether CLDR has plural rules for [locale] or a less specific tag of it. */
    fun hasRules(locale: String): Boolean = specificRules(locale) != null

    private fun rules(locale: String): Int = specificRules(locale) ?: PluralRules.ROOT

    private fun specificRules(locale: String): Int? {
        // A tag as the data spells it (`en`, `ar`) needs no normalizing.
        PluralRules.locales[locale]?.let { return it }
        var key = Locales.normalized(locale)
        while (key.isNotEmpty()) {
            val rules = PluralRules.locales[key]
            if (rules != null) return rules
            key = Locales.truncated(key)
        }
        return null
    }
}

/** Locale fallback for localized texts. */
object Locales {
    /**
     * The locales to try, in order, for a text in [locale]: [locale] itself, then each less
     * specific tag of it (BCP 47 lookup, RFC 4647 §3.4: the last subtag dropped, and a
     * single-letter subtag left last dropped with it: `zh-Hant-TW` → `zh-Hant` → `zh`), each only
     * when [available] has it, and last the source language [source], which has every text. Tags
     * compare without regard to case or to `_` for `-`; each comes back spelled as [available]
     * spells it (the source as given), and none twice.
     */
    fun fallbackChain(locale: String, available: List<String>, source: String): List<String> {
        val spelled = HashMap<String, String>()
        for (tag in available) {
            val key = normalized(tag)
            if (!spelled.containsKey(key)) spelled[key] = tag
        }
        val sourceKey = normalized(source)
        spelled[sourceKey] = source
        val chain = ArrayList<String>()
        val seen = HashSet<String>()
        var key = normalized(locale)
        while (key.isNotEmpty()) {
            val tag = spelled[key]
            if (tag != null && seen.add(key)) chain.add(tag)
            key = truncated(key)
        }
        if (seen.add(sourceKey)) chain.add(source)
        return chain
    }

    internal fun normalized(tag: String): String {
        val out = StringBuilder(tag.length)
        for (c in tag) {
            out.append(if (c == '_') '-' else if (c in 'A'..'Z') c + 32 else c)
        }
        return out.toString()
    }

    internal fun truncated(key: String): String {
        val dash = key.lastIndexOf('-')
        if (dash < 0) return ""
        val rest = key.substring(0, dash)
        val previous = rest.lastIndexOf('-')
        return if (previous >= 0 && previous == rest.length - 2) rest.substring(0, previous) else rest
    }
}

/**
 * CLDR's plural operands of a number (UTS #35 Part 3): i the integer digits, v and f the visible
 * fraction digits (count and value), w and t the same without trailing zeros, e the compact
 * exponent; n is i when t is 0. i, f and t are carried modulo 10^15, plus 10^15 when they reach
 * it, as in Swift and TypeScript (every modulus of the rules divides 10^15).
 */
internal class PluralOperands(val i: Long, val v: Int, val w: Int, val f: Long, val t: Long, val e: Int) {
    companion object {
        private const val CLAMP: Long = 1_000_000_000_000_000L

        fun of(count: Long): PluralOperands {
            val rest = count % CLAMP
            val magnitude = if (rest < 0) -rest else rest
            val big = count >= CLAMP || count <= -CLAMP
            return PluralOperands(if (big) magnitude + CLAMP else magnitude, 0, 0, 0L, 0L, 0)
        }

        fun parse(decimal: String): PluralOperands? {
            var at = 0
            if (at < decimal.length && decimal[at] == '-') at += 1
            fun digits(): String {
                val start = at
                while (at < decimal.length && decimal[at] in '0'..'9') at += 1
                return decimal.substring(start, at)
            }
            var integer = digits()
            if (integer.length == 0) return null
            var fraction = ""
            if (at < decimal.length && decimal[at] == '.') {
                at += 1
                fraction = digits()
                if (fraction.length == 0) return null
            }
            var exponent = 0
            if (at < decimal.length && (decimal[at] == 'c' || decimal[at] == 'e')) {
                at += 1
                val power = digits()
                if (power.length == 0) return null
                for (digit in power) exponent = minOf(exponent * 10 + (digit - '0'), 1_000_000)
            }
            if (at != decimal.length) return null
            if (exponent > 0) {
                val moved = minOf(exponent, fraction.length)
                integer += fraction.substring(0, moved)
                fraction = fraction.substring(moved)
                integer += "0".repeat(minOf(exponent - moved, 16))
            }
            val trimmed = fraction.trimEnd('0')
            return PluralOperands(value(integer), fraction.length, trimmed.length, value(fraction), value(trimmed), exponent)
        }

        private fun value(digits: String): Long {
            val significant = digits.trimStart('0')
            var value = 0L
            for (digit in significant.takeLast(15)) value = value * 10 + (digit - '0')
            return if (significant.length > 15) value + CLAMP else value
        }
    }
}
