import SpeccRuntime

/// The templates and flows of a spec's `CodeFile`.
extension CodeModel {
  static func templates(_ spec: Spec, _ analyses: TemplateAnalyses, locales: SpecLocales = SpecLocales()) -> [CodeDecl]
  {
    var seen: Set<String> = []
    let templates = spec.templates.filter { seen.insert($0.id.value).inserted }
    guard !templates.isEmpty else { return [] }
    let known = TokenNames(spec.tokens)
    let worstCases = analyses.worstCases
    func parts(_ text: String) -> CodeValue {
      .parts(
        TemplateText(text, known: known).parts.map {
          switch $0 {
          case .literal(let text): .literal(text)
          case .token(let token): .token(token.value)
          }
        })
    }
    // Named as a case when the spec declares the enum at all (a reference to nothing is
    // reported, and nothing is generated then).
    let hasChannels = !spec.channels.isEmpty
    let hasCategories = !spec.categories.isEmpty
    func reference<Target>(_ ref: Ref<Target>?, _ path: String, declared: Bool) -> CodeValue {
      guard let ref else { return .null }
      return declared ? .member([path], ref.value) : .string(ref.value)
    }
    let localized = spec.localization.map { translationTables(spec, $0, locales) }
    // What notifications carry beyond their text, as properties only when some template says it.
    let carriesContent = templates.contains { !$0.content.isEmpty }
    let cases = templates.map { template in
      CodeCase(
        raw: template.id.value, doc: "\(template.title.value) — \(template.body.value)",
        values: (localized.map { [.variants($0[template.id.value] ?? [])] } ?? []) + [
          parts(template.title.value), parts(template.body.value),
          .variants(
            template.variants.map {
              guard case .parts(let title) = parts($0.title.value), case .parts(let body) = parts($0.body.value) else {
                return TemplateWording(id: $0.id.value, title: [], body: [])
              }
              return TemplateWording(id: $0.id.value, title: title, body: body)
            }),
          reference(template.channel, "Channel", declared: hasChannels),
          reference(template.category, "Category", declared: hasCategories),
          .policy(policy(spec, template)),
          optional(worstCases[template.id.value]?.title), optional(worstCases[template.id.value]?.body),
        ] + (carriesContent ? contentValues(template.content) : []))
    }
    let units = spec.lengthUnits.contains(.utf16) ? "characters and UTF-16 code units" : "characters"
    return [
      .enumeration(
        CodeEnum(
          name: "Template",
          doc:
            "Notification templates, rendered before scheduling: title ≤ \(TemplateRendering.titleLimit) and body ≤ \(TemplateRendering.bodyLimit) \(units); ids are the spec ids.",
          cases: cases,
          properties: (localized == nil
            ? []
            : [
              CodeProperty(
                name: "translations", type: .variants,
                doc:
                  "Title and body in every shipped locale (`fr`, plural forms as `fr/one`; a variant's as `short:fr`), the source language's plural forms included; what the renderers pick from by the locale's fallback chain and the count's plural category."
              )
            ]) + [
              CodeProperty(name: "title", type: .parts, doc: "The title's text and tokens."),
              CodeProperty(name: "body", type: .parts, doc: "The body's text and tokens."),
              CodeProperty(name: "variants", type: .variants, doc: "Other wordings (rotation, A/B) by variant id."),
              CodeProperty(
                name: "channel", type: .optional(!hasChannels ? .string : .enumeration(["Channel"])),
                doc: !hasChannels ? "Android channel it posts to (its id)." : "Android channel it posts to."),
              CodeProperty(
                name: "category", type: .optional(!hasCategories ? .string : .enumeration(["Category"])),
                doc: !hasCategories ? "iOS category it uses (its id)." : "iOS category it uses."),
              CodeProperty(
                name: "policy", type: .policy, doc: "Escaping, missing values, limits and units, as the spec says."),
              CodeProperty(
                name: "maxTitleLength", type: .optional(.int),
                doc:
                  "Worst-case rendered title length in characters (escaped, placeholders counted); none when a token has no bound."
              ),
              CodeProperty(
                name: "maxBodyLength", type: .optional(.int),
                doc:
                  "Worst-case rendered body length in characters (escaped, placeholders counted); none when a token has no bound."
              ),
            ] + (carriesContent ? contentProperties : []))),
      .renderers(templates.map { renderer(spec, $0) }),
    ]
  }

