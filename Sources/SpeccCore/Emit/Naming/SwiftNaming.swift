/// Swift's naming pass: case names are `SwiftName.caseName` of the raw id, unique within their
/// enum (`NameScope`) with the enum's own members reserved; a constant named like a case of a
/// sibling enum (a feature flag and its `Key`) takes the case's name, the others their
/// lowerCamelCase name; a renderer is `render<Case>` with one parameter per token
/// (`NameScope.tokenParameters`) and, for a template with variants, `variant: <Case>Variant?`.
enum SwiftNaming {
  static func names(_ code: CodeFile) -> CodeNames {
    var names = CodeNames()
    collect(code.members, path: [], &names)
    return names
  }

  private static func key(_ path: [String]) -> String { path.concatenated(separator: ".") }

  private static func collect(_ decls: [CodeDecl], path: [String], _ names: inout CodeNames) {
    let renderers = decls.flatMap {
      if case .renderers(let list) = $0 { return list }
      return []
    }
    for decl in decls {
      guard case .enumeration(let item) = decl else { continue }
      let itemPath = path + [item.name]
      // The enum's own members and every generated enum's, in one set sized once (a union copies).
      var reserved = NameScope.enumMembers
      reserved.reserveCapacity(NameScope.enumMembers.count + item.properties.count + item.members.count + 3)
      for property in item.properties { reserved.insert(property.name) }
      for member in item.members { if let name = member.declaredName { reserved.insert(name) } }
      if !renderers.isEmpty && itemPath == ["Template"] { reserved.formUnion(["wording", "render"]) }
      let flowState = decls.contains {
        if case .transitions(let flow) = $0 { return flow.statePath == itemPath }
        return false
      }
      if flowState { reserved.insert("StatusLabel") }
      let named = NameScope(what: item.name, digitPrefix: item.digitPrefix, reservedWithEnumMembers: reserved)
        .names(item.cases, id: \.raw, into: &names.renames)
      names.cases[key(itemPath)] = Dictionary(
        named.map { ($0.item.raw, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
    // Constants after the enums of their list, whose case names they may take.
    var constants: [String] = []
    for case .constant(let name, _, _, _) in decls { constants.append(name) }
    if !constants.isEmpty {
      var fromCases: [String: String] = [:]
      for case .enumeration(let item) in decls {
        for (raw, name) in names.cases[key(path + [item.name])] ?? [:] where fromCases[raw] == nil {
          fromCases[raw] = name
        }
      }
      // The namespace's members looked up once, not twice per constant.
      let pathKey = key(path)
      var members = names.members[pathKey] ?? [:]
      for name in constants where members[name] == nil {
        members[name] = fromCases[name] ?? SwiftName.caseName(name)
      }
      names.members[pathKey] = members
    }
    for renderer in renderers {
      let bare = SwiftName.bare(names.caseName(["Template"], renderer.template) ?? "unnamed")
      let tokens = NameScope.tokenParameters.names(renderer.tokens, id: { $0 }, into: &names.renames)
      let upper = Naming.upperFirst(bare)
      // A template's variants: an enum nested in `Template` named after its case (unique, as the
      // cases are), whose cases are the variant ids.
      let variants = NameScope.variants.names(renderer.variants, id: { $0 }, into: &names.renames)
      names.renderers[renderer.template] = RendererNames(
        function: "render" + upper, parameters: tokens.map(\.name),
        variantType: renderer.variants.isEmpty ? nil : upper + "Variant", variantCases: variants.map(\.name))
    }
    for decl in decls {
      switch decl {
      case .enumeration(let item): collect(item.members, path: path + [item.name], &names)
      case .namespace(let name, _, let members): collect(members, path: path + [name], &names)
      case .part(_, let members): collect(members, path: path, &names)
      default: break
      }
    }
  }
}
