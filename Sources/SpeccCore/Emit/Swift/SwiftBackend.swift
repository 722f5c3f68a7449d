/// Prints a spec's `CodeFile` as Swift, as `KotlinEmitter` and `TypeScriptEmitter` print it in
/// theirs: `<Namespace>.swift` holds `public enum <Namespace>` with every declaration outside a
/// part; each part (`CodePart`) goes to a file of its own (`<Namespace>+Templates.swift`, …) as
/// extensions of the namespace or type that holds it.
///
/// - Namespaces are caseless `public enum`s; a namespace holding a flow's transitions is a
///   `FlowMachine`.
/// - Enums are `public enum Name: String, CaseIterable, Codable, Sendable` (a flow's `State` and
///   `Event` conform to what `FlowMachine` needs instead); each property is a computed
///   `public var` answering with a `switch`.
/// - Every name comes from Swift's naming pass (`SwiftNaming`, through the spec's `NameTable`).
/// - The template renderers are static functions of the `Template` enum.
struct SwiftBackend {
  let code: CodeFile
  /// The names Swift's naming pass gave the model.
  let names: CodeNames
  /// The access level and file layout to print in.
  let options: PrinterOptions
  /// What every declaration starts with: `public ` or nothing.
  var access: String { options.accessModifier }
  /// Swift case name (escaped where Swift needs it) of each raw id, by enum path.
  private var caseNames: [String: [String: String]] { names.cases }
  /// Type names declared directly in each scope, by scope path.
  private var declared: [String: Set<String>] = [:]
  /// Each flow's transitions, by the path of its `State` enum.
  private var flowsByState: [String: FlowTransitions] = [:]
  /// The paths of flows' `Event` enums.
  private var eventEnums: Set<String> = []
  /// Each record, by path.
  private var records: [String: CodeRecord] = [:]

  /// `names`: what Swift's naming pass gave `code` (run here when not given).
  /// `options`: the access level and file layout.
  init(_ code: CodeFile, names: CodeNames? = nil, options: PrinterOptions = .defaults) {
    self.code = code
    self.options = options
    self.names = names ?? SwiftNaming.names(code)
    collect(code.members, path: [])
  }

  /// The Swift backend: each spec's files at its configuration's access level and layout.
  /// Swift's runtime is the `SpeccRuntime` package target, so no runtime file is written beside
  /// them.
  static let backend = Backend(
    language: .swift, displayName: "Swift", fileExtension: ".swift", writesIntoMainOutput: true,
    generate: { inputs in
      (inputs.flatMap { SwiftBackend($0.code, names: $0.names(.swift), options: $0.options).files() }
        + PlatformAdapters.files(for: inputs, language: .swift)).sorted { $0.name < $1.name }
    },
    limits: nil, limitRule: nil, naming: .swift)

  private static func key(_ path: [String]) -> String { path.joined(separator: ".") }

  private mutating func collect(_ decls: [CodeDecl], path: [String]) {
    for decl in decls {
      switch decl {
      case .enumeration(let item):
        declared[Self.key(path), default: []].insert(item.name)
        collect(item.members, path: path + [item.name])
      case .record(let record):
        declared[Self.key(path), default: []].insert(record.name)
        records[Self.key(path + [record.name])] = record
      case .namespace(let name, _, let members):
        declared[Self.key(path), default: []].insert(name)
        collect(members, path: path + [name])
      case .part(_, let members): collect(members, path: path)
      case .transitions(let flow):
        flowsByState[Self.key(flow.statePath)] = flow
        eventEnums.insert(Self.key(flow.eventPath))
      case .planner: declared[Self.key(path), default: []].insert("Planner")
      case .constant, .renderers: break
      }
    }
  }

  // MARK: - Files