  /// The properties of what a notification carries beyond its text (issue 29), in the order of
  /// `contentValues`.
  static let contentProperties = [
    CodeProperty(
      name: "interruptionLevel", type: .optional(.string),
      doc:
        "iOS 15+ interruption level, as UNNotificationInterruptionLevel names it (passive, active, timeSensitive, critical); none: the system's default (active)."
    ),
    CodeProperty(
      name: "group", type: .optional(.string),
      doc: "Group of its notifications: iOS threadIdentifier, Android setGroup."),
    CodeProperty(
      name: "groupSummary", type: .bool, doc: "Android: the summary notification of its group (setGroupSummary)."),
    CodeProperty(
      name: "badgeCount", type: .optional(.int),
      doc: "The badge count it sets (iOS badge, Android setNumber), when fixed."),
    CodeProperty(
      name: "badgeToken", type: .optional(.string),
      doc: "The number token whose value is its badge count, when the count comes from a value."),
    CodeProperty(
      name: "fullScreenIntent", type: .bool,
      doc: "Android: shown as a full-screen intent when USE_FULL_SCREEN_INTENT is granted (setFullScreenIntent)."),
    CodeProperty(name: "ongoing", type: .bool, doc: "Android: the user cannot swipe it away (setOngoing)."),
    CodeProperty(
      name: "attachments", type: .list(.string),
      doc: "iOS attachments (UNNotificationAttachment), file names relative to the spec, in order."),
    CodeProperty(
      name: "visibility", type: .optional(.runtime("NotificationVisibility")),
      doc:
        "Android: its lock-screen visibility (NotificationCompat.Builder.setVisibility); none: its channel's. The lock screen shows the more restrictive of the two."
    ),
  ]

  /// The values of `contentProperties` for one template.
  static func contentValues(_ content: NotificationContent) -> [CodeValue] {
    let level: String? =
      switch content.interruptionLevel?.value {
      case .passive: "passive"
      case .active: "active"
      case .timeSensitive: "timeSensitive"
      case .critical: "critical"
      case nil: nil
      }
    return [
      level.map(CodeValue.string) ?? .null, content.group.map { .string($0.value) } ?? .null,
      .bool(content.groupSummary?.value ?? false), content.badgeCount.map(CodeValue.int) ?? .null,
      content.badgeToken.map(CodeValue.string) ?? .null, .bool(content.fullScreenIntent?.value ?? false),
      .bool(content.ongoing?.value ?? false), .list(content.attachments.map { .string($0.value) }),
      content.visibility.map { .runtimeMember("NotificationVisibility", $0.value) } ?? .null,
    ]
  }

