/// Compares a spec with its previous version and reports what breaks installed apps: ids that
/// devices persist (channels, categories, actions, slots, prayers, status labels) removed or
/// renamed, and channel settings Android ignores once a channel exists.
///
/// A removed id whose list position now holds an id the previous version did not have is
/// reported as a rename, at the new id; otherwise as a removal, at the start of the file. A
/// finding whose id is listed in `breaking_changes_ok` becomes a note carrying the reason.
enum BreakingChanges {
  /// The first declaration of each id in the previous version: a declaration is matched across
  /// versions by its id, which is what stays the same (the one lookup by id after the Resolve
  /// stage, and not a reference: `scripts/check-resolved-model.sh` leaves it out).
  private static func previousByID<Item>(_ previous: [Item], _ id: (Item) -> String) -> [String: Item] {
    var found: [String: Item] = [:]
    found.reserveCapacity(previous.count)
    for item in previous where found[id(item)] == nil { found[id(item)] = item }
    return found
  }

  /// Diagnostics for every breaking change from `previous` to `current` (located in `current`).
  /// The ids compared are the declarations of each spec's symbol table, of every kind whose
  /// `IDKind` declares a `removal`; a kind declared inside another (a category's actions) is
  /// compared within each enclosing item the current version still has.
  static func compare(previous: ResolvedSpec, current: ResolvedSpec) -> [Diagnostic] {
    var findings = Findings(spec: current.spec)
    for kind in current.sections.idKinds {
      guard let removal = kind.removal else { continue }
      let before = Self.groups(of: kind, in: previous.symbols)
      let after = Self.groups(of: kind, in: current.symbols)
      for (scope, old) in before.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
        if let scope {
          // Within an item the current version still has (its removal is reported on its own).
          guard let parent = Self.declaration(scope, in: current.symbols) else { continue }
          findings.ids(
            old, after[scope] ?? [], "\(kind.what) of \(parent.kind) '\(parent.id.value)'", removal.rule,
            removedAt: parent.id.mark, why: removal.why)
        } else {
          findings.ids(old, after[nil] ?? [], kind.what, removal.rule, why: removal.why)
        }
      }
    }
    let previousChannels = Self.previousByID(previous.channels, \.id.value)
    for channel in current.channels {
      guard let old = previousChannels[channel.id.value] else { continue }
      if old.importance.value != channel.importance.value {
        findings.report(
          BreakingRules.channelChanged, id: channel.id.value, at: channel.importance.mark,
          "channel '\(channel.id.value)' changed importance from \(old.importance.value) to "
            + "\(channel.importance.value); Android keeps the old importance on devices where the channel exists: "
            + "keep it, or add a channel with a new id")
      }
      // An absent sound is the default sound.
      if (old.sound?.value ?? "default") != (channel.sound?.value ?? "default") {
        let describe = { (sound: Located<String>?) in "'\(sound?.value ?? "default")'" }
        findings.report(
          BreakingRules.channelChanged, id: channel.id.value, at: channel.sound?.mark ?? channel.id.mark,
          "channel '\(channel.id.value)' changed sound from \(describe(old.sound)) to \(describe(channel.sound)); "
            + "Android keeps the old sound on devices where the channel exists: keep it, or add a channel with a new id"
        )
      }
      findings.channelSettings(from: old, to: channel)
    }
    let previousFlags = Self.previousByID(previous.featureFlags, \.id.value)
    for flag in current.featureFlags {
      guard let kind = flag.names,
        let old = previousFlags[flag.id.value],
        old.defaultValue.value != flag.defaultValue.value
      else { continue }
      findings.report(
        BreakingRules.flagValueChanged, id: flag.id.value, at: flag.defaultValue.mark,
        "flag '\(flag.id.value)' names \(kind.value.replacingOccurrences(of: "_", with: " ")) '\(flag.defaultValue.value)' where it named '\(old.defaultValue.value)': installed apps and their scheduled notifications still use the old id; keep the value, or accept the change under breaking_changes_ok with a reason"
      )
    }
    findings.reportUnusedAcceptances()
    return findings.sink.diagnostics.sorted()
  }

  /// The ids `symbols` declares of `kind`, in document order, by scope (nil: unscoped).
  static func groups(of kind: IDKind, in symbols: SymbolTable) -> [String?: [Located<String>]] {
    var groups: [String?: [Located<String>]] = [:]
    for declaration in symbols.declarations(of: kind.schema.name) {
      groups[declaration.scope, default: []].append(declaration.id)
    }
    return groups
  }

  /// The declaration a scope names ("category:DOSE_DUE"), when `symbols` has it.
  static func declaration(_ scope: String, in symbols: SymbolTable) -> SymbolTable.Declaration? {
    guard let colon = scope.firstIndex(of: ":") else { return nil }
    let kind = String(scope[..<colon])
    return symbols.lookup(String(scope[scope.index(after: colon)...]), kinds: [kind], scope: nil).first.map {
      symbols.declarations[$0]
    }
  }
}

/// Collects breaking changes, turning accepted ones into notes.
private struct Findings {
  let spec: Spec
  var sink: DiagnosticSink
  /// Indexes of the `breaking_changes_ok` entries that accepted a finding.
  var used: Set<Int> = []

