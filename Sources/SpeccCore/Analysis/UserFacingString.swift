/// A string a user reads, wherever the spec keeps it: copy entries, status labels (context
/// `status`) and template titles and bodies (context `template`). Copy rules apply to these.
public struct UserFacingString: Sendable, Hashable {
  public enum Source: String, Sendable, Hashable { case copy, statusLabel, templateTitle, templateBody }
  public var source: Source
  /// The copy, status label or template id.
  public var id: String
  public var platform: CopyPlatform
  /// The copy context, `status` for status labels, `template` for templates.
  public var context: String
  /// What a prompt requests, for copy that has it.
  public var requests: String?
  public var text: Located<String>

  /// How messages name it: `copy 'x'`, `status label 'y'`, `title of template 'z'`.
  public var name: String {
    switch source {
    case .copy: "copy '\(id)'"
    case .statusLabel: "status label '\(id)'"
    case .templateTitle: "title of template '\(id)'"
    case .templateBody: "body of template '\(id)'"
    }
  }

  /// Every user-facing string of `spec`, in source order by section.
  public static func all(in spec: Spec) -> [UserFacingString] {
    let copy = spec.copy.map {
      UserFacingString(
        source: .copy, id: $0.id.value, platform: $0.platform.value, context: $0.context.value,
        requests: $0.requests?.value, text: $0.text)
    }
    let labels = spec.statusLabels.map {
      UserFacingString(source: .statusLabel, id: $0.id.value, platform: $0.platform, context: "status", text: $0.label)
    }
    let templates = spec.templates.flatMap {
      [
        UserFacingString(source: .templateTitle, id: $0.id.value, platform: .all, context: "template", text: $0.title),
        UserFacingString(source: .templateBody, id: $0.id.value, platform: .all, context: "template", text: $0.body),
      ]
    }
    return copy + labels + templates
  }
}
