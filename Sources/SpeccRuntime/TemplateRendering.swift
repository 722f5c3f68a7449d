/// Renders notification templates the way specc's generated renderers do (seed 004 §8): tokens
/// are filled with HTML-escaped values, a missing value renders as `"[Content]"`, and the title is
/// cut to 50 and the body to 200 user-perceived characters (Swift `Character`s), ending in "…".
public enum TemplateRendering {
  /// Most characters of a rendered title.
  public static let titleLimit = 50
  /// Most characters of a rendered body.
  public static let bodyLimit = 200
  /// What a token renders as when its value is missing (nil).
  public static let missingValue = "[Content]"
  /// Ends a truncated text.
  public static let ellipsis: Character = "…"

  /// The tokens a template can hold.
  public enum Token: String, Sendable, Hashable, CaseIterable {
    case headline, summary
    /// YYYY-MM-DD.
    case date
    /// HH:MM.
    case time
  }

  /// A piece of a template: literal text (printed as is) or a token.
  public enum Part: Sendable, Hashable {
    case literal(String)
    case token(Token)
  }

  /// The values of the tokens; nil is a missing value.
  public struct Values: Sendable, Hashable {
    public var headline: String?
    public var summary: String?
    public var date: String?
    public var time: String?

    public init(headline: String? = nil, summary: String? = nil, date: String? = nil, time: String? = nil) {
      self.headline = headline
      self.summary = summary
      self.date = date
      self.time = time
    }

    /// The value of `token`.
    public subscript(token: Token) -> String? {
      switch token {
      case .headline: headline
      case .summary: summary
      case .date: date
      case .time: time
      }
    }
  }

  /// A rendered title and body, ready to schedule.
  public struct RenderedNotification: Sendable, Hashable {
    public var title: String
    public var body: String

    public init(title: String, body: String) {
      self.title = title
      self.body = body
    }
  }

  /// Renders a title and a body with the standard limits.
  public static func render(title: [Part], body: [Part], values: Values) -> RenderedNotification {
    RenderedNotification(
      title: render(title, values: values, limit: titleLimit), body: render(body, values: values, limit: bodyLimit))
  }

  /// Fills `parts` with `values` (escaped; `missingValue` when nil), then truncates to `limit`.
  public static func render(_ parts: [Part], values: Values, limit: Int) -> String {
    let text = parts.map { part -> String in
      switch part {
      case .literal(let text): text
      case .token(let token): values[token].map(escapeHTML) ?? missingValue
      }
    }.joined()
    return truncate(text, to: limit)
  }

  /// `&`, `<`, `>`, `"` and `'` as HTML entities.
  public static func escapeHTML(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` when it has at most `limit` characters; else its first `limit − 1` characters and
  /// "…". An entity that the cut would split is dropped whole, so no `&am…` is ever shown.
  public static func truncate(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    guard limit > 1 else { return limit == 1 ? String(ellipsis) : "" }
    var kept = text.prefix(limit - 1)
    if let amp = kept.lastIndex(of: "&"), !kept[amp...].contains(";"),
      entities.contains(where: { text[amp...].hasPrefix($0) })
    {
      kept = kept[..<amp]
    }
    return String(kept) + String(ellipsis)
  }

  private static let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
}
