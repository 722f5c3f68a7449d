/// A top-level section of the spec format as one unit: its key and schema (which the validator,
/// the decoder's key lookups, the JSON Schema and the docs tests read) and the kinds of ids it
/// declares. The id-wide checks — `unique_ids`, `id_format`, `identifier_collision` and the
/// breaking-change check — read the ids from here, so a section registered in `SpecSections.all`
/// (or passed to `Pipeline.lint(…, sections:)`) is covered with no further code.
struct SpecSection: Sendable {
  /// The top-level key with its schema.
  var field: FieldSchema
  /// The kinds of ids declared in it (top-level items, and nested ones such as a category's actions).
  var ids: [IDKind]

  init(_ field: FieldSchema, ids: [IDKind] = []) {
    self.field = field
    self.ids = ids
  }
}

/// One kind of id a spec declares.
struct IDKind: Sendable {
  /// What one id names, for messages: "slot", "action of category".
  var what: String
  /// The object schema whose `id` field gives the pattern (`id_format`).
  var schema: ObjectSchema
  /// A valid id, shown when one is malformed.
  var example: String
  /// Ids of this kind that may be kept as the app shipped them (`shipped: true`), with the
  /// platform's own rules for them (`shipped_id`); nil when the kind has no `shipped` key.
  var shipped: Shipped? = nil
  /// The ids, in groups that must each be unique (all of one section, or the actions of each
  /// category), with what the group is for messages ("action of category 'X'").
  var groups: @Sendable (Spec) -> [(what: String, ids: [Located<String>])]
  /// The Swift identifiers they become, when code is generated from them (`identifier_collision`).
  var nameScope: NameScope?
  /// Removing or renaming one breaks installed apps: the breaking-change rule and why.
  var removal: Removal?
  /// One does something only where a reference names it (a channel a template posts to):
  /// `unused_declaration` warns about one that nothing names.
  var use: Use?

  /// How declarations of a kind are used, for the warning about one that is not.
  struct Use: Sendable {
    /// What the warning says of an unused one: "is used by no template".
    var unused: String
    /// What to do about it; `ID` stands for the id: "give a template channel: ID, or remove it".
    var advice: String
    /// Whether the warning applies to a spec (a template: only once slots or prayers show some).
    var applies: @Sendable (Spec) -> Bool

    init(unused: String, advice: String, applies: @escaping @Sendable (Spec) -> Bool = { _ in true }) {
      self.unused = unused
      self.advice = advice
      self.applies = applies
    }
  }

  /// Where a kind's ids reach a platform that accepts more than specc's id format, and what it
  /// accepts: an id marked `shipped: true` is checked against this instead of the format.
  struct Shipped: Sendable {
    /// The platform and the API that takes the id, for messages: "Android's NotificationChannel".
    var platform: String
    /// The longest id the platform keeps whole, in UTF-16 code units (Java strings), when it
    /// truncates longer ones; nil when it documents no limit.
    var maxUTF16Length: Int?
    /// The platform stores the ids where a control character cannot be (Android's channel
    /// settings are XML on the device).
    var noControlCharacters = false
    /// The ids with their `shipped:` flags (only items that have the key).
    var ids: @Sendable (Spec) -> [(id: Located<String>, flag: Located<Bool>)]
  }

  /// This kind with `shipped` ids.
  func shipping(_ shipped: Shipped) -> IDKind {
    var kind = self
    kind.shipped = shipped
    return kind
  }

  /// A breaking-change rule for removed ids.
  struct Removal: Sendable {
    var rule: RuleID
    var why: String
    init(rule: RuleID, why: String) {
      self.rule = rule
      self.why = why
    }
  }

  init(
    _ what: String, schema: ObjectSchema, example: String, nameScope: NameScope? = nil, removal: Removal? = nil,
    use: Use? = nil, groups: @escaping @Sendable (Spec) -> [(what: String, ids: [Located<String>])]
  ) {
    self.what = what
    self.schema = schema
    self.example = example
    self.nameScope = nameScope
    self.removal = removal
    self.use = use
    self.groups = groups
  }