  func files() -> [OutputFile] {
    var main = CodePrinter()
    main.doc(code.doc)
    main.block("\(access)enum \(code.namespace) {") { p in declarations(code.members, scope: [], &p) }
    let imports = main.content.contains("SpeccRuntime.") ? "import SpeccRuntime\n\n" : ""
    var files = [file("", imports + main.content)]
    var groups: [CodePart: [(scope: [String], decls: [CodeDecl])]] = [:]
    func walk(_ decls: [CodeDecl], _ path: [String]) {
      for decl in decls {
        switch decl {
        case .part(let kind, let members): groups[kind, default: []].append((path, members))
        case .namespace(let name, _, let members): walk(members, path + [name])
        case .enumeration(let item): walk(item.members, path + [item.name])
        default: break
        }
      }
    }
    walk(code.members, [])
    for kind in CodePart.allCases where kind != .constants {
      guard let parts = groups[kind] else { continue }
      var p = CodePrinter()
      for part in parts {
        p.blankLine()
        p.block("extension \(([code.namespace] + part.scope).joined(separator: ".")) {") { p in
          declarations(part.decls, scope: part.scope, &p)
        }
        for case .planner(let planner) in part.decls { settingsAccess(planner, &p) }
      }
      let imports: String
      switch kind {
      case .templates, .flows: imports = "import SpeccRuntime\n\n"
      case .planner: imports = "import Foundation\nimport SpeccRuntime\n\n"
      case .constants, .statusLabels, .budget: imports = ""
      }
      files.append(file(kind.swiftSuffix, imports + p.content))
    }
    return options.layout == .fileBySpec ? [joined(files)] : files
  }

  /// A spec's files as one (`file_by_spec`): the namespace's file (its header names the spec),
  /// then each other file's body after a MARK with its name.
  private func joined(_ files: [OutputFile]) -> OutputFile {
    let header = GeneratedHeader.lines(specPath: code.specPath)
    var contents = files.first?.contents ?? ""
    for file in files.dropFirst() {
      contents += "\n// MARK: - \(file.name.dropLast(".swift".count))\n" + file.contents.dropFirst(header.count)
    }
    return OutputFile(name: code.namespace + ".swift", contents: contents)
  }

  private func file(_ suffix: String, _ body: String) -> OutputFile {
    OutputFile(
      name: code.namespace + suffix + ".swift", contents: GeneratedHeader.lines(specPath: code.specPath) + "\n" + body)
  }

  // MARK: - Declarations

  /// Prints `decls` inside the type at `scope`; parts are left to their own files, renderers to
  /// their `Template` enum.
  private func declarations(_ decls: [CodeDecl], scope: [String], _ p: inout CodePrinter) {
    var previousWasConstant = true
    let renderers = decls.flatMap {
      if case .renderers(let list) = $0 { return list }
      return []
    }
    let constantNames = names.members[Self.key(scope)] ?? [:]
    for decl in decls {
      switch decl {
      case .part, .renderers: continue
      case .constant(let name, let type, let value, let doc):
        if !previousWasConstant { p.blankLine() }
        p.doc(doc)
        p.print(
          "\(access)static let \(constantNames[name] ?? name): \(typeName(type, scope)) = \(literal(value, type, scope))"
        )
        previousWasConstant = true
        continue
      case .namespace(let name, let doc, let members):
        p.blankLine()
        p.doc(doc)
        let machine = members.contains {
          if case .transitions = $0 { return true }
          return false
        }
        p.block("\(access)enum \(name)\(machine ? ": FlowMachine" : "") {") { p in
          declarations(members, scope: scope + [name], &p)
        }
      case .enumeration(let item):
        enumeration(item, scope: scope, renderers: scope + [item.name] == ["Template"] ? renderers : [], &p)
      case .record(let record):
        p.blankLine()
        p.doc(record.doc)
        p.block("\(access)struct \(record.name): Hashable, Sendable {") { p in
          for field in record.fields {
            p.doc(field.doc)
            p.print("\(access)let \(field.name): \(typeName(field.type, scope + [record.name]))")
          }
        }
      case .transitions(let flow):
        p.blankLine()
        next(flow, &p)
        p.blankLine()
        testVectors(flow, &p)
      case .planner(let planner):
        p.blankLine()
        self.planner(planner, &p)
      }
      previousWasConstant = false
    }
  }

