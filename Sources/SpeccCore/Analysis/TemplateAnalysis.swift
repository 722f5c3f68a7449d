import SpeccRuntime

/// Worst-case rendered lengths of a template's title and body, for the overflow rule, the docs
/// and the emitted constants: the literal text plus every token at its longest *as rendered*, that
/// is after the template's escaping (html can make one character six) and with the placeholder
/// of a missing value when that is longer. Lengths are counted in every unit the spec counts in
/// (`rendering.length_units`): user-perceived characters, and UTF-16 code units for copy that also
/// goes to JavaScript, Java or Kotlin code. Concatenation never adds characters (a combining mark
/// at a boundary can only merge two), so the sums are upper bounds; in UTF-16 they are exact.
struct TemplateAnalysis: Sendable, Hashable {
  /// What one token occurrence adds in the worst case.
  struct TokenCost: Sendable, Hashable {
    /// The token's name.
    var token: String
    /// Its longest value as the app sends it, nil when the spec gives no bound in this unit.
    var value: Int?
    /// What it renders as at worst (escaped; the placeholder when longer); nil when unbounded.
    var rendered: Int?
    /// How `rendered` follows from `value`: "", "html ×6", "html escaped" or "placeholder".
    var how: String

    /// `{{medicine}} 40`, `{{note}} 20 (html ×6 = 120)`, `{{at}} 5 (placeholder 9)`.
    var arithmetic: String {
      let name = TemplateText.placeholder(token)
      guard let value, let rendered else { return "\(name) unbounded" }
      if how.isEmpty { return "\(name) \(value)" }
      return how == "placeholder"
        ? "\(name) \(value) (placeholder \(rendered))" : "\(name) \(value) (\(how) = \(rendered))"
    }
  }

  /// One rendered field (title or body) in one unit.
  struct Field: Sendable, Hashable {
    /// "title" or "body".
    var name: String
    var unit: LengthUnit
    /// The text as written in the spec.
    var text: Located<String>
    /// Length of the text with its tokens left out.
    var literalLength: Int
    /// The declared tokens it uses, in order.
    var tokens: [String]
    /// What each token occurrence adds, in order.
    var costs: [TokenCost]
    /// Tokens used without a bound in this unit (each once).
    var unboundedTokens: [String]
    /// Literal text plus every token at its rendered longest; nil when a token is unbounded.
    var worstCaseLength: Int?
    /// The field's limit (50 or 200).
    var limit: Int

    /// What the runtime cuts in the worst case: everything past limit − 1, which the ellipsis
    /// replaces. Zero when it fits; nil when unbounded.
    var worstCaseLoss: Int? { worstCaseLength.map { $0 > limit ? $0 - (limit - 1) : 0 } }

    /// "characters" or "UTF-16 code units".
    var unitName: String { unit == .characters ? "characters" : "UTF-16 code units" }
  }

  var templateID: String
  /// The variant this wording is, nil for the template's own title and body.
  var variantID: String?
  /// Title and body in characters.
  var title: Field
  var body: Field
  /// Title and body in UTF-16 code units, when the spec counts them.
  var utf16: (title: Field, body: Field)? {
    guard let title = titleUTF16, let body = bodyUTF16 else { return nil }
    return (title, body)
  }
  var titleUTF16: Field?
  var bodyUTF16: Field?

  /// Every field, title then body, in each unit the spec counts.
  var fields: [Field] { [title, body] + [titleUTF16, bodyUTF16].compactMap { $0 } }

  /// `template 'x'` or `variant 'b' of template 'x'`.
  var name: String {
    variantID.map { "variant '\($0)' of template '\(templateID)'" } ?? "template '\(templateID)'"
  }

  /// The template's own wording.
  init(_ template: Template, in spec: Spec) {
    self.init(template, in: spec, variant: nil, title: template.title, body: template.body)
  }

  init(_ template: Template, in spec: Spec, variant: String?, title: Located<String>, body: Located<String>) {
    self.init(template, in: spec, tokens: TokenIndex(spec), variant: variant, title: title, body: body)
  }

