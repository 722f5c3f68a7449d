/// Builds a spec's `CodeFile`: constants, status labels, templates and their renderers, the
/// budget, flows and the planner, as data, one builder per section. Sections the spec does not
/// have are left out. Every language prints what this chooses.
enum CodeModel {
  /// A new model of a decoded spec, resolved first (tests, and specs that were never linted).
  static func build(_ spec: Spec) -> CodeFile { build(Resolver.resolve(spec)) }

  /// A new model of `resolved`, from the analyses its Resolve stage computed once.
  static func build(_ resolved: ResolvedSpec) -> CodeFile {
    let spec = resolved.spec
    let analyses = resolved.analyses
    var members: [CodeDecl] = [
      .constant(name: "specID", type: .string, value: .string(spec.id.value), doc: "Id of the spec."),
      .constant(name: "specName", type: .string, value: .string(spec.name.value), doc: "Name of the app or system."),
      .constant(
        name: "specVersion", type: .string, value: .string(spec.version.value), doc: "Version of the spec."),
    ]
    members += platforms(resolved, analyses.budgets)
    members += scheduling(spec)
    members += reminders(spec)
    members += prayers(spec)
    members += slots(spec)
    members += channels(spec)
    members += channelChoices(spec)
    members += categories(spec)
    members += featureFlags(spec)
    members += errorCodes(spec)
    members += part(.statusLabels, statusLabels(spec))
    members += part(.templates, templates(spec, analyses.templates, locales: resolved.locales))
    members += part(.flows, flows(spec, graphs: resolved.flowGraphs))
    members += part(.planner, planner(spec, analyses.budgets))
    return CodeFile(
      namespace: namespace(of: spec), specPath: spec.path,
      doc: "\(spec.name.value) (spec `\(spec.id.value)`, version \(spec.version.value))."
        + (spec.description.map { "\n\n" + $0 } ?? ""),
      members: members)
  }

  private static func part(_ kind: CodePart, _ decls: [CodeDecl]) -> [CodeDecl] {
    decls.isEmpty ? [] : [.part(kind, decls)]
  }

  /// The namespace (top-level type, object or module name) of a spec: its `swift_name`, else
  /// its name in UpperCamelCase (`PillPal` for "PillPal", `DoseTimes` for "Dose Times"), else —
  /// for a name with no ASCII letter to start from — its id's.
  static func namespace(of spec: Spec) -> String {
    let name = candidateNamespace(of: spec)
    // Generated code names these modules; a namespace must not hide them.
    return ["SpeccRuntime", "Foundation", "Swift"].contains(name) ? name + "_" : name
  }

  private static func candidateNamespace(of spec: Spec) -> String {
    if let swiftName = spec.swiftName?.value, !swiftName.isEmpty {
      return SwiftName.bare(SwiftName.typeName(swiftName))
    }
    let fromName = SwiftName.camelCase(spec.name.value, lowerFirst: false)
    guard let first = fromName.unicodeScalars.first, ("A"..."Z").contains(first) else {
      return SwiftName.bare(SwiftName.typeName(spec.id.value))
    }
    return SwiftName.bare(SwiftName.typeName(spec.name.value))
  }

  /// The role name of each platform's namespace.
  static func typeName(of platform: PlatformName) -> String {
    switch platform {
    case .ios: "iOS"
    case .android: "Android"
    case .web: "Web"
    case .electron: "Electron"
    }
  }

  /// Each distinct item of `items` (the first of a repeated id), as `NameScope` keeps them.
  private static func distinct<Item>(_ items: [Item], id: (Item) -> String) -> [Item] {
    var seen: Set<String> = []
    return items.filter { seen.insert(id($0)).inserted }
  }

  static func optional(_ text: String?) -> CodeValue { text.map(CodeValue.string) ?? .null }
  static func optional(_ value: Int?) -> CodeValue { value.map(CodeValue.int) ?? .null }
  static func optional(_ value: Bool?) -> CodeValue { value.map(CodeValue.bool) ?? .null }

