/// Worst-case rendered lengths of a template (issue 3 §2), for the overflow rule, the docs and
/// the emitted constants. Lengths are user-perceived characters (Swift `Character`s) of the
/// values as the content source sends them; HTML-escaping can lengthen a value further, and the
/// runtime truncates whatever is over the limit.
public struct TemplateAnalysis: Sendable, Hashable {
  /// Most user-perceived characters of a rendered title.
  public static let titleLimit = 50
  /// Most user-perceived characters of a rendered body.
  public static let bodyLimit = 200

  /// One rendered field (title or body).
  public struct Field: Sendable, Hashable {
    /// Characters of the text with its tokens left out.
    public var literalLength: Int
    /// The tokens it uses, in order.
    public var tokens: [TemplateToken]
    /// Tokens used without a known longest value (no entry in token_max_lengths).
    public var unboundedTokens: [TemplateToken]
    /// Literal text plus every token at its longest; nil when a token is unbounded.
    public var worstCaseLength: Int?
    /// The field's limit (50 or 200).
    public var limit: Int

    /// Characters the runtime cuts in the worst case: everything past limit − 1, which the
    /// ellipsis replaces. Zero when it fits; nil when unbounded.
    public var worstCaseLoss: Int? { worstCaseLength.map { $0 > limit ? $0 - (limit - 1) : 0 } }
  }

  public var templateID: String
  public var title: Field
  public var body: Field

  /// Analyses every template of `spec`, in spec order.
  public static func all(in spec: Spec) -> [TemplateAnalysis] { spec.templates.map(TemplateAnalysis.init) }

  public init(_ template: Template) {
    templateID = template.id.value
    title = Self.field(template.title.value, limit: Self.titleLimit, template.tokenMaxLengths)
    body = Self.field(template.body.value, limit: Self.bodyLimit, template.tokenMaxLengths)
  }

  /// The longest value of `token` in `template`: fixed for date and time, else token_max_lengths.
  public static func maxLength(of token: TemplateToken, in limits: [String: Located<Int>]) -> Int? {
    token.fixedLength ?? limits[token.rawValue]?.value
  }

  private static func field(_ text: String, limit: Int, _ limits: [String: Located<Int>]) -> Field {
    let parsed = TemplateText(text)
    let tokens = parsed.tokens
    var unbounded: [TemplateToken] = []
    var worst = parsed.literalLength
    for token in tokens {
      if let length = maxLength(of: token, in: limits) {
        worst += length
      } else if !unbounded.contains(token) {
        unbounded.append(token)
      }
    }
    return Field(
      literalLength: parsed.literalLength, tokens: tokens, unboundedTokens: unbounded,
      worstCaseLength: unbounded.isEmpty ? worst : nil, limit: limit)
  }
}
