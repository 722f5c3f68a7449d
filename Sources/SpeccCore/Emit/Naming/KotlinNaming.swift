/// Kotlin's naming pass: entries are `UPPER_SNAKE_CASE` of the raw id, constants and renderer
/// functions and parameters `lowerCamelCase`, a name the generated code uses itself (a keyword,
/// `fromId`, a renderer's locals) with a `_`; names that still coincide in one scope are made
/// unique. References to the model's types go through file-private aliases `_<Path>` (the
/// emitter's own names: no spec can make them clash, so they are not renames).
enum KotlinNaming {
  /// The parameters and locals of a typed renderer besides its tokens.
  static let rendererLocals: Set<String> = ["variant", "values", "chosen", "outcome", "locale", "count"]
  /// What a constant's name must avoid: the keywords and the enums' `fromId`.
  private static let constantReserved = ForeignName.kotlinKeywords.union(["fromId"])
  /// What a typed renderer's parameter must avoid: the keywords and its locals.
  private static let parameterReserved = ForeignName.kotlinKeywords.union(rendererLocals)

  /// The names of `code` (inlined: Kotlin prints every part in the spec's one file).
  static func names(_ code: CodeFile) -> CodeNames {
    var names = CodeNames()
    var aliases: [String] = []
    collect(code.inlined.members, path: [], &names, &aliases)
    let unique = Naming.unique(
      aliases.map { "_" + ForeignName.joined($0.split(separator: ".").map(String.init)) },
      taken: ["_SpeccImportance", "_SpeccRendering", "_SpeccScheduling", "_SpeccWeekday"])
    for (path, alias) in zip(aliases, unique) where names.types[path] == nil {
      names.types[path] = alias
      names.typePaths.append(path)
    }
    return names
  }

  private static func collect(
    _ decls: [CodeDecl], path: [String], _ names: inout CodeNames, _ aliases: inout [String]
  ) {
    var constants: [String] = []
    for case .constant(let name, _, _, _) in decls { constants.append(name) }
    let constantNames = Naming.unique(
      constants.map { ForeignName.lowerCamel($0, keywords: constantReserved) }, from: constants,
      into: &names.renames)
    names.members[path.concatenated(separator: ".")] = Dictionary(
      zip(constants, constantNames).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    for decl in decls {
      switch decl {
      case .renderers(let renderers):
        let functions = Naming.unique(
          renderers.map { ForeignName.lowerCamel($0.function, keywords: ForeignName.kotlinKeywords) },
          from: renderers.map(\.template), taken: ["wording", "render"], into: &names.renames)
        // A template's variants: an enum class nested in `Template`, `<Template>Variant`.
        let withVariants = renderers.filter { !$0.variants.isEmpty }
        let types = Naming.unique(
          withVariants.map { ForeignName.joined([$0.template]) + "Variant" }, from: withVariants.map(\.template),
          into: &names.renames)
        let typeOf = Dictionary(zip(withVariants.map(\.template), types)) { first, _ in first }
        // Referred to through an alias like every model type (Kotlin reaches no nested class
        // through another alias).
        aliases += types.map { "Template." + $0 }
        for (renderer, function) in zip(renderers, functions) {
          let parameters = Naming.unique(
            renderer.tokens.map { ForeignName.lowerCamel($0, keywords: parameterReserved) }, from: renderer.tokens,
            into: &names.renames)
          let variants = Naming.unique(
            renderer.variants.map { ForeignName.upperSnake($0, digitPrefix: "variant") }, from: renderer.variants,
            into: &names.renames)
          names.renderers[renderer.template] = RendererNames(
            function: function, parameters: parameters, variantType: typeOf[renderer.template],
            variantCases: variants)
        }
      case .enumeration(let item):
        let raws = item.cases.map(\.raw)
        let entries = Naming.unique(
          raws.map { ForeignName.upperSnake($0, digitPrefix: item.digitPrefix) }, from: raws, into: &names.renames)
        let key = (path + [item.name]).concatenated(separator: ".")
        names.cases[key] = Dictionary(zip(raws, entries).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        aliases.append(key)
        collect(item.members, path: path + [item.name], &names, &aliases)
      case .record(let record): aliases.append((path + [record.name]).concatenated(separator: "."))
      case .namespace(let name, _, let members): collect(members, path: path + [name], &names, &aliases)
      case .part(_, let members): collect(members, path: path, &names, &aliases)
      default: break
      }
    }
  }
}