  // MARK: - Platforms, scheduling, reminders

  private static func platforms(_ resolved: ResolvedSpec, _ budgets: [BudgetReport]) -> [CodeDecl] {
    let spec = resolved.spec
    guard !spec.platforms.isEmpty else { return [] }
    let reports = Dictionary(
      budgets.filter { $0.cap != nil || $0.total > 0 }.map { ($0.platform.rawValue, $0) },
      uniquingKeysWith: { first, _ in first })
    let platforms = distinct(spec.platforms.sorted { $0.name.value < $1.name.value }) { $0.name.value.rawValue }
    let namespaces = platforms.map { platform -> CodeDecl in
      var members: [CodeDecl] = [
        .constant(
          name: "localScheduling", type: .bool, value: .bool(platform.localScheduling),
          doc: "Whether local notifications can be scheduled offline.")
      ]
      let settings = resolved.settings(of: platform)
      members += platformIntegers(platform, settings).compactMap { name, value, doc in
        value.map { .constant(name: name, type: .int, value: .int($0), doc: doc) }
      }
      members += platformFlags(platform).compactMap { name, value, doc in
        value.map { .constant(name: name, type: .bool, value: .bool($0), doc: doc) }
      }
      let triggers = distinct(platform.extraTriggers) { $0.id.value }
      if !triggers.isEmpty {
        members.append(
          .enumeration(
            CodeEnum(
              name: "ExtraTrigger", doc: "Notifications the app schedules for itself; each occupies a pending slot.",
              cases: triggers.map {
                CodeCase(raw: $0.id.value, doc: $0.description, values: [.bool($0.per == .day), .int($0.count)])
              },
              properties: [
                CodeProperty(
                  name: "perDay", type: .bool, doc: "Scheduled on every window day (true) or once per window (false)."),
                CodeProperty(name: "count", type: .int, doc: "How many per day or per window."),
              ])))
      }
      if let report = reports[platform.name.value.rawValue] { members.append(.part(.budget, [budget(report)])) }
      let name = typeName(of: platform.name.value)
      return .namespace(name: name, doc: name + "." + (platform.notes.map { "\n\n" + $0 } ?? ""), members: members)
    }
    return [
      .namespace(name: "Platforms", doc: "Caps, rolling window and capabilities of each platform.", members: namespaces)
    ]
  }

  private static func budget(_ report: BudgetReport) -> CodeDecl {
    return .namespace(
      name: "Budget",
      doc: "Worst case of pending notifications, computed by specc at build time: \(report.arithmetic)"
        + (report.capArithmetic.map { ", checked against \($0)" } ?? " (the platform has no pending cap)") + ".",
      members: budgetValues(report).compactMap { name, value, doc in
        value.map { .constant(name: name, type: .int, value: .int($0), doc: doc) }
      })
  }

  private static func scheduling(_ spec: Spec) -> [CodeDecl] {
    guard let scheduling = spec.scheduling else { return [] }
    var members: [CodeDecl] = schedulingIntegers(scheduling).compactMap { name, value, doc in
      value.map { .constant(name: name, type: .int, value: .int($0), doc: doc) }
    }
    if let oneShot = scheduling.oneShotPerSlot {
      members.append(
        .constant(
          name: "oneShotPerSlot", type: .bool, value: .bool(oneShot),
          doc: "One non-repeating notification per slot per day."))
    }
    return [.namespace(name: "Scheduling", doc: "Scheduling policies shared by every platform.", members: members)]
  }

  private static func reminders(_ spec: Spec) -> [CodeDecl] {
    guard let reminders = spec.reminders else { return [] }
    var members: [CodeDecl] = [
      .constant(
        name: "reminderOffsetsMinutes", type: .list(.int),
        value: .list(reminders.offsetsMinutes.map { .int($0.value) }),
        doc: "Reminder offsets a user may pick, in minutes before the time.")
    ]
    if let offset = reminders.defaultOffsetMinutes {
      members.append(
        .constant(
          name: "defaultReminderOffsetMinutes", type: .int, value: .int(offset.value), doc: "The offset preselected."))
    }
    if let sound = reminders.sound {
      members.append(
        .constant(name: "reminderSound", type: .string, value: .string(sound.value), doc: "The fixed reminder sound."))
    }
    return members
  }

