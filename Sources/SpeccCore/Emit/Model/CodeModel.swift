import SpeccRuntime

/// What a spec generates, independent of the language it is written in: namespaces of
/// constants, string-backed enums whose cases carry attributes, records, template renderers,
/// flow transition tables and the planner's data. `CodeModel.build(spec)` makes it once, one
/// builder per section; every backend (`SwiftBackend`, `KotlinEmitter`, `TypeScriptEmitter`)
/// prints it in its language, so the languages carry the same content by construction: content
/// (declarations, docs, property names, values, vectors) is chosen here and nowhere else.
///
/// Names in the model are the *roles* of things (`Slot`, `hour`, `Platforms.iOS`); each
/// language makes its own identifiers from them and from the raw ids (`KotlinName`,
/// `TypeScriptName`). Case identity is always the raw spec id, never a generated name, so an
/// enum reference (`.member`) cannot disagree with the enum it names.
struct CodeFile: Sendable {
  /// The spec's namespace (`PillPal`): the root object or module name.
  var namespace: String
  /// The spec path named in the do-not-edit header.
  var specPath: String
  var doc: String
  var members: [CodeDecl]
}

extension CodeFile {
  /// Visits every constant and every enum of the file, depth first, each with its dotted path
  /// (`FeatureFlags.big`, `Prayer.Kind`).
  func forEach(constant: (String, CodeValue) -> Void, enumeration: (String, CodeEnum) -> Void) {
    forEachPath(
      constant: { path, value in constant(path.concatenated(separator: "."), value) },
      enumeration: { path, item in enumeration(path.concatenated(separator: "."), item) })
  }

  /// `forEach` with each path as its components (`["FeatureFlags", "big"]`): what the emitters'
  /// limit checks read on every lint, without joining and splitting paths.
  func forEachPath(constant: ([String], CodeValue) -> Void, enumeration: ([String], CodeEnum) -> Void) {
    func walk(_ decls: [CodeDecl], _ path: [String]) {
      for decl in decls {
        switch decl {
        case .constant(let name, _, let value, _): constant(path + [name], value)
        case .namespace(let name, _, let members): walk(members, path + [name])
        case .enumeration(let item):
          let inner = path + [item.name]
          enumeration(inner, item)
          walk(item.members, inner)
        case .part(_, let members): walk(members, path)
        case .record, .renderers, .transitions, .planner: break
        }
      }
    }
    walk(members, [])
  }

  /// The file with every `.part` replaced by its declarations: what a language that prints one
  /// file per spec (Kotlin, TypeScript) reads.
  var inlined: CodeFile {
    // One array per list of declarations (not one per declaration, as a `flatMap` makes): the
    // naming passes of Kotlin and TypeScript inline the model on every lint.
    func inline(_ decls: [CodeDecl]) -> [CodeDecl] {
      var result: [CodeDecl] = []
      result.reserveCapacity(decls.count)
      for decl in decls {
        switch decl {
        case .part(_, let members): result += inline(members)
        case .namespace(let name, let doc, let members):
          result.append(.namespace(name: name, doc: doc, members: inline(members)))
        case .enumeration(var item) where !item.members.isEmpty:
          item.members = inline(item.members)
          result.append(.enumeration(item))
        default: result.append(decl)
        }
      }
      return result
    }
    var file = self
    file.members = inline(members)
    return file
  }

  /// `inlined`, less the spec's planner when `planner` is false (a folder without the planner
  /// runtime beside it).
  func inlined(planner: Bool) -> CodeFile {
    var file = inlined
    if !planner {
      file.members.removeAll {
        if case .planner = $0 { return true }
        return false
      }
    }
    return file
  }
}

/// The kind of a group of generated declarations. Swift prints each kind but `constants` in a
/// file of its own (`<Namespace>+Templates.swift`, as an extension of the enclosing namespace);
/// Kotlin and TypeScript print every kind in the one file of the spec.
enum CodePart: String, Sendable, CaseIterable {
  case constants, statusLabels, templates, budget, flows, planner

  /// The suffix of the Swift file the part goes to: `""`, `+StatusLabels`, ….
  var swiftSuffix: String {
    switch self {
    case .constants: ""
    case .statusLabels: "+StatusLabels"
    case .templates: "+Templates"
    case .budget: "+Budget"
    case .flows: "+Flows"
    case .planner: "+Planner"
    }
  }
}

