/// Emits `<Namespace>.swift`: the spec's constants under `public enum <Namespace>` — name and
/// version, per-platform caps and capabilities, scheduling policies, reminder offsets, prayers,
/// slots, channels, categories, feature flags and error codes. Sections the spec does not have
/// are left out.
struct ConstantsEmitter: SpecEmitter {
  static func files(for spec: Spec) -> [OutputFile] {
    [
      OutputFile.swift(for: spec) { p in
        if !spec.prayers.isEmpty || !spec.channels.isEmpty {
          // Weekdays and channel importance are SpeccRuntime's shared vocabulary.
          p.print("import SpeccRuntime")
          p.blankLine()
        }
        p.doc(
          "\(spec.name.value) (spec `\(spec.id.value)`, version \(spec.version.value))."
            + (spec.description.map { "\n\n" + $0 } ?? ""))
        p.block("public enum \(SwiftEmitter.namespace(of: spec)) {") { p in
          p.constant("specID", type: "String", SwiftLiteral.string(spec.id.value), doc: "Id of the spec.")
          p.constant(
            "specName", type: "String", SwiftLiteral.string(spec.name.value), doc: "Name of the app or system.")
          p.constant(
            "specVersion", type: "String", SwiftLiteral.string(spec.version.value), doc: "Version of the spec.")
          platforms(spec, &p)
          scheduling(spec, &p)
          reminders(spec, &p)
          prayers(spec, &p)
          slots(spec, &p)
          channels(spec, &p)
          categories(spec, &p)
          featureFlags(spec, &p)
          errorCodes(spec, &p)
        }
      }
    ]
  }

  /// Swift name of each platform's enum.
  static func typeName(of platform: PlatformName) -> String {
    switch platform {
    case .ios: "iOS"
    case .android: "Android"
    case .web: "Web"
    case .electron: "Electron"
    }
  }

  private static func platforms(_ spec: Spec, _ p: inout CodePrinter) {
    guard !spec.platforms.isEmpty else { return }
    p.blankLine()
    p.doc("Caps, rolling window and capabilities of each platform.")
    p.block("public enum Platforms {") { p in
      var seen: Set<PlatformName> = []
      for platform in spec.platforms.sorted(by: { $0.name.value < $1.name.value })
      where seen.insert(platform.name.value).inserted {
        p.blankLine()
        let name = typeName(of: platform.name.value)
        p.doc(name + "." + (platform.notes.map { "\n\n" + $0 } ?? ""))
        p.block("public enum \(name) {") { p in
          platformConstants(platform, &p)
        }
      }
    }
  }

  private static func platformConstants(_ platform: Platform, _ p: inout CodePrinter) {
    p.constant(
      "localScheduling", type: "Bool", "\(platform.localScheduling)",
      doc: "Whether local notifications can be scheduled offline.")
    for (name, value, doc) in platformIntegers(platform) {
      if let value { p.constant(name, type: "Int", "\(value)", doc: doc) }
    }
    for (name, value, doc) in platformFlags(platform) {
      if let value { p.constant(name, type: "Bool", "\(value)", doc: doc) }
    }
    let triggers = NameScope.extraTriggers.names(platform.extraTriggers) { $0.id.value }
    guard !triggers.isEmpty else { return }
    p.stringEnum(
      "ExtraTrigger", doc: "Notifications the app schedules for itself; each occupies a pending slot.",
      cases: triggers, rawValue: { $0.id.value }, caseDoc: { $0.description }
    ) { p in
      p.caseProperty(
        "perDay", type: "Bool", doc: "Scheduled on every window day (true) or once per window (false).",
        cases: triggers, value: { "\($0.per == .day)" })
      p.caseProperty("count", type: "Int", doc: "How many per day or per window.", cases: triggers) { "\($0.count)" }
    }
  }

  /// A platform's integer settings: name, value (nil when the spec leaves it out) and doc.
  static func platformIntegers(_ platform: Platform) -> [(name: String, value: Int?, doc: String)] {
    [
      ("pendingCap", platform.pendingCap?.value, "Most pending local notifications the OS holds."),
      ("reserve", platform.reserve?.value, "Pending slots kept free for system or meta notifications."),
      ("windowDays", platform.windowDays?.value, "Days of the rolling window scheduled ahead."),
      ("refreshHours", platform.refreshHours?.value, "Hours between re-scheduling runs."),
      (
        "fallbackWindowMinutes", platform.fallbackWindowMinutes,
        "± minutes of the windowed trigger without exact alarms."
      ),
    ]
  }