  // MARK: - Prayers, slots, channels, categories

  private static func simpleEnum(_ name: String, _ doc: String, _ raws: [String]) -> CodeDecl {
    .enumeration(
      CodeEnum(name: name, doc: doc, cases: raws.map { CodeCase(raw: $0, doc: nil, values: []) }, properties: []))
  }

  private static func prayers(_ spec: Spec) -> [CodeDecl] {
    let prayers = distinct(spec.prayers) { $0.id.value }
    guard !prayers.isEmpty else { return [] }
    let globalOffsets = spec.reminders?.offsetsMinutes.map(\.value) ?? []
    let kind = ["Prayer", "Kind"]
    let atTime = ["Prayer", "AtTime"]
    let reminder = ["Prayer", "Reminder"]
    let properties = [
      CodeProperty(name: "displayName", type: .string, doc: "Display name."),
      CodeProperty(name: "kind", type: .enumeration(kind), doc: "Daily prayer or optional extra."),
      CodeProperty(
        name: "weekdays", type: .list(.runtime("Weekday")),
        doc: "Weekdays it exists on (every day unless limited, e.g. Friday only)."),
      CodeProperty(name: "atTimeOptions", type: .list(.enumeration(atTime)), doc: "At-time options a user can choose."),
      CodeProperty(
        name: "reminderOptions", type: .list(.enumeration(reminder)), doc: "Reminder options a user can choose."),
      CodeProperty(name: "defaultAtTime", type: .optional(.enumeration(atTime)), doc: "Preselected at-time option."),
      CodeProperty(
        name: "defaultReminder", type: .optional(.enumeration(reminder)), doc: "Preselected reminder option."),
      CodeProperty(
        name: "reminderOffsetsMinutes", type: .list(.int), doc: "Reminder offsets a user may pick for it, in minutes."),
      CodeProperty(name: "sounds", type: .list(.string), doc: "At-time sounds a user may choose."),
    ]
    let cases = prayers.map { prayer in
      CodeCase(
        raw: prayer.id.value, doc: prayer.name.value,
        values: [
          .string(prayer.name.value),
          .member(kind, prayer.kind.value.rawValue),
          .list(Weekday.allCases.filter { prayer.occurs(on: $0) }.map { .runtimeMember("Weekday", $0.rawValue) }),
          .list(prayer.atTime.value.map { .member(atTime, $0.rawValue) }),
          .list(prayer.reminder.value.map { .member(reminder, $0.rawValue) }),
          prayer.defaultAtTime.map { .member(atTime, $0.value.rawValue) } ?? .null,
          prayer.defaultReminder.map { .member(reminder, $0.value.rawValue) } ?? .null,
          .list((prayer.canRemind ? (prayer.reminderOffsets?.map(\.value) ?? globalOffsets) : []).map(CodeValue.int)),
          .list(prayer.sounds.map { .string($0.value) }),
        ])
    }
    return [
      .enumeration(
        CodeEnum(
          name: "Prayer",
          doc: "Prayer times that can notify at their time and remind before it; ids are the spec ids.",
          cases: cases, properties: properties,
          members: [
            simpleEnum("Kind", "Daily prayer or optional extra.", ["daily", "extra"]),
            simpleEnum("AtTime", "At-time notification option.", ["none", "silent", "sound"]),
            simpleEnum(
              "Reminder", "Reminder option; a reminder needs an at-time notification.", ["off", "silent", "sound"]),
          ]))
    ]
  }

