/// Renders notification templates the way specc's generated renderers do. Everything a template
/// does is declared in its spec and reaches this type as a `Policy`: how values are escaped
/// (none, or html for a web surface), what a missing value does (required, a placeholder text, or
/// skip the notification with an error code), the limits (title 50 and body 200 by default) and
/// the units they are counted in (user-perceived characters, as `Graphemes` counts them, and UTF-16
/// code units too when the copy also goes to JavaScript, Java or Kotlin code). Text past a limit is cut and ends in "…".
public enum TemplateRendering {
  /// Default most characters of a rendered title.
  public static let titleLimit = 50
  /// Default most characters of a rendered body.
  public static let bodyLimit = 200
  /// Ends a truncated text.
  public static let ellipsis: Character = "…"

  /// How token values are escaped when inserted.
  public enum Escaping: String, Sendable, Hashable {
    /// Inserted as they are (native notifications).
    case none
    /// `&`, `<`, `>`, `"` and `'` become entities (text a web view shows).
    case html
  }

  /// What a token without a value does.
  public enum MissingValue: Sendable, Hashable {
    /// Every value is required; a missing one skips the notification (the typed renderers make
    /// this impossible by taking non-optional values).
    case required
    /// The text shown instead, inserted as is.
    case placeholder(String)
    /// The notification is skipped and the app records `errorCode`.
    case skip(errorCode: String)
  }

  /// Everything a template's spec says about rendering it.
  public struct Policy: Sendable, Hashable {
    public var escaping: Escaping
    public var missing: MissingValue
    public var titleLimit: Int
    public var bodyLimit: Int
    /// Limits hold in UTF-16 code units as well as in characters.
    public var countsUTF16: Bool

    public init(
      escaping: Escaping = .none, missing: MissingValue = .required, titleLimit: Int = TemplateRendering.titleLimit,
      bodyLimit: Int = TemplateRendering.bodyLimit, countsUTF16: Bool = false
    ) {
      self.escaping = escaping
      self.missing = missing
      self.titleLimit = titleLimit
      self.bodyLimit = bodyLimit
      self.countsUTF16 = countsUTF16
    }
  }

  /// A piece of a template: literal text (printed as is) or a token, by its spec name.
  public enum Part: Sendable, Hashable {
    case literal(String)
    case token(String)
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

  /// What rendering a template gave.
  public enum Outcome: Sendable, Hashable {
    case rendered(RenderedNotification)
    /// A value was missing and the policy skips: nothing is scheduled; record `errorCode` (nil
    /// when every value is required).
    case skipped(missingToken: String, errorCode: String?)

    /// The notification, or nil when it was skipped.
    public var notification: RenderedNotification? {
      if case .rendered(let notification) = self { return notification }
      return nil
    }
  }

  /// Renders a title and a body with `values` by token name under `policy`.
  public static func render(title: [Part], body: [Part], values: [String: String], policy: Policy) -> Outcome {
    if let missing = firstMissing(title + body, values) {
      switch policy.missing {
      case .required: return .skipped(missingToken: missing, errorCode: nil)
      case .skip(let code): return .skipped(missingToken: missing, errorCode: code)
      case .placeholder: break
      }
    }
    return .rendered(fill(title: title, body: body, values: values, policy: policy))
  }

  /// Renders a title and a body without the skip check: a missing value renders as the policy's
  /// placeholder, or as nothing. The typed renderers of templates that never skip call this.
  public static func fill(title: [Part], body: [Part], values: [String: String], policy: Policy)
    -> RenderedNotification
  {
    RenderedNotification(
      title: render(title, values: values, policy: policy, limit: policy.titleLimit),
      body: render(body, values: values, policy: policy, limit: policy.bodyLimit))
  }

  /// Fills `parts` with `values` (escaped; a missing value as the placeholder, or empty when the
  /// policy has none), then truncates to `limit`.
  public static func render(_ parts: [Part], values: [String: String], policy: Policy, limit: Int) -> String {
    var placeholder = ""
    if case .placeholder(let text) = policy.missing { placeholder = text }
    var text = ""
    for part in parts {
      switch part {
      case .literal(let literal): text += literal
      case .token(let name):
        if let value = values[name] {
          text += policy.escaping == .html ? escapeHTML(value) : value
        } else {
          text += placeholder
        }
      }
    }
    return truncate(text, to: limit, countingUTF16: policy.countsUTF16)
  }

  /// The first token of `parts` without a value.
  private static func firstMissing(_ parts: [Part], _ values: [String: String]) -> String? {
    for part in parts {
      if case .token(let name) = part, values[name] == nil { return name }
    }
    return nil
  }

  /// `&`, `<`, `>`, `"` and `'` as HTML entities. Escaped per Unicode scalar, not per
  /// character, so an `&` followed by a combining mark is escaped too, as the Kotlin and
  /// TypeScript renderers (which see code units) do.
  public static func escapeHTML(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&#39;".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` when it fits `limit` (in characters, and in UTF-16 code units when `countingUTF16`);
  /// else its longest prefix of whole characters that fits `limit − 1`, and "…". An entity that
  /// the cut would split is dropped whole, so no `&am…` is ever shown. Characters are the
  /// extended grapheme clusters of `Graphemes` (the pinned Unicode version), as the
  /// Kotlin and TypeScript runtimes count them, not those of the OS's `String`.
  public static func truncate(_ text: String, to limit: Int, countingUTF16: Bool = false) -> String {
    func fits(_ count: Int, _ utf16: Int, _ max: Int) -> Bool { count <= max && (!countingUTF16 || utf16 <= max) }
    let scalars = text.unicodeScalars
    var starts = Graphemes.boundaries(text)
    guard !fits(starts.count, text.utf16.count, limit) else { return text }
    guard limit > 1 else { return limit == 1 ? String(ellipsis) : "" }
    starts.append(scalars.endIndex)
    var end = scalars.startIndex
    var count = 0
    var utf16 = 0
    for next in starts.dropFirst() {
      let units = text.utf16.distance(from: end, to: next)
      guard fits(count + 1, utf16 + units, limit - 1) else { break }
      count += 1
      utf16 += units
      end = next
    }
    // Scalar by scalar (not by character, whose comparison is canonical), as the Kotlin and
    // TypeScript renderers compare code units.
    var kept = scalars[..<end]
    if let amp = kept.lastIndex(of: "&"), !kept[amp...].contains(";"),
      entities.contains(where: { scalars[amp...].starts(with: $0.unicodeScalars) })
    {
      kept = kept[..<amp]
    }
    return String(String.UnicodeScalarView(kept)) + String(ellipsis)
  }

  private static let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
}
