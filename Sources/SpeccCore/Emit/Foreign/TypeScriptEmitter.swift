import Foundation

/// Prints a spec's `CodeFile` as an ES module `<Namespace>.ts`:
///
/// - the constants as one `export const <Namespace> = { … } as const` object, its namespaces as
///   nested objects (`PillPal.Platforms.iOS.Budget.worstCasePending`);
/// - each enum, wherever the model nests it, as top-level exports named by its path
///   (`Slot`, `PrayerKind`, `FlowsIosPermissionState`): the id union `SlotID`, the attributes
///   `SlotInfo`, the entries `Slot.SLOT_0800`, `SlotValues` in spec order and `slotFromId(id)`;
/// - records as interfaces, the typed template renderers as functions taking their tokens in
///   one object (`renderDoseReminder({ medicine: "…" })`), and each flow's
///   `flows<Flow>Next(state, event)` and `flows<Flow>TestVectors`.
///
/// Rendering lives in `specc-runtime.ts`, generated beside it and imported as `_specc` (no
/// generated name starts with `_`, so nothing a spec names can shadow it).
struct TypeScriptEmitter {
  let code: CodeFile
  /// The names TypeScript's naming pass (`TypeScriptNaming`) gave the model.
  let names: CodeNames
  /// Top-level name of each hoisted enum or record, by path (`Prayer.Kind` → `PrayerKind`).
  private var hoisted: [String: String] { names.types }
  /// Entry name of each raw id, by enum path.
  private var entries: [String: [String: String]] { names.cases }
  /// The exported name of the planner (`Planner`).
  var plannerNameForPrinting: String { names.roles["Planner"] ?? "Planner" }

  /// `planner`: print the spec's planner (it needs the planner runtime beside the file).
  /// `names`: what TypeScript's naming pass gave `code` (run here when not given).
  init(_ code: CodeFile, planner: Bool = true, names: CodeNames? = nil) {
    self.code = code.inlined(planner: planner)
    self.names = names ?? TypeScriptNaming.names(code)
  }

  /// Every file: the runtime, then one per spec, printed with the names of its `NameTable`.
  static func files(for inputs: [BackendInput]) -> [OutputFile] {
    guard !inputs.isEmpty else { return [] }
    let files = inputs.map {
      OutputFile(
        name: $0.code.namespace + ".ts", contents: TypeScriptEmitter($0.code, names: $0.names(.typeScript)).print())
    }
    return ForeignRuntime.files(folder: "typescript", languageName: "TypeScript") + files
  }

  private static func lowerFirst(_ name: String) -> String { TypeScriptNaming.lowerFirst(name) }
  private func lowerFirst(_ name: String) -> String { Self.lowerFirst(name) }

  /// The union of an enum's ids: `SlotID` (`TypeScriptNaming.idType`).
  static func idType(_ name: String) -> String { TypeScriptNaming.idType(name) }

  func print() -> String {
    var p = CodePrinter(indentUnit: "  ")
    p.print(GeneratedHeader.marker + SwiftLiteral.comment(code.specPath) + ". Do not edit.")
    p.print("/* eslint-disable */")
    p.blankLine()
    p.print("import * as _specc from \"./specc-runtime.js\";")
    if code.members.contains(where: { $0.hasLocalizedRenderers }) {
      p.print("import * as _l10n from \"./specc-localization.js\";")
    }
    if code.members.contains(where: { if case .planner = $0 { return true } else { return false } }) {
      p.print("import * as _planner from \"./specc-planner.js\";")
    }
    p.blankLine()
    doc(code.doc, &p)
    p.print("export const \(names.roles["Namespace"] ?? TypeScriptNaming.unshadowed(code.namespace)) = {")
    p.indent()
    constants(code.members, &p)
    p.outdent()
    p.print("} as const;")
    declarations(code.members, path: [], &p)
    return p.content
  }

  // MARK: - The constants object

  /// The constants and namespaces of `decls` as object members.
  private func constants(_ decls: [CodeDecl], path: [String] = [], _ p: inout CodePrinter) {
    let unique = self.names.members[path.joined(separator: ".")] ?? [:]
    for decl in decls {
      switch decl {
      case .constant(let name, _, let value, let text):
        doc(text, &p)
        p.print("\(unique[name] ?? name): \(literal(value)),")
      case .namespace(let name, let text, let members):
        doc(text, &p)
        p.print("\(unique[name] ?? name): {")
        p.indent()
        constants(members, path: path + [name], &p)
        p.outdent()
        p.print("},")
      default: break
      }
    }
  }

  // MARK: - Hoisted declarations

