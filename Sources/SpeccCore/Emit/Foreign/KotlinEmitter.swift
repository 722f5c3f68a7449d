/// Prints a spec's `CodeFile` as Kotlin: one file `<Namespace>.kt` in the package
/// `specc.generated.<namespace>` holding `object <Namespace>` — constants as `const val`,
/// namespaces as nested `object`s, each enum as an `enum class` whose entries carry their spec
/// `id` and attributes (with `fromId`), records as `data class`es, the typed template renderers
/// and each flow's `next` and `testVectors`. Rendering lives in the Kotlin runtime
/// `SpeccRuntime.kt` (package `specc.runtime`), generated beside it.
///
/// Kotlin 1.3 is the oldest compiler it targets (Debian's `kotlin`): no trailing commas, no
/// `entries`. References to the model's types go through file-private type aliases named
/// `_<Path>` (`_FlowsIosPermissionState`): no generated name starts with `_`, so no spec name
/// declared in an inner scope can shadow them.
struct KotlinEmitter {
  let code: CodeFile
  let package: String
  /// The names Kotlin's naming pass (`KotlinNaming`) gave the model.
  let names: CodeNames
  /// Entry name of each raw id, by enum path (`Prayer.Kind`).
  private var entries: [String: [String: String]] { names.cases }

  /// `planner`: print the spec's planner (it needs the planner runtime beside the file).
  /// `names`: what Kotlin's naming pass gave `code` (run here when not given).
  /// `package`: the project's package (`generator.kotlin.package`), which the spec's own package
  /// is in (nil: `specc.generated`).
  init(_ code: CodeFile, planner: Bool = true, names: CodeNames? = nil, package: String? = nil) {
    let inlined = code.inlined(planner: planner)
    self.code = inlined
    self.package = Self.packageName(code.namespace, in: package ?? "specc.generated")
    self.names = names ?? KotlinNaming.names(code)
  }

