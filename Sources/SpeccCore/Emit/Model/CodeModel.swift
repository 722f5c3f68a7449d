/// What a spec generates, independent of the language it is written in: namespaces of
/// constants, string-backed enums whose cases carry attributes, records, template renderers and
/// flow transition tables. `CodeModel.build(spec)` makes it once; each non-Swift emitter
/// (`KotlinEmitter`, `TypeScriptEmitter`) prints it in its language, so the languages carry
/// the same content by construction.
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
  /// (`FeatureFlags.big`, `Prayer.Kind`): what the emitters' limit checks read.
  func forEach(constant: (String, CodeValue) -> Void, enumeration: (String, CodeEnum) -> Void) {
    func walk(_ decls: [CodeDecl], _ path: [String]) {
      for decl in decls {
        switch decl {
        case .constant(let name, _, let value, _): constant((path + [name]).joined(separator: "."), value)
        case .namespace(let name, _, let members): walk(members, path + [name])
        case .enumeration(let item):
          enumeration((path + [item.name]).joined(separator: "."), item)
          walk(item.members, path + [item.name])
        case .record, .renderers, .transitions: break
        }
      }
    }
    walk(members, [])
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
