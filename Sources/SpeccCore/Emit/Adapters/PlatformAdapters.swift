import SpeccEmbeddedRuntimes

/// The platforms and plugins specc writes adapters for (`generator.adapters` of `.specc.yml`):
/// code that hands a plan to the OS call. Without the setting no adapter is written, so an app
/// that keeps its own glue gets the files it had.
enum AdapterPlatform: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Swift: `UNUserNotificationCenter` (`<Namespace>+iOSAdapter.swift`).
  case ios
  /// Kotlin: `NotificationChannel`, `NotificationCompat`, `AlarmManager` (`<Namespace>Android.kt`).
  case android
  /// TypeScript: `@capacitor/local-notifications` (`<Namespace>Capacitor.ts`).
  case capacitor
  /// TypeScript: `expo-notifications` (`<Namespace>Expo.ts`).
  case expo

  static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }

  /// The language whose output carries the adapter.
  var language: Language {
    switch self {
    case .ios: .swift
    case .android: .kotlin
    case .capacitor, .expo: .typescript
    }
  }
}

/// What the adapters of one spec read from its code model: the spec's channels and categories,
/// each case's values by property name (so a property another part of specc adds to the model,
/// a channel's group or visibility, is one more key an adapter printer reads), and whether it
/// has a planner.
struct AdapterModel: Sendable {
  struct Entry: Sendable {
    var id: String
    var values: [String: CodeValue]
  }

  struct Action: Sendable {
    var id: String
    var values: [String: CodeValue]
  }

  struct Category: Sendable {
    var id: String
    var actions: [Action]
    var values: [String: CodeValue]
  }

  var namespace: String
  var specPath: String
  var channelGroups: [Entry]
  var channels: [Entry]
  var categories: [Category]
  /// The templates, with what their notifications carry beyond the text (issue 29: interruption
  /// level, group, badge, attachments…) by property name.
  var templates: [Entry]
  /// The run-time channel choice (`channelChoices`, when the spec has one): for a sound a user may
  /// choose for an item, the channel that plays it.
  var channelChoices: [(item: String, sound: String, channel: String)] = []
  var planner: PlannerData?

  init(_ code: CodeFile) {
    let file = code.inlined
    namespace = code.namespace
    specPath = code.specPath
    var channels: [Entry] = []
    var channelGroups: [Entry] = []
    var templates: [Entry] = []
    var categories: [Category] = []
    var planner: PlannerData?
    for decl in file.members {
      switch decl {
      case .enumeration(let item) where item.name == "Channel":
        channels = item.cases.map { Entry(id: $0.raw, values: Self.values($0, item.properties)) }
      case .enumeration(let item) where item.name == "ChannelGroup":
        channelGroups = item.cases.map { Entry(id: $0.raw, values: Self.values($0, item.properties)) }
      case .enumeration(let item) where item.name == "Template":
        templates = item.cases.map { Entry(id: $0.raw, values: Self.values($0, item.properties)) }
      case .enumeration(let item) where item.name == "Category":
        let fields =
          item.members.compactMap { member -> [String]? in
            if case .record(let record) = member, record.name == "Action" { return record.fields.map(\.name) }
            return nil
          }.first ?? []
        categories = item.cases.map { entry in
          let values = Self.values(entry, item.properties)
          var actions: [Action] = []
          if case .list(let list)? = values["actions"] {
            for case .record(_, let fieldValues) in list {
              var byName: [String: CodeValue] = [:]
              for (name, value) in zip(fields, fieldValues) { byName[name] = value }
              actions.append(Action(id: Self.text(byName["id"]) ?? "", values: byName))
            }
          }
          return Category(id: entry.raw, actions: actions, values: values)
        }
      case .constant("channelChoices", _, .list(let rows), _):
        channelChoices = rows.compactMap { row in
          guard case .record(_, let fields) = row, fields.count == 3, let item = Self.text(fields[0]),
            let sound = Self.text(fields[1]), let channel = Self.text(fields[2])
          else { return nil }
          return (item, sound, channel)
        }
      case .planner(let data): planner = data
      default: break
      }
    }
    self.channels = channels
    self.channelGroups = channelGroups
    self.templates = templates
    self.categories = categories
    self.planner = planner
  }

  private static func values(_ entry: CodeCase, _ properties: [CodeProperty]) -> [String: CodeValue] {
    var values: [String: CodeValue] = [:]
    for (property, value) in zip(properties, entry.values) { values[property.name] = value }
    return values
  }

  /// A string, or a member's raw id, or a runtime member's case (`high`); nil for null.
  static func text(_ value: CodeValue?) -> String? {
    switch value {
    case .string(let text)?: text
    case .member(_, let raw)?: raw
    case .runtimeMember(_, let raw)?: raw
    default: nil
    }
  }

