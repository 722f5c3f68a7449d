import Foundation

/// The one way generated names are made unique, in every language: in order, each name keeps
/// its base unless the base — or one of the names it brings with it (`derived`: TypeScript's
/// `Slot` also exports `SlotID`, `SlotInfo`, …) — is taken; then it gets `_2`, `_3`, …. Names in
/// `taken` (the language's own, such as the runtime's aliases) are never given out.
///
/// A suffix keeps generated code compiling whatever a spec says; `identifier_collision` makes
/// every suffix a spec would need an error first, so checked specs never get one.
enum Naming {
  static func unique(
    _ bases: [String], taken: Set<String> = [], derived: (String) -> [String] = { [$0] }
  ) -> [String] {
    var used = taken
    return bases.map { unique($0, in: &used, derived: derived) }
  }

  /// `unique(_:taken:derived:)`, noting in `renames` every name it had to change, with the
  /// spec text it was made from (`sources`, one per base).
  static func unique(
    _ bases: [String], from sources: [String], taken: Set<String> = [], into renames: inout [NameRename]
  ) -> [String] {
    var used = taken
    return zip(bases, sources).map { unique($0, from: $1, in: &used, into: &renames) }
  }

  /// One name of `unique`'s sequence: `base`, or `base_2`, … when it or a name it brings is in
  /// `used`; adds what it takes to `used`. A caller that names things one at a time (TypeScript's
  /// top-level names) keeps one set instead of copying it for each name.
  static func unique(_ base: String, in used: inout Set<String>, derived: (String) -> [String] = { [$0] }) -> String {
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

  /// `unique(_:in:derived:)`, noting a changed name in `renames` with the spec text `source` it
  /// was made from.
  static func unique(
    _ base: String, from source: String?, in used: inout Set<String>, derived: (String) -> [String] = { [$0] },
    into renames: inout [NameRename]
  ) -> String {
    let name = unique(base, in: &used, derived: derived)
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