  private func declarations(_ decls: [CodeDecl], path: [String], _ p: inout CodePrinter) {
    for decl in decls {
      switch decl {
      case .enumeration(let item):
        enumeration(item, path: path + [item.name], &p)
        declarations(item.members, path: path + [item.name], &p)
      case .record(let record):
        p.blankLine()
        doc(record.doc, &p)
        p.block("export interface \(hoisted[(path + [record.name]).joined(separator: ".")] ?? record.name) {") { p in
          for field in record.fields {
            doc(field.doc, &p)
            p.print("readonly \(field.name): \(typeName(field.type));")
          }
        }
      case .namespace(let name, _, let members): declarations(members, path: path + [name], &p)
      case .renderers(let renderers): self.renderers(renderers, &p)
      case .transitions(let flow): transitions(flow, &p)
      case .planner(let planner): self.planner(planner, &p)
      case .constant, .part: break
      }
    }
  }

  private func enumeration(_ item: CodeEnum, path: [String], _ p: inout CodePrinter) {
    let key = path.joined(separator: ".")
    let name = hoisted[key] ?? item.name
    let names = entries[key] ?? [:]
    let ids = item.cases.map { ForeignLiteral.string($0.raw, .typeScript) }
    let entryNames = item.cases.map { names[$0.raw] ?? "UNNAMED" }
    p.blankLine()
    doc(item.doc, &p)
    p.print("export type \(Self.idType(name)) = \(ids.isEmpty ? "never" : ids.joined(separator: " | "));")
    p.blankLine()
    doc("The attributes of one \(name).", &p)
    p.block("export interface \(name)Info {") { p in
      doc("The id in the spec.", &p)
      p.print("readonly id: \(Self.idType(name));")
      for property in item.properties {
        doc(property.doc, &p)
        p.print("readonly \(property.name): \(typeName(property.type));")
      }
    }
    p.blankLine()
    let keys = entryNames.map { ForeignLiteral.string($0, .typeScript) }
    doc(item.doc, &p)
    p.print(
      "export const \(name): Readonly<Record<\(keys.isEmpty ? "never" : keys.joined(separator: " | ")), \(name)Info>> = {"
    )
    p.indent()
    for (entry, entryName) in zip(item.cases, entryNames) {
      doc(entry.doc, &p)
      let fields =
        ["id: " + ForeignLiteral.string(entry.raw, .typeScript)]
        + zip(item.properties, entry.values).map { "\($0.0.name): \(literal($0.1))" }
      p.print("\(entryName): { \(fields.joined(separator: ", ")) },")
    }
    p.outdent()
    p.print("};")
    p.blankLine()
    doc("Every \(name), in spec order.", &p)
    p.print(
      "export const \(name)Values: readonly \(name)Info[] = [\(entryNames.map { "\(name).\($0)" }.joined(separator: ", "))];"
    )
    p.blankLine()
    doc("The \(name) whose spec id is `id`, or undefined.", &p)
    p.block("export function \(lowerFirst(name))FromId(id: string): \(name)Info | undefined {") { p in
      p.print("return \(name)Values.find((entry) => entry.id === id);")
    }
  }