  static func flag(_ value: CodeValue?) -> Bool? {
    if case .bool(let flag)? = value { return flag }
    return nil
  }

  static func int(_ value: CodeValue?) -> Int? {
    if case .int(let number)? = value { return number }
    return nil
  }

  /// A list of integers (a vibration pattern); nil for null.
  static func ints(_ value: CodeValue?) -> [Int]? {
    guard case .list(let items)? = value else { return nil }
    return items.compactMap { int($0) }
  }

  /// A list of strings (attachments); empty for null.
  static func texts(_ value: CodeValue?) -> [String] {
    guard case .list(let items)? = value else { return [] }
    return items.compactMap { text($0) }
  }

  /// Whether a template's notification carries anything beyond its text, channel and category.
  static func carriesContent(_ values: [String: CodeValue]) -> Bool {
    text(values["interruptionLevel"]) != nil || text(values["group"]) != nil || flag(values["groupSummary"]) == true
      || int(values["badgeCount"]) != nil || text(values["badgeToken"]) != nil
      || flag(values["fullScreenIntent"]) == true || flag(values["ongoing"]) == true
      || !texts(values["attachments"]).isEmpty || text(values["visibility"]) != nil
  }

  /// The templates whose notifications carry something beyond their text, in spec order.
  var contentTemplates: [Entry] { templates.filter { Self.carriesContent($0.values) } }

  /// The spec's Android exact-alarm fact and fallback window (from `Platforms.Android`).
  var androidExactAlarms: Bool = true
  var androidWindowMinutes: Int = 10

  /// Whether this spec gets adapters: it plans (the adapters apply plans).
  var hasPlanner: Bool { planner != nil }
  /// The id prefix and marker of the spec's notifications (`Scheduling.namespace(spec:)`); only a
  /// spec with a planner gets adapters, so it is always the spec's own.
  var ownNamespace: String { planner?.namespace ?? "" }
}

/// Writes the adapters `.specc.yml` asks for, per language; none without `generator.adapters`.
enum PlatformAdapters {
  static func files(for inputs: [BackendInput], language: Language) -> [OutputFile] {
    let adapters = specFiles(for: inputs, language: language)
    return adapters + shared(language, used: Set(inputs.flatMap(\.options.adapters)), when: !adapters.isEmpty)
  }

  /// The spec-independent half of the adapters (`Runtimes/android`, `Runtimes/adapters`), written
  /// once per output folder beside the specs' adapters: it needs the platform's SDK or plugin
  /// types, so it is no part of the runtimes every app gets.
  static func shared(_ language: Language, used: Set<AdapterPlatform>, when written: Bool) -> [OutputFile] {
    guard written else { return [] }
    let names: [(folder: String, name: String, platform: AdapterPlatform)] = [
      ("android", "SpeccAndroid.kt", .android), ("adapters", "specc-capacitor.ts", .capacitor),
      ("adapters", "specc-expo.ts", .expo),
    ]
    return names.filter { $0.platform.language == language && used.contains($0.platform) }.compactMap { entry in
      guard let file = EmbeddedRuntimes.files[entry.folder]?.first(where: { $0.name == entry.name }) else { return nil }
      return OutputFile(
        name: file.name,
        contents: GeneratedHeader.marker
          + "specc's platform adapter (Runtimes/\(entry.folder)/\(file.name)). Do not edit.\n" + file.text)
    }
  }

  private static func specFiles(for inputs: [BackendInput], language: Language) -> [OutputFile] {
    inputs.flatMap { input -> [OutputFile] in
      let platforms = input.options.adapters.filter { $0.language == language }.sorted()
      guard !platforms.isEmpty else { return [] }
      var model = AdapterModel(input.code)
      guard model.hasPlanner else { return [] }
      model.readAndroidFacts(input.code)
      return platforms.map { platform in
        switch platform {
        case .ios: SwiftAdapterPrinter(model, options: input.options).file()
        case .android: KotlinAdapterPrinter(model, options: input.options).file()
        case .capacitor: TypeScriptAdapterPrinter(model).capacitor()
        case .expo: TypeScriptAdapterPrinter(model).expo()
        }
      }
    }
  }
}

extension AdapterModel {
  /// `Platforms.Android.exactAlarms` and `fallbackWindowMinutes`, when the spec says them.
  mutating func readAndroidFacts(_ code: CodeFile) {
    code.inlined.forEachPath(
      constant: { path, value in
        guard path.count == 3, path[0] == "Platforms", path[1] == "Android" else { return }
        if path[2] == "exactAlarms", case .bool(let flag) = value { androidExactAlarms = flag }
        if path[2] == "fallbackWindowMinutes", case .int(let minutes) = value { androidWindowMinutes = minutes }
      }, enumeration: { _, _ in })
  }
}
