/// Emits `<Namespace>+Templates.swift`: `public enum Template: String, CaseIterable, Sendable`
/// with one case per template (its title and body as `TemplateRendering.Part`s, channel,
/// category and worst-case lengths), and a typed renderer per template,
/// `Template.render<Name>(headline:summary:date:time:)`, taking exactly the tokens it uses.
/// Rendering (escaping, "[Content]", truncation) lives in SpeccRuntime's `TemplateRendering`.
public struct TemplateEmitter: SpecEmitter {
  public static func files(for spec: Spec) -> [OutputFile] {
    let templates = NameScope.templates.names(spec.templates) { $0.id.value }
    guard !templates.isEmpty else { return [] }
    return [
      OutputFile.swift(for: spec, suffix: "+Templates") { p in
        p.print("import SpeccRuntime")
        p.blankLine()
        p.block("extension \(SwiftEmitter.namespace(of: spec)) {") { p in
          p.stringEnum(
            "Template",
            doc:
              "Notification templates, rendered before scheduling: title ≤ \(TemplateAnalysis.titleLimit) and body ≤ \(TemplateAnalysis.bodyLimit) characters; raw values are the spec ids.",
            cases: templates, rawValue: { $0.id.value }, caseDoc: { "\($0.title.value) — \($0.body.value)" }
          ) { p in
            members(templates, &p)
            for (template, name) in templates { renderer(template, name, &p) }
          }
        }
      }
    ]
  }

  private static func members(_ templates: [(item: Template, name: String)], _ p: inout CodePrinter) {
    p.caseProperty("title", type: "[TemplateRendering.Part]", doc: "The title's text and tokens.", cases: templates) {
      parts($0.title.value)
    }
    p.caseProperty("body", type: "[TemplateRendering.Part]", doc: "The body's text and tokens.", cases: templates) {
      parts($0.body.value)
    }
    p.caseProperty("channel", type: "String?", doc: "Android channel id it posts to.", cases: templates) {
      SwiftLiteral.optionalString($0.channel?.value)
    }
    p.caseProperty("category", type: "String?", doc: "iOS category id it uses.", cases: templates) {
      SwiftLiteral.optionalString($0.category?.value)
    }
    p.caseProperty(
      "maxTitleLength", type: "Int?",
      doc: "Worst-case rendered title length (characters, before escaping); nil when a token has no bound.",
      cases: templates
    ) { TemplateAnalysis($0).title.worstCaseLength.map(String.init) ?? "nil" }
    p.caseProperty(
      "maxBodyLength", type: "Int?",
      doc: "Worst-case rendered body length (characters, before escaping); nil when a token has no bound.",
      cases: templates
    ) { TemplateAnalysis($0).body.worstCaseLength.map(String.init) ?? "nil" }
    p.blankLine()
    p.doc("Renders title and body with `values` (tokens it does not use are ignored).")
    p.block("public func render(_ values: TemplateRendering.Values) -> TemplateRendering.RenderedNotification {") {
      p in
      p.print("TemplateRendering.render(title: title, body: body, values: values)")
    }
  }

  /// `public static func renderDailyMessage(headline: String?, …)` for one template.
  private static func renderer(_ template: Template, _ name: String, _ p: inout CodePrinter) {
    let analysis = TemplateAnalysis(template)
    let tokens = TemplateToken.allCases.filter { (analysis.title.tokens + analysis.body.tokens).contains($0) }
    let bare = SwiftName.bare(name)
    let function = "render" + bare.prefix(1).uppercased() + bare.dropFirst()
    let parameters = tokens.map { "\($0.rawValue): String?" }.joined(separator: ", ")
    let arguments = tokens.map { "\($0.rawValue): \($0.rawValue)" }.joined(separator: ", ")
    p.blankLine()
    p.doc(
      "Renders `\(template.id.value)`: values are HTML-escaped, a nil value renders as \"[Content]\", and the text is cut with \"…\" at the limits."
    )
    p.block("public static func \(function)(\(parameters)) -> TemplateRendering.RenderedNotification {") { p in
      p.print("\(name).render(TemplateRendering.Values(\(arguments)))")
    }
  }

  /// The Swift literal of a template string's parts.
  static func parts(_ text: String) -> String {
    let items = TemplateText(text).parts.map { part -> String in
      switch part {
      case .literal(let text): ".literal(\(SwiftLiteral.string(text)))"
      case .token(let token): ".token(.\(token.rawValue))"
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}

extension NameScope {
  /// Cases of `Template`; the names of its members and of the per-template renderers' prefix are reserved.
  public static let templates = NameScope(
    what: "template",
    reserved: ["title", "body", "channel", "category", "maxTitleLength", "maxBodyLength", "render"])
}