  init(
    _ template: Template, in spec: Spec, tokens index: TokenIndex, variant: String?, title: Located<String>,
    body: Located<String>
  ) {
    templateID = template.id.value
    variantID = variant
    let known = index.names
    let escaping = spec.escaping(of: template)
    let placeholder = spec.missing(of: template)?.placeholder?.value
    func field(_ name: String, _ text: Located<String>, _ limit: Int, _ unit: LengthUnit) -> Field {
      Self.field(
        name, text, limit: limit, unit: unit, known: known, tokens: index, escaping: escaping,
        placeholder: placeholder)
    }
    self.title = field("title", title, TemplateRendering.titleLimit, .characters)
    self.body = field("body", body, TemplateRendering.bodyLimit, .characters)
    if spec.lengthUnits.contains(.utf16) {
      titleUTF16 = field("title", title, TemplateRendering.titleLimit, .utf16)
      bodyUTF16 = field("body", body, TemplateRendering.bodyLimit, .utf16)
    }
  }

  static func field(
    _ name: String, _ text: Located<String>, limit: Int, unit: LengthUnit, known: [String], spec: Spec,
    escaping: Escaping, placeholder: String?
  ) -> Field {
    field(
      name, text, limit: limit, unit: unit, known: known, tokens: TokenIndex(spec), escaping: escaping,
      placeholder: placeholder)
  }

  static func field(
    _ name: String, _ text: Located<String>, limit: Int, unit: LengthUnit, known: [String], tokens index: TokenIndex,
    escaping: Escaping, placeholder: String?
  ) -> Field {
    let parsed = TemplateText(text.value, known: known)
    var unbounded: [String] = []
    var worst = parsed.literalLength(in: unit)
    var costs: [TokenCost] = []
    for name in parsed.tokens {
      let cost = TokenLength.cost(of: index.byName[name], named: name, unit: unit, escaping, placeholder: placeholder)
      costs.append(cost)
      if let rendered = cost.rendered {
        worst += rendered
      } else if !unbounded.contains(name) {
        unbounded.append(name)
      }
    }
    return Field(
      name: name, unit: unit, text: text, literalLength: parsed.literalLength(in: unit), tokens: parsed.tokens,
      costs: costs, unboundedTokens: unbounded, worstCaseLength: unbounded.isEmpty ? worst : nil, limit: limit)
  }
}

/// The spec's tokens by name, made once for a pass over many templates (a template's tokens are
/// looked up here, not searched for in `spec.tokens`).
struct TokenIndex: Sendable {
  /// The declared names, in spec order (what `TemplateText` parses against).
  let names: [String]
  /// The first token declared under each name (`Spec.token(_:)`'s answer).
  let byName: [String: Token]

  init(_ spec: Spec) {
    names = spec.tokens.map(\.id.value)
    byName = Dictionary(spec.tokens.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Every wording of every template of a spec, analysed once per spec (`ResolvedSpec.templateAnalyses`):
/// the length and overflow rules, the user-facing strings, the docs table and the code model's
/// worst cases read it instead of analysing the templates again.
struct TemplateAnalyses: Sendable {
  /// Each template's own wording, then its variants', in spec order.
  private(set) var all: [TemplateAnalysis] = []
  /// Where the wordings of `spec.templates[i]` are in `all`.
  private(set) var ranges: [Range<Int>] = []
  /// The largest worst-case title and body of each template id over its wordings (the template
  /// and its variants, every template of that id); nil where some wording is unbounded.
  private(set) var worstCases: [String: (title: Int?, body: Int?)] = [:]

  init(_ spec: Spec) {
    SpecAnalyses.computations?.bump()
    let tokens = TokenIndex(spec)
    all.reserveCapacity(spec.templates.count)
    ranges.reserveCapacity(spec.templates.count)
    for template in spec.templates {
      let start = all.count
      all.append(
        TemplateAnalysis(template, in: spec, tokens: tokens, variant: nil, title: template.title, body: template.body))
      for variant in template.variants {
        all.append(
          TemplateAnalysis(
            template, in: spec, tokens: tokens, variant: variant.id.value, title: variant.title, body: variant.body))
      }
      ranges.append(start..<all.count)
      // Nil (unbounded) wins over any length; otherwise the largest.
      func largest(_ a: Int??, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let a, let b else { return nil }
        return max(a, b)
      }
      for analysis in all[start...] {
        let known = worstCases[template.id.value]
        worstCases[template.id.value] = (
          largest(known.map(\.title), analysis.title.worstCaseLength),
          largest(known.map(\.body), analysis.body.worstCaseLength)
        )
      }
    }
  }

  /// The wordings of the template at `index` of `spec.templates`: its own, then its variants'.
  func wordings(ofTemplateAt index: Int) -> ArraySlice<TemplateAnalysis> { all[ranges[index]] }
}
