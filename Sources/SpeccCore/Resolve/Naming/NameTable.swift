/// The names of one spec in every language it generates, assigned once: each language's naming
/// profile names the spec's ids (`LanguageNaming.idName`, every scope of ids that becomes one
/// set of names) when the spec is resolved, and its naming pass names the spec's code model
/// (`NamingProfile.names`, added by `name(_:with:)` once the model is built). The printers read
/// their names from here and `identifier_collision` reports every collision and every name a
/// pass had to change, at the position of the id it came from.
struct NameTable: Sendable {
  /// One entry per language with a naming profile, in the order given.
  private(set) var languages: [LanguageNames] = []

  init() {}

  /// The names `languages` give the ids of `spec`.
  init(spec: Spec, languages naming: [LanguageNaming]) {
    let scopes = naming.contains { $0.idName != nil } ? Self.scopes(of: spec) : []
    for language in naming {
      var names = LanguageNames(language: language.language, displayName: language.displayName)
      if let idName = language.idName {
        for (scope, ids) in scopes { names.add(ids, in: scope, idName) }
      }
      languages.append(names)
    }
  }

  /// Adds what `language`'s naming pass gave the spec's code model, each rename located at the
  /// id of `spec` it comes from (or at the spec's name, whose namespace is the other side of a
  /// top-level clash).
  mutating func add(code: CodeNames, of language: Language, in spec: Spec) {
    guard let index = languages.firstIndex(where: { $0.language == language }) else { return }
    languages[index].code = code
    guard !code.renames.isEmpty else { return }
    let origins = IDOrigins(spec)
    languages[index].renames = code.renames.map { rename in
      LocatedRename(rename: rename, origin: origins.origin(of: rename) ?? spec.swiftName?.mark ?? spec.name.mark)
    }
  }

  subscript(language: Language) -> LanguageNames? { languages.first { $0.language == language } }

  /// Every list of spec names that becomes one set of identifiers, with its scope: the ids of
  /// each `IDKind` that declares one, the actions of every category (the cases of one
  /// `Category.ActionID`) and each flow's events (the cases of its `Event`).
  static func scopes(of spec: Spec) -> [(NameScope, [Located<String>])] {
    var scopes: [(NameScope, [Located<String>])] = []
    for kind in spec.sections.idKinds {
      guard let scope = kind.nameScope else { continue }
      scopes += kind.groups(spec).map { (scope, $0.ids) }
    }
    var seenActions = Set<String>()
    let actions = spec.categories.flatMap(\.actions).map(\.id).filter { seenActions.insert($0.value).inserted }
    scopes.append((.actions, actions))
    for flow in spec.flows {
      scopes.append((.flowEvents, flow.states.flatMap(\.transitions).map(\.on)))
    }
    return scopes
  }
}

/// What the Resolve stage knows of one language's naming: its name for messages, and how it
/// names one id of a scope (nil for a language that names only what it prints).
struct LanguageNaming: Sendable {
  var language: Language
  var displayName: String
  var idName: (@Sendable (_ id: String, _ scope: NameScope) -> String)?
}

/// One language's names of a spec.
struct LanguageNames: Sendable {
  var language: Language
  /// How people write the language (`Swift`), for messages.
  var displayName: String
  /// The name of every id of every scope, with the id it came from (languages with `idName`).
  var ids: [IDName] = []
  /// Different ids of one scope that get the same name.
  var collisions: [IDNameCollision] = []
  /// Every name the printer gives the code model (when the model was built).
  var code: CodeNames?
  /// What the naming pass of the model had to change, located at the id each name comes from.
  var renames: [LocatedRename] = []

  /// Names `ids` (one scope) by `idName`; a later different id that gets a name already given is
  /// a collision with the first (equal ids are duplicates, `unique_ids`' business).
  mutating func add(
    _ ids: [Located<String>], in scope: NameScope, _ idName: (_ id: String, _ scope: NameScope) -> String
  ) {
    var owners: [String: Located<String>] = [:]
    for id in ids {
      let name = idName(id.value, scope)
      self.ids.append(IDName(id: id, name: name, scope: scope.what))
      if let owner = owners[name] {
        if owner.value != id.value {
          collisions.append(IDNameCollision(first: owner, second: id, name: name, scope: scope.what))
        }
      } else {
        owners[name] = id
      }
    }
  }
}

/// The name one id gets in one language.
struct IDName: Sendable, Hashable {
  var id: Located<String>
  var name: String
  /// What the ids of its scope are ("slot").
  var scope: String
}

/// Two different ids of one scope that get one name.
struct IDNameCollision: Sendable, Hashable {
  var first: Located<String>
  var second: Located<String>
  var name: String
  var scope: String
}

/// A name a naming pass had to change, with the position of the spec text it came from.
struct LocatedRename: Sendable, Hashable {
  var rename: NameRename
  var origin: Mark
}

/// Where the spec text a generated name comes from is written: every id, token and flow event.
private struct IDOrigins {
  /// Each spelling's last position.
  private var exact: [String: Mark] = [:]
  /// The same by normalised spelling (`doses.daily`, `DOSES_DAILY` and `dosesDaily` alike).
  private var normalizedIDs: [String: Mark] = [:]

  init(_ spec: Spec) {
    func add(_ id: Located<String>) {
      if exact[id.value].map({ $0 < id.mark }) ?? true { exact[id.value] = id.mark }
      let key = Self.normalized(id.value)
      if normalizedIDs[key].map({ $0 < id.mark }) ?? true { normalizedIDs[key] = id.mark }
    }
    for kind in spec.sections.idKinds { kind.all(spec).forEach(add) }
    spec.tokens.map(\.id).forEach(add)
    spec.flows.flatMap(\.states).flatMap(\.transitions).map(\.on).forEach(add)
  }

  /// The position of the text `rename` was made from; for a name made from a path rather than
  /// one id (`FlowsAbState` of flow `ab`), the id it spells, else the longest id inside it.
  func origin(of rename: NameRename) -> Mark? {
    if let source = rename.source, let mark = exact[source] { return mark }
    let wanted = Self.normalized(rename.wanted)
    if let mark = normalizedIDs[wanted] { return mark }
    return normalizedIDs.filter { $0.key.count >= 2 && wanted.contains($0.key) }
      .max { ($0.key.count, $0.value) < ($1.key.count, $1.value) }?.value
  }

  /// Lowercase ASCII letters and digits of `name`.
  static func normalized(_ name: String) -> String {
    // ASCII (nearly every id) by byte; other text through `lowercased()`, which can make ASCII
    // letters of non-ASCII ones (`K`, the Kelvin sign).
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(
        decoding: name.utf8.compactMap { byte -> UInt8? in
          switch byte {
          case 0x41...0x5A: byte + 0x20
          case 0x61...0x7A, 0x30...0x39: byte
          default: nil
          }
        }, as: UTF8.self)
    }
    return String(
      name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(
        Character.init))
  }
}