  private static func slots(_ spec: Spec) -> [CodeDecl] {
    let slots = distinct(spec.slots) { $0.id.value }
    guard !slots.isEmpty else { return [] }
    let hasTemplates = !spec.templates.isEmpty
    // A slot whose time does not read (reported, so nothing is generated) has no case in the
    // model the limit checks read, rather than one at a made-up 00:00.
    let cases = slots.compactMap { slot -> CodeCase? in
      guard let clock = slot.time.typed else { return nil }
      let template: CodeValue =
        hasTemplates
        ? (slot.template.map { .member(["Template"], $0.value) } ?? .null) : optional(slot.template?.value)
      return CodeCase(
        raw: slot.id.value, doc: slot.time.value + (slot.label.map { " — " + $0 } ?? "") + ".",
        values: [.int(clock.hour), .int(clock.minute), optional(slot.label), template])
    }
    // Slots that fire only after an event the app reports have no wall-clock time: without a
    // timed slot there is no `Slot` enum (the planner's items still hold them, by id).
    guard !cases.isEmpty else { return [] }
    return [
      .enumeration(
        CodeEnum(
          name: "Slot",
          doc: spec.slotIDs?.value == .hhmm
            ? "Daily slots at local wall-clock times; ids are the canonical HHmm ids."
            : "Slots at local wall-clock times (hour and minute: the time, or the first of a repeat), by id.",
          cases: cases,
          properties: [
            CodeProperty(name: "hour", type: .int, doc: "Local hour, 0–23."),
            CodeProperty(name: "minute", type: .int, doc: "Local minute, 0–59."),
            CodeProperty(name: "label", type: .optional(.string), doc: "Display name."),
            CodeProperty(
              name: "template", type: .optional(hasTemplates ? .enumeration(["Template"]) : .string),
              doc: hasTemplates ? "The template rendered for it." : "Id of the template rendered for it."),
          ], digitPrefix: "slot"))
    ]
  }

  private static func channels(_ spec: Spec) -> [CodeDecl] {
    let channels = distinct(spec.channels) { $0.id.value }
    guard !channels.isEmpty else { return [] }
    let groups = distinct(spec.channelGroups) { $0.id.value }
    var decls: [CodeDecl] = []
    if !groups.isEmpty {
      decls.append(
        .enumeration(
          CodeEnum(
            name: "ChannelGroup",
            doc:
              "Android channel groups, sections of the app's channels in the system settings. Create each with "
              + "NotificationChannelGroup(id, displayName) before the channels that name it.",
            cases: groups.map { group in
              CodeCase(
                raw: group.id.value, doc: group.name.value,
                values: [.string(group.name.value), optional(group.description?.value)])
            },
            properties: [
              CodeProperty(name: "displayName", type: .string, doc: "User-visible name."),
              CodeProperty(name: "description", type: .optional(.string), doc: "User-visible description."),
            ])))
    }
    // A group the spec does not declare (reported) is left out rather than named.
    let group = { (channel: Channel) -> CodeValue in
      guard let id = channel.group?.value, spec[channel.group] != nil else { return .null }
      return .member(["ChannelGroup"], id)
    }
    decls.append(
      .enumeration(
        CodeEnum(
          name: "Channel",
          doc:
            "Android notification channels; ids must never change once shipped. Create each with "
            + "NotificationChannel(id, displayName, importance.androidValue), then set its group, sound, "
            + "vibration pattern, lockscreenVisibility and bypassDnd as given here: Android keeps them as first created.",
          cases: channels.map { channel in
            CodeCase(
              raw: channel.id.value, doc: channel.name.value,
              values: [
                .string(channel.name.value), optional(channel.description?.value),
                .runtimeMember("NotificationImportance", channel.importance.value),
                optional(channel.sound?.value), optional(channel.vibration?.value),
                channel.vibrationPattern.map { .list($0.map { .int($0.value) }) } ?? .null,
                groups.isEmpty ? optional(channel.group?.value) : group(channel),
                channel.visibility.map { .runtimeMember("NotificationVisibility", $0.value) } ?? .null,
                .bool(channel.bypassDND?.value ?? false),
              ])
          },
          properties: [
            CodeProperty(name: "displayName", type: .string, doc: "User-visible name."),
            CodeProperty(name: "description", type: .optional(.string), doc: "User-visible description."),
            CodeProperty(name: "importance", type: .runtime("NotificationImportance"), doc: "Android importance."),
            CodeProperty(name: "sound", type: .optional(.string), doc: "Sound file, or \"default\"."),
            CodeProperty(name: "vibration", type: .optional(.bool), doc: "Whether it vibrates, when the spec says."),
            CodeProperty(
              name: "vibrationPattern", type: .optional(.list(.int)),
              doc: "Vibration pattern in milliseconds (wait, on, off, on…), for setVibrationPattern."),
            CodeProperty(
              name: "group", type: .optional(groups.isEmpty ? .string : .enumeration(["ChannelGroup"])),
              doc: "Channel group it is listed under."),
            CodeProperty(
              name: "visibility", type: .optional(.runtime("NotificationVisibility")),
              doc: "Lock-screen visibility (lockscreenVisibility); the user's setting when absent."),
            CodeProperty(
              name: "bypassDnd", type: .bool,
              doc: "Sounds during Do Not Disturb (setBypassDnd; needs notification policy access)."),
          ])))
    return decls
  }