/// A declaration inside a namespace.
indirect enum CodeDecl: Sendable {
  case constant(name: String, type: CodeType, value: CodeValue, doc: String?)
  case enumeration(CodeEnum)
  case record(CodeRecord)
  case namespace(name: String, doc: String?, members: [CodeDecl])
  /// The typed renderers of a spec's templates (the `Template` enum is an ordinary enum).
  case renderers([TemplateRenderer])
  /// A flow's transition function and test vectors (its `State` and `Event` enums are ordinary
  /// enums declared beside it).
  case transitions(FlowTransitions)
  /// Declarations of one kind (`.budget`, `.templates`, …), which a language may print apart.
  case part(CodePart, [CodeDecl])
  /// The rolling-window planner's data and its `plan` entry point.
  case planner(PlannerData)
}

/// The type of a constant, a case attribute or a record field.
indirect enum CodeType: Sendable, Hashable {
  case int, bool, string
  case optional(CodeType)
  case list(CodeType)
  /// An enum of the model, by its path from the spec namespace (`["Prayer", "Kind"]`).
  case enumeration([String])
  /// A record of the model, by its path.
  case record([String])
  /// A type of the language's specc runtime: `Weekday`, `NotificationImportance`.
  case runtime(String)
  /// A template text: literal and token parts.
  case parts
  /// A template's variants: wordings by variant id.
  case variants
  /// A template's rendering policy.
  case policy
}

/// A literal value.
indirect enum CodeValue: Sendable, Hashable {
  case int(Int)
  case bool(Bool)
  case string(String)
  case null
  case list([CodeValue])
  /// A case of a model enum: the enum's path and the case's raw id.
  case member([String], String)
  /// A record of the model: its path and its field values in declaration order.
  case record([String], [CodeValue])
  /// A case of a runtime enum (`Weekday`, `friday`).
  case runtimeMember(String, String)
  case parts([TemplatePart])
  case variants([TemplateWording])
  case policy(RenderingPolicy)
}

/// A `String`-backed enum: one case per spec id, each with a value per property.
struct CodeEnum: Sendable {
  /// The role name (`Slot`); languages build type names from the path.
  var name: String
  var doc: String
  var cases: [CodeCase]
  var properties: [CodeProperty]
  /// Declarations nested in the enum (`Prayer.Kind`, `Category.ActionID`).
  var members: [CodeDecl] = []
  /// A language-safe prefix for a case whose id starts with a digit (`slot` → `SLOT_0800`).
  var digitPrefix: String = "n"
}

/// One case: its raw id, its doc and one value per property of its enum.
struct CodeCase: Sendable {
  var raw: String
  var doc: String?
  var values: [CodeValue]
}

/// An attribute of every case of an enum, or a field of a record.
struct CodeProperty: Sendable {
  var name: String
  var type: CodeType
  var doc: String
}

/// A plain value type (`Category.Action`).
struct CodeRecord: Sendable {
  var name: String
  var doc: String
  var fields: [CodeProperty]
}

/// A piece of template text.
enum TemplatePart: Sendable, Hashable {
  case literal(String)
  case token(String)
}

/// A variant's wording.
struct TemplateWording: Sendable, Hashable {
  var id: String
  var title: [TemplatePart]
  var body: [TemplatePart]
}

/// What the spec says about rendering one template (mirrors SpeccRuntime's `Policy`).
struct RenderingPolicy: Sendable, Hashable {
  var html: Bool
  /// nil: every value is required.
  var placeholder: String?
  var skipErrorCode: String?
  var titleLimit: Int
  var bodyLimit: Int
  var countsUTF16: Bool
}

/// A typed renderer of one template: one parameter per token it uses.
struct TemplateRenderer: Sendable {
  /// The template's raw id (a case of the model's `Template`).
  var template: String
  /// The role name of the function (`renderDoseReminder`).
  var function: String
  /// Token ids, in the order of the spec's token declarations.
  var tokens: [String]
  /// Values may be missing (a placeholder or skip policy): parameters are optional.
  var optionalValues: Bool
  /// A missing value skips the notification: the result is optional.
  var skips: Bool
  var doc: String
  /// The spec ships several locales: the renderer takes a locale (and a count for a plural
  /// template) and picks from the template's `translations`.
  var localization: RendererLocalization? = nil
  /// The template's variant ids, in spec order: the typed renderer takes one of them (Swift and
  /// Kotlin: an enum of its own, TypeScript: a union of their string literals), so a variant the
  /// template does not have does not compile; none: the renderer takes no variant.
  var variants: [String] = []
}

