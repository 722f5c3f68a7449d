import Foundation

/// The one way generated names are made unique, in every language: in order, each name keeps
/// its base unless the base — or one of the names it brings with it (`derived`: TypeScript's
/// `Slot` also exports `SlotID`, `SlotInfo`, …) — is taken; then it gets `_2`, `_3`, …. Names in
/// `taken` (the language's own, such as the runtime's aliases) are never given out.
///
/// A suffix keeps generated code compiling whatever a spec says; `identifier_collision` makes
/// every suffix a spec would need an error first, so checked specs never get one.
enum Naming {
  static func unique(_ bases: [String], taken: Set<String> = []) -> [String] {
    var used = taken
    used.reserveCapacity(taken.count + bases.count)
    return bases.map { unique($0, in: &used) }
  }

  /// `unique(_:taken:)` where a name brings the names `derived` gives with it.
  static func unique(_ bases: [String], taken: Set<String> = [], derived: (String) -> [String]) -> [String] {
    var used = taken
    return bases.map { unique($0, in: &used, derived: derived) }
  }

  /// `unique(_:taken:derived:)`, noting in `renames` every name it had to change, with the
  /// spec text it was made from (`sources`, one per base).
  static func unique(
    _ bases: [String], from sources: [String], taken: Set<String> = [], into renames: inout [NameRename]
  ) -> [String] {
    var used = taken
    used.reserveCapacity(taken.count + bases.count)
    return zip(bases, sources).map { unique($0, from: $1, in: &used, into: &renames) }
  }

  /// One name of `unique`'s sequence: `base`, or `base_2`, … when it or a name it brings is in
  /// `used`; adds what it takes to `used`. A caller that names things one at a time (TypeScript's
  /// top-level names) keeps one set instead of copying it for each name.
  static func unique(_ base: String, in used: inout Set<String>) -> String {
    if used.insert(base).inserted { return base }
    var counter = 2
    while true {
      let name = "\(base)_\(counter)"
      if used.insert(name).inserted { return name }
      counter += 1
    }
  }

  /// `unique(_:in:)` where a name brings the names `derived` gives with it: each must be free.
  static func unique(_ base: String, in used: inout Set<String>, derived: (String) -> [String]) -> String {
    var name = base
    var names = derived(name)
    var counter = 2
    while names.contains(where: used.contains) {
      name = "\(base)_\(counter)"
      names = derived(name)
      counter += 1
    }
    used.formUnion(names)
    return name
  }

  /// `name` with its first character uppercased (`dailyMessage` → `DailyMessage`).
  static func upperFirst(_ name: String) -> String { changingFirst(name, upper: true) }

  /// `name` with its first character lowercased (`PrayerKind` → `prayerKind`).
  static func lowerFirst(_ name: String) -> String { changingFirst(name, upper: false) }

  /// An ASCII name (every generated one) by byte; other text as `prefix(1).uppercased()` (or
  /// `lowercased()`) and the rest. The rest is appended as a `String`: `String + Substring` goes
  /// through the generic, unspecialized `append(contentsOf:)`, whose first call makes the runtime
  /// scan the binary's conformances (~0.2 M instructions).
  private static func changingFirst(_ name: String, upper: Bool) -> String {
    guard let first = name.utf8.first, name.utf8.allSatisfy({ $0 < 0x80 }) else {
      let head = upper ? name.prefix(1).uppercased() : name.prefix(1).lowercased()
      return head + String(name.dropFirst())
    }
    let changed: UInt8
    switch first {
    case 0x61...0x7A where upper: changed = first - 0x20
    case 0x41...0x5A where !upper: changed = first + 0x20
    default: return name
    }
    var bytes = Array(name.utf8)
    bytes[0] = changed
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `unique(_:in:derived:)`, noting a changed name in `renames` with the spec text `source` it
  /// was made from.
  static func unique(
    _ base: String, from source: String?, in used: inout Set<String>, derived: ((String) -> [String])? = nil,
    into renames: inout [NameRename]
  ) -> String {
    let name = derived.map { unique(base, in: &used, derived: $0) } ?? unique(base, in: &used)
    if name != base { renames.append(NameRename(wanted: base, given: name, source: source)) }
    return name
  }
}

/// A name the naming pass of a language had to change: what it wanted, what it gave, and the
/// spec text (an id, a token, an event) it was made from when there is one.
struct NameRename: Sendable, Hashable {
  var wanted: String
  var given: String
  var source: String?
}