  init(spec: Spec) {
    self.spec = spec
    sink = DiagnosticSink(path: spec.path)
  }

  /// Reports ids of `previous` missing from `current`: at the id that took its place (a rename), or
  /// at `removedAt` (default: the start of the file).
  mutating func ids(
    _ previous: [Located<String>], _ current: [Located<String>], _ what: String, _ rule: RuleID,
    removedAt: Mark = .start, why: String
  ) {
    let currentIDs = Set(current.map(\.value))
    let previousIDs = Set(previous.map(\.value))
    for (index, old) in previous.enumerated() where !currentIDs.contains(old.value) {
      let consequence = "\(why); keep the id, or accept the change under breaking_changes_ok with a reason"
      if index < current.count, !previousIDs.contains(current[index].value) {
        let new = current[index]
        report(
          rule, id: old.value, at: new.mark,
          "\(what) '\(old.value)' was renamed to '\(new.value)': \(consequence)")
      } else {
        report(
          rule, id: old.value, at: removedAt,
          "\(what) '\(old.value)' (line \(old.mark.line) of the previous version) was removed: \(consequence)")
      }
    }
  }

  /// Reports one finding, or a note when `breaking_changes_ok` accepts it.
  mutating func report(_ rule: RuleID, id: String, at mark: Mark, _ message: String) {
    let index = spec.breakingChangesOK.firstIndex { entry in
      entry.id.value == id && (entry.rule == nil || entry.rule?.value == rule.rawValue)
    }
    if let index {
      used.insert(index)
      let accepted = spec.breakingChangesOK[index]
      sink.report(
        .note, rule, message,
        at: mark,
        notes: ["accepted in breaking_changes_ok (line \(accepted.mark.line)): \(accepted.reason.value)"],
        related: [RelatedPlace(accepted.mark, "accepted here")])
    } else {
      sink.error(rule, message, at: mark)
    }
  }

  /// Warns about acceptances that accepted nothing: once a change has shipped, its entry would
  /// otherwise go on accepting any later break of the same id without anyone noticing.
  mutating func reportUnusedAcceptances() {
    for (index, entry) in spec.breakingChangesOK.enumerated() where !used.contains(index) {
      sink.warning(
        BreakingRules.acceptanceUnused,
        "breaking_changes_ok accepts a change of '\(entry.id.value)', but nothing of that id breaks against "
          + "the previous version; remove the entry once the change has shipped",
        at: entry.id.mark)
    }
  }
}

extension Findings {
  /// The settings Android fixes when a channel is created, besides importance and sound: its
  /// vibration (on or off, and its pattern), lock-screen visibility, Do Not Disturb bypass, and
  /// its group once it has one. Absent values are Android's defaults.
  mutating func channelSettings(from old: Channel, to channel: Channel) {
    let id = channel.id.value
    let keep =
      "Android keeps the old setting on devices where the channel exists: keep it, or add a channel with a new id"
    // A pattern turns vibration on; without one, `vibration` says (absent: off, Android's default).
    let vibrates = { (c: Channel) in (c.vibrationPattern.map { !$0.isEmpty } ?? false) || (c.vibration?.value ?? false)
    }
    let pattern = { (c: Channel) in c.vibrationPattern?.map(\.value) ?? [] }
    let describe = { (c: Channel) -> String in
      let values = pattern(c)
      if !values.isEmpty { return "[" + values.map(String.init).joined(separator: ", ") + "]" }
      return vibrates(c) ? "on (the default pattern)" : "off"
    }
    if vibrates(old) != vibrates(channel) || pattern(old) != pattern(channel) {
      report(
        BreakingRules.channelChanged, id: id,
        at: channel.vibrationPatternMark ?? channel.vibration?.mark ?? channel.id.mark,
        "channel '\(id)' changed vibration from \(describe(old)) to \(describe(channel)); \(keep)")
    }
    if (old.visibility?.value ?? "") != (channel.visibility?.value ?? "") {
      let describe = { (v: Located<String>?) in v.map { "'\($0.value)'" } ?? "the user's setting" }
      report(
        BreakingRules.channelChanged, id: id, at: channel.visibility?.mark ?? channel.id.mark,
        "channel '\(id)' changed its lock-screen visibility from \(describe(old.visibility)) to \(describe(channel.visibility)); \(keep)"
      )
    }
    if (old.bypassDND?.value ?? false) != (channel.bypassDND?.value ?? false) {
      let from = (old.bypassDND?.value ?? false) ? "bypasses" : "respects"
      report(
        BreakingRules.channelChanged, id: id, at: channel.bypassDND?.mark ?? channel.id.mark,
        "channel '\(id)' \(from) Do Not Disturb in the previous version and not in this one (bypass_dnd); \(keep)")
    }
    if let oldGroup = old.group?.value, oldGroup != channel.group?.value {
      report(
        BreakingRules.channelChanged, id: id, at: channel.group?.mark ?? channel.id.mark,
        "channel '\(id)' moved from group '\(oldGroup)' to \(channel.group.map { "'\($0.value)'" } ?? "no group"); Android keeps a created channel in its group: keep it, or add a channel with a new id"
      )
    }
  }
}
