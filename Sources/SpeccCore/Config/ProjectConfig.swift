import Foundation

/// A project's `.specc.yml`: per-rule severity, which spec files a folder contributes, and how
/// Swift is generated. Found from each spec's folder upward, or given with `--config`. It is read
/// like a spec — the same loader and schema validator — so its own mistakes are located
/// diagnostics too.
///
/// ```yaml
/// rules:
///   template_overflow: error        # off, warning or error
///   unused_declaration: off
/// include: ["Specs/**/*.yaml"]      # globs relative to this file; default: everything
/// exclude: ["Specs/drafts/**"]
/// generator:
///   access_level: internal          # public (default) or internal
///   kotlin:
///     package: com.example.notify   # com.example.notify.<spec>; default: specc.generated.<spec>
///     runtime_output: Shared/src/main/kotlin/specc   # the runtime once, not beside each output
///   adapters: [ios, android, capacitor, expo]       # platform adapters (default: none)
/// ```
public struct ProjectConfig: Sendable {
  /// The file name looked for.
  public static let fileName = ".specc.yml"

  /// What a rule's findings become.
  enum Level: String, Sendable, CaseIterable { case off, warning, error }

  /// The access level of generated declarations.
  enum AccessLevel: String, Sendable, CaseIterable { case `public`, `internal` }

  /// How a spec's generated Swift is split into files.
  enum Layout: String, Sendable, CaseIterable {
    /// `PillPal.swift`, `PillPal+Templates.swift`, … (default).
    case fileByKind = "file_by_kind"
    /// One `PillPal.swift` per spec.
    case fileBySpec = "file_by_spec"
  }

  /// The `generator` options; the languages are the registry's.
  static func generator(_ backends: BackendRegistry) -> ObjectSchema {
    ObjectSchema(
      "generator", doc: "How specc generates code.",
      fields: [
        FieldSchema(
          "access_level", .enumeration(AccessLevel.allCases.map(\.rawValue)),
          "public (default: the generated code is a library's API) or internal (generated into the app's own target)."),
        FieldSchema(
          "layout", .enumeration(Layout.allCases.map(\.rawValue)),
          "file_by_kind (default: PillPal.swift, PillPal+Templates.swift, …) or file_by_spec (one PillPal.swift per spec)."
        ),
        FieldSchema(
          "languages", .list(.enumeration(backends.languages.map(\.rawValue))),
          "Languages specc compile generates when --lang is not given: \(backends.names) (default: swift). Their limit checks run on the specs this file covers."
        ),
        FieldSchema("kotlin", .object(kotlin), "Kotlin options."),
        FieldSchema(
          "adapters", .list(.enumeration(AdapterPlatform.allCases.map(\.rawValue))),
          "Platform adapters specc compile writes beside the generated code of a spec that plans (default: none): ios (Swift, UNUserNotificationCenter), android (Kotlin, NotificationChannel, NotificationCompat, AlarmManager), capacitor and expo (TypeScript, @capacitor/local-notifications and expo-notifications). Each is written with its language's output only (docs/scheduling.md)."
        ),
      ])
  }

  /// A Kotlin package name: dot-separated lowercase identifiers (a hard keyword is an error of its own).
  static let kotlinPackagePattern = "^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*$"

  /// The `generator.kotlin` options.
  static let kotlin = ObjectSchema(
    "kotlin", doc: "How specc generates Kotlin.",
    fields: [
      FieldSchema(
        "package", .string(pattern: kotlinPackagePattern, format: .pattern),
        "The package the generated Kotlin of the specs this file covers goes below, one package per spec: com.example.notify makes com.example.notify.pillpal.PillPal (default: specc.generated, as in specc.generated.pillpal.PillPal)."
      ),
      FieldSchema(
        "runtime_output", .string(),
        "A folder (relative to this file) that specc compile writes the Kotlin runtime (package specc.runtime) into, once for the project, instead of into every Kotlin output folder: the module every generated module depends on. A folder of its own: specc removes other generated Kotlin files there."
      ),
    ])

  /// The configuration file's format (validated like a spec's), with the standard languages.
  public static let schema = schema(.standard)

  /// The configuration file's format for the languages of `backends`.
  static func schema(_ backends: BackendRegistry) -> ObjectSchema {
    ObjectSchema(
      "config", doc: "A project's specc configuration (.specc.yml).",
      fields: [
        FieldSchema(
          "rules", .map(.enumeration(Level.allCases.map(\.rawValue)), keys: nil),
          "Per rule id: off, warning or error, instead of the rule's own severity."),
        FieldSchema("include", .list(.string()), "Globs (relative to this file) of the spec files folders contribute."),
        FieldSchema("exclude", .list(.string()), "Globs of spec files to leave out."),
        FieldSchema("generator", .object(generator(backends)), "Generator options."),
      ])
  }