  /// The run-time channel choice as data (issue 29): for each sound a user may choose for a
  /// prayer or user item (and a prayer's silent option), the one channel that plays it on Android.
  /// A choice no channel or several channels play is reported (`channel_choice`) and left out.
  private static func channelChoices(_ spec: Spec) -> [CodeDecl] {
    // A choice's channel is one of `spec.channels` (its carriers are found among them).
    let rows = spec.channelChoices.compactMap { choice -> CodeValue? in
      guard let channel = choice.channel?.id.value else { return nil }
      return .record(
        ["ChannelChoice"], [.string(choice.item.value), .string(choice.sound.value), .member(["Channel"], channel)])
    }
    guard !rows.isEmpty else { return [] }
    return [
      .record(
        CodeRecord(
          name: "ChannelChoice",
          doc:
            "A sound a user may choose for an item and the Android channel that plays it: a channel's sound is fixed "
            + "when it is created, so the app posts the item's notification on the channel of the user's choice.",
          fields: [
            CodeProperty(name: "item", type: .string, doc: "The prayer or user item, by its spec id."),
            CodeProperty(
              name: "sound", type: .string,
              doc: "The sound as the spec lists it (a file name or default), or silent for a prayer's silent option."),
            CodeProperty(name: "channel", type: .enumeration(["Channel"]), doc: "The channel that plays it."),
          ])),
      .constant(
        name: "channelChoices", type: .list(.record(["ChannelChoice"])), value: .list(rows),
        doc:
          "Every sound choice with its channel, by item in spec order (a prayer's silent option first): "
          + "the channel for an item and a choice is the row with that item and sound."),
    ]
  }