  /// Every template's wordings in every shipped locale, by template id: keys `fr` (a template
  /// without plural texts), `fr/one` … (one per plural category of the locale's language, when
  /// its title or body uses the count token), and `short:fr` for variant `short`. The source
  /// language's own wording is left out unless it has plural forms (the renderers fall back to
  /// the template's title and body).
  private static func translationTables(_ spec: Spec, _ localization: Localization, _ locales: SpecLocales)
    -> [String: [TemplateWording]]
  {
    let known = TokenNames(spec.tokens)
    func parts(_ text: String) -> [TemplatePart] {
      TemplateText(text, known: known).parts.map {
        switch $0 {
        case .literal(let text): .literal(text)
        case .token(let token): .token(token.value)
        }
      }
    }
    let texts = Dictionary(
      TranslatableText.all(in: spec).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let source = localization.sourceLanguage.value
    var tables: [String: [TemplateWording]] = [:]
    for template in spec.templates where tables[template.id.value] == nil {
      var wordings: [TemplateWording] = []
      let own: [(variant: String?, title: Located<String>, body: Located<String>)] =
        [(nil, template.title, template.body)] + template.variants.map { ($0.id.value, $0.title, $0.body) }
      for (variant, title, body) in own {
        let prefix = "templates.\(template.id.value)" + (variant.map { ".variants.\($0)" } ?? "")
        let titleText = texts[prefix + ".title"]
        let bodyText = texts[prefix + ".body"]
        let plural = titleText?.isPlural == true || bodyText?.isPlural == true
        for locale in localization.shipped {
          // The text of one field in `locale` (and `category` for a plural text).
          func text(_ field: TranslatableText?, _ own: Located<String>, _ category: String?) -> String {
            guard let field else { return own.value }
            if field.isPlural, let category {
              if locale == source && category == "other" { return own.value }
              return localization.plural(field.key, locale: locale)?.forms.first { $0.category.value == category }?
                .text.value ?? own.value
            }
            if locale == source { return own.value }
            return localization.translation(field.key, locale: locale)?.text.value ?? own.value
          }
          let key = (variant.map { "\($0):" } ?? "") + locale
          if plural {
            for category in locales[locale].pluralCategories.map(\.rawValue) {
              wordings.append(
                TemplateWording(
                  id: key + "/" + category, title: parts(text(titleText, title, category)),
                  body: parts(text(bodyText, body, category))))
            }
          } else if locale != source {
            wordings.append(
              TemplateWording(
                id: key, title: parts(text(titleText, title, nil)), body: parts(text(bodyText, body, nil))))
          }
        }
      }
      tables[template.id.value] = wordings
    }
    return tables
  }

  private static func policy(_ spec: Spec, _ template: Template) -> RenderingPolicy {
    let missing = spec.missing(of: template)
    return RenderingPolicy(
      html: spec.escaping(of: template) == .html, placeholder: missing?.placeholder?.value,
      skipErrorCode: missing?.placeholder == nil ? missing?.skip?.value : nil,
      titleLimit: TemplateRendering.titleLimit, bodyLimit: TemplateRendering.bodyLimit,
      countsUTF16: spec.lengthUnits.contains(.utf16))
  }

  private static func renderer(_ spec: Spec, _ template: Template) -> TemplateRenderer {
    let used = TokenUse.used(in: template, spec)
    var seen: Set<String> = []
    let tokens = spec.tokens.map(\.id.value).filter { used.contains($0) && seen.insert($0).inserted }
    let missing = spec.missing(of: template)
    let escaping =
      spec.escaping(of: template) == .html ? "values are HTML-escaped" : "values are inserted as they are"
    var what = "every value is required"
    if let placeholder = missing?.placeholder?.value {
      what = "a missing value renders as \"\(placeholder)\""
    } else if let code = missing?.skip?.value {
      what = "a missing value skips the notification: no notification is returned and the app records \(code)"
    }
    var renderer = TemplateRenderer(
      template: template.id.value,
      function: "render" + SwiftName.camelCase(template.id.value, lowerFirst: false),
      tokens: tokens, optionalValues: missing != nil, skips: missing?.placeholder == nil && missing?.skip != nil,
      doc: "Renders `\(template.id.value)`: \(escaping), \(what), and the text is cut with \"…\" at the limits.")
    var variants: Set<String> = []
    renderer.variants = template.variants.map(\.id.value).filter { variants.insert($0).inserted }
    if let localization = spec.localization {
      let count = spec[template.count]?.kind.value == .number ? template.count?.value : nil
      renderer.localization = RendererLocalization(
        source: localization.sourceLanguage.value, locales: localization.shipped, count: count)
      renderer.doc +=
        " The wording is the translation for `locale` by its fallback chain (`fr-CA` → `fr` → \(localization.sourceLanguage.value))"
        + (count.map {
          ", in the plural form `count` selects (CLDR rules of that locale; `count` is the value of {{\($0)}})"
        } ?? "")
        + "."
    }
    return renderer
  }

  /// Most test vectors per end state (a flow with many equally short paths gets the first ones).
  static let vectorLimit = 64
  /// Most test vectors per flow, so a huge flow cannot make the generated file huge (ends
  /// declared later get none once it is reached).
  static let flowVectorLimit = 512

  /// Names a flow type must not take: the runtime types the generated code refers to.
  static let reservedFlowTypeNames: Set<String> = [
    "FlowMachine", "FlowMachineState", "FlowTestVector", "SpeccRuntime",
  ]

  /// Each flow (the first of a repeated id) with its type name, made unique with `_2`, `_3`, ….
  static func flowTypeNames(_ flows: [Flow]) -> [(flow: Flow, typeName: String)] {
    var seen: Set<String> = []
    let distinct = flows.filter { seen.insert($0.id.value).inserted }
    let names = ForeignName.uniqued(
      distinct.map { SwiftName.bare(SwiftName.typeName($0.id.value, reserved: reservedFlowTypeNames)) })
    return Array(zip(distinct, names)).map { (flow: $0.0, typeName: $0.1) }
  }

  /// The flows' namespaces; `graphs` are the graphs of `spec.flows`, in their order (the
  /// Resolve stage's), each flow's built again where there are none.
  static func flows(_ spec: Spec, graphs: [FlowGraph] = []) -> [CodeDecl] {
    guard !spec.flows.isEmpty else { return [] }
    let hasLabels = !spec.statusLabels.isEmpty
    // The graphs of the flows `flowTypeNames` keeps (the first of each id), in its order.
    var seen: Set<String> = []
    let distinctGraphs =
      graphs.count == spec.flows.count ? graphs.filter { seen.insert($0.flow.id.value).inserted } : []
    let named = flowTypeNames(spec.flows)
    let namespaces = named.indices.map { position -> CodeDecl in
      let (flow, typeName) = named[position]
      let graph = distinctGraphs.indices.contains(position) ? distinctGraphs[position] : FlowGraph(flow)
      let statePath = ["Flows", typeName, "State"]
      let eventPath = ["Flows", typeName, "Event"]
      var events: [String] = []
      var seenEvents: Set<String> = []
      for transition in graph.states.flatMap(\.transitions) where seenEvents.insert(transition.on.value).inserted {
        events.append(transition.on.value)
      }
      let label: (FlowState) -> CodeValue = { state in
        guard let status = state.status, spec[status] != nil else { return .null }
        return .member(["StatusLabel"], status.value)
      }
      let stateEnum = CodeEnum(
        name: "State", doc: "The states of the flow; ids are the spec's state ids.",
        cases: graph.states.map { state in
          CodeCase(
            raw: state.id.value, doc: state.kind.value.rawValue + ": " + state.title.value,
            values: [
              .string(state.title.value), .bool(state.kind.value == .end), label(state),
              optional(spec[state.copy]?.text.value),
            ])
        },
        properties: [
          CodeProperty(name: "title", type: .string, doc: "Text of the state's flowchart node."),
          CodeProperty(name: "isEnd", type: .bool, doc: "True for the states that end the flow."),
          CodeProperty(
            name: "statusLabel", type: .optional(hasLabels ? .enumeration(["StatusLabel"]) : .string),
            doc: "The status the state sets when the flow enters it."),
          CodeProperty(
            name: "copy", type: .optional(.string),
            doc: "The text the state shows: a prompt's copy, an action's button."),
        ])
      let eventEnum = CodeEnum(
        name: "Event", doc: "Every event and answer of the flow; ids are written as in the spec.",
        cases: events.map { CodeCase(raw: $0, doc: nil, values: []) }, properties: [])
      let states = graph.states.indices.map { index in
        var next: [(event: String, target: String)] = []
        var taken: Set<String> = []
        for edge in graph.outgoing[index] where taken.insert(edge.transition.on.value).inserted {
          next.append((edge.transition.on.value, graph.states[edge.to].id.value))
        }
        return (state: graph.states[index].id.value, next: next)
      }
      var vectors: [(states: [String], events: [String], label: String?)] = []
      var budget = flowVectorLimit
      for end in graph.ends where budget > 0 {
        let paths = graph.shortestPaths(to: end, limit: min(vectorLimit, budget))
        budget -= paths.count
        for path in paths {
          let status = path.states.reversed().lazy.compactMap { graph.states[$0].status }
            .first { spec[$0] != nil }?.value
          vectors.append(
            (path.states.map { graph.states[$0].id.value }, path.edges.map(\.transition.on.value), status))
        }
      }
      var members: [CodeDecl] = [
        .constant(name: "id", type: .string, value: .string(flow.id.value), doc: "Id of the flow in the spec."),
        .constant(
          name: "platform", type: .string, value: .string(flow.platform.value.rawValue), doc: "Platform of the flow."),
      ]
      if let start = graph.start {
        members.append(
          .constant(
            name: "start", type: .enumeration(statePath), value: .member(statePath, graph.states[start].id.value),
            doc: "Where the flow starts."))
      }
      members += [
        .enumeration(stateEnum), .enumeration(eventEnum),
        .transitions(
          FlowTransitions(
            statePath: statePath, eventPath: eventPath, labelPath: hasLabels ? ["StatusLabel"] : nil,
            states: states, events: events, vectors: vectors)),
      ]
      return .namespace(
        name: typeName,
        doc: (flow.title ?? "Flow `\(flow.id.value)`.")
          + "\n\nPlatform: \(flow.platform.value.rawValue). Spec id: `\(flow.id.value)`.",
        members: members)
    }
    return [
      .namespace(
        name: "Flows",
        doc: "Permission flows, each a state machine checked by specc (reachable, deterministic, total, ending).",
        members: namespaces)
    ]
  }
}
