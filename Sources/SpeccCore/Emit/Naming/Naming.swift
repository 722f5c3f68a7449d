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
    if name != base { renames?.add(base, name) }
    used.formUnion(names)
    return name
  }

  /// Where `unique` notes every name it changes, while `recordingRenames` runs.
  @TaskLocal static var renames: RenameLog?

  /// Every name `unique` had to change while `body` ran (on this thread or task): a backend
  /// printing a spec under this tells `identifier_collision` what it would silently rename.
  static func recordingRenames(_ body: () -> Void) -> [(wanted: String, given: String)] {
    let log = RenameLog()
    $renames.withValue(log) { body() }
    return log.entries
  }
}

/// The names `Naming.unique` changed, in order.
final class RenameLog: @unchecked Sendable {
  private var list: [(wanted: String, given: String)] = []
  private let lock = NSLock()

  func add(_ wanted: String, _ given: String) {
    lock.lock()
    defer { lock.unlock() }
    list.append((wanted, given))
  }

  var entries: [(wanted: String, given: String)] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

/// What one language reserves when specc makes its identifiers: its keywords, the standard
/// types generated code names unqualified (a spec name must not shadow them) and the members
/// every generated enum has. One profile per language; the backends and `identifier_collision`
/// read the same tables.
struct NamingProfile: Sendable {
  var language: Language
  /// Words that cannot name a declaration as they are.
  var keywords: Set<String>
  /// Standard types a generated name must not shadow.
  var shadowedTypes: Set<String>
  /// Members of every generated enum.
  var enumMembers: Set<String>

  static let swift = NamingProfile(
    language: .swift, keywords: SwiftName.keywords.union(SwiftName.suffixedKeywords),
    shadowedTypes: SwiftName.shadowedTypes, enumMembers: NameScope.enumMembers)
  static let kotlin = NamingProfile(
    language: .kotlin, keywords: ForeignName.kotlinKeywords, shadowedTypes: KotlinEmitter.shadowedTypes,
    enumMembers: ["id", "name", "ordinal", "values", "valueOf", "fromId", "Companion"])
  static let typeScript = NamingProfile(
    language: .typescript, keywords: ForeignName.typeScriptKeywords,
    shadowedTypes: ["Array", "Boolean", "Date", "Map", "Number", "Object", "Partial", "Readonly", "Record", "String"],
    enumMembers: ["id"])

  /// The profile of each standard language.
  static let standard: [Language: NamingProfile] = [.swift: swift, .kotlin: kotlin, .typescript: typeScript]
}