  private func enumeration(_ item: CodeEnum, scope: [String], renderers: [TemplateRenderer], _ p: inout CodePrinter) {
    let path = scope + [item.name]
    let names = caseNames[Self.key(path)] ?? [:]
    let flow = flowsByState[Self.key(path)]
    let isEvent = eventEnums.contains(Self.key(path))
    let conformances =
      flow != nil
      ? "String, CaseIterable, Sendable, FlowMachineState"
      : isEvent ? "String, CaseIterable, Sendable" : "String, CaseIterable, Codable, Sendable"
    p.blankLine()
    p.doc(item.doc)
    p.block("\(access)enum \(item.name): \(conformances) {") { p in
      if let flow {
        p.doc("The status labels that end and action states set.")
        let label = flow.labelPath.map { ([code.namespace] + $0).joined(separator: ".") } ?? "Never"
        p.print("\(access)typealias StatusLabel = \(label)")
        p.blankLine()
      }
      if isEvent && item.cases.isEmpty {
        p.print("case noEvent = \"\"")  // a flow without transitions still has an Event type
      }
      for entry in item.cases {
        p.doc(entry.doc)
        let name = names[entry.raw] ?? "unnamed"
        p.print(
          SwiftName.bare(name) == entry.raw ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(entry.raw))")
      }
      declarations(item.members, scope: path, &p)
      for (index, property) in item.properties.enumerated() {
        let type = flow != nil && property.name == "statusLabel" ? "StatusLabel?" : typeName(property.type, path)
        p.blankLine()
        p.doc(property.doc)
        p.block("\(access)var \(property.name): \(type) {") { p in
          p.print("switch self {")
          for entry in item.cases {
            let value = index < entry.values.count ? entry.values[index] : .null
            p.print(
              "case .\(SwiftName.bare(names[entry.raw] ?? "unnamed")): return \(literal(value, property.type, path))")
          }
          p.print("}")
        }
      }
      if !renderers.isEmpty { templateMembers(renderers, names, &p) }
    }
  }

  // MARK: - Templates

  private func templateMembers(_ renderers: [TemplateRenderer], _ names: [String: String], _ p: inout CodePrinter) {
    p.blankLine()
    p.doc(
      "The title and body of `variant` when it names one of `variants`, else the template's own: for a variant id from outside the app (remote configuration); the typed renderers take the template's own variant type."
    )
    p.block(
      "\(access)func wording(_ variant: String?) -> (title: [TemplateRendering.Part], body: [TemplateRendering.Part]) {"
    ) { p in
      p.print("variant.flatMap { variants[$0] } ?? (title: title, body: body)")
    }
    if let localization = renderers.first?.localization {
      let locales = "[" + localization.locales.map(SwiftLiteral.string).joined(separator: ", ") + "]"
      p.blankLine()
      p.doc(
        "The title and body of `variant` (the template's own when nil or unknown) in `locale`, by its fallback chain (`fr-CA` → `fr` → \(localization.source)), in the plural form `count` selects when the template has one."
      )
      p.block(
        "\(access)func wording(_ variant: String?, locale: String, count: Int? = nil) -> (title: [TemplateRendering.Part], body: [TemplateRendering.Part]) {"
      ) { p in
        p.print("let known = variant.flatMap { variants[$0] == nil ? nil : $0 }")
        p.print(
          "return TemplateLocalization.wording(in: translations, variant: known, locale: locale, count: count, locales: \(locales), source: \(SwiftLiteral.string(localization.source))) ?? wording(known)"
        )
      }
    }
    p.blankLine()
    p.doc("Renders the wording of `variant` with `values` by token name; tokens it does not use are ignored.")
    p.block(
      "\(access)func render(_ values: [String: String], variant: String? = nil) -> TemplateRendering.Outcome {"
    ) { p in
      p.print("let wording = wording(variant)")
      p.print(
        "return TemplateRendering.render(title: wording.title, body: wording.body, values: values, policy: policy)")
    }
    for renderer in renderers {
      guard let type = self.names.renderers[renderer.template]?.variantType else { continue }
      let cases = self.names.renderers[renderer.template]?.variantCases ?? []
      p.blankLine()
      p.doc(
        "The variants of `\(renderer.template)`: what its typed renderer takes, so a variant it does not have does not compile."
      )
      p.block("\(access)enum \(type): String, Sendable, CaseIterable {") { p in
        for (raw, name) in zip(renderer.variants, cases) {
          p.print(SwiftName.bare(name) == raw ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(raw))")
        }
      }
    }
    for renderer in renderers {
      // The template's case, qualified: a parameter (a token named like the template) or a local
      // of the renderer (`values`, `wording`) must not shadow it.
      let name = "Self." + (names[renderer.template] ?? "unnamed")
      let own = self.names.renderers[renderer.template]
      let tokens = zip(renderer.tokens, own?.parameters ?? renderer.tokens).map { (item: $0, name: $1) }
      let optional = renderer.optionalValues
      let localized =
        renderer.localization.map { ($0.count == nil ? [] : ["count: Int"]) + ["locale: String"] } ?? []
      // A template without variants takes none; one with variants takes its own enum's.
      let variantType = own?.variantType
      let parameters =
        (tokens.map { "\($0.name): String\(optional ? "?" : "")" } + localized
        + (variantType.map { ["variant: \($0)? = nil"] } ?? []))
        .joined(separator: ", ")
      let variant = variantType == nil ? "nil" : "variant?.rawValue"
      let chosen =
        renderer.localization.map {
          "\(name).wording(\(variant), locale: locale\($0.count == nil ? "" : ", count: count"))"
        }
        ?? "\(name).wording(\(variant))"
      let function = own?.function ?? renderer.function
      let result = "TemplateRendering.RenderedNotification" + (renderer.skips ? "?" : "")
      p.blankLine()
      p.doc(renderer.doc)
      p.block("\(access)static func \(function)(\(parameters)) -> \(result) {") { p in
        let entries = tokens.map { "\(SwiftLiteral.string($0.item)): \($0.name)" }
        let literal = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        p.print("let values: [String: String\(optional ? "?" : "")] = \(literal)")
        let values = optional ? "values.compactMapValues { $0 }" : "values"
        if renderer.skips && renderer.localization == nil {
          p.print(
            "return \(name).render(\(values)\(variantType == nil ? "" : ", variant: variant?.rawValue")).notification")
        } else if renderer.skips {
          p.print("let wording = \(chosen)")
          p.print(
            "return TemplateRendering.render(title: wording.title, body: wording.body, values: \(values), policy: \(name).policy).notification"
          )
        } else {
          // Every token has a value or a placeholder: rendering never skips.
          p.print("let wording = \(chosen)")
          p.print(
            "return TemplateRendering.fill(title: wording.title, body: wording.body, values: \(values), policy: \(name).policy)"
          )
        }
      }
    }
  }

