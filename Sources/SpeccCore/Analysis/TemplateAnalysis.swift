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

  /// One rendered field (title or body) in one unit. It keeps the worst case only: the tokens and
  /// their costs are read again from the text when a diagnostic or the docs ask for them, so the
  /// analyses of a spec of many templates stay small.
  struct Field: Sendable, Hashable {
    /// "title" or "body".
    var name: String
    var unit: LengthUnit
    /// The text as written in the spec.
    var text: Located<String>
    /// Length of the text with its tokens left out.
    var literalLength: Int
    /// Literal text plus every token at its rendered longest; nil when a token is unbounded.
    var worstCaseLength: Int?
    /// The field's limit (50 or 200).
    var limit: Int
    /// What each declared token costs where this text is rendered.
    var tokenCosts: TokenCosts

    /// The declared tokens it uses, in order.
    var refs: [Ref<Token>] { TemplateText(text.value, known: tokenCosts.known, at: text.mark).refs }

    /// The names of the declared tokens it uses, in order.
    var tokens: [String] { refs.map(\.value) }

    /// What each token occurrence adds, in order.
    var costs: [TokenCost] { refs.map { tokenCosts.cost(of: $0, in: unit) } }

    /// Tokens used without a bound in this unit (each once).
    var unboundedTokens: [String] {
      guard worstCaseLength == nil else { return [] }
      var unbounded: [String] = []
      for cost in costs where cost.rendered == nil && !unbounded.contains(cost.token) { unbounded.append(cost.token) }
      return unbounded
    }

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
  /// Title and body in UTF-16 code units when the spec counts them, else empty.
  private var utf16Fields: [Field]
  /// The unknown and malformed tokens of the title and the body (`template_tokens` reports them).
  var titleProblems: [TemplateText.Problem]
  var bodyProblems: [TemplateText.Problem]
  /// Whether the title or the body inserts a declared token.
  var insertsTokens: Bool

  /// Title and body in UTF-16 code units, when the spec counts them.
  var utf16: (title: Field, body: Field)? {
    guard let title = titleUTF16, let body = bodyUTF16 else { return nil }
    return (title, body)
  }
  var titleUTF16: Field? { utf16Fields.first }
  var bodyUTF16: Field? { utf16Fields.count == 2 ? utf16Fields[1] : nil }

  /// Every field, title then body, in each unit the spec counts.
  var fields: [Field] { [title, body] + utf16Fields }

  /// `template 'x'` or `variant 'b' of template 'x'`.
  var name: String {
    variantID.map { "variant '\($0)' of template '\(templateID)'" } ?? "template '\(templateID)'"
  }

  /// The template's own wording.
  init(_ template: Template, in spec: Spec) {
    self.init(
      template, variant: nil, title: template.title, body: template.body,
      costs: TokenCosts(spec.tokens, spec, template), countsUTF16: spec.lengthUnits.contains(.utf16))
  }

  /// One wording, each text parsed once for both units.
  init(
    _ template: Template, variant: String?, title: Located<String>, body: Located<String>, costs: TokenCosts,
    countsUTF16: Bool
  ) {
    templateID = template.id.value
    variantID = variant
    let parsedTitle = TemplateText(title.value, known: costs.known, at: title.mark)
    let parsedBody = TemplateText(body.value, known: costs.known, at: body.mark)
    self.title = Self.field("title", title, parsedTitle, limit: TemplateRendering.titleLimit, unit: .characters, costs)
    self.body = Self.field("body", body, parsedBody, limit: TemplateRendering.bodyLimit, unit: .characters, costs)
    utf16Fields =
      countsUTF16
      ? [
        Self.field("title", title, parsedTitle, limit: TemplateRendering.titleLimit, unit: .utf16, costs),
        Self.field("body", body, parsedBody, limit: TemplateRendering.bodyLimit, unit: .utf16, costs),
      ] : []
    titleProblems = parsedTitle.problems
    insertsTokens = parsedTitle.parts.contains(where: \.isToken) || parsedBody.parts.contains(where: \.isToken)
    bodyProblems = parsedBody.problems
  }

  /// One text (a translation's) in one unit, rendered as `spec` renders its templates.
  static func field(
    _ name: String, _ text: Located<String>, limit: Int, unit: LengthUnit, spec: Spec, escaping: Escaping,
    placeholder: String?
  ) -> Field {
    field(
      name, text, limit: limit, unit: unit,
      costs: TokenCosts(spec.tokens, escaping: escaping, placeholder: placeholder))
  }

  /// One text in one unit, rendered in the context `costs` describes (a translation of a wording
  /// rendered where the wording is).
  static func field(_ name: String, _ text: Located<String>, limit: Int, unit: LengthUnit, costs: TokenCosts) -> Field {
    field(name, text, TemplateText(text.value, known: costs.known, at: text.mark), limit: limit, unit: unit, costs)
  }

  private static func field(
    _ name: String, _ text: Located<String>, _ parsed: TemplateText, limit: Int, unit: LengthUnit, _ costs: TokenCosts
  ) -> Field {
    let literal = parsed.literalLength(in: unit)
    var worst = literal
    var bounded = true
    for case .token(let token) in parsed.parts {
      if let rendered = costs.cost(of: token, in: unit).rendered { worst += rendered } else { bounded = false }
    }
    return Field(
      name: name, unit: unit, text: text, literalLength: literal, worstCaseLength: bounded ? worst : nil, limit: limit,
      tokenCosts: costs)
  }
}

