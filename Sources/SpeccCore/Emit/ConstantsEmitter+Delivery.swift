/// The delivery sections of `<Namespace>.swift`: slots, Android channels and iOS categories.
extension ConstantsEmitter {
  static func slots(_ spec: Spec, _ p: inout CodePrinter) {
    let slots = NameScope.slots.names(spec.slots) { $0.id.value }
    guard !slots.isEmpty else { return }
    p.stringEnum(
      "Slot", doc: "Daily slots at local wall-clock times; raw values are the canonical HHmm ids.", cases: slots,
      rawValue: { $0.id.value }, caseDoc: { slot in slot.time.value + (slot.label.map { " — " + $0 } ?? "") + "." }
    ) { p in
      p.caseProperty("hour", type: "Int", doc: "Local hour, 0–23.", cases: slots) { "\(clock($0.time.value).hour)" }
      p.caseProperty("minute", type: "Int", doc: "Local minute, 0–59.", cases: slots) {
        "\(clock($0.time.value).minute)"
      }
      p.caseProperty("label", type: "String?", doc: "Display name.", cases: slots) {
        SwiftLiteral.optionalString($0.label)
      }
      // Typed when the spec has templates (every reference resolved, or nothing is generated).
      let templates = Dictionary(
        NameScope.templates.names(spec.templates) { $0.id.value }.map { ($0.item.id.value, $0.name) },
        uniquingKeysWith: { first, _ in first })
      if templates.isEmpty {
        p.caseProperty("template", type: "String?", doc: "Id of the template rendered for it.", cases: slots) {
          SwiftLiteral.optionalString($0.template?.value)
        }
      } else {
        p.caseProperty("template", type: "Template?", doc: "The template rendered for it.", cases: slots) {
          $0.template.flatMap { templates[$0.value] }.map { "." + $0 } ?? "nil"
        }
      }
    }
  }

  /// Hour and minute of `HH:MM` (0 for a part that does not read; the schema reports it).
  static func clock(_ time: String) -> (hour: Int, minute: Int) {
    let parts = time.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return (0, 0) }
    return (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0)
  }

  static func channels(_ spec: Spec, _ p: inout CodePrinter) {
    let channels = NameScope.channels.names(spec.channels) { $0.id.value }
    guard !channels.isEmpty else { return }
    p.stringEnum(
      "Channel", doc: "Android notification channels; raw values are the ids, which must never change once shipped.",
      cases: channels, rawValue: { $0.id.value }, caseDoc: { $0.name.value }
    ) { p in
      p.caseProperty("name", type: "String", doc: "User-visible name.", cases: channels) {
        SwiftLiteral.string($0.name.value)
      }
      p.caseProperty("description", type: "String?", doc: "User-visible description.", cases: channels) {
        SwiftLiteral.optionalString($0.description?.value)
      }
      p.caseProperty(
        "importance", type: "SpeccRuntime.NotificationImportance", doc: "Android importance.", cases: channels
      ) {
        "SpeccRuntime.NotificationImportance." + SwiftName.caseName($0.importance.value)
      }
      p.caseProperty("sound", type: "String?", doc: "Sound file, or \"default\".", cases: channels) {
        SwiftLiteral.optionalString($0.sound?.value)
      }
      p.caseProperty("vibration", type: "Bool?", doc: "Whether it vibrates, when the spec says.", cases: channels) {
        $0.vibration.map { "\($0)" } ?? "nil"
      }
    }
  }

  static func categories(_ spec: Spec, _ p: inout CodePrinter) {
    let categories = NameScope.categories.names(spec.categories) { $0.id.value }
    guard !categories.isEmpty else { return }
    p.stringEnum(
      "Category", doc: "iOS notification categories; raw values are the category identifiers.", cases: categories,
      rawValue: { $0.id.value }, caseDoc: { _ in nil }
    ) { p in
      let actionIDs = NameScope.actions.names(spec.categories.flatMap(\.actions)) { $0.id.value }
      let actionNames = Dictionary(
        actionIDs.map { ($0.item.id.value, SwiftName.bare($0.name)) }, uniquingKeysWith: { first, _ in first })
      p.stringEnum(
        "ActionID",
        doc:
          "Every action identifier of the spec's categories: match `response.actionIdentifier` with `ActionID(rawValue:)`.",
        cases: actionIDs, rawValue: { $0.id.value }, caseDoc: { $0.title.value })
      p.blankLine()
      p.doc("An action button of a category.")
      p.block("public struct Action: Hashable, Sendable {") { p in
        p.print(
          "/// Action identifier.", "public let id: ActionID", "/// Button title.", "public let title: String",
          "/// Opens the app.", "public let foreground: Bool", "/// Shown as destructive.",
          "public let destructive: Bool")
      }
      p.caseProperty("actions", type: "[Action]", doc: "Actions offered, in order.", cases: categories) { category in
        "[" + category.actions.map { actionLiteral($0, actionNames) }.joined(separator: ", ") + "]"
      }
      p.caseProperty("threadIdentifier", type: "String?", doc: "Grouping identifier.", cases: categories) {
        SwiftLiteral.optionalString($0.threadIdentifier?.value)
      }
    }
  }

  private static func actionLiteral(_ action: Action, _ names: [String: String]) -> String {
    "Action(id: .\(names[action.id.value] ?? "_"), title: \(SwiftLiteral.string(action.title.value)), "
      + "foreground: \(action.foreground), destructive: \(action.destructive))"
  }
}

extension NameScope {
  /// Cases of `Slot`; `0800` becomes `slot0800`.
  static let slots = NameScope(
    what: "slot", digitPrefix: "slot", reserved: ["hour", "minute", "label", "template"])
  /// Cases of `Channel`.
  static let channels = NameScope(
    what: "channel", reserved: ["name", "description", "importance", "sound", "vibration"])
  /// Cases of `Category`.
  static let categories = NameScope(
    what: "category", reserved: ["actions", "threadIdentifier", "ActionID", "Action"])
  /// Cases of `Category.ActionID`, one per distinct action id of every category.
  static let actions = NameScope(what: "action")
}