  // MARK: - Flows

  private func next(_ flow: FlowTransitions, _ p: inout CodePrinter) {
    let states = caseNames[Self.key(flow.statePath)] ?? [:]
    let events = caseNames[Self.key(flow.eventPath)] ?? [:]
    func s(_ raw: String) -> String { "." + SwiftName.bare(states[raw] ?? "unnamed") }
    func e(_ raw: String) -> String { "." + SwiftName.bare(events[raw] ?? "unnamed") }
    p.doc("The state `event` leads to from `state`, or nil when `state` has no transition on it.")
    p.block("\(access)static func next(_ state: State, on event: Event) -> State? {") { p in
      p.print("switch state {")
      for (state, next) in flow.states {
        guard !next.isEmpty else {
          p.print("case \(s(state)): return nil")
          continue
        }
        let targets = Dictionary(next.map { ($0.event, $0.target) }, uniquingKeysWith: { first, _ in first })
        p.print("case \(s(state)):")
        p.indent()
        p.print("switch event {")
        for event in flow.events {
          if let target = targets[event] { p.print("case \(e(event)): return \(s(target))") }
        }
        let others = flow.events.filter { targets[$0] == nil }.map(e)
        if !others.isEmpty { p.print("case \(others.joined(separator: ", ")): return nil") }
        p.print("}")
        p.outdent()
      }
      p.print("}")
    }
  }

  private func testVectors(_ flow: FlowTransitions, _ p: inout CodePrinter) {
    let states = caseNames[Self.key(flow.statePath)] ?? [:]
    let events = caseNames[Self.key(flow.eventPath)] ?? [:]
    let labels = flow.labelPath.flatMap { caseNames[Self.key($0)] } ?? [:]
    p.doc("Every shortest path from `start` to each end state, and the status it ends on.")
    p.print("\(access)static let testVectors: [FlowTestVector<State, Event>] = [")
    p.indent()
    for vector in flow.vectors {
      p.print("FlowTestVector(")
      p.indent()
      p.print(
        "states: [\(vector.states.map { "." + SwiftName.bare(states[$0] ?? "unnamed") }.joined(separator: ", "))],")
      p.print(
        "events: [\(vector.events.map { "." + SwiftName.bare(events[$0] ?? "unnamed") }.joined(separator: ", "))],")
      p.print("statusLabel: \(vector.label.flatMap { labels[$0] }.map { "." + SwiftName.bare($0) } ?? "nil")),")
      p.outdent()
    }
    p.outdent()
    p.print("]")
  }