  /// A platform's capability flags: name, value (nil when the spec leaves it out) and doc.
  static func platformFlags(_ platform: Platform) -> [(name: String, value: Bool?, doc: String)] {
    [
      ("exactAlarms", platform.exactAlarms, "The app may request exact alarms (SCHEDULE_EXACT_ALARM)."),
      ("alarmKit", platform.alarmKit, "AlarmKit may be available on some devices and builds."),
      ("deliversWhileRunningOnly", platform.deliversWhileRunningOnly, "Deliveries happen only while the app runs."),
    ]
  }

  /// The scheduling section's integer settings: name, value (nil when left out) and doc.
  static func schedulingIntegers(_ scheduling: Scheduling) -> [(name: String, value: Int?, doc: String)] {
    [
      (
        "prefetchLeadMinutes", scheduling.prefetchLeadMinutes?.value,
        "Minutes before a slot when content is prefetched."
      ),
      ("ttlSeconds", scheduling.ttlSeconds?.value, "Content older than this is skipped when offline."),
      ("deliveryCooldownSeconds", scheduling.deliveryCooldownSeconds?.value, "Minimum seconds between two deliveries."),
      ("scheduleDepth", scheduling.scheduleDepth?.value, "0 = today only, 1 = today and tomorrow."),
      ("retentionDays", scheduling.retentionDays?.value, "Days of contents and deliveries kept."),
    ]
  }

  private static func scheduling(_ spec: Spec, _ p: inout CodePrinter) {
    guard let scheduling = spec.scheduling else { return }
    p.blankLine()
    p.doc("Scheduling policies shared by every platform.")
    p.block("public enum Scheduling {") { p in
      for (name, value, doc) in schedulingIntegers(scheduling) {
        if let value { p.constant(name, type: "Int", "\(value)", doc: doc) }
      }
      if let oneShot = scheduling.oneShotPerSlot {
        p.constant(
          "oneShotPerSlot", type: "Bool", "\(oneShot)", doc: "One non-repeating notification per slot per day.")
      }
    }
  }

  private static func reminders(_ spec: Spec, _ p: inout CodePrinter) {
    guard let reminders = spec.reminders else { return }
    p.blankLine()
    p.constant(
      "reminderOffsetsMinutes", type: "[Int]", SwiftLiteral.intArray(reminders.offsetsMinutes.map(\.value)),
      doc: "Reminder offsets a user may pick, in minutes before the time.")
    if let offset = reminders.defaultOffsetMinutes {
      p.constant("defaultReminderOffsetMinutes", type: "Int", "\(offset.value)", doc: "The offset preselected.")
    }
    if let sound = reminders.sound {
      p.constant("reminderSound", type: "String", SwiftLiteral.string(sound.value), doc: "The fixed reminder sound.")
    }
  }

  private static func featureFlags(_ spec: Spec, _ p: inout CodePrinter) {
    let flags = NameScope.featureFlags.names(spec.featureFlags) { $0.id.value }
    guard !flags.isEmpty else { return }
    p.blankLine()
    p.doc("Feature flags with their default values.")
    p.block("public enum FeatureFlags {") { p in
      for (flag, name) in flags {
        let (type, value) = literal(of: flag)
        p.constant(name, type: type, value, doc: flag.description ?? "Default of `\(flag.id.value)`.")
      }
      p.stringEnum(
        "Key", doc: "The flag keys as written in the spec.", cases: flags, rawValue: { $0.id.value },
        caseDoc: { _ in nil })
    }
  }

  /// The Swift type and literal of a flag's default; a default that does not read as its type
  /// (a `feature_flag_default` error) is emitted as a string.
  static func literal(of flag: FeatureFlag) -> (type: String, value: String) {
    if let value = flag.integerDefault { return ("Int", "\(value)") }
    if let value = flag.booleanDefault { return ("Bool", "\(value)") }
    return ("String", SwiftLiteral.string(flag.defaultValue.value))
  }

  private static func errorCodes(_ spec: Spec, _ p: inout CodePrinter) {
    let codes = NameScope.errorCodes.names(spec.errorCodes) { $0.id.value }
    guard !codes.isEmpty else { return }
    p.stringEnum(
      "ErrorCode", doc: "The error taxonomy; raw values are the codes.", cases: codes, rawValue: { $0.id.value },
      caseDoc: { $0.description })
  }
}

extension NameScope {
  /// Cases of `Platforms.<Platform>.ExtraTrigger`.
  static let extraTriggers = NameScope(what: "extra trigger", reserved: ["perDay", "count"])
  /// Members of `FeatureFlags` (its `Key` enum uses the same names).
  static let featureFlags = NameScope(what: "feature flag")
  /// Cases of `ErrorCode`.
  static let errorCodes = NameScope(what: "error code")
}