  /// The ids of a list section read generically by the decoder (`Spec.sectionIDs`): how a section
  /// the decoder has no model for declares its ids.
  static func list(
    _ what: String, section: String, schema: ObjectSchema, example: String, nameScope: NameScope? = nil,
    removal: Removal? = nil
  ) -> IDKind {
    IDKind(what, schema: schema, example: example, nameScope: nameScope, removal: removal) { spec in
      [(what, spec.sectionIDs[section] ?? [])]
    }
  }

  /// Every id of every group.
  func all(_ spec: Spec) -> [Located<String>] { groups(spec).flatMap(\.ids) }
}

/// The sections a run reads, compared by their keys (a `Spec` carries them for its rules).
public struct SectionList: Sendable, Hashable {
  let sections: [SpecSection]
  /// The root schema: the header keys and every section.
  public let root: ObjectSchema

  init(_ sections: [SpecSection]) {
    self.sections = sections
    root = ObjectSchema(
      "spec", doc: "One app's local-notification system.", fields: SpecSchema.header + sections.map(\.field))
  }

  /// The spec format's own sections.
  public static let standard = SectionList(SpecSections.all)

  /// Every kind of id of every section, in section order.
  var idKinds: [IDKind] { sections.flatMap(\.ids) }

  public static func == (a: SectionList, b: SectionList) -> Bool {
    a.sections.map(\.field.name) == b.sections.map(\.field.name)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(sections.map(\.field.name)) }
}

/// The sections of the spec format, in document order.
enum SpecSections {
  static func one(_ what: String, _ ids: @escaping @Sendable (Spec) -> [Located<String>])
    -> @Sendable (Spec) -> [(what: String, ids: [Located<String>])]
  {
    { spec in [(what, ids(spec))] }
  }

