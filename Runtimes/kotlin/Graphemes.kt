package specc.runtime

/**
 * User-perceived characters: the extended grapheme clusters of Unicode Standard Annex #29, from
 * the Unicode data of one pinned version ([UNICODE_VERSION], the tables of GraphemeTables.kt
 * that specc's scripts/generate-graphemes.py writes), not from the JDK's or Android's `\X`,
 * `BreakIterator` or ICU, whose Unicode version varies. Swift (`Graphemes` in SpeccRuntime) and
 * TypeScript (specc-graphemes.ts) carry the same tables and rules, so a text has one length in
 * every language, on every JDK and Android version, and at build time. Rules GB1–GB999 of
 * UAX #29, including GB9c (Indic conjuncts) and GB11 (emoji ZWJ sequences). A lone surrogate
 * counts as one character.
 */
object Graphemes {
    /** The Unicode version whose data the segmentation uses. */
    const val UNICODE_VERSION: String = GraphemeTables.UNICODE_VERSION

    /** How many extended grapheme clusters [text] has. */
    fun count(text: String): Int {
        val breaker = Breaker()
        var count = 0
        var i = 0
        while (i < text.length) {
            val cp = text.codePointAt(i)
            if (breaker.isBoundary(property(cp))) count += 1
            i += Character.charCount(cp)
        }
        return count
    }

    /** Where each cluster of [text] starts, as UTF-16 offsets, then `text.length` (just `[0]` for ""). */
    fun boundaries(text: String): IntArray {
        val breaker = Breaker()
        val starts = ArrayList<Int>()
        var i = 0
        while (i < text.length) {
            val cp = text.codePointAt(i)
            if (breaker.isBoundary(property(cp))) starts.add(i)
            i += Character.charCount(cp)
        }
        starts.add(text.length)
        return starts.toIntArray()
    }

    /** The extended grapheme clusters of [text], in order. */
    fun clusters(text: String): List<String> {
        val bounds = boundaries(text)
        val out = ArrayList<String>(bounds.size - 1)
        for (k in 0 until bounds.size - 1) out.add(text.substring(bounds[k], bounds[k + 1]))
        return out
    }

    // The packed properties: Grapheme_Cluster_Break in bits 0-3 (numbered as below),
    // Indic_Conjunct_Break in bits 4-5 (none, linker, consonant, extend), Extended_Pictographic in bit 6.
    private const val CR = 1
    private const val LF = 2
    private const val CONTROL = 3
    private const val EXTEND = 4
    private const val ZWJ = 5
    private const val REGIONAL_INDICATOR = 6
    private const val PREPEND = 7
    private const val SPACING_MARK = 8
    private const val L = 9
    private const val V = 10
    private const val T = 11
    private const val LV = 12
    private const val LVT = 13
    private const val INCB_LINKER = 1
    private const val INCB_CONSONANT = 2
    private const val INCB_EXTEND = 3

    /** The packed properties of the code point [cp]: a binary search over the table's runs. */
    internal fun property(cp: Int): Int {
        // Printable ASCII is Other, with no conjunct or emoji property.
        if (cp in 0x20..0x7E) return 0
        val runs = GraphemeTables.runs
        val key = (cp shl 7) or 0x7F
        var low = 0
        var high = runs.size - 1
        // The last run starting at or before cp; runs[0] starts at U+0000.
        while (low < high) {
            val middle = (low + high + 1) ushr 1
            if (runs[middle] <= key) low = middle else high = middle - 1
        }
        return runs[low] and 0x7F
    }

    /** The rules of UAX #29 over a text's code points, one at a time, by their packed properties. */
    private class Breaker {
        private var started = false
        private var previous = 0
        /** An odd number of regional indicators ends at the previous code point (GB12, GB13). */
        private var oddRegional = false
        /** 1 after `\p{Extended_Pictographic} Extend*`, 2 after that and a ZWJ (GB11). */
        private var emoji = 0
        /** 1 after `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]*`, 2 when a linker is among them (GB9c). */
        private var conjunct = 0

        /** Whether a cluster starts at a code point with the packed properties [value]. */
        fun isBoundary(value: Int): Boolean {
            val gcb = value and 0xF
            val incb = (value shr 4) and 0x3
            val pictographic = (value and 0x40) != 0
            val boundary = if (started) breaks(gcb, incb, pictographic) else true
            started = true
            oddRegional = if (gcb == REGIONAL_INDICATOR) !(previous == REGIONAL_INDICATOR && oddRegional) else false
            emoji = when {
                pictographic -> 1
                emoji == 1 && gcb == EXTEND -> 1
                emoji == 1 && gcb == ZWJ -> 2
                else -> 0
            }
            conjunct = when {
                incb == INCB_CONSONANT -> 1
                conjunct > 0 && incb == INCB_LINKER -> 2
                conjunct > 0 && incb == INCB_EXTEND -> conjunct
                else -> 0
            }
            previous = gcb
            return boundary
        }

        private fun breaks(gcb: Int, incb: Int, pictographic: Boolean): Boolean {
            val before = previous
            return when {
                before == CR && gcb == LF -> false // GB3
                before == CONTROL || before == CR || before == LF -> true // GB4
                gcb == CONTROL || gcb == CR || gcb == LF -> true // GB5
                before == L && (gcb == L || gcb == V || gcb == LV || gcb == LVT) -> false // GB6
                (before == LV || before == V) && (gcb == V || gcb == T) -> false // GB7
                (before == LVT || before == T) && gcb == T -> false // GB8
                gcb == EXTEND || gcb == ZWJ -> false // GB9
                gcb == SPACING_MARK -> false // GB9a
                before == PREPEND -> false // GB9b
                conjunct == 2 && incb == INCB_CONSONANT -> false // GB9c
                emoji == 2 && pictographic -> false // GB11
                before == REGIONAL_INDICATOR && gcb == REGIONAL_INDICATOR && oddRegional -> false // GB12, GB13
                else -> true // GB999
            }
        }
    }
}
