/// Every declared token says what its longest value is, in a way that matches its kind.
struct TokenDeclarationRule: Rule {
  static let description = RuleDescription(
    id: "token_declaration", title: "Token declarations",
    summary:
      "A date or time token has a format, whose fields mean what its kind shows (HH:MM in a time token is hours and the month: minutes are mm; yyyy-mm-dd in a date token has minutes: the month is MM); a key a token's kind does not use (format on text or number, max_length beside a fixed-width format, max_utf16_length when the spec counts no UTF-16) is reported; max_utf16_length is never below max_length (a token nothing inserts is unused_declaration's).",
    rationale:
      "The worst-case proof reads a token's longest value from its declaration: a key that does not count misleads the reader into thinking it does, and a token nothing uses is a value the app computes for nothing (or a template that forgot it). A string of N characters has at least N UTF-16 code units.",
    triggering: [
      LoadingRules.header
        + "tokens:\n  - ↓id: day\n    kind: date\n  - id: name\n    kind: text\n    max_length: 20\n    format: ↓x\n"
        + "  - id: at\n    kind: time\n    format: HH:mm\n    max_length: ↓8\n"
        + "templates:\n  - id: t\n    title: \"{{day}} {{name}} {{at}}\"\n    body: b\n",
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 20\n    max_utf16_length: ↓10\n"
        + "rendering:\n  length_units: [utf16]\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n",
      LoadingRules.header
        + "tokens:\n  - id: name\n    kind: text\n    max_length: 20\n    max_utf16_length: ↓40\n"
        + "templates:\n  - id: t\n    title: \"{{name}}\"\n    body: b\n",
      LoadingRules.header
        + "tokens:\n  - id: at\n    kind: time\n    format: ↓HH:MM\n  - id: day\n    kind: date\n    format: ↓yyyy-mm-dd\n"
        + "templates:\n  - id: t\n    title: \"{{day}} {{at}}\"\n    body: b\n",
    ],
    nonTriggering: [
      LoadingRules.header + "rendering:\n  length_units: [characters, utf16]\n"
        + "tokens:\n  - id: day\n    kind: date\n    format: yyyy-MM-dd\n"
        + "  - id: month\n    kind: date\n    format: MMMM\n    max_length: 9\n"
        + "  - id: name\n    kind: text\n    max_length: 20\n    max_utf16_length: 40\n"
        + "  - id: count\n    kind: number\n    max_length: 3\n"
        + "templates:\n  - id: t\n    title: \"{{name}}: {{count}}\"\n    body: b\n"
        + "    variants:\n      - id: v\n        title: \"{{day}} {{month}}\"\n        body: b\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    let countsUTF16 = spec.lengthUnits.contains(.utf16)
    for token in spec.tokens {
      let name = "token '\(token.id.value)'"
      let kind = token.kind.value
      switch kind {
      case .date, .time:
        if let format = token.format {
          misread(format, kind: kind, name, spec, &sink)
          if let fixed = TokenLength.filled(format.value), let max = token.maxLength {
            sink.warning(
              id,
              "max_length of \(name) does nothing: its format '\(format.value)' always renders \(fixed.count) characters",
              at: max.mark)
          }
        } else {
          sink.error(
            id,
            "\(name) is a \(kind.rawValue) without a format: declare the pattern its value is written in (e.g. \(kind == .date ? "yyyy-MM-dd" : "HH:mm"))",
            at: token.mark)
        }
      case .text, .number:
        if let format = token.format {
          sink.warning(id, "format of \(name) does nothing: only date and time tokens have a format", at: format.mark)
        }
      }
      if let utf16 = token.maxUTF16Length {
        if !countsUTF16 {
          sink.warning(
            id,
            "max_utf16_length of \(name) does nothing: the spec counts characters only (add utf16 to rendering.length_units)",
            at: utf16.mark)
        } else if let max = token.maxLength, utf16.value < max.value {
          sink.error(
            id,
            "max_utf16_length of \(name) is \(utf16.value), below its max_length of \(max.value) characters: every character is at least one UTF-16 code unit",
            at: utf16.mark)
        }
      }
    }
  }

  /// A pattern field that means something other than the token's kind shows: `MM` (the month) in
  /// a time token without a date, where minutes (`mm`) are meant; `mm` (minutes) in a date token
  /// without an hour, where the month (`MM`) is meant. Reported with the corrected pattern.
  private static func misread(
    _ format: Located<String>, kind: Token.Kind, _ name: String, _ spec: ResolvedSpec, _ sink: inout DiagnosticSink
  ) {
    let letters = Set(DatePattern.fields(format.value).map(\.letter))
    let written: Character
    let meant: Character
    let why: String
    if kind == .time, letters.contains("M"), letters.isDisjoint(with: ["y", "Y", "u", "d", "D", "L"]) {
      (written, meant, why) = ("M", "m", "M is the month in date patterns, minutes are m")
    } else if kind == .date, letters.contains("m"), letters.isDisjoint(with: ["H", "h", "k", "K"]) {
      (written, meant, why) = ("m", "M", "m is the minute in date patterns, the month is M")
    } else {
      return
    }
    let corrected = DatePattern.replacing(written, with: meant, in: format.value)
    let fix = spec.source.token(at: format.mark).flatMap { old -> Fix? in
      let new = DatePattern.replacing(written, with: meant, in: old)
      return new == old ? nil : Fix(old: old, new: new)
    }
    sink.error(
      id, "format '\(format.value)' of \(name), a \(kind.rawValue), has \(written) (\(why)): write '\(corrected)'",
      at: format.mark, fix: fix)
  }
}