  static let all: [SpecSection] = [
    SpecSection(
      FieldSchema(
        "platforms", .map(.object(SpecSchema.platform), keys: SpecSchema.platformNames), "Platforms by name."),
      ids: [
        IDKind(
          "extra trigger", schema: SpecSchema.extraTrigger, example: "midnight_reschedule", nameScope: .extraTriggers
        ) { spec in spec.platforms.map { ("extra trigger of \($0.name.value.rawValue)", $0.extraTriggers.map(\.id)) } }
      ]),
    SpecSection(FieldSchema("scheduling", .object(SpecSchema.scheduling), "Scheduling policies.")),
    SpecSection(FieldSchema("reminders", .object(SpecSchema.reminders), "Reminder offsets and sound.")),
    SpecSection(
      FieldSchema(
        "sounds_folder", .string(),
        "Folder of the app's sound files, relative to the spec (e.g. ../app/sounds): every sound the spec names must be there, of a kind and length its platforms play (read from the file's header)."
      )),
    SpecSection(
      FieldSchema("tokens", .list(.object(SpecSchema.token)), "Values templates insert."),
      ids: [
        IDKind(
          "token", schema: SpecSchema.token, example: "medicine", nameScope: .tokenParameters,
          use: .init(
            unused: "is inserted by no template, variant or thread identifier",
            advice: "write {{ID}} where its value belongs, or remove it"),
          groups: one("token") { $0.tokens.map(\.id) })
      ]),
    SpecSection(FieldSchema("rendering", .object(SpecSchema.rendering), "Template rendering defaults.")),
    SpecSection(
      FieldSchema("limits", .object(SpecSchema.limits), "App-wide limits: notifications a day, quiet hours.")),
    SpecSection(
      FieldSchema("prayers", .list(.object(SpecSchema.prayer)), "Prayers and extras."),
      ids: [
        IDKind(
          "prayer", schema: SpecSchema.prayer, example: "dawn", nameScope: .prayers,
          removal: .init(rule: BreakingRules.prayerRemoved, why: "users' settings for a prayer are stored by its id"),
          groups: one("prayer") { $0.prayers.map(\.id) })
      ]),
    SpecSection(
      FieldSchema(
        "slots", .list(.object(SpecSchema.slot)),
        "Deliveries at wall-clock times: daily, on weekdays, every N minutes, monthly, yearly or on dates."),
      ids: [
        IDKind(
          "slot", schema: SpecSchema.slot, example: "0800", nameScope: .slots,
          removal: .init(
            rule: BreakingRules.slotRemoved,
            why: "devices store content, deliveries and scheduled notifications by slot id"),
          groups: one("slot") { $0.slots.map(\.id) })
      ]),
    SpecSection(
      FieldSchema(
        "user_items", .list(.object(SpecSchema.userItem)),
        "Kinds of items users create at run time (events, bills), each with a maximum count."),
      ids: [
        IDKind(
          "user item kind", schema: SpecSchema.userItem, example: "event",
          groups: one("user item kind") { $0.userItems.map(\.id) })
      ]),
    SpecSection(
      FieldSchema(
        "channel_groups", .list(.object(SpecSchema.channelGroup)), only: .android,
        "Android channel groups: sections of the app's channels in the system settings."),
      ids: [
        IDKind(
          "channel group", schema: SpecSchema.channelGroup, example: "alarms", nameScope: .channelGroups,
          use: .init(unused: "is the group of no channel", advice: "give a channel group: ID, or remove it"),
          groups: one("channel group") { $0.channelGroups.map(\.id) }
        )
        .shipping(
          .init(
            platform: "Android's NotificationChannelGroup", maxUTF16Length: PlatformIDs.androidMaxLength,
            noControlCharacters: true
          ) { spec in
            spec.channelGroups.compactMap { group in group.shipped.map { (group.id, $0) } }
          })
      ]),
    SpecSection(
      // Android's as a whole (every key of a channel is): tagged at the section, so an iOS-only
      // spec's channels are one warning at `channels:`, not one per key.
      FieldSchema("channels", .list(.object(SpecSchema.channel)), only: .android, "Android channels."),
      ids: [
        // Its other changes (importance, sound) are checked by BreakingChanges.
        IDKind(
          "channel", schema: SpecSchema.channel, example: "doses.daily", nameScope: .channels,
          removal: .init(
            rule: BreakingRules.channelRemoved,
            why:
              "Android keeps channels by id on installed devices, so the old channel and the user's settings for it stay"
          ),
          use: .init(unused: "is used by no template", advice: "give a template channel: ID, or remove it"),
          groups: one("channel") { $0.channels.map(\.id) }
        )
        .shipping(
          .init(
            platform: "Android's NotificationChannel", maxUTF16Length: PlatformIDs.androidMaxLength,
            noControlCharacters: true
          ) { spec in
            spec.channels.compactMap { channel in channel.shipped.map { (channel.id, $0) } }
          })
      ]),
    SpecSection(
      FieldSchema("categories", .list(.object(SpecSchema.category)), "iOS categories."),
      ids: [
        IDKind(
          "category", schema: SpecSchema.category, example: "DOSE_DUE", nameScope: .categories,
          removal: .init(
            rule: BreakingRules.categoryRemoved,
            why: "notifications already scheduled on devices name their category by id and would lose its actions"),
          use: .init(unused: "is used by no template", advice: "give a template category: ID"),
          groups: one("category") { $0.categories.map(\.id) }
        )
        .shipping(
          .init(platform: "iOS's UNNotificationCategory", maxUTF16Length: nil) { spec in
            spec.categories.compactMap { category in category.shipped.map { (category.id, $0) } }
          }),
        IDKind(
          "action", schema: SpecSchema.action, example: "OPEN",
          removal: .init(
            rule: BreakingRules.actionRemoved, why: "the app and delivered notifications answer actions by id")
        ) { spec in
          spec.categories.map { ("action of category '\($0.id.value)'", $0.actions.map(\.id)) }
        }
        .shipping(
          .init(platform: "iOS's UNNotificationAction", maxUTF16Length: nil) { spec in
            spec.categories.flatMap { $0.actions.compactMap { action in action.shipped.map { (action.id, $0) } } }
          }),
      ]),
    SpecSection(
      FieldSchema("templates", .list(.object(SpecSchema.template)), "Notification templates."),
      ids: [
        IDKind(
          "template", schema: SpecSchema.template, example: "daily_digest", nameScope: .templates,
          // Without slots or prayers, templates are what the app renders itself.
          use: .init(
            unused: "is shown by no slot, prayer or user item", advice: "name it in one's template, or remove it",
            applies: { !$0.firingItems.isEmpty }),
          groups: one("template") { $0.templates.map(\.id) }),
        IDKind("variant", schema: SpecSchema.templateVariant, example: "short") { spec in
          spec.templates.map { ("variant of template '\($0.id.value)'", $0.variants.map(\.id)) }
        },
      ]),
    SpecSection(
      FieldSchema("copy", .list(.object(SpecSchema.copy)), "User-facing copy."),
      ids: [
        IDKind(
          "copy", schema: SpecSchema.copy, example: "android_permission_prompt",
          groups: one("copy") { $0.copy.map(\.id) })
      ]),
    SpecSection(
      FieldSchema("copy_rules", .list(.object(SpecSchema.copyRule)), "Wording rules."),
      ids: [
        IDKind(
          "copy rule", schema: SpecSchema.copyRule, example: "no_alarm_on_android",
          groups: one("copy rule") { $0.copyRules.map(\.id) })
      ]),
    SpecSection(
      FieldSchema("status_labels", .list(.object(SpecSchema.statusLabel)), "Status-label table."),
      ids: [
        IDKind(
          "status label", schema: SpecSchema.statusLabel, example: "android_exact_armed", nameScope: .statusLabels,
          removal: .init(rule: BreakingRules.statusLabelRemoved, why: "apps store and compare status states by id"),
          groups: one("status label") { $0.statusLabels.map(\.id) })
      ]),
    SpecSection(
      FieldSchema(
        "localization", .object(SpecSchema.localization), "Shipped locales and translations of user-visible texts.")),
    SpecSection(
      FieldSchema("flows", .list(.object(SpecSchema.flow)), "Permission flows."),
      ids: [
        IDKind(
          "flow", schema: SpecSchema.flow, example: "android_permissions", nameScope: .flows,
          groups: one("flow") { $0.flows.map(\.id) }),
        IDKind("flow state", schema: SpecSchema.flowState, example: "request_exact", nameScope: .flowStates) { spec in
          spec.flows.map { ("state of flow '\($0.id.value)'", $0.states.map(\.id)) }
        },
      ]),
    SpecSection(
      FieldSchema("feature_flags", .list(.object(SpecSchema.featureFlag)), "Feature flags with defaults."),
      ids: [
        IDKind(
          "feature flag", schema: SpecSchema.featureFlag, example: "prefetchLeadMinutes", nameScope: .featureFlags,
          groups: one("feature flag") { $0.featureFlags.map(\.id) })
      ]),
    SpecSection(
      FieldSchema("error_codes", .list(.object(SpecSchema.errorCode)), "Error taxonomy."),
      ids: [
        IDKind(
          "error code", schema: SpecSchema.errorCode, example: "FETCH_TIMEOUT", nameScope: .errorCodes,
          groups: one("error code") { $0.errorCodes.map(\.id) })
      ]),
    SpecSection(
      FieldSchema(
        "breaking_changes_ok", .list(.object(SpecSchema.acceptedBreakingChange)),
        "Breaking changes against the previous version that are accepted, each with a reason.")),
  ]
}

/// Platform facts about the ids a platform takes, for ids kept as shipped (`shipped_id`).
enum PlatformIDs {
  /// Android's NotificationChannel and NotificationChannelGroup keep at most 1,000 characters
  /// (UTF-16 code units) of an id and silently cut the rest (`MAX_TEXT_LENGTH`, Android 10+).
  static let androidMaxLength = 1000
}