  /// `<base>.<namespace in lowercase>`: `specc.generated.pillpal`, or below the project's package
  /// (`generator.kotlin.package`). One package per spec: each file's private type aliases
  /// (`_Prayer`) would clash with another spec's in a shared package.
  static func packageName(_ namespace: String, in base: String = "specc.generated") -> String {
    var segment = String(namespace.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    if segment.isEmpty || segment.first?.isNumber == true { segment = "spec" + segment }
    if ForeignName.kotlinKeywords.contains(segment) { segment += "_" }
    return base + "." + segment
  }

  /// Every file: the runtime (unless every spec's project writes it elsewhere, by
  /// `generator.kotlin.runtime_output`), then one per spec in its project's package, printed with
  /// the names of its `NameTable`.
  static func files(for inputs: [BackendInput]) -> [OutputFile] {
    guard !inputs.isEmpty else { return [] }
    let files = inputs.map {
      OutputFile(
        name: $0.code.namespace + ".kt",
        contents: KotlinEmitter($0.code, names: $0.names(.kotlin), package: $0.options.kotlinPackage).print())
    }
    let beside = inputs.contains { $0.options.kotlinRuntimeBeside }
    return (beside ? runtime : []) + files
  }

  /// The Kotlin runtime's files (package `specc.runtime`).
  static var runtime: [OutputFile] { ForeignRuntime.files(folder: "kotlin", languageName: "Kotlin") }

  func print() -> String {
    var body = CodePrinter(indentUnit: "    ")
    doc(code.doc, &body)
    body.block("object \(Self.objectName(code.namespace, root: true)) {") { p in
      members(code.members, path: [], &p)
    }
    var p = CodePrinter(indentUnit: "    ")
    p.print(GeneratedHeader.marker + SwiftLiteral.comment(code.specPath) + ". Do not edit.")
    p.print("@file:Suppress(\"unused\", \"MemberVisibilityCanBePrivate\")")
    p.blankLine()
    p.print("package \(package)")
    p.blankLine()
    p.print("import specc.runtime.NotificationImportance as _SpeccImportance")
    // The file-private names the body uses, read in one pass (not one search per alias).
    let mentioned = Self.underscoredIdentifiers(body.content)
    if mentioned.contains("_SpeccScheduling") {
      p.print("import specc.runtime.Scheduling as _SpeccScheduling")
    }
    p.print("import specc.runtime.TemplateRendering as _SpeccRendering")
    if mentioned.contains("_SpeccVisibility") {
      p.print("import specc.runtime.NotificationVisibility as _SpeccVisibility")
    }
    p.print("import specc.runtime.Weekday as _SpeccWeekday")
    p.blankLine()
    for key in self.names.typePaths {
      guard let alias = self.names.types[key], mentioned.contains(alias) else { continue }
      p.print("private typealias \(alias) = \(qualifiedPath(key.split(separator: ".").map(String.init)))")
    }
    p.blankLine()
    return p.content + body.content
  }

  /// Every identifier of `text` that starts with `_` (the emitter's file-private imports and
  /// aliases), found in one pass over its bytes: a run of ASCII letters, digits and `_` not
  /// preceded by one (generated identifiers are ASCII).
  static func underscoredIdentifiers(_ text: String) -> Set<String> {
    var found: Set<String> = []
    let bytes = Array(text.utf8)
    func isWord(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
    var index = 0
    while index < bytes.count {
      guard isWord(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count && isWord(bytes[index]) { index += 1 }
      if bytes[start] == UInt8(ascii: "_") {
        found.insert(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }
    return found
  }

  // MARK: - Declarations

  private func members(_ decls: [CodeDecl], path: [String], _ p: inout CodePrinter) {
    let constantNames = self.names.members[path.joined(separator: ".")] ?? [:]
    for decl in decls {
      p.blankLine()
      switch decl {
      case .constant(let raw, let type, let value, let text):
        doc(text, &p)
        let name = constantNames[raw] ?? raw
        if case .int(let number) = value, Int(Int32.min)...Int(Int32.max) ~= number {
          p.print("const val \(name): Int = \(number)")
        } else if case .int(let number) = value {
          p.print("const val \(name): Long = \(number)L")
        } else if case .bool = value {
          p.print("const val \(name): Boolean = \(literal(value))")
        } else if case .string = value {
          p.print("const val \(name): String = \(literal(value))")
        } else {
          p.print("val \(name): \(typeName(type)) = \(literal(value))")
        }
      case .namespace(let name, let text, let inner):
        doc(text, &p)
        p.block("object \(Self.objectName(name)) {") { p in members(inner, path: path + [name], &p) }
      case .enumeration(let item): enumeration(item, path: path + [item.name], &p)
      case .record(let record):
        doc(record.doc, &p)
        let fields = record.fields.map { "val \($0.name): \(typeName($0.type))" }.joined(separator: ", ")
        p.print("data class \(record.name)(\(fields))")
      case .renderers(let renderers): self.renderers(renderers, &p)
      case .transitions(let flow): transitions(flow, &p)
      case .planner(let planner): self.planner(planner, &p)
      case .part(_, let inner): members(inner, path: path, &p)
      }
    }
  }

  private func enumeration(_ item: CodeEnum, path: [String], _ p: inout CodePrinter) {
    // The attributes are constructor properties: KDoc documents them with `@property`.
    let properties = item.properties.map { "@property \($0.name) \($0.doc)" }
    doc(([item.doc] + (properties.isEmpty ? [] : [""] + properties)).joined(separator: "\n"), &p)
    let parameters = ["val id: String"] + item.properties.map { "val \($0.name): \(typeName($0.type))" }
    p.print("enum class \(item.name)(\(parameters.joined(separator: ", "))) {")
    p.indent()
    let names = entries[path.joined(separator: ".")] ?? [:]
    for (index, entry) in item.cases.enumerated() {
      doc(entry.doc, &p)
      let arguments = ([CodeValue.string(entry.raw)] + entry.values).map(literal).joined(separator: ", ")
      p.print("\(names[entry.raw] ?? "UNNAMED")(\(arguments))\(index == item.cases.count - 1 ? ";" : ",")")
    }
    if item.cases.isEmpty { p.print(";") }
    members(item.members, path: path, &p)
    if path == ["Template"] { variantTypes(&p) }
    p.blankLine()
    p.block("companion object {") { p in
      p.print("/** The entry whose spec id is [id], or null. */")
      p.print("@JvmStatic")
      p.print("fun fromId(id: String): \(qualified(path))? = values().firstOrNull { it.id == id }")
    }
    p.outdent()
    p.print("}")
  }

  /// Each template's variants, as an enum class nested in `Template` (`Template.DailyMessageVariant`)
  /// that its typed renderer takes: a variant the template does not have does not compile.
  private func variantTypes(_ p: inout CodePrinter) {
    for case .renderers(let renderers) in code.members {
      for renderer in renderers {
        guard let own = self.names.renderers[renderer.template], let type = own.variantType else { continue }
        p.blankLine()
        doc(
          "The variants of `\(renderer.template)`: what its typed renderer takes, so a variant it does not have does not compile.",
          &p)
        p.print("enum class \(type)(val id: String) {")
        p.indent()
        for (index, (raw, name)) in zip(renderer.variants, own.variantCases).enumerated() {
          p.print("\(name)(\(ForeignLiteral.string(raw, .kotlin)))\(index == renderer.variants.count - 1 ? ";" : ",")")
        }
        p.blankLine()
        p.block("companion object {") { p in
          p.print("/** The variant whose spec id is [id], or null. */")
          p.print("@JvmStatic")
          p.print("fun fromId(id: String): \(type)? = values().firstOrNull { it.id == id }")
        }
        p.outdent()
        p.print("}")
      }
    }
  }

  private func renderers(_ renderers: [TemplateRenderer], _ p: inout CodePrinter) {
    let template = qualified(["Template"])
    doc("The wording of [variant] of [template] when it has one, else the template's own.", &p)
    p.block("fun wording(template: \(template), variant: String? = null): _SpeccRendering.Wording {") { p in
      p.print("val chosen = if (variant == null) null else template.variants[variant]")
      p.print("return chosen ?: _SpeccRendering.Wording(template.title, template.body)")
    }
    p.blankLine()
    doc("Renders [template] (or its [variant]) with [values] by token name.", &p)
    p.block(
      "fun render(template: \(template), values: Map<String, String>, variant: String? = null): _SpeccRendering.Outcome {"
    ) { p in
      p.print("val chosen = wording(template, variant)")
      p.print("return _SpeccRendering.render(chosen.title, chosen.body, values, template.policy)")
    }
    if let localization = renderers.first?.localization {
      let locales =
        "listOf(" + localization.locales.map { ForeignLiteral.string($0, .kotlin) }.joined(separator: ", ") + ")"
      p.blankLine()
      doc(
        "The wording of [variant] of [template] (its own when null or unknown) in [locale], by its fallback chain (`fr-CA` → `fr` → \(localization.source)), in the plural form [count] selects when the template has one.",
        &p)
      p.block(
        "fun wording(template: \(template), variant: String?, locale: String, count: Long?): _SpeccRendering.Wording {"
      ) { p in
        p.print("val known = if (variant != null && template.variants.containsKey(variant)) variant else null")
        p.print(
          "return specc.runtime.TemplateLocalization.wording(template.translations, known, locale, count, \(locales), \(ForeignLiteral.string(localization.source, .kotlin))) ?: wording(template, known)"
        )
      }
    }
    for renderer in renderers {
      p.blankLine()
      let own = self.names.renderers[renderer.template]
      let (function, parameters) = (own?.function ?? renderer.function, own?.parameters ?? renderer.tokens)
      let type = renderer.optionalValues ? "String?" : "String"
      let localized = renderer.localization.map { ($0.count == nil ? [] : ["count: Long"]) + ["locale: String"] } ?? []
      // A template without variants takes none; one with variants takes its own enum class's.
      let variantType = own?.variantType.map { qualified(["Template", $0]) }
      let signature =
        (zip(renderer.tokens, parameters).map { "\($0.1): \(type)" } + localized
        + (variantType.map { ["variant: \($0)? = null"] } ?? []))
        .joined(separator: ", ")
      let variant = variantType == nil ? "null" : "variant?.id"
      let localizedArguments = renderer.localization.map { ", locale, \($0.count == nil ? "null" : "count")" } ?? ""
      let result = "_SpeccRendering.RenderedNotification" + (renderer.skips ? "?" : "")
      doc(renderer.doc, &p)
      p.block("fun \(function)(\(signature)): \(result) {") { p in
        // A missing (null) value is left out of the map: the policy's placeholder or skip applies.
        let entries = zip(renderer.tokens, parameters).map {
          renderer.optionalValues
            ? "\($0.1)?.let { \(ForeignLiteral.string($0.0, .kotlin)) to it }"
            : "\(ForeignLiteral.string($0.0, .kotlin)) to \($0.1)"
        }
        let pairs = "listOfNotNull<Pair<String, String>>(" + entries.joined(separator: ", ") + ")"
        p.print("val values: Map<String, String> = \(pairs).toMap()")
        let entry = "\(qualified(["Template"])).\(self.entries["Template"]?[renderer.template] ?? "UNNAMED")"
        if renderer.skips && renderer.localization == nil {
          p.print("return render(\(entry), values, \(variant)).notification")
        } else if renderer.skips {
          p.print("val chosen = wording(\(entry), \(variant)\(localizedArguments))")
          p.print("return _SpeccRendering.render(chosen.title, chosen.body, values, \(entry).policy).notification")
        } else {
          p.print("val chosen = wording(\(entry), \(variant)\(localizedArguments))")
          p.print("return _SpeccRendering.fill(chosen.title, chosen.body, values, \(entry).policy)")
        }
      }
    }
  }

  private func transitions(_ flow: FlowTransitions, _ p: inout CodePrinter) {
    let state = qualified(flow.statePath)
    let event = qualified(flow.eventPath)
    let stateNames = entries[flow.statePath.joined(separator: ".")] ?? [:]
    let eventNames = entries[flow.eventPath.joined(separator: ".")] ?? [:]
    func s(_ raw: String) -> String { "\(state).\(stateNames[raw] ?? "UNNAMED")" }
    func e(_ raw: String) -> String { "\(event).\(eventNames[raw] ?? "UNNAMED")" }
    doc("The state [event] leads to from [state], or null when [state] has no transition on it.", &p)
    if flow.states.isEmpty {
      p.print("@Suppress(\"UNUSED_PARAMETER\")")
      p.print("fun next(state: \(state), event: \(event)): \(state)? = null")
    } else {
      // A flow without transitions (one end state) never reads the event.
      if flow.states.allSatisfy({ $0.next.isEmpty }) { p.print("@Suppress(\"UNUSED_PARAMETER\")") }
      p.block("fun next(state: \(state), event: \(event)): \(state)? {") { p in
        p.print("return when (state) {")
        p.indent()
        for (from, next) in flow.states {
          guard !next.isEmpty else {
            p.print("\(s(from)) -> null")
            continue
          }
          p.print("\(s(from)) -> when (event) {")
          p.indent()
          for (on, target) in next { p.print("\(e(on)) -> \(s(target))") }
          if next.count < flow.events.count { p.print("else -> null") }
          p.outdent()
          p.print("}")
        }
        p.outdent()
        p.print("}")
      }
    }
    p.blankLine()
    let label = flow.labelPath.map { qualified($0) + "?" } ?? "String?"
    doc("One shortest path from the start to an end state, and the status it ends on.", &p)
    p.print("data class TestVector(val states: List<\(state)>, val events: List<\(event)>, val statusLabel: \(label))")
    p.blankLine()
    doc("Every shortest path from the start to each end state.", &p)
    p.print("val testVectors: List<TestVector> = listOf(")
    p.indent()
    let labelNames = flow.labelPath.flatMap { entries[$0.joined(separator: ".")] } ?? [:]
    for (index, vector) in flow.vectors.enumerated() {
      let states = vector.states.map(s).joined(separator: ", ")
      let events = vector.events.map(e).joined(separator: ", ")
      let status =
        vector.label.map { raw in flow.labelPath.map { "\(qualified($0)).\(labelNames[raw] ?? "UNNAMED")" } ?? "null" }
        ?? "null"
      p.print(
        "TestVector(listOf<\(state)>(\(states)), listOf<\(event)>(\(events)), \(status))"
          + (index == flow.vectors.count - 1 ? "" : ","))
    }
    p.outdent()
    p.print(")")
  }

  // MARK: - Types and values

  /// The package-qualified name of the declaration at `path`, through the object names.
  private func qualifiedPath(_ path: [String]) -> String {
    ([package, Self.objectName(code.namespace, root: true)] + path.map { Self.objectName($0) }).joined(separator: ".")
  }

  /// An object's name: a spec name that is one of the Kotlin types the generated code names
  /// (`String`, `Boolean`, `List`, …) gets a `_`, or inside the object that type would mean the
  /// object itself.
  /// The spec's own object (`root`) also avoids `rootShadowedTypes`.
  static func objectName(_ name: String, root: Bool = false) -> String {
    shadowedTypes.contains(name) || (root && rootShadowedTypes.contains(name)) ? name + "_" : name
  }

  /// Types and annotations of the standard library that generated Kotlin names unqualified.
  static let shadowedTypes: Set<String> = [
    "Any", "Array", "Boolean", "Byte", "Char", "Double", "Enum", "Float", "Int", "JvmStatic", "List", "Long", "Map",
    "Nothing", "Pair", "Short", "String", "Suppress", "Unit",
  ]

  /// What the spec's own object must not be named besides `shadowedTypes` (issue 42): the rest
  /// of Kotlin's default imports that code names without a package (`Set`, `Result`,
  /// `Exception`, …), the runtime's objects and the Android types the adapters import. Only the
  /// top-level object: a nested object of an existing spec keeps its name (`Medication.Scheduling`).
  static let rootShadowedTypes: Set<String> = [
    // kotlin.*, kotlin.collections.*, java.lang.* (default imports)
    "Set", "MutableList", "MutableMap", "MutableSet", "Collection", "Iterable", "Sequence", "Comparable", "Number",
    "Throwable", "Exception", "Error", "Result", "Lazy", "Triple", "Regex", "StringBuilder", "CharSequence", "Math",
    "System", "Object", "Integer", "Character", "Thread", "Deprecated", "JvmField", "JvmOverloads", "Volatile",
    "Synchronized", "Throws", "Function", "IntArray", "LongArray", "UInt", "ULong",
    // The runtime's objects and the types the generated files import.
    "Scheduling", "Recurrence", "TemplateRendering", "TemplateLocalization", "Plurals", "PluralCategory", "Graphemes",
    "Locales", "NotificationIds", "NotificationImportance", "NotificationVisibility", "Weekday", "SpeccPlanner",
    "SpeccAndroid", "AlarmManager", "AudioAttributes", "BroadcastReceiver", "Build", "Context", "Instant", "Intent",
    "Notification", "NotificationChannel", "NotificationChannelGroup", "NotificationCompat", "NotificationManager",
    "NotificationManagerCompat", "PendingIntent", "Uri", "ZoneId",
  ]

  /// The file-private alias of the enum or record at `path`.
  func qualified(_ path: [String]) -> String {
    let key = path.joined(separator: ".")
    return self.names.types[key] ?? qualifiedPath(path)
  }

  private func typeName(_ type: CodeType) -> String {
    switch type {
    case .int: "Int"
    case .bool: "Boolean"
    case .string: "String"
    case .optional(let wrapped): typeName(wrapped) + "?"
    case .list(let element): "List<\(typeName(element))>"
    case .enumeration(let path), .record(let path): qualified(path)
    case .runtime(let name): "_Specc" + (name.hasPrefix("Notification") ? String(name.dropFirst(12)) : name)
    case .parts: "List<_SpeccRendering.Part>"
    case .variants: "Map<String, _SpeccRendering.Wording>"
    case .policy: "_SpeccRendering.Policy"
    }
  }

  private func literal(_ value: CodeValue) -> String {
    switch value {
    case .int(let number): "\(number)"
    case .bool(let flag): "\(flag)"
    case .string(let text): ForeignLiteral.string(text, .kotlin)
    case .null: "null"
    case .list(let items): items.isEmpty ? "emptyList()" : "listOf(" + items.map(literal).joined(separator: ", ") + ")"
    case .member(let path, let raw): "\(qualified(path)).\(entries[path.joined(separator: ".")]?[raw] ?? "UNNAMED")"
    case .record(let path, let values): qualified(path) + "(" + values.map(literal).joined(separator: ", ") + ")"
    case .runtimeMember(let type, let raw):
      typeName(.runtime(type)) + "." + raw.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    case .parts(let parts): parts.isEmpty ? "emptyList()" : "listOf(" + parts.map(part).joined(separator: ", ") + ")"
    case .variants(let wordings):
      wordings.isEmpty
        ? "emptyMap()"
        : "mapOf("
          + wordings.map {
            "\(ForeignLiteral.string($0.id, .kotlin)) to _SpeccRendering.Wording(\(literal(.parts($0.title))), \(literal(.parts($0.body))))"
          }.joined(separator: ", ") + ")"
    case .policy(let policy):
      "_SpeccRendering.Policy(_SpeccRendering.Escaping.\(policy.html ? "HTML" : "NONE"), \(missing(policy)), \(policy.titleLimit), \(policy.bodyLimit), \(policy.countsUTF16))"
    }
  }

  private func missing(_ policy: RenderingPolicy) -> String {
    if let text = policy.placeholder {
      return "_SpeccRendering.Missing.Placeholder(\(ForeignLiteral.string(text, .kotlin)))"
    }
    if let code = policy.skipErrorCode {
      return "_SpeccRendering.Missing.Skip(\(ForeignLiteral.string(code, .kotlin)))"
    }
    return "_SpeccRendering.Missing.Required"
  }

  private func part(_ part: TemplatePart) -> String {
    switch part {
    case .literal(let text): "_SpeccRendering.Part.Literal(\(ForeignLiteral.string(text, .kotlin)))"
    case .token(let name): "_SpeccRendering.Part.Token(\(ForeignLiteral.string(name, .kotlin)))"
    }
  }

  private func doc(_ text: String?, _ p: inout CodePrinter) {
    for line in ForeignLiteral.docLines(text) { p.print(line) }
  }
}
