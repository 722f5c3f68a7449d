import SpeccRuntime

/// A string a user reads, wherever the spec keeps it: copy entries, status labels (context
/// `status`) and template titles and bodies (context `template`). Copy rules apply to these.
struct UserFacingString: Sendable, Hashable {
  enum Source: String, Sendable, Hashable { case copy, statusLabel, templateTitle, templateBody }
  var source: Source
  /// The copy, status label or template id.
  var id: String
  var platform: CopyPlatform
  /// The copy context, `status` for status labels, `template` for templates.
  var context: String
  /// What a prompt requests, for copy that has it.
  var requests: String?
  var text: Located<String>
  /// A template's title or body: its worst-case rendered length in characters (tokens at their
  /// longest, escaped; nil when a token is unbounded). Nil for copy and status labels.
  var rendered: TemplateAnalysis.Field? = nil

  /// The length a copy rule's `max_length` compares: the text's characters (as `Graphemes`
  /// counts them), or a template's
  /// worst case as rendered (nil when that is unbounded).
  var lengthForRules: Int? { rendered.map(\.worstCaseLength) ?? Graphemes.count(text.value) }

  /// How messages name it: `copy 'x'`, `status label 'y'`, `title of template 'z'`.
  var name: String {
    switch source {
    case .copy: "copy '\(id)'"
    case .statusLabel: "status label '\(id)'"
    case .templateTitle: "title of template '\(id)'"
    case .templateBody: "body of template '\(id)'"
    }
  }

  /// Every user-facing string of `spec`, in source order by section.
  static func all(in spec: Spec) -> [UserFacingString] {
    let copy = spec.copy.map {
      UserFacingString(
        source: .copy, id: $0.id.value, platform: $0.platform.value, context: $0.context.value,
        requests: $0.requests?.value, text: $0.text)
    }
    let labels = spec.statusLabels.map {
      UserFacingString(source: .statusLabel, id: $0.id.value, platform: $0.platform, context: "status", text: $0.label)
    }
    let templates = TemplateAnalysis.all(in: spec).flatMap { analysis in
      [
        UserFacingString(
          source: .templateTitle, id: analysis.templateID, platform: .all, context: "template",
          text: analysis.title.text, rendered: analysis.title),
        UserFacingString(
          source: .templateBody, id: analysis.templateID, platform: .all, context: "template",
          text: analysis.body.text, rendered: analysis.body),
      ]
    }
    return copy + labels + templates
  }
}
