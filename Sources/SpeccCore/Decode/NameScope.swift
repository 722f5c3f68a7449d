/// One list of spec names whose identifiers are generated side by side (the cases of one enum,
/// the members of one namespace): what they are, the prefix of a name that starts with a digit,
/// and the members the generated type declares itself. Data, declared with the ids' `IDKind`;
/// the naming passes (`NameScope+Naming`, `SwiftNaming`) make the names.
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

  /// Members every generated `String`-backed, `CaseIterable` enum has.
  static let enumMembers: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "init", "id"]
}

extension NameScope {
  /// Cases of a template's variant enum (`Template.DailyMessageVariant`).
  static let variants = NameScope(what: "variant")
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
    what: "channel",
    reserved: [
      "displayName", "description", "importance", "sound", "vibration", "vibrationPattern", "group", "visibility",
      "bypassDnd",
    ])
  /// Cases of `ChannelGroup`.
  static let channelGroups = NameScope(what: "channel group", reserved: ["displayName", "description"])
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