  /// Where it was read from; nil for the defaults.
  public let path: String?
  var levels: [String: Level] = [:]
  var include: [String] = []
  var exclude: [String] = []
  var accessLevel: AccessLevel = .public
  var layout: Layout = .fileByKind
  /// Languages `specc compile` generates without `--lang`.
  var languages: [Language] = [.swift]
  /// `generator.kotlin.package`: the package of the generated Kotlin (nil: one per spec).
  var kotlinPackage: String?
  /// `generator.kotlin.runtime_output`, as given (relative to this file's folder).
  var kotlinRuntimeOutput: String?
  /// `generator.adapters`: the platform adapters to write.
  var adapters: Set<AdapterPlatform> = []
  /// The file's own problems.
  public private(set) var diagnostics: [Diagnostic] = []

  /// The defaults: every rule at its own severity, every file, public code.
  public static let defaults = ProjectConfig(path: nil)

  init(path: String?) { self.path = path }

  /// The nearest `.specc.yml` from `directory` upward, if any.
  public static func find(from directory: String) -> String? {
    // Paths as text, `.` and `..` resolved: Foundation's URL costs more than reading a small spec.
    let absolute =
      directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    while true {
      // Joined by hand: `[Substring].joined(separator:)` is not specialized and looks up a
      // conformance at run time (a scan of the binary's conformances, ~0.2 M instructions).
      var candidate = ""
      for part in parts {
        candidate += "/"
        candidate += String(part)
      }
      candidate += "/" + fileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if parts.isEmpty { return nil }
      parts.removeLast()
    }
  }

  /// Reads and checks the file at `path`. Throws `InputError` only when it cannot be read.
  /// `ruleIDs` are the ids its `rules` may name (the run's `RuleRegistry`, handed down as data),
  /// made only when the file has `rules` (every rule's description is built to list them).
  public static func load(
    _ path: String, backends: BackendRegistry = .standard, ruleIDs: @autoclosure () -> [String]
  ) throws
    -> ProjectConfig
  {
    parse(try SpecSources.read(path).bytes, path: path, backends: backends, ruleIDs: ruleIDs())
  }

  /// Reads and checks a configuration's text (the language server's open `.specc.yml`).
  static func parse(
    _ bytes: [UInt8], path: String, backends: BackendRegistry = .standard, ruleIDs: @autoclosure () -> [String]
  ) -> ProjectConfig {
    var config = ProjectConfig(path: path)
    var sink = DiagnosticSink(path: path)
    switch YAMLReader.read(bytes) {
    case .failure(let failure):
      sink.error(failure.ruleID, failure.message, at: failure.mark, notes: failure.notes, related: failure.related)
    case .success(let root):
      guard case .mapping = root.kind else {
        sink.error(
          LoadingRules.schemaType, "\(fileName) must be a mapping (rules, include, exclude, generator)", at: root.mark)
        break
      }
      var validator = SchemaValidator(sink: sink)
      let schema = schema(backends)
      validator.validate(root, against: .object(schema), path: "config")
      sink = validator.sink
      config.read(Fields(root, schema), backends, ruleIDs, &sink)
    }
    config.diagnostics = sink.diagnostics.sorted()
    return config
  }

  private mutating func read(
    _ f: Fields, _ backends: BackendRegistry, _ ruleIDs: () -> [String], _ sink: inout DiagnosticSink
  ) {
    let rules = f.map("rules")
    let known = rules.isEmpty ? [] : ruleIDs()
    for (rule, node) in rules {
      guard known.contains(rule.value) else {
        let guess = Suggest.closest(to: rule.value, in: known)
        let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
        sink.error(
          LoadingRules.schemaUnknownKey, "no rule '\(rule.value)'\(hint) (specc rules lists them)", at: rule.mark,
          suggestion: guess)
        continue
      }
      if let level = node.scalar.flatMap(Level.init(rawValue:)) { levels[rule.value] = level }
    }
    include = f.strings("include")?.map(\.value) ?? []
    exclude = f.strings("exclude")?.map(\.value) ?? []
    if let generator = f.node("generator") {
      let options = Fields(generator, Self.generator(backends))
      accessLevel = options.enumeration("access_level")?.value ?? .public
      layout = options.enumeration("layout")?.value ?? .fileByKind
      if let kotlin = options.node("kotlin") {
        let kotlinOptions = Fields(kotlin, Self.kotlin)
        if let package = kotlinOptions.string("package") {
          let keywords = package.value.split(separator: ".").filter { ForeignName.kotlinKeywords.contains(String($0)) }
          if let keyword = keywords.first {
            // `package com.example.object` does not compile: a hard keyword names nothing.
            sink.error(
              LoadingRules.schemaValue,
              "generator.kotlin.package '\(package.value)' has the Kotlin keyword '\(keyword)' as a part; choose another name",
              at: package.mark)
          } else if TextFormat.pattern.accepts(package.value, pattern: Self.kotlinPackagePattern) {
            kotlinPackage = package.value
          }
        }
        if let folder = kotlinOptions.string("runtime_output") {
          if folder.value.isEmpty {
            sink.error(LoadingRules.schemaValue, "generator.kotlin.runtime_output needs a folder", at: folder.mark)
          } else {
            kotlinRuntimeOutput = folder.value
          }
        }
      }
      if let names = options.strings("adapters") {
        adapters = Set(names.compactMap { AdapterPlatform(rawValue: $0.value) })
      }
      if let names = options.strings("languages") {
        languages = names.map { Language($0.value) }.filter { backends.backend($0) != nil }
        if names.isEmpty, let node = options.node("languages") {
          // An empty list would make `specc compile` generate nothing, silently.
          sink.error(
            LoadingRules.schemaValue, "generator.languages is empty: list at least one of \(backends.names)",
            at: node.mark)
        }
      }
    }
  }

