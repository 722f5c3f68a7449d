/// Bidirectional text stays intact around tokens: isolates only, balanced, and every token of a
/// right-to-left translation isolated.
struct TranslationBidiRule: Rule {
  static let description = RuleDescription(
    id: "translation_bidi", title: "Bidirectional text around tokens",
    summary:
      "In every translation: no embedding or override controls (U+202A–U+202E); every isolate (U+2066 LRI, U+2067 RLI, U+2068 FSI) closed by U+2069 PDI in the same text, and no PDI without one; in a right-to-left language (ar, he, fa, ur, ps, sd, ug, yi, dv, ckb), every token inside an isolate (FSI {{token}} PDI).",
    rationale:
      "A token's value has its own direction: a Latin medicine name or a number inside Arabic text reorders the punctuation and words around it unless it is isolated (Unicode's bidirectional algorithm, UAX #9, recommends isolates for inserted text). Embeddings and overrides are not closed by the end of a value and reorder everything after them, and an unbalanced isolate leaks into the rest of the notification.",
    triggering: [
      TranslationKeysRule.example(
        locales: "[fr, ar]",
        translations:
          "    fr:\n      templates.soon.title: \"Bient\u{f4}t↓\u{202E}\"\n    ar:\n      templates.soon.title: \"↓\u{2068}قريبًا\"\n",
        plurals: TranslationKeysRule.frenchPlurals
          + TranslationCompletenessRule.arabicPlurals.replacingOccurrences(
            of: "↓", with: ""
          ).replacingOccurrences(
            of: "zero: \"بعد \u{2068}{{minutes}}\u{2069} دقيقة\"", with: "zero: \"بعد ↓{{minutes}} دقيقة\"")
          + "        few: \"بعد \u{2068}{{minutes}}\u{2069}↓\u{2069} دقائق\"\n")
    ],
    nonTriggering: [
      TranslationKeysRule.example(),
      TranslationKeysRule.example(
        locales: "[fr, ar]",
        translations: "    fr:\n      templates.soon.title: Bientôt\n    ar:\n      templates.soon.title: \"قريبًا\"\n",
        plurals: TranslationKeysRule.frenchPlurals
          + TranslationCompletenessRule.arabicPlurals.replacingOccurrences(of: "↓", with: "")
          + "        few: \"بعد \u{2067}{{minutes}}\u{2069} دقائق\"\n"),
    ])

  /// LRI, RLI and FSI.
  static let isolateOpeners: Set<Unicode.Scalar> = ["\u{2066}", "\u{2067}", "\u{2068}"]
  static let isolateCloser: Unicode.Scalar = "\u{2069}"
  /// LRE, RLE, PDF, LRO, RLO.
  static let embeddings: Set<Unicode.Scalar> = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}"]

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let known = spec.tokenNames
    for written in WrittenTranslation.all(in: spec.spec) {
      let scalars = Array(written.value.value.unicodeScalars)
      let rtl = spec.locales[written.locale].isRightToLeft
      let tokens =
        rtl
        ? Dictionary(TokenOffsets.of(in: written.value.value, where: known.contains).map { ($0.offset, $0.name) }) {
          a, _ in a
        } : [:]
      var open: [Int] = []
      var problems: [(offset: Int, message: String)] = []
      let what = "the \(written.place) translation of '\(written.text.key)'"
      for (offset, scalar) in scalars.enumerated() {
        if embeddings.contains(scalar) {
          problems.append(
            (
              offset,
              "\(what) has the bidirectional control U+\(String(scalar.value, radix: 16, uppercase: true)): embeddings and overrides reorder the text after them; use an isolate (U+2068 … U+2069)"
            ))
        } else if isolateOpeners.contains(scalar) {
          open.append(offset)
        } else if scalar == isolateCloser {
          if open.popLast() == nil {
            problems.append((offset, "\(what) closes an isolate (U+2069) that it never opened"))
          }
        } else if let name = tokens[offset], open.isEmpty {
          problems.append(
            (
              offset,
              "\(TemplateText.placeholder(name)) in \(what) is not isolated: in right-to-left text write it as U+2068 \(TemplateText.placeholder(name)) U+2069 (FSI … PDI) so its value keeps its own direction"
            ))
        }
      }
      for offset in open {
        problems.append(
          (
            offset,
            "\(what) opens an isolate (U+\(String(scalars[offset].value, radix: 16, uppercase: true))) that it never closes with U+2069"
          ))
      }
      problems.sort { $0.offset < $1.offset }
      let marks = spec.source.marks(ofScalars: problems.map(\.offset), in: written.value)
      for (problem, mark) in zip(problems, marks) { sink.error(id, problem.message, at: mark) }
    }
  }
}
