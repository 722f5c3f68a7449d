/// Emits `<Namespace>+Templates.swift`: `public enum Template: String, CaseIterable, Sendable`
/// with one case per template (its title and body as `TemplateRendering.Part`s, its variants,
/// channel, category, rendering policy and worst-case lengths), and a typed renderer per
/// template, `Template.render<Name>(<token>: …)`, taking exactly the tokens it uses: non-optional
/// values when every value is required, optional ones when a missing value shows a placeholder
/// (the result is always a notification) or skips (the result is nil, and the app records the
/// declared error code). Rendering itself lives in SpeccRuntime's `TemplateRendering`.
struct TemplateEmitter: SpecEmitter {
  static func files(for spec: Spec) -> [OutputFile] {
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
              "Notification templates, rendered before scheduling: title ≤ \(TemplateAnalysis.titleLimit) and body ≤ \(TemplateAnalysis.bodyLimit) \(units(spec)); raw values are the spec ids.",
            cases: templates, rawValue: { $0.id.value }, caseDoc: { "\($0.title.value) — \($0.body.value)" }
          ) { p in
            members(spec, templates, &p)
            for (template, name) in templates { renderer(spec, template, name, &p) }
          }
        }
      }
    ]
  }

  private static func units(_ spec: Spec) -> String {
    spec.lengthUnits.contains(.utf16) ? "characters and UTF-16 code units" : "characters"
  }

  private static func members(_ spec: Spec, _ templates: [(item: Template, name: String)], _ p: inout CodePrinter) {
    let worstCases = TemplateAnalysis.worstCases(in: spec)
    let known = spec.tokens.map(\.id.value)
    p.caseProperty("title", type: "[TemplateRendering.Part]", doc: "The title's text and tokens.", cases: templates) {
      parts($0.title.value, known)
    }
    p.caseProperty("body", type: "[TemplateRendering.Part]", doc: "The body's text and tokens.", cases: templates) {
      parts($0.body.value, known)
    }
    p.caseProperty(
      "variants", type: "[String: (title: [TemplateRendering.Part], body: [TemplateRendering.Part])]",
      doc: "Other wordings (rotation, A/B) by variant id.", cases: templates
    ) { template in
      guard !template.variants.isEmpty else { return "[:]" }
      let entries = template.variants.map {
        "\(SwiftLiteral.string($0.id.value)): (title: \(parts($0.title.value, known)), body: \(parts($0.body.value, known)))"
      }
      return "[" + entries.joined(separator: ", ") + "]"
    }
    typedReference(
      "channel", "Channel", "Android channel it posts to", spec.channels.map(\.id.value), .channels,
      templates, \.channel, &p)
    typedReference(
      "category", "Category", "iOS category it uses", spec.categories.map(\.id.value), .categories,
      templates, \.category, &p)
    p.caseProperty(
      "policy", type: "TemplateRendering.Policy", doc: "Escaping, missing values, limits and units, as the spec says.",
      cases: templates
    ) { policy(spec, $0) }
    p.caseProperty(
      "maxTitleLength", type: "Int?",
      doc:
        "Worst-case rendered title length in characters (escaped, placeholders counted); nil when a token has no bound.",
      cases: templates
    ) { worstCases[$0.id.value]?.title.map(String.init) ?? "nil" }
    p.caseProperty(
      "maxBodyLength", type: "Int?",
      doc:
        "Worst-case rendered body length in characters (escaped, placeholders counted); nil when a token has no bound.",
      cases: templates
    ) { worstCases[$0.id.value]?.body.map(String.init) ?? "nil" }
    p.blankLine()
    p.doc("The title and body of `variant` when it names one of `variants`, else the template's own.")
    p.block(
      "public func wording(_ variant: String?) -> (title: [TemplateRendering.Part], body: [TemplateRendering.Part]) {"
    ) { p in
      p.print("variant.flatMap { variants[$0] } ?? (title: title, body: body)")
    }
    p.blankLine()
    p.doc("Renders the wording of `variant` with `values` by token name; tokens it does not use are ignored.")
    p.block(
      "public func render(_ values: [String: String], variant: String? = nil) -> TemplateRendering.Outcome {"
    ) { p in
      p.print("let wording = wording(variant)")
      p.print(
        "return TemplateRendering.render(title: wording.title, body: wording.body, values: values, policy: policy)")
    }
  }

  /// A property naming another section's id: typed (`Channel?`) when the spec has that section
  /// (every reference resolves, or nothing is generated), else the id as text.
  private static func typedReference(
    _ property: String, _ type: String, _ doc: String, _ ids: [String], _ scope: NameScope,
    _ templates: [(item: Template, name: String)], _ reference: KeyPath<Template, Located<String>?>,
    _ p: inout CodePrinter
  ) {
    guard !ids.isEmpty else {
      p.caseProperty(property, type: "String?", doc: doc + " (its id).", cases: templates) {
        SwiftLiteral.optionalString($0[keyPath: reference]?.value)
      }
      return
    }
    let names = Dictionary(
      scope.names(ids) { $0 }.map { ($0.item, $0.name) }, uniquingKeysWith: { first, _ in first })
    p.caseProperty(property, type: type + "?", doc: doc + ".", cases: templates) {
      $0[keyPath: reference].flatMap { names[$0.value] }.map { "." + $0 } ?? "nil"
    }
  }

  private static func policy(_ spec: Spec, _ template: Template) -> String {
    var missing = ".required"
    if let option = spec.missing(of: template) {
      if let placeholder = option.placeholder?.value {
        missing = ".placeholder(\(SwiftLiteral.string(placeholder)))"
      } else if let code = option.skip?.value {
        missing = ".skip(errorCode: \(SwiftLiteral.string(code)))"
      }
    }
    return
      "TemplateRendering.Policy(escaping: .\(spec.escaping(of: template).rawValue), missing: \(missing), titleLimit: \(TemplateAnalysis.titleLimit), bodyLimit: \(TemplateAnalysis.bodyLimit), countsUTF16: \(spec.lengthUnits.contains(.utf16)))"
  }

  /// `public static func renderDoseReminder(medicine: String, …)` for one template.
  private static func renderer(_ spec: Spec, _ template: Template, _ name: String, _ p: inout CodePrinter) {
    let used = TokenDeclarationRule.usedTokens(in: template, spec)
    let tokens = NameScope.tokenParameters.names(spec.tokens.filter { used.contains($0.id.value) }) { $0.id.value }
    let missing = spec.missing(of: template)
    let optional = missing != nil
    let parameters = (tokens.map { "\($0.name): String\(optional ? "?" : "")" } + ["variant: String? = nil"])
      .joined(separator: ", ")
    let bare = SwiftName.bare(name)
    let function = "render" + bare.prefix(1).uppercased() + bare.dropFirst()
    let escaping = spec.escaping(of: template) == .html ? "values are HTML-escaped" : "values are inserted as they are"
    var result = "TemplateRendering.RenderedNotification"
    var what = "every value is required"
    if let placeholder = missing?.placeholder?.value {
      what = "a nil value renders as \(SwiftLiteral.string(placeholder))"
    } else if let code = missing?.skip?.value {
      what = "a nil value skips the notification: the result is nil and the app records \(code)"
      result += "?"
    }
    p.blankLine()
    p.doc("Renders `\(template.id.value)`: \(escaping), \(what), and the text is cut with \"…\" at the limits.")
    p.block("public static func \(function)(\(parameters)) -> \(result) {") { p in
      let entries = tokens.map { "\(SwiftLiteral.string($0.item.id.value)): \($0.name)" }
      let literal = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
      p.print("let values: [String: String\(optional ? "?" : "")] = \(literal)")
      let values = optional ? "values.compactMapValues { $0 }" : "values"
      if missing?.skip != nil {
        p.print("return \(name).render(\(values), variant: variant).notification")
      } else {
        // Every token has a value or a placeholder: rendering never skips.
        p.print("let wording = \(name).wording(variant)")
        p.print(
          "return TemplateRendering.fill(title: wording.title, body: wording.body, values: \(values), policy: \(name).policy)"
        )
      }
    }
  }

  /// The Swift literal of a template string's parts.
  static func parts(_ text: String, _ known: [String]) -> String {
    let items = TemplateText(text, known: known).parts.map { part -> String in
      switch part {
      case .literal(let text): ".literal(\(SwiftLiteral.string(text)))"
      case .token(let token): ".token(\(SwiftLiteral.string(token)))"
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}

extension NameScope {
  /// Cases of `Template`; the names of its members and of the per-template renderers' prefix are reserved.
  static let templates = NameScope(
    what: "template",
    reserved: [
      "title", "body", "variants", "channel", "category", "policy", "maxTitleLength", "maxBodyLength", "wording",
      "render",
    ]
  )

  /// Parameters of a typed renderer: one per token; `variant` is the renderer's own.
  static let tokenParameters = NameScope(what: "token", reserved: ["variant", "values", "wording"])
}