  /// `diagnostics` with this configuration's severities: a rule set to off is dropped.
  func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard !levels.isEmpty else { return diagnostics }
    return diagnostics.compactMap { diagnostic in
      switch levels[diagnostic.ruleID] {
      case nil: return diagnostic
      case .off: return nil
      case .warning?:
        var changed = diagnostic
        if changed.severity == .error { changed.severity = .warning }
        return changed
      case .error?:
        var changed = diagnostic
        changed.severity = .error
        return changed
      }
    }
  }

  /// Whether a spec file found in a folder is one of the project's (include and exclude globs,
  /// relative to this file's folder).
  func contributes(_ path: String) -> Bool {
    guard self.path != nil, !(include.isEmpty && exclude.isEmpty) else { return true }
    let relative = relative(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    if !include.isEmpty && !include.contains(where: { Glob.matches($0, relative) }) { return false }
    return !exclude.contains { Glob.matches($0, relative) }
  }

  /// `path` relative to this file's folder; nil when it is not below it (or for the defaults).
  func relative(_ path: String) -> String? {
    guard let configPath = self.path else { return nil }
    let root = URL(fileURLWithPath: configPath).deletingLastPathComponent().standardizedFileURL.path
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : nil
  }

  /// The printer options this configuration asks for (`access_level`, `layout`, `kotlin`).
  var printerOptions: PrinterOptions {
    PrinterOptions(
      access: accessLevel == .internal ? .internal : .public, layout: layout == .fileBySpec ? .fileBySpec : .fileByKind,
      kotlinPackage: kotlinPackage, kotlinRuntimeBeside: kotlinRuntimeOutput == nil, adapters: adapters)
  }

  /// The folder `generator.kotlin.runtime_output` names, resolved against this file's folder
  /// (nil when it names none).
  var kotlinRuntimeFolder: String? {
    guard let folder = kotlinRuntimeOutput else { return nil }
    if folder.hasPrefix("/") { return folder }
    let base =
      path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return base.appendingPathComponent(folder).standardizedFileURL.path
  }
}

/// `*` (within a path segment), `**` (any number of segments) and `?`. Matching is dynamic
/// programming over (pattern position, text position), so no pattern can make it exponential.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let parts = pattern.split(separator: "/").map(String.init)
    let segments = path.split(separator: "/").map(String.init)
    var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: segments.count + 1), count: parts.count + 1)
    func match(_ p: Int, _ s: Int) -> Bool {
      if let known = memo[p][s] { return known }
      let result: Bool
      if p == parts.count {
        result = s == segments.count
      } else if parts[p] == "**" {
        result = match(p + 1, s) || (s < segments.count && match(p, s + 1))
      } else {
        result = s < segments.count && segment(Array(parts[p]), Array(segments[s])) && match(p + 1, s + 1)
      }
      memo[p][s] = result
      return result
    }
    return match(0, 0)
  }

  /// One segment against `*` and `?`, by dynamic programming.
  static func segment(_ pattern: [Character], _ text: [Character]) -> Bool {
    var previous = [Bool](repeating: false, count: text.count + 1)
    previous[0] = true
    for character in pattern {
      var current = [Bool](repeating: false, count: text.count + 1)
      if character == "*" {
        current[0] = previous[0]
        for index in 1...max(1, text.count) where index <= text.count {
          current[index] = previous[index] || current[index - 1]
        }
      } else {
        for index in stride(from: 1, through: text.count, by: 1) {
          current[index] = previous[index - 1] && (character == "?" || character == text[index - 1])
        }
      }
      previous = current
    }
    return previous[text.count]
  }
}
