/// How one language makes its identifiers: what it reserves (its keywords, the standard types
/// generated code names unqualified, which a spec name must not shadow, and the members every
/// generated enum has), and its naming pass. The backend of a language carries its profile;
/// `NameTable` runs each profile once per spec, the printers read the names it gives and
/// `identifier_collision` reports every name it had to change.
struct NamingProfile: Sendable {
  var language: Language
  /// Words that cannot name a declaration as they are.
  var keywords: Set<String>
  /// Standard types a generated name must not shadow.
  var shadowedTypes: Set<String>
  /// Members of every generated enum.
  var enumMembers: Set<String>
  /// The identifier of one spec id among the ids of `scope`, which become one set of names (the
  /// cases of one enum), without escaping; nil for a language that names only what it prints.
  /// Reads the spec itself, so sections that no builder generates yet are covered too.
  var idName: (@Sendable (_ id: String, _ scope: NameScope) -> String)? = nil
  /// The naming pass: every name the language's printer gives a spec's code model.
  var names: @Sendable (_ code: CodeFile) -> CodeNames

  static let swift = NamingProfile(
    language: .swift, keywords: SwiftName.keywords.union(SwiftName.suffixedKeywords),
    shadowedTypes: SwiftName.shadowedTypes, enumMembers: NameScope.enumMembers,
    idName: { id, scope in SwiftName.bare(scope.identifier(id)) }, names: SwiftNaming.names)
  static let kotlin = NamingProfile(
    language: .kotlin, keywords: ForeignName.kotlinKeywords, shadowedTypes: KotlinEmitter.shadowedTypes,
    enumMembers: ["id", "name", "ordinal", "values", "valueOf", "fromId", "Companion"], names: KotlinNaming.names)
  static let typeScript = NamingProfile(
    language: .typescript, keywords: ForeignName.typeScriptKeywords,
    shadowedTypes: ["Array", "Boolean", "Date", "Map", "Number", "Object", "Partial", "Readonly", "Record", "String"],
    enumMembers: ["id"], names: TypeScriptNaming.names)

  /// The profile of each standard language.
  static let standard: [Language: NamingProfile] = [.swift: swift, .kotlin: kotlin, .typescript: typeScript]
}

extension CodeNames {
  /// Names each enum's cases by `name` (made unique in order), with nothing else named: what a
  /// language with no other generated names needs.
  static func cases(of code: CodeFile, name: (_ raw: String, _ item: CodeEnum) -> String) -> CodeNames {
    var names = CodeNames()
    code.forEach(
      constant: { _, _ in },
      enumeration: { path, item in
        let raws = item.cases.map(\.raw)
        let unique = Naming.unique(raws.map { name($0, item) }, from: raws, into: &names.renames)
        names.cases[path] = Dictionary(zip(raws, unique).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
      })
    return names
  }
}

extension NameTable {
  /// Runs the naming pass of each of `backends` over the spec's model `code`, once.
  mutating func name(_ code: CodeFile, of spec: Spec, with backends: [Backend]) {
    for backend in backends {
      guard let profile = backend.naming else { continue }
      add(code: profile.names(code), of: backend.language, in: spec)
    }
  }
}