  private static func categories(_ spec: Spec) -> [CodeDecl] {
    let categories = distinct(spec.categories) { $0.id.value }
    guard !categories.isEmpty else { return [] }
    let actionIDs = distinct(spec.categories.flatMap(\.actions)) { $0.id.value }
    let actionPath = ["Category", "Action"]
    let idPath = ["Category", "ActionID"]
    // Whether the categories say where they are shown (issue 29): only then a property says it.
    let android = categories.contains { $0.platforms != nil }
    // Whether an action snoozes (issue 37: Android's adapter snoozes it): only then a field says it.
    let snoozing = actionIDs.contains { $0.snoozes?.value == true }
    return [
      .enumeration(
        CodeEnum(
          name: "Category", doc: "iOS notification categories; ids are the category identifiers.",
          cases: categories.map { category in
            CodeCase(
              raw: category.id.value, doc: nil,
              values: [
                .list(
                  category.actions.map {
                    .record(
                      actionPath,
                      [
                        .member(idPath, $0.id.value), .string($0.title.value), .bool($0.foreground),
                        .bool($0.destructive),
                      ] + (snoozing ? [.bool($0.snoozes?.value == true)] : []))
                  }), optional(category.threadIdentifier?.value),
              ] + (android ? [.bool(category.onAndroid)] : []))
          },
          properties: [
            CodeProperty(name: "actions", type: .list(.record(actionPath)), doc: "Actions offered, in order."),
            CodeProperty(name: "threadIdentifier", type: .optional(.string), doc: "Grouping identifier."),
          ]
            + (android
              ? [
                CodeProperty(
                  name: "android", type: .bool,
                  doc:
                    "Its actions are Android action buttons too (NotificationCompat.Builder.addAction, at most three)."
                )
              ] : []),
          members: [
            .enumeration(
              CodeEnum(
                name: "ActionID", doc: "Every action identifier of the spec's categories.",
                cases: actionIDs.map { CodeCase(raw: $0.id.value, doc: $0.title.value, values: []) }, properties: [])),
            .record(
              CodeRecord(
                name: "Action", doc: "An action button of a category.",
                fields: [
                  CodeProperty(name: "id", type: .enumeration(idPath), doc: "Action identifier."),
                  CodeProperty(name: "title", type: .string, doc: "Button title."),
                  CodeProperty(name: "foreground", type: .bool, doc: "Opens the app."),
                  CodeProperty(name: "destructive", type: .bool, doc: "Shown as destructive."),
                ]
                  + (snoozing
                    ? [CodeProperty(name: "snoozes", type: .bool, doc: "Snoozes the notification (its item's snooze).")]
                    : []))),
          ]))
    ]
  }

  // MARK: - Flags, error codes, status labels

  private static func featureFlags(_ spec: Spec) -> [CodeDecl] {
    let flags = distinct(spec.featureFlags) { $0.id.value }
    guard !flags.isEmpty else { return [] }
    var members: [CodeDecl] = flags.map { flag in
      let doc = flag.description ?? "Default of `\(flag.id.value)`."
      if let value = flag.integerDefault {
        return .constant(name: flag.id.value, type: .int, value: .int(value), doc: doc)
      }
      if let value = flag.booleanDefault {
        return .constant(name: flag.id.value, type: .bool, value: .bool(value), doc: doc)
      }
      return .constant(name: flag.id.value, type: .string, value: .string(flag.defaultValue.value), doc: doc)
    }
    members.append(simpleEnum("Key", "The flag keys as written in the spec.", flags.map(\.id.value)))
    return [.namespace(name: "FeatureFlags", doc: "Feature flags with their default values.", members: members)]
  }

  private static func errorCodes(_ spec: Spec) -> [CodeDecl] {
    let codes = distinct(spec.errorCodes) { $0.id.value }
    guard !codes.isEmpty else { return [] }
    return [
      .enumeration(
        CodeEnum(
          name: "ErrorCode", doc: "The error taxonomy; ids are the codes.",
          cases: codes.map { CodeCase(raw: $0.id.value, doc: $0.description, values: []) }, properties: []))
    ]
  }

  private static func statusLabels(_ spec: Spec) -> [CodeDecl] {
    let labels = distinct(spec.statusLabels) { $0.id.value }
    guard !labels.isEmpty else { return [] }
    return [
      .enumeration(
        CodeEnum(
          name: "StatusLabel",
          doc: "User-facing statuses, one per platform or capability state; ids are the spec ids.",
          cases: labels.map {
            CodeCase(
              raw: $0.id.value, doc: $0.state.value,
              values: [.string($0.label.value), .string($0.state.value), .string($0.platform.rawValue)])
          },
          properties: [
            CodeProperty(name: "label", type: .string, doc: "The user-facing status."),
            CodeProperty(name: "state", type: .string, doc: "The platform or capability state it describes."),
            CodeProperty(name: "platform", type: .string, doc: "Where it applies: all, ios, android, web or electron."),
          ]))
    ]
  }
}