  private func renderers(_ renderers: [TemplateRenderer], _ p: inout CodePrinter) {
    let template = (hoisted["Template"] ?? "Template") + "Info"
    p.blankLine()
    doc("The wording of `variant` of `template` when it has one, else the template's own.", &p)
    p.block("export function templateWording(template: \(template), variant?: string): _specc.Wording {") { p in
      // Own properties only: a variant called `toString` or `constructor` is not one of the template's.
      p.print(
        "const chosen = variant !== undefined && Object.prototype.hasOwnProperty.call(template.variants, variant) ? template.variants[variant] : undefined;"
      )
      p.print("return chosen ?? { title: template.title, body: template.body };")
    }
    p.blankLine()
    doc("Renders `template` (or its `variant`) with `values` by token name.", &p)
    p.block(
      "export function renderTemplate(template: \(template), values: Readonly<Record<string, string>>, variant?: string): _specc.Outcome {"
    ) { p in
      p.print("const chosen = templateWording(template, variant);")
      p.print("return _specc.render(chosen.title, chosen.body, values, template.policy);")
    }
    if let localization = renderers.first?.localization {
      let locales =
        "[" + localization.locales.map { ForeignLiteral.string($0, .typeScript) }.joined(separator: ", ") + "]"
      p.blankLine()
      doc(
        "The wording of `variant` of `template` (its own when undefined or unknown) in `locale`, by its fallback chain (`fr-CA` → `fr` → \(localization.source)), in the plural form `count` selects when the template has one.",
        &p)
      p.block(
        "export function templateWordingIn(template: \(template), locale: string, count: number | null, variant?: string): _specc.Wording {"
      ) { p in
        p.print(
          "const known = variant !== undefined && Object.prototype.hasOwnProperty.call(template.variants, variant) ? variant : undefined;"
        )
        p.print(
          "return _l10n.localizedWording(template.translations, known, locale, count, \(locales), \(ForeignLiteral.string(localization.source, .typeScript))) ?? templateWording(template, known);"
        )
      }
    }
    let names = entries["Template"] ?? [:]
    let enumName = hoisted["Template"] ?? "Template"
    for renderer in renderers {
      // A template's variants: the union of their ids, which its typed renderer takes, so a
      // variant it does not have does not type-check.
      let variantType = self.names.renderers[renderer.template]?.variantType
      if let variantType {
        p.blankLine()
        doc(
          "The variants of `\(renderer.template)`: what its typed renderer takes, so a variant it does not have does not type-check.",
          &p)
        p.print(
          "export type \(variantType) = \(renderer.variants.map { ForeignLiteral.string($0, .typeScript) }.joined(separator: " | "));"
        )
      }
      p.blankLine()
      doc(renderer.doc, &p)
      let fields = renderer.tokens.map {
        "readonly \(ForeignLiteral.string($0, .typeScript))\(renderer.optionalValues ? "?: string | null" : ": string")"
      }
      let result = "_specc.RenderedNotification" + (renderer.skips ? " | null" : "")
      let variant = variantType == nil ? "" : ", variant"
      let chosen =
        renderer.localization.map {
          "templateWordingIn(ENTRY, locale, \($0.count == nil ? "null" : "count")\(variant))"
        }
        ?? "templateWording(ENTRY\(variant))"
      let parameters =
        ["tokens: { \(fields.joined(separator: "; ")) }"]
        + (renderer.localization.map { ($0.count == nil ? [] : ["count: number"]) + ["locale: string"] } ?? [])
        + (variantType.map { ["variant?: \($0)"] } ?? [])
      p.block(
        "export function \(self.names.renderers[renderer.template]?.function ?? renderer.function)(\(parameters.joined(separator: ", "))): \(result) {"
      ) { p in
        let entry = "\(enumName).\(names[renderer.template] ?? "UNNAMED")"
        p.print("const values: Record<string, string> = {};")
        for token in renderer.tokens {
          let key = ForeignLiteral.string(token, .typeScript)
          if renderer.optionalValues {
            p.print("const value\(renderer.tokens.firstIndex(of: token) ?? 0) = tokens[\(key)];")
            p.print(
              "if (value\(renderer.tokens.firstIndex(of: token) ?? 0) != null) values[\(key)] = value\(renderer.tokens.firstIndex(of: token) ?? 0);"
            )
          } else {
            p.print("values[\(key)] = tokens[\(key)];")
          }
        }
        if renderer.skips && renderer.localization == nil {
          p.print("const outcome = renderTemplate(\(entry), values\(variant));")
          p.print("return outcome.kind === \"rendered\" ? outcome.notification : null;")
        } else if renderer.skips {
          p.print("const chosen = \(chosen.replacingOccurrences(of: "ENTRY", with: entry));")
          p.print("const outcome = _specc.render(chosen.title, chosen.body, values, \(entry).policy);")
          p.print("return outcome.kind === \"rendered\" ? outcome.notification : null;")
        } else {
          p.print("const chosen = \(chosen.replacingOccurrences(of: "ENTRY", with: entry));")
          p.print("return _specc.fill(chosen.title, chosen.body, values, \(entry).policy);")
        }
      }
    }
  }

  private func transitions(_ flow: FlowTransitions, _ p: inout CodePrinter) {
    let base =
      self.names.flows[flow.statePath.joined(separator: ".")]
      ?? lowerFirst(ForeignName.joined(Array(flow.statePath.dropLast())))
    let state = Self.idType(hoisted[flow.statePath.joined(separator: ".")] ?? "State")
    let event = Self.idType(hoisted[flow.eventPath.joined(separator: ".")] ?? "Event")
    let label = flow.labelPath.map { Self.idType(hoisted[$0.joined(separator: ".")] ?? "StatusLabel") } ?? "string"
    let string = { (text: String) in ForeignLiteral.string(text, .typeScript) }
    p.blankLine()
    doc("The state `event` leads to from `state`, or null when `state` has no transition on it.", &p)
    p.block("export function \(base)Next(state: \(state), event: \(event)): \(state) | null {") { p in
      p.print("switch (state) {")
      for (from, next) in flow.states {
        guard !next.isEmpty else {
          p.print("  case \(string(from)): return null;")
          continue
        }
        p.print("  case \(string(from)):")
        p.print("    switch (event) {")
        for (on, target) in next { p.print("      case \(string(on)): return \(string(target));") }
        p.print("      default: return null;")
        p.print("    }")
      }
      p.print("}")
    }
    p.blankLine()
    doc("Every shortest path from the start to each end state, and the status it ends on.", &p)
    p.print(
      "export const \(base)TestVectors: readonly { readonly states: readonly \(state)[]; readonly events: readonly \(event)[]; readonly statusLabel: \(label) | null }[] = ["
    )
    p.indent()
    for vector in flow.vectors {
      p.print(
        "{ states: [\(vector.states.map(string).joined(separator: ", "))], events: [\(vector.events.map(string).joined(separator: ", "))], statusLabel: \(vector.label.map(string) ?? "null") },"
      )
    }
    p.outdent()
    p.print("];")
  }