/// What each declared token adds to a text rendered with one escaping and one missing-value
/// placeholder, in each unit: computed once per such context (`TokenLength.cost`), not once per
/// occurrence, and shared by the fields of every wording rendered in it.
final class TokenCosts: Sendable, Hashable {
  /// The declared tokens by name, in spec order (what `TemplateText` parses against).
  let known: TokenNames
  let escaping: Escaping
  let placeholder: String?
  /// The cost of each token of `Spec.tokens`, by its index (a `Ref<Token>`'s).
  private let characters: [TemplateAnalysis.TokenCost]
  private let utf16: [TemplateAnalysis.TokenCost]

  /// `tokens`: the spec's, in order.
  init(_ tokens: [Token], names: TokenNames? = nil, escaping: Escaping, placeholder: String?) {
    known = names ?? TokenNames(tokens)
    self.escaping = escaping
    self.placeholder = placeholder
    func costs(_ unit: LengthUnit) -> [TemplateAnalysis.TokenCost] {
      tokens.map { TokenLength.cost(of: $0, named: $0.id.value, unit: unit, escaping, placeholder: placeholder) }
    }
    characters = costs(.characters)
    utf16 = costs(.utf16)
  }

  /// The context `template` is rendered in.
  convenience init(_ tokens: [Token], _ spec: Spec, _ template: Template) {
    self.init(
      tokens, escaping: spec.escaping(of: template), placeholder: spec.missing(of: template)?.placeholder?.value)
  }

  /// The cost of one occurrence of the token `ref` names (unbounded when it names none).
  func cost(of ref: Ref<Token>, in unit: LengthUnit) -> TemplateAnalysis.TokenCost {
    let costs = unit == .characters ? characters : utf16
    guard let index = ref.target, index < costs.count else {
      return TemplateAnalysis.TokenCost(token: ref.value, value: nil, rendered: nil, how: "")
    }
    return costs[index]
  }

  static func == (a: TokenCosts, b: TokenCosts) -> Bool {
    a === b
      || (a.known == b.known && a.escaping == b.escaping && a.placeholder == b.placeholder
        && a.characters == b.characters && a.utf16 == b.utf16)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(known)
    hasher.combine(escaping)
    hasher.combine(placeholder)
  }
}

/// Every wording of every template of a spec, analysed once per spec (`ResolvedSpec.templateAnalyses`):
/// the length and overflow rules, the user-facing strings, the docs table and the code model's
/// worst cases read it instead of analysing the templates again.
struct TemplateAnalyses: Sendable {
  /// Each template's own wording, then its variants', in spec order.
  private(set) var all: [TemplateAnalysis] = []
  /// Where the wordings of `spec.templates[i]` start in `all` (they end where the next
  /// template's start, or at the end). Not an array of `Range<Int>`: its first array made the
  /// runtime scan the binary's conformances for `Int: Comparable` (~0.2 M instructions).
  private(set) var starts: [Int] = []
  /// The largest worst-case title and body of each template id over its wordings (the template
  /// and its variants, every template of that id); nil where some wording is unbounded.
  private(set) var worstCases: [String: (title: Int?, body: Int?)] = [:]

  init(_ spec: Spec) {
    SpecAnalyses.computations?.bump()
    let tokens = TokenNames(spec.tokens)
    let countsUTF16 = spec.lengthUnits.contains(.utf16)
    // One cost table per rendering context (escaping, placeholder): a handful per spec.
    var contexts: [String: TokenCosts] = [:]
    all.reserveCapacity(spec.templates.reduce(0) { $0 + 1 + $1.variants.count })
    starts.reserveCapacity(spec.templates.count)
    for template in spec.templates {
      let escaping = spec.escaping(of: template)
      let placeholder = spec.missing(of: template)?.placeholder?.value
      let key = escaping.rawValue + (placeholder.map { ":" + $0 } ?? "")
      let costs =
        contexts[key]
        ?? {
          let costs = TokenCosts(spec.tokens, names: tokens, escaping: escaping, placeholder: placeholder)
          contexts[key] = costs
          return costs
        }()
      let start = all.count
      all.append(
        TemplateAnalysis(
          template, variant: nil, title: template.title, body: template.body, costs: costs, countsUTF16: countsUTF16))
      for variant in template.variants {
        all.append(
          TemplateAnalysis(
            template, variant: variant.id.value, title: variant.title, body: variant.body, costs: costs,
            countsUTF16: countsUTF16))
      }
      starts.append(start)
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
  func wordings(ofTemplateAt index: Int) -> ArraySlice<TemplateAnalysis> {
    all[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : all.count)]
  }
}