/// How a localized renderer picks its wording.
struct RendererLocalization: Sendable, Hashable {
  /// The source language: the end of every fallback chain.
  var source: String
  /// Every shipped locale, the source language first.
  var locales: [String]
  /// The count token of a plural template (the renderer takes a count).
  var count: String?
}

/// A flow's transition table and its test vectors.
struct FlowTransitions: Sendable {
  /// Paths of the flow's `State` and `Event` enums and of the spec's `StatusLabel` (nil when the
  /// spec has none).
  var statePath: [String]
  var eventPath: [String]
  var labelPath: [String]?
  /// Every state id, in declaration order, with its transitions: event id → target state id.
  var states: [(state: String, next: [(event: String, target: String)])]
  /// Every event id.
  var events: [String]
  var vectors: [(states: [String], events: [String], label: String?)]
}

/// The planner's data of one spec, as every runtime's `Scheduling` reads it.
struct PlannerData: Sendable, Hashable {
  var doc: String
  var itemsDoc: String
  var items: [PlannerItem]
  /// One per platform that schedules locally, in platform order.
  var configurations: [PlannerConfiguration]
  var limits: PlannerLimits
  var defaultSettingsDoc: String
  /// The settings a new user starts with, in item order.
  var defaultSettings: [PlannerItemSettings]
  var planDoc: String
  /// The role name of the wrapper each language prints around its runtime's planner (`plan`).
  var function = "plan"
  /// The model enums whose cases are the items (`Prayer`, `Slot`), for typed settings access.
  var itemEnums: [[String]]
  /// The id prefix of every notification the planner plans (`Scheduling.namespace(spec:)`).
  var namespace = ""
  /// The model enums of the spec's templates, channels and categories, when it has them: the typed
  /// `Occurrence` and `Planned` of each language read the runtime's strings back as them.
  var templateEnum: [String]?
  var channelEnum: [String]?
  var categoryEnum: [String]?
}

/// A wall-clock time.
struct PlannerTime: Sendable, Hashable {
  var hour: Int
  var minute: Int
}

extension PlannerTime {
  init(_ time: LocalTime) { self.init(hour: time.hour, minute: time.minute) }
}

/// A local date.
struct PlannerDate: Sendable, Hashable {
  var year: Int
  var month: Int
  var day: Int
}

extension PlannerDate {
  init(_ date: LocalDate) { self.init(year: date.year, month: date.month, day: date.day) }
}

/// Snoozing a delivered notification: back after `minutes`, at most `maxCount` times.
struct PlannerSnooze: Sendable, Hashable {
  var minutes: Int
  var maxCount: Int
  /// The lengths the user picks from; empty when fixed.
  var options: [Int] = []
}

extension PlannerSnooze {
  init(_ snooze: Snooze) {
    self.init(minutes: snooze.minutes.value, maxCount: snooze.maxCount.value, options: snooze.options.map(\.value))
  }
}

/// The times a user may pick.
struct PlannerTimeRange: Sendable, Hashable {
  var earliest: PlannerTime
  var latest: PlannerTime
  var stepMinutes: Int
}

/// Repeats every `minutes` from `from` to `to` (inclusive) of each day (the runtime's `When.every`).
struct PlannerEvery: Sendable, Hashable {
  var minutes: Int
  var from: PlannerTime
  var to: PlannerTime
}

/// The days an item occurs on (the runtime's `Days`); weekdays, from and until filter them.
enum PlannerDays: Sendable, Hashable {
  /// `FREQ=DAILY`.
  case everyDay
  /// `FREQ=MONTHLY;BYMONTHDAY=day`; `lastDay`: a shorter month's last day (else none that month).
  case monthly(day: Int, lastDay: Bool)
  /// `FREQ=MONTHLY;BYDAY=<ordinal><weekday>`: ordinal 1…5 or −1 (last); weekday 1 = Sunday … 7.
  case monthlyNth(ordinal: Int, weekday: Int)
  /// `FREQ=YEARLY;BYMONTH;BYMONTHDAY`.
  case yearly(month: Int, day: Int, lastDay: Bool)
  /// One-off dates (RDATE).
  case dates([PlannerDate])
  /// An RFC 5545 rule from its anchor (nil: the app supplies it).
  case rule(RecurrenceRule, anchor: PlannerDate?)
  /// On days, then off days, from the anchor (nil: the app supplies it).
  case cycle(on: Int, off: Int, anchor: PlannerDate?)
  /// Every N days from the last time done, which the app supplies.
  case everyDays(Int)
}