  // MARK: - Types and values

  private func typeName(_ type: CodeType) -> String {
    switch type {
    case .int: "number"
    case .bool: "boolean"
    case .string: "string"
    case .optional(let wrapped): typeName(wrapped) + " | null"
    case .list(let element): "readonly (\(typeName(element)))[]"
    case .enumeration(let path): hoisted[path.joined(separator: ".")].map(Self.idType) ?? "never"
    case .record(let path): hoisted[path.joined(separator: ".")] ?? "never"
    case .runtime(let name): "_specc." + name
    case .parts: "readonly _specc.Part[]"
    case .variants: "Readonly<Record<string, _specc.Wording>>"
    case .policy: "_specc.Policy"
    }
  }

  private func literal(_ value: CodeValue) -> String {
    switch value {
    case .int(let number): "\(number)"
    case .bool(let flag): "\(flag)"
    case .string(let text): ForeignLiteral.string(text, .typeScript)
    case .null: "null"
    case .list(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
    case .member(_, let raw), .runtimeMember(_, let raw): ForeignLiteral.string(raw, .typeScript)
    case .record(let path, let values):
      "{ "
        + zip(fields(of: path), values).map { "\($0): \(literal($1))" }.joined(separator: ", ") + " }"
    case .parts(let parts): "[" + parts.map(part).joined(separator: ", ") + "]"
    case .variants(let wordings):
      "{ "
        + wordings.map {
          "\(ForeignLiteral.string($0.id, .typeScript)): { title: \(literal(.parts($0.title))), body: \(literal(.parts($0.body))) }"
        }.joined(separator: ", ") + " }"
    case .policy(let policy):
      "{ escaping: \(policy.html ? "\"html\"" : "\"none\""), missing: \(missing(policy)), titleLimit: \(policy.titleLimit), bodyLimit: \(policy.bodyLimit), countsUtf16: \(policy.countsUTF16) }"
    }
  }

  /// Field names of the record at `path`.
  private func fields(of path: [String]) -> [String] {
    func find(_ decls: [CodeDecl], _ rest: [String]) -> [String] {
      guard let first = rest.first else { return [] }
      for decl in decls {
        switch decl {
        case .record(let record) where rest == [record.name]: return record.fields.map(\.name)
        case .enumeration(let item) where item.name == first: return find(item.members, Array(rest.dropFirst()))
        case .namespace(let name, _, let members) where name == first: return find(members, Array(rest.dropFirst()))
        default: continue
        }
      }
      return []
    }
    return find(code.members, path)
  }

  private func missing(_ policy: RenderingPolicy) -> String {
    if let text = policy.placeholder {
      return "{ kind: \"placeholder\", text: \(ForeignLiteral.string(text, .typeScript)) }"
    }
    if let code = policy.skipErrorCode {
      return "{ kind: \"skip\", errorCode: \(ForeignLiteral.string(code, .typeScript)) }"
    }
    return "{ kind: \"required\" }"
  }

  private func part(_ part: TemplatePart) -> String {
    switch part {
    case .literal(let text): "{ kind: \"literal\", text: \(ForeignLiteral.string(text, .typeScript)) }"
    case .token(let name): "{ kind: \"token\", name: \(ForeignLiteral.string(name, .typeScript)) }"
    }
  }

  private func doc(_ text: String?, _ p: inout CodePrinter) {
    for line in ForeignLiteral.docLines(text) { p.print(line) }
  }
}

extension CodeDecl {
  /// Whether the declaration is, or holds, renderers that take a locale.
  var hasLocalizedRenderers: Bool {
    switch self {
    case .renderers(let renderers): renderers.contains { $0.localization != nil }
    case .part(_, let decls), .namespace(_, _, let decls): decls.contains { $0.hasLocalizedRenderers }
    default: false
    }
  }
}