  // MARK: - Types and values

  /// How code inside `scope` names the type at `path`: relative to their common enclosing type,
  /// or from the namespace when a type declared in between would shadow it.
  private func reference(_ path: [String], from scope: [String]) -> String {
    var common = 0
    while common < path.count - 1, common < scope.count, path[common] == scope[common] { common += 1 }
    let relative = Array(path.dropFirst(common))
    if let first = relative.first, common < scope.count {
      for depth in (common + 1)...scope.count
      where declared[Self.key(Array(scope.prefix(depth)))]?.contains(first) == true {
        return ([code.namespace] + path).joined(separator: ".")
      }
    }
    return relative.joined(separator: ".")
  }

  private func typeName(_ type: CodeType, _ scope: [String]) -> String {
    switch type {
    case .int: "Int"
    case .bool: "Bool"
    case .string: "String"
    case .optional(let wrapped): typeName(wrapped, scope) + "?"
    case .list(let element): "[" + typeName(element, scope) + "]"
    case .enumeration(let path), .record(let path): reference(path, from: scope)
    case .runtime(let name): "SpeccRuntime." + name
    case .parts: "[TemplateRendering.Part]"
    case .variants: "[String: (title: [TemplateRendering.Part], body: [TemplateRendering.Part])]"
    case .policy: "TemplateRendering.Policy"
    }
  }

  /// The literal of `value`, a value of `type` written inside `scope`.
  private func literal(_ value: CodeValue, _ type: CodeType, _ scope: [String]) -> String {
    var element = type
    if case .list(let inner) = type { element = inner }
    switch value {
    case .int(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .string(let text): return SwiftLiteral.string(text)
    case .null: return "nil"
    case .list(let items):
      if case .runtime("Weekday") = element, items.count == 7 { return "SpeccRuntime.Weekday.allCases" }
      return "[" + items.map { literal($0, element, scope) }.joined(separator: ", ") + "]"
    case .member(let path, let raw):
      let name = SwiftName.bare(caseNames[Self.key(path)]?[raw] ?? "unnamed")
      // `.none` where an optional is expected would be `Optional.none`.
      if case .optional = type, name == "none" || name == "some" { return reference(path, from: scope) + "." + name }
      return "." + name
    case .record(let path, let values):
      let fields = records[Self.key(path)]?.fields ?? []
      return reference(path, from: scope) + "("
        + zip(fields, values).map { "\($0.name): \(literal($1, $0.type, scope))" }.joined(separator: ", ") + ")"
    case .runtimeMember(let type, let raw): return "SpeccRuntime.\(type).\(SwiftName.caseName(raw))"
    case .parts(let parts): return Self.parts(parts)
    case .variants(let wordings):
      guard !wordings.isEmpty else { return "[:]" }
      return "["
        + wordings.map {
          "\(SwiftLiteral.string($0.id)): (title: \(Self.parts($0.title)), body: \(Self.parts($0.body)))"
        }.joined(separator: ", ") + "]"
    case .policy(let policy):
      var missing = ".required"
      if let placeholder = policy.placeholder {
        missing = ".placeholder(\(SwiftLiteral.string(placeholder)))"
      } else if let code = policy.skipErrorCode {
        missing = ".skip(errorCode: \(SwiftLiteral.string(code)))"
      }
      return
        "TemplateRendering.Policy(escaping: .\(policy.html ? "html" : "none"), missing: \(missing), titleLimit: \(policy.titleLimit), bodyLimit: \(policy.bodyLimit), countsUTF16: \(policy.countsUTF16))"
    }
  }

  static func parts(_ parts: [TemplatePart]) -> String {
    "["
      + parts.map {
        switch $0 {
        case .literal(let text): ".literal(\(SwiftLiteral.string(text)))"
        case .token(let token): ".token(\(SwiftLiteral.string(token)))"
        }
      }.joined(separator: ", ") + "]"
  }
}

extension CodeDecl {
  /// The type name the declaration introduces, if it introduces one.
  var declaredName: String? {
    switch self {
    case .enumeration(let item): item.name
    case .record(let record): record.name
    case .namespace(let name, _, _): name
    case .planner: "Planner"
    case .constant, .renderers, .transitions, .part: nil
    }
  }
}
