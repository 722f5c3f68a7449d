/// The Swift identifiers generated side by side from one list of spec names (the cases of one
/// enum, the members of one namespace), and how they are made. An emitter and the
/// `identifier_collision` rule use the same scope, so the rule reports exactly the names the
/// emitter would have to rename.
struct NameScope: Sendable {
  /// What one name is, for messages ("prayer", "channel").
  var what: String
  /// Prefix for names starting with a digit (`slot` makes `0800` → `slot0800`).
  var digitPrefix: String
  /// Members the generated type declares itself; a spec name turning into one gets a `_` suffix.
  var reserved: Set<String>

  init(what: String, digitPrefix: String = "n", reserved: Set<String> = []) {
    self.what = what
    self.digitPrefix = digitPrefix
    self.reserved = reserved.union(Self.enumMembers)
  }

  /// The identifier for one spec name.
  func identifier(_ name: String) -> String {
    SwiftName.caseName(name, digitPrefix: digitPrefix, reserved: reserved)
  }

  /// Each distinct name (first occurrence wins; repeats are `unique_ids`' business) with its
  /// identifier. Should two names still map to one identifier (an `identifier_collision` error),
  /// the later ones get `_2`, `_3`, … so that generated code always compiles.
  func names<Item>(_ items: [Item], id: (Item) -> String) -> [(item: Item, name: String)] {
    var seenIDs: Set<String> = []
    let distinct = items.filter { seenIDs.insert(id($0)).inserted }
    let identifiers = distinct.map { identifier(id($0)) }
    let unique = Naming.unique(identifiers.map(SwiftName.bare))
    return zip(distinct, zip(identifiers, unique)).map { item, names in
      (item, names.1 == SwiftName.bare(names.0) ? names.0 : names.1)
    }
  }

  /// Members every generated `String`-backed, `CaseIterable` enum has.
  static let enumMembers: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "init", "id"]
}

/// Two different spec names that become the same Swift identifier.
struct NameCollision: Sendable, Hashable {
  var first: Located<String>
  var second: Located<String>
  /// The shared identifier, without backticks.
  var identifier: String
}

extension SwiftName {
  /// Pairs of different names in `names` that `scope` turns into the same identifier; each
  /// later name is paired with the first name that took its identifier. Equal names are not
  /// collisions (they are duplicates).
  static func collisions(_ names: [Located<String>], in scope: NameScope) -> [NameCollision] {
    var owners: [String: Located<String>] = [:]
    var result: [NameCollision] = []
    for name in names {
      let identifier = bare(scope.identifier(name.value))
      if let owner = owners[identifier] {
        if owner.value != name.value {
          result.append(NameCollision(first: owner, second: name, identifier: identifier))
        }
      } else {
        owners[identifier] = name
      }
    }
    return result
  }
}

extension NameScope {
  /// Cases of `Platforms.<Platform>.ExtraTrigger`.
  static let extraTriggers = NameScope(what: "extra trigger", reserved: ["perDay", "count"])
  /// Members of `FeatureFlags` (its `Key` enum uses the same names).
  static let featureFlags = NameScope(what: "feature flag")
  /// Cases of `ErrorCode`.
  static let errorCodes = NameScope(what: "error code")
  /// Cases of `Slot`; `0800` becomes `slot0800`.
  static let slots = NameScope(
    what: "slot", digitPrefix: "slot", reserved: ["hour", "minute", "label", "template"])
  /// Cases of `Channel`.
  static let channels = NameScope(
    what: "channel", reserved: ["displayName", "description", "importance", "sound", "vibration"])
  /// Cases of `Category`.
  static let categories = NameScope(
    what: "category", reserved: ["actions", "threadIdentifier", "ActionID", "Action"])
  /// Cases of `Category.ActionID`, one per distinct action id of every category.
  static let actions = NameScope(what: "action")
  /// Cases of `Prayer`.
  static let prayers = NameScope(
    what: "prayer",
    reserved: [
      "displayName", "kind", "weekdays", "atTimeOptions", "reminderOptions", "defaultAtTime", "defaultReminder",
      "reminderOffsetsMinutes", "sounds",
    ])
  /// Cases of `StatusLabel`.
  static let statusLabels = NameScope(what: "status label", reserved: ["label", "state", "platform"])
  /// Cases of `Template`; the names of its members and of the per-template renderers' prefix are reserved.
  static let templates = NameScope(
    what: "template",
    reserved: [
      "title", "body", "variants", "channel", "category", "policy", "maxTitleLength", "maxBodyLength", "wording",
      "render",
    ]
  )

  /// Parameters of a typed renderer: one per token; `variant` is the renderer's own, and `locale`
  /// and `count` a localized renderer's.
  static let tokenParameters = NameScope(
    what: "token", reserved: ["variant", "values", "wording", "locale", "count"])
  /// Flows (type names under `Flows`; they collide exactly when their member names do).
  static let flows = NameScope(what: "flow")
  /// Cases of a flow's `State`.
  static let flowStates = NameScope(
    what: "flow state", reserved: ["title", "isEnd", "statusLabel", "copy", "StatusLabel"])
  /// Cases of a flow's `Event`.
  static let flowEvents = NameScope(what: "flow event")
}
