import SpeccRuntime

/// The longest value of a declared token, as sent and as rendered, in one unit.
///
/// - text: `max_length` characters (`max_utf16_length` code units); html escaping can turn each
///   into six (`"` → `&quot;`).
/// - number: `max_length` digits, signs and separators, which no escaping changes.
/// - date and time: a format of fixed-width fields (`yyyy`, `yy`, `MM`, `dd`, `HH`, `hh`, `mm`,
///   `ss`) and literal text has one length, measured on the format with its fields filled and
///   escaped; any other format (`MMMM`, `EEEE`, `a`) varies and needs `max_length` like text.
/// - A missing value renders the placeholder when one is declared: the longer of the two counts.
enum TokenLength {
  /// How many characters html escaping can make of one: `&quot;`.
  static let htmlGrowth = 6

  /// Widths of the date and time fields whose values are always that many ASCII digits.
  static let fixedFields: [String: Int] = ["yyyy": 4, "yy": 2, "MM": 2, "dd": 2, "HH": 2, "hh": 2, "mm": 2, "ss": 2]

  /// The cost of one occurrence of the token `name` (`token` nil when it is not declared: unbounded).
  static func cost(
    of token: Token?, named name: String, unit: LengthUnit, _ escaping: Escaping, placeholder: String?
  ) -> TemplateAnalysis.TokenCost {
    guard let token, let (value, rendered, how) = lengths(token, unit, escaping) else {
      return TemplateAnalysis.TokenCost(token: name, value: nil, rendered: nil, how: "")
    }
    if let placeholder {
      let length = measure(placeholder, unit)
      if length > rendered {
        return TemplateAnalysis.TokenCost(token: name, value: value, rendered: length, how: "placeholder")
      }
    }
    return TemplateAnalysis.TokenCost(token: name, value: value, rendered: rendered, how: how)
  }

  /// The value's longest length, its rendered longest and how one follows from the other.
  private static func lengths(_ token: Token, _ unit: LengthUnit, _ escaping: Escaping) -> (Int, Int, String)? {
    let declared = unit == .characters ? token.maxLength?.value : token.maxUTF16Length?.value
    switch token.kind.value {
    case .number:
      // Digits, signs and separators are ASCII: one character is one code unit.
      guard let length = token.maxLength?.value ?? token.maxUTF16Length?.value else { return nil }
      return (length, length, "")
    case .date, .time:
      if let format = token.format?.value, let sample = filled(format) {
        let raw = measure(sample, unit)
        let escaped = measure(escaping == .html ? TemplateRendering.escapeHTML(sample) : sample, unit)
        return (raw, escaped, escaped == raw ? "" : "html escaped")
      }
      return grown(declared, escaping)
    case .text:
      return grown(declared, escaping)
    }
  }

  private static func grown(_ length: Int?, _ escaping: Escaping) -> (Int, Int, String)? {
    guard let length else { return nil }
    guard escaping == .html else { return (length, length, "") }
    return (length, length * htmlGrowth, "html ×\(htmlGrowth)")
  }

  /// `format` with every fixed-width field filled with zeros, or nil when a field's width varies.
  static func filled(_ format: String) -> String? {
    var result = ""
    var run = ""
    func flush() -> Bool {
      defer { run = "" }
      guard !run.isEmpty else { return true }
      guard let width = fixedFields[run] else { return false }
      result += String(repeating: "0", count: width)
      return true
    }
    for character in format {
      if character.isASCII && character.isLetter {
        if let last = run.last, last != character, !flush() { return nil }
        run.append(character)
      } else {
        guard flush() else { return nil }
        result.append(character)
      }
    }
    return flush() ? result : nil
  }

  private static func measure(_ text: String, _ unit: LengthUnit) -> Int {
    unit == .characters ? Graphemes.count(text) : text.utf16.count
  }
}