extension PlannerData {
  /// True when an item's anchor is left to the app (a rule or cycle from `app`, every N days from
  /// the last time done): the plan function then takes the app's anchors.
  var takesAnchors: Bool {
    items.contains {
      switch $0.days {
      case .rule(_, nil), .cycle(_, _, nil), .everyDays: true
      default: false
      }
    }
  }

  /// True when an item fires after an event the app reports: the plan function takes the events.
  var takesEvents: Bool { items.contains { $0.afterEvent != nil } }

  /// True when an item repeats by itself on some platform: the configurations then name theirs.
  var repeatsByItself: Bool { items.contains { !$0.osRepeat.isEmpty } }
}

/// Random times a day (`When.random`).
struct PlannerRandom: Sendable, Hashable {
  var count: Int
  var from: PlannerTime
  var to: PlannerTime
  var gap: Int
}

/// The same span of month-days every year.
struct PlannerSeason: Sendable, Hashable {
  var fromMonth: Int
  var fromDay: Int
  var untilMonth: Int
  var untilDay: Int
}

/// Something that fires (a prayer or a slot), or a kind of user-created item (`maxCount`).
struct PlannerItem: Sendable, Hashable {
  var id: String
  /// nil: the app provides the time for each date (or `every` repeats it).
  var time: PlannerTime?
  /// Several times a day, instead of `time`.
  var every: PlannerEvery? = nil
  /// Random times a day, instead of `time`.
  var random: PlannerRandom? = nil
  /// Minutes after the event the app reports, instead of `time`.
  var afterEvent: Int? = nil
  var days: PlannerDays = .everyDay
  var season: PlannerSeason? = nil
  /// False: reminders only.
  var atTime = true
  var reminderTemplate: String? = nil
  var snoozeTemplate: String? = nil
  /// The channel its reminders post on, when not `channel` (`reminder_channel`).
  var reminderChannel: String? = nil
  /// How many of `reminderOffsets` the user may pick at once.
  var maxReminders = 1
  /// The user chooses the weekdays (`ItemSettings.weekdays` replaces `weekdays`).
  var userWeekdays = false
  /// The id of the item whose user-chosen weekdays it shares.
  var userWeekdaysFrom: String? = nil
  /// The platforms whose OS repeats it by itself (`os_repeat`, where it can: `OSRepeat.plan`),
  /// as the runtimes' `Platform` names (`ios`, `android`), in platform order.
  var osRepeat: [String] = []
  /// Non-nil: a kind of user-created item, at most this many.
  var maxCount: Int? = nil
  /// 1 = Sunday … 7 = Saturday, sorted; nil: every day.
  var weekdays: [Int]?
  var from: PlannerDate?
  var until: PlannerDate?
  var reminderOffsets: [Int]
  var template: String?
  var channel: String?
  var category: String?
  var sound: String?
  var reminderSound: String?
  var snooze: PlannerSnooze?
  var timeRange: PlannerTimeRange?
}

/// A notification the app schedules for itself, once per day or once per window.
struct PlannerTrigger: Sendable, Hashable {
  var id: String
  var perDay: Bool
}

/// One platform's window and cap.
struct PlannerConfiguration: Sendable, Hashable {
  /// The platform's role name (`iOS`, `Android`); languages make member names of it.
  var platform: String
  /// The platform's id (`ios`, `android`): the runtimes' `Platform`, which an item's `osRepeat` names.
  var platformID: String
  var doc: String
  var windowDays: Int
  var cap: Int?
  /// The platform's reserve plus the snoozes that can be pending.
  var reserve: Int
  var refreshHours: Int?
  /// One per trigger the app schedules for itself (a trigger counted twice appears twice).
  var triggers: [PlannerTrigger]
}

/// Quiet hours: nothing fires from `from` to `to` (wall-clock; may wrap past midnight).
struct PlannerQuietHours: Sendable, Hashable {
  var from: PlannerTime
  var to: PlannerTime
  /// The user may switch them off (`Settings.quietHoursOn`).
  var userCanDisable = false
}

/// App-wide limits (`limits:`).
struct PlannerLimits: Sendable, Hashable {
  var doc: String
  var maxPerDay: Int?
  var quietHours: PlannerQuietHours?
}

/// What a new user starts with for one item.
struct PlannerItemSettings: Sendable, Hashable {
  var id: String
  var isOn: Bool
  /// The reminders it starts with, in minutes before.
  var reminderOffsets: [Int]
  /// The weekdays it starts with, when the user chooses them (1 = Sunday … 7).
  var weekdays: [Int]? = nil
  var sound: Bool
  var reminderSound: Bool
}
