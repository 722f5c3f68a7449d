/// How Swift names the ids of one scope.
extension NameScope {
  /// A scope whose `reserved` already holds `enumMembers` (the naming pass builds the set of an
  /// enum once, instead of a union with them).
  init(what: String, digitPrefix: String, reservedWithEnumMembers reserved: Set<String>) {
    self.what = what
    self.digitPrefix = digitPrefix
    self.reserved = reserved
  }

  /// The identifier for one spec name.
  func identifier(_ name: String) -> String {
    SwiftName.caseName(name, digitPrefix: digitPrefix, reserved: reserved)
  }

  /// Each distinct name (first occurrence wins; repeats are `unique_ids`' business) with its
  /// identifier. Should two names still map to one identifier (an `identifier_collision` error),
  /// the later ones get `_2`, `_3`, … so that generated code always compiles; each such change is
  /// noted in `renames`.
  func names<Item>(_ items: [Item], id: (Item) -> String, into renames: inout [NameRename]) -> [(
    item: Item, name: String
  )] {
    var seenIDs = Set<String>(minimumCapacity: items.count)
    let distinct = items.filter { seenIDs.insert(id($0)).inserted }
    let identifiers = distinct.map { identifier(id($0)) }
    let unique = Naming.unique(identifiers.map(SwiftName.bare), from: distinct.map(id), into: &renames)
    return zip(distinct, zip(identifiers, unique)).map { item, names in
      (item, names.1 == SwiftName.bare(names.0) ? names.0 : names.1)
    }
  }

  /// `names(_:id:into:)`, when the renames do not matter.
  func names<Item>(_ items: [Item], id: (Item) -> String) -> [(item: Item, name: String)] {
    var renames: [NameRename] = []
    return names(items, id: id, into: &renames)
  }
}
